"""Leads: exactly one unit (single, identical pair, tractor) of one effective suit (docs/rules/shengji.md), or with the
``throws`` option any cards of one effective suit (docs/rules/shengji.md). Counting, uniform sampling and
enumeration of leads."""

from __future__ import annotations

import random
from itertools import product

from ...cards.notation import cards_of
from .follow import pick_weighted
from .ordering import Order
from .units import count_tractors, longest_tractor, tractors


def _suits(m1: int, order: Order) -> list[int]:
    return [e for e in range(5) if m1 & order.suit_mask[e]]


def _pair_suits(m2: int, order: Order) -> list[int]:
    """Effective suits holding at least two pairs (the only ones that can hold a tractor)."""
    return [e for e in range(5) if (m2 & order.suit_mask[e]).bit_count() >= 2]


def unit_leads(m1: int, m2: int, order: Order) -> list[tuple[int, ...]]:
    """Every single, pair and tractor the hand can lead, sorted."""
    out = [(c,) for c in cards_of(m1)] + [(c, c) for c in cards_of(m2)] + _tractor_leads(m2, order)
    out.sort()
    return out


def _tractor_leads(m2: int, order: Order) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = []
    for e in _pair_suits(m2, order):
        pairs = m2 & order.suit_mask[e]
        for length in range(2, longest_tractor(pairs, order, e) + 1):
            out.extend(tuple(sorted(c for p in tr for c in (p, p))) for tr in tractors(pairs, order, e, length))
    return out


def count_unit_leads(m1: int, m2: int, order: Order) -> int:
    n = m1.bit_count() + m2.bit_count()
    for e in _pair_suits(m2, order):
        n += count_tractors(m2 & order.suit_mask[e], order, e)
    return n


def sample_unit_lead(m1: int, m2: int, order: Order, rng: random.Random) -> tuple[int, ...]:
    """A lead drawn uniformly from every unit the hand can lead."""
    d1, d2 = m1.bit_count(), m2.bit_count()
    x = int(rng.random() * count_unit_leads(m1, m2, order))
    if x < d1:
        for _ in range(x):
            m1 &= m1 - 1
        return ((m1 & -m1).bit_length() - 1,)
    if x < d1 + d2:
        c = cards_of(m2)[x - d1]
        return (c, c)
    return _tractor_leads(m2, order)[x - d1 - d2]


def _throw_counts(m1: int, m2: int, order: Order) -> list[tuple[int, int]]:
    out = []
    for e in _suits(m1, order):
        sm = order.suit_mask[e]
        out.append((e, 3 ** (m2 & sm).bit_count() * 2 ** (m1 & ~m2 & sm).bit_count() - 1))
    return out


def count_throw_leads(m1: int, m2: int, order: Order) -> int:
    """With throws: every non-empty sub-multiset of one effective suit."""
    return sum(w for _, w in _throw_counts(m1, m2, order))


def sample_throw_lead(m1: int, m2: int, order: Order, rng: random.Random) -> tuple[int, ...]:
    e, _ = pick_weighted(_throw_counts(m1, m2, order), rng)
    sm = order.suit_mask[e]
    doubles, singles = cards_of(m2 & sm), cards_of(m1 & ~m2 & sm)
    while True:
        out = [c for c in doubles for _ in range(rng.randrange(3))] + [c for c in singles if rng.randrange(2)]
        if out:
            return tuple(sorted(out))


def throw_leads(m1: int, m2: int, order: Order) -> list[tuple[int, ...]]:
    """Every throw lead, sorted (only when :func:`count_throw_leads` is small)."""
    out = []
    for e in _suits(m1, order):
        sm = order.suit_mask[e]
        doubles, singles = cards_of(m2 & sm), cards_of(m1 & ~m2 & sm)
        for dc in product(range(3), repeat=len(doubles)):
            for sc in product(range(2), repeat=len(singles)):
                cards = [c for c, k in zip(doubles, dc, strict=True) for _ in range(k)]
                cards += [c for c, k in zip(singles, sc, strict=True) if k]
                if cards:
                    out.append(tuple(sorted(cards)))
    out.sort()
    return out


def candidate_throws(m1: int, m2: int, order: Order) -> list[tuple[int, ...]]:
    """Units plus, per effective suit holding more than one card, the whole suit as one throw."""
    out = set(unit_leads(m1, m2, order))
    for e in _suits(m1, order):
        sm = order.suit_mask[e]
        cards = sorted(cards_of(m1 & sm) + cards_of(m2 & sm))
        if len(cards) > 1:
            out.add(tuple(cards))
    return sorted(out)
