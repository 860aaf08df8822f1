"""Tractor's card-by-card plays: which card may be added to a partial selection so that a legal play stays possible.

A play is chosen one card at a time (a card identity; a pair is the same identity twice). A card is offered only if
the selection plus that card is part of at least one legal play, so every offered step can be completed and every
legal play can be reached; ``done`` is offered when the selection itself is legal (the engine's ``check`` decides).

The shapes of the legal plays (docs/rules/shengji.md; ``games.shengji.follow``):

* a lead without throws is one unit: a single, an identical pair or a tractor (the list is small and enumerated);
* a lead with throws is any cards of one effective suit;
* a follow to ``n`` cards when the follower holds ``s ≥ n`` cards of the led suit: ``n`` of them with at least
  ``min(pairs led, pairs held in the suit)`` pairs (a strict tractor follow: one of the listed tractors);
* a follow when ``s < n``: every card of the led suit plus any ``n - s`` others.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ... import native
from .leads import unit_leads
from .ordering import Order
from .state import HandState
from .units import longest_tractor, tractors


def _counts(m1: int, m2: int) -> Counter[int]:
    out: Counter[int] = Counter()
    m = m1
    while m:
        low = m & -m
        c = low.bit_length() - 1
        out[c] = 2 if m2 & low else 1
        m ^= low
    return out


def _from_list(plays: Sequence[tuple[int, ...]], chosen: Counter[int]) -> set[int]:
    """Cards that extend ``chosen`` inside at least one play of an explicit list."""
    out: set[int] = set()
    for p in plays:
        need = Counter(p)
        need.subtract(chosen)
        if min(need.values(), default=0) >= 0:
            out.update(c for c, k in need.items() if k > 0)
    return out


def addable_cards(state: HandState, selection: Sequence[int]) -> list[int]:
    """The card identities that may be added to ``selection`` during Tractor's play phase, sorted: the native
    core's ``tractor_addable`` when it is in use and takes the input, else :func:`reference_addable_cards`."""
    core = native.CORE
    if core is not None:
        seat = state.to_act
        order, lead = state.order, state.lead
        if order is not None:
            tables = _TABLES.get((order.level, order.trump))
            if tables is None:
                tables = _TABLES[order.level, order.trump] = order_tables(order)
            if lead is None:
                out = core.tractor_addable(state.h1[seat], state.h2[seat], selection, 0, 0, 0, 0, state.throws, tables)
            else:
                out = core.tractor_addable(state.h1[seat], state.h2[seat], selection, lead.n, lead.suit, lead.pairs,
                                           lead.strict_len, state.throws, tables)
            if out is not NotImplemented:
                return out  # type: ignore[no-any-return]
    return reference_addable_cards(state, selection)


#: (level, trump) -> the Order's tables as the kernel reads them (an Order is a function of the two)
_TABLES: dict[tuple[int, int], bytes] = {}


def order_tables(order: Order) -> bytes:
    """``order``'s effective suit and strength index of the 54 identities, as 108 bytes (the kernel's input)."""
    return bytes(order.eff) + bytes(order.idx)


def reference_addable_cards(state: HandState, selection: Sequence[int]) -> list[int]:
    """The card identities that may be added to ``selection`` during Tractor's play phase, sorted (the reference)."""
    seat = state.to_act
    m1, m2 = state.h1[seat], state.h2[seat]
    order = state.order
    assert order is not None  # trump is fixed before the play
    held = _counts(m1, m2)
    chosen = Counter(selection)
    free = {c: k - chosen.get(c, 0) for c, k in held.items() if k - chosen.get(c, 0) > 0}
    lead = state.lead
    if lead is None:
        if state.throws:  # any cards of one effective suit
            if not selection:
                return sorted(free)
            suit = order.eff[selection[0]]
            return sorted(c for c in free if order.eff[c] == suit)
        return sorted(_from_list(unit_leads(m1, m2, order), chosen))
    n, suit = lead.n, lead.suit
    room = n - len(selection)
    if room <= 0:
        return []
    sm = order.suit_mask[suit]
    in_suit = {c: k for c, k in held.items() if (sm >> c) & 1}
    s = sum(in_suit.values())
    if s < n:  # all of the suit, then any others
        others_chosen = sum(k for c, k in chosen.items() if not (sm >> c) & 1)
        return sorted(c for c in free if (sm >> c) & 1 or others_chosen < n - s)
    ds = m2 & sm
    if lead.strict_len and longest_tractor(ds, order, suit) >= lead.strict_len:
        listed = [tuple(c for p in tr for c in (p, p)) for tr in tractors(ds, order, suit, lead.strict_len)]
        return sorted(_from_list(listed, chosen))
    need_pairs = min(lead.pairs, ds.bit_count())
    out = []
    for c in free:
        if not (sm >> c) & 1:
            continue
        trial = chosen.copy()
        trial[c] += 1
        if _max_pairs(trial, in_suit, n - len(selection) - 1) >= need_pairs:
            out.append(c)
    return sorted(out)


def _max_pairs(chosen: Counter[int], in_suit: dict[int, int], room: int) -> int:
    """The most pairs a selection of suit cards can reach with ``room`` more suit cards."""
    pairs = sum(1 for k in chosen.values() if k == 2)
    upgradable = sum(1 for c, k in chosen.items() if k == 1 and in_suit.get(c) == 2)
    untouched = sum(1 for c, k in in_suit.items() if k == 2 and c not in chosen)
    up = min(room, upgradable)
    return pairs + up + min(untouched, (room - up) // 2)


def follow_size(state: HandState) -> int | None:
    """The number of cards a follow must have (None while leading: a lead's size is free and ends with done)."""
    return None if state.lead is None else state.lead.n
