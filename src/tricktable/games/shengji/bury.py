"""Burying 8 of the dealer's 33 cards (any 8 cards, docs/rules/shengji.md): counting and a few sensible choices."""

from __future__ import annotations

from ...cards.notation import cards_of
from .follow import _terms, discard_value
from .ordering import POINTS, TRUMP
from .state import HandState

BURY_SIZE = 8


def count_burials(m1: int, m2: int) -> int:
    """Distinct multisets of 8 cards the dealer can bury."""
    d, u = m2.bit_count(), (m1 & ~m2).bit_count()
    return sum(w for *_, w in _terms(d, u, BURY_SIZE, 0))


def candidate_burials(m1: int, m2: int, state: HandState) -> list[tuple[int, ...]]:
    """Sensible burials: the lowest cards keeping trumps, points and pairs; voiding the shortest plain suits;
    the lowest cards by strength alone (points allowed); and the kitty as it came."""
    order = state.order
    assert order is not None  # trump is fixed before the burial
    cards = sorted(cards_of(m1) + cards_of(m2))
    value = {c: discard_value(c, order) for c in cards}
    paired = set(cards_of(m2))
    plain = [c for c in cards if order.eff[c] != TRUMP]
    length = {e: sum(1 for c in plain if order.eff[c] == e) for e in range(4)}
    choices = [
        sorted(cards, key=lambda c: (c in paired, value[c]))[:BURY_SIZE],
        sorted(cards, key=lambda c: value[c])[:BURY_SIZE],
        sorted(cards, key=lambda c: (order.eff[c] == TRUMP, length.get(order.eff[c], 99), c in paired, value[c]))[
            :BURY_SIZE
        ],
        sorted(cards, key=lambda c: (order.eff[c] == TRUMP, order.idx[c], -POINTS[c]))[:BURY_SIZE],
        list(state.kitty),
    ]
    return sorted({tuple(sorted(c)) for c in choices})
