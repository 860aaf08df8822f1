"""Hanging up on a websocket client at once, when its close frame cannot reach it.

ASGI gives an app one way to end a websocket: its close frame, which goes out behind everything the server and the
operating system still hold for the client. A client that stopped reading has a full buffer (megabytes on a local
network), so its close never arrives, the server's own close waits for the buffer to drain, and the connection
lives on for as long as the client keeps acknowledging without reading. The :class:`~.outbox.Outbox` therefore
hangs up on a client it dropped once its deadline has passed, through the hook this module provides:

- :class:`Hangups`, an ASGI middleware, puts a hang-up of the server's transport under the scope key ``HANGUP``
  of each websocket. Servers built on asyncio protocols (uvicorn's websocket protocols) hand the app their own
  bound ``send``, whose protocol holds the transport. The hang-up (:func:`reset`) sets the socket to linger for
  no time, then aborts the transport: the system resets the connection and drops what it held for the client
  (a plain abort, or close, only drops the transport's own buffer: the system would still deliver the rest,
  megabytes of stale updates, to a slow reader, for as long as it takes).
- :func:`hangup_of` reads it back from a Starlette ``WebSocket`` (or anything with a ``scope``): None under a
  server without such a transport (the test client, the cluster's virtual sockets), where the close frame stays
  the only way.
"""

from __future__ import annotations

import contextlib
import socket
import struct
from collections.abc import Awaitable, Callable, MutableMapping
from functools import partial
from typing import Any

#: the scope key of a websocket's hang-up (a callable that ends the connection at once), when the server has one
HANGUP = "tricktable.hangup"

# ASGI's types, as Starlette writes them (this module and the Host check are services: no framework import)
Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


class Hangups:
    """ASGI middleware: each websocket's scope gets its transport's ``abort`` under ``HANGUP`` when the server's
    ``send`` is a method of a protocol that holds a transport (it must be the outermost layer that sees ``send``
    unwrapped; Starlette's own middleware passes a websocket's ``send`` through)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope.get("type") == "websocket":
            transport = getattr(getattr(send, "__self__", None), "transport", None)
            if callable(getattr(transport, "abort", None)):
                scope = {**scope, HANGUP: partial(reset, transport)}
        await self.app(scope, receive, send)


def reset(transport: Any) -> None:
    """End ``transport``'s connection at once: its socket set to linger for no time (so that closing it resets the
    connection and drops what the system held for the peer), then the transport aborted."""
    sock = transport.get_extra_info("socket")
    if sock is not None:
        with contextlib.suppress(OSError, AttributeError, TypeError):
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    transport.abort()


def hangup_of(ws: object) -> Callable[[], None] | None:
    """The hang-up of websocket ``ws`` (a callable ending its connection at once), or None if its server gave
    none."""
    scope = getattr(ws, "scope", None)
    hangup = scope.get(HANGUP) if isinstance(scope, MutableMapping) else None
    return hangup if callable(hangup) else None


__all__ = ["HANGUP", "Hangups", "hangup_of", "reset"]
