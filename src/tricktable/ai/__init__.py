"""Players: random, per-family heuristics, the search player, and kinds other layers register.

A *kind* names a player: ``random``, ``heuristic``, ``normal``... A *scheme* names a family of kinds that carry an
argument after a colon, such as ``cmd:python mybot.py`` or ``bhoos:http://127.0.0.1:7000`` (external bots). The
``ai`` layer knows neither processes nor HTTP: the interfaces layer registers those schemes here
(:func:`register_scheme`), and the arena hands the registered schemes to its worker processes
(:func:`scheme_snapshot` / :func:`install_schemes`), so every process that builds players knows the same kinds.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from ..engine import Game
from .base import Player, RandomPlayer

#: extra player kinds registered by other modules (e.g. the search player's skill levels)
PLAYER_KINDS: dict[str, Callable[[Game, int], Player]] = {}

#: schemes: prefix -> factory(game, seed, argument) for kinds written ``prefix:argument``
PLAYER_SCHEMES: dict[str, Callable[[Game, int, str], Player]] = {}

#: kinds that are measurement tools for the arena, not table opponents (never offered at a table)
MEASUREMENT_KINDS = frozenset({"cheater", "baseline", "normal-bid-inference", "normal-sim-auction", "normal-v1",
                               "normal-uncapped", "normal-discard-inference", "normal-call48", "normal-beliefs",
                               "normal-bids", "heuristic-bids",
                               "normal-v2", "normal-tail3", "hard-tail3", "normal-w60", "hard-deep-tail3", "hard-v2",
                               "normal-beliefs-play", "hard-play", "normal-beliefs-iw",
                               "normal-calls", "normal-beliefs-iw-calls", "normal-joint",
                               "normal-sense", "normal-sense-beliefs", "normal-sense-iw",
                               "openspiel-ismcts"})


def make_player(kind: str, game: Game, seed: int = 0) -> Player:
    """Build a player by name: ``random``, ``heuristic``, or a registered kind (``easy``, ``normal``, ...)."""
    if kind == "random":
        return RandomPlayer(seed)
    if kind == "heuristic":
        from .heuristic import heuristic_player

        return heuristic_player(game, seed)
    if kind in PLAYER_KINDS:
        return PLAYER_KINDS[kind](game, seed)
    prefix, sep, argument = kind.partition(":")
    if kind not in PLAYER_KINDS and prefix not in PLAYER_SCHEMES:
        _load_plugins()
        if kind in PLAYER_KINDS:
            return PLAYER_KINDS[kind](game, seed)
    if sep and prefix in PLAYER_SCHEMES:
        if not argument.strip():
            raise ValueError(f"player '{kind}' needs something after '{prefix}:'")
        return PLAYER_SCHEMES[prefix](game, seed, argument.strip())
    known = ", ".join(["random", "heuristic", *sorted(PLAYER_KINDS), *(f"{p}:..." for p in sorted(PLAYER_SCHEMES))])
    raise ValueError(f"unknown player '{kind}'; known players: {known}")


def _load_plugins() -> None:
    """Register the player kinds of the optional rl layer (``policy:PATH``, ``openspiel-ismcts``, ``ismcts:N``)
    when one is first asked for. A plugin hook like the engine registry's lazy import of the games: the import
    contract lists this exception. Without the rl extra those kinds stay unknown."""
    with contextlib.suppress(ImportError):
        from ..rl import players  # noqa: F401


def register_scheme(prefix: str, factory: Callable[[Game, int, str], Player]) -> None:
    """Make kinds ``prefix:argument`` available to :func:`make_player` (``factory(game, seed, argument)``).

    Factories should be module-level functions: the arena pickles them by reference into its worker processes."""
    if not prefix.isidentifier():
        raise ValueError(f"a player scheme is a plain word such as 'cmd', not {prefix!r}")
    PLAYER_SCHEMES[prefix] = factory


def is_scheme_kind(kind: str) -> bool:
    """True for a kind written ``prefix:argument`` with a registered prefix (an external bot)."""
    prefix, sep, _ = kind.partition(":")
    return bool(sep) and prefix in PLAYER_SCHEMES


def scheme_snapshot() -> dict[str, Callable[[Game, int, str], Player]]:
    """The registered schemes, to hand to a worker process (:func:`install_schemes`)."""
    return dict(PLAYER_SCHEMES)


def install_schemes(schemes: dict[str, Callable[[Game, int, str], Player]]) -> None:
    """Register ``schemes`` in this process (a worker's initializer; unpickling imports their modules)."""
    PLAYER_SCHEMES.update(schemes)


def player_kinds() -> list[str]:
    return ["random", "heuristic", *sorted(PLAYER_KINDS)]


__all__ = [
    "MEASUREMENT_KINDS", "PLAYER_KINDS", "PLAYER_SCHEMES", "Player", "RandomPlayer", "install_schemes",
    "is_scheme_kind", "make_player", "player_kinds", "register_scheme", "scheme_snapshot",
]
from . import search as _search  # noqa: E402,F401  (registers easy, normal, hard, cheater, baseline)
