"""Every kind of bad input is answered with an error message and changes nothing; a seat sees only its own view."""

from __future__ import annotations

import json

import pytest
from driver import SeatDriver
from test_api import new_game


@pytest.fixture
def table(client):
    """A fresh game (seats 1-3 random AI) with seat 0 connected and to act."""
    gid, tokens = new_game(client, seed=11)
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        me = SeatDriver(ws)
        me.recv()
        me.settle()
        yield client, gid, tokens, me


def _stored_actions(client, gid):
    row = client.app.state.store.load(gid)
    return sum(len(h.actions) for h in row.hands)


def _unchanged(client, gid, me, before_actions, before_state):
    me.sync()
    assert _stored_actions(client, gid) == before_actions
    assert me.state["version"] == before_state["version"] and me.state["view"] == before_state["view"]


@pytest.mark.parametrize("raw, code", [
    ("{not json", "malformed"),
    ("[1, 2]", "malformed"),
    ('{"no_type": 1}', "malformed"),
    ('{"type": "teleport"}', "malformed"),
    ('{"type": "action"}', "malformed"),
    ('{"type": "action", "action": 42}', "malformed"),
    ('{"type": "action", "action": "jump R14"}', "malformed"),
    ('{"type": "action", "action": "play Z99"}', "malformed"),
    ('{"type": "action", "action": "bid eighty"}', "malformed"),
])
def test_malformed_messages_are_answered_and_change_nothing(table, raw, code):
    client, gid, _, me = table
    n, before = _stored_actions(client, gid), dict(me.state)
    me.ws.send_text(raw)
    reply = me.recv_until(lambda m: m["type"] == "error")
    assert reply["code"] == code and reply["message"]
    _unchanged(client, gid, me, n, before)


def test_an_illegal_action_is_refused_with_the_reason(table):
    client, gid, _, me = table
    n, before = _stored_actions(client, gid), dict(me.state)
    mine = set(me.state["view"]["hand"])
    foreign = next(c for c in ["R1", "R2", "R3", "R4", "R5", "Y1", "Y2", "G1", "B1"] if c not in mine)
    for bad in (f"play {foreign}", "trump R", "discard R1 R2 R3 R4 R5", "bid 3"):
        reply = me.send({"type": "action", "action": bad, "id": 1})
        assert reply["type"] == "error" and reply["code"] == "illegal", reply
    _unchanged(client, gid, me, n, before)


def test_acting_out_of_turn_is_refused(client):
    gid, tokens = new_game(client, seed=11, players=["human", "human", "random", "random"])
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as w0, \
            client.websocket_connect(f"/ws/{gid}?token={tokens['1']}") as w1:
        s0, s1 = SeatDriver(w0), SeatDriver(w1)
        s0.recv(), s1.recv()
        s0.sync(), s1.sync()
        to_act = s0.state["view"]["to_act"]
        idle = s1 if to_act != 1 else s0
        legal_text = "pass"
        n, before = _stored_actions(client, gid), dict(idle.state)
        reply = idle.send({"type": "action", "action": legal_text, "id": 3})
        assert reply["type"] == "error" and reply["code"] == "turn"
        assert _stored_actions(client, gid) == n
        idle.sync()
        assert idle.state["version"] == before["version"]


def test_another_games_token_or_a_made_up_one_is_refused(client):
    gid_a, tok_a = new_game(client)
    gid_b, _ = new_game(client)
    for path in (f"/ws/{gid_b}?token={tok_a['0']}", f"/ws/{gid_a}?token=guess", f"/ws/nope?token={tok_a['0']}",
                 f"/ws/{gid_a}"):
        with client.websocket_connect(path) as ws:
            msg = ws.receive_json()
            assert msg["type"] == "error" and msg["code"] == "auth"
            assert "state" not in msg


def test_a_seat_cannot_act_for_another_by_naming_it(table):
    client, gid, _, me = table
    n = _stored_actions(client, gid)
    me.ws.send_text(json.dumps({"type": "action", "action": "pass", "seat": 2, "id": 9}))
    reply = me.recv_until(lambda m: m.get("id") == 9 and m["type"] in ("ack", "error"))
    # the message's 'seat' is ignored: the action is seat 0's own (legal) pass
    assert reply["type"] == "ack"
    assert client.app.state.store.load(gid).hands[-1].actions[n][0] == 0


def test_an_oversized_message_is_refused(table):
    client, gid, _, me = table
    n, before = _stored_actions(client, gid), dict(me.state)
    me.ws.send_text(json.dumps({"type": "action", "action": "pass", "pad": "x" * 5000}))
    reply = me.recv_until(lambda m: m["type"] == "error")
    assert reply["code"] == "size"
    _unchanged(client, gid, me, n, before)


def test_a_flood_of_messages_is_rate_limited(client_factory):
    client = client_factory(rate=(10.0, 30.0))
    gid, tokens = new_game(client, seed=11)
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        _flood(SeatDriver(ws))


def _flood(me):
    me.recv()
    for _ in range(60):
        me.ws.send_text('{"type": "check", "action": "pass"}')
    codes = []
    for _ in range(60):
        m = me.recv()
        codes.append(m.get("code") or m["type"])
    assert "rate" in codes


def test_check_reports_legality_without_acting(table):
    client, gid, _, me = table
    n = _stored_actions(client, gid)
    ok = me.send({"type": "check", "action": me.state["legal"][0], "id": 4})
    bad = me.send({"type": "check", "action": "trump G", "id": 5})
    assert ok["ok"] is True and bad["ok"] is False and bad["message"]
    assert _stored_actions(client, gid) == n


def test_creating_games_is_rate_limited(client_factory):
    client = client_factory(new_game_rate=(0.01, 3.0))
    codes = [client.post("/api/games", json={"variant": "webtest/mini"}).status_code for _ in range(5)]
    assert codes[:3] == [200, 200, 200] and codes[3:] == [429, 429]


def test_bad_new_game_requests_are_refused(client):
    assert client.post("/api/games", json={"variant": "nope/nothing"}).status_code == 400
    assert client.post("/api/games", json={"variant": "webtest/mini", "options": {"nonsense": 1}}).status_code == 400
    assert client.post("/api/games", json={"variant": "webtest/mini", "players": ["human"]}).status_code == 400
    assert client.post("/api/games", content=b"{not json", headers={"content-type": "application/json"}).status_code == 422
