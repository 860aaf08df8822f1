"""The bid model evaluated with NumPy alone: from the bid features (``features.complete``), the expected score of bidding the
lowest bid allowed minus that of passing, for the seat's side (its score change minus the other side's, in points),
when every later decision is the self-play players'. Weights are ``tricktable/ai/models/bids-<family>-<variant>.npz``
(``w0, b0, ...``, ``key``), exported by ``train``."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from ...engine import Game
from ..beliefs.model import MLP, committed_path
from .features import bid_features, complete

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


def bid_advantage(game: Game, view: Any, model: BidModel) -> float:
    """The model's expected points of bidding over passing at ``view``'s bidding decision."""
    return float(model.advantage(complete(game, bid_features(game, view))))
