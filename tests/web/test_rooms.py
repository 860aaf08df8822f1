"""Rooms of friends over the web: every lobby step and rule, in process (the room socket and its API)."""

from __future__ import annotations

import contextlib
import re

import pytest
from roomdriver import in_room, new_room

from tricktable.table.room import CODE_LENGTH


class Clock:
    """The rooms' clock, moved by the test (grace periods and turn timers without waiting)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(client):
    c = Clock()
    client.app.state.rooms.clock = c
    return c


def stored_actions(client, gid):
    row = client.app.state.store.load(gid)
    return [(h.seq, seat, a) for h in row.hands for seat, a in h.actions]


def seated(client, room_id, names, settings=None, fill=True):
    """A room with the host and friends seated in order (the rest AI); returns (body, stack, people)."""
    body = new_room(client, name=names[0], **(settings or {}))
    stack = contextlib.ExitStack()
    host = stack.enter_context(in_room(client, body["code"], body["secret"]))
    people = [host]
    for i, name in enumerate(names[1:], start=1):
        p = stack.enter_context(in_room(client, body["code"]))
        assert p.join(name, seat=i)["type"] == "joined"
        people.append(p)
    if fill:
        for s in range(len(names), 4):
            host.ok({"type": "fill", "seat": s, "ai": True})
    return body, stack, people


def drop(person, watcher, seat):
    """``person`` closes its socket; returns once ``watcher`` is told the seat is offline."""
    person.ws.close()
    watcher.recv_until(lambda m: m["type"] == "room" and not m["room"]["seats"][seat]["online"])


def unchanged(client, code, before):
    assert client.app.state.rooms.records.load(code)[1] == before


# ---------------------------------------------------------------- making a room and joining it
def test_a_room_has_a_short_unguessable_code_and_an_invite_link(client):
    body = new_room(client, variant="rook/crowsnest")
    assert len(body["code"]) == CODE_LENGTH and body["link"] == f"/join/{body['code']}"
    assert body["secret"] and body["member"]
    assert len({new_room(client)["code"] for _ in range(5)}) == 5
    page = client.get(body["link"])
    assert page.status_code == 200 and "<html" in page.text.lower()


def test_the_host_sits_at_the_first_seat_with_the_rooms_settings(client):
    body = new_room(client, variant="rook/crowsnest", ai="heuristic", grace_seconds=30)
    with in_room(client, body["code"], body["secret"]) as host:
        room = host.room
    assert room["phase"] == "lobby" and room["you"]["host"] and room["you"]["seat"] == 0
    assert room["settings"]["ai"] == "heuristic" and room["settings"]["grace_seconds"] == 30
    assert room["settings"]["turn_seconds"] == 0 and room["settings"]["chat"] is False  # both off by default
    assert [s["kind"] for s in room["seats"]] == ["member", "open", "open", "open"]


@pytest.mark.parametrize("bad", [
    {"variant": "nope/none"}, {"options": {"target": "high"}}, {"ai": "cheater"}, {"grace_seconds": 9999},
    {"turn_seconds": 2}, {"name": ""}, {"name": "x" * 50}, {"chat": "yes"},
])
def test_a_room_with_bad_settings_is_refused(client, bad):
    r = client.post("/api/rooms", json={"variant": "rook/crowsnest", "name": "Ana", **bad})
    assert r.status_code in (400, 422), r.text
    assert not client.app.state.rooms.rooms


def test_a_friend_opens_the_link_watches_then_joins_with_a_name_and_takes_a_free_seat(client):
    body = new_room(client)
    with in_room(client, body["code"], body["secret"]) as host, in_room(client, body["code"]) as bo:
        assert bo.room["you"] is None  # a spectator until it joins
        reply = bo.join("Bo")
        assert reply["type"] == "joined" and reply["secret"] and reply["code"] == body["code"]
        assert bo.room["you"]["name"] == "Bo" and bo.room["you"]["seat"] is None
        bo.ok({"type": "sit", "seat": 2})
        host.sync()
        assert [s["name"] for s in host.room["seats"]] == ["Ana", None, "Bo", None]
        taken = bo.request({"type": "sit", "seat": 0})
        assert taken["type"] == "error" and taken["code"] == "seat-taken"


def test_a_code_as_typed_in_lower_case_with_a_dash_opens_the_room(client):
    code = new_room(client)["code"]
    with in_room(client, f"{code[:4].lower()}-{code[4:]}") as watcher:
        assert watcher.room["code"] == code


def test_wrong_codes_are_refused_and_guessing_is_rate_limited(client_factory):
    client = client_factory(room_join_rate=(0.001, 5.0))
    codes = []
    for i in range(8):
        with client.websocket_connect(f"/ws/room/ABCDEFG{'H' if i % 2 else 'J'}") as ws:
            msg = ws.receive_json()
            assert msg["type"] == "error" and "room" not in msg
            codes.append(msg["code"])
    assert codes[:5] == ["unknown"] * 5 and set(codes[5:]) == {"slow-down"}


def test_joins_are_rate_limited(client_factory):
    client = client_factory(room_join_rate=(0.001, 3.0))
    body = new_room(client)
    results = []
    for i in range(5):
        with in_room(client, body["code"]) as w:
            reply = w.join(f"q{i}")
            results.append(reply["type"] if reply["type"] == "joined" else reply["code"])
    assert results == ["joined"] * 3 + ["slow-down"] * 2


def test_a_full_room_refuses_one_more(client_factory):
    client = client_factory(room_join_rate=(100.0, 100.0))
    body = new_room(client)
    with contextlib.ExitStack() as stack:
        for i in range(11):
            w = stack.enter_context(in_room(client, body["code"]))
            assert w.join(f"p{i}")["type"] == "joined"
        late = stack.enter_context(in_room(client, body["code"]))
        reply = late.join("late")
        assert reply["type"] == "error" and reply["code"] == "full"


def test_a_name_already_in_the_room_is_refused(client):
    body = new_room(client, name="Ana")
    with in_room(client, body["code"]) as w:
        assert w.join("ana")["code"] == "name-taken"


# ---------------------------------------------------------------- the host's controls
def test_only_the_host_controls_the_room_and_a_refused_request_changes_nothing(client):
    body, stack, (host, bo) = seated(client, None, ["Ana", "Bo"], fill=False)
    with stack:
        before = client.app.state.rooms.records.load(body["code"])[1]
        for msg in ({"type": "fill", "seat": 3, "ai": True}, {"type": "move", "member": host.member, "seat": 3},
                    {"type": "remove", "member": host.member}, {"type": "start"}, {"type": "close"},
                    {"type": "settings", "settings": {"chat": True}}):
            reply = bo.request(msg)
            assert reply["type"] == "error" and reply["code"] == "host-only", (msg, reply)
        unchanged(client, body["code"], before)


def test_start_is_refused_while_a_seat_is_open(client):
    body, stack, (host, bo) = seated(client, None, ["Ana", "Bo"], fill=False)
    with stack:
        before = client.app.state.rooms.records.load(body["code"])[1]
        reply = host.request({"type": "start"})
        assert reply["type"] == "error" and reply["code"] == "seats-open" and "2 seats" in reply["message"]
        unchanged(client, body["code"], before)


def test_the_host_moves_people_between_seats_and_teams(client):
    body, stack, (host, bo, cy) = seated(client, None, ["Ana", "Bo", "Cy"], fill=False)
    with stack:
        host.ok({"type": "move", "member": bo.member, "seat": 2})  # Bo becomes Ana's partner
        host.ok({"type": "move", "member": cy.member, "seat": 1})  # onto Bo's old seat... now free
        host.ok({"type": "move", "member": host.member, "seat": 1})  # onto Cy's seat: the two swap
        host.sync()
        assert [s["name"] for s in host.room["seats"]] == ["Cy", "Ana", "Bo", None]


def test_the_host_starts_with_ai_in_the_empty_seats_and_everyone_sees_the_table_from_their_seat(client):
    body, stack, (host, bo) = seated(client, None, ["Ana", "Bo"], settings={"ai": "random"})
    with stack:
        host.ok({"type": "start"})
        for p, seat in ((host, 0), (bo, 1)):
            p.sync()
            assert p.room["phase"] == "playing" and p.state["seat"] == seat
            assert p.state["players"] == ["human", "human", "random", "random"]
        row = client.app.state.store.load(host.room["game_id"])
        assert row.names == ["Ana", "Bo", None, None]


def test_a_removed_players_secret_stops_working_and_the_ai_takes_the_seat(client):
    body, stack, (host, bo) = seated(client, None, ["Ana", "Bo"])
    with stack:
        host.ok({"type": "start"})
        secret = bo.secret
        host.ok({"type": "remove", "member": bo.member})
        told = bo.recv_until(lambda m: m["type"] in ("removed",))
        assert told["type"] == "removed"
        host.sync()
        assert host.room["seats"][1]["kind"] == "ai" and host.state["players"][1] == "random"
    with in_room(client, body["code"], secret) as again:
        assert again.log[0]["type"] == "error" and again.log[0]["code"] == "secret-unknown"


# ---------------------------------------------------------------- identity: reload, new tab, takeover
def test_a_reload_returns_to_the_same_seat_and_the_older_tab_is_told(client):
    body, stack, (host, bo) = seated(client, None, ["Ana", "Bo"])
    with stack:
        host.ok({"type": "start"})
        with in_room(client, body["code"], bo.secret) as tab:
            tab.sync()
            assert tab.room["you"]["seat"] == 1 and tab.state["seat"] == 1
            assert bo.recv_until(lambda m: m["type"] == "replaced")
        with in_room(client, body["code"], "not-the-secret") as thief:
            assert thief.log[0]["code"] == "secret-unknown"


# ---------------------------------------------------------------- spectators
def test_a_spectator_sees_the_public_table_and_cannot_act(client):
    body, stack, (host, bo) = seated(client, None, ["Ana", "Bo"])
    with stack, in_room(client, body["code"]) as spy:
        host.ok({"type": "start"})
        spy.sync()
        assert spy.state["seat"] is None and spy.state["watching"] is True
        assert spy.state["view"]["hand"] == [] and spy.state["legal"] is None
        gid = host.room["game_id"]
        n = len(stored_actions(client, gid))
        for msg in ({"type": "action", "action": "pass"}, {"type": "check", "action": "pass"}, {"type": "hint"},
                    {"type": "ready"}, {"type": "say", "phrase": "nice"}, {"type": "start"}):
            reply = spy.request(msg)
            assert reply["type"] == "error" and reply["code"] in ("spectator", "join-first"), (msg, reply)
        assert len(stored_actions(client, gid)) == n


def test_a_seated_player_cannot_act_for_another_seat(client):
    body, stack, (host, bo) = seated(client, None, ["Ana", "Bo"])
    with stack:
        host.ok({"type": "start"})
        gid = host.room["game_id"]
        for p in (host, bo):
            p.sync()
        s = client.app.state.manager.live[gid].session
        idle = bo if s.to_act() != 1 else host
        n = len(stored_actions(client, gid))
        reply = idle.request({"type": "action", "action": "pass", "seat": s.to_act()})
        assert reply["type"] == "error" and reply["code"] == "turn"
        assert len(stored_actions(client, gid)) == n


@pytest.mark.parametrize("raw", ['{"type": "sit", "seat": "1"}', '{"type": "sit", "seat": 9}',
                                 '{"type": "move", "member": 5, "seat": 1}', '{"type": "teleport"}',
                                 '{"type": "settings", "settings": "all"}', "[1]", "{nope"])
def test_bad_input_in_a_room_is_answered_with_an_error_and_changes_nothing(client, raw):
    body = new_room(client)
    with in_room(client, body["code"], body["secret"]) as host:
        before = client.app.state.rooms.records.load(body["code"])[1]
        host.ws.send_text(raw)
        reply = host.recv_until(lambda m: m["type"] == "error")
        assert reply["message"]
        unchanged(client, body["code"], before)


# ---------------------------------------------------------------- disconnects: the grace period and the return
def test_a_dropped_player_gets_the_grace_period_then_the_ai_plays_until_they_come_back(client, clock):
    body, stack, (host, bo) = seated(client, None, ["Ana", "Bo"],
                                     settings={"grace_seconds": 60, "options": {"target": 1000}})
    with stack:
        host.ok({"type": "start"})
        gid = host.room["game_id"]
        secret = bo.secret
        drop(bo, host, 1)
        clock.now += 10
        host.sync()
        seat = host.room["seats"][1]
        assert seat["online"] is False and seat["away"] is False and 49 <= seat["grace_left"] <= 50
        assert host.state["players"][1] == "human"
        clock.now += 60
        host.sync()
        assert host.room["seats"][1]["away"] is True
        assert host.state["players"][1] == "random"  # the AI plays Bo's seat, marked as away
        before = [a for a in stored_actions(client, gid) if a[1] == 1]
        for _ in range(3):  # the game goes on without waiting for Bo: Ana plays, the AI plays seat 1
            finish_hand(client, host)
            if len([a for a in stored_actions(client, gid) if a[1] == 1]) > len(before):
                break
            host.ok({"type": "ready"})
        assert len([a for a in stored_actions(client, gid) if a[1] == 1]) > len(before)
        with in_room(client, body["code"], secret) as back:
            back.sync()
            assert back.room["you"]["seat"] == 1 and back.room["seats"][1]["away"] is False
            assert back.state["players"][1] == "human" and back.state["seat"] == 1


def test_a_player_back_within_the_grace_period_keeps_the_seat(client, clock):
    body, stack, (host, bo) = seated(client, None, ["Ana", "Bo"], settings={"grace_seconds": 60})
    with stack:
        host.ok({"type": "start"})
        secret = bo.secret
        drop(bo, host, 1)
        clock.now += 30
        host.sync()
        with in_room(client, body["code"], secret) as back:
            clock.now += 100
            back.sync()
            assert back.room["seats"][1]["away"] is False and back.state["players"][1] == "human"


# ---------------------------------------------------------------- the turn timer
def test_when_the_turn_timer_runs_out_the_ai_plays_that_move(client, clock):
    body, stack, (host,) = seated(client, None, ["Ana"], settings={"turn_seconds": 20})
    with stack:
        host.ok({"type": "start"})
        gid = host.room["game_id"]
        s = client.app.state.manager.live[gid].session
        host.settle()
        assert s.to_act() == 0
        host.sync()
        assert host.room["turn"]["seat"] == 0
        n = len(stored_actions(client, gid))
        clock.now += 21
        host.sync()
        host.recv_until(lambda m: m["type"] == "update" and len(stored_actions(client, gid)) > n)
        assert stored_actions(client, gid)[n][1] == 0  # seat 0's move, made by the AI
        assert s.players[0] == "human"  # only that move: the seat stays the person's


def test_no_turn_timer_by_default(client, clock):
    body, stack, (host,) = seated(client, None, ["Ana"])
    with stack:
        host.ok({"type": "start"})
        host.settle()
        gid = host.room["game_id"]
        n = len(stored_actions(client, gid))
        clock.now += 10_000
        host.sync()
        host.sync()
        assert host.room["turn"] is None and len(stored_actions(client, gid)) == n


# ---------------------------------------------------------------- between hands
def test_everyone_confirms_the_next_hand_or_the_host_starts_it(client):
    body, stack, (host, bo) = seated(client, None, ["Ana", "Bo"], settings={"options": {"target": 1000}})
    with stack:
        host.ok({"type": "start"})
        finish_hand(client, host, bo)
        host.ok({"type": "ready"})
        host.sync()
        assert host.state["between_hands"] and host.room["seats"][0]["ready"] is True
        bo.ok({"type": "ready"})
        host.recv_until(lambda m: m["type"] == "update" and not m["state"]["between_hands"])
        finish_hand(client, host, bo)
        assert bo.request({"type": "next_hand"})["code"] == "host-only"
        host.ok({"type": "next_hand"})
        bo.recv_until(lambda m: m["type"] == "update" and not m["state"]["between_hands"])


def finish_hand(client, *people):
    """Play the current hand to its end, each person acting at its turn."""
    gid = people[0].room["game_id"]
    s = client.app.state.manager.live[gid].session
    by_seat = {p.seat(): p for p in people}
    for _ in range(2000):
        if s.state is None:
            break
        seat = s.to_act()
        p = by_seat.get(seat)
        if p is None:
            people[0].recv()  # an AI seat: wait for its move
            continue
        p.sync()
        if p.my_turn():
            assert p.play_one()["type"] == "ack"
    for p in people:
        p.sync()
    assert people[0].state["between_hands"]


# ---------------------------------------------------------------- after the match
def test_a_rematch_with_the_same_seats_or_with_partners_swapped(client):
    body, stack, people = seated(client, None, ["Ana", "Bo", "Cy", "Di"])
    host = people[0]
    with stack:
        host.ok({"type": "start"})
        first = host.room["game_id"]
        assert host.request({"type": "rematch", "swap": False})["code"] == "match-not-over"
        host.ok({"type": "end"})
        host.sync()
        assert host.room["phase"] == "over"
        host.ok({"type": "rematch", "swap": True})
        host.sync()
        assert host.room["game_id"] != first and host.room["phase"] == "playing"
        assert [s["name"] for s in host.room["seats"]] == ["Ana", "Cy", "Bo", "Di"]
        people[1].sync()
        assert people[1].state["seat"] == 2  # Bo sees the new table from the new seat
        assert client.app.state.store.load(host.room["game_id"]).names == ["Ana", "Cy", "Bo", "Di"]


# ---------------------------------------------------------------- quick messages and chat
def test_quick_phrases_reach_everyone_and_free_chat_is_off_by_default(client):
    body, stack, (host, bo) = seated(client, None, ["Ana", "Bo"], fill=False)
    with stack, in_room(client, body["code"]) as spy:
        bo.ok({"type": "say", "phrase": "nice"})
        said = spy.recv_until(lambda m: m["type"] == "said")
        assert said == {"type": "said", "member": bo.member, "name": "Bo", "phrase": "nice"}
        assert bo.request({"type": "say", "phrase": "<b>hi</b>"})["code"] == "phrase-unknown"
        assert bo.request({"type": "chat", "text": "hello"})["code"] == "chat-off"


def test_a_change_of_language_is_a_rooms_request_too_for_members_and_spectators(client):
    """The page tells its socket its new language (as a seat's socket does): the room's errors follow it."""
    body, stack, (host,) = seated(client, None, ["Ana"], fill=False)
    with stack, in_room(client, body["code"]) as spy:
        for who in (host, spy):
            reply = who.request({"type": "lang", "lang": "hu"})
            assert reply["type"] == "lang" and reply["lang"] == "hu", reply
        assert host.request({"type": "lang", "lang": "xx"})["lang"] == "hu"  # an unknown one changes nothing
        refused = host.request({"type": "say", "phrase": "nope"})
        assert refused["code"] == "phrase-unknown" and refused["message"] == "ez nem a gyorsüzenetek egyike"


def test_chat_is_plain_text_length_and_rate_limited(client):
    body, stack, (host, bo) = seated(client, None, ["Ana", "Bo"], settings={"chat": True}, fill=False)
    with stack:
        bo.ok({"type": "chat", "text": "  <img src=x onerror=alert(1)>\u0000 hi  "})
        said = host.recv_until(lambda m: m["type"] == "said")
        assert said["text"] == "<img src=x onerror=alert(1)> hi"  # as typed: the page shows it as text
        assert bo.request({"type": "chat", "text": "x" * 201})["code"] == "chat-invalid"
        codes = [bo.request({"type": "chat", "text": f"m{i}"})["type"] for i in range(8)]
        assert "error" in codes


# ---------------------------------------------------------------- records, closing, restarts
def test_a_rooms_match_is_recorded_with_the_players_names_in_history_and_replay(client):
    body, stack, (host, bo) = seated(client, None, ["Ana", "Bo"])
    with stack:
        host.ok({"type": "start"})
        gid = host.room["game_id"]
        host.ok({"type": "end"})
    for secret in (body["secret"], bo.secret):  # each member who sat at the table holds it
        games = client.post("/api/history", json={"games": [{"id": gid, "token": secret}]}).json()["games"]
        assert [g["names"] for g in games] == [["Ana", "Bo", None, None]]
        replay = client.get(f"/api/replay/{gid}", params={"token": secret}).json()
        assert replay["names"] == ["Ana", "Bo", None, None]
    assert client.post("/api/history", json={"games": [{"id": gid, "token": "nope"}]}).json()["games"] == []


def test_a_closed_rooms_code_stops_working(client):
    body, stack, (host, bo) = seated(client, None, ["Ana", "Bo"])
    with stack:
        host.ok({"type": "start"})
        gid = host.room["game_id"]
        host.ws.send_json({"type": "close"})
        assert host.recv_until(lambda m: m["type"] == "closed")
        assert bo.recv_until(lambda m: m["type"] == "closed")
    assert client.app.state.store.load(gid).status in ("abandoned", "finished")
    with in_room(client, body["code"], body["secret"]) as again:
        assert again.log[0]["code"] == "unknown"


def test_a_room_left_empty_expires(client, clock):
    body = new_room(client)
    with in_room(client, body["code"], body["secret"]):
        pass
    hub = client.app.state.rooms
    clock.now += hub.idle_close + 1
    assert client.portal.call(hub.sweep) == 1
    with in_room(client, body["code"], body["secret"]) as again:
        assert again.log[0]["code"] == "unknown"


def test_a_room_survives_a_server_restart(client_factory, db):
    first = client_factory()
    body, stack, (host, bo) = seated(first, None, ["Ana", "Bo"])
    with stack:
        host.ok({"type": "start"})
        gid = host.room["game_id"]
        secret = bo.secret
    second = client_factory(db)
    with in_room(second, body["code"], secret) as bo2:
        bo2.sync()
        assert bo2.room["you"]["seat"] == 1 and bo2.room["game_id"] == gid and bo2.state["seat"] == 1


def test_the_server_tells_the_page_the_address_to_share(client_factory):
    client = client_factory(share_url="http://192.168.1.20:8000")
    assert client.get("/api/server").json()["share_url"] == "http://192.168.1.20:8000"


def test_a_rooms_must_follow_error_names_the_cards_in_words(client):
    """Issue 25.4: at a room's table "you must follow" names the cards as a solo table does ("the red 6"), never by
    their codes with English colour letters."""
    body, stack, (host,) = seated(client, None, ["Ana"], settings={"variant": "rook/crowsnest"})
    with stack:
        host.ok({"type": "start"})
        for _ in range(60):
            host.settle()
            st = host.state
            view = st["view"]
            wrong = [c for c in view["hand"] if f"play {c}" not in st["legal"]]
            if view["phase"] == "play" and view.get("trick") and wrong:
                refused = host.request({"type": "action", "action": f"play {wrong[0]}"})
                assert refused["code"] == "illegal" and "you hold" in refused["message"], refused
                assert not re.search(r"\b[RYGB]\d{1,2}\b", refused["message"]), refused["message"]
                assert re.search(r"\b(red|yellow|green|black) \d", refused["message"]), refused["message"]
                return
            assert host.play_one()["type"] == "ack"
    raise AssertionError("no hand where Ana had to follow")


@pytest.mark.parametrize("raw", ['{"type": "\\ud800"}', '{"type": "sync", "id": "\\udfff"}',
                                 '{"type": "join", "name": "\\ud800"}', '{"type": "say", "phrase": "\\ud800"}',
                                 '{"type": "sit", "seat": 99999999999999999999999999999999999999}',
                                 '{"type": "check", "action": "bid 9999999999999999999999999999999999999999"}',
                                 '{"type": "action", "action": "call 999999999999999999999999999999999999999"}'])
def test_surrogates_and_huge_numbers_in_a_room_are_answered_and_the_socket_stays(client, raw):
    body, stack, (host, bo) = seated(client, None, ["Ana", "Bo"])
    with stack:
        host.ok({"type": "start"})
        before = client.app.state.rooms.records.load(body["code"])[1]
        bo.ws.send_text(raw)
        reply = bo.recv_until(lambda m: m["type"] in ("error", "check"))
        assert reply.get("ok") is not True and reply["message"]
        bo.sync()
        unchanged(client, body["code"], before)


def test_new_rooms_are_rate_limited_per_address(client_factory):
    client = client_factory(new_room_rate=(0.001, 3.0))
    for _ in range(3):
        new_room(client)
    r = client.post("/api/rooms", json={"variant": "webtest/mini", "name": "Ana", "ai": "random", "lang": "ro"})
    assert r.status_code == 429 and r.json()["detail"].startswith("prea multe camere noi")


def test_a_full_server_refuses_a_new_room_in_the_readers_language(client):
    client.app.state.rooms.max_rooms = 1
    new_room(client)
    r = client.post("/api/rooms", json={"variant": "webtest/mini", "name": "Ana", "ai": "random", "lang": "hu"})
    assert r.status_code == 503 and r.json()["detail"] == "a szerveren 1 szoba van nyitva: próbáld később"


def test_a_room_nobody_opens_within_a_minute_leaves_memory_and_frees_its_place(client, clock):
    hub = client.app.state.rooms
    hub.max_rooms = 2
    unused, used = new_room(client), new_room(client)
    with in_room(client, used["code"], used["secret"]):
        clock.now += 61
        third = new_room(client)  # the cap is 2: the unused room's place was freed
        assert unused["code"] not in hub.rooms and used["code"] in hub.rooms and third["code"] in hub.rooms
