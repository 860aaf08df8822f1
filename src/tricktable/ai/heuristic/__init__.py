"""Rule-based players, one module per family (``tricktable.ai.heuristic.<family>`` defines ``HeuristicPlayer``)."""

from __future__ import annotations

from importlib import import_module

from ...engine.match import AnyGame
from ..base import AnyPlayer


def heuristic_player(game: AnyGame, seed: int = 0) -> AnyPlayer:
    """The family's heuristic player for ``game`` (a ``Player`` of the family's view)."""
    module = import_module(f"{__name__}.{game.family}")
    player: AnyPlayer = module.HeuristicPlayer(game, seed=seed)
    return player
