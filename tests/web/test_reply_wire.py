"""The replies built from the protocol's models (``Reply.wire``) are sent byte for byte as the dicts they replaced:
``type`` first, the fields given in the model's order, ``id`` last (``null`` for a request without one), a field
left out not sent. And what every seat and room member is sent at each step or change (a table's ``update`` and
``ack``, the ``room``, a ``claim_waiting``) is pinned here through the sockets, as the server wrote it before these
messages had models (their contents, every variant's, are pinned by ``test_wire_pinned.py``)."""

from __future__ import annotations

import json

from tricktable.interfaces.web.frames import error
from tricktable.interfaces.web.outbox import encode
from tricktable.interfaces.web.protocol import CheckReply, Done, HintReply, LangReply, Review, Update


def test_a_seats_replies_are_written_as_before():
    assert encode(CheckReply(type="check", ok=True, action="play R14", id=7).wire()) == \
        '{"type":"check","ok":true,"action":"play R14","id":7}'
    assert encode(CheckReply(type="check", ok=False, message="Nope", id=None).wire()) == \
        '{"type":"check","ok":false,"message":"Nope","id":null}'
    assert encode(HintReply(type="hint", action="bid 120", id="h").wire()) == \
        '{"type":"hint","action":"bid 120","id":"h"}'
    assert encode(LangReply(type="lang", lang="ro", id=None).wire()) == '{"type":"lang","lang":"ro","id":null}'
    assert encode(Done(type="done", request="next_hand", id=2.5).wire()) == \
        '{"type":"done","request":"next_hand","id":2.5}'
    assert encode(Update(type="update", events=[], state={"seat": 0, "hand": ["R14"]}, id=1)) == \
        '{"type":"update","events":[],"state":{"seat":0,"hand":["R14"]},"id":1}'


def test_a_review_is_sent_without_an_id_and_an_error_with_one_only_when_known():
    assert encode(Review(type="review", review={"seat": 1, "flags": []}).wire()) == \
        '{"type":"review","review":{"seat":1,"flags":[]}}'
    assert encode(error("turn", "Not yet")) == '{"type":"error","code":"turn","message":"Not yet"}'
    assert encode(error("turn", "Not yet", "a")) == '{"type":"error","code":"turn","message":"Not yet","id":"a"}'


def test_a_claim_waitings_seconds_are_written_as_given_an_int_as_an_int():
    from tricktable.interfaces.web.protocol import ClaimWaiting

    assert encode(ClaimWaiting(type="claim_waiting", left=10, id="c").wire()) == \
        '{"type":"claim_waiting","left":10,"id":"c"}'
    assert encode(ClaimWaiting(type="claim_waiting", left=10.0, id=None).wire()) == \
        '{"type":"claim_waiting","left":10.0,"id":null}'
    assert encode(ClaimWaiting(type="claim_waiting", left=7.5, id=3).wire()) == \
        '{"type":"claim_waiting","left":7.5,"id":3}'


def test_an_id_keeps_its_type():
    assert LangReply(type="lang", lang="en", id="7").wire()["id"] == "7"
    assert LangReply(type="lang", lang="en", id=7).wire()["id"] == 7


def test_a_rooms_replies_are_written_as_before():
    from tricktable.interfaces.web.protocol import ClaimEnded, Gone, Joined, Said, Waiting

    assert encode(Joined(type="joined", member="m1", secret="s", code="ABCD", id=None).wire()) == \
        '{"type":"joined","member":"m1","secret":"s","code":"ABCD","id":null}'
    assert encode(Said(type="said", member="m1", name="Ana", phrase="nice").wire()) == \
        '{"type":"said","member":"m1","name":"Ana","phrase":"nice"}'
    assert encode(Said(type="said", member="m1", name="Ana", text="hi").wire()) == \
        '{"type":"said","member":"m1","name":"Ana","text":"hi"}'
    assert encode(Waiting(type="waiting", request="start", reason="busy").wire()) == \
        '{"type":"waiting","request":"start","reason":"busy"}'
    assert encode(ClaimEnded(type="claim_ended", outcome="objected", seat=2, name="Bo", by=None).wire()) == \
        '{"type":"claim_ended","outcome":"objected","seat":2,"name":"Bo","by":null}'
    assert encode(Gone(type="replaced").wire()) == '{"type":"replaced"}'


# ---------------------------------------------------------------- what every seat and member is sent at each step
def conforms(msg: dict) -> None:
    """A per-step message is what its TypedDict says: validated by it (pydantic), nothing is left out or added
    (``test_wire_pinned`` checks every message of every variant's hand with it too)."""
    from pydantic import TypeAdapter

    from tricktable.interfaces.web.protocol import Ack, ClaimWaiting, RoomState

    typed = {"update": Update, "ack": Ack, "room": RoomState}.get(msg["type"])
    if typed is not None:
        assert TypeAdapter(typed).validate_python(msg) == msg, msg
    elif msg["type"] == "claim_waiting":
        assert ClaimWaiting.model_validate(msg).wire() == msg


