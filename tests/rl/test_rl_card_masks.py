"""Card bit masks read as the action space's card block (rl.card_masks) give the same bytes and indices as a
plain loop over the cards."""

import random

import pytest

from tricktable.rl.card_masks import CardMasks


@pytest.mark.parametrize(("cards", "base", "first", "size"), [
    (tuple(range(52)), 0, 13, 65),  # Callbreak: every bit a card
    (tuple(c for c in range(64, 121) if (c - 64) % 14 >= 4 or c == 120), 64, 16, 57),  # Rook 5-14 and the bird
    (tuple(range(64, 120)), 64, 16, 72),  # a deck whose last quarter holds no bird
])
def test_masks_and_indices_are_the_set_bits_cards(cards, base, first, size):
    cm = CardMasks(cards, base, first, size)
    rng = random.Random(1)
    for _ in range(300):
        held = [c for c in cards if rng.random() < 0.3]
        m = sum(1 << (c - base) for c in held)
        want = [first + cards.index(c) for c in held]
        assert cm.indices(m) == want
        assert cm.mask(m) == bytes(1 if i in want else 0 for i in range(size))
