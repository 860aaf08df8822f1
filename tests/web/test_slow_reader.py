"""A client that stops reading freezes nobody (issue 29): on a real server (uvicorn on a port, in a thread), a
socket that never reads (a small receive buffer, its own replies piling up) sits beside a person who plays. The
person's every action is acknowledged and followed by its update, the host's ``close`` is answered, and the
non-reader is dropped from the server (it may reconnect and get a fresh snapshot). Counted in messages, never
timed: the waits are bounded only so that a frozen server fails the test instead of hanging it."""

from __future__ import annotations

import json
import socket
import time
import urllib.request
from typing import Any

import pytest
from driver import SeatDriver
from liveserver import serving
from roomdriver import RoomDriver
from websockets.client import ClientProtocol
from websockets.frames import Frame, Opcode
from websockets.sync.client import connect
from websockets.uri import parse_uri

from tricktable.interfaces.web.outbox import SLOW_CODE, SendLimits

GUARD = 60.0  # seconds a reply may take before the server counts as frozen (a failure guard, not a measure)
FLOOD = 3000  # requests the non-reader sends: their replies are far more than a socket's buffers hold


@pytest.fixture
def live(tmp_path):
    """A real uvicorn server in a thread: (base URL, port, app). Small send caps, so a non-reader is dropped soon
    after its buffers are full."""
    from tricktable.interfaces.web import create_app

    app = create_app(tmp_path / "g.sqlite3", rate=(1e6, 1e6), new_game_rate=(1e6, 1e6),
                     new_room_rate=(1e6, 1e6), room_join_rate=(1e6, 1e6), allowed_hosts=["127.0.0.1"],
                     send_limits=SendLimits(messages=200, bytes=2**20, deadline=30.0))
    with serving(app) as (url, port):
        yield url, port, app


