"""Bots that talk: external programs in our seats, and our AI in other programs' harnesses.

Player kinds this package registers with ``tricktable.ai`` (so the arena, the terminal and, when allowed, the
web table can seat them):

- ``cmd:COMMAND`` - a bot process speaking the tricktable protocol as JSON lines on stdio (``docs/protocol.md``);
- ``http:URL`` - a bot speaking the tricktable protocol over HTTP, one POST per message;
- ``bhoos:URL`` - a Callbreak bot speaking the Bhoos competition protocol (docs/rules/callbreak.md).

The other way round, :mod:`.botside` (``tricktable bot stdio``) and :mod:`.servers` (``tricktable bot serve``)
put our AI behind those protocols. The ``ai`` layer knows neither processes nor HTTP: it only keeps a registry of
schemes (``ai.register_scheme``), which :func:`register` fills when the registry loads the entry point ``bots`` of
``tricktable.schemes`` (in every process that asks, the arena's workers too).
"""

from __future__ import annotations

from collections.abc import Callable

from ... import ai
from ...engine.match import AnyGame
from .bhoos_player import bhoos_player
from .external import http_player, stdio_player

#: the schemes of external bots
SCHEMES: dict[str, Callable[[AnyGame, int, str], ai.AnyPlayer]] = {
    "cmd": stdio_player, "http": http_player, "bhoos": bhoos_player}


def register() -> None:
    """Make ``cmd:``, ``http:`` and ``bhoos:`` kinds available to ``ai.make_player``."""
    for prefix, factory in SCHEMES.items():
        ai.register_scheme(prefix, factory)
