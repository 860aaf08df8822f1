"""The websocket of one seat (or of a watcher): ``/ws/{game_id}?token=…``.

Client messages are JSON objects in text frames (at most ``MAX_MESSAGE`` bytes, at most ``RATE`` per second on
average), read by :func:`read_message` and parsed into the request models of :mod:`.protocol` (``sync``,
``action``, ``check``, ``hint``, ``next_hand``, ``end``, ``lang``); ``id`` (optional, a number or a string of at
most ``MAX_ID`` characters) is copied into every reply to that message. Server messages: ``update`` (events
visible to the seat + its snapshot), ``ack`` (after the action is committed), ``check`` (ok / message), ``hint``,
``done`` (a ``next_hand`` or ``end`` with an id was carried out), ``error`` (code, message; nothing changed; code
``store-unavailable``: the server cannot save now, try again). Anything else (a binary frame, a value that is not
an object, deep nesting, a flood) is answered with an ``error`` and the connection stays open. The JSON Schema of
it all: ``docs/protocol.schema.json`` (``docs/socket.md``).

A watcher's token (given for a game without a human seat) shows the table from seat 0's chair; a watcher may
deal the next hand and end the match, never act for a seat. A browser's ``Origin`` must be the served host.
"""

from __future__ import annotations

import json
import logging
import math
import re
import time
from typing import Any, Protocol
from urllib.parse import urlsplit

import orjson
from starlette.websockets import WebSocket, WebSocketDisconnect

from ...engine.errors import IllegalAction, MalformedAction, NotYourTurn, RuleError
from ...i18n import LANGUAGES, localizer
from ...storage import StoreUnavailable
from .ai_pool import Busy
from .manager import Manager, Unavailable, Viewer
from .outbox import Outbox, SendLimits
from .protocol import SEAT_TYPES, Act, Check, End, ErrorReply, Hint, NextHand, Request, SetLang, Sync, parse
from .saving import unsaved

log = logging.getLogger(__name__)

MAX_MESSAGE = 2048
MAX_ID = 64
MAX_DEPTH = 4  # a message is an object of plain values; a few levels leave room to grow
RATE, BURST = 10.0, 30.0
_NO_ID = object()
_LONG_NUMBER = re.compile(r"\d{10}")  # no game's action holds a number this long; one could not be written back


class RateLimit:
    """A token bucket: ``BURST`` messages at once, refilled at ``RATE`` per second."""

    def __init__(self, rate: float = RATE, burst: float = BURST) -> None:
        self.rate, self.burst, self.tokens, self.last = rate, burst, burst, time.monotonic()

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class SharedBuckets(Protocol):
    """Token buckets every process of a cluster shares (``bus.Bus``)."""

    async def allow(self, name: str, rate: float, burst: float) -> bool: ...


class HostRateLimit:
    """One :class:`RateLimit` per client address (for requests that start work: new games, new rooms, joins). The
    table of addresses is bounded: past ``max_hosts`` it starts afresh.

    In a cluster (:attr:`shared` set, and a ``name``), :meth:`allows` also takes a token from the address's bucket
    the processes share: the limit holds across the cluster, wherever a proxy sends the requests. If the shared
    buckets cannot be asked, this process's own answer stands."""

    def __init__(self, rate: float, burst: float, max_hosts: int = 10000, name: str = "") -> None:
        self.rate, self.burst, self.max_hosts, self.name = rate, burst, max_hosts, name
        self.buckets: dict[str, RateLimit] = {}
        self.shared: SharedBuckets | None = None

    def allow(self, request: Any) -> bool:
        """This process's own bucket for the request's address."""
        return self.allow_host(request.client.host if request.client else "?")

    def allow_host(self, host: str) -> bool:
        if len(self.buckets) > self.max_hosts:
            self.buckets.clear()
        return self.buckets.setdefault(host, RateLimit(self.rate, self.burst)).allow()

    async def allows(self, request: Any) -> bool:
        """:meth:`allow`, and in a cluster the shared bucket of the address too."""
        return await self.allows_host(request.client.host if request.client else "?")

    async def allows_host(self, host: str) -> bool:
        if not self.allow_host(host):
            return False
        if self.shared is None or not self.name:
            return True
        try:
            return await self.shared.allow(f"{self.name}:{host}", self.rate, self.burst)
        except Exception as e:  # noqa: BLE001 (the bus is down: each process limits on its own meanwhile)
            log.warning("the shared rate limit %s cannot be asked: %s", self.name, e)
            return True


