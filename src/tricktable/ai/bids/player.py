"""A bidder by the learned bid model, around any player: where it may bid or pass, the model decides which; every
other decision (and which bid, when it bids) is the player's inside (``normal``, ``heuristic``...).

At a bidding decision it bids when the model's advantage of bidding over passing (``model.bid_advantage``) is above
``threshold`` points: the bid its inner player would make, or the lowest bid allowed where that player would pass
(with ``once``, only while the seat has not bid yet this hand). With ``keep_bids`` it bids wherever its player
would; over its partner's standing bid it does as its player does.
It uses nothing but the seat's own cards, place and the public auction (``features``), so it is deterministic.

``LearnedCaller`` does the same for Callbreak calls: it calls the call of best expected score under the call model
(``model.expected_scores``) among the legal calls within ``span`` of its player's call (the range the data explored
around the players' calls), unless that beats its player's call by no more than ``threshold`` points."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine import Action
from ...engine.actions import BID, PASS
from ...engine.match import AnyGame
from ...games.callbreak.view import CallbreakView
from ...games.rook.view import RookView
from ..base import Player, seat_of
from .model import BidModel, CallModel, bid_advantage, call_model_for, expected_scores, model_for

#: bid where bidding beats passing by more than this many points (the measured setting, docs/ai.md)
THRESHOLD = 0.0
#: bid where its player would pass only while it has not bid yet this hand: the data hold one such bid per hand,
#: so states after a second one lie outside what the model learned (docs/ai.md)
ONCE = True
#: never pass where its player would bid: the model only adds bids (its passes lost in the cheap arena, docs/ai.md)
KEEP_BIDS = True


class LearnedBidder:
    """``inner`` with its bid-or-pass choice made by the model. Without a committed model for the variant it is
    ``inner`` unchanged."""

    def __init__(self, game: AnyGame, inner: Player[RookView], name: str, threshold: float = THRESHOLD,
                 model: BidModel | None = None, once: bool = ONCE, keep_bids: bool = KEEP_BIDS) -> None:
        self.inner = inner
        self.name = name
        self.model = model if model is not None else model_for(game.key)
        self.threshold = threshold
        self.once = once
        self.keep_bids = keep_bids

    def __getattr__(self, attr: str) -> Any:  # start_match, budget, ... of the player inside
        return getattr(self.inner, attr)

    def choose(self, game: AnyGame, view: RookView, legal: Sequence[Action]) -> Action:
        inner = self.inner.choose(game, view, legal)
        bids = [a for a in legal if a.kind == BID]
        passing = next((a for a in legal if a.kind == PASS), None)
        if self.model is None or not bids or passing is None:
            return inner
        seat = seat_of(view)
        if view.declarer is not None and view.declarer == (seat + 2) % 4:
            return inner  # over its partner's standing bid: as its player
        if self.keep_bids and inner.kind == BID:
            return inner
        if self.once and inner.kind == PASS and view.bids[seat] is not None:
            return passing  # it bid against its player's judgement once already: no higher
        if bid_advantage(game, view, self.model) <= self.threshold:
            return passing
        return inner if inner.kind == BID else min(bids, key=lambda a: a.value)


#: a call differs from its player's by at most this many tricks: the call data tried the players' calls and others
#: up to two away (``beliefs.data.call_shard``), so the model knows little about calls further off
SPAN = 2
#: move off its player's call only for more than this many expected points (the measured setting, docs/ai.md)
CALL_THRESHOLD = 0.0


class LearnedCaller:
    """``inner`` with its Callbreak call chosen by the call model. Without a committed model it is ``inner``."""

    def __init__(self, game: AnyGame, inner: Player[CallbreakView], name: str, threshold: float = CALL_THRESHOLD,
                 model: CallModel | None = None, span: int = SPAN) -> None:
        self.inner = inner
        self.name = name
        self.model = model if model is not None else call_model_for(game.key)
        self.threshold = threshold
        self.span = span

    def __getattr__(self, attr: str) -> Any:  # start_match, budget, ... of the player inside
        return getattr(self.inner, attr)

    def choose(self, game: AnyGame, view: CallbreakView, legal: Sequence[Action]) -> Action:
        return learned_call(game, view, legal, self.inner.choose(game, view, legal), self.model, self.threshold,
                            self.span)


def learned_call(game: AnyGame, view: CallbreakView, legal: Sequence[Action], inner: Action, model: CallModel | None = None,
                 threshold: float = CALL_THRESHOLD, span: int = SPAN) -> Action:
    """The call by the model (the committed one of the variant unless ``model``) where ``inner`` is its player's
    call: the legal call of best expected score within ``span`` of it, unless that beats it by no more than
    ``threshold`` points. Any other action, or no model, is ``inner`` unchanged."""
    model = model if model is not None else call_model_for(game.key)
    if model is None or inner.kind != BID:
        return inner
    near = sorted((a for a in legal if a.kind == BID and abs(a.value - inner.value) <= span), key=lambda a: a.value)
    if len(near) < 2:
        return inner
    values = expected_scores(game, view, model, [a.value for a in near])
    mine = next(i for i, a in enumerate(near) if a.value == inner.value)
    best = int(values.argmax())
    return near[best] if values[best] - values[mine] > threshold else inner
