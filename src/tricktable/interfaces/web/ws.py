"""The websocket of one seat: ``/ws/{game_id}?token=…``.

Client messages (JSON objects, at most ``MAX_MESSAGE`` bytes, at most ``RATE`` per second on average):
``{"type": "action", "action": "play R14", "id": 7}``, ``{"type": "check", "action": "play AS AS"}``,
``{"type": "hint"}``, ``{"type": "next_hand"}``, ``{"type": "end"}``, ``{"type": "sync"}``.
Server messages: ``update`` (events visible to the seat + its snapshot), ``ack`` (after the action is committed),
``check`` (ok / message), ``hint``, ``error`` (code, message; nothing changed).
"""

from __future__ import annotations

import json
import time
from typing import Any

from starlette.websockets import WebSocket, WebSocketDisconnect

from ...engine.errors import IllegalAction, MalformedAction, NotYourTurn, RuleError
from ...i18n import LANGUAGES, localizer
from .manager import Manager

MAX_MESSAGE = 2048
RATE, BURST = 10.0, 30.0


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


def _error(code: str, message: str, msg_id: Any = None) -> dict[str, Any]:
    out = {"type": "error", "code": code, "message": message}
    if msg_id is not None:
        out["id"] = msg_id
    return out


async def seat_socket(ws: WebSocket, manager: Manager, game_id: str, rate: tuple[float, float] = (RATE, BURST)) -> None:
    """Serve one seat's connection until it closes."""
    await ws.accept()
    token = ws.query_params.get("token", "")
    live = manager.get(game_id) if len(game_id) < 100 else None
    seat = manager.store.seat_for_token(game_id, token) if live is not None and token else None
    if live is None or seat is None:
        await ws.send_json(_error("auth", "unknown game or wrong player token"))
        await ws.close(code=4403)
        return

    send = _Sender(ws, ws.query_params.get("lang", "en"))
    loc_of = send.localizer
    seats = localizer("en").seats_for(live.session.game, seat)

    manager.subscribe(live, seat, send)
    limit = RateLimit(*rate)
    try:
        await send({"type": "update", "events": [], "state": live.views.snapshot(seat)})
        while True:
            raw = await ws.receive_text()
            if not limit.allow():
                await send(_error("rate", "too many messages: slow down"))
                continue
            if len(raw) > MAX_MESSAGE:
                await send(_error("size", f"message too large (over {MAX_MESSAGE} bytes)"))
                continue
            try:
                msg = json.loads(raw)
            except ValueError:
                await send(_error("malformed", "not JSON"))
                continue
            if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
                await send(_error("malformed", "a message is a JSON object with a 'type'"))
                continue
            await _handle(manager, live, seat, msg, send, lambda e: loc_of().error(e, seats=seats))
    except WebSocketDisconnect:
        pass
    finally:
        manager.unsubscribe(live, seat, send)


class _Sender:
    """Sends JSON to one connection; ``lang`` is the language its texts are written in (``?lang=`` or a
    ``lang`` message)."""

    def __init__(self, ws: WebSocket, lang: str) -> None:
        self.ws = ws
        self.lang = lang if lang in LANGUAGES else "en"

    def localizer(self):
        return localizer(self.lang)

    async def __call__(self, msg: dict[str, Any]) -> None:
        await self.ws.send_json(msg)


async def _handle(manager: Manager, live, seat: int, msg: dict[str, Any], send, say=str) -> None:
    """One client message; ``say`` writes a rules error in the connection's language."""
    kind, msg_id = msg["type"], msg.get("id")
    s = live.session
    if kind == "sync":
        await send({"type": "update", "events": [], "state": live.views.snapshot(seat), "id": msg_id})
    elif kind in ("action", "check"):
        text = msg.get("action")
        if not isinstance(text, str) or not text.strip() or len(text) > 300:
            await send(_error("malformed", "'action' must be the action's text, e.g. 'play R14'", msg_id))
            return
        try:
            action = s.game.parse_action(text)
            if kind == "check":
                s.check(seat, action)
                await send({"type": "check", "ok": True, "action": text, "id": msg_id})
            else:
                async def ack(m: dict[str, Any]) -> None:
                    await send({**m, "id": msg_id})
                await manager.act(live, seat, action, on_commit=ack)
        except MalformedAction as e:
            await send(_error("malformed", say(e), msg_id) if kind == "action"
                       else {"type": "check", "ok": False, "message": say(e), "id": msg_id})
        except NotYourTurn as e:
            await send(_error("turn", say(e), msg_id) if kind == "action"
                       else {"type": "check", "ok": False, "message": say(e), "id": msg_id})
        except (IllegalAction, RuleError) as e:
            await send(_error("illegal", say(e), msg_id) if kind == "action"
                       else {"type": "check", "ok": False, "message": say(e), "id": msg_id})
    elif kind == "hint":
        action = await manager.hint(live, seat)
        if action is None:
            await send(_error("turn", say(NotYourTurn("turn-not-your-turn")), msg_id))
        else:
            await send({"type": "hint", "action": s.game.format_action(action), "id": msg_id})
    elif kind == "lang":
        if msg.get("lang") in LANGUAGES and hasattr(send, "lang"):
            send.lang = msg["lang"]
        await send({"type": "lang", "lang": getattr(send, "lang", "en"), "id": msg_id})
    elif kind == "next_hand":
        await manager.next_hand(live)
    elif kind == "end":
        await manager.end(live)
    else:
        await send(_error("malformed", f"unknown message type '{kind[:40]}'", msg_id))
