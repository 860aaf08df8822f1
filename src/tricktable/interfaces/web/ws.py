"""The websocket of one seat (or of a watcher): ``/ws/{game_id}?token=…``.

The socket transport (Starlette's ``WebSocket``): :func:`seat_socket` and the one request loop every socket runs,
:func:`serve_requests`; what the requests do is the services' (:mod:`.seat_requests`, ``rooms``), which import no
web framework. Client messages are JSON objects in text frames (at most ``frames.MAX_MESSAGE`` bytes, at most
``ratelimit.RATE`` per second on average), read by :func:`~.frames.read_message` and parsed into the request models of :mod:`.protocol` (``sync``,
``action``, ``check``, ``hint``, ``next_hand``, ``end``, ``lang``); ``id`` (optional, a number or a string of at
most ``frames.MAX_ID`` characters) is copied into every reply to that message. Server messages: ``update`` (events
visible to the seat + its snapshot), ``ack`` (after the action is committed), ``check`` (ok / message), ``hint``,
``done`` (a ``next_hand`` or ``end`` with an id was carried out), ``error`` (code, message; nothing changed; code
``store-unavailable``: the server cannot save now, try again). Anything else (a binary frame, a value that is not
an object, deep nesting, a flood) is answered with an ``error`` and the connection stays open. The JSON Schema of
it all: ``docs/protocol.schema.json`` (``docs/socket.md``).

A watcher's token (given for a game without a human seat) shows the table from seat 0's chair; a watcher may
deal the next hand and end the match, never act for a seat. A browser's ``Origin`` must be the served host.
"""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable, Callable
from urllib.parse import urlsplit

from starlette.websockets import WebSocket, WebSocketDisconnect

from ...i18n import LANGUAGES, localizer
from ...storage import StoreUnavailable
from .frames import error, read_message, told
from .live_games import Unavailable
from .manager import Manager
from .outbox import Outbox, SendLimits
from .protocol import SEAT_TYPES, Request, Update, parse
from .ratelimit import BURST, RATE, RateLimit
from .saving import unsaved
from .seat_requests import handle_seat_message


def origin_allowed(ws: WebSocket) -> bool:
    """True unless a browser sent an ``Origin`` that is not this server (another site's page)."""
    origin = ws.headers.get("origin")
    if origin is None:
        return True  # not a browser (a bot, a script): the token is what counts
    host = ws.headers.get("host", "")
    try:
        parts = urlsplit(origin)
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and bool(parts.netloc) and parts.netloc.lower() == host.lower()


async def seat_socket(ws: WebSocket, manager: Manager, game_id: str, rate: tuple[float, float] = (RATE, BURST),
                      limits: SendLimits | None = None) -> None:
    """Serve one seat's (or watcher's) connection until it closes. Everything it is sent goes through its
    :class:`~.outbox.Outbox` (bounded: a client that falls behind is dropped)."""
    await ws.accept()
    lang = ws.query_params.get("lang", "en")
    send = Outbox(ws, lang if lang in LANGUAGES else "en", limits)
    if not origin_allowed(ws):
        return await send.refuse(told(send.lang, "origin", "socket-origin"), 4403)
    token = ws.query_params.get("token", "")
    try:
        viewer = await manager.authorized(game_id, token)
        if viewer is None:
            return await send.refuse(told(send.lang, "auth", "socket-auth"), 4403)
        live = await manager.fetch(game_id)
    except Unavailable as e:
        return await send.refuse(error(e.code, localizer(send.lang).message(e.message)),
                                 4503 if e.code == "busy" else 4410)
    except StoreUnavailable:  # the store cannot be read now (or cannot keep a resumed game's last result)
        return await send.refuse(unsaved(send.lang), 4503)  # the page tries again a little later
    if live is None:
        return await send.refuse(told(send.lang, "auth", "socket-auth"), 4403)

    seats = localizer("en").seats_for(live.session.game, viewer.seat)

    manager.subscribe(live, viewer, send)
    try:
        send.put(Update(type="update", events=[], state=live.views.snapshot(viewer.seat, viewer.watching)))
        # cards named in full on the page ("the green 7"): its card faces carry the language's colour letters
        await serve_requests(send, SEAT_TYPES, rate, lambda req: handle_seat_message(
            manager, live, viewer, req, send, lambda e: localizer(send.lang).error(e, seats=seats, cards="name")))
    finally:
        manager.unsubscribe(live, viewer, send)
        await send.finish()


async def serve_requests(out: Outbox, types: dict[str, type[Request]], rate: tuple[float, float],
                         handle: Callable[[Request], Awaitable[None]]) -> None:
    """The one request loop of every socket (a seat's, a watcher's, a room member's, a spectator's): read the
    client's frames until it goes away, or the server closes or drops the socket (``out``), and hand each request
    (:func:`read_message`, then parsed among ``types``: :mod:`.protocol`) to ``handle``. Refused here, each with
    an ``error`` and the socket kept: a binary frame, a request past the rate (``rate``: per second, burst), one
    :func:`read_message` refuses, and one the store cannot save now (``StoreUnavailable``: nothing was changed).
    ``handle`` answers everything else, its refusals included. The caller ends its subscriptions and
    :meth:`~.outbox.Outbox.finish`\\ es ``out`` after it."""
    limit = RateLimit(*rate)
    with contextlib.suppress(WebSocketDisconnect):
        while out.open:
            frame = await out.receive()
            if frame["type"] == "websocket.disconnect":
                break
            raw = frame.get("text")
            if raw is None:
                out.put(told(out.lang, "malformed", "socket-binary"))
                continue
            msg, msg_id, error = read_message(raw, out.lang)
            if not limit.allow():
                out.put(told(out.lang, "rate", "socket-rate", msg_id))
                continue
            if error is not None:
                out.put(error)
                continue
            assert msg is not None  # read_message gives the message or the error
            try:
                await handle(parse(msg, types))
            except StoreUnavailable:  # nothing was changed: the person is told, the socket stays
                out.put(unsaved(out.lang, msg_id))
