"""Rule-based players, one module per family (``tricktable.ai.heuristic.<family>`` defines ``HeuristicPlayer``)."""

from __future__ import annotations

from importlib import import_module

from ...engine import Game


def heuristic_player(game: Game, seed: int = 0):
    """The family's heuristic player for ``game``."""
    module = import_module(f"{__name__}.{game.family}")
    return module.HeuristicPlayer(game, seed=seed)
