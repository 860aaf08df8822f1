"""On PostgreSQL the server waits for the store's round trips in threads: while one request waits for a slow store
(here a store call held until the test lets it go), another table's action is acknowledged. On the event loop the
held call would stop everything, and the other table's ack would come only after the hold had timed out by itself,
which each test checks did not happen (no timed assertion: the order of events decides)."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest
from driver import SeatDriver
from test_api import new_game

pytestmark = pytest.mark.postgresql

#: seconds a held store call waits at most (only if the loop is blocked: the test then fails, it does not hang)
HOLD = 60.0


class Hold:
    """A store method (``owner.name``) that, for calls ``when(*args)`` says are the one, waits until
    :meth:`release`; :attr:`released_by_test` is False if it gave up waiting by itself."""

    def __init__(self, monkeypatch, owner: Any, name: str, when) -> None:
        self.entered = threading.Event()
        self.gate = threading.Event()
        self.released_by_test: list[bool] = []
        plain = getattr(owner, name)

        def held(*args: Any, **kw: Any) -> Any:
            if when(*args, **kw) and not self.entered.is_set():
                self.entered.set()
                self.released_by_test.append(self.gate.wait(HOLD))
            return plain(*args, **kw)

        monkeypatch.setattr(owner, name, held)

    def release(self) -> None:
        self.gate.set()


def _another_table_acts(client) -> None:
    """A table of its own, opened before the hold: its person acts and is acknowledged."""
    gid, tokens = new_game(client, seed=3)
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        me = SeatDriver(ws)
        me.settle()
        assert me.play_one()["type"] == "ack"


def _in_thread(work) -> tuple[threading.Thread, list[Any]]:
    out: list[Any] = []
    thread = threading.Thread(target=lambda: out.append(work()), daemon=True)
    thread.start()
    return thread, out


def _while_held(hold: Hold, start, then) -> Any:
    """Start the held request (``start``, in a thread), and once it waits on the store, ``then()`` (another table
    acts); let the store go; the held request's result."""
    thread, out = _in_thread(start)
    assert hold.entered.wait(HOLD), "the held store call was never made"
    try:
        then()
    finally:
        hold.release()
    thread.join(HOLD)
    assert hold.released_by_test == [True], "the event loop waited for the held store call"
    return out[0] if out else None


def test_reading_a_game_from_a_slow_store_does_not_stop_another_table(client_factory, pg_url, monkeypatch):
    client = client_factory(pg_url)
    gid, tokens = new_game(client, seed=1)
    manager = client.app.state.manager
    for _ in range(600):  # nobody connected: out of memory (once the AI is done), read when its socket opens
        manager.unload_idle()
        if gid not in manager.live:
            break
        time.sleep(0.1)
    assert gid not in manager.live
    store = client.app.state.store
    hold = Hold(monkeypatch, store, "load", lambda game_id, *a, **k: game_id == gid)

    def open_it() -> dict:
        with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
            return ws.receive_json()

    first = _while_held(hold, open_it, lambda: _another_table_acts(client))
    assert first["type"] == "update" and first["state"]["seat"] == 0


def test_a_new_game_kept_in_a_slow_store_does_not_stop_another_table(client_factory, pg_url, monkeypatch):
    client = client_factory(pg_url)
    store = client.app.state.store
    gid, tokens = new_game(client, seed=2)  # (the other table's game exists before the hold)
    hold = Hold(monkeypatch, store, "create_game", lambda *a, **k: True)

    def other() -> None:
        with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
            me = SeatDriver(ws)
            me.settle()
            assert me.play_one()["type"] == "ack"

    made = _while_held(hold, lambda: client.post("/api/games", json={"variant": "webtest/mini", "ai": "random"}),
                       other)
    assert made.status_code == 200
    assert store.load(made.json()["id"]) is not None  # kept before it was answered


def test_a_new_room_kept_in_a_slow_store_does_not_stop_another_table(client_factory, pg_url, monkeypatch):
    client = client_factory(pg_url)
    records = client.app.state.rooms.records
    gid, tokens = new_game(client, seed=4)
    hold = Hold(monkeypatch, records, "save", lambda *a, **k: True)

    def other() -> None:
        with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
            me = SeatDriver(ws)
            me.settle()
            assert me.play_one()["type"] == "ack"

    made = _while_held(hold, lambda: client.post("/api/rooms", json={"variant": "webtest/mini", "name": "host"}),
                       other)
    assert made.status_code == 200, made.text
    assert records.load(made.json()["code"]) is not None


def test_the_next_deal_kept_in_a_slow_store_does_not_stop_another_table(client_factory, pg_url, monkeypatch):
    client = client_factory(pg_url)
    store = client.app.state.store
    gid, tokens = new_game(client, seed=5)
    other_gid, other_tokens = new_game(client, seed=6)
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws, \
            client.websocket_connect(f"/ws/{other_gid}?token={other_tokens['0']}") as other_ws:
        me, them = SeatDriver(ws), SeatDriver(other_ws)
        me.settle()
        while not me.state["between_hands"]:  # play the first hand out
            assert me.play_one()["type"] == "ack"
            me.settle()
        seq = me.state["hand_seq"]
        them.settle()
        hold = Hold(monkeypatch, store, "run_apart", lambda statements: any("INSERT INTO hands" in sql
                                                                             for sql, _ in statements))

        def deal() -> dict:
            ws.send_json({"type": "next_hand"})
            return me.recv_until(lambda m: m["type"] == "update" and m["state"]["hand_seq"] > seq)

        def other() -> None:
            assert them.play_one()["type"] == "ack"

        dealt = _while_held(hold, deal, other)
    assert dealt["state"]["hand_seq"] == seq + 1
