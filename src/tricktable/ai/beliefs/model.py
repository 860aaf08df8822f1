"""A belief model evaluated with NumPy alone: an MLP from the view features to, per card identity, a probability
over the ``SLOTS`` places. The weights are a small ``.npz`` (``w0, b0, w1, b1, w2, b2`` and ``key``) exported by
``train``, and optionally ``features``, the inputs it reads (``features.FEATURES``; without it the RL observation
alone); committed models live in ``tricktable/ai/models/beliefs-<family>-<variant>.npz``."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from ...engine.game import View
from ...engine.match import AnyGame
from ..base import seat_of
from ..search.worlds import Knowledge
from .features import SLOTS, class_slot, encoder_for, model_input

MODELS = Path(__file__).resolve().parent.parent / "models"


class MLP:
    """A ReLU network from exported weights (``w0, b0, w1, b1, ...`` and ``key``): ``forward(x)`` is its output."""

    def __init__(self, arrays: dict[str, np.ndarray]) -> None:
        self.key = str(arrays["key"])
        self.layers = []
        i = 0
        while f"w{i}" in arrays:
            self.layers.append((arrays[f"w{i}"].astype(np.float32), arrays[f"b{i}"].astype(np.float32)))
            i += 1
        self.inputs = self.layers[0][0].shape[0]
        self.outputs = self.layers[-1][0].shape[1]

    @classmethod
    def load(cls, path: str | Path) -> Any:
        with np.load(path) as data:
            return cls({name: data[name] for name in data.files})

    def forward(self, x: np.ndarray) -> np.ndarray:
        h = x.astype(np.float32)
        for w, b in self.layers[:-1]:
            h = np.maximum(h @ w + b, 0.0)
        w, b = self.layers[-1]
        return h @ w + b


def softmax(z: np.ndarray) -> np.ndarray:
    """Probabilities over the last axis."""
    z = np.exp(z - z.max(axis=-1, keepdims=True))
    p: np.ndarray = z / z.sum(axis=-1, keepdims=True)
    return p


class BeliefModel(MLP):
    """``probs(x)``: for an input vector, a (cards, SLOTS) array of probabilities (rows sum to 1)."""

    def __init__(self, arrays: dict[str, np.ndarray]) -> None:
        super().__init__(arrays)
        self.cards = self.outputs // SLOTS
        #: the inputs it reads (``features.model_input``)
        self.features = str(arrays["features"]) if "features" in arrays else "rl"

    def view_probs(self, game: AnyGame, view: View) -> np.ndarray:
        """The (cards, SLOTS) probabilities for one seat's ``view``."""
        return self.probs(model_input(game, view, self.features))

    def logits(self, x: np.ndarray) -> np.ndarray:
        return self.forward(x).reshape(*x.shape[:-1], self.cards, SLOTS)

    def probs(self, x: np.ndarray) -> np.ndarray:
        return softmax(self.logits(x))


def committed_path(kind: str, key: str) -> Path:
    """The committed weights of ``kind`` (``beliefs``, ``bids``) for variant ``key``."""
    return MODELS / f"{kind}-{key.replace('/', '-')}.npz"


def model_path(key: str, name: str = "") -> Path:
    """The committed belief weights of variant ``key``: its default, or the one called ``name``
    (``beliefs-<family>-<variant>-<name>.npz``)."""
    path = committed_path("beliefs", key)
    return path.with_name(f"{path.stem}-{name}.npz") if name else path


@lru_cache(maxsize=16)
def model_for(key: str, name: str = "") -> BeliefModel | None:
    """The committed model of variant ``key`` (``name``: another than its default), or None when there is none."""
    path = model_path(key, name)
    return BeliefModel.load(path) if path.exists() else None


def card_priors(game: AnyGame, view: View, k: Knowledge, model: BeliefModel, power: float = 1.0,
                uniform: float = 0.0) -> dict[int, dict[int, float]]:
    """Per hidden card, a weight per absolute slot from the model's probabilities, tempered (to ``power``, with a
    share ``uniform`` of the uniform distribution mixed in). Every weight stays above zero, so the hard facts alone
    decide what is possible."""
    p = model.view_probs(game, view)
    if power != 1.0:
        p = p ** power
        p /= p.sum(axis=-1, keepdims=True)
    p = (1.0 - uniform) * p + uniform / SLOTS
    ix = encoder_for(game.key).card_index
    me = seat_of(view)
    return {c: {class_slot(j, me): max(float(p[ix[c], j]), 1e-6) for j in range(SLOTS)} for c in set(k.hidden)}
