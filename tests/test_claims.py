"""Claiming the rest of a hand (issue 28, engine.claims), in every family.

A claim the rules accept must never lose a trick: each accepted claim is played out against every placement of the
hidden cards that the claimant's view allows (sampled worlds) and every play of the other seats (all of them, by
brute force), and the claimant takes every trick. A claim that could lose is refused, and the brute force finds the
line that beats it. Applying a claim ends the hand with the result playing it out gives; the record keeps the claim
(replays and reviews read it); views and events show the claimant's cards and nothing of the others' after it.
"""

from __future__ import annotations

import contextlib
import random
from dataclasses import dataclass, field
from itertools import combinations

import pytest

from tricktable.ai.search.adapter import adapter_for
from tricktable.ai.search.infoset import build_world, knowledge
from tricktable.ai.search.worlds import sample
from tricktable.engine import Action, get_game
from tricktable.engine.errors import IllegalAction
from tricktable.engine.match import deal_for, replay_hand
from tricktable.engine.session import MatchSession, NullSink

FAMILIES = {"rook": "rook/crowsnest", "rook-tournament": "rook/tournament", "callbreak": "callbreak/master",
            "shengji": "shengji/tractor"}
#: positions with at most this many cards a hand: the brute force is (n!)^3 lines at most (Tractor's steps are slower)
MAX_CARDS = {"rook": 4, "callbreak": 4, "shengji": 3}
WORLDS = 10


def start(game, seed: int):
    """The first hand of the match seeded ``seed``, as dealt."""
    return game.start_hand(game.new_match(seed % 4), deal_for(game, seed, 1, seed % 4))


def _trick_starts(game, seed: int):
    """``(actions so far, state)`` at every trick start of one random hand (seeded) with at most MAX_CARDS cards a
    hand."""
    rng = random.Random(seed)
    state, actions = start(game, seed), []
    while game.to_act(state) is not None:
        pos = game.claim_position(state)
        if pos is not None and len(pos.hand) <= MAX_CARDS[game.family]:
            yield list(actions), state
        action = game.random_action(state, rng)
        actions.append(action)
        state = game.advance(state, action)


def positions(game, claimable: bool, wanted: int = 6, seeds: int = 200, *, with_actions: bool = False):
    """Trick starts (two cards a hand at least) where the leader may claim (``claimable``) or may not, from random
    hands; with ``with_actions``, ``(seed, actions from the deal, state)`` each."""
    out = []
    for seed in range(seeds):
        for actions, state in _trick_starts(game, seed):
            if (game.claim_action(state) is not None) == claimable and len(game.claim_position(state).hand) > 1:
                out.append((seed, actions, state) if with_actions else state)
                break
        if len(out) >= wanted:
            break
    assert len(out) >= wanted // 2, "too few positions found: the test proves little"
    return out


def worlds(game, state, seat: int, n: int = WORLDS):
    """The true state and ``n`` states that deal the cards ``seat`` cannot see anew, consistently with its view."""
    adapter = adapter_for(game)
    view = game.view(state, seat)
    vj = view.to_json()
    k = knowledge(game, adapter, view, vj)
    return [state] + [build_world(game, adapter, view, vj, k, sample(k, random.Random(i))) for i in range(n)]


def beaten(game, state, seat: int, order) -> bool:
    """Whether some play of the other seats takes a trick from ``seat`` leading ``order`` (brute force)."""

    def lead(st, i: int) -> bool:
        if i == len(order):
            return False
        if game.to_act(st) != seat:
            return True
        return follow(game.advance(st, Action("play", 0, (order[i],))), i, 1)

    def follow(st, i: int, k: int) -> bool:
        if k == 4:
            return lead(st, i + 1)
        return any(follow(game.advance(st, a), i, k + 1) for a in game.legal_actions(st))

    return lead(state, 0)


@pytest.mark.parametrize("family", list(FAMILIES))
def test_an_accepted_claim_is_never_beaten_whatever_the_others_hold_and_play(family):
    game = get_game(FAMILIES[family])
    for state in positions(game, claimable=True):
        claim = game.claim_action(state)
        seat = game.to_act(state)
        game.check(state, claim)
        for world in worlds(game, state, seat):
            assert game.claim_action(world) == claim, "the claim depends on cards the claimant cannot see"
            assert not beaten(game, world, seat, claim.cards), f"{game.format_action(claim)} loses a trick"


