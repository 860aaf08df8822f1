"""The RL observer's play update on the native core (``obs_play``) writes exactly what its Python reference writes
(``rl.incremental.IncrementalObserver._play`` / ``_end_trick`` for a single deck, ``mark_play`` for Tractor's double
deck), bit for bit, in every row.

Two envs take the same random masked steps, one on each path, and their four observation rows are compared after
every step (and each row with the encoding of its seat's view); hypothesis-generated plays on random rows compare
the two paths of ``mark_play``; mangled inputs are declined with the rows untouched.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from native_paths import core

from tricktable import native
from tricktable.rl import raw_env

ENVS = [("callbreak/master", {}), ("callbreak/master", {"rounds": 3}), ("rook/crowsnest", {}),
        ("rook/tournament", {}), ("shengji/tractor", {}), ("shengji/tractor", {"throws": True}),
        ("shengji/tractor", {"strict_tractor_follow": True})]


def view_encoding(e, seat):
    runner = e.runner
    selection = runner.selection if runner.to_act == seat else ()
    return e.encoder.encode(e.game.view(runner.state, seat), selection)


@pytest.mark.parametrize(("key", "options"), ENVS, ids=[f"{v}{o or ''}" for v, o in ENVS])
def test_both_paths_write_the_same_rows_at_every_step(key, options):
    core()
    fast, slow = raw_env(key, **options), raw_env(key, **options)
    rng = np.random.default_rng(17)
    steps = 0
    for seed in range(2):
        fast.reset(seed=seed)
        with native.pure_python():
            slow.reset(seed=seed)
        while not any(fast.terminations.values()):
            for seat in range(4):  # reading every seat refreshes the stale rows on both sides alike
                got = fast.observe(f"seat_{seat}")["observation"]
                with native.pure_python():
                    want = slow.observe(f"seat_{seat}")["observation"]
                np.testing.assert_array_equal(got, want)
                np.testing.assert_array_equal(got, view_encoding(fast, seat), err_msg=f"seat {seat}, step {steps}")
            assert fast.observer.table.tobytes() == slow.observer.table.tobytes(), f"step {steps}"
            index = int(rng.choice(np.flatnonzero(fast.observe(fast.agent_selection)["action_mask"])))
            fast.step(index)
            with native.pure_python():
                slow.step(index)
            steps += 1
    assert steps > 40


@st.composite
def plays(draw):
    """A random double-deck play into random rows: seat, the cards chosen, those that reached the trick, whether
    it leads, the share and whether the trick ends."""
    cards = st.lists(st.integers(0, 53), max_size=12).map(tuple)
    chosen = draw(cards)
    put = draw(st.one_of(st.just(chosen), cards))
    return (draw(st.integers(0, 3)), chosen, put, draw(st.booleans()),
            draw(st.floats(0, 1, allow_nan=False, width=32)), draw(st.booleans()))


@settings(max_examples=300, deadline=None)
@given(plays(), st.integers(0, 2**32 - 1))
def test_mark_play_is_the_same_on_both_paths(play, seed):
    c = core()
    e = raw_env("shengji/tractor")
    obs = e.observer
    start = np.random.default_rng(seed).integers(0, 3, obs.table.shape).astype(np.float32)
    obs.table[:] = start
    with native.pure_python():
        obs.mark_play(*play)
    want = obs.table.copy()
    obs.table[:] = start
    assert c.obs_play(obs.table, obs.layout, *play, True) is None
    np.testing.assert_array_equal(obs.table, want)


def test_single_deck_marks_are_set_not_added():
    """A single deck's played, trick and hand entries are set to 1 and 0 (the reference's assignments), whatever
    they held."""
    c = core()
    e = raw_env("callbreak/master")
    obs = e.observer
    obs.table[:] = 0.5
    assert c.obs_play(obs.table, obs.layout, 2, (7,), (7,), True, 12 / 13, False, False) is None
    row2, row0 = obs.table[2], obs.table[0]
    at = e.encoder._start
    assert row2[at["hand"] + 7] == 0.0 and row2[at["played"] + 7] == 1.0 and row2[at["trick"] + 7] == 1.0
    assert row0[at["played"] + 2 * 52 + 7] == 1.0  # seat 2 is relative seat 2 of seat 0
    assert row0[at["leader"] + 2] == 1.0 and row0[at["hand_counts"] + 2] == np.float32(12 / 13)
    assert row0[at["hand"] + 7] == 0.5  # another seat's hand entry is not touched


def _layout(size=40, d=4, hand=0, played=4, trick=20, leader=36, counts=0, ids=(0, 1, 2, 3)):
    from array import array

    return array("i", [size, d, hand, played, trick, leader, counts, len(ids), *ids]).tobytes()


GOOD = (np.zeros(160, np.float32), _layout(), 1, (2,), (2,), True, 0.5, True, False)


@pytest.mark.parametrize(("at", "value"), [
    (0, np.zeros(160, np.float64)), (0, np.zeros(159, np.float32)), (0, b"\0" * 640), (0, [0.0] * 160),
    (0, np.zeros((4, 80), np.float32)[:, ::2]),  # not contiguous
    (1, _layout(leader=35)), (1, _layout(played=30)), (1, _layout(size=0)), (1, _layout(ids=(0, 1, 4, 3))),
    (1, _layout(ids=(0, 1, -2, 3))), (1, _layout()[:-1]), (1, bytearray(_layout())), (1, _layout(counts=37)),
    (2, 4), (2, -1), (2, 1.0), (3, (4,)), (3, (-1,)), (3, [2]), (3, (2,) * 65), (4, ("2",)),
    (5, None), (6, 1), (6, "0.5"), (7, 0.0), (8, None),
])
def test_inputs_outside_the_domain_are_declined_untouched(at, value):
    c = core()
    args = list(GOOD)
    args[0] = np.zeros(160, np.float32)
    assert c.obs_play(*args) is None and args[0].any()
    args = list(GOOD)
    args[0] = np.zeros(160, np.float32)
    args[at] = value
    before = np.array(args[0], copy=True) if isinstance(args[0], np.ndarray) else None
    assert c.obs_play(*args) is NotImplemented
    if before is not None and at != 0:
        np.testing.assert_array_equal(args[0], before)
    with pytest.raises(TypeError):
        c.obs_play(*GOOD[:8])


CARD_BLOCKS = [
    (tuple(range(52)), 0, 13, 65),  # Callbreak: every bit a card
    (tuple(c for c in range(64, 121) if (c - 64) % 14 >= 4 or c == 120), 64, 16, 57),  # Rook 5-14 and the bird
    (tuple(range(64, 120)), 64, 16, 72),
]


@pytest.mark.parametrize(("cards", "base", "first", "size"), CARD_BLOCKS)
@settings(max_examples=150, deadline=None)
@given(m=st.one_of(st.integers(0, 2**57 - 1), st.integers(0, 2**64 - 1)))
def test_card_mask_is_the_reference_mask(cards, base, first, size, m):
    """Any bit mask, with bits of no card and bits past the deck (the reference ignores both)."""
    from tricktable.rl.card_masks import CardMasks

    cm = CardMasks(cards, base, first, size)
    assert core().card_mask(m, cm.table, cm.size) == cm.reference_mask(m)
    with native.native_core():
        assert cm.mask(m) == cm.reference_mask(m)


@pytest.mark.parametrize("args", [
    (-1, None, 65), (2**64, None, 65), (1.0, None, 65), ("1", None, 65), (1, b"\0\0\0", 65), (1, b"\0" * 260, 65),
    (1, None, 0), (1, None, 2**21), (1, None, 3.0), (1, bytearray(4), 65),
])
def test_card_mask_declines_what_it_does_not_represent(args):
    from array import array

    table = array("i", [13 + b for b in range(52)]).tobytes()
    m, t, size = args
    assert core().card_mask(m, table if t is None else t, size) is NotImplemented
    assert core().card_mask(5, array("i", [0, 70]).tobytes(), 65) is NotImplemented  # an index past the mask
    assert core().card_mask(5, table, 65) == bytes(13) + b"\1\0\1" + bytes(49)