class _Raw:
    """A test socket that keeps the text of every frame it receives (the bytes, not what they decode to), each
    message checked against its type (:func:`_conforms`)."""

    def __init__(self, ws) -> None:
        self.ws = ws
        self.texts: list[str] = []

    def receive_json(self):
        text = self.ws.receive_text()
        self.texts.append(text)
        msg = json.loads(text)
        conforms(msg)
        return msg

    def __getattr__(self, name):
        return getattr(self.ws, name)


def _last(raw: _Raw, kind: str, msg_id=None) -> str:
    """The last text received of type ``kind`` (with the id ``msg_id``, when given)."""
    prefix = '{"type":' + json.dumps(kind)
    return next(t for t in reversed(raw.texts)
                if t.startswith(prefix) and (msg_id is None or json.loads(t).get("id") == msg_id))


def _envelope(text: str, *keys: str) -> str:
    """``text`` written again from the values it holds, in the order ``keys`` (each value as ``encode`` writes it):
    equal to ``text`` exactly when the message has those keys in that order and nothing else."""
    msg = json.loads(text)
    assert list(msg) == list(keys), list(msg)
    return "{" + ",".join(f'"{k}":{encode(msg[k])}' for k in keys) + "}"


def test_a_seats_table_and_acks_are_written_as_before(client):
    from driver import SeatDriver
    from test_api import new_game

    gid, tokens = new_game(client, seed=21, players=["human"] * 4)
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        to_act = ws.receive_json()["state"]["view"]["to_act"]
    with client.websocket_connect(f"/ws/{gid}?token={tokens[str(to_act)]}") as ws:
        raw = _Raw(ws)
        me = SeatDriver(raw)
        first = me.recv()  # the table on connecting
        assert first["type"] == "update" and raw.texts[0] == _envelope(raw.texts[0], "type", "events", "state")
        assert raw.texts[0].startswith('{"type":"update","events":[],"state":{')
        raw.send_json({"type": "sync", "id": "s1"})  # (answered by seat_requests' model: id last)
        me.recv_until(lambda m: m.get("id") == "s1")
        assert _last(raw, "update", "s1") == _envelope(_last(raw, "update", "s1"), "type", "events", "state", "id")
        action = me.state["legal"][0]
        ack = me.send({"type": "action", "action": action, "id": 7})
        assert raw.texts[-1] == f'{{"type":"ack","action":"{action}","step":1,"id":7}}' and ack["step"] == 1
        step = me.recv_until(lambda m: m["type"] == "update" and m["events"])  # the step, to every subscriber
        assert step["events"] and raw.texts[-1] == _envelope(raw.texts[-1], "type", "events", "state")


ROOM_LOBBY = ('{"type":"room","room":{"code":"CODE","phase":"lobby","settings":{"variant":"webtest/mini",'
              '"options":{"target":30,"min_bid":5},'
              '"ai":"random","grace_seconds":30,"turn_seconds":20,"chat":false,"public":false},"seats":['
              '{"seat":0,"kind":"member","member":"HOST","name":"Ana","face":"","online":true,"away":false,'
              '"grace_left":null,"ready":false},'
              '{"seat":1,"kind":"open","member":null,"name":null,"face":"","online":false,"away":false,'
              '"grace_left":null,"ready":false},'
              '{"seat":2,"kind":"open","member":null,"name":null,"face":"","online":false,"away":false,'
              '"grace_left":null,"ready":false},'
              '{"seat":3,"kind":"open","member":null,"name":null,"face":"","online":false,"away":false,'
              '"grace_left":null,"ready":false}],'
              '"members":[{"id":"HOST","name":"Ana","host":true,"seat":0,"online":true}],"game_id":null,"matches":0,'
              '"team_game":true,"turn":null,"you":{"id":"HOST","name":"Ana","host":true,"seat":0},"claim":null,'
              '"objected":null}}')

_AI_SEAT = '{"seat":%d,"kind":"ai","member":null,"name":null,"face":"","online":false,"away":false,' \
           '"grace_left":null,"ready":false}'
ROOM_PLAYING = ('{"type":"room","room":{"code":"CODE","phase":"playing","settings":{"variant":"webtest/mini",'
                '"options":{"target":30,"min_bid":5},'
                '"ai":"random","grace_seconds":30,"turn_seconds":20,"chat":false,"public":false},"seats":['
                '{"seat":0,"kind":"member","member":"HOST","name":"Ana","face":"","online":true,"away":false,'
                '"grace_left":null,"ready":false},'
                + ",".join(_AI_SEAT % seat for seat in (1, 2, 3)) + '],'
                '"members":[{"id":"HOST","name":"Ana","host":true,"seat":0,"online":true}],"game_id":"GAME",'
                '"matches":1,"team_game":true,"turn":TURN,"you":{"id":"HOST","name":"Ana","host":true,"seat":0},'
                '"claim":null,"objected":null},"id":"s9"}')