@pytest.mark.slow
def test_a_callbreak_claim_holds_against_every_placement_of_the_unseen_cards():
    """Callbreak, exhaustively: every way to give the unseen cards to the three others (voids ignored: more
    placements than the claimant's view allows) and every play of theirs."""
    game = get_game(FAMILIES["callbreak"])
    checked = 0
    for state in positions(game, claimable=True, wanted=4):
        claim, seat = game.claim_action(state), game.to_act(state)
        others = [s for s in range(4) if s != seat]
        hands = state.hands
        unseen = [c for s in others for c in range(52) if hands[s] >> c & 1]
        sizes = [hands[s].bit_count() for s in others]
        if len(unseen) > 9 or checked > 1000:
            continue
        for first in combinations(unseen, sizes[0]):
            rest = [c for c in unseen if c not in first]
            for second in combinations(rest, sizes[1]):
                cut = [first, second, [c for c in rest if c not in second]]
                deal = list(state.info.deal)
                for s, cards in zip(others, cut, strict=True):
                    deal[s] = (deal[s] & state.played) | sum(1 << c for c in cards)
                world = state._replace(info=state.info._replace(deal=tuple(deal)))
                assert not beaten(game, world, seat, claim.cards)
                checked += 1
    assert checked > 50


@pytest.mark.parametrize("family", list(FAMILIES))
def test_a_claim_that_could_lose_a_trick_is_refused(family):
    game = get_game(FAMILIES[family])
    refused = 0
    for state in positions(game, claimable=False):
        seat = game.to_act(state)
        hand = game.claim_position(state).hand
        for order in {tuple(sorted(hand, reverse=True)), tuple(sorted(hand))}:
            with pytest.raises(IllegalAction) as e:
                game.check(state, Action("claim", 0, order))
            assert e.value.msg_id == "claim-not-proven"
            with pytest.raises(IllegalAction):
                game.apply(state, Action("claim", 0, order), seat)
        # the refusal is right: some placement the claimant's view allows and some play beat the strongest order
        strongest = tuple(sorted(hand, key=lambda c: game.claim_position(state).suit(c) == game.claim_position(
            state).trump, reverse=True))
        refused += any(beaten(game, w, seat, strongest) for w in worlds(game, state, seat, 6))
    assert refused, "no refused claim could actually lose: the refusals prove little"


@pytest.mark.parametrize("family", list(FAMILIES))
def test_a_claim_is_only_the_leaders_and_only_with_all_its_cards(family):
    game = get_game(FAMILIES[family])
    state = positions(game, claimable=True, wanted=1)[0]
    claim = game.claim_action(state)
    with pytest.raises(IllegalAction) as e:
        game.check(state, Action("claim", 0, claim.cards[:-1]))
    assert e.value.msg_id == "claim-whole-hand"
    mid_trick = game.advance(state, Action("play", 0, (claim.cards[0],)))
    with pytest.raises(IllegalAction) as e:
        game.check(mid_trick, Action("claim", 0, claim.cards[1:]))
    assert e.value.msg_id == "claim-not-now"
    start = game.start_hand(game.new_match(0), deal_for(game, 0, 1, 0))
    with pytest.raises(IllegalAction):
        game.check(start, Action("claim", 0, claim.cards))
    assert game.claim_action(start) is None


@pytest.mark.parametrize("family", list(FAMILIES))
def test_a_claim_ends_the_hand_as_playing_it_out_would(family):
    game = get_game(FAMILIES[family])
    for state in positions(game, claimable=True, wanted=3):
        claim, seat = game.claim_action(state), game.to_act(state)
        after, events = game.apply(state, claim, seat)
        assert game.is_over(after) and game.to_act(after) is None
        # played out by hand: the claimant leads its cards in order, the others play any legal card
        played, rng = state, random.Random(1)
        for card in claim.cards:
            assert game.to_act(played) == seat
            played = game.advance(played, Action("play", 0, (card,)))
            for _ in range(3):
                played = game.advance(played, game.random_action(played, rng))
        assert game.hand_result(after).to_json() == game.hand_result(played).to_json()
        assert game.finish_hand(game.new_match(0), after).scores == game.finish_hand(game.new_match(0), played).scores
        assert [e.kind for e in events][0] == "claimed" and events[0].cards == claim.cards
        assert events[-1].kind == "hand_scored" and events[-1].data == game.hand_result(after).to_json()
        assert not {"played", "trick_won"} & {e.kind for e in events}
        assert game.parse_action(game.format_action(claim)) == claim


