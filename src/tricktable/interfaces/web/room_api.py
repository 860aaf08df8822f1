"""The rooms' routes: ``POST /api/rooms`` (a new room: its code, invite link and the host's secret), the quick match
(``GET /api/rooms/public``: the public rooms with a free seat; ``POST /api/rooms/quick``: a seat at one), the invite
link ``/join/{CODE}`` (the page, which opens the room), ``GET /api/server`` (the address to share on a LAN) and the
room socket ``/ws/room/{CODE}`` (:func:`room_socket`)."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fastapi import FastAPI, HTTPException, Request, WebSocket
from fastapi.responses import FileResponse, JSONResponse
from pydantic import BaseModel, ConfigDict, Field

from ...engine import RuleError
from ...i18n import LANGUAGES, localizer
from ...storage import StoreUnavailable
from ...table.room import RoomError, normal_code
from .frames import error
from .live_games import Unavailable
from .live_rooms import Connection
from .outbox import SendLimits
from .protocol import ROOM_TYPES, ErrorWire
from .protocol import Request as SocketRequest
from .ratelimit import HostRateLimit
from .refusals import refusal, store_refusal
from .rooms import RoomHub
from .saving import unsaved
from .ws import origin_allowed, serve_requests

if TYPE_CHECKING:  # (cluster.py wires room_socket into the cluster: imported here for the type only)
    from .cluster import Cluster

log = logging.getLogger(__name__)


class NewRoom(BaseModel):
    """A new room's settings and the host's name (strict: "yes" is not a yes/no, "60" is not a number)."""

    model_config = ConfigDict(strict=True)
    variant: str = Field(max_length=80)
    options: dict[str, Any] = Field(default_factory=dict, max_length=40)
    ai: str = Field(default="normal", max_length=40)
    name: str = Field(max_length=200)
    face: str | None = Field(default=None, max_length=80)  # the host's profile's face (table.room.clean_face)
    grace_seconds: int = 60
    turn_seconds: int = 0
    chat: bool = False
    public: bool = False
    lang: str = Field(default="en", max_length=5)


class QuickMatch(BaseModel):
    """A newcomer's name, and the game wanted (none: any) or the listed room wanted (none: the first listed)."""

    model_config = ConfigDict(strict=True)
    name: str = Field(max_length=200)
    face: str | None = Field(default=None, max_length=80)  # the newcomer's profile's face
    variant: str | None = Field(default=None, max_length=80)
    code: str | None = Field(default=None, max_length=20)  # that listed room (none: the first listed)
    lang: str = Field(default="en", max_length=5)


