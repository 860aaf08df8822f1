"""The search machinery on the real families: inferred facts hold for the true deal, and every sampled world
replays to a state in which the observing seat sees exactly what it sees in the real game."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tricktable.ai import make_player
from tricktable.ai.search.adapter import adapter_for
from tricktable.ai.search.infoset import build_world, knowledge, multiset_minus
from tricktable.ai.search.worlds import PILE, sample
from tricktable.engine import get_game, hand_seed, shuffled, variant_keys

FAMILIES = [k for k in variant_keys() if k.split("/")[0] in ("rook", "callbreak", "shengji")]


def position(game, seed, steps):
    rng = random.Random(seed)
    dealer = rng.randrange(4)
    state = game.start_hand(game.new_match(dealer), game.deal_from_order(shuffled(game.deck(), hand_seed(seed, 1)), dealer))
    heur = [make_player("heuristic", game, s) for s in range(4)]
    for _ in range(steps):
        seat = game.to_act(state)
        if seat is None:
            return None
        legal = game.candidate_actions(state)
        action = heur[seat].choose(game, game.view(state, seat), legal) if rng.random() < 0.8 else game.random_action(state, rng)
        state = game.advance(state, action)
    return state


def hidden_truth(game, state, seat, k):
    """Where the hidden cards really are (slot 4: the nest / other seat's discards)."""
    truth = {}
    for s in range(4):
        if s != seat:
            truth[s] = multiset_minus(game.view(state, s).hand, k.known.get(s, []))
    truth[PILE] = multiset_minus(k.hidden, [c for cs in truth.values() for c in cs])
    return truth


@pytest.mark.parametrize("key", FAMILIES)
@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 90))
def test_sampled_worlds_agree_with_the_view(key, seed, steps):
    game = get_game(key)
    state = position(game, seed, steps)
    if state is None or game.to_act(state) is None:
        return
    seat = game.to_act(state)
    view = game.view(state, seat)
    vj = view.to_json()
    adapter = adapter_for(game)
    k = knowledge(game, adapter, view, vj)
    assert k.consistent(hidden_truth(game, state, seat, k)), "the real deal breaks an inferred fact"
    rng = random.Random(seed)
    for _ in range(3):
        world = build_world(game, adapter, view, vj, k, sample(k, rng))
        wv = game.view(world, seat)
        assert (wv.hand, wv.phase, wv.to_act, wv.history) == (view.hand, view.phase, view.to_act, view.history)
        assert game.legal_count(world) == game.legal_count(state)
        if view.phase == "play":
            assert sorted(map(str, game.legal_actions(world))) == sorted(map(str, game.legal_actions(state)))


@pytest.mark.parametrize("key", FAMILIES)
def test_search_player_decides_legally_in_every_phase(key):
    """A small-budget search player and the cheater play a whole hand of every preset with legal actions only."""
    from tricktable.ai.search import CheaterPlayer, SearchPlayer
    from tricktable.ai.search.pimc import Budget

    game = get_game(key)
    small = Budget(ms=2000.0, max_worlds=3, min_worlds=2)
    players = [SearchPlayer(game, 1, small), make_player("heuristic", game, 2),
               CheaterPlayer(game, 3, small), make_player("heuristic", game, 4)]
    state = position(game, 5, 0)
    phases = set()
    while (seat := game.to_act(state)) is not None:
        legal = game.candidate_actions(state)
        p = players[seat]
        if isinstance(p, CheaterPlayer):
            action = p.choose_omniscient(game, state, seat, legal)
        else:
            action = p.choose(game, game.view(state, seat), legal)
        game.check(state, action)
        phases.add(game.phase(state))
        state = game.advance(state, action)
    assert "play" in phases or game.hand_result(state).to_json().get("redeal")


