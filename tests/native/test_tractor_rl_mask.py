"""Tractor's card-by-card RL mask on the native core (``tractor_addable``) equals its Python reference
(``games/shengji/rl_mask.reference_addable_cards``), card for card, on every option set that changes it.

The positions come from random masked env steps (every partial selection on the way, plus random sub-multisets of
the hand as selections), hypothesis-generated hands, leads and orders, and mangled inputs that the kernel must
decline (``NotImplemented``) without harm, the reference's answer or error standing.
"""

from __future__ import annotations

import itertools
import random
from types import SimpleNamespace

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from native_paths import core

from tricktable.games.shengji import rl_mask
from tricktable.games.shengji.ordering import NT, order_for
from tricktable.games.shengji.state import Lead
from tricktable.games.shengji.units import hand_list
from tricktable.rl import raw_env

#: the options the mask reads (strict tractor follows, throws) crossed, and a later start level
OPTION_SETS = [{"strict_tractor_follow": s, "throws": t} for s, t in itertools.product((False, True), repeat=2)]
OPTION_SETS.append({"strict_tractor_follow": True, "start_level": "10"})


def both(state, selection):
    """(kernel's answer, reference's answer) for one position."""
    c = core()
    order, lead = state.order, state.lead
    seat = state.to_act
    tables = rl_mask.order_tables(order)
    args = (0, 0, 0, 0) if lead is None else (lead.n, lead.suit, lead.pairs, lead.strict_len)
    got = c.tractor_addable(state.h1[seat], state.h2[seat], selection, *args, state.throws, tables)
    return got, rl_mask.reference_addable_cards(state, selection)


def random_selection(rng: random.Random, state) -> tuple[int, ...]:
    """A random sub-multiset of the hand of the seat to act (any size up to 6)."""
    cards = hand_list(state.h1[state.to_act], state.h2[state.to_act])
    return tuple(rng.sample(cards, rng.randrange(min(6, len(cards)) + 1)))


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()))
def test_the_kernel_offers_the_reference_cards_at_every_step_of_random_hands(options):
    e = raw_env("shengji/tractor", **options)
    rng = random.Random(5)
    npr = np.random.default_rng(5)
    compared = 0
    for seed in range(3):
        e.reset(seed=seed)
        while not any(e.terminations.values()):
            runner = e.runner
            state = runner.state
            if state.phase == "play" and state.to_act >= 0:
                got, want = both(state, runner.selection)
                assert got == want, (seed, runner.selection)
                for _ in range(3):
                    sel = random_selection(rng, state)
                    got, want = both(state, sel)
                    assert got == want, (seed, sel)
                compared += 4
            mask = e.observe(e.agent_selection)["action_mask"]
            e.step(int(npr.choice(np.flatnonzero(mask))))
    assert compared > 500


def test_the_env_masks_are_the_same_on_both_paths(path):
    """The dispatch point (``rl_mask.addable_cards``) gives the env the same masks either way; the test's own
    reference run is on the Python path."""
    from tricktable import native

    def masks():
        e = raw_env("shengji/tractor", throws=True, strict_tractor_follow=True)
        npr = np.random.default_rng(3)
        out = []
        e.reset(seed=4)
        while not any(e.terminations.values()):
            mask = e.observe(e.agent_selection)["action_mask"]
            out.append(mask.tobytes())
            e.step(int(npr.choice(np.flatnonzero(mask))))
        return out

    here = masks()
    with native.pure_python():
        assert here == masks()


def _state(m1, m2, lead, throws, level, trump):
    return SimpleNamespace(to_act=1, h1=(0, m1, 0, 0), h2=(0, m2, 0, 0), order=order_for(level, trump), lead=lead,
                           throws=throws)


