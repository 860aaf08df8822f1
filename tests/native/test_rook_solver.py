"""The ``rook_solve`` kernel (the exact Rook endgame) equals its Python reference, ``rook_solver.RookSolver``: the
same value for every legal card, in the same order, the same search nodes counted (the search's work budget reads
them), the same value of a trick start (``position_value``), and so the same chosen card.

Both paths are compared in each test (``native.native_core`` / ``native.pure_python``).
"""

from __future__ import annotations

import math
import random
from array import array

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from native_paths import core
from rook_positions import IDS, OPTION_SETS, game, hand_states

from tricktable import native
from tricktable.ai.search.families import rook_solver
from tricktable.games.rook import dispatch
from tricktable.games.rook.state import PLAY, Context, RookState


def left(s) -> int:
    return max((h & ~s.played).bit_count() for h in s.ctx.hands)


def endgames(g, seed: int, most: int) -> list:
    """The play positions of one random hand where every seat holds at most ``most`` cards."""
    return [s for s in hand_states(g, seed, seed % 4) if s.phase == PLAY and left(s) <= most]


def both(fn, *args):
    """fn's outcome on the native core, then on the Python reference: ("ok", answer) or ("error", type)."""
    if native.LOADED is None:
        pytest.skip(f"the native core is not in use ({native.STATUS})")
    out = []
    for ctx in (native.native_core, native.pure_python):
        with ctx():
            try:
                got = fn(*args)
                out.append(("ok", list(got[0].items()), got[1]) if isinstance(got, tuple) else ("ok", got))
            except Exception as e:  # the reference's own error on a position the rules never reach
                out.append(("error", type(e)))
    return out


def chosen(values: dict):
    """The card a search takes from a solve: the first of the best."""
    return max(values, key=values.get)


@pytest.mark.parametrize(("key", "options"), OPTION_SETS, ids=IDS)
def test_every_endgame_position_has_the_reference_values_and_node_count(key, options):
    g = game(key, options)
    for seed in range(6):
        for s in endgames(g, seed, 4):
            ours, ref = both(rook_solver.solve_counted, g, s)
            assert ours == ref
            if not s.trick:
                ours, ref = both(rook_solver.position_value, g, s)
                assert ours == ref


@pytest.mark.slow
def test_kernel_equals_the_reference_over_many_seeded_positions_and_picks_the_same_card():
    checked = 0
    for i in range(150):
        g = game(*OPTION_SETS[i % len(OPTION_SETS)])
        states = endgames(g, 2000 + i, 5)
        s = states[i * 5 % len(states)]
        with native.native_core():
            ours = rook_solver.solve_counted(g, s)
        with native.pure_python():
            ref = rook_solver.solve_counted(g, s)
        if native.LOADED is None:
            pytest.skip("the native core is not in use")
        assert list(ours[0].items()) == list(ref[0].items())
        assert ours[1] == ref[1]
        assert chosen(ours[0]) == chosen(ref[0])
        checked += 1
    assert checked == 150


def test_the_kernel_does_not_decline_positions_of_play():
    g = game("rook/crowsnest", {})
    core()
    with native.native_core():
        for s in endgames(g, 7, 4):
            assert rook_solver._native_solve(g, s, None, False) is not NotImplemented
            if not s.trick:
                assert rook_solver._native_solve(g, s, None, True) is not NotImplemented


@pytest.mark.parametrize("seed", range(8))
def test_only_the_moves_asked_for_are_solved_alike(seed):
    g = game(*OPTION_SETS[seed % len(OPTION_SETS)])
    rng = random.Random(seed)
    for s in endgames(g, 300 + seed, 5)[::2]:
        legal = g.legal_actions(s)
        moves = rng.sample(legal, rng.randint(1, len(legal))) + [g.t.play_actions[rng.randrange(57)], "junk"]
        ours, ref = both(rook_solver.solve_counted, g, s, moves)
        assert ours == ref
        assert set(dict(ours[1])) <= set(moves)


@st.composite
def mangled_positions(draw):
    """A late play position with some fields replaced by arbitrary values (overlapping, short or long hands, any
    trick, tally, seats): the kernel must answer exactly as the reference, or decline."""
    g = game(*draw(st.sampled_from(OPTION_SETS)))
    s = draw(st.sampled_from(endgames(g, draw(st.integers(0, 2**30)), 3)))
    c = s.ctx
    deck = g.t.deck_mask
    hands = list(c.hands)
    for _ in range(draw(st.integers(0, 2))):
        seat = draw(st.integers(0, 3))
        hands[seat] = (hands[seat] ^ (1 << draw(st.integers(0, 56)))) & deck
    fields = {
        "hands": tuple(hands),
        "trick": draw(st.one_of(st.just(s.trick), st.lists(st.integers(-1, 57), max_size=4).map(tuple))),
        "tally": draw(st.one_of(st.just(s.tally), st.tuples(*[st.integers(-5, 200)] * 4))),
        "leader": draw(st.one_of(st.just(s.leader), st.integers(-1, 4))),
        "to_act": draw(st.one_of(st.just(s.to_act), st.integers(0, 3))),
        "trump": draw(st.one_of(st.just(c.trump), st.integers(-1, 4))),
        "nest": draw(st.one_of(st.just(c.nest), st.integers(0, 2**57 - 1))),
    }
    ctx = Context(c.dealer, fields["hands"], fields["nest"], c.bids, c.high, c.declarer, fields["trump"], c.scores)
    return g, RookState(PLAY, fields["to_act"], s.played, fields["trick"], fields["leader"], fields["tally"], s.last,
                        s.history, ctx)


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(mangled_positions(), st.booleans())
def test_kernel_on_mangled_positions_equals_the_reference_or_declines(gs, whole):
    g, s = gs
    core()
    with native.native_core():
        try:
            got = rook_solver._native_solve(g, s, None, whole)
        except Exception as e:
            got = ("error", type(e))
    if got is NotImplemented:
        return  # the reference runs instead
    with native.pure_python():
        solver = rook_solver.RookSolver(g, s)
        try:
            ref = ("ok", solver.value() if whole else list(solver.values().items()), solver.nodes)
        except Exception as e:
            ref = ("error", type(e))
    if got[0] != "error":
        got = ("ok", got[0] if whole else list(got[0].items()), got[1])
    assert got == ref


def test_an_error_in_the_scoring_reaches_the_caller():
    g = game("rook/crowsnest", {})
    c = core()
    s = endgames(g, 4, 2)[0]
    ctx = s.ctx
    hand_points = sum(g.t.points[ix] for ix in range(57) if (g.t.deck_mask & ~ctx.nest) >> ix & 1)
    leaves = array("d", [math.nan]) * ((hand_points + 1) * (g.config.hand_size + 1) * 2)

    def broken(p0, k0, last):
        raise ZeroDivisionError

    with pytest.raises(ZeroDivisionError):
        c.rook_solve(dispatch.kernel_tables(g, c), g.t.special_mask, ctx.hands, ctx.nest, s.played, s.trick,
                     s.leader, s.to_act, s.tally, ctx.trump, -1, False, leaves, broken)
    args = (g.t.special_mask, ctx.hands, ctx.nest, s.played, s.trick, s.leader, s.to_act, s.tally, ctx.trump, -1,
            False)
    assert c.rook_solve(object(), *args, leaves, broken) is NotImplemented
    assert c.rook_solve(dispatch.kernel_tables(g, c), *args, leaves[:-1], broken) is NotImplemented
    assert c.rook_solve(dispatch.kernel_tables(g, c), *args, bytes(len(leaves) * 8), broken) is NotImplemented