def test_rook_voids_ignore_the_bird_played_any_time():
    from types import SimpleNamespace

    from tricktable.ai.search.families.rook import RookAdapter
    from tricktable.cards.notation import BIRD, parse_card
    from tricktable.engine import Action

    game = get_game("rook/crowsnest")
    play = lambda seat, card: (seat, Action("play", 0, (parse_card(card),)))  # noqa: E731
    history = [play(0, "Y14"), play(1, "Crow"), play(2, "G5"), play(3, "Y5"),
               play(0, "R5"), play(1, "R6"), play(2, "R7"), play(3, "B9")]
    facts = RookAdapter(game).forbidden(SimpleNamespace(trump=0, history=history), {})
    yellow = {c for c in game.deck() if c != BIRD and (c - 64) // 14 == 1}
    red = {c for c in game.deck() if c != BIRD and (c - 64) // 14 == 0}
    assert not facts[1], "the Crow may be played while holding the led colour: nothing learnt"
    assert yellow <= facts[2] and not red & facts[2]
    assert red | {BIRD} <= facts[3], "no trump on a trump lead: no red card and no Crow"


def test_rook_rollout_keeps_its_trumps_when_the_partner_is_winning():
    """Partner's ace is winning and this seat cannot follow: throw the cheapest non-trump, never ruff the partner."""
    from tricktable.ai.search.families.rook import RookAdapter
    from tricktable.cards.notation import parse_cards
    from tricktable.engine import Action, Deal

    game = get_game("rook/crowsnest")
    hands = (parse_cards("R9 R14 B12 B11 B10 B5 Y11 Y9 B9"), parse_cards("R11 R10 R8 R7 R6 Y10 Y8 Y7 Y6"),
             parse_cards("G14 R13 R12 Y14 Y13 G13 G11 G9 G8"), parse_cards("R5 Y12 Y5 G12 G10 G5 B14 B13 Rook"))
    nest = tuple(c for c in game.deck() if not any(c in h for h in hands))
    state = game.start_hand(game.new_match(1), Deal(hands, nest))  # dealer 1: seat 2 bids first
    for action in (Action("bid", 70), Action("pass"), Action("pass"), Action("pass")):
        state = game.advance(state, action)
    state = game.advance(state, Action("discard", 0, tuple(sorted(nest))))
    state = game.advance(state, Action("trump", 0))  # red
    for card in ("G14", "G12"):  # seat 2 leads its green ace, seat 3 follows: seat 0 has no green
        state = game.advance(state, Action("play", 0, parse_cards(card)))
    assert game.to_act(state) == 0
    adapter = RookAdapter(game)
    picks = {adapter.rollout_action(state, random.Random(s)).cards for s in range(40)}
    random_picks = sum(1 for s in range(40) if random.Random(s).random() < 0.05)
    cheapest = {parse_cards("Y9"), parse_cards("B9")}  # no points, lowest rank, not a trump
    assert picks & cheapest
    assert len(picks - cheapest) <= random_picks  # anything else only from the 5% random moves


@pytest.mark.parametrize("key", ["callbreak/master", "rook/crowsnest"])
def test_normal_decides_the_same_on_a_machine_of_any_speed(key, monkeypatch):
    """The budget is the worlds alone: a CPU clock running 1,000 times faster changes no decision."""
    import time as real_time

    from tricktable.ai.search import pimc

    game = get_game(key)
    positions = [p for p in (position(game, seed, 20 + seed % 30) for seed in range(6)) if p is not None]
    positions = [p for p in positions if game.to_act(p) is not None and game.phase(p) == "play"]
    assert positions

    def decisions():
        out = []
        for state in positions:
            seat = game.to_act(state)
            out.append(make_player("normal", game, 3).choose(game, game.view(state, seat), game.candidate_actions(state)))
        return out

    calm = decisions()
    ticks = iter(range(10**9))
    monkeypatch.setattr(pimc, "time", type("SlowClock", (), {"process_time": staticmethod(lambda: next(ticks) * 1.0),
                                                             "perf_counter": real_time.perf_counter}))
    assert decisions() == calm
