"""Scripted people in a room for the tests: each a socket to ``/ws/room/CODE`` that keeps what it was told."""

from __future__ import annotations

import contextlib
import itertools
from typing import Any

from driver import SeatDriver

_ids = itertools.count(1)


def new_room(client, variant: str = "webtest/mini", name: str = "Ana", **settings) -> dict[str, Any]:
    """Create a room (the host seated at seat 0); returns the API's answer (code, member, secret, link)."""
    r = client.post("/api/rooms", json={"variant": variant, "name": name, "ai": "random", **settings})
    assert r.status_code == 200, r.text
    return r.json()


class RoomDriver(SeatDriver):
    """A person in a room: the room's state (``room``), the table (``state``), every message (``log``)."""

    def __init__(self, ws, rng=None) -> None:
        super().__init__(ws, rng)
        self.room: dict[str, Any] | None = None
        self.secret: str | None = None
        self.member: str | None = None

    def recv(self) -> dict[str, Any]:
        msg = super().recv()
        if msg.get("type") == "room":
            self.room = msg["room"]
        return msg

    def recv_until(self, pred, most: int = 100_000) -> dict[str, Any]:
        for _ in range(most):
            msg = self.recv()
            if pred(msg):
                return msg
        raise AssertionError("message never came")

    def request(self, msg: dict[str, Any]) -> dict[str, Any]:
        """Send a request and return its reply (``done``, ``joined``, ``error``, or the table's replies)."""
        token = f"r{next(_ids)}"
        self.ws.send_json({**msg, "id": token})
        return self.recv_until(lambda m: m.get("id") == token and m["type"] != "update" and
                               (m["type"] != "room" or msg["type"] == "sync"))

    def join(self, name: str, seat: int | None = None) -> dict[str, Any]:
        reply = self.request({"type": "join", "name": name, **({"seat": seat} if seat is not None else {})})
        if reply["type"] == "joined":
            self.secret, self.member = reply["secret"], reply["member"]
        return reply

    def sync(self) -> None:
        """Drain everything sent so far: the answer to a sync is the table (if any), then the room."""
        self.request({"type": "sync"})

    def seat(self) -> int | None:
        return self.room["you"]["seat"] if self.room and self.room.get("you") else None

    def ok(self, msg: dict[str, Any]) -> dict[str, Any]:
        reply = self.request(msg)
        assert reply["type"] != "error", reply
        return reply


@contextlib.contextmanager
def in_room(client, code: str, secret: str | None = None, lang: str | None = None):
    """A person's socket to the room (a member with ``secret``, else a spectator), its first room message read."""
    query = "&".join(f"{k}={v}" for k, v in (("secret", secret), ("lang", lang)) if v)
    with client.websocket_connect(f"/ws/room/{code}" + (f"?{query}" if query else "")) as ws:
        d = RoomDriver(ws)
        d.secret = secret
        first = d.recv()
        if first["type"] == "room":
            d.member = (first["room"].get("you") or {}).get("id")
        yield d
