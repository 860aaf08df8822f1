"""Following a lead: the follow validator, exact counting and uniform sampling of legal follows, and the compact
candidate generator.

A follow is a multiset of ``n`` cards. With ``S`` the follower's cards in the led effective suit, ``k`` the pairs led:
``|PS| = min(n, |S|)`` and ``pairs(PS) ≥ min(k, pairs(S))``; with ``strict_len`` = m (strict tractor follow) a follower
whose ``S`` holds a tractor of ≥ m pairs must play one. Counting uses the structure of legal follows: when ``|S| ≥ n``
the play is an n-subset of S with at least r pairs; otherwise all of S plus any multiset of the other cards. A multiset
with d doubled and u single identities has ``Σ C(d,j)·C(d−j,a)·C(u,t−2j−a)`` sub-multisets of size t with j pairs.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from itertools import combinations
from math import comb
from typing import Any, TypeVar

from ...cards.notation import SUITS, cards_of
from ...messages import Cards
from .ordering import POINTS, TRUMP, Order
from .units import hand_of, longest_tractor, tractors

#: a weighted item of :func:`pick_weighted`: a tuple of integers, its weight last
W = TypeVar("W", bound=tuple[int, ...])


def suit_code(suit: int) -> str:
    """The message code of an effective suit: ``S H D C`` or ``trump``."""
    return "trump" if suit == TRUMP else SUITS[suit]


def follow_error(
    m1: int, m2: int, suit: int, n: int, k: int, cards: tuple[int, ...], order: Order, strict_len: int = 0
) -> tuple[str, dict[str, Any]] | None:
    """Why ``cards`` may not follow a lead of ``n`` cards with ``k`` pairs in ``suit`` (a message id and its
    parameters), or None if they may."""
    if len(cards) != n:
        return "shengji-follow-count", {"n": n}
    try:
        q1, q2 = hand_of(cards)
    except ValueError:
        return "not-held-those", {}
    if q1 & ~m1 or q2 & ~m2:
        return "not-held-those", {}
    sm = order.suit_mask[suit]
    s = (m1 & sm).bit_count() + (m2 & sm).bit_count()
    ps = (q1 & sm).bit_count() + (q2 & sm).bit_count()
    need = min(n, s)
    held = Cards.of(_cards(m1 & sm, m2 & sm))
    if ps != need:
        if s <= n:
            return "shengji-follow-all", {"suit": suit_code(suit), "held": held}
        return "shengji-follow-suit", {"suit": suit_code(suit), "n": n, "held": held}
    pairs_s = m2 & sm
    r = min(k, pairs_s.bit_count())
    if (q2 & sm).bit_count() < r:
        return "shengji-follow-pairs", {"n": r, "suit": suit_code(suit), "held": Cards.of(_cards(pairs_s, pairs_s))}
    if (
        strict_len
        and longest_tractor(pairs_s, order, suit) >= strict_len
        and longest_tractor(q2 & sm, order, suit) < strict_len
    ):
        return "shengji-follow-tractor", {"suit": suit_code(suit)}
    return None


def _cards(m1: int, m2: int) -> list[int]:
    return sorted(cards_of(m1) + cards_of(m2))


def _terms(d: int, u: int, t: int, jmin: int) -> list[tuple[int, int, int, int]]:
    """``(j, a, b, ways)``: j pairs and a single copies from d doubled identities, b from u single ones."""
    out = []
    for j in range(jmin, min(d, t // 2) + 1):
        for a in range(0, min(d - j, t - 2 * j) + 1):
            b = t - 2 * j - a
            if 0 <= b <= u:
                w = comb(d, j) * comb(d - j, a) * comb(u, b)
                if w:
                    out.append((j, a, b, w))
    return out


def pick_weighted(items: Iterable[W], rng: random.Random) -> W:
    """One of ``items`` (tuples whose last element is an integer weight), drawn in proportion to the weights."""
    x = rng.randrange(sum(it[-1] for it in items))
    for it in items:
        if x < it[-1]:
            return it
        x -= it[-1]
    raise ValueError("no weight")


class _Shape:
    """The structure of the legal follows of one hand to one lead (shared by count, sample and enumerate)."""

    __slots__ = ("forced", "dl", "ul", "t", "jmin", "tractor_list")

    def __init__(self, m1: int, m2: int, suit: int, n: int, k: int, order: Order, strict_len: int) -> None:
        sm = order.suit_mask[suit]
        ds, us = m2 & sm, m1 & ~m2 & sm
        s = 2 * ds.bit_count() + us.bit_count()
        self.tractor_list: list[tuple[int, ...]] | None = None
        if s >= n:
            self.forced: list[int] = []
            self.dl, self.ul, self.t = cards_of(ds), cards_of(us), n
            self.jmin = min(k, ds.bit_count())
            if strict_len and longest_tractor(ds, order, suit) >= strict_len:
                self.tractor_list = tractors(ds, order, suit, strict_len)
        else:
            self.forced = _cards(m1 & sm, m2 & sm)
            o1, o2 = m1 & ~sm, m2 & ~sm
            self.dl, self.ul, self.t, self.jmin = cards_of(o2), cards_of(o1 & ~o2), n - s, 0

    def count(self) -> int:
        if self.tractor_list is not None:
            return len(self.tractor_list)
        return sum(w for *_, w in _terms(len(self.dl), len(self.ul), self.t, self.jmin))

    def sample(self, rng: random.Random) -> tuple[int, ...]:
        if self.tractor_list is not None:
            return tuple(sorted(c for p in rng.choice(self.tractor_list) for c in (p, p)))
        terms = _terms(len(self.dl), len(self.ul), self.t, self.jmin)
        j, a, b, _ = pick_weighted(terms, rng)
        pairs = rng.sample(self.dl, j)
        rest = [c for c in self.dl if c not in pairs]
        out = self.forced + pairs + pairs + rng.sample(rest, a) + rng.sample(self.ul, b)
        return tuple(sorted(out))

    def enumerate(self) -> list[tuple[int, ...]]:
        if self.tractor_list is not None:
            return sorted(tuple(sorted(c for p in tr for c in (p, p))) for tr in self.tractor_list)
        out = []
        for j, a, b, _ in _terms(len(self.dl), len(self.ul), self.t, self.jmin):
            for pairs in combinations(self.dl, j):
                rest = [c for c in self.dl if c not in pairs]
                for singles in combinations(rest, a):
                    for us in combinations(self.ul, b):
                        out.append(tuple(sorted(self.forced + list(pairs) * 2 + list(singles) + list(us))))
        out.sort()
        return out


def count_follows(m1: int, m2: int, suit: int, n: int, k: int, order: Order, strict_len: int = 0) -> int:
    """The number of distinct legal follows (multisets), computed combinatorially."""
    return _Shape(m1, m2, suit, n, k, order, strict_len).count()


def sample_follow(m1: int, m2: int, suit: int, n: int, k: int, order: Order, strict_len: int,
                  rng: random.Random) -> tuple[int, ...]:
    """A legal follow drawn uniformly from the distinct legal multisets, without enumerating them."""
    if n == 1:  # fast path for the common single lead
        pool = m1 & order.suit_mask[suit] or m1
        for _ in range(int(rng.random() * pool.bit_count())):  # random() is the cheapest uniform draw
            pool &= pool - 1
        return ((pool & -pool).bit_length() - 1,)
    return _Shape(m1, m2, suit, n, k, order, strict_len).sample(rng)


def enumerate_follows(m1: int, m2: int, suit: int, n: int, k: int, order: Order,
                      strict_len: int = 0) -> list[tuple[int, ...]]:
    """Every legal follow, sorted (only call when :func:`count_follows` is small)."""
    return _Shape(m1, m2, suit, n, k, order, strict_len).enumerate()


# ---------------------------------------------------------------- compact candidates


def discard_value(card: int, order: Order) -> int:
    """How much a card is worth keeping: trumps above point cards above plain cards, then strength."""
    return (200 if order.eff[card] == TRUMP else 0) + (60 if POINTS[card] else 0) + order.idx[card]


def _fills(d1: int, d2: int, t: int, order: Order) -> list[list[int]]:
    """A few ways to take ``t`` cards from the multiset (d1, d2): lowest keeping pairs, lowest, most points, highest."""
    if t == 0:
        return [[]]
    val = order.idx
    singles = sorted(cards_of(d1 & ~d2), key=lambda c: discard_value(c, order))
    doubles = sorted(cards_of(d2), key=lambda c: discard_value(c, order))
    every = sorted(singles + doubles + doubles, key=lambda c: discard_value(c, order))
    keep_pairs = (singles + [c for c in doubles for _ in (0, 1)])[:t]
    by_points = sorted(every, key=lambda c: (-POINTS[c], discard_value(c, order)))[:t]
    highest = sorted(every, key=lambda c: (-(order.eff[c] == TRUMP), -val[c]))[:t]
    return [keep_pairs, every[:t], by_points, highest]


def candidate_follows(m1: int, m2: int, suit: int, n: int, k: int, order: Order,
                      strict_len: int = 0) -> list[tuple[int, ...]]:
    """A compact, sorted list of sensible legal follows that never explodes (every pair held when a pair is led,
    matching-shape trumps when void, lowest discards, point discards, highest cards)."""
    sm = order.suit_mask[suit]
    ds, us = m2 & sm, m1 & ~m2 & sm
    s = 2 * ds.bit_count() + us.bit_count()
    if n == 1:
        return [(c,) for c in cards_of((m1 & sm) or m1)]
    out: set[tuple[int, ...]] = set()
    if s >= n:
        shape = _Shape(m1, m2, suit, n, k, order, strict_len)
        if shape.tractor_list is not None:
            return shape.enumerate()
        r = shape.jmin
        dl = sorted(cards_of(ds), key=lambda c: discard_value(c, order))
        if r == 0 and n == 2 and us.bit_count() <= 10:
            return sorted({tuple(sorted(p)) for p in combinations(_cards(ds | us, 0), 2)} | {(c, c) for c in dl})
        pair_sets: list[list[int]] = [[]] if r == 0 else [dl[:r], dl[-r:], sorted(dl, key=lambda c: -POINTS[c])[:r]]
        if r == 1:
            pair_sets += [[p] for p in dl]
        elif r >= 2:
            pair_sets += [list(tr) for tr in tractors(ds, order, suit, r)[:12]]
        for ps in pair_sets:
            rest2 = ds & ~sum(1 << p for p in ps)
            for fill in _fills(rest2 | us, rest2, n - 2 * r, order):
                out.add(tuple(sorted(ps + ps + fill)))
    else:
        forced = _cards(m1 & sm, m2 & sm)
        o1, o2 = m1 & ~sm, m2 & ~sm
        for fill in _fills(o1, o2, n - s, order):
            out.add(tuple(sorted(forced + fill)))
        if s == 0 and suit != TRUMP and k * 2 == n:
            tp = o2 & order.suit_mask[TRUMP]
            shapes = [(p,) for p in cards_of(tp)] if k == 1 else tractors(tp, order, TRUMP, k)
            for tr in shapes:
                out.add(tuple(sorted(c for p in tr for c in (p, p))))
    return sorted(out)
