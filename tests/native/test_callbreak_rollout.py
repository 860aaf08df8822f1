"""The search's Callbreak rollout in C equals its Python reference (ai/search/families/callbreak_rollout.py).

On both paths ``policy_playout`` must play move for move as the adapter's step-by-step ``rollout_action`` loop,
on every option set, from the calls, mid-trick and with an exact-tail stop; the kernel equals the fused Python
loop on hypothesis-generated states, arbitrary ones included, and leaves the generator in the same state.
"""

from __future__ import annotations

import random

import pytest
from callbreak_positions import IDS, OPTION_SETS, hand_states
from hypothesis import given, settings
from hypothesis import strategies as st
from native_paths import core
from test_callbreak_kernels import arbitrary_states, outcome

from tricktable import native
from tricktable.ai.search.adapter import adapter_for
from tricktable.ai.search.families.callbreak_rollout import policy_playout
from tricktable.engine import get_game
from tricktable.games.callbreak.state import CallbreakState


def step_by_step(g, adapter, state, rng, tail):
    while g.to_act(state) is not None and not (tail and adapter.at_tail(state, tail)):
        state = g.advance(state, adapter.rollout_action(state, rng))
    return state


@pytest.mark.parametrize(("key", "options"), OPTION_SETS, ids=IDS)
def test_rollout_plays_move_for_move_as_the_policy_on_every_option_set(path, key, options):
    g = get_game(key, options)
    adapter = adapter_for(g)
    for seed in range(4):
        for start in hand_states(g, seed, seed % 4)[seed:: 4 + seed]:
            for tail in (0, 3):
                a, b = random.Random(seed), random.Random(seed)
                assert adapter.playout(start, a, tail) == step_by_step(g, adapter, start, b, tail)
                assert a.getstate() == b.getstate()


def _args(g, tail):
    cfg = g.config
    return cfg.min_call, cfg.max_call, g.head_rule, cfg.must_overtrump_when_void, tail


def python_rollout(state, rng, *args):
    with native.pure_python():
        return policy_playout(state, rng, *args)


@st.composite
def legal_states(draw):
    key, options = draw(st.sampled_from(OPTION_SETS))
    g = get_game(key, options)
    states = hand_states(g, draw(st.integers(0, 2**40)), draw(st.integers(0, 3)))
    return g, states[draw(st.integers(0, len(states) - 1))]


@settings(max_examples=150, deadline=None)
@given(legal_states(), st.integers(0, 2**64), st.integers(0, 13))
def test_kernel_equals_the_python_rollout_on_hypothesis_states(gs, seed, tail):
    g, start = gs
    a, b = random.Random(seed), random.Random(seed)
    ours = core().callbreak_rollout(start, a, *_args(g, tail), CallbreakState)
    assert ours == python_rollout(start, b, *_args(g, tail))
    assert a.getstate() == b.getstate()


@settings(max_examples=300, deadline=None)
@given(arbitrary_states(), st.integers(0, 2**32), st.integers(0, 3), st.integers(0, 4), st.integers(-1, 3),
       st.booleans(), st.integers(0, 4))
def test_kernel_on_arbitrary_states_equals_the_reference_or_declines_untouched(s, seed, lo, extra, head, over, tail):
    a, b = random.Random(seed), random.Random(seed)
    args = (lo, lo + extra, head, over, tail)
    ours = outcome(core().callbreak_rollout, s, a, *args, CallbreakState)
    if ours == ("ok", NotImplemented):
        assert a.getstate() == b.getstate()
        return
    assert ours == outcome(python_rollout, s, b, *args)
    assert a.getstate() == b.getstate()


class Counting:
    """Not a random.Random: random() and randrange() only, counted."""

    def __init__(self, seed: int) -> None:
        self._rng, self.draws = random.Random(seed), 0

    def random(self) -> float:
        self.draws += 1
        return self._rng.random()

    def randrange(self, n: int) -> int:
        self.draws += 1
        return self._rng.randrange(n)


def test_other_generators_get_the_reference_draws(path):
    g = get_game("callbreak/master", {"min_call": 4, "max_call": 4})  # one call allowed: randrange(1) each time
    start = hand_states(g, 8, 2)[0]
    expect = python_rollout(start, random.Random(5), *_args(g, 0))
    ours, theirs = Counting(5), Counting(5)
    assert policy_playout(start, ours, *_args(g, 0)) == python_rollout(start, theirs, *_args(g, 0))
    assert ours.draws == theirs.draws > 0

    class Sub(random.Random):
        pass

    assert policy_playout(start, Sub(5), *_args(g, 0)) == expect
