"""The Callbreak rollout policy fused into one loop over bitmasks (``CallbreakAdapter.rollout_action``, step by
step, is the readable reference).

It draws from the generator exactly as the reference does (``rng.random()`` for the 5% random move unless a single
card is legal, then ``rng.randrange`` over the legal actions in ascending order), picks the same card by the same
rules with the same tie-breaks (the first card in ascending id among equals), and so reaches the same final state
from the same seed: tested move for move. No Action or intermediate state is built.

The policy: calls by aces and kings; below the call, lead the highest non-spade and win as cheaply as possible
(non-spades first); at the call, lead low and duck with the highest losing card.
"""

from __future__ import annotations

from typing import Any

from .... import native
from ....engine.tricks import best_of_four
from ....games.callbreak.state import ABOVE, BID_PHASE, OVER, PLAY_PHASE, SPADES, STRENGTH, CallbreakState, legal_mask

#: the highest / lowest rank set in a 13-bit suit pattern (-1 / 13 when empty)
HIGH = tuple(b.bit_length() - 1 for b in range(1 << 13))
LOW = tuple((b & -b).bit_length() - 1 if b else 13 for b in range(1 << 13))
#: aces and kings of every suit (the rollout's call)
TOP_TWO = sum(1 << (s * 13 + r) for s in range(4) for r in (11, 12))
_new = tuple.__new__


def highest_by_rank(mask: int) -> int:
    """``max(cards, key=rank)`` over the ascending cards of ``mask``: the highest rank, the lowest suit on a tie."""
    best, card = -1, -1
    for base in (0, 13, 26, 39):
        r = HIGH[mask >> base & 8191]
        if r > best:
            best, card = r, base + r
    return card


def cheapest(mask: int) -> int:
    """``min(cards, key=(is spade, rank))``: the lowest non-spade (lowest suit on a tie), else the lowest spade."""
    best, card = 13, -1
    for base in (13, 26, 39):
        r = LOW[mask >> base & 8191]
        if r < best:
            best, card = r, base + r
    if card < 0:
        card = LOW[mask & 8191]
    return card


def kth(mask: int, k: int) -> int:
    """The ``k``-th lowest card of ``mask`` (0-based)."""
    while k:
        mask &= mask - 1
        k -= 1
    return (mask & -mask).bit_length() - 1


def policy_playout(state: CallbreakState, rng: Any, min_call: int, max_call: int, head: int,
                   overtrump: bool, tail: int = 0) -> CallbreakState:
    """The final state of ``state`` played to the end by the rollout policy for every seat; with ``tail`` > 0, the
    state at the first trick start where every seat holds at most ``tail`` cards (an exact-tail rollout's stop), if
    it comes first. The native core's ``callbreak_rollout`` runs this loop when it is in use (tests/native)."""
    core = native.CORE
    if core is not None:
        end: CallbreakState = core.callbreak_rollout(state, rng, min_call, max_call, head, overtrump, tail,
                                                     CallbreakState)
        if end is not NotImplemented:
            return end
    info, calls, tricks, seat, phase, leader, played, order = state
    if phase == OVER or (tail and phase == PLAY_PHASE and not len(order) & 3 and 52 - len(order) <= 4 * tail):
        return state
    random, randrange = rng.random, rng.randrange
    deal = info[2]
    if phase == BID_PHASE:
        dealer = info[0]
        n_calls = max_call - min_call + 1
        called = list(calls)
        while True:
            if n_calls == 1 or random() < 0.05:
                called[seat] = min_call + randrange(n_calls)
            else:
                called[seat] = max(min_call, min(max_call, (deal[seat] & TOP_TWO).bit_count()))
            if seat == dealer:
                break
            seat = (seat + 1) & 3
        calls = tuple(called)
        seat = leader = (dealer + 1) & 3
    left = ~played
    hands = [deal[0] & left, deal[1] & left, deal[2] & left, deal[3] & left]
    targets = [c for c in calls if c is not None]  # the play starts once all four seats have called
    assert len(targets) == 4
    won = list(tricks)
    out = list(order)
    count = len(out)
    n = count & 3
    trick = out[count - n:] if n else []
    winner = leader
    while count < 52:
        hand = hands[seat]
        legal = legal_mask(hand, trick, head, overtrump) if trick else hand
        k = legal.bit_count()
        if k == 1 or random() < 0.05:
            card = kth(legal, randrange(k))
        else:
            need = targets[seat] - won[seat]
            if not trick:
                if need > 0:
                    side = legal & ~SPADES or legal
                    card = highest_by_rank(side)
                else:
                    card = cheapest(legal)
            else:
                strength = STRENGTH[trick[0] // 13]
                best = trick[0]
                for c in trick:
                    if strength[c] > strength[best]:
                        best = c
                winners = legal & ABOVE[best]
                if best >= 13:
                    winners |= legal & SPADES
                losers = legal & ~winners
                if need > 0 and winners:
                    card = cheapest(winners)
                elif losers:
                    card = highest_by_rank(losers) if need <= 0 else cheapest(losers)
                else:
                    card = cheapest(legal)
        hands[seat] = hand ^ (1 << card)
        out.append(card)
        count += 1
        if n == 3:
            c0, c1, c2, c3 = trick[0], trick[1], trick[2], card
            winner = (leader + best_of_four(STRENGTH[c0 // 13], c0, c1, c2, c3)) & 3
            won[winner] += 1
            seat = leader = winner
            n = 0
            trick = []
            if 52 - count <= 4 * tail and count < 52:
                gone = (played | deal[0] | deal[1] | deal[2] | deal[3]) & ~(hands[0] | hands[1] | hands[2] | hands[3])
                return _new(CallbreakState, (info, calls, tuple(won), seat, PLAY_PHASE, seat, gone, tuple(out)))
        else:
            trick.append(card)
            seat = (seat + 1) & 3
            n += 1
    full = played | deal[0] | deal[1] | deal[2] | deal[3]
    return _new(CallbreakState, (info, calls, tuple(won), -1, OVER, winner, full, tuple(out)))

