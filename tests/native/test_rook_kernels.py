"""The Rook kernels equal their Python reference, move for move and value for value.

Every test that takes ``path`` runs twice: on the Python reference and on the native core (native_paths.py). The
references are ``games/rook/playout.random_playout`` (itself equal to the engine's step-by-step loop),
``rules.reference_legal_mask`` and ``ai/search/families/rook_rollout.policy_playout``. Equality includes the
generator: both paths leave ``rng.getstate()`` the same.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from native_paths import core
from rook_positions import IDS, OPTION_SETS, fields, game, hand_states

from tricktable import native
from tricktable.ai.search.adapter import adapter_for
from tricktable.ai.search.families import rook_rollout
from tricktable.engine import Game
from tricktable.games.rook import dispatch, playout
from tricktable.games.rook.rules import reference_legal_mask
from tricktable.games.rook.state import OVER, PLAY, Context, RookState


def kernel_playout(g, s, rng):
    """The kernel's answer as a state (or NotImplemented)."""
    c = core()
    ctx = s.ctx
    if s.phase not in dispatch._PHASES:  # a finished hand: the dispatch point returns it without asking the kernel
        return NotImplemented
    got = c.rook_playout(dispatch.kernel_tables(g, c), rng, dispatch._PHASES[s.phase], s.to_act, ctx.dealer,
                         ctx.hands, ctx.nest, ctx.bids, ctx.high, ctx.declarer, ctx.trump, s.played, s.trick,
                         s.leader, s.tally, s.history)
    return got if got is NotImplemented else dispatch._final_state(g, s, got)


@pytest.mark.parametrize(("key", "options"), OPTION_SETS, ids=IDS)
def test_playout_reaches_the_step_by_step_final_state_on_every_option_set(path, key, options):
    g = game(key, options)
    for seed in range(5):
        states = hand_states(g, seed, seed % 4)
        for start in states[:: 1 + seed % 4]:
            a, b = random.Random(seed * 7 + 1), random.Random(seed * 7 + 1)
            fast, reference = g.random_playout(start, a), Game.random_playout(g, start, b)
            assert fields(fast) == fields(reference)
            assert a.getstate() == b.getstate()


@pytest.mark.parametrize(("key", "options"), OPTION_SETS, ids=IDS)
def test_legal_mask_of_every_position_is_the_reference_mask(path, key, options):
    g = game(key, options)
    for seed in range(4):
        for s in hand_states(g, seed, seed % 4):
            if s.phase == PLAY:
                assert g.legal_mask(s) == reference_legal_mask(g, s)


def test_kernel_equals_the_python_playout_over_many_seeded_states():
    for i in range(300):
        g = game(*OPTION_SETS[i % len(OPTION_SETS)])
        states = [s for s in hand_states(g, 1000 + i, i % 4) if s.phase != OVER]
        start = states[i * 7 % len(states)]
        a, b = random.Random(i), random.Random(i)
        ours = kernel_playout(g, start, a)
        assert ours is not NotImplemented
        assert fields(ours) == fields(playout.random_playout(g, start, b))
        assert a.getstate() == b.getstate()


@st.composite
def legal_states(draw):
    """A state reached by legal play: a random option set, seed, dealer and number of steps."""
    g = game(*draw(st.sampled_from(OPTION_SETS)))
    states = hand_states(g, draw(st.integers(0, 2**40)), draw(st.integers(0, 3)))
    return g, states[draw(st.integers(0, len(states) - 1))]


@settings(max_examples=150, deadline=None)
@given(legal_states(), st.integers(0, 2**64))
def test_playout_kernel_equals_the_reference_on_hypothesis_states(gs, seed):
    g, start = gs
    a, b = random.Random(seed), random.Random(seed)
    with native.native_core():
        ours = g.random_playout(start, a)
    assert fields(ours) == fields(playout.random_playout(g, start, b))
    assert a.getstate() == b.getstate()


