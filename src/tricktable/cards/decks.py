"""Decks as sorted tuples of card identities (a double deck lists each identity twice)."""

from __future__ import annotations

from .notation import BIG_JOKER, BIRD, SMALL_JOKER, rook

STANDARD_52: tuple[int, ...] = tuple(range(52))
STANDARD_54: tuple[int, ...] = (*range(52), SMALL_JOKER, BIG_JOKER)
DOUBLE_DECK_108: tuple[int, ...] = tuple(sorted(STANDARD_54 * 2))


def rook_deck(numbers: range | tuple[int, ...], *, bird: bool, extra: tuple[int, ...] = ()) -> tuple[int, ...]:
    """A Rook deck with the given numbers in all four colours, optionally the bird, plus extra cards."""
    cards = [rook(c, n) for c in "RYGB" for n in numbers]
    cards.extend(extra)
    if bird:
        cards.append(BIRD)
    return tuple(sorted(set(cards)))
