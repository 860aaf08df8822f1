"""Serving the web app from the command line: the listening socket is bound before anything starts (a taken port is
told at once, in the reader's language), and the "running at" line is printed only once uvicorn listens on it."""

from __future__ import annotations

import contextlib
import errno
import socket
from collections.abc import Callable
from typing import Any

from ...messages import MessageError


class ListenError(MessageError):
    """The address cannot be listened on: ``serve-port-taken``, ``serve-port-denied`` or ``serve-cannot-listen``
    (params ``host``, ``port`` as text, and ``reason`` for the last)."""


def bind_listener(host: str, port: int) -> socket.socket:
    """A TCP socket bound to ``host``:``port`` (port 0: one the system picks), as uvicorn binds it (IPv6 when
    ``host`` has a colon, ``SO_REUSEADDR`` so a restart does not wait for old connections). Raises ListenError."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host.strip("[]"), port))
    except OSError as e:
        sock.close()
        where = {"host": host, "port": str(port)}
        if e.errno == errno.EADDRINUSE:
            raise ListenError("serve-port-taken", **where) from None
        if e.errno == errno.EACCES:
            raise ListenError("serve-port-denied", **where) from None
        raise ListenError("serve-cannot-listen", **where, reason=e.strerror or str(e)) from None
    sock.set_inheritable(True)
    return sock


def serve_on(app: Any, sock: socket.socket, on_listening: Callable[[], None], **config: Any) -> bool:
    """Run ``app`` with uvicorn on the bound ``sock`` until stopped; ``on_listening()`` is called once the app has
    started and the socket accepts connections (never if start-up fails). ``config``: more ``uvicorn.Config``
    settings. True if the server started."""
    import uvicorn

    class _Server(uvicorn.Server):
        async def startup(self, sockets: list[socket.socket] | None = None) -> None:
            await super().startup(sockets=sockets)
            if self.started and not self.should_exit:
                on_listening()

    host, port = sock.getsockname()[:2]
    server = _Server(uvicorn.Config(app, host=host, port=port, **config))
    with contextlib.suppress(KeyboardInterrupt):
        server.run(sockets=[sock])
    return server.started


def shown_url(host: str, port: int) -> str:
    """The URL to open on this computer for a server listening on ``host``:``port``."""
    shown = "127.0.0.1" if host in ("0.0.0.0", "::", "") else host
    if ":" in shown and not shown.startswith("["):
        shown = f"[{shown}]"
    return f"http://{shown}:{port}/"
