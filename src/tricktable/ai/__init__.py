"""Players: random, per-family heuristics, and (later) the search player. They see only a seat's view."""

from __future__ import annotations

from collections.abc import Callable

from ..engine import Game
from .base import Player, RandomPlayer

#: extra player kinds registered by other modules (e.g. the search player's skill levels)
PLAYER_KINDS: dict[str, Callable[[Game, int], Player]] = {}

#: kinds with an argument, ``prefix:argument`` (``policy:PATH``, ``openspiel-ismcts:200``), by prefix: a factory
#: ``(game, seed, argument)``. The rl layer registers its kinds here when first asked for (see ``_load_plugins``).
PLAYER_PREFIXES: dict[str, Callable[[Game, int, str], Player]] = {}

#: kinds that are measurement tools for the arena, not table opponents (never offered at a table)
MEASUREMENT_KINDS = frozenset({"cheater", "baseline", "normal-bid-inference", "normal-sim-auction"})


def make_player(kind: str, game: Game, seed: int = 0) -> Player:
    """Build a player by name: ``random``, ``heuristic``, or a registered kind (``easy``, ``normal``, ...)."""
    if kind == "random":
        return RandomPlayer(seed)
    if kind == "heuristic":
        from .heuristic import heuristic_player

        return heuristic_player(game, seed)
    if kind in PLAYER_KINDS:
        return PLAYER_KINDS[kind](game, seed)
    prefix, _, arg = kind.partition(":")
    if prefix not in PLAYER_PREFIXES:
        _load_plugins()
    if prefix in PLAYER_PREFIXES:
        return PLAYER_PREFIXES[prefix](game, seed, arg)
    known = ", ".join(["random", "heuristic", *sorted(PLAYER_KINDS), "policy:PATH", "openspiel-ismcts[:N]"])
    raise ValueError(f"unknown player '{kind}'; known players: {known}")


def _load_plugins() -> None:
    """Register the player kinds of the optional rl layer (``policy:PATH``, ``openspiel-ismcts``), if installed.

    A plugin hook like the engine registry's lazy import of the games: the import contract lists the exception."""
    try:
        from ..rl import players  # noqa: F401
    except ImportError:  # the rl extra is not installed: those kinds stay unknown
        pass


def player_kinds() -> list[str]:
    return ["random", "heuristic", *sorted(PLAYER_KINDS)]


__all__ = ["MEASUREMENT_KINDS", "PLAYER_KINDS", "PLAYER_PREFIXES", "Player", "RandomPlayer", "make_player", "player_kinds"]
from . import search as _search  # noqa: E402,F401  (registers easy, normal, hard, cheater, baseline)
