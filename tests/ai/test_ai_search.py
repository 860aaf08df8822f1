"""The search player's parts on the toy game: sampler facts, exact endgames vs brute force, determinism, no leaks."""

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st
from toygame import DECK, ToyGame

from tricktable.ai import make_player
from tricktable.ai.search.adapter import adapter_for
from tricktable.ai.search.endgame import brute_force, solve_moves
from tricktable.ai.search.families.callbreak import follow_facts
from tricktable.ai.search.infoset import build_world, knowledge, tricks_of
from tricktable.ai.search.worlds import PILE, Knowledge, sample
from tricktable.engine import Action, Deal, shuffled

GAME = ToyGame("toy/minibreak")
TEAM = ToyGame("toy/teambreak", "team")


def random_position(game, seed, steps, call=None):
    """A dealt hand advanced ``steps`` actions by random play (every call ``call`` if given)."""
    rng = random.Random(seed)
    dealer = rng.randrange(4)
    state = game.start_hand(game.new_match(dealer), game.deal_from_order(shuffled(DECK, seed), dealer))
    if call is not None:
        for _ in range(4):
            state = game.advance(state, Action("bid", call))
        steps -= 4
    for _ in range(steps):
        if game.to_act(state) is None:
            break
        state = game.advance(state, game.random_action(state, rng))
    return state


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.integers(4, 22))
def test_every_sampled_world_respects_counts_voids_and_overtrump_limits(seed, steps):
    state = random_position(GAME, seed, steps)
    seat = GAME.to_act(state)
    if seat is None:
        return
    view = GAME.view(state, seat)
    adapter = adapter_for(GAME)
    k = knowledge(GAME, adapter, view, view.to_json())
    truth = {s: sorted(state.hands[s]) for s in range(4) if s != seat}
    truth[PILE] = []
    assert k.consistent(truth), "the real deal must satisfy every inferred fact"
    rng = random.Random(seed)
    for _ in range(5):
        world = sample(k, rng)
        assert k.consistent(world)
        full = build_world(GAME, adapter, view, view.to_json(), k, world)
        assert GAME.view(full, seat).hand == view.hand and GAME.to_act(full) == seat
        assert full.history == state.history
        for s in range(4):  # replaying the history in the world was legal for every seat
            assert len(full.hands[s]) == len(state.hands[s])


def test_sampler_respects_a_hand_built_constraint_set():
    k = Knowledge(0, [1, 2, 3, 4, 5, 6], {1: 2, 2: 2, 3: 2, PILE: 0}, {1: {1, 2, 3, 4}, 2: {1, 2}})
    rng = random.Random(1)
    for _ in range(200):
        w = sample(k, rng)
        assert k.consistent(w) and sorted(w[1]) == [5, 6]


