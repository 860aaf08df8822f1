"""The ``paired`` kernel (``ai.search.pimc._paired`` without importance weights: the mean of two moves' paired
differences and its standard error) gives the reference's numbers bit for bit, so that the search prunes and
anchors alike on both paths; anything it does not represent it declines, and the reference's answer or error
stands."""

from __future__ import annotations

import math
import random
import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from native_paths import core

from tricktable import native
from tricktable.ai.search import pimc


def bits(x: float) -> bytes:
    return struct.pack("<d", x)  # NaN, -0.0 and 0.0 compared exactly


def outcome(a, b, weights=()):
    """("ok", the two results' bits) or ("error", type), on the current path."""
    try:
        mean, se = pimc._paired(a, b, list(weights))
    except Exception as e:  # the reference's own error (overflow, empty lists, lengths that differ)
        return "error", type(e)
    return "ok", bits(mean), bits(se)


def both(a, b, weights=()):
    core()
    with native.native_core():
        ours = outcome(a, b, weights)
    with native.pure_python():
        ref = outcome(a, b, weights)
    return ours, ref


def test_search_values_give_the_reference_numbers():
    rng = random.Random(4)
    for n in range(1, 80):
        a = [rng.choice((rng.gauss(0, 40), float(rng.randrange(-200, 200)), -1e9)) for _ in range(n)]
        b = [rng.choice((x, rng.gauss(0, 40), x + 0.1)) for x in a]
        ours, ref = both(a, b)
        assert ours == ref and ours[0] == "ok"
        assert core().paired(a, b) is not NotImplemented


FLOATS = st.one_of(st.floats(allow_nan=True, allow_infinity=True), st.floats(-1e3, 1e3),
                   st.sampled_from([0.0, -0.0, 1.0, -1.0, 1e16, 1e-16, 1e200, 1e-200, 5e-324, 1e308]))


@settings(max_examples=400, deadline=None)
@given(pairs=st.lists(st.tuples(FLOATS, FLOATS), max_size=40))
def test_any_floats_give_the_reference_numbers_or_its_error(pairs):
    a, b = [x for x, _ in pairs], [y for _, y in pairs]
    ours, ref = both(a, b)
    assert ours == ref


@pytest.mark.parametrize(("a", "b"), [
    ([], []),  # the reference divides by zero
    ([1.0, 2.0], [1.0]),  # lengths that differ
    ([1, 2, 3], [0, 0, 1]),  # ints
    ([1.0, True], [0.0, 0.0]),
    ((1.0, 2.0), (0.0, 1.0)),  # tuples
    ([1e200, -1e200], [0.0, 0.0]),  # squares that overflow: the reference raises
    ([2e-160, 0.0], [0.0, 0.0]),  # squares below the normal range (CPython may raise)
])
def test_what_the_kernel_does_not_represent_is_left_to_the_reference(a, b):
    assert core().paired(a, b) is NotImplemented
    ours, ref = both(a, b)
    assert ours == ref


def test_weighted_pairs_stay_on_the_reference():
    ours, ref = both([1.0, 2.0, 4.0], [0.5, 1.0, 1.0], [1.0, 2.0, 0.5])
    assert ours == ref and ours[0] == "ok"


def test_a_float_subclass_is_left_to_the_reference():
    class Value(float):
        pass

    assert core().paired([Value(1.0), 2.0], [0.0, 1.0]) is NotImplemented
    assert math.isfinite(pimc._paired([Value(1.0), 2.0], [0.0, 1.0], [])[0])