def install(app: FastAPI, hub: RoomHub, index: Path, rate: tuple[float, float],
            new_room_rate: tuple[float, float], share_url: str | None, send_limits: SendLimits | None = None,
            cluster: Cluster | None = None) -> None:
    """Add the rooms' routes to ``app`` (``send_limits``: how far a room's socket may fall behind; ``cluster``: the
    room sockets go through it, to the process that owns the room)."""
    # in a cluster the limit holds across its processes
    creators = HostRateLimit(*new_room_rate, name="new-room", shared=cluster.bus if cluster is not None else None)

    @app.post("/api/rooms", response_model=None)
    async def new_room(body: NewRoom, request: Request) -> dict[str, Any] | JSONResponse:
        words = localizer(body.lang if body.lang in LANGUAGES else "en")
        if not await creators.allows(request):
            raise HTTPException(429, words.error(RoomError("room-too-many-new")))
        try:
            settings = hub.settings(body.model_dump(exclude={"name", "lang"}))
            room, host_member, secret = await hub.create(settings, body.name, body.face)
        except StoreUnavailable:
            return store_refusal(body.lang)
        except (RoomError, RuleError) as e:
            return refusal(400, body.lang, e.msg_id, **e.params)
        except (ValueError, TypeError):
            return refusal(400, body.lang, "room-settings-invalid")
        except Unavailable as e:
            raise HTTPException(503, words.message(e.message)) from None
        if hub.claim is not None and not await hub.claim(f"room:{room.code}"):  # (a new code: never held elsewhere)
            hub.rooms.pop(room.code, None)
            raise HTTPException(503, words("socket-table-moving"))
        return {"code": room.code, "link": f"/join/{room.code}", "member": host_member.id, "secret": secret}

    @app.get("/api/rooms/public")
    async def public_rooms(variant: str | None = None) -> dict[str, Any]:
        """The public rooms with a free seat (no card, no secret: ``Room.listing``)."""
        return {"rooms": hub.public_rooms(variant[:80] if variant else None)}

    @app.post("/api/rooms/quick", response_model=None)
    async def quick_match(body: QuickMatch, request: Request) -> dict[str, Any] | JSONResponse:
        """"Play now": a seat at a public room (the first listed), as a new member; its secret is given once."""
        if not await hub.allow_attempt(request.client.host if request.client else "?"):
            return refusal(429, body.lang, "room-slow-down")
        try:
            room, member, secret = await hub.quick_join(body.name, body.variant, body.code, body.face)
        except StoreUnavailable:
            return store_refusal(body.lang)
        except RoomError as e:
            return refusal(404 if e.msg_id == "room-no-public" else 400, body.lang, e.msg_id, **e.params)
        return {"code": room.code, "link": f"/join/{room.code}", "member": member.id, "secret": secret,
                "seat": member.seat}

    @app.get("/join/{code}", include_in_schema=False)
    async def join_page(code: str) -> FileResponse:
        return FileResponse(index)

    @app.get("/api/server")
    async def server_info() -> dict[str, Any]:
        """What the page needs to know of the server: the address friends on the network can open."""
        return {"share_url": share_url}

    @app.websocket("/ws/room/{code}")
    async def socket(ws: WebSocket, code: str) -> None:
        if cluster is None:
            await room_socket(ws, hub, code, rate, send_limits)
        else:
            await cluster.serve(ws, "room", code)


async def sweep_rooms(hub: RoomHub, every: float = 60.0) -> None:
    """Close rooms that expired (forever; cancel the task to stop)."""
    while True:
        await asyncio.sleep(every)
        try:
            await hub.sweep()
        except Exception:
            log.exception("sweeping the rooms failed")


async def room_socket(ws: WebSocket, hub: RoomHub, code_text: str, rate: tuple[float, float],
                      limits: SendLimits | None = None) -> None:
    """Serve one person's connection to a room until it closes (what it is sent: bounded, see
    :class:`~.outbox.Outbox`)."""
    await ws.accept()
    lang = ws.query_params.get("lang", "en")
    conn = Connection(ws, lang if lang in LANGUAGES else "en", limits)
    client = ws.client.host if ws.client else "?"
    if not origin_allowed(ws):
        await _refuse(conn, "origin", localizer(conn.lang)("socket-origin"), 4403)
        return
    code = normal_code(code_text)
    lr = await hub.fetch(code) if code is not None else None
    secret = ws.query_params.get("secret", "")
    member = lr.room.member_for(secret) if lr is not None and secret else None
    if lr is None or (secret and member is None):
        if not await hub.allow_attempt(client):
            await _refuse(conn, "slow-down", localizer(conn.lang)("room-slow-down"), 4429)
            return
        which = "room-unknown" if lr is None else "room-secret-unknown"
        await _refuse(conn, which.removeprefix("room-"), localizer(conn.lang)(which), 4404 if lr is None else 4403)
        return
    try:
        await hub.connected(lr, conn, member)
    except RoomError as e:
        await conn.refuse(conn.error(e), 4429)
        return
    except StoreUnavailable:  # nothing changed; the page tries again a little later
        await conn.refuse(unsaved(conn.lang), 4503)
        return
    async def handle(req: SocketRequest) -> None:
        try:
            await hub.handle(lr, conn, req, client)
        except (RoomError, RuleError) as e:
            conn.put(conn.error(e, req.id))
        except Unavailable as e:
            conn.put(ErrorWire(type="error", code=e.code, message=localizer(conn.lang).message(e.message),
                               id=req.id).wire())

    try:
        await serve_requests(conn, ROOM_TYPES, rate, handle)
    finally:
        await hub.disconnected(lr, conn)
        await conn.finish()


async def _refuse(conn: Connection, code: str, message: str, close_code: int) -> None:
    await conn.refuse(error(code, message), close_code)