def test_a_rooms_state_its_table_and_acks_are_written_as_before(client):
    from roomdriver import RoomDriver, new_room
    from test_rooms import Clock

    clock = Clock()
    client.app.state.rooms.clock = clock
    body = new_room(client, grace_seconds=30, turn_seconds=20)
    code, host_id = body["code"], body["member"]

    def plain(text: str) -> str:
        return text.replace(code, "CODE").replace(host_id, "HOST")

    with client.websocket_connect(f"/ws/room/{code}?secret={body['secret']}") as ws:
        raw = _Raw(ws)
        host = RoomDriver(raw)
        assert host.recv()["type"] == "room"
        assert plain(raw.texts[0]) == ROOM_LOBBY  # the room broadcast: no id
        host.sync()
        sync_id = json.loads(raw.texts[-1])["id"]
        assert plain(raw.texts[-1]) == ROOM_LOBBY[:-1] + f',"id":"{sync_id}"}}'  # the room as a sync's answer
        for seat in (1, 2, 3):
            host.ok({"type": "fill", "seat": seat, "ai": True})
        host.ok({"type": "start"})
        raw.send_json({"type": "sync", "id": "s9"})
        host.recv_until(lambda m: m["type"] == "room" and m.get("id") == "s9")
        update = _last(raw, "update", "s9")
        assert update == _envelope(update, "type", "events", "id", "state")  # a room's sync: the id before the state
        room = _last(raw, "room", "s9")
        assert room == _envelope(room, "type", "room", "id")
        shown = json.loads(room)["room"]
        turn = shown["turn"]  # who is to act depends on the match's seed: the AI may be first
        assert turn is None or list(turn) == ["seat", "left"] and turn["left"] == 20.0 and '"left":20.0}' in room
        assert plain(room).replace(shown["game_id"], "GAME").replace(f'"turn":{encode(turn)}', '"turn":TURN') \
            == ROOM_PLAYING
        while not host.my_turn():
            host.recv()
        action = host.state["legal"][0]
        step = client.app.state.manager.live[shown["game_id"]].session.step
        ack = host.request({"type": "action", "action": action})
        assert _last(raw, "ack") == f'{{"type":"ack","action":"{action}","step":{step + 1},"id":"{ack["id"]}"}}'
        host.recv_until(lambda m: m["type"] == "update" and m["events"])
        assert raw.texts[-1] == _envelope(raw.texts[-1], "type", "events", "state")


def test_a_claim_waiting_is_written_as_before_an_int_as_an_int(client):
    from test_room_claims import claim_room, play_to_claim

    client.app.state.rooms.claim_seconds = 10  # a whole number of seconds, configured as an int
    _code, stack, (host, bo) = claim_room(client)
    with stack:
        claim = play_to_claim(client, [host, bo])
        host.ws = raw = _Raw(host.ws)
        raw.send_json({"type": "action", "action": claim, "id": "c1"})
        host.recv_until(lambda m: m["type"] == "claim_waiting")
        assert raw.texts[-1] == '{"type":"claim_waiting","left":10,"id":"c1"}'


def test_a_bots_fault_is_told_to_each_viewer_as_an_error_with_its_seat_and_kind():
    from types import SimpleNamespace

    from tricktable.engine import get_game
    from tricktable.interfaces.web import fanout
    from tricktable.interfaces.web.live_games import Viewer

    class Sent:
        def __init__(self, lang: str) -> None:
            self.lang = lang
            self.texts: list[str] = []

        def put(self, msg) -> bool:
            self.texts.append(encode(msg))
            return True

    en, ro = Sent("en"), Sent("ro")
    live = SimpleNamespace(session=SimpleNamespace(hand_seq=1, game=get_game("webtest/mini")), bot_faults_told=set(),
                           subscribers={Viewer(0): {en}, Viewer(1): {ro}})
    fanout.tell_bot_fault(live, 2, "timeout")
    fanout.tell_bot_fault(live, 2, "illegal")  # once a hand per seat
    for sent in (en, ro):
        assert len(sent.texts) == 1
        words = encode(json.loads(sent.texts[0])["message"])
        assert sent.texts[0] == \
            f'{{"type":"error","code":"server-bot-fault","message":{words},"seat":2,"kind":"timeout"}}'
    assert json.loads(en.texts[0])["message"] != json.loads(ro.texts[0])["message"]  # each in its language


def test_a_rooms_error_keeps_its_id_even_when_the_request_had_none():
    from tricktable.interfaces.web.protocol import ErrorWire

    assert encode(ErrorWire(type="error", code="busy", message="Later", id=None).wire()) == \
        '{"type":"error","code":"busy","message":"Later","id":null}'
    assert encode(ErrorWire(type="error", code="busy", message="Later").wire()) == \
        '{"type":"error","code":"busy","message":"Later"}'