@pytest.mark.parametrize("family", list(FAMILIES))
def test_a_claim_shows_the_claimants_cards_and_nothing_the_others_held(family):
    game = get_game(FAMILIES[family])
    for state in positions(game, claimable=True, wanted=3):
        claim, seat = game.claim_action(state), game.to_act(state)
        after, events = game.apply(state, claim, seat)
        for who in [None, 0, 1, 2, 3]:
            before_view, view = game.view(state, who), game.view(after, who)
            vj = view.to_json()
            assert vj["claim"] == {"seat": seat, "cards": game.format_cards(claim.cards)}
            assert "claim" not in before_view.to_json()
            assert list(view.history) == [*before_view.history, (seat, claim)]
            assert view.to_json()["tricks"] == before_view.to_json()["tricks"]
            assert vj["trick"] == [] and vj["last_trick"] == before_view.to_json()["last_trick"]
            if who is not None:  # a bot reads its view back (spectators have no bots)
                assert game.view_from_json(vj).to_json() == vj
        # nothing the others held is shown that was not public before the claim; the claimant's cards are
        shown = _cards_in(game, game.view(after, None).to_json()) | {c for e in events for c in e.cards}
        public = _cards_in(game, game.view(state, None).to_json()) | set(_end_cards(game, after))
        assert shown - public == set(claim.cards) - public
        assert all(e.visible_to < 0 for e in events)


def _end_cards(game, state):
    """The nest or kitty, turned face up for everyone at the end of every hand (claimed or not)."""
    view = game.view(state, None)
    end = getattr(view, "nest_end", None) or getattr(view, "kitty_end", None)
    return () if end is None else (end[0] if isinstance(end, tuple) else end["cards"])


def _cards_in(game, value) -> set[int]:
    """Every card named in a JSON-like value (card texts as the game writes them)."""
    found: set[int] = set()
    if isinstance(value, dict):
        for v in value.values():
            found |= _cards_in(game, v)
    elif isinstance(value, list):
        for v in value:
            found |= _cards_in(game, v)
    elif isinstance(value, str):
        for word in value.replace(",", " ").split():
            with contextlib.suppress(ValueError):
                found |= set(game.parse_cards(word))
    return found


@pytest.mark.parametrize("family", list(FAMILIES))
def test_the_record_keeps_the_claim_and_replays_to_the_same_end(family):
    game = get_game(FAMILIES[family])
    seed, actions, state = positions(game, claimable=True, wanted=1, with_actions=True)[0]
    claim, seat = game.claim_action(state), game.to_act(state)
    after, _ = game.apply(state, claim, seat)
    assert game.view(after, seat).history[-1] == (seat, claim)
    texts = [game.format_action(a) for a in [*actions, claim]]
    for check in (True, False):
        replayed = replay_hand(game, start(game, seed), texts, check=check)
        assert game.hand_result(replayed).to_json() == game.hand_result(after).to_json()
        for who in (None, seat):
            assert game.view(replayed, who).to_json() == game.view(after, who).to_json()


@dataclass
class _Hand:
    seq: int
    attempt: int
    hands: list[str]
    extra: str
    result: dict | None = None
    actions: list = field(default_factory=list)


class _Sink(NullSink):
    """Keeps the hands and actions as a store would, for ``MatchSession.restore``."""

    def __init__(self) -> None:
        self.hands: list[_Hand] = []

    def hand_dealt(self, hand) -> None:
        self.hands.append(_Hand(hand.seq, hand.attempt, hand.hands, hand.extra))

    def action_applied(self, hand_seq: int, step: int, seat: int, action: str) -> None:
        self.hands[-1].actions.append((seat, action))

    def hand_finished(self, hand_seq: int, result, scores, winner) -> None:
        self.hands[-1].result = result.to_json()  # a sink keeps the JSON


