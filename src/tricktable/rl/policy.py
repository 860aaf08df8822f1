"""Trained policies as plain arrays: a multilayer perceptron exported to ``.npz`` and played with numpy alone.

File format (``numpy.savez``): ``meta`` (a JSON string: ``variant``, ``options``, ``observation_size``,
``action_size``, ``activation`` ``"tanh"`` or ``"relu"``, ``layers`` the number of weight matrices) and ``W0``,
``b0``, ``W1``, ``b1``… with ``W`` shaped (outputs, inputs). The last layer gives one logit per action index; the
player takes the legal index with the highest logit (deterministic), card by card for multi-card actions.
``examples/train_callbreak.py`` writes such a file from a MaskablePPO policy; ``policy:PATH`` seats it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ..engine import Action
from ..engine.game import View
from ..engine.match import AnyGame
from .actions import ActionCodec
from .encoding import Encoder

ACTIVATIONS: dict[str, Callable[[np.ndarray], np.ndarray]] = {"tanh": np.tanh, "relu": lambda x: np.maximum(x, 0.0)}


def save_policy(path: str | Path, weights: Sequence[tuple[np.ndarray, np.ndarray]], *, variant: str,
                options: dict[str, Any] | None = None, activation: str = "tanh") -> None:
    """Write an MLP (``[(W, b), ...]``, last layer = action logits) for ``variant`` to ``path``."""
    if activation not in ACTIVATIONS:
        raise ValueError(f"activation must be one of {', '.join(ACTIVATIONS)}")
    arrays: dict[str, np.ndarray] = {}
    for i, (w, b) in enumerate(weights):
        arrays[f"W{i}"], arrays[f"b{i}"] = np.asarray(w, np.float32), np.asarray(b, np.float32)
    meta = {"variant": variant, "options": options or {}, "observation_size": int(weights[0][0].shape[1]),
            "action_size": int(weights[-1][0].shape[0]), "activation": activation, "layers": len(weights)}
    contents: dict[str, Any] = {"meta": np.array(json.dumps(meta)), **arrays}
    np.savez(path, **contents)


class PolicyPlayer:
    """A seat played by an exported policy: the seat's observation in, the best legal index out."""

    def __init__(self, game: AnyGame, weights: list[tuple[np.ndarray, np.ndarray]], activation: str = "tanh",
                 name: str = "policy") -> None:
        self.game, self.name = game, name
        self.codec = ActionCodec(game)
        self.encoder = Encoder(game, self.codec)
        self.weights, self.act = weights, ACTIVATIONS[activation]
        if weights[0][0].shape[1] != self.encoder.size or weights[-1][0].shape[0] != self.codec.size:
            raise ValueError(f"this policy's sizes ({weights[0][0].shape[1]} observations, {weights[-1][0].shape[0]} "
                             f"actions) do not fit {game.key} ({self.encoder.size}, {self.codec.size})")

    @classmethod
    def load(cls, path: str | Path, game: AnyGame) -> PolicyPlayer:
        try:
            data = np.load(path, allow_pickle=False)
            meta = json.loads(str(data["meta"]))
            weights = [(data[f"W{i}"], data[f"b{i}"]) for i in range(int(meta["layers"]))]
        except (OSError, KeyError, ValueError) as e:
            raise ValueError(f"cannot read the policy {path}: {e}") from None
        if meta["variant"] != game.key:
            raise ValueError(f"the policy {path} was trained for {meta['variant']}, not {game.key}")
        return cls(game, weights, meta.get("activation", "tanh"), name=f"policy:{path}")

    def logits(self, obs: np.ndarray) -> np.ndarray:
        h = obs
        last = len(self.weights) - 1
        for i, (w, b) in enumerate(self.weights):
            h = w @ h + b
            if i < last:
                h = self.act(h)
        return h

    def best(self, view: View, selection: tuple[int, ...], legal: list[int]) -> int:
        logits = self.logits(self.encoder.encode(view, selection))
        return max(legal, key=lambda i: logits[i])

    def choose(self, game: AnyGame, view: View, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if not self.codec.multi_card or view.phase in ("bid", "trump", "declare") or (
                view.phase == "play" and not self.codec.plays_card_by_card):
            by_index = {self.codec.index_of(a): a for a in legal}
            return by_index[self.best(view, (), sorted(by_index))]
        return self._build(game, view, legal)

    def _build(self, game: AnyGame, view: View, legal: Sequence[Action]) -> Action:
        """A multi-card action card by card: the best card among those that keep one of ``legal`` reachable."""
        options = [a for a in legal if a.kind in ("play", "discard")]
        chosen: list[int] = []
        card, ix = self.codec.blocks["card"].start, self.codec.card_index
        while True:
            done = [a for a in options if len(a.cards) == len(chosen)]
            offered = sorted({card + ix[c] for a in options for c in _rest(a.cards, chosen)})
            if done and "done" in self.codec.blocks:
                offered.append(self.codec.blocks["done"].start)
            if not offered:
                return done[0]
            pick = self.best(view, tuple(chosen), offered)
            if "done" in self.codec.blocks and pick == self.codec.blocks["done"].start:
                return done[0]
            chosen.append(self.codec.cards[pick - card])
            options = [a for a in options if not _rest_missing(a.cards, chosen)]
            if len(options) == 1 and len(options[0].cards) == len(chosen):
                return options[0]


def _rest(cards: Sequence[int], chosen: Sequence[int]) -> list[int]:
    left = list(cards)
    for c in chosen:
        if c not in left:
            return []
        left.remove(c)
    return left


def _rest_missing(cards: Sequence[int], chosen: Sequence[int]) -> bool:
    left = list(cards)
    for c in chosen:
        if c not in left:
            return True
        left.remove(c)
    return False
