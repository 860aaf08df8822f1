"""The shuffle kernel equals ``random.Random.shuffle``: the same permutation, the generator left the same."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from native_paths import core

from tricktable.engine import get_game, variant_keys
from tricktable.engine.dealing import shuffle, shuffled
from tricktable.engine.match import deal_for


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(), max_size=300), st.integers(0, 2**64), st.integers(0, 700))
def test_shuffle_is_random_shuffle_on_any_list_and_generator_state(items, seed, burn):
    a, b = random.Random(seed), random.Random(seed)
    for r in (a, b):
        r.getrandbits(32 * burn)  # anywhere in the generator's 624-word cycle
    x, y = list(items), list(items)
    shuffle(a, x)
    b.shuffle(y)
    assert x == y
    assert a.getstate() == b.getstate()


def test_every_variant_deals_the_same_hands_on_both_paths(path):
    for key in variant_keys():
        g = get_game(key)
        for seed in range(5):
            expect = list(g.deck())
            random.Random(random.Random(seed).random()).shuffle(expect)
            order = list(g.deck())
            shuffle(random.Random(random.Random(seed).random()), order)
            assert order == expect
            assert deal_for(g, seed, 2, 1) == g.deal_from_order(_reference_shuffled(g.deck(), seed, 2), 1)


def _reference_shuffled(deck, seed, hand):
    from tricktable.engine.dealing import hand_seed

    order = list(deck)
    random.Random(hand_seed(seed, hand)).shuffle(order)
    return order


def test_shuffled_is_the_documented_algorithm(path):
    for seed in (0, 1, 2**63 - 1, 12345678901234567890):
        expect = list(range(108))
        random.Random(seed).shuffle(expect)
        assert shuffled(range(108), seed) == expect


def test_the_kernel_declines_what_it_does_not_represent():
    class Sub(random.Random):
        pass

    shadowed = random.Random(1)
    shadowed._randbelow = lambda n: 0
    cb = core()
    for rng, x in ((Sub(1), [1, 2, 3]), (random.Random(1), (1, 2, 3)), (shadowed, [1, 2, 3]), (object(), [1, 2])):
        before = rng.getstate() if isinstance(rng, random.Random) else None
        assert cb.shuffle(rng, x) is NotImplemented
        if before is not None:
            assert rng.getstate() == before


def test_a_subclass_with_its_own_draws_is_shuffled_by_its_own_method(path):
    class Reversing(random.Random):
        def shuffle(self, x):
            x.reverse()

    x = [1, 2, 3]
    shuffle(Reversing(1), x)
    assert x == [3, 2, 1]