def _error(code: str, message: str, msg_id: Any = None) -> dict[str, Any]:
    out = {"type": "error", "code": code, "message": message}
    if msg_id is not None:
        out["id"] = msg_id
    return out


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


def told(lang: str, code: str, msg_id: str, request_id: Any = None, /, **params: Any) -> dict[str, Any]:
    """An ``error`` message (:class:`~.protocol.ErrorReply` as sent): ``code`` for programs, the message
    ``msg_id`` with its ``params`` written in ``lang`` for people, the request's id if known."""
    reply = ErrorReply(code=code, message_id=msg_id, params=params, id=request_id)
    return reply.wire(localizer(lang if lang in LANGUAGES else "en"))


def read_message(raw: str, lang: str = "en") -> tuple[dict[str, Any] | None, Any, dict[str, Any] | None]:
    """``(message, id, error)``: the parsed object and its id, or the error to answer in ``lang`` (with the id if
    readable)."""
    try:
        msg = json.loads(raw, parse_constant=_no_constant)
    except RecursionError:
        return None, None, told(lang, "malformed", "socket-too-deep")
    except ValueError:
        return None, None, told(lang, "malformed", "socket-not-json")
    if not isinstance(msg, dict):
        return None, None, told(lang, "malformed", "socket-not-object")
    msg_id = msg.get("id", _NO_ID)
    if msg_id is _NO_ID or msg_id is None:
        msg_id = None
    elif not _valid_id(msg_id):
        return None, None, told(lang, "malformed", "socket-bad-id", most=MAX_ID)
    if _too_deep(msg, MAX_DEPTH):
        return None, msg_id, told(lang, "malformed", "socket-too-deep", msg_id)
    if not _writable(msg):
        return None, msg_id, told(lang, "malformed", "socket-unwritable", msg_id)
    if len(raw) > MAX_MESSAGE:
        return None, msg_id, told(lang, "size", "socket-too-large", msg_id, most=MAX_MESSAGE)
    if not isinstance(msg.get("type"), str):
        return None, msg_id, told(lang, "malformed", "socket-not-object", msg_id)
    return msg, msg_id, None


def _too_deep(value: Any, limit: int) -> bool:
    """True if lists or objects nest more than ``limit`` levels (without recursion)."""
    stack = [(value, 1)]
    while stack:
        v, depth = stack.pop()
        if isinstance(v, dict | list):
            if depth > limit:
                return True
            stack.extend((x, depth + 1) for x in (v.values() if isinstance(v, dict) else v))
    return False


