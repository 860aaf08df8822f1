"""The chance step: a documented, seeded shuffle that the *caller* (the table, a test, a benchmark) owns.

Algorithm: Python's ``random.Random(seed).shuffle`` (Mersenne Twister, Fisher–Yates) on the variant's sorted deck.
The seed for hand ``n`` of a match with seed ``s`` is :func:`hand_seed` ``(s, n)``. Records always store the dealt
cards, so replays never depend on this algorithm.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from typing import Any, NamedTuple

from .. import native


class Deal(NamedTuple):
    """Dealt cards: ``hands[i]`` is seat i's hand; ``extra`` is the nest or kitty in dealt order (may be empty)."""

    hands: tuple[tuple[int, ...], ...]
    extra: tuple[int, ...] = ()


def shuffle(rng: Any, x: list[int]) -> None:
    """``rng.shuffle(x)``, by the native core when it is in use (the same draws: see ``tricktable.native``)."""
    core = native.CORE
    if core is None or core.shuffle(rng, x) is NotImplemented:
        rng.shuffle(x)


def shuffled(deck: Sequence[int], seed: int) -> list[int]:
    """The deck shuffled by ``random.Random(seed)``."""
    order = list(deck)
    shuffle(random.Random(seed), order)
    return order


def hand_seed(match_seed: int, hand_number: int, attempt: int = 0) -> int:
    """A stable 63-bit seed for one hand of a match (and a redeal attempt), independent of Python's hash seed."""
    digest = hashlib.sha256(f"tricktable:{match_seed}:{hand_number}:{attempt}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def split_deal(order: Sequence[int], hand_size: int, extra_size: int, first_seat: int) -> Deal:
    """Deal ``order`` one card at a time to the seats starting at ``first_seat``; the last ``extra_size`` cards
    form the nest/kitty. (A software shuffle makes the physical nest-deal order statistically irrelevant.)"""
    dealt = hand_size * 4
    if len(order) < dealt:
        raise IndexError("the deck is shorter than the four hands")
    body = order[:dealt]  # card i goes to seat (first_seat + i) % 4: every 4th card from the seat's first
    hands = tuple(tuple(body[(seat - first_seat) % 4 :: 4]) for seat in range(4))
    return Deal(hands, tuple(order[dealt : dealt + extra_size]))
