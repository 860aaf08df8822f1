"""The AI queue under load (issue 15's load goal): a new game or a room's start waits its turn in a bounded line
while the queue is momentarily full, instead of being refused; a hint waits a few seconds; hand reviews run in a
background lane of their own, never taking a table's place in the queue, and that lane is bounded too. Every
wait is bounded: past the line's length or its time, the answer is a clear "busy"."""

from __future__ import annotations

import asyncio
import threading
import time

import pytest
from driver import SeatDriver
from test_api import new_game
from test_rooms import seated

from asyncrun import run_coroutine
from tricktable.interfaces.web.ai_admission import Busy
from tricktable.interfaces.web.ai_pool import AIPool

GATE = "webtest-gate"


def until(pred, what: str, tries: int = 500) -> None:
    """Poll ``pred`` (the server runs in another thread) until it holds; fail, naming ``what``, if it never does."""
    for _ in range(tries):
        if pred():
            return
        time.sleep(0.01)
    raise AssertionError(f"never: {what}")


@pytest.fixture
def gate(monkeypatch):
    """An AI kind whose every decision waits until the test opens the gate (``gate.set()``)."""
    from tricktable import ai

    opened = threading.Event()

    class GatePlayer:
        name = GATE

        def __init__(self, game, seed=0):
            pass

        def choose(self, game, view, legal):
            opened.wait(20)
            return legal[0]

    monkeypatch.setitem(ai.PLAYER_KINDS, GATE, ai.PlayerKind(GATE, GatePlayer, table=True))
    yield opened
    opened.set()  # nothing stays blocked after the test


def fill_the_queue(client) -> str:
    """A game whose AI is thinking (held at the gate): with ``max_ai_queue=1`` the queue is full."""
    gid, _ = new_game(client, seed=0, players=["human", GATE, GATE, GATE])  # seat 1 opens the auction
    until(client.app.state.manager.pool.full, "the AI queue is full")
    return gid


def in_thread(fn):
    """Run ``fn`` in a thread (a second person's request while the test goes on); returns its result holder."""
    out: dict = {}
    t = threading.Thread(target=lambda: out.update(result=fn()), daemon=True)
    t.start()
    out["thread"] = t
    return out


def test_a_new_game_waits_for_room_in_the_ai_queue_then_starts(client_factory, gate):
    client = client_factory(max_ai_queue=1)
    pool = client.app.state.manager.pool
    fill_the_queue(client)
    asked = in_thread(lambda: client.post("/api/games", json={"variant": "webtest/mini", "ai": "random"}))
    until(lambda: pool.in_line() == 1 or "result" in asked, "the new game waits in line")
    assert "result" not in asked, asked.get("result") and asked["result"].text  # not refused: it waits
    gate.set()  # the AI decides: its place in the queue is free
    asked["thread"].join(20)
    assert asked["result"].status_code == 200, asked["result"].text


def test_the_line_of_new_games_is_bounded_and_a_long_wait_is_answered_busy(client_factory, gate):
    client = client_factory(ai_pool=AIPool(max_queued=1, max_waiting=1, admit_timeout=0.3))
    fill_the_queue(client)
    pool = client.app.state.manager.pool
    first = in_thread(lambda: client.post("/api/games", json={"variant": "webtest/mini", "ai": "random"}))
    until(lambda: pool.in_line() == 1 or "result" in first, "a new game waits in line")
    second = client.post("/api/games", json={"variant": "webtest/mini", "ai": "random"})
    assert second.status_code == 503 and "busy" in second.json()["detail"]  # the line is full: at once
    first["thread"].join(20)  # the gate stays shut: its wait ends, busy
    assert first["result"].status_code == 503 and "busy" in first["result"].json()["detail"]
    assert len(client.app.state.manager.live) == 1  # nothing was made


def test_a_rooms_start_waits_for_room_in_the_ai_queue_and_tells_the_room(client_factory, gate):
    client = client_factory(max_ai_queue=1)
    pool = client.app.state.manager.pool
    body, stack, (host, bo) = seated(client, None, ["Ana", "Bo"], settings={"ai": "random"})
    with stack:
        fill_the_queue(client)
        host.ws.send_json({"type": "start", "id": "go"})
        for p in (host, bo):  # everyone in the room hears that the start waits
            told = p.recv_until(lambda m: m["type"] in ("waiting", "error") or m.get("id") == "go")
            assert told["type"] == "waiting" and told["request"] == "start", told
        bo.sync()  # the room is not held while it waits: the others go on
        assert bo.room["phase"] == "lobby" and pool.in_line() == 1
        gate.set()
        done = host.recv_until(lambda m: m.get("id") == "go")
        assert done["type"] == "done", done
        host.sync()
        assert host.room["phase"] == "playing" and host.state["players"] == ["human", "human", "random", "random"]


