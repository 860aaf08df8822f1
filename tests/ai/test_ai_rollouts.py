"""The fused rollout loops play exactly as the step-by-step policies (same seed, same moves, same final state)."""

import random

import pytest

from tricktable.ai import make_player
from tricktable.ai.search.adapter import Adapter, adapter_for
from tricktable.engine import get_game, hand_seed, shuffled


def reference_rollout(game, adapter, state, rng):
    while game.to_act(state) is not None:
        state = game.advance(state, adapter.rollout_action(state, rng))
    return state


def positions(game, seeds, with_calls=True):
    """Positions of heuristic-played hands at every stage (the bidding too when ``with_calls``)."""
    out = []
    for seed in seeds:
        rng = random.Random(seed)
        dealer = seed % 4
        state = game.start_hand(game.new_match(dealer),
                                game.deal_from_order(shuffled(game.deck(), hand_seed(seed, 3)), dealer))
        heur = [make_player("heuristic", game, s) for s in range(4)]
        stop = rng.randrange(0, 60)
        for _ in range(stop):
            seat = game.to_act(state)
            if seat is None:
                break
            state = game.advance(state, heur[seat].choose(game, game.view(state, seat), game.candidate_actions(state)))
        if game.to_act(state) is not None and (with_calls or game.phase(state) == "play"):
            out.append(state)
    return out


@pytest.mark.parametrize("key,options", [("callbreak/master", {}), ("callbreak/standard", {}),
                                         ("callbreak/master", {"must_head_when_following": True}),
                                         ("callbreak/master", {"must_overtrump_when_void": False})])
def test_fused_callbreak_rollout_plays_move_for_move_like_the_policy(key, options):
    from tricktable.ai.search.families.callbreak_rollout import policy_playout

    game = get_game(key, options)
    adapter = adapter_for(game)
    cfg = game.config
    states = positions(game, range(60))
    assert len(states) > 40
    for i, state in enumerate(states):
        for seed in range(3):
            ref = reference_rollout(game, adapter, state, random.Random(seed))
            fused = policy_playout(state, random.Random(seed), cfg.min_call, cfg.max_call,
                                   cfg.must_head_when_following, cfg.must_overtrump_when_void)
            assert fused == ref, (i, seed)


def rook_summary(state):
    return (state.phase, state.played, state.tally, state.last, state.leader, state.actions(), state.result,
            state.ctx.hands, state.ctx.nest, state.ctx.trump)


@pytest.mark.parametrize("key", ["rook/crowsnest", "rook/tournament", "rook/red-one", "rook/dixie", "rook/one-high",
                                 "rook/buckeye", "rook/partnership"])
def test_fused_rook_rollout_plays_move_for_move_like_the_policy(key):
    game = get_game(key)
    adapter = adapter_for(game)
    states = positions(game, range(50))
    assert len(states) > 30
    for i, state in enumerate(states):
        for seed in range(3):
            ref = reference_rollout(game, adapter, state, random.Random(seed))
            fused = adapter.playout(state, random.Random(seed))
            assert rook_summary(fused) == rook_summary(ref), (i, seed)


@pytest.mark.parametrize("key", ["callbreak/master", "rook/crowsnest"])
def test_fused_paths_change_no_decision_of_the_search_player(key):
    """The bitmask solver and the fused rollouts against the first wave's code paths: the same choices."""
    from tricktable.ai.search import SearchPlayer
    from tricktable.ai.search.pimc import Budget

    game = get_game(key)
    fast = SearchPlayer(game, 5, Budget(max_worlds=8, min_worlds=6))
    slow = SearchPlayer(game, 5, Budget(max_worlds=8, min_worlds=6, reference=True))
    states = positions(game, range(100, 130))
    assert len(states) >= 20
    for state in states:
        seat = game.to_act(state)
        view, legal = game.view(state, seat), game.candidate_actions(state)
        assert fast.choose(game, view, legal) == slow.choose(game, view, legal)


def test_tractor_rollouts_use_the_fused_playout_with_the_same_draws():
    game = get_game("shengji/tractor")
    adapter = adapter_for(game)
    for state in positions(game, range(8)):
        if game.phase(state) == "play":
            assert adapter.playout(state, random.Random(1)) == reference_rollout(game, adapter, state, random.Random(1))


def reference_tail_rollout(game, adapter, state, rng, tail):
    """The step-by-step policy up to the first card-play trick start where every hand holds at most ``tail``."""
    while game.to_act(state) is not None and not adapter.at_tail(state, tail):
        state = game.advance(state, adapter.rollout_action(state, rng))
    return state


def tail_cases(key, tail, seeds):
    """(game, adapter, stop state) for rollouts stopped at ``tail`` cards from positions of heuristic play."""
    game = get_game(key)
    adapter = adapter_for(game)
    out = []
    for i, state in enumerate(positions(game, seeds)):
        stop = adapter.playout(state, random.Random(i), tail)
        out.append((state, stop, reference_tail_rollout(game, adapter, state, random.Random(i), tail)))
    return game, adapter, out


@pytest.mark.parametrize("key,tail", [("rook/crowsnest", 3), pytest.param("rook/tournament", 4, marks=pytest.mark.slow),
                                      ("callbreak/master", 3), pytest.param("callbreak/standard", 4, marks=pytest.mark.slow)])
def test_exact_tail_rollouts_stop_where_the_policy_does_and_solve_the_tail_exactly(key, tail):
    """The fused loop stopped at ``tail`` cards reaches the step-by-step policy's state; the tail's value there is
    the brute-force game value of that position (no pruning, no table) for every seat."""
    from tricktable.ai.search.endgame import brute_force

    game, adapter, cases = tail_cases(key, tail, range(40))
    team = game.scoring_unit == "team"
    solved = 0
    for i, (_, stop, ref) in enumerate(cases):
        if key.startswith("rook"):
            assert rook_summary(stop) == rook_summary(ref), i
        else:
            assert stop == ref, i
        if game.to_act(stop) is None:
            continue
        assert adapter.at_tail(stop, tail)
        assert all(len(game.view(stop, s).hand) <= tail for s in range(4))
        truth = brute_force(game, stop, adapter.utilities, team)
        for seat in range(4):
            expected = (truth[0] if seat % 2 == 0 else -truth[0]) if team else truth[seat]
            assert adapter.tail_value(stop, seat) == pytest.approx(expected), (i, seat)
            assert Adapter.tail_value(adapter, stop, seat) == pytest.approx(expected), (i, seat)
        solved += 1
    assert solved > 20


def test_tail_zero_plays_to_the_end():
    game, adapter, cases = tail_cases("callbreak/master", 0, range(10))
    for _, stop, _ in cases:
        assert game.to_act(stop) is None


def test_tractor_rollouts_accept_a_tail_and_play_to_the_end():
    """Every adapter's ``playout`` takes the ``tail`` of exact-tail rollouts (``Adapter.playout``'s contract);
    Tractor has no exact tails (``at_tail`` is never true), so it plays to the end with the same draws. A budget
    with ``tail_cards`` (hard's) can then play Tractor."""
    game = get_game("shengji/tractor")
    adapter = adapter_for(game)
    for state in positions(game, range(6)):
        if game.phase(state) == "play":
            stop = adapter.playout(state, random.Random(2), 3)
            assert game.to_act(stop) is None
            assert stop == adapter.playout(state, random.Random(2))