# ------------------------------------------------------------------ the rollout
def rollout_states(g, seeds):
    return [s for seed in seeds for s in hand_states(g, seed, seed % 4) if s.phase == PLAY]


@pytest.mark.parametrize(("key", "options"), OPTION_SETS, ids=IDS)
@pytest.mark.parametrize("tail", [0, 3])
def test_rollout_kernel_plays_move_for_move_as_the_python_policy(key, options, tail):
    g = game(key, options)
    adapter = adapter_for(g)
    core()
    for i, s in enumerate(rollout_states(g, range(3))[::3]):
        a, b = random.Random(i), random.Random(i)
        with native.native_core():
            ours = rook_rollout.policy_playout(adapter, s, a, tail)
        with native.pure_python():
            ref = rook_rollout.policy_playout(adapter, s, b, tail)
        assert fields(ours) == fields(ref), i
        assert a.getstate() == b.getstate()


def test_rollout_kernel_takes_the_positions_the_search_gives_it():
    g = game("rook/crowsnest", {})
    c = core()
    tables = dispatch.kernel_tables(g, c)
    for s in rollout_states(g, range(4)):
        got = c.rook_rollout(tables, random.Random(1), s.ctx.hands, s.played, s.trick, s.leader, s.to_act, s.tally,
                             s.ctx.trump, 0, s.history)
        assert got is not NotImplemented and got[0] is True


@settings(max_examples=120, deadline=None)
@given(legal_states(), st.integers(0, 2**32), st.integers(0, 6))
def test_rollout_kernel_equals_the_reference_on_hypothesis_states(gs, seed, tail):
    g, s = gs
    adapter = adapter_for(g)
    a, b = random.Random(seed), random.Random(seed)
    with native.native_core():
        ours = rook_rollout.policy_playout(adapter, s, a, tail)
    with native.pure_python():
        ref = rook_rollout.policy_playout(adapter, s, b, tail)
    assert fields(ours) == fields(ref)
    assert a.getstate() == b.getstate()


# ------------------------------------------------------------------ fuzzing: states no rule would reach
SMALL = st.integers(-3, 15)
ANY_INT = st.one_of(st.integers(-(2**70), 2**70), st.booleans())
MASK = st.integers(0, 2**57 - 1)


def outcome(fn, *args):
    try:
        return "ok", fn(*args)
    except Exception as e:  # the reference's own error on a state the rules never reach
        return "error", type(e)


@st.composite
def mangled_states(draw):
    """A legal state with some fields replaced by arbitrary values (overlapping or short hands, any trick, counts,
    seats, bids): the kernel must answer exactly as the reference, or decline before drawing anything."""
    g, s = draw(legal_states())
    c = s.ctx
    f = {"phase": s.phase, "to_act": s.to_act, "played": s.played, "trick": s.trick, "leader": s.leader,
         "tally": s.tally, "hands": c.hands, "nest": c.nest, "bids": c.bids, "high": c.high,
         "declarer": c.declarer, "trump": c.trump, "dealer": c.dealer}
    for name in draw(st.lists(st.sampled_from(sorted(f)), max_size=3, unique=True)):
        f[name] = draw({
            "phase": st.sampled_from(["bid", "exchange", "trump", "play"]),
            "played": st.one_of(MASK, ANY_INT), "nest": st.one_of(MASK, ANY_INT),
            "trick": st.lists(st.one_of(st.integers(0, 56), SMALL), max_size=4).map(tuple),
            "tally": st.tuples(SMALL, SMALL, SMALL, SMALL),
            "hands": st.tuples(MASK, MASK, MASK, st.one_of(MASK, ANY_INT)),
            "bids": st.tuples(*[st.one_of(st.none(), st.integers(-1, 250))] * 4),
            "high": st.one_of(st.integers(0, 250), ANY_INT),
        }.get(name, st.one_of(SMALL, ANY_INT)))
    ctx = Context(f["dealer"], f["hands"], f["nest"], f["bids"], f["high"], f["declarer"], f["trump"], c.scores)
    return g, RookState(f["phase"], f["to_act"], f["played"], f["trick"], f["leader"], f["tally"], s.last,
                        s.history, ctx)