def test_a_room_start_refused_by_the_room_does_not_wait(client_factory, gate):
    client = client_factory(max_ai_queue=1)
    body, stack, (host,) = seated(client, None, ["Ana"], fill=False)
    with stack:
        fill_the_queue(client)
        reply = host.request({"type": "start"})
        assert reply["type"] == "error" and reply["code"] == "seats-open"
        assert client.app.state.manager.pool.in_line() == 0


def test_a_hint_waits_for_a_free_slot_instead_of_being_refused(client_factory, gate):
    client = client_factory(max_ai_queue=1)
    pool = client.app.state.manager.pool
    gid, tokens = new_game(client, seed=3)  # dealer 3: seat 0 (the person) opens the auction
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        me = SeatDriver(ws)
        me.settle()
        fill_the_queue(client)
        ws.send_json({"type": "hint", "id": "h"})
        until(lambda: pool.admission.hints_waiting == 1 or not pool.full(), "the hint waits")
        gate.set()
        reply = me.recv_until(lambda m: m.get("id") == "h")
        assert reply["type"] == "hint", reply


def test_a_hand_review_never_takes_a_tables_place_in_the_ai_queue(client_factory, monkeypatch):
    from tricktable.interfaces.web import reviews

    reviewing, release = threading.Event(), threading.Event()
    real_review = reviews.review

    def slow_review(*args):
        reviewing.set()
        release.wait(20)
        return real_review(*args)

    monkeypatch.setattr(reviews, "review", slow_review)
    client = client_factory(max_ai_queue=1)
    pool = client.app.state.manager.pool
    gid, tokens = new_game(client, players=["human", "random", "random", "random"])
    try:
        with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
            me = SeatDriver(ws)
            me.play_hand()
            until(reviewing.is_set, "the hand is being reviewed")
            lanes = pool.admission
            assert lanes.queued == 0 and lanes.background_queued == 1  # the review is not in the tables' queue
            ws.send_json({"type": "next_hand"})
            me.recv_until(lambda m: m["type"] == "update" and m["state"]["hand_seq"] == 1)
            me.settle()  # the AI plays on while the review thinks
            assert me.my_turn() and reviewing.is_set() and not release.is_set()
            release.set()
            review = me.recv_until(lambda m: m["type"] == "review")["review"]
            assert review["hand_seq"] == 0 and review["seat"] == 0
    finally:
        release.set()


def test_a_full_background_lane_leaves_the_hand_unreviewed_says_why_and_nothing_waits(client_factory):
    client = client_factory(ai_pool=AIPool(max_background=0))
    gid, tokens = new_game(client)
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        me = SeatDriver(ws)
        me.play_hand()
        said = me.review()
        assert said["skipped"] == "busy" and said["messages"][0]["id"] == "review-skipped-busy"
        assert client.app.state.store.reviews(gid, 0) == {0: said}  # kept: the replay says why too
        assert client.app.state.manager.pool.admission.background_queued == 0  # nothing was queued
        ws.send_json({"type": "next_hand"})  # and the match goes on
        me.recv_until(lambda m: m["type"] == "update" and m["state"]["hand_seq"] == 1)


def held(pool_kw: dict, hold):
    """Run ``test(pool, release, held)`` on an ``AIPool(**pool_kw)`` whose ``hold`` lane (``pool.later`` or
    ``pool.run``) is taken by a job that waits for ``release``; the pool is closed whatever happens."""
    def run(test) -> None:
        async def main() -> None:
            pool = AIPool(**pool_kw)
            release = threading.Event()
            try:
                job = asyncio.ensure_future(getattr(pool, hold)(release.wait, 20))
                await asyncio.sleep(0)
                await test(pool, release, job)
            finally:
                release.set()
                pool.close()

        run_coroutine(main())
    return run


def test_the_background_lane_is_bounded_and_apart_from_the_decisions():
    async def test(pool, release, first) -> None:
        assert pool.background_full()
        with pytest.raises(Busy):
            await pool.later(int, "1")
        assert await pool.run(int, "2") == 2  # a table's decision goes through meanwhile
        release.set()
        assert await first is True
        assert await pool.later(int, "3") == 3 and not pool.background_full()

    held({"max_queued": 1, "max_background": 1}, "later")(test)


def test_new_games_in_line_go_in_their_order_one_per_freed_slot():
    async def test(pool, release, thinking) -> None:
        order: list[int] = []
        told: list[int] = []

        async def new_game(i: int) -> None:
            async def tell() -> None:
                told.append(i)
            await pool.admit(tell)
            order.append(i)

        waiting = [asyncio.ensure_future(new_game(i)) for i in range(3)]
        await asyncio.sleep(0.01)
        assert told == [0, 1, 2] and order == []
        with pytest.raises(Busy):  # the line is full
            await pool.admit()
        release.set()
        await thinking
        await asyncio.wait_for(asyncio.gather(*waiting), 5)
        assert order == [0, 1, 2]

    held({"max_queued": 1, "max_waiting": 3}, "run")(test)
