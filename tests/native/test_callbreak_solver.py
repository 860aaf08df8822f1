"""The exact Callbreak endgame in C equals its Python reference (ai/search/families/callbreak_solver.py).

On both paths the solver's values must be the reference's, value for value, for every legal card, from positions
of randomly played hands on every option set, mid-trick and at trick starts; ``final_tricks`` the same vector.
"""

from __future__ import annotations

import pytest
from callbreak_positions import IDS, OPTION_SETS, hand_states
from hypothesis import given, settings
from hypothesis import strategies as st
from native_paths import core

from tricktable import native
from tricktable.ai.search.families.callbreak_solver import CallbreakSolver, solve
from tricktable.engine import get_game
from tricktable.games.callbreak.state import PLAY_PHASE


def positions(g, seed: int, cards_left: int):
    """The play states of a random hand from the point where at most ``cards_left`` cards are left per seat."""
    return [s for s in hand_states(g, seed, seed % 4) if s.phase == PLAY_PHASE and 52 - len(s.order) <= 4 * cards_left]


def reference_values(g, s):
    with native.pure_python():
        return solve(g, s)


@pytest.mark.parametrize(("key", "options"), OPTION_SETS, ids=IDS)
def test_solver_values_equal_the_python_solver_on_every_option_set(path, key, options):
    g = get_game(key, options)
    for seed in range(3):
        for s in positions(g, seed, 5)[seed::3]:
            assert solve(g, s) == reference_values(g, s)


@pytest.mark.slow
def test_deeper_endgames_and_trick_start_vectors_equal_the_reference(path):
    for i in range(12):
        key, options = OPTION_SETS[i % len(OPTION_SETS)]
        g = get_game(key, options)
        for s in positions(g, 100 + i, 7)[:: 5 + i % 3]:
            assert solve(g, s) == reference_values(g, s)
            if not len(s.order) & 3:
                got = CallbreakSolver(g, s).final_tricks()
                with native.pure_python():
                    assert got == CallbreakSolver(g, s).final_tricks()


@st.composite
def small_positions(draw):
    """Arbitrary hands of up to 4 cards (possibly overlapping, of unequal length), any trick and counts."""
    cards = st.integers(0, 51)
    hands = tuple(sum({1 << c for c in draw(st.lists(cards, max_size=4))}) for _ in range(4))
    trick = tuple(draw(st.lists(cards, max_size=3)))
    tricks = tuple(draw(st.integers(0, 13)) for _ in range(4))
    u = tuple(tuple(float(draw(st.integers(-20, 20))) for _ in range(14)) for _ in range(4))
    return hands, trick, draw(st.integers(0, 3)), draw(st.integers(0, 3)), tricks, draw(st.integers(0, 2**52 - 1)), u


class _Game:
    """Just what CallbreakSolver reads of a game, for positions no game would reach."""

    def __init__(self, head, overtrump):
        self._head, self._overtrump, self._score = head, overtrump, None


def _python_play(hands, trick, leader, seat, tricks, gone, head, overtrump, u, plays):
    solver = CallbreakSolver.__new__(CallbreakSolver)
    solver.head, solver.overtrump, solver.u, solver.table = head, overtrump, list(u), {}
    solver.cap = [tuple(tuple(max(us[t:t + r + 1]) for r in range(14)) for t in range(14)) for us in u]
    try:
        if plays is None:
            return "ok", solver._node(hands, trick, leader, seat, tricks, gone)
        return "ok", tuple(solver._play(hands, trick, leader, seat, tricks, gone, c) for c in plays)
    except Exception as e:  # the reference's own error on a position no rule reaches
        return "error", type(e)


@settings(max_examples=300, deadline=None)
@given(small_positions(), st.integers(-1, 2), st.booleans(), st.booleans())
def test_solver_kernel_on_arbitrary_positions_equals_the_reference_or_declines(pos, head, overtrump, whole):
    hands, trick, leader, seat, tricks, gone, u = pos
    plays = None if whole else tuple(c for c in range(52) if hands[seat] >> c & 1)
    got = core().callbreak_solve(hands, trick, leader, seat, tricks, gone, head, overtrump, u, plays)
    if got is NotImplemented:
        return
    assert ("ok", got) == _python_play(hands, trick, leader, seat, tricks, gone, head, overtrump, u, plays)


def test_the_solver_kernel_declines_values_it_does_not_represent():
    hands = (1, 2, 4, 8)
    u = tuple(tuple(float(k) for k in range(14)) for _ in range(4))
    cb = core()
    for bad in ((hands, (), 0, 0, (0, 0, 0, 0), 0, 0, True, u, (5,)),  # a card the seat does not hold
                ((1, 2, 4, -8), (), 0, 0, (0, 0, 0, 0), 0, 0, True, u, None),
                (hands, (), 0, 0, (0, 0, 14, 0), 0, 0, True, u, None),
                (hands, (), 0, 0, (0, 0, 0, 0), 0, 0, True, (u[0][:13],) * 4, None)):
        assert cb.callbreak_solve(*bad) is NotImplemented
    assert cb.callbreak_solve(hands, (), 0, 0, (0, 0, 0, 0), 0, 0, True, u, None) == (0, 0, 0, 1)
