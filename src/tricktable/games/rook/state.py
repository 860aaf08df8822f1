"""The state of one Rook hand: small immutable values (slots, never mutated after construction).

A play step only changes a few fields, so the state is split in two: :class:`Context` holds what stays fixed
while the cards are played (dealer, hands, nest, auction, trump, match scores, the result), and
:class:`RookState` the fields that move with every card. Fewer fields make each step cheaper to build.
"""

from __future__ import annotations

from typing import Any

BID, EXCHANGE, TRUMP, PLAY, OVER = "bid", "exchange", "trump", "play", "over"
PASSED = -1  # entry in ``bids`` for a seat that has passed
#: the seat of a history node that stands for a run of tricks (written by the fused playout): its "action" is
#: ``(skip, tricks, actions)`` with ``tricks`` a list of ``(leader, codes)``, ``actions`` the Action of each code,
#: and the first ``skip`` cards of the first trick already in the history before it
TRICKS = -2


class Context:
    """What changes only between phases. Hands and the nest are bitmasks over card *indices* (``id - 64``).

    ``hands`` are the hands as dealt (with the nest for the declarer during the exchange, without the discards
    from then on); ``nest`` is the dealt nest until the discard, then the discarded cards. ``bids[s]`` is None
    (not yet spoken), ``PASSED`` or s's last bid; ``high``/``declarer`` the leading bid and its seat (0 / -1
    before any bid); ``trump`` a colour index or -1; ``scores`` the match scores before this hand; ``result``
    the hand's result once it is over.
    """

    __slots__ = ("dealer", "hands", "nest", "bids", "high", "declarer", "trump", "scores", "result", "claim")

    def __init__(self, dealer, hands, nest, bids, high, declarer, trump, scores, result=None, claim=None) -> None:
        self.dealer = dealer
        self.hands = hands
        self.nest = nest
        self.bids = bids
        self.high = high
        self.declarer = declarer
        self.trump = trump
        self.scores = scores
        self.result = result
        self.claim = claim  # the engine.claims.Claim that ended the hand, if one did


class RookState:
    """One hand of Rook (treat as immutable: the rules never assign to a built state).

    ``played`` is the mask of cards played so far (a seat holds ``ctx.hands[seat] & ~played``); ``trick`` the card
    indices of the current trick in play order from ``leader``; ``tally`` is ``(points0, points1, tricks0,
    tricks1)`` taken so far; ``last`` is ``(leader, cards, winner)`` of the previous trick; ``history`` a linked
    list ``(previous, seat, action)`` (a ``TRICKS`` node stands for many plays): read it with :meth:`actions`.
    """

    __slots__ = ("phase", "to_act", "played", "trick", "leader", "tally", "last", "history", "ctx")

    def __init__(self, phase, to_act, played, trick, leader, tally, last, history, ctx) -> None:
        self.phase = phase
        self.to_act = to_act
        self.played = played
        self.trick = trick
        self.leader = leader
        self.tally = tally
        self.last = last
        self.history = history
        self.ctx = ctx

    # read-only views of the context, for the slower paths (checks, views, events, tests)
    dealer = property(lambda self: self.ctx.dealer)
    hands = property(lambda self: self.ctx.hands)
    nest = property(lambda self: self.ctx.nest)
    bids = property(lambda self: self.ctx.bids)
    high = property(lambda self: self.ctx.high)
    declarer = property(lambda self: self.ctx.declarer)
    trump = property(lambda self: self.ctx.trump)
    scores = property(lambda self: self.ctx.scores)
    result = property(lambda self: self.ctx.result)
    points = property(lambda self: self.tally[:2])
    tricks = property(lambda self: self.tally[2:])

    def hand(self, seat: int) -> int:
        """The cards ``seat`` holds now (bitmask)."""
        return self.ctx.hands[seat] & ~self.played

    def actions(self) -> list[tuple[int, Any]]:
        """Every action so far as ``(seat, Action)``, oldest first."""
        out = []
        node = self.history
        while node is not None:
            node, seat, action = node
            if seat == TRICKS:
                out.extend(reversed(_trick_run(*action)))
            else:
                out.append((seat, action))
        out.reverse()
        return out

    def __repr__(self) -> str:
        return f"RookState(phase={self.phase!r}, to_act={self.to_act}, dealer={self.dealer}, steps={len(self.actions())})"


def _trick_run(skip: int, tricks: list, actions: tuple) -> list[tuple[int, Any]]:
    """The ``(seat, Action)`` plays of a ``TRICKS`` history node, oldest first."""
    out: list[tuple[int, Any]] = []
    for leader, codes in tricks:
        out.extend(((leader + i) & 3, actions[codes[i]]) for i in range(skip, 4))
        skip = 0
    return out
