"""The optional throw (甩牌) module, off for CARDAVIA (docs/rules/shengji.md).

* Decompose a same-suit lead into components: the longest tractor first (repeatedly), then pairs, then singles.
* Validate against each other hand, same suit only: a single is beaten by any higher card, a pair by any higher pair,
  a tractor(m) by a higher tractor of ≥ m pairs.
* Failure (80fen): the leader plays only the beatable component with the lowest top and takes the rest back; no penalty.
* Beat: only an all-trump play whose decomposition has the same component shapes, compared by its highest card
  (80fen); a throw led in trumps cannot be beaten.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...cards.notation import cards_of
from .ordering import TRUMP, Order
from .units import Unit, hand_of, longest_tractor, tractors


def decompose(cards: Sequence[int], order: Order) -> list[tuple[Unit, tuple[int, ...]]]:
    """Components of a one-suit multiset: ``(unit, cards)`` with tractors (longest first), pairs, then singles."""
    m1, m2 = hand_of(cards)
    suit = order.eff[cards[0]]
    idx = order.idx
    out = []
    pairs = m2
    while pairs:
        length = longest_tractor(pairs, order, suit)
        if length < 2:
            break
        tr = max(tractors(pairs, order, suit, length), key=lambda t: idx[t[-1]])
        out.append((Unit(suit, 2 * length, length, idx[tr[-1]]), tuple(sorted(c for p in tr for c in (p, p)))))
        pairs &= ~sum(1 << p for p in tr)
    for p in cards_of(pairs):
        out.append((Unit(suit, 2, 1, idx[p]), (p, p)))
    for c in cards_of(m1 & ~m2):
        out.append((Unit(suit, 1, 0, idx[c]), (c,)))
    return out


def shape_of(cards: Sequence[int], order: Order) -> tuple[tuple[int, int], ...]:
    """The sorted component shapes ``(n, pairs)`` of a one-suit multiset."""
    return tuple(sorted((u.n, u.pairs) for u, _ in decompose(cards, order)))


def beatable(unit: Unit, m1: int, m2: int, order: Order) -> bool:
    """Whether a hand (its cards of the unit's suit) could beat one component."""
    sm = order.suit_mask[unit.suit]
    idx = order.idx
    if unit.pairs == 0:
        return any(idx[c] > unit.top for c in cards_of(m1 & sm))
    if unit.pairs == 1:
        return any(idx[c] > unit.top for c in cards_of(m2 & sm))
    return any(idx[t[-1]] > unit.top for t in tractors(m2 & sm, order, unit.suit, unit.pairs))


def resolve_throw(cards: Sequence[int], others: Sequence[tuple[int, int]], order: Order) -> tuple[int, ...]:
    """The cards actually led: all of ``cards`` if no other hand can beat any component, else the beatable component
    with the lowest top (fewest cards on ties)."""
    comps = decompose(cards, order)
    if len(comps) == 1:
        return tuple(cards)
    bad = [(u.top, u.n, c) for u, c in comps if any(beatable(u, m1, m2, order) for m1, m2 in others)]
    if not bad:
        return tuple(sorted(cards))
    return min(bad)[2]


def throw_key(cards: Sequence[int], lead_cards: Sequence[int], order: Order) -> int:
    """The winning key of a play against a (multi-unit) throw, or -1 if the play cannot win."""
    eff, idx = order.eff, order.idx
    if eff[lead_cards[0]] == TRUMP or any(eff[c] != TRUMP for c in cards):
        return -1
    if shape_of(cards, order) != shape_of(lead_cards, order):
        return -1
    return 16 + max(idx[c] for c in cards)