def _post(url: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
    req = urllib.request.Request(url + path, headers={"Content-Type": "application/json"},
                                 data=json.dumps(body).encode())
    return json.loads(urllib.request.urlopen(req, timeout=GUARD).read())


class _Socket:
    """A websockets client with the TestClient's ``send_json`` / ``receive_json``, so the drivers run on it; a
    reply that does not come within ``GUARD`` seconds fails the test (the server froze)."""

    def __init__(self, ws) -> None:
        self.ws = ws

    def send_json(self, msg: dict[str, Any]) -> None:
        self.ws.send(json.dumps(msg))

    def receive_json(self) -> dict[str, Any]:
        try:
            return json.loads(self.ws.recv(timeout=GUARD))
        except TimeoutError:
            raise AssertionError(f"nothing came for {GUARD} s: the server froze") from None


class NonReader:
    """A websocket that never reads (its receive buffer as small as the system allows) and asks for ``FLOOD``
    snapshots, so that what the server sends it piles up."""

    def __init__(self, port: int, path: str) -> None:
        self.sock = socket.socket()
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
        self.sock.settimeout(GUARD)
        self.sock.connect(("127.0.0.1", port))
        self.port = port
        self.proto = ClientProtocol(parse_uri(f"ws://127.0.0.1:{port}{path}"))
        self.proto.send_request(self.proto.connect())
        self._flush()
        while self.proto.handshake_exc is None and self.proto.state.name == "CONNECTING":
            self.proto.receive_data(self.sock.recv(256))
        assert self.proto.state.name == "OPEN", self.proto.handshake_exc

    def _flush(self) -> None:
        self.sock.sendall(b"".join(self.proto.data_to_send()))

    def flood(self) -> int:
        """Send the requests (stopping early if the server no longer reads them); returns how many went."""
        self.sock.settimeout(5.0)
        sent = 0
        try:
            for i in range(FLOOD):
                self.proto.send_text(json.dumps({"type": "sync", "id": i}).encode())
                self._flush()
                sent += 1
        except (TimeoutError, OSError):
            pass
        self.sock.settimeout(GUARD)
        return sent

    def read_to_the_end(self) -> tuple[list[Frame], str]:
        """Now read: everything the server still had for this socket, up to its end: ``(frames, how)``, ``how``
        being ``"close"`` (a close frame came), ``"reset"`` (the server hung up and the reset came through),
        ``"hung up"`` (the server's end of the connection is gone, what it held dropped, though this socket has
        not heard: with a receive window this small its reset may never be accepted) or ``"eof"`` (the server
        closed the socket without a close frame). Fails if none of these comes within ``GUARD`` seconds (a server
        that keeps a dropped socket open)."""
        frames: list[Frame] = []
        here = self.sock.getsockname()[1]
        end = time.monotonic() + GUARD
        self.sock.settimeout(0.5)  # how often the server's end is looked at while nothing comes
        while time.monotonic() < end:
            try:
                data = self.sock.recv(65536)
            except ConnectionResetError:
                return frames, "reset"
            except TimeoutError:
                if not _server_end_open(self.port, here):
                    return frames, "hung up"
                continue
            if data:
                self.proto.receive_data(data)
            else:
                self.proto.receive_eof()
            frames += [e for e in self.proto.events_received() if isinstance(e, Frame)]
            if any(f.opcode == Opcode.CLOSE for f in frames):
                return frames, "close"
            if not data:
                return frames, "eof"
        raise AssertionError(f"the dropped socket was still open {GUARD} s later ({len(frames)} frames read)")

    def close(self) -> None:
        self.sock.close()


#: the states of a TCP socket that will send nothing more (Linux's numbers): FIN_WAIT2, TIME_WAIT, CLOSE
_FINISHED = {5, 6, 7}


def _server_end_open(server: int, client: int) -> bool:
    """Whether the server's end of the connection 127.0.0.1:``client`` -> :``server`` may still send (an open
    socket, or one closed by its process while the system still delivers what it holds), read from the system's
    table of IPv4 TCP sockets."""
    with open("/proc/net/tcp") as table:
        for line in list(table)[1:]:
            local, remote, state = line.split()[1:4]
            if int(local.split(":")[1], 16) == server and int(remote.split(":")[1], 16) == client:
                return int(state, 16) not in _FINISHED
    return False


def _ended_as_dropped(spy: NonReader) -> list[dict[str, Any]]:
    """Read the dropped socket to its end, which must be its close with ``SLOW_CODE`` (once what was buffered for
    it is read) or the server's hang-up (if that was not read within the send deadline): never a socket left open
    or still delivering what it held, nor one closed without saying why. Returns the messages it still received."""
    frames, how = spy.read_to_the_end()
    spy.close()
    assert how != "eof", "the server closed the dropped socket without its close code"
    closes = [f for f in frames if f.opcode == Opcode.CLOSE]
    assert how != "close" or [c.data[:2] for c in closes] == [SLOW_CODE.to_bytes(2, "big")], closes
    return [json.loads(f.data) for f in frames if f.opcode == Opcode.TEXT]


def _until(pred, what: str) -> None:
    """Wait (bounded by ``GUARD``) until ``pred()`` holds."""
    end = time.monotonic() + GUARD
    while not pred():
        assert time.monotonic() < end, what
        time.sleep(0.05)


def test_a_spectator_who_stops_reading_freezes_neither_the_table_nor_the_room(live):
    url, port, app = live
    body = _post(url, "/api/rooms", {"variant": "webtest/mini", "name": "Ana", "ai": "random",
                                     "options": {"target": 1000}})
    code = body["code"]
    with connect(f"ws://127.0.0.1:{port}/ws/room/{code}?secret={body['secret']}", max_size=None) as ws:
        host = RoomDriver(_Socket(ws))
        host.recv_until(lambda m: m["type"] == "room")
        for seat in (1, 2, 3):
            host.ok({"type": "fill", "seat": seat, "ai": True})
        host.ok({"type": "start"})
        lr = app.state.rooms.rooms[code]
        spy = NonReader(port, f"/ws/room/{code}")
        _until(lambda: len(lr.watchers) == 1, "the spectator never arrived")
        assert spy.flood() > 0
        actions = updates = 0
        for _ in range(2):  # two whole hands: each action acknowledged, each followed by the table's update
            while True:
                host.settle()
                if host.state["between_hands"]:
                    break
                seen = len(host.log)
                assert host.play_one()["type"] == "ack"
                host.recv_until(lambda m: m["type"] == "update")
                actions += 1
                updates += sum(m["type"] == "update" for m in host.log[seen:])
            host.ok({"type": "ready"})
            host.recv_until(lambda m: m["type"] == "update" and not m["state"]["between_hands"])
        assert actions >= 10 and updates >= actions
        _until(lambda: not lr.watchers, "the non-reader was never dropped")
        host.ws.send_json({"type": "close", "id": "bye"})
        assert host.recv_until(lambda m: m["type"] == "closed")["type"] == "closed"
    texts = _ended_as_dropped(spy)
    assert not any(m["type"] == "closed" for m in texts), "the non-reader was still there when the room closed"


def test_a_second_tab_of_a_seat_that_stops_reading_does_not_freeze_the_seat(live):
    url, port, app = live
    game = _post(url, "/api/games", {"variant": "webtest/mini", "players": ["human", "random", "random", "random"],
                                     "options": {"target": 1000},
                                     "seed": 5})
    gid, token = game["id"], game["tokens"]["0"]
    with connect(f"ws://127.0.0.1:{port}/ws/{gid}?token={token}", max_size=None) as ws:
        me = SeatDriver(_Socket(ws))
        me.recv_until(lambda m: m["type"] == "update")
        live_game = app.state.manager.live[gid]
        spy = NonReader(port, f"/ws/{gid}?token={token}")
        _until(lambda: sum(len(s) for s in live_game.subscribers.values()) == 2, "the second tab never arrived")
        assert spy.flood() > 0
        for hand in range(2):  # two whole hands: play_hand checks that each action is acknowledged
            me.play_hand()
            me.ws.send_json({"type": "next_hand", "id": f"next{hand}"})
            me.recv_until(lambda m, hand=hand: m.get("id") == f"next{hand}")
        assert sum(m["type"] == "ack" for m in me.log) >= 10
        _until(lambda: sum(len(s) for s in live_game.subscribers.values()) == 1, "the non-reader was never dropped")
        dropped_at = me.state["version"]  # the non-reader was dropped before this version
        me.play_hand()  # the table goes on: none of it reaches the dropped socket
        assert me.state["version"] > dropped_at
    texts = _ended_as_dropped(spy)
    late = [m for m in texts if m["type"] == "update" and m["state"]["version"] > dropped_at]
    assert not late, f"the dropped socket was sent {len(late)} updates made after its drop"