def test_void_and_could_not_overtrump_facts():
    from tricktable.cards.notation import parse_cards

    hist = [(0, Action("play", 0, (c,))) for c in parse_cards("AH")]
    hist += [(1, Action("play", 0, parse_cards("KS"))), (2, Action("play", 0, parse_cards("QD")))]
    facts = follow_facts(tricks_of(hist), DECK)
    hearts = {c for c in DECK if c // 13 == 1}
    assert hearts <= facts[1] and hearts <= facts[2]
    assert set(parse_cards("AS")) <= facts[2] and not set(parse_cards("QS")) & facts[2]  # no spade above K
    assert not facts[1] & {c for c in DECK if c // 13 == 0}  # seat 1 trumped: nothing learnt about spades


def utilities(game):
    adapter = adapter_for(game)
    return lambda r: tuple(adapter.utility(r, s) for s in range(4))


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(11, 18), st.booleans())
def test_endgame_solver_matches_brute_force(seed, steps, team):
    game = TEAM if team else GAME
    state = random_position(game, seed, steps)
    seat = game.to_act(state)
    if seat is None or game.phase(state) != "play":
        return
    u = utilities(game)
    solved = solve_moves(game, state, u, team)
    for action, value in solved.items():
        ref = brute_force(game, game.advance(state, action), u, team)
        expected = ref[0] * (1 if seat % 2 == 0 else -1) if team else ref[seat]
        assert value == expected


def test_solver_ducks_once_the_call_is_met():
    """Seat 3 called 1 and already has 2 tricks: winning this heart trick with AH fails the call, TH ducks."""
    from toygame import ToyState

    from tricktable.cards.notation import parse_card as c

    hands = (frozenset({c("AD")}), frozenset({c("JD")}), frozenset({c("QD")}), frozenset({c("AH"), c("TH")}))
    trick = ((0, c("KH")), (1, c("QH")), (2, c("JH")))
    state = ToyState(3, hands, (1, 1, 1, 1), trick, (1, 1, 0, 2), 0, ())
    solved = solve_moves(GAME, state, utilities(GAME), False)
    assert solved == {Action("play", 0, (c("TH"),)): 1.0, Action("play", 0, (c("AH"),)): -1.0}


def test_same_seed_same_decisions():
    state = random_position(GAME, 11, 9)
    seat = GAME.to_act(state)
    view, legal = GAME.view(state, seat), GAME.legal_actions(state)
    picks = {make_player("normal", GAME, 5).choose(GAME, view, legal) for _ in range(3)}
    assert len(picks) == 1


def test_decisions_depend_only_on_the_view():
    """Two deals that differ only in cards the seat cannot see give the same view and the same decision."""
    base = random_position(GAME, 21, 0)
    dealer = base.dealer
    seat = (dealer + 1) % 4
    others = [s for s in range(4) if s != seat]
    hands = [sorted(h) for h in base.hands]
    a, b = others[0], others[1]
    hands[a][0], hands[b][0] = hands[b][0], hands[a][0]
    swapped = GAME.start_hand(GAME.new_match(dealer), Deal(tuple(tuple(h) for h in hands)))
    v1, v2 = GAME.view(base, seat), GAME.view(swapped, seat)
    assert v1 == v2
    legal = GAME.legal_actions(base)
    for kind in ("normal", "easy", "baseline"):
        assert make_player(kind, GAME, 3).choose(GAME, v1, legal) == make_player(kind, GAME, 3).choose(GAME, v2, legal)


def test_hint_is_a_legal_action_from_the_view_alone():
    from tricktable.ai.hints import suggest

    state = random_position(GAME, 5, 10)
    seat = GAME.to_act(state)
    legal = GAME.legal_actions(state)
    assert suggest(GAME, GAME.view(state, seat), legal) in legal


def test_cheater_is_only_seated_by_the_arena():
    import pytest

    state = random_position(GAME, 5, 10)
    seat = GAME.to_act(state)
    cheater = make_player("cheater", GAME, 1)
    with pytest.raises(RuntimeError):
        cheater.choose(GAME, GAME.view(state, seat), GAME.legal_actions(state))
    assert cheater.choose_omniscient(GAME, state, seat, GAME.legal_actions(state)) in GAME.legal_actions(state)


def test_must_head_facts_for_callbreak_standard():
    """With must_head_when_following, following below the trick's best card proves no higher card of the suit."""
    from tricktable.cards.notation import parse_cards

    deck = tuple(range(52))
    hist = [(s, Action("play", 0, (c,))) for s, c in zip(range(3), parse_cards("TH KH 4H"), strict=True)]
    facts = follow_facts(tricks_of(hist), deck, head=True)
    assert set(parse_cards("AH")) <= facts[2] and not set(parse_cards("QH")) & facts[2]
    assert not facts[1]  # seat 1 headed the trick


def _counted(state):
    drawn = []

    def worlds():
        drawn.append(1)
        return state

    return drawn, worlds


def test_a_decision_among_many_moves_stops_at_its_rollout_count(monkeypatch):
    """``max_evaluations`` counts (world, move) rollouts: once the next world would pass it, the search stops (never
    before ``min_worlds`` worlds); without it the search draws ``max_worlds`` worlds."""
    from tricktable.ai.search import pimc

    state = next(s for s in (random_position(GAME, seed, 6) for seed in range(50))
                 if GAME.phase(s) == "play" and len(GAME.legal_actions(s)) >= 3)
    moves = GAME.legal_actions(state)
    k = len(moves)
    calls = []
    real = pimc.rollout
    monkeypatch.setattr(pimc, "rollout", lambda *a, **kw: calls.append(1) or real(*a, **kw))
    adapter = adapter_for(GAME)
    seat = GAME.to_act(state)
    loose = pimc.Budget(max_worlds=30, min_worlds=31)  # no move is dropped
    drawn, worlds = _counted(state)
    pimc.search(GAME, adapter, seat, 5, moves, loose, random.Random(1), worlds)
    assert len(drawn) == 30
    calls.clear()
    drawn, worlds = _counted(state)
    capped = pimc.Budget(max_worlds=30, min_worlds=4, cut_se=1e9, max_evaluations=8 * k + 1)
    pimc.search(GAME, adapter, seat, 5, moves, capped, random.Random(1), worlds)
    assert 4 <= len(drawn) <= 8 < 30
    assert len(calls) <= 8 * k + 1
    drawn, worlds = _counted(state)
    tiny = pimc.Budget(max_worlds=30, min_worlds=4, cut_se=1e9, max_evaluations=1)
    pimc.search(GAME, adapter, seat, 5, moves, tiny, random.Random(1), worlds)
    assert len(drawn) == 4


def test_the_exact_endgame_solves_its_own_number_of_worlds():
    from tricktable.ai.search import pimc

    state = next(s for s in (random_position(GAME, seed, 14) for seed in range(50))
                 if GAME.phase(s) == "play" and GAME.to_act(s) is not None and len(GAME.legal_actions(s)) >= 2)
    adapter = adapter_for(GAME)
    adapter.endgame_cards = 13
    seat = GAME.to_act(state)
    moves = GAME.legal_actions(state)
    for endgame_worlds, expected in ((None, 30), (5, 5)):
        drawn, worlds = _counted(state)
        budget = pimc.Budget(max_worlds=30, min_worlds=31, endgame_worlds=endgame_worlds, max_evaluations=1)
        pimc.search(GAME, adapter, seat, 3, moves, budget, random.Random(1), worlds)
        assert len(drawn) == expected  # the rollout count does not bound exact solving


def test_normal_counts_its_work_in_tractor_and_rook_only():
    """Tractor's normal counts its rollouts, Rook's its endgame nodes; Callbreak's is the level's budget (with its
    calls moved by the learned call model, which counts no work)."""
    from tricktable.ai.search import LEVELS, level_budget
    from tricktable.engine import get_game

    tractor = level_budget("normal", get_game("shengji/tractor"))
    assert tractor.max_evaluations and tractor.endgame_worlds and tractor.max_worlds == LEVELS["normal"].max_worlds
    rook = level_budget("normal", get_game("rook/crowsnest"))
    assert rook.max_nodes and rook.max_evaluations is None and rook.deep_worlds == LEVELS["normal"].deep_worlds
    callbreak = replace(LEVELS["normal"], learned_calls=True)
    assert level_budget("normal", get_game("callbreak/master")) == callbreak
    assert make_player("normal", get_game("callbreak/master")).budget == callbreak
    assert make_player("normal", get_game("shengji/tractor")).budget == tractor
    assert make_player("normal", get_game("rook/crowsnest")).budget == rook
    for key in ("shengji/tractor", "rook/crowsnest"):
        assert make_player("normal-uncapped", get_game(key)).budget == LEVELS["normal"]


def test_the_rook_endgame_stops_drawing_worlds_at_its_node_count():
    """Each solve reports its search nodes; once the next world of the mean size would pass ``max_nodes`` the
    search stops (after ``min_node_worlds`` worlds), and once the solves reach ``max_nodes`` it draws no further
    world at all, so a costly endgame solves fewer worlds and no decision solves more than ``max_nodes`` plus one
    world's nodes."""
    from test_ai_solvers import endgame_position

    from tricktable.ai.search import pimc
    from tricktable.engine import get_game

    game = get_game("rook/crowsnest")
    adapter = adapter_for(game)
    state = next(s for s in (endgame_position(game, seed, 4) for seed in range(30))
                 if s is not None and game.phase(s) == "play" and len(game.legal_actions(s)) >= 2)
    seat = game.to_act(state)
    moves = game.legal_actions(state)
    adapter.solve(state)
    per_world = adapter.solve_work
    assert per_world > 0
    for max_nodes, expected in ((None, 12), (1, 1), (per_world * 2, 2), (per_world * 6 - 1, 5)):
        drawn, worlds = _counted(state)
        budget = pimc.Budget(max_worlds=12, min_worlds=13, max_nodes=max_nodes)
        pimc.search(game, adapter, seat, 4, moves, budget, random.Random(1), worlds)
        assert len(drawn) == expected, max_nodes


def _covers(hard, normal) -> list[str]:
    """The features of budget ``normal`` that budget ``hard`` lacks or does less of (empty: a superset). Every
    field of ``Budget`` must be classified here, so a new feature of normal cannot slip past hard unnoticed."""
    from dataclasses import fields

    def effective_endgame(b):
        return b.max_worlds if b.endgame_worlds is None else min(b.max_worlds, b.endgame_worlds)

    def effective_calls(b):
        return b.call_worlds or max(12, b.max_worlds // 2)

    def cap(a, b):  # a work cap: hard keeps one where normal has one (bounded time), and it is no smaller
        return (a is None) if b is None else (a is not None and a >= b)

    more = ("max_worlds", "min_worlds", "cut_se", "rollouts_per_world", "infer_pool", "deep_worlds",
            "min_node_worlds", "tail_cards")
    rules = {name: (lambda a, b: a >= b) for name in more}
    rules.update({
        "ms": lambda a, b: a is None if b is None else (a is None or a >= b),
        "wall_ms": lambda a, b: a is None if b is None else (a is None or a >= b),
        "endgame": lambda a, b: a or not b,
        "evidence": lambda a, b: set(b) <= set(a),
        "simulate_auction": lambda a, b: a == b,
        "reference": lambda a, b: a == b,
        "beliefs": lambda a, b: b is None or a is not None,
        "joint_beliefs": lambda a, b: a or not b,
        "beliefs_model": lambda a, b: a == b,  # the same belief weights
        "play_weights": lambda a, b: a or not b,  # a feature kept on
        "learned_calls": lambda a, b: a or not b,
        "rollout": lambda a, b: a == b,  # the same rollout policy (Tractor's card sense once normal has it)
        "max_evaluations": cap,
        "max_nodes": cap,
        "endgame_worlds": lambda a, b: True,  # compared as the worlds solved exactly, below
        "call_worlds": lambda a, b: True,  # compared as the worlds a call simulates, below
    })
    unclassified = [f.name for f in fields(type(normal)) if f.name not in rules]
    assert not unclassified, f"classify the new budget fields in _covers: {unclassified}"
    missing = [f.name for f in fields(type(normal)) if not rules[f.name](getattr(hard, f.name), getattr(normal, f.name))]
    if effective_endgame(hard) < effective_endgame(normal):
        missing.append("endgame worlds")
    if effective_calls(hard) < effective_calls(normal):
        missing.append("call worlds")
    return missing


def test_hard_does_everything_normal_does_in_every_family():
    """``hard`` is a superset of ``normal`` (issue 23, item 7): every feature of normal's budget (exact play from 5
    cards, the work caps that bound its time, beliefs, tails) is in hard's too, at least as much of it."""
    from tricktable.ai.search import level_budget
    from tricktable.engine import get_game, variant_keys

    families = {}
    for key in variant_keys():
        families.setdefault(key.split("/")[0], key)
    assert {"rook", "callbreak", "shengji"} <= set(families)
    for key in families.values():
        game = get_game(key)
        hard, normal = level_budget("hard", game), level_budget("normal", game)
        assert _covers(hard, normal) == [], key
        assert make_player("hard", game).budget == hard
    # the check itself can fail: today's first hard (150 worlds, 2 rollouts a world) lacks normal's exact play at 5
    # cards and Rook's node cap
    from tricktable.ai.search.pimc import Budget

    first = Budget(max_worlds=150, min_worlds=16, rollouts_per_world=2)
    # (and, since Rook's normal deals jointly by the beliefs learned from normal players' hands, those too)
    assert set(_covers(first, level_budget("normal", get_game("rook/crowsnest")))) == {
        "deep_worlds", "max_nodes", "beliefs", "beliefs_model", "joint_beliefs"}
