"""No request starts unbounded work (issue 11, failures 1 and 7): a game without a human seat plays only while it
is watched, at the viewing pace; caps on games in memory and on queued AI decisions answer with a clear error;
idle games leave memory and come back on the next connection; a restart loads nothing by itself."""

from __future__ import annotations

import time

import pytest
from driver import SeatDriver
from test_api import new_game


def _actions(client, gid) -> int:
    row = client.app.state.store.load(gid)
    return sum(len(h.actions) for h in row.hands)


def _ai_game(client, variant="webtest/mini", seed=5, **kw):
    r = client.post("/api/games", json={"variant": variant, "players": ["random"] * 4, "seed": seed, **kw})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["tokens"] == {} and len(body["watch"]) >= 30
    return body["id"], body["watch"]


def test_a_game_without_a_human_seat_does_not_play_by_itself(client_factory, db):
    client = client_factory()
    r = client.post("/api/games", json={"variant": "callbreak/master", "players": ["random"] * 4})
    assert r.status_code == 200
    gid = r.json()["id"]
    time.sleep(0.5)
    assert _actions(client, gid) == 0
    client.__exit__(None, None, None)
    again = client_factory(db)  # nor after a restart
    time.sleep(0.3)
    assert _actions(again, gid) == 0


def test_a_watched_game_without_a_human_plays_at_the_viewing_pace_and_pauses_when_left(client_factory):
    client = client_factory(watch_pace=0.05)
    gid, watch = _ai_game(client)
    started = time.monotonic()
    with client.websocket_connect(f"/ws/{gid}?token={watch}") as ws:
        me = SeatDriver(ws)
        first = me.recv()
        assert first["state"]["watching"] and first["state"]["legal"] is None
        me.recv_until(lambda m: m["type"] == "update" and m["state"]["step"] >= 4)
        assert time.monotonic() - started >= 4 * 0.05  # one decision per pace at most
    time.sleep(0.5)  # a decision under way when the watcher left is still applied
    left = _actions(client, gid)
    time.sleep(0.5)
    assert _actions(client, gid) == left  # nobody watches: it waits


def test_a_watcher_cannot_act_but_can_stop_the_game(client_factory):
    client = client_factory(watch_pace=0.2)
    gid, watch = _ai_game(client)
    with client.websocket_connect(f"/ws/{gid}?token={watch}") as ws:
        me = SeatDriver(ws)
        me.recv()
        for kind in ("action", "check", "hint"):
            reply = me.send({"type": kind, "action": "pass", "id": kind})
            assert reply["type"] == "error" and reply["code"] == "watching" and reply["id"] == kind
        ws.send_json({"type": "end", "id": "stop"})
        me.recv_until(lambda m: m.get("id") == "stop")
        me.sync()
        assert me.state["match_over"]
    assert client.app.state.store.load(gid).status == "abandoned"  # stopped undecided: nobody won


def test_an_open_ended_game_without_a_human_waits_for_the_watcher_to_deal_on(client_factory):
    client = client_factory(watch_pace=0.001)
    gid, watch = _ai_game(client, "callbreak/master", seed=3)
    with client.websocket_connect(f"/ws/{gid}?token={watch}") as ws:
        me = SeatDriver(ws)
        me.recv_until(lambda m: m["type"] == "update" and m["state"]["between_hands"] and m["state"]["sheet"])
        time.sleep(0.2)
        me.sync()
        assert me.state["between_hands"] and len(me.state["sheet"]) == 1
        ws.send_json({"type": "next_hand", "id": "on"})
        me.recv_until(lambda m: m.get("id") == "on")
        me.recv_until(lambda m: m["type"] == "update" and m["state"]["hand_seq"] >= 1)


def test_the_games_in_memory_are_capped_and_idle_ones_make_room(client_factory):
    client = client_factory(max_games=2)
    games = [new_game(client, seed=i) for i in range(2)]
    (g0, t0), (g1, t1) = games
    with client.websocket_connect(f"/ws/{g0}?token={t0['0']}") as w0, \
            client.websocket_connect(f"/ws/{g1}?token={t1['0']}") as w1:
        w0.receive_json(), w1.receive_json()
        r = client.post("/api/games", json={"variant": "webtest/mini", "ai": "random"})
        assert r.status_code == 503 and "full" in r.json()["detail"]
    time.sleep(0.1)
    gid, tokens = new_game(client, seed=9)  # nobody is connected to the others now: they leave memory
    assert len(client.app.state.manager.live) <= 2 and gid in client.app.state.manager.live
    with client.websocket_connect(f"/ws/{g0}?token={t0['0']}") as ws:  # and come back when asked for
        assert ws.receive_json()["state"]["game_id"] == g0


class _SlowPlayer:
    name = "slow"

    def __init__(self, game, seed=0):
        pass

    def choose(self, game, view, legal):
        time.sleep(0.6)
        return legal[0]


def test_queued_ai_decisions_are_capped_with_a_clear_error(client_factory, monkeypatch):
    from tricktable import ai
    from tricktable.interfaces.web.ai_pool import AIPool

    monkeypatch.setitem(ai.PLAYER_KINDS, "webtest-slow", ai.PlayerKind("webtest-slow", _SlowPlayer, table=True))
    client = client_factory(ai_pool=AIPool(max_queued=1, max_waiting=0))  # no line to wait in (test_ai_queue.py)
    gid, tokens = new_game(client, seed=0, players=["human", "webtest-slow", "webtest-slow", "webtest-slow"])
    pool = client.app.state.manager.pool
    for _ in range(100):  # seat 1 opens the auction: its AI is thinking
        if pool.full():
            break
        time.sleep(0.01)
    r = client.post("/api/games", json={"variant": "webtest/mini", "ai": "random"})
    assert r.status_code == 503 and "busy" in r.json()["detail"]
    client.app.state.manager.live[gid].ai_task.cancel()


def test_idle_games_leave_memory_after_a_while_and_come_back_exactly(client_factory):
    client = client_factory(idle_seconds=0.05, sweep_every=0.05)
    gid, tokens = new_game(client, seed=8)
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        me = SeatDriver(ws)
        me.settle()
        assert me.play_one()["type"] == "ack"
        me.settle()  # the AI has played up to this seat's turn (or the hand's end)
        before = me.state
    for _ in range(100):
        if gid not in client.app.state.manager.live:
            break
        time.sleep(0.02)
    assert gid not in client.app.state.manager.live
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        again = SeatDriver(ws)
        again.recv()
        again.sync()
        assert again.state["view"] == before["view"] and again.state["hand_seq"] == before["hand_seq"]


def test_a_restart_loads_no_game_until_someone_connects(client_factory, db):
    first = client_factory()
    made = [new_game(first, seed=i) for i in range(4)]
    first.__exit__(None, None, None)
    second = client_factory(db)
    assert second.app.state.manager.live == {}
    gid, tokens = made[2]
    with second.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        assert ws.receive_json()["state"]["game_id"] == gid
    assert list(second.app.state.manager.live) == [gid]


@pytest.mark.parametrize("seed", [2**63, 2**64 + 3, -1, 1.5, "x"])
def test_a_seed_outside_0_to_2_63_is_refused(client, seed):
    r = client.post("/api/games", json={"variant": "webtest/mini", "seed": seed})
    assert r.status_code in (400, 422), r.text


def test_the_largest_seed_is_accepted(client):
    r = client.post("/api/games", json={"variant": "webtest/mini", "seed": 2**63 - 1})
    assert r.status_code == 200, r.text
