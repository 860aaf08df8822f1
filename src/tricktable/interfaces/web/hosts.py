"""The ``Host`` allow-list: a page from another site that a DNS-rebinding trick points at this server names that
site in its ``Host`` header, and is refused (HTTP 400, or a refused websocket) before it reaches the app.

``tricktable serve`` allows the address it listens on (plus ``localhost`` for a loopback address, and any literal
IP address when it listens on every interface, since a rebinding attack needs a domain name); ``--allowed-host``
adds names, for example the name of a reverse proxy.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable

from .hangup import ASGIApp, Receive, Scope, Send

LOOPBACK_NAMES = ("localhost",)
WILDCARDS = ("0.0.0.0", "::", "")


def host_name(header: str) -> str:
    """The host part of a ``Host`` header, without the port, lower case (``[::1]:8000`` → ``::1``)."""
    h = header.strip().lower()
    if h.startswith("["):
        return h[1:h.index("]")] if "]" in h else h
    return h.rsplit(":", 1)[0] if h.count(":") == 1 else h


def _is_ip(name: str) -> bool:
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


class HostPolicy:
    """Which ``Host`` names this server answers to: ``names``, and any literal IP address if ``any_ip``."""

    def __init__(self, names: Iterable[str], any_ip: bool = False) -> None:
        self.names = frozenset(host_name(n) for n in names if n.strip())
        self.any_ip = any_ip

    @classmethod
    def for_bind(cls, bind: str, extra: Iterable[str] = ()) -> HostPolicy:
        """The default of a server listening on ``bind``, plus the ``extra`` names."""
        names = set(extra)
        any_ip = bind in WILDCARDS
        if not any_ip:
            names.add(bind)
            if _is_ip(host_name(bind)) and ipaddress.ip_address(host_name(bind)).is_loopback:
                names.update(LOOPBACK_NAMES)
        return cls(names, any_ip)

    def allows(self, header: str | None) -> bool:
        if not header:
            return False
        name = host_name(header)
        return name in self.names or (self.any_ip and _is_ip(name))


class HostCheck:
    """ASGI middleware refusing HTTP requests and websockets whose ``Host`` the policy does not allow."""

    def __init__(self, app: ASGIApp, policy: HostPolicy) -> None:
        self.app, self.policy = app, policy

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] in ("http", "websocket"):
            host = next((v.decode("latin-1") for k, v in scope.get("headers", []) if k == b"host"), None)
            if not self.policy.allows(host):
                if scope["type"] == "websocket":
                    await send({"type": "websocket.close", "code": 4400})
                    return
                body = b"this server does not answer to that Host name (see tricktable serve --allowed-host)"
                await send({"type": "http.response.start", "status": 400,
                            "headers": [(b"content-type", b"text/plain; charset=utf-8"),
                                        (b"content-length", str(len(body)).encode())]})
                await send({"type": "http.response.body", "body": body})
                return
        await self.app(scope, receive, send)