@pytest.mark.parametrize("family", list(FAMILIES))
def test_a_session_offers_the_claim_only_when_legal_keeps_it_and_restores_it(family):
    """At the table the claim is among the legal actions exactly when the rules accept it; the record keeps it,
    and a session restored from the record ends the hand the same way."""
    game = get_game(FAMILIES[family])
    for seed in range(60):
        sink = _Sink()
        session = MatchSession(game, seed, 0, ["human"] * 4, sink)
        session.start_next_hand()
        rng = random.Random(seed)
        while session.state is not None:
            legal = session.legal()
            claims = [a for a in legal if a.kind == "claim"]
            assert claims == ([] if game.claim_action(session.state) is None else [game.claim_action(session.state)])
            if claims and len(claims[0].cards) > 1:
                seat = session.to_act()
                session.apply(seat, claims[0])
                assert sink.hands[-1].actions[-1] == (seat, game.format_action(claims[0]))
                restored = MatchSession.restore(game, seed, 0, sink.hands, ["human"] * 4, strict=True)
                assert restored.last_result == session.last_result
                assert restored.view(seat).to_json() == session.view(seat).to_json()
                return
            session.apply(session.to_act(), game.random_action(session.state, rng))
    raise AssertionError("no claim came up in 60 hands")


@pytest.mark.parametrize("family", list(FAMILIES))
def test_the_ai_claims_exactly_when_the_rules_accept_a_claim(family):
    """Machine seats at a table claim whenever a claim is offered and never make one otherwise; the record keeps
    their claims and replays through the rules."""
    from tricktable.ai import make_player
    from tricktable.table import Table

    game = get_game(FAMILIES[family])
    claimed = 0
    for seed in range(6):
        record = Table(game, [make_player("heuristic", game, seed + s) for s in range(4)], seed).play(max_hands=2)
        match = game.new_match(record.first_dealer)
        for hand in record.hands:
            state = game.start_hand(match, hand.deal)
            for text in hand.actions:
                action = game.parse_action(text)
                offered = game.claim_action(state)
                assert action == offered if offered is not None else action.kind != "claim"
                claimed += action.kind == "claim"
                state, _ = game.apply(state, action, game.to_act(state))
            assert hand.result == game.hand_result(state).to_json()
            match = game.finish_hand(match, state)
    assert claimed, "no claim in a dozen hands: the test proves little"


def test_the_pool_and_the_hint_take_an_offered_claim():
    from tricktable.interfaces.web.ai_tasks import choose, suggest

    game = get_game(FAMILIES["callbreak"])
    state = positions(game, claimable=True, wanted=1)[0]
    legal = [*game.candidate_actions(state), game.claim_action(state)]
    view = game.view(state, game.to_act(state))
    assert choose(game.key, "{}", "heuristic", 1, view, legal) == game.claim_action(state)
    assert suggest(game.key, "{}", 1, view, legal) == game.claim_action(state)
    assert choose(game.key, "{}", "heuristic", 1, view, legal[:-1]).kind == "play"


class _Failing:
    """A player that cannot decide."""

    def choose(self, game, view, legal):
        raise RuntimeError("broken player")


def test_a_player_that_fails_is_replaced_by_one_move_that_takes_an_offered_claim(monkeypatch):
    """One fallback (``ai.fallback_move``) for a web table's kept player and the daily challenge's AI run: the claim
    when offered, else the heuristic's move, else the random player's."""
    from tricktable import ai
    from tricktable.interfaces.web.ai_tasks import Carried, choose_kept

    game = get_game(FAMILIES["callbreak"])
    state = positions(game, claimable=True, wanted=1)[0]
    legal = [*game.candidate_actions(state), game.claim_action(state)]
    view = game.view(state, game.to_act(state))
    assert ai.fallback_move(game, 1, view, legal) == game.claim_action(state)
    action, _ = choose_kept(Carried(_Failing()), game.key, "{}", "normal", 1, view, legal)
    assert action == game.claim_action(state)
    plays = legal[:-1]
    heuristic = ai.make_player("heuristic", game, 1).choose(game, view, plays)
    assert ai.fallback_move(game, 1, view, plays) == heuristic

    monkeypatch.setattr(ai, "make_player_or_fallback", lambda kind, game, seed=0: _Failing())
    last = ai.fallback_move(game, 5, view, plays)
    assert last == ai.RandomPlayer(5).choose(game, view, plays)
