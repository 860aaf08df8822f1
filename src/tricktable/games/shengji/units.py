"""Hands as multisets and the lead units: single, identical pair, tractor (docs/rules/shengji.md).

A hand of the double deck is two bitmasks over identities: ``m1`` (holds at least one copy) and ``m2`` (holds two),
with ``m2 ⊆ m1``. Tractors are runs of pairs whose strength indices are pairwise distinct and consecutive.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import product
from typing import NamedTuple

from ...cards.notation import cards_of
from .ordering import Order


class Unit(NamedTuple):
    """A classified play: effective ``suit``, ``n`` cards, ``pairs`` (0 single, 1 pair, m tractor), ``top`` index."""

    suit: int
    n: int
    pairs: int
    top: int


# ---------------------------------------------------------------- multisets as two masks


def hand_of(cards: Iterable[int]) -> tuple[int, int]:
    """``(m1, m2)`` of a multiset of card ids; raises ValueError for a third copy."""
    m1 = m2 = 0
    for c in cards:
        b = 1 << c
        if m2 & b:
            raise ValueError("a double deck holds each card only twice")
        if m1 & b:
            m2 |= b
        else:
            m1 |= b
    return m1, m2


def hand_list(m1: int, m2: int) -> list[int]:
    """Card ids of a multiset, ascending, duplicates listed twice."""
    return sorted(cards_of(m1) + cards_of(m2))


def size(m1: int, m2: int) -> int:
    return m1.bit_count() + m2.bit_count()


def remove(m1: int, m2: int, cards: Iterable[int]) -> tuple[int, int]:
    """The multiset minus ``cards`` (assumed present)."""
    for c in cards:
        b = 1 << c
        if m2 & b:
            m2 ^= b
        else:
            m1 ^= b
    return m1, m2


def contains(m1: int, m2: int, cards: Sequence[int]) -> bool:
    """Whether the multiset holds every card of ``cards`` (with multiplicity)."""
    try:
        q1, q2 = hand_of(cards)
    except ValueError:
        return False
    return q1 & ~m1 == 0 and q2 & ~m2 == 0


# ---------------------------------------------------------------- classification


def classify(cards: Sequence[int], order: Order) -> Unit | None:
    """The unit ``cards`` form, or None unless they are exactly one unit of one effective suit (see the rules)."""
    eff, idx = order.eff, order.idx
    n = len(cards)
    if n == 0:
        return None
    e = eff[cards[0]]
    for c in cards:
        if eff[c] != e:
            return None
    if n == 1:
        return Unit(e, 1, 0, idx[cards[0]])
    if n % 2:
        return None
    s = sorted(cards)
    firsts = s[0::2]
    if s[1::2] != firsts or len(set(firsts)) != len(firsts):
        return None
    k = len(firsts)
    inds = sorted(idx[c] for c in firsts)
    if k > 1 and (inds[-1] - inds[0] != k - 1 or len(set(inds)) != k):
        return None
    return Unit(e, n, k, inds[-1])


def describe_shape(unit: Unit) -> str:
    if unit.pairs == 0:
        return "a single"
    if unit.pairs == 1:
        return "a pair"
    return f"a tractor of {unit.pairs} pairs"


# ---------------------------------------------------------------- tractors among pairs


def _slots(pairs: int, order: Order, suit: int) -> list[list[int]]:
    """For each index 0..15 of ``suit``, the pair identities present there."""
    groups = order.groups[suit]
    return [cards_of(pairs & g) if pairs & g else [] for g in groups]


def longest_tractor(pairs: int, order: Order, suit: int) -> int:
    """Length of the longest tractor (in pairs) among the pair identities ``pairs`` of ``suit``; 1 if only pairs."""
    best = run = 0
    for g in order.groups[suit]:
        if pairs & g:
            run += 1
            if run > best:
                best = run
        else:
            run = 0
    return best


def tractors(pairs: int, order: Order, suit: int, length: int) -> list[tuple[int, ...]]:
    """Every tractor of exactly ``length`` pairs (as pair identities, low to high) among ``pairs`` of ``suit``."""
    slots = _slots(pairs, order, suit)
    out: list[tuple[int, ...]] = []
    for start in range(16 - length + 1):
        window = slots[start : start + length]
        if all(window):
            out.extend(product(*window))
    return out


def count_tractors(pairs: int, order: Order, suit: int, min_length: int = 2) -> int:
    """How many tractors of any length ≥ ``min_length`` exist among ``pairs`` of ``suit``."""
    counts = [(pairs & g).bit_count() for g in order.groups[suit]]
    total = 0
    for start in range(16):
        prod = 1
        for end in range(start, 16):
            if not counts[end]:
                break
            prod *= counts[end]
            if end - start + 1 >= min_length:
                total += prod
    return total
