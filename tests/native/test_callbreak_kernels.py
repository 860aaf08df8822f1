"""The Callbreak kernels equal their Python reference, move for move and value for value.

Every test that takes ``path`` runs twice: on the Python reference and on the native core (see native_paths.py).
The reference is ``games/callbreak/playout.py`` and ``state.legal_mask``; the independent check is the engine's
step-by-step loop (``random_action`` + ``advance``). Equality includes the generator: after a playout both paths
leave ``rng.getstate()`` the same.
"""

from __future__ import annotations

import random

import pytest
from callbreak_positions import IDS, OPTION_SETS, hand_states
from hypothesis import given, settings
from hypothesis import strategies as st
from native_paths import core

from tricktable.engine import Game, get_game
from tricktable.games.callbreak import playout, state
from tricktable.games.callbreak.state import CallbreakState, HandInfo


def reference_args(g):
    return g.config.min_call, g.config.max_call - g.config.min_call + 1, g.head_rule, g.config.must_overtrump_when_void


@pytest.mark.parametrize(("key", "options"), OPTION_SETS, ids=IDS)
def test_playout_reaches_the_step_by_step_final_state_on_every_option_set(path, key, options):
    g = get_game(key, options)
    for seed in range(6):
        states = hand_states(g, seed, seed % 4)
        for start in states[:: 1 + seed % 5]:
            a, b = random.Random(seed * 7 + 1), random.Random(seed * 7 + 1)
            assert g.random_playout(start, a) == Game.random_playout(g, start, b)
            assert a.getstate() == b.getstate()


@pytest.mark.parametrize(("key", "options"), OPTION_SETS, ids=IDS)
def test_legal_mask_of_every_position_is_the_reference_mask(path, key, options):
    g = get_game(key, options)
    for seed in range(4):
        for s in hand_states(g, seed, seed % 4):
            if s.phase != state.PLAY_PHASE:
                continue
            n = len(s.order) & 3
            expect = state.legal_mask(s.hands[s.turn], s.order[-n:] if n else (), g.head_rule,
                                      g.config.must_overtrump_when_void)
            assert g.legal_mask(s) == expect
            assert sorted(a.cards[0] for a in g.legal_actions(s)) == [c for c in range(52) if expect >> c & 1]


def test_kernel_equals_the_python_playout_over_many_seeded_states():
    cb = core()
    for i in range(400):
        key, options = OPTION_SETS[i % len(OPTION_SETS)]
        g = get_game(key, options)
        states = hand_states(g, 1000 + i, i % 4)
        start = states[i * 7 % len(states)]
        a, b = random.Random(i), random.Random(i)
        ours = cb.callbreak_playout(start, a, *reference_args(g), CallbreakState)
        assert ours == playout.random_playout(start, b, *reference_args(g))
        assert type(ours) is CallbreakState
        assert a.getstate() == b.getstate()


# ------------------------------------------------------------------ hypothesis: legal and arbitrary states
@st.composite
def legal_states(draw) -> tuple[Game, CallbreakState]:
    """A state reached by legal play: a random option set, seed and number of steps."""
    key, options = draw(st.sampled_from(OPTION_SETS))
    g = get_game(key, options)
    states = hand_states(g, draw(st.integers(0, 2**40)), draw(st.integers(0, 3)))
    return g, states[draw(st.integers(0, len(states) - 1))]


@settings(max_examples=150, deadline=None)
@given(legal_states(), st.integers(0, 2**64))
def test_kernel_equals_the_reference_on_hypothesis_states(gs, seed):
    g, start = gs
    a, b = random.Random(seed), random.Random(seed)
    assert core().callbreak_playout(start, a, *reference_args(g), CallbreakState) == playout.random_playout(
        start, b, *reference_args(g))
    assert a.getstate() == b.getstate()


SMALL = st.integers(-3, 5)
CARD = st.integers(0, 51)
MASK = st.integers(0, 2**52 - 1)
ANY_INT = st.one_of(st.integers(-(2**70), 2**70), st.booleans())


