"""The bid model evaluated with NumPy alone: from the bid features (``features.complete``), the expected score of bidding the
lowest bid allowed minus that of passing, for the seat's side (its score change minus the other side's, in points),
when every later decision is the self-play players'. Weights are ``tricktable/ai/models/bids-<family>-<variant>.npz``
(``w0, b0, ...``, ``key``), exported by ``train``.

The Callbreak call model (``calls-<family>-<variant>.npz``): from the call features and a candidate call
(``features.with_call``), the probability of each number of tricks 0..13 the seat takes if it calls that, when every
later decision is the self-play players'; the expected score of every call follows from the variant's scoring
(``expected_scores``)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from ...engine.match import AnyGame
from ...games.callbreak.view import CallbreakView
from ...games.rook.view import RookView
from ..beliefs.model import MLP, committed_path, softmax
from .features import bid_features, call_features, complete, with_call

#: the network's output is the advantage in units of this many points (the targets are scaled by it in training)
SCALE = 100.0


class BidModel(MLP):
    """``advantage(x)``: the expected points of bidding over passing for input ``x`` (one row or a batch)."""

    def advantage(self, x: np.ndarray) -> np.ndarray:
        return self.forward(x)[..., 0] * SCALE


def model_path(key: str) -> Path:
    return committed_path("bids", key)


@lru_cache(maxsize=16)
def model_for(key: str) -> BidModel | None:
    """The committed bid model of variant ``key``, or None when there is none."""
    path = model_path(key)
    return BidModel.load(path) if path.exists() else None


def bid_advantage(game: AnyGame, view: RookView, model: BidModel) -> float:
    """The model's expected points of bidding over passing at ``view``'s bidding decision."""
    return float(model.advantage(complete(game, bid_features(game, view))))


class CallModel(MLP):
    """``tricks(x)``: for rows of ``with_call`` inputs, the probabilities of taking 0..13 tricks (rows sum to 1)."""

    def tricks(self, x: np.ndarray) -> np.ndarray:
        return softmax(self.forward(x))


def call_model_path(key: str) -> Path:
    return committed_path("calls", key)


@lru_cache(maxsize=16)
def call_model_for(key: str) -> CallModel | None:
    """The committed call model of variant ``key``, or None when there is none."""
    path = call_model_path(key)
    return CallModel.load(path) if path.exists() else None


def score_table(game: AnyGame, calls: Any) -> np.ndarray:
    """(calls, 14): the hand score of each call in ``calls`` for each number of tricks 0..13 (variant's scoring)."""
    from ..search.families.callbreak import call_score

    return np.array([[call_score(int(c), t, game.config) for t in range(14)] for c in calls], dtype=np.float64)


def expected_scores(game: AnyGame, view: CallbreakView, model: CallModel, calls: Any) -> np.ndarray:
    """The model's expected hand score for each of ``calls`` at ``view``'s call."""
    p = model.tricks(with_call(call_features(game, view), calls)).astype(np.float64)
    scores: np.ndarray = (p * score_table(game, calls)).sum(axis=1)
    return scores
