"""The state of one Rook hand: a small immutable value (slots, never mutated after construction)."""

from __future__ import annotations

from typing import Any

BID, EXCHANGE, TRUMP, PLAY, OVER = "bid", "exchange", "trump", "play", "over"
PASSED = -1  # entry in ``bids`` for a seat that has passed


class RookState:
    """One hand of Rook (treat as immutable: the rules never assign to a built state). Hands and the nest are bitmasks over card *indices* (``id - 64``).

    ``hands`` are the hands as dealt (with the nest for the declarer during the exchange, without the discards
    from then on) and ``played`` the cards played so far, so a play step changes one integer:
    use :meth:`hand` for what a seat holds now.

    ``bids[s]`` is None (not yet spoken), ``PASSED`` or s's last bid; ``high``/``declarer`` the leading bid and
    its seat (0 / -1 before any bid). ``nest`` is the dealt nest until the discard, then the discarded cards.
    ``trick`` holds the card indices of the current trick in play order from ``leader``; ``last`` is
    ``(leader, cards, winner)`` of the previous trick. ``history`` is a linked list ``(previous, seat, action)``.
    ``scores`` are the match scores before this hand (shown in views).
    """

    __slots__ = (
        "phase", "to_act", "dealer", "hands", "played", "nest", "bids", "high", "declarer", "trump", "leader", "trick",
        "points", "tricks", "last", "history", "result", "scores",
    )

    def __init__(
        self, phase, to_act, dealer, hands, played, nest, bids, high, declarer, trump, leader, trick, points, tricks,
        last, history, result, scores,
    ) -> None:
        self.phase = phase
        self.to_act = to_act
        self.dealer = dealer
        self.hands = hands
        self.played = played
        self.nest = nest
        self.bids = bids
        self.high = high
        self.declarer = declarer
        self.trump = trump
        self.leader = leader
        self.trick = trick
        self.points = points
        self.tricks = tricks
        self.last = last
        self.history = history
        self.result = result
        self.scores = scores

    def hand(self, seat: int) -> int:
        """The cards ``seat`` holds now (bitmask)."""
        return self.hands[seat] & ~self.played

    def actions(self) -> list[tuple[int, Any]]:
        """Every action so far as ``(seat, Action)``, oldest first."""
        out = []
        node = self.history
        while node is not None:
            node, seat, action = node
            out.append((seat, action))
        out.reverse()
        return out

    def __repr__(self) -> str:
        return f"RookState(phase={self.phase!r}, to_act={self.to_act}, dealer={self.dealer}, steps={len(self.actions())})"
