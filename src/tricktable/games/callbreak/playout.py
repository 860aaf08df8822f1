"""The fused random playout: a whole Callbreak hand played out on local ints, for benchmarks and AI rollouts.

It draws from the generator exactly as ``CallbreakGame.random_action`` followed by ``advance`` do (one
``rng.random()`` per action, the same uniform choice among the same legal cards), so from the same seed it reaches
the same final state as the step-by-step reference loop (the conformance suite and tests/callbreak check it). No
Action or intermediate state is built: hands are 52-bit masks, the trick is tracked incrementally (the highest card
of the led suit, the highest trump, the seat winning), and the final state is built once at the end.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Any

from .state import BID_PHASE, HEAD_UNTIL_TRUMPED, OVER, RANKS_OF, SUIT_BASE, CallbreakState

_new = tuple.__new__


def _nth_card(hand: int, k: int) -> int:
    """The ``k``-th lowest card of ``hand`` (0-based), the order of ``random_action``'s free choice."""
    for base in (0, 13, 26, 39):
        ranks = RANKS_OF[hand >> base & 8191]
        if k < len(ranks):
            return base + ranks[k]
        k -= len(ranks)
    raise AssertionError("unreachable: k is below the number of cards held")


def random_playout(state: CallbreakState, rng: Any, min_call: int, n_calls: int, head: int, overtrump: bool) -> CallbreakState:
    """Play ``state`` to the end of the hand with uniformly random legal actions drawn from ``rng``.

    ``min_call`` and ``n_calls`` give the calls allowed (``min_call`` .. ``min_call + n_calls - 1``); ``head`` and
    ``overtrump`` are the config's must-head rule (``state.head_rule``) and must-overtrump rule."""
    info, calls, tricks, seat, phase, leader, played, order = state
    if phase == OVER:
        return state
    random = rng.random
    if phase == BID_PHASE:  # the remaining calls, up to the dealer's; the dealer's next seat then leads
        dealer = info[0]
        called = list(calls)
        while True:
            called[seat] = min_call + int(random() * n_calls)
            if seat == dealer:
                break
            seat = (seat + 1) & 3
        calls = tuple(called)
        seat = leader = (dealer + 1) & 3
    deal = info[2]
    left = ~played
    hands = [deal[0] & left, deal[1] & left, deal[2] & left, deal[3] & left]
    won = list(tricks)
    out = list(order)
    count = len(out)
    n = count & 3  # cards in the current trick
    # The trick so far: led suit base, highest card of the led suit, highest trump (a spade on a non-spade lead,
    # else -1), and the seat winning it.
    base = best = top = -1
    winner = leader
    if n:
        lead = out[-n]
        base = SUIT_BASE[lead]
        best = lead
        for i, c in enumerate(out[-n:]):
            if SUIT_BASE[c] == base:
                if c > best:
                    best = c
                    if top < 0:
                        winner = (leader + i) & 3
            elif c < 13 and c > top:
                top = c
                winner = (leader + i) & 3
    while count < 52:
        hand = hands[seat]
        if n == 0:  # leading: any card
            card = _nth_card(hand, int(random() * hand.bit_count()))
            base = SUIT_BASE[card]
            best = card
            top = -1
            winner = seat
        else:
            ranks = RANKS_OF[hand >> base & 8191]
            if ranks:  # following suit (above the best card so far if it must head and can)
                if head and not (head == HEAD_UNTIL_TRUMPED and top >= 0):  # top >= 0: trumped
                    i = bisect_right(ranks, best - base)
                    if i == len(ranks):
                        i = 0
                    card = base + ranks[i + int(random() * (len(ranks) - i))]
                else:
                    card = base + ranks[int(random() * len(ranks))]
                if card > best:
                    best = card
                    if top < 0:
                        winner = seat
            else:  # void in the led suit (never spades then: no spade is held)
                card = -1
                if overtrump:
                    spades = RANKS_OF[hand & 8191]
                    if spades:
                        i = bisect_right(spades, top)
                        if i < len(spades):
                            card = spades[i + int(random() * (len(spades) - i))]
                if card < 0:
                    card = _nth_card(hand, int(random() * hand.bit_count()))
                if card < 13 and card > top:
                    top = card
                    winner = seat
        hands[seat] = hand ^ (1 << card)
        out.append(card)
        count += 1
        if n == 3:
            won[winner] += 1
            seat = winner
            n = 0
        else:
            seat = (seat + 1) & 3
            n += 1
    full = played | deal[0] | deal[1] | deal[2] | deal[3]
    return _new(CallbreakState, (info, calls, tuple(won), -1, OVER, winner, full, tuple(out)))