def _writable(value: Any) -> bool:
    """True if ``value`` can be written back as JSON: no lone surrogate in a text (``"\\ud800"`` reads as one), no
    integer past 64 bits. Anything a reply echoes comes from such a message."""
    try:
        orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS)
    except orjson.JSONEncodeError:
        return False
    return True


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _valid_id(value: Any) -> bool:
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return abs(value) < 2**53
    if isinstance(value, float):
        return math.isfinite(value)
    return isinstance(value, str) and len(value) <= MAX_ID and _writable(value)


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
        return await send.refuse(_error(e.code, localizer(send.lang).message(e.message)),
                                 4503 if e.code == "busy" else 4410)
    except StoreUnavailable:  # the store cannot be read now (or cannot keep a resumed game's last result)
        return await send.refuse(unsaved(send.lang), 4503)  # the page tries again a little later
    if live is None:
        return await send.refuse(told(send.lang, "auth", "socket-auth"), 4403)

    seats = localizer("en").seats_for(live.session.game, viewer.seat)

    manager.subscribe(live, viewer, send)
    limit = RateLimit(*rate)
    try:
        send.put({"type": "update", "events": [], "state": live.views.snapshot(viewer.seat, viewer.watching)})
        while True:
            frame = await send.receive()
            if frame["type"] == "websocket.disconnect":
                break
            raw = frame.get("text")
            if raw is None:
                await send(told(send.lang, "malformed", "socket-binary"))
                continue
            msg, msg_id, error = read_message(raw, send.lang)
            if not limit.allow():
                await send(told(send.lang, "rate", "socket-rate", msg_id))
                continue
            if error is not None:
                await send(error)
                continue
            assert msg is not None  # read_message gives the message or the error
            # cards named in full on the page ("the green 7"): its card faces carry the language's colour letters
            try:
                await handle_seat_message(manager, live, viewer, parse(msg, SEAT_TYPES), send,
                                          lambda e: localizer(send.lang).error(e, seats=seats, cards="name"))
            except StoreUnavailable:  # nothing was changed: the person is told, the socket stays
                send.put(unsaved(send.lang, msg_id))
    except WebSocketDisconnect:
        pass
    finally:
        manager.unsubscribe(live, viewer, send)
        await send.finish()


async def handle_seat_message(manager: Manager, live, viewer: Viewer, req: Request, send, say=str) -> None:
    """One request of a seat (or watcher) (:mod:`.protocol`); ``say`` writes a rules error in the connection's
    language. A room's socket hands its table requests (action, check, hint) to it too."""
    lang = getattr(send, "lang", "en")
    lang = lang if lang in LANGUAGES else "en"
    s = live.session
    seat = viewer.seat
    msg_id = req.id
    match req:
        case Sync():
            await send({"type": "update", "events": [], "state": live.views.snapshot(seat, viewer.watching),
                        "id": msg_id})
        case Act() | Check() | Hint() if viewer.watching:
            await send(told(lang, "watching", "socket-watching", msg_id))
        case Act(action=text) | Check(action=text):
            checking = isinstance(req, Check)
            if not isinstance(text, str) or not text.strip() or len(text) > 300 or _LONG_NUMBER.search(text):
                await send(told(lang, "malformed", "socket-action-text", msg_id))
                return
            try:
                action = s.game.parse_action(text)
                if checking:
                    s.check(seat, action)
                    await send({"type": "check", "ok": True, "action": text, "id": msg_id})
                else:
                    await manager.act(live, seat, action, on_commit=lambda m: send.put({**m, "id": msg_id}))
            except (MalformedAction, NotYourTurn, IllegalAction, RuleError) as e:
                code = ("malformed" if isinstance(e, MalformedAction) else "turn" if isinstance(e, NotYourTurn)
                        else "illegal")
                await send({"type": "check", "ok": False, "message": say(e), "id": msg_id} if checking
                           else _error(code, say(e), msg_id))
        case Hint():
            if await manager.hints_off(live.id):
                await send(told(lang, "refused", "daily-no-hints", msg_id))
                return
            try:
                action = await manager.hint(live, seat)
            except Busy as e:
                await send(_error("busy", localizer(lang).message(e.message), msg_id))
                return
            if action is None:
                await send(_error("turn", say(NotYourTurn("turn-not-your-turn")), msg_id))
            else:
                await send({"type": "hint", "action": s.game.format_action(action), "id": msg_id})
        case SetLang(lang=new):
            if new in LANGUAGES and hasattr(send, "lang"):
                send.lang = new
            await send({"type": "lang", "lang": getattr(send, "lang", "en"), "id": msg_id})
        case NextHand() | End():
            await (manager.next_hand(live) if isinstance(req, NextHand) else manager.end(live))
            if msg_id is not None:
                await send({"type": "done", "request": req.type, "id": msg_id})
        case _:
            await send(told(lang, "malformed", "socket-unknown-type", msg_id, kind=req.type[:40]))
