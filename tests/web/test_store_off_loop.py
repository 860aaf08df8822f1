"""On PostgreSQL the server waits for the store's round trips in threads: while one request waits for a slow store
(here a store call held until the test lets it go), another table's action is acknowledged. On the event loop the
held call would stop everything, and the other table's ack would come only after the hold had timed out by itself,
which each test checks did not happen (no timed assertion: the order of events decides).

Each test: :func:`another_table` (made before the hold: making it writes to the store), a :class:`Hold` on one store
call, and :func:`while_held` (the held request in a thread, the other table's action meanwhile)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
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


def another_table(client, seed: int) -> Callable[[], None]:
    """A table of its own, made now (before any hold): the returned function opens it, and its person acts and
    is acknowledged."""
    gid, tokens = new_game(client, seed=seed)

    def acts() -> None:
        with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
            me = SeatDriver(ws)
            me.settle()
            assert me.play_one()["type"] == "ack"

    return acts


def _in_thread(work) -> tuple[threading.Thread, list[Any]]:
    out: list[Any] = []
    thread = threading.Thread(target=lambda: out.append(work()), daemon=True)
    thread.start()
    return thread, out


def while_held(hold: Hold, start: Callable[[], Any], then: Callable[[], None]) -> Any:
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


def _unloaded(client, gid: str) -> None:
    """Wait until game ``gid`` has left memory (nobody connected, the AI done): its next socket reads the store."""
    manager = client.app.state.manager
    for _ in range(600):
        manager.unload_idle()
        if gid not in manager.live:
            break
        time.sleep(0.1)
    assert gid not in manager.live


def _live(client, gid: str, token: str):
    """Game ``gid`` in memory, its AI done for now (a socket opened and settled)."""
    with client.websocket_connect(f"/ws/{gid}?token={token}") as ws:
        SeatDriver(ws).settle()
    return client.app.state.manager.live[gid]


def _kept_apart(*marks: str):
    """A ``run_apart`` call (the writes of a table's step, made in a thread) with a statement naming ``marks``."""
    return lambda statements, *a, **k: any(all(m in sql for m in marks) for sql, _ in statements)


# ------------------------------------------------------------ a table's reads and steps
def test_reading_a_game_from_a_slow_store_does_not_stop_another_table(client_factory, pg_url, monkeypatch):
    client = client_factory(pg_url)
    gid, tokens = new_game(client, seed=1)
    other = another_table(client, seed=3)
    _unloaded(client, gid)
    hold = Hold(monkeypatch, client.app.state.store, "load", lambda game_id, *a, **k: game_id == gid)

    def open_it() -> dict:
        with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
            return ws.receive_json()

    first = while_held(hold, open_it, other)
    assert first["type"] == "update" and first["state"]["seat"] == 0


def test_a_new_game_kept_in_a_slow_store_does_not_stop_another_table(client_factory, pg_url, monkeypatch):
    client = client_factory(pg_url)
    store = client.app.state.store
    other = another_table(client, seed=2)
    hold = Hold(monkeypatch, store, "create_game", lambda *a, **k: True)
    made = while_held(hold, lambda: client.post("/api/games", json={"variant": "webtest/mini", "ai": "random"}),
                      other)
    assert made.status_code == 200
    assert store.load(made.json()["id"]) is not None  # kept before it was answered


def test_a_new_room_kept_in_a_slow_store_does_not_stop_another_table(client_factory, pg_url, monkeypatch):
    client = client_factory(pg_url)
    records = client.app.state.rooms.records
    other = another_table(client, seed=4)
    hold = Hold(monkeypatch, records, "save", lambda *a, **k: True)
    made = while_held(hold, lambda: client.post("/api/rooms", json={"variant": "webtest/mini", "name": "host"}),
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
        hold = Hold(monkeypatch, store, "run_apart", _kept_apart("INSERT INTO hands"))

        def deal() -> dict:
            ws.send_json({"type": "next_hand"})
            return me.recv_until(lambda m: m["type"] == "update" and m["state"]["hand_seq"] > seq)

        def other() -> None:
            assert them.play_one()["type"] == "ack"

        dealt = while_held(hold, deal, other)
    assert dealt["state"]["hand_seq"] == seq + 1


def test_a_seat_handed_to_the_ai_in_a_slow_store_does_not_stop_another_table(client_factory, pg_url, monkeypatch):
    client = client_factory(pg_url)
    store, manager = client.app.state.store, client.app.state.manager
    gid, tokens = new_game(client, seed=7)
    other = another_table(client, seed=8)
    live = _live(client, gid, tokens["0"])
    hold = Hold(monkeypatch, store, "run_apart", _kept_apart("UPDATE games SET players"))
    players = ["random"] * len(live.session.players)
    while_held(hold, lambda: client.portal.call(manager.set_players, live, players), other)
    assert live.session.players == players and store.load(gid, with_hands=False).players == players


def test_a_match_ended_in_a_slow_store_does_not_stop_another_table(client_factory, pg_url, monkeypatch):
    client = client_factory(pg_url)
    store, manager = client.app.state.store, client.app.state.manager
    gid, tokens = new_game(client, seed=9)
    other = another_table(client, seed=10)
    live = _live(client, gid, tokens["0"])
    hold = Hold(monkeypatch, store, "run_apart", _kept_apart("UPDATE games SET status"))
    while_held(hold, lambda: client.portal.call(manager.end, live), other)
    assert live.session.ended and store.load(gid, with_hands=False).status != "active"


# ------------------------------------------------------------ the pages that read records, and the room sweep
PAGES = {
    "history": lambda c, gid, token: c.post("/api/history", json={"games": [{"id": gid, "token": token}]}),
    "replay": lambda c, gid, token: c.get(f"/api/replay/{gid}", params={"token": token}),
    "stats": lambda c, gid, token: c.post("/api/stats", json={"games": [{"id": gid, "token": token}]}),
    "games in progress": lambda c, gid, token: c.post("/api/games/mine", json={"games": [{"id": gid,
                                                                                       "token": token}]}),
}


@pytest.mark.parametrize("page", sorted(PAGES))
def test_a_page_reading_a_record_from_a_slow_store_does_not_stop_another_table(client_factory, pg_url, monkeypatch,
                                                                               page):
    client = client_factory(pg_url)
    gid, tokens = new_game(client, seed=11)
    other = another_table(client, seed=12)
    hold = Hold(monkeypatch, client.app.state.store, "load", lambda game_id, *a, **k: game_id == gid)
    answer = while_held(hold, lambda: PAGES[page](client, gid, tokens["0"]), other)
    assert answer.status_code in (200, 404), answer.text  # (an unfinished game has no replay yet)


def test_reviews_read_from_a_slow_store_do_not_stop_another_table(client_factory, pg_url, monkeypatch):
    client = client_factory(pg_url)
    gid, tokens = new_game(client, seed=13)
    other = another_table(client, seed=14)
    hold = Hold(monkeypatch, client.app.state.store, "reviews", lambda game_id, *a, **k: game_id == gid)
    answer = while_held(hold, lambda: client.get(f"/api/games/{gid}/reviews", params={"token": tokens["0"]}), other)
    assert answer.status_code == 200 and answer.json()["seat"] == 0


def test_a_profile_read_from_a_slow_store_does_not_stop_another_table(client_factory, pg_url, monkeypatch):
    from tricktable.storage.profiles import ProfileRecords

    client = client_factory(pg_url)
    made = client.post("/api/profile", json={"name": "Ana", "avatar": "face:7", "games": []})
    assert made.status_code == 200, made.text
    other = another_table(client, seed=15)
    hold = Hold(monkeypatch, ProfileRecords, "find", lambda *a, **k: True)
    answer = while_held(hold, lambda: client.post("/api/profile/open", json={"code": made.json()["code"]}), other)
    assert answer.status_code == 200 and answer.json()["profile"]["name"] == "Ana"


def test_the_room_sweep_reading_a_slow_store_does_not_stop_another_table(client_factory, pg_url, monkeypatch):
    client = client_factory(pg_url)
    hub = client.app.state.rooms
    other = another_table(client, seed=16)
    hold = Hold(monkeypatch, hub.records, "stale", lambda *a, **k: True)
    assert while_held(hold, lambda: client.portal.call(hub.sweep), other) == 0