@st.composite
def positions(draw):
    """A hand (m1 with m2 inside it, dense in one suit so that pairs and tractors are common), a selection of its
    cards, a lead or none, the throws option and an order."""
    level = draw(st.integers(0, 12))
    trump = draw(st.sampled_from([0, 1, 2, 3, NT]))
    order = order_for(level, trump)
    focus = draw(st.integers(0, 4))
    pool = [c for c in range(54) if order.eff[c] == focus] + draw(st.lists(st.integers(0, 53), min_size=1, max_size=8))
    m1 = m2 = 0
    for c in draw(st.lists(st.sampled_from(pool), max_size=30)):
        b = 1 << c
        if m1 & b:
            m2 |= b
        m1 |= b
    held = hand_list(m1, m2)
    if draw(st.booleans()):  # mostly cards of the suit in focus (the suit led below, most often)
        held = [c for c in held if order.eff[c] == focus] + [c for c in held if order.eff[c] != focus][:1]
    selection = tuple(draw(st.permutations(held))[: draw(st.integers(0, min(len(held), 8)))]) if held else ()
    lead = None
    if draw(st.booleans()):
        n = draw(st.integers(1, 12))
        pairs = draw(st.integers(0, n // 2))
        suit = draw(st.one_of(st.just(focus), st.integers(0, 4)))
        lead = Lead(suit, n, pairs, 0, draw(st.sampled_from([0, 0, 2, 3, pairs])), False, ())
    return _state(m1, m2, lead, draw(st.booleans()), level, trump), selection


@settings(max_examples=400, deadline=None)
@given(positions())
def test_the_kernel_equals_the_reference_on_generated_positions(position):
    state, selection = position
    got, want = both(state, selection)
    assert got == want


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 12), st.sampled_from([0, 1, 2, 3, NT]), st.integers(0, 2**54 - 1), st.integers(0, 2**54 - 1),
       st.integers(0, 8), st.booleans())
def test_random_masks_and_selections_of_them_agree(level, trump, a, b, k, throws):
    m1, m2 = a | b, a & b
    held = hand_list(m1, m2)
    rng = random.Random(a ^ b)
    selection = tuple(rng.sample(held, min(k, len(held))))
    for lead in (None, Lead(rng.randrange(5), rng.randrange(1, 9), rng.randrange(3), 0, rng.choice((0, 2)), False, ())):
        got, want = both(_state(m1, m2, lead, throws, level, trump), selection)
        assert got == want


def test_completing_a_pair_that_leaves_too_little_room_is_not_offered():
    """A follow to a tractor (4 cards, 2 pairs) holding the pairs A A, B B and singles x, y: with A and x chosen no
    card keeps two pairs reachable (the second A leaves room for one card, too little for B B); with A alone, A and
    B do."""
    a, b, x, y = 0, 1, 2, 3  # spades 2 3 4 5 at level 12 (A): plain spades, consecutive
    state = _state(0b1111, 0b0011, Lead(0, 4, 2, 0, 0, False, ()), False, 12, 1)
    got, want = both(state, (a, x))
    assert got == want == []
    assert both(state, (a,)) == ([a, b], [a, b])
    assert y not in both(state, (a,))[0]


GOOD = (0b111, 0b010, (1, 1), 2, 0, 1, 0, False, rl_mask.order_tables(order_for(0, 0)))


@pytest.mark.parametrize(("at", "value"), [
    (0, -1), (0, 2**54), (0, 1.0), (0, "7"), (1, 0b100), (1, None),  # masks: out of range, m2 outside m1
    (2, (1, 1, 1)), (2, (3,)), (2, (54,)), (2, (-1,)), (2, (True, 1.5)), (2, "ab"), (2, {1}), (2, (0,) * 200),
    (3, -1), (3, 109), (4, 5), (4, -1), (5, 55), (6, -2), (7, None), (7, 1.0),
    (8, b"\0" * 107), (8, bytearray(108)), (8, b"\5" + b"\0" * 107), (8, b"\0" * 54 + b"\x10" + b"\0" * 53),
])
def test_inputs_outside_the_domain_are_declined(at, value):
    c = core()
    assert c.tractor_addable(*GOOD) == rl_mask.reference_addable_cards(
        _state(0b111, 0b010, Lead(0, 2, 1, 0, 0, False, ()), False, 0, 0), (1, 1))
    args = list(GOOD)
    args[at] = value
    assert c.tractor_addable(*args) is NotImplemented
    with pytest.raises(TypeError):
        c.tractor_addable(*GOOD[:8])


def test_the_dispatch_answers_as_the_reference_on_states_the_kernel_declines():
    """A selection the hand does not hold, a foreign lead suit: the reference's answer (or error) stands."""
    from tricktable import native

    if native.LOADED is None:
        pytest.skip("the native core is not built")
    odd = [(_state(0b1011, 0b0010, None, False, 3, 1), (5,)),  # a card not held
           (_state(0b1011, 0b0010, Lead(7, 2, 1, 0, 0, False, ()), False, 3, 1), ()),  # no such suit
           (_state(0b1011, 0b0010, Lead(1, 2, 1, 0, 0, False, ()), False, 3, 1), (1, 1, 1))]  # a third copy
    for state, selection in odd:
        with native.native_core():
            try:
                got = ("ok", rl_mask.addable_cards(state, selection))
            except Exception as e:  # noqa: BLE001 - the reference's error is the answer
                got = ("error", type(e))
        try:
            want = ("ok", rl_mask.reference_addable_cards(state, selection))
        except Exception as e:  # noqa: BLE001
            want = ("error", type(e))
        assert got == want