def same(x, y):
    if x[0] == "ok" and y[0] == "ok" and isinstance(x[1], RookState):
        return fields(x[1]) == fields(y[1])
    return x == y


@settings(max_examples=300, deadline=None)
@given(mangled_states(), st.integers(0, 2**32))
def test_playout_kernel_on_arbitrary_states_equals_the_reference_or_declines_untouched(gs, seed):
    g, s = gs
    a, b = random.Random(seed), random.Random(seed)
    try:
        ours = ("ok", kernel_playout(g, s, a))
    except Exception as e:
        ours = ("error", type(e))
    if ours == ("ok", NotImplemented):
        assert a.getstate() == b.getstate()  # declined before drawing
        return
    assert same(ours, outcome(playout.random_playout, g, s, b))
    assert a.getstate() == b.getstate()


@settings(max_examples=300, deadline=None)
@given(mangled_states(), st.integers(0, 2**32), st.integers(0, 5))
def test_rollout_kernel_on_arbitrary_states_equals_the_reference_or_declines_untouched(gs, seed, tail):
    g, s = gs
    c = core()
    a, b = random.Random(seed), random.Random(seed)
    ctx = s.ctx
    got = outcome(c.rook_rollout, dispatch.kernel_tables(g, c), a, ctx.hands, s.played, s.trick, s.leader, s.to_act,
                  s.tally, ctx.trump, tail, s.history)
    if got == ("ok", NotImplemented):
        assert a.getstate() == b.getstate()
        return
    with native.native_core():
        ours = outcome(rook_rollout.policy_playout, adapter_for(g), s, a.__class__(seed), tail)
    with native.pure_python():
        ref = outcome(rook_rollout.policy_playout, adapter_for(g), s, b, tail)
    assert same(ours, ref)


@settings(max_examples=300, deadline=None)
@given(st.one_of(MASK, ANY_INT), st.one_of(st.integers(-1, 56), SMALL, ANY_INT), st.one_of(st.integers(-1, 3), ANY_INT))
def test_legal_mask_kernel_declines_what_it_cannot_represent(hand, lead, trump):
    g = game("rook/crowsnest", {})
    c = core()
    got = outcome(c.rook_legal_mask, dispatch.kernel_tables(g, c), hand, lead, trump)
    assert got[0] == "ok"
    if got[1] is not NotImplemented:
        follow = hand & g._follow[trump][lead] if lead >= 0 else 0
        assert got[1] == ((follow | (hand & g._anytime)) if follow else hand)


def test_kernels_refuse_what_is_not_their_tables():
    c = core()
    assert c.rook_legal_mask(object(), 1, -1, 0) is NotImplemented
    assert c.rook_tables(*([0] * 17)) is None


# ------------------------------------------------------------------ generators of every kind
class Subclassed(random.Random):
    """A subclass: the kernels decline it and the reference draws from it."""


def test_every_kind_of_generator_gets_the_reference_draws(path):
    g = game("rook/crowsnest", {})
    start = hand_states(g, 3, 1)[0]
    expect = fields(playout.random_playout(g, start, random.Random(9)))
    shadowed = random.Random(9)
    shadowed.getrandbits = shadowed.getrandbits  # an instance attribute: the kernels decline, the reference draws
    for rng in (Subclassed(9), shadowed):
        assert fields(g.random_playout(start, rng)) == expect
    assert kernel_playout(g, start, Subclassed(9)) is NotImplemented


def test_a_finished_hand_comes_back_as_it_is(path):
    g = game("rook/crowsnest", {})
    end = hand_states(g, 5, 0)[-1]
    assert g.random_playout(end, random.Random(1)) is end
