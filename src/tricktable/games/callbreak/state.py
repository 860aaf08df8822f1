"""The Callbreak hand state and the fast inner loop: hands as 52-bit masks, precomputed suit tables.

Card ids are ``suit * 13 + rank`` (suits S H D C, ranks 2..A), so spades are ids 0-12 and, within one suit, a higher
id is a higher card. That makes "beats" and "higher than" plain integer comparisons and bit masks.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ...engine.actions import BID, PLAY, Action
from ...engine.claims import Claim
from ...engine.dealing import Deal
from ...engine.errors import InvalidConfig
from ...engine.tricks import best_of_four

BID_PHASE, PLAY_PHASE, OVER = 0, 1, 2
PHASE_NAMES = ("bid", "play", "over")

SUIT_MASK = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))
SPADES = SUIT_MASK[0]
FULL_DECK = (1 << 52) - 1
#: every J, Q and K (ranks 9, 10, 11)
FACES = sum(1 << (s * 13 + r) for s in range(4) for r in (9, 10, 11))
#: ABOVE[c]: the cards of c's suit that beat c
ABOVE = tuple(SUIT_MASK[c // 13] & ~((2 << c) - 1) for c in range(52))
BIT = tuple(1 << c for c in range(52))
SUIT_BASE = tuple(c - c % 13 for c in range(52))  # id of the two of the card's suit
#: RANKS_OF[bits]: the rank indexes (0-12, ascending) set in a 13-bit suit pattern
RANKS_OF = tuple(tuple(r for r in range(13) if b >> r & 1) for b in range(1 << 13))
PLAY_ACTIONS = tuple(Action(PLAY, 0, (c,)) for c in range(52))
BID_ACTIONS = tuple(Action(BID, n) for n in range(14))
#: STRENGTH[led suit][card]: how strongly a card contends for a trick (spades above the led suit, others -1)
STRENGTH = tuple(tuple(20 + c if c < 13 else (c % 13 if c // 13 == led else -1) for c in range(52)) for led in range(4))


class HandInfo(NamedTuple):
    """What stays fixed during a hand: the dealer, the round number, the dealt hands (bit masks), a redeal flag,
    and the match totals before this hand (integer tenths per seat); once a claim ended the hand, the claim."""

    dealer: int
    round: int
    deal: tuple[int, int, int, int]
    redeal: bool = False
    totals: tuple[int, ...] = (0, 0, 0, 0)
    claim: Claim[CallbreakState] | None = None  # the claim that ended the hand, if one did


class CallbreakState(NamedTuple):
    """One hand of Callbreak, an immutable value, lean for fast playouts.

    ``info.deal`` holds the four dealt hands; ``played`` is the mask of cards played so far, so a seat's hand is
    ``deal[seat] & ~played``. ``order`` lists the played cards in play order; the current trick is its last
    ``len(order) % 4`` cards, led by ``leader``. ``turn`` is -1 once the hand is over.
    """

    info: HandInfo
    calls: tuple[int | None, ...]
    tricks: tuple[int, ...]
    turn: int
    phase: int
    leader: int
    played: int = 0
    order: tuple[int, ...] = ()

    @property
    def dealer(self) -> int:
        return self.info.dealer

    @property
    def round(self) -> int:
        return self.info.round

    @property
    def redeal(self) -> bool:
        return self.info.redeal

    @property
    def hands(self) -> tuple[int, ...]:
        """The cards each seat still holds, as bit masks."""
        left = ~self.played
        return tuple(h & left for h in self.info.deal)

    @property
    def trick(self) -> tuple[int, ...]:
        """The cards of the current trick in play order (empty between tricks)."""
        n = len(self.order) & 3
        return self.order[-n:] if n else ()

    def completed_tricks(self) -> list[tuple[int, tuple[int, ...], int]]:
        """Every finished trick as ``(leader, cards, winner)``, replayed from ``order``."""
        out = []
        lead = (self.dealer + 1) & 3
        for i in range(0, len(self.order) - 3, 4):
            cards = self.order[i : i + 4]
            winner = (lead + trick_winner_index(cards)) & 3
            out.append((lead, cards, winner))
            lead = winner
        return out

    def calls_history(self) -> list[tuple[int, Action]]:
        """The ``(seat, call)`` steps so far, in calling order (the first part of :meth:`history`)."""
        first = (self.dealer + 1) & 3
        return [((first + i) & 3, BID_ACTIONS[c]) for i in range(4) if (c := self.calls[(first + i) & 3]) is not None]

    def history(self) -> list[tuple[int, Action]]:
        """Every ``(seat, action)`` of the hand so far, in order (calls, then plays)."""
        out = self.calls_history()
        lead = (self.dealer + 1) & 3
        for i in range(0, len(self.order), 4):
            cards = self.order[i : i + 4]
            out.extend(((lead + j) & 3, PLAY_ACTIONS[c]) for j, c in enumerate(cards))
            if len(cards) == 4:
                lead = (lead + trick_winner_index(cards)) & 3
        return out


_BAD_DEAL = "deal-callbreak"  # a message id
_BIT_OF = {c: 1 << c for c in range(52)}  # a dict, not BIT: an id outside 0-51 (even a negative one) is refused


def deal_masks(deal: Deal) -> tuple[int, int, int, int]:
    """The four dealt hands as bit masks; :class:`InvalidConfig` unless the deal gives all 52 cards, 13 to each of
    4 seats and no extra cards.

    A mask is the *sum* of its cards' bits, so a repeated card carries into a higher bit and leaves fewer than 13
    bits set: 13 cards making 13 bits are distinct, and four such hands covering the deck are disjoint."""
    try:
        h0, h1, h2, h3 = deal.hands
        bit = _BIT_OF.__getitem__
        m0, m1, m2, m3 = sum(map(bit, h0)), sum(map(bit, h1)), sum(map(bit, h2)), sum(map(bit, h3))
    except (KeyError, TypeError, ValueError):
        raise InvalidConfig(_BAD_DEAL) from None
    if (
        (m0 | m1 | m2 | m3) != FULL_DECK
        or not len(h0) == len(h1) == len(h2) == len(h3) == 13
        or not m0.bit_count() == m1.bit_count() == m2.bit_count() == m3.bit_count() == 13
        or deal.extra
    ):
        raise InvalidConfig(_BAD_DEAL)
    return m0, m1, m2, m3


def weak_hand(mask: int) -> bool:
    """A hand with no spade, or with no face card (J, Q, K): redealt under ``redeal_weak_hands``."""
    return not (mask & SPADES) or not (mask & FACES)


def trick_winner_index(trick: tuple[int, ...]) -> int:
    """Index in ``trick`` of the winning card: the highest spade, else the highest card of the led suit."""
    best = trick[0]
    bi = 0
    for i in range(1, len(trick)):
        c = trick[i]
        if c < 13:
            if best >= 13 or c > best:
                best, bi = c, i
        elif best >= 13 and c // 13 == best // 13 and c > best:
            best, bi = c, i
    return bi


#: the must-head rule as one number (``CallbreakGame.head_rule``): never, always, until the trick is trumped
NO_HEAD, HEAD, HEAD_UNTIL_TRUMPED = 0, 1, 2


def head_rule(must_head: bool, until_trumped: bool) -> int:
    return (HEAD_UNTIL_TRUMPED if until_trumped else HEAD) if must_head else NO_HEAD


def legal_mask(hand: int, trick: Sequence[int], must_head: int, must_overtrump: bool) -> int:
    """The cards of ``hand`` that may be played to ``trick`` (docs/rules/callbreak.md). ``must_head`` is a
    :func:`head_rule` (a bool works too: True is "always")."""
    if not trick:
        return hand
    led = trick[0] // 13
    follow = hand & SUIT_MASK[led]
    if follow:
        if must_head and not (must_head == HEAD_UNTIL_TRUMPED and led and min(trick) < 13):  # trumped: spades < 13
            best = -1  # the highest card of the led suit so far
            for c in trick:
                if c > best and c // 13 == led:
                    best = c
            higher = follow & ABOVE[best]
            if higher:
                return higher
        return follow
    if must_overtrump:
        spades = hand & SPADES
        if spades:
            top = -1
            for c in trick:
                if c < 13 and c > top:
                    top = c
            if top < 0:
                return spades
            higher = spades & ABOVE[top]
            if higher:
                return higher
    return hand


_new = tuple.__new__


def advance_bid(s: CallbreakState, value: int) -> CallbreakState:
    """Record the call of the seat to act (unchecked)."""
    info, calls, tricks, seat, _, leader, _, _ = s
    calls = calls[:seat] + (value,) + calls[seat + 1 :]
    if seat == info.dealer:  # the dealer calls last; the player after the dealer leads
        first = (seat + 1) & 3
        return _new(CallbreakState, (info, calls, tricks, first, PLAY_PHASE, first, 0, ()))
    return _new(CallbreakState, (info, calls, tricks, (seat + 1) & 3, BID_PHASE, leader, 0, ()))


def advance_play(s: CallbreakState, card: int) -> CallbreakState:
    """Play ``card`` for the seat to act (unchecked), resolving the trick when it is complete."""
    info, calls, tricks, seat, _, leader, played, order = s
    order = order + (card,)
    n = len(order)
    if n & 3:
        return _new(CallbreakState, (info, calls, tricks, (seat + 1) & 3, PLAY_PHASE, leader, played | BIT[card], order))
    return finish_trick(info, calls, tricks, leader, played | BIT[card], order)


def finish_trick(info: HandInfo, calls: tuple[int | None, ...], tricks: tuple[int, ...], leader: int, played: int,
                 order: tuple[int, ...]) -> CallbreakState:
    """The state after the fourth card of a trick: the winner takes it and leads next."""
    c0, c1, c2, c3 = order[-4:]
    winner = (leader + best_of_four(STRENGTH[c0 // 13], c0, c1, c2, c3)) & 3
    t0, t1, t2, t3 = tricks
    if winner == 0:
        tricks = (t0 + 1, t1, t2, t3)
    elif winner == 1:
        tricks = (t0, t1 + 1, t2, t3)
    elif winner == 2:
        tricks = (t0, t1, t2 + 1, t3)
    else:
        tricks = (t0, t1, t2, t3 + 1)
    if len(order) < 52:
        return _new(CallbreakState, (info, calls, tricks, winner, PLAY_PHASE, winner, played, order))
    return _new(CallbreakState, (info, calls, tricks, -1, OVER, winner, played, order))
