"""Tractor's card-sense rollout policy (issue 23): the engine's uniform play, except where one card follows a
single-card lead, the commonest play of a hand, which it plays with card sense.

Following one card (the random branch taken 5% of the time, as Rook's and Callbreak's policies do):

- partner winning the trick so far: give it points (the lowest point card that may be played), else the lowest card;
- an opponent winning: win as cheaply as possible (the lowest card that beats it, a trump when void);
- unable to win: the lowest card that carries no points, else the lowest card.

"Lowest" is the engine's strength order (trump above plain, then index; ties by identity). Leads and multi-card
follows stay the engine's uniform draws, so the policy only adds a comparison where the uniform draw picks one card.
The fused loop (``games.shengji.playout.random_play_out`` with ``single=``) draws exactly as ``sense_action``
step by step (tested), so ``Adapter.playout`` and the fused loop agree move for move.
"""

from __future__ import annotations

from typing import Any

from ....engine.actions import PLAY, Action
from ....engine.match import AnyGame
from ....games.shengji.dispatch import NATIVE_SINGLES
from ....games.shengji.ordering import POINT_MASK, TRUMP, Order
from ....games.shengji.state import PLAY as PLAY_PHASE

#: the share of single-card follows left to uniform chance
RANDOM_SHARE = 0.05

_TABLES: dict[tuple[int, int], tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]] = {}


def _tables(order: Order) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """Per effective suit its identities from the lowest up, and every identity from the lowest up (plain cards by
    index, then trumps)."""
    key = (order.level, order.trump)
    t = _TABLES.get(key)
    if t is None:
        eff, idx = order.eff, order.idx
        low = tuple(tuple(sorted((c for c in range(len(eff)) if eff[c] == e), key=lambda c: (idx[c], c)))
                    for e in range(5))
        every = tuple(sorted(range(len(eff)), key=lambda c: (eff[c] == TRUMP, idx[c], c)))
        t = _TABLES[key] = (low, every)
    return t


def _lowest(mask: int, ordered: tuple[int, ...]) -> int:
    for c in ordered:
        if mask >> c & 1:
            return c
    raise ValueError("empty mask")


def single_follow(m1: int, lead_suit: int, best_key: int, partner_winning: bool, order: Order) -> int:
    """The policy's card following a single-card lead of ``lead_suit``, holding the identities ``m1``; the trick's
    best play so far has ``best_key`` (``state.play_key``), and ``partner_winning`` says whose it is."""
    low, every = _tables(order)
    in_suit = m1 & order.suit_mask[lead_suit]
    pool, ordered = (in_suit, low[lead_suit]) if in_suit else (m1, every)
    if partner_winning:
        return _lowest(pool & POINT_MASK or pool, ordered)
    eff, idx = order.eff, order.idx
    for c in ordered:
        if pool >> c & 1:
            e = eff[c]
            key = (16 + idx[c]) if e == TRUMP else idx[c] if e == lead_suit else -1
            if key > best_key:
                return c
    return _lowest(pool & ~POINT_MASK or pool, ordered)


def sense_single(m1: int, lead_suit: int, best_key: int, partner_winning: bool, order: Order, rng: Any) -> int:
    """One single-card follow as the rollout draws it: the uniform card with chance ``RANDOM_SHARE`` (one more
    draw, as the engine's ``random_action`` makes it), else ``single_follow``."""
    if rng.random() < RANDOM_SHARE:
        pool = m1 & order.suit_mask[lead_suit] or m1
        for _ in range(int(rng.random() * pool.bit_count())):
            pool &= pool - 1
        return (pool & -pool).bit_length() - 1
    return single_follow(m1, lead_suit, best_key, partner_winning, order)


# the native core plays this policy itself (games/shengji/dispatch.py), with the share read at each playout
NATIVE_SINGLES[sense_single] = lambda: RANDOM_SHARE


def sense_action(game: AnyGame, state: Any, rng: Any) -> Action:
    """The policy's action at ``state`` (any phase): card sense for a single-card follow, else the engine's
    uniform ``random_action``."""
    lead = state.lead if state.phase == PLAY_PHASE else None
    if lead is not None and lead.n == 1:
        seat = state.to_act
        card = sense_single(state.h1[seat], lead.suit, state.best_key, state.best % 2 == seat % 2, state.order, rng)
        return Action(PLAY, 0, (card,))
    return game.random_action(state, rng)


def greedy_action(state: Any) -> Action | None:
    """The policy's own play where it has one (a single-card follow, random branch not taken); None where it
    plays by chance (leads, multi-card follows, other phases)."""
    lead = state.lead if state.phase == PLAY_PHASE else None
    if lead is None or lead.n != 1:
        return None
    seat = state.to_act
    card = single_follow(state.h1[seat], lead.suit, state.best_key, state.best % 2 == seat % 2, state.order)
    return Action(PLAY, 0, (card,))