@st.composite
def arbitrary_states(draw) -> CallbreakState:
    """States no rule would reach: overlapping or short hands, plays of cards nobody held, any counters; some
    fields outside what the kernel represents (it must then decline and touch nothing)."""
    field = st.one_of(SMALL, ANY_INT) if draw(st.booleans()) else st.integers(0, 3)
    deal = tuple(draw(st.one_of(MASK, MASK, ANY_INT)) for _ in range(4))
    info = HandInfo(draw(field), 1, deal)
    calls = tuple(draw(st.one_of(st.none(), SMALL)) for _ in range(4))
    tricks = tuple(draw(SMALL) for _ in range(4))
    order = tuple(draw(st.lists(st.one_of(CARD, CARD, CARD, SMALL), max_size=52)))
    return CallbreakState(info, calls, tricks, draw(field), draw(st.integers(0, 2)), draw(field),
                          draw(st.one_of(MASK, MASK, ANY_INT)), order)


def outcome(fn, *args):
    try:
        return "ok", fn(*args)
    except Exception as e:  # the reference's own error on a state the rules never reach
        return "error", type(e)


@pytest.mark.slow
@settings(max_examples=400, deadline=None)
@given(arbitrary_states(), st.integers(0, 2**32), st.integers(-2, 3), st.integers(1, 14), st.integers(-1, 3),
       st.one_of(st.booleans(), st.integers(0, 2)))
def test_kernel_on_arbitrary_states_equals_the_reference_or_declines_untouched(s, seed, min_call, n_calls, head,
                                                                             overtrump):
    a, b = random.Random(seed), random.Random(seed)
    ours = outcome(core().callbreak_playout, s, a, min_call, n_calls, head, overtrump, CallbreakState)
    if ours == ("ok", NotImplemented):
        assert a.getstate() == b.getstate()  # declined before drawing
        return
    assert ours == outcome(playout.random_playout, s, b, min_call, n_calls, head, overtrump)
    assert a.getstate() == b.getstate()


@settings(max_examples=400, deadline=None)
@given(st.one_of(MASK, MASK, ANY_INT), st.lists(st.one_of(CARD, CARD, SMALL), max_size=5).map(tuple),
       st.one_of(st.integers(-1, 3), st.booleans()), st.one_of(st.booleans(), st.integers(-1, 2)))
def test_legal_mask_kernel_equals_the_reference_or_declines(hand, trick, head, overtrump):
    ours = outcome(core().callbreak_legal_mask, hand, trick, head, overtrump)
    if ours != ("ok", NotImplemented):
        assert ours == outcome(state.legal_mask, hand, trick, head, overtrump)


# ------------------------------------------------------------------ generators of every kind
class Subclassed(random.Random):
    """A subclass: the kernel calls its random() (it may be overridden) instead of reading the state."""


class Scripted:
    """Not a random.Random at all: a random() method and nothing else."""

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)
        self.calls = 0

    def random(self) -> float:
        self.calls += 1
        return self._rng.random()


def test_every_kind_of_generator_gets_the_reference_draws(path):
    g = get_game("callbreak/standard")
    start = hand_states(g, 3, 1)[0]
    expect = playout.random_playout(start, random.Random(9), *reference_args(g))
    shadowed = random.Random(4)
    shadowed.random = random.Random(9).random  # an instance attribute wins over the class's method
    for rng in (Subclassed(9), Scripted(9), shadowed):
        assert g.random_playout(start, rng) == expect
    counted, reference = Scripted(9), Scripted(9)
    g.random_playout(start, counted)
    playout.random_playout(start, reference, *reference_args(g))
    assert counted.calls == reference.calls == 56  # 4 calls and 52 cards


def test_an_error_in_the_generator_reaches_the_caller(path):
    class Failing:
        def __init__(self) -> None:
            self.left = 10

        def random(self) -> float:
            self.left -= 1
            if self.left < 0:
                raise RuntimeError("generator failed")
            return 0.5

    g = get_game("callbreak/master")
    with pytest.raises(RuntimeError, match="generator failed"):
        g.random_playout(hand_states(g, 1, 0)[0], Failing())


def test_a_generator_outside_zero_to_one_is_refused_not_followed():
    class Broken:
        def random(self) -> float:
            return 1.0

    g = get_game("callbreak/master")
    with pytest.raises(ValueError):
        core().callbreak_playout(hand_states(g, 1, 0)[0], Broken(), *reference_args(g), CallbreakState)


def test_a_finished_hand_comes_back_as_it_is(path):
    g = get_game("callbreak/master")
    end = hand_states(g, 5, 0)[-1]
    assert g.random_playout(end, random.Random(1)) is end
