"""Players: random, per-family heuristics, the search player, and the kinds other layers and packages declare.

A *kind* names a player: ``random``, ``heuristic``, ``normal``... (a :class:`PlayerKind`: its factory, and whether
a table offers it or it is a measurement tool of the arena). A *scheme* names a family of kinds that carry an
argument after a colon, such as ``cmd:python mybot.py`` or ``bhoos:http://127.0.0.1:7000`` (external bots).

Both registries fill from entry points (``tricktable.engine.plugins``), not from whatever happened to be imported:
the groups ``tricktable.players`` and ``tricktable.schemes`` name functions that call :func:`register_kind` and
:func:`register_scheme` (this layer's search levels, the rl layer's ``openspiel-ismcts``, ``policy:`` and
``ismcts:``, the interfaces layer's ``cmd:``, ``http:`` and ``bhoos:``, and any installed package's). A lookup loads
the groups until it finds the name, a list loads them completely, so every process (the arena's workers too) knows
the same kinds. The ``ai`` layer still knows neither processes nor HTTP: it only calls what the entry points name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine.actions import Action
from ..engine.claims import claim_in
from ..engine.game import View
from ..engine.match import AnyGame
from ..engine.plugins import PluginGroup
from .base import AnyPlayer, Player, RandomPlayer


@dataclass(frozen=True)
class PlayerKind:
    """A player kind. ``table``: offered at a table (the terminal's ``play --ai``, ``bot --level``, the web page's
    settings and rooms); otherwise a measurement tool for the arena, built by name but never offered. ``order``:
    its place in a table's list (lower first, then by name)."""

    name: str
    factory: Callable[[AnyGame, int], AnyPlayer]
    table: bool = False
    order: int = 9


#: player kinds by name, as registered (:func:`register_kind`); ask through :func:`kind_info`, which loads them
PLAYER_KINDS: dict[str, PlayerKind] = {}

#: schemes: prefix -> factory(game, seed, argument) for kinds written ``prefix:argument``
PLAYER_SCHEMES: dict[str, Callable[[AnyGame, int, str], AnyPlayer]] = {}

#: the functions that register player kinds and schemes (``pyproject.toml``; other packages may add their own)
KIND_PLUGINS = PluginGroup("tricktable.players")
SCHEME_PLUGINS = PluginGroup("tricktable.schemes")


def register_kind(name: str, factory: Callable[[AnyGame, int], AnyPlayer], *, table: bool = False, order: int = 9) -> None:
    """Make the kind ``name`` available to :func:`make_player` (``factory(game, seed)``); ``table``: offered at a
    table (see :class:`PlayerKind`). Called by the functions the ``tricktable.players`` entry points name."""
    if not name or ":" in name or name.strip() != name:
        raise ValueError(f"a player kind is a name without ':' or spaces around it, not {name!r}")
    PLAYER_KINDS[name] = PlayerKind(name, factory, table, order)


def register_scheme(prefix: str, factory: Callable[[AnyGame, int, str], AnyPlayer]) -> None:
    """Make kinds ``prefix:argument`` available to :func:`make_player` (``factory(game, seed, argument)``). Called by
    the functions the ``tricktable.schemes`` entry points name (a scheme registered otherwise is known only in the
    process that registered it)."""
    if not prefix.isidentifier():
        raise ValueError(f"a player scheme is a plain word such as 'cmd', not {prefix!r}")
    PLAYER_SCHEMES[prefix] = factory


def register_basic_kinds() -> None:
    """``heuristic`` and ``random``, offered at every table (the entry point ``basic`` of ``tricktable.players``)."""
    register_kind("heuristic", _heuristic, table=True, order=3)
    register_kind("random", _random, table=True, order=99)


def _heuristic(game: AnyGame, seed: int = 0) -> AnyPlayer:
    from .heuristic import heuristic_player

    return heuristic_player(game, seed)


def _random(game: AnyGame, seed: int = 0) -> AnyPlayer:
    return RandomPlayer(seed)


