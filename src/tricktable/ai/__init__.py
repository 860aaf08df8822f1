"""Players: random, per-family heuristics, and (later) the search player. They see only a seat's view."""

from __future__ import annotations

from collections.abc import Callable

from ..engine import Game
from .base import Player, RandomPlayer

#: extra player kinds registered by other modules (e.g. the search player's skill levels)
PLAYER_KINDS: dict[str, Callable[[Game, int], Player]] = {}

#: kinds that are measurement tools for the arena, not table opponents (never offered at a table)
MEASUREMENT_KINDS = frozenset({"cheater", "baseline", "normal-bid-inference", "normal-sim-auction", "normal-v1"})


def make_player(kind: str, game: Game, seed: int = 0) -> Player:
    """Build a player by name: ``random``, ``heuristic``, or a registered kind (``easy``, ``normal``, ...)."""
    if kind == "random":
        return RandomPlayer(seed)
    if kind == "heuristic":
        from .heuristic import heuristic_player

        return heuristic_player(game, seed)
    if kind in PLAYER_KINDS:
        return PLAYER_KINDS[kind](game, seed)
    known = ", ".join(["random", "heuristic", *sorted(PLAYER_KINDS)])
    raise ValueError(f"unknown player '{kind}'; known players: {known}")


def player_kinds() -> list[str]:
    return ["random", "heuristic", *sorted(PLAYER_KINDS)]


__all__ = ["MEASUREMENT_KINDS", "PLAYER_KINDS", "Player", "RandomPlayer", "make_player", "player_kinds"]
from . import search as _search  # noqa: E402,F401  (registers easy, normal, hard, cheater, baseline)
