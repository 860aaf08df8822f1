"""The state of one Rook hand: small immutable values (slots, never mutated after construction).

A play step only changes a few fields, so the state is split in two: :class:`Context` holds what stays fixed
while the cards are played (dealer, hands, nest, auction, trump, match scores, the result), and
:class:`RookState` the fields that move with every card. Fewer fields make each step cheaper to build.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TypeAlias

from ...engine.actions import Action

if TYPE_CHECKING:
    from ...engine.claims import Claim

BID, EXCHANGE, TRUMP, PLAY, OVER = "bid", "exchange", "trump", "play", "over"
PASSED = -1  # entry in ``bids`` for a seat that has passed
#: the seat of a history node that stands for a run of tricks (written by the fused playout): its "action" is
#: ``(skip, tricks, actions)`` with ``tricks`` a list of ``(leader, codes)``, ``actions`` the Action of each code,
#: and the first ``skip`` cards of the first trick already in the history before it
TRICKS = -2

#: the cards of the tricks a ``TRICKS`` node stands for: ``(skip, tricks, actions)`` (see ``TRICKS``)
TrickRun: TypeAlias = tuple[int, Sequence[tuple[int, Sequence[int]]], Sequence[Action | None]]
#: the history as a linked list, newest first: ``(previous, seat, action)``, a ``TRICKS`` node's action a run
History: TypeAlias = "tuple[History, int, Action | TrickRun] | None"
#: the four seats' card masks
Hands: TypeAlias = tuple[int, int, int, int]
#: the previous trick: ``(leader, card indices, winner)``
LastTrick: TypeAlias = tuple[int, Sequence[int], int]


class Context:
    """What changes only between phases. Hands and the nest are bitmasks over card *indices* (``id - 64``).

    ``hands`` are the hands as dealt (with the nest for the declarer during the exchange, without the discards
    from then on); ``nest`` is the dealt nest until the discard, then the discarded cards. ``bids[s]`` is None
    (not yet spoken), ``PASSED`` or s's last bid; ``high``/``declarer`` the leading bid and its seat (0 / -1
    before any bid); ``trump`` a colour index or -1; ``scores`` the match scores before this hand; ``result``
    the hand's result once it is over.
    """

    __slots__ = ("dealer", "hands", "nest", "bids", "high", "declarer", "trump", "scores", "result", "claim")

    dealer: int
    hands: Hands
    nest: int
    bids: tuple[int | None, ...]
    high: int
    declarer: int
    trump: int
    scores: tuple[int, ...]
    result: dict[str, Any] | None
    claim: Claim[RookState] | None

    def __init__(self, dealer: int, hands: Hands, nest: int, bids: tuple[int | None, ...], high: int, declarer: int,
                 trump: int, scores: tuple[int, ...], result: dict[str, Any] | None = None,
                 claim: Claim[RookState] | None = None) -> None:
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

    phase: str
    to_act: int | None  # None once the hand is over
    played: int
    trick: tuple[int, ...]
    leader: int
    tally: tuple[int, int, int, int]
    last: LastTrick | None
    history: History
    ctx: Context

    def __init__(self, phase: str, to_act: int | None, played: int, trick: tuple[int, ...], leader: int,
                 tally: tuple[int, int, int, int], last: LastTrick | None, history: History, ctx: Context) -> None:
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
    @property
    def dealer(self) -> int:
        return self.ctx.dealer

    @property
    def hands(self) -> Hands:
        return self.ctx.hands

    @property
    def nest(self) -> int:
        return self.ctx.nest

    @property
    def bids(self) -> tuple[int | None, ...]:
        return self.ctx.bids

    @property
    def high(self) -> int:
        return self.ctx.high

    @property
    def declarer(self) -> int:
        return self.ctx.declarer

    @property
    def trump(self) -> int:
        return self.ctx.trump

    @property
    def scores(self) -> tuple[int, ...]:
        return self.ctx.scores

    @property
    def result(self) -> dict[str, Any] | None:
        return self.ctx.result

    @property
    def points(self) -> tuple[int, int]:
        return self.tally[0], self.tally[1]

    @property
    def tricks(self) -> tuple[int, int]:
        return self.tally[2], self.tally[3]

    @property
    def seat(self) -> int:
        """The seat to act, in a phase where one is (a hand that is over has none: ``ValueError``)."""
        seat = self.to_act
        if seat is None:
            raise ValueError("the hand is over: nobody is to act")
        return seat

    def hand(self, seat: int) -> int:
        """The cards ``seat`` holds now (bitmask)."""
        return self.ctx.hands[seat] & ~self.played

    def actions(self) -> list[tuple[int, Action]]:
        """Every action so far as ``(seat, Action)``, oldest first."""
        out: list[tuple[int, Action]] = []
        node = self.history
        while node is not None:
            node, seat, action = node
            if isinstance(action, Action):
                out.append((seat, action))
            else:  # a TRICKS node
                out.extend(reversed(_trick_run(*action)))
        out.reverse()
        return out

    def __repr__(self) -> str:
        return f"RookState(phase={self.phase!r}, to_act={self.to_act}, dealer={self.dealer}, steps={len(self.actions())})"


def _trick_run(skip: int, tricks: Sequence[tuple[int, Sequence[int]]],
               actions: Sequence[Action | None]) -> list[tuple[int, Action]]:
    """The ``(seat, Action)`` plays of a ``TRICKS`` history node, oldest first (``actions``: the play of each card
    code, None for a code no card has)."""
    out: list[tuple[int, Action]] = []
    for leader, codes in tricks:
        for i in range(skip, 4):
            action = actions[codes[i]]
            if action is None:
                raise ValueError(f"no card has the code {codes[i]}")
            out.append(((leader + i) & 3, action))
        skip = 0
    return out