def kind_info(kind: str) -> PlayerKind | None:
    """The registered kind ``kind`` (loading the kinds' entry points as far as needed), or None."""
    KIND_PLUGINS.load_until(lambda: kind in PLAYER_KINDS)
    return PLAYER_KINDS.get(kind)


def _scheme(prefix: str) -> Callable[[AnyGame, int, str], AnyPlayer] | None:
    SCHEME_PLUGINS.load_until(lambda: prefix in PLAYER_SCHEMES)
    return PLAYER_SCHEMES.get(prefix)


def make_player(kind: str, game: AnyGame, seed: int = 0) -> AnyPlayer:
    """Build a player by name: a registered kind (``random``, ``heuristic``, ``easy``, ``normal``...) or
    ``prefix:argument`` of a registered scheme; ValueError naming the known ones otherwise."""
    info = kind_info(kind)
    if info is not None:
        return info.factory(game, seed)
    prefix, sep, argument = kind.partition(":")
    scheme = _scheme(prefix) if sep else None
    if scheme is not None:
        if not argument.strip():
            raise ValueError(f"player '{kind}' needs something after '{prefix}:'")
        return scheme(game, seed, argument.strip())
    SCHEME_PLUGINS.load_all()
    known = ", ".join([*player_kinds(), *(f"{p}:..." for p in sorted(PLAYER_SCHEMES))])
    raise ValueError(f"unknown player '{kind}'; known players: {known}")


def make_player_or_fallback(kind: str, game: AnyGame, seed: int = 0) -> AnyPlayer:
    """The player a table seats for ``kind``: :func:`make_player`'s, else (the kind unknown here, or it cannot be
    made: a missing optional package, a family it does not play) the heuristic, else the random player, each
    seeded ``seed``. Never raises: a table never stalls for a player it cannot make (the web's AI seats, the daily
    challenge's AI run)."""
    for k in (kind, "heuristic"):
        try:
            return make_player(k, game, seed)
        except (ImportError, ValueError, AttributeError):
            continue
    return RandomPlayer(seed)


def fallback_move(game: AnyGame, seed: int, view: View, legal: list[Action]) -> Action:
    """The move a table makes when a player fails to decide (the web's AI seats, the daily challenge's AI run): the
    claim of the rest when the rules offer one (machine players always take it), else the heuristic player's,
    seeded ``seed``, else the random player's. Never raises."""
    claim = claim_in(legal)
    if claim is not None:
        return claim
    try:
        return make_player_or_fallback("heuristic", game, seed).choose(game, view, legal)
    except Exception:  # noqa: BLE001  (the last resort cannot fail)
        return RandomPlayer(seed).choose(game, view, legal)


def is_scheme_kind(kind: str) -> bool:
    """True for a kind written ``prefix:argument`` with a registered prefix (an external bot)."""
    prefix, sep, _ = kind.partition(":")
    return bool(sep) and _scheme(prefix) is not None


def player_kinds() -> list[str]:
    """Every registered kind (all entry points loaded): ``random``, ``heuristic``, then the others by name."""
    KIND_PLUGINS.load_all()
    first = [k for k in ("random", "heuristic") if k in PLAYER_KINDS]
    return first + sorted(k for k in PLAYER_KINDS if k not in first)


def table_kinds() -> list[str]:
    """The kinds a person may seat at a table, in the order a table lists them (:attr:`PlayerKind.order`): the one
    list the terminal, the ``bot`` command, the web page's settings and its rooms offer."""
    KIND_PLUGINS.load_all()
    offered = [k for k in PLAYER_KINDS.values() if k.table]
    return [k.name for k in sorted(offered, key=lambda k: (k.order, k.name))]


__all__ = [
    "AnyPlayer", "KIND_PLUGINS", "PLAYER_KINDS", "PLAYER_SCHEMES", "SCHEME_PLUGINS", "Player", "PlayerKind", "RandomPlayer",
    "fallback_move", "is_scheme_kind", "kind_info", "make_player", "make_player_or_fallback", "player_kinds", "register_basic_kinds", "register_kind",
    "register_scheme", "table_kinds",
]
