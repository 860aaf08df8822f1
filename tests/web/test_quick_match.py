"""Issue 28, quick match: a host makes a room public; anyone lists the public rooms with a free seat and "Play now"
seats them at one (the AI plays the rest; a seat left goes back to the AI). The listing shows no card, no secret
and no member id."""

from __future__ import annotations

import json

from roomdriver import in_room, new_room

from tricktable.i18n import localizer


def listed(client, **params):
    r = client.get("/api/rooms/public", params=params)
    assert r.status_code == 200
    return r.json()["rooms"]


def quick(client, name, **body):
    return client.post("/api/rooms/quick", json={"name": name, **body})


def test_only_public_rooms_with_someone_there_and_a_free_seat_are_listed(client):
    private = new_room(client, name="Ana")
    public = new_room(client, name="Bo", public=True)
    assert listed(client) == []  # nobody is connected yet
    with in_room(client, private["code"], private["secret"]), in_room(client, public["code"], public["secret"]):
        rooms = listed(client)
        assert [r["code"] for r in rooms] == [public["code"]]
        assert rooms[0] == {"code": public["code"], "variant": "webtest/mini", "phase": "lobby", "ai": "random",
                            "seats": 4, "free": 3, "host": "Bo", "players": ["Bo"]}
        assert listed(client, variant="rook/crowsnest") == []


def test_play_now_seats_a_stranger_at_a_free_seat_of_a_public_room(client):
    body = new_room(client, name="Ana", public=True)
    with in_room(client, body["code"], body["secret"]) as host:
        r = quick(client, "Cy")
        assert r.status_code == 200
        got = r.json()
        assert got["code"] == body["code"] and got["seat"] == 1 and got["secret"]
        with in_room(client, got["code"], got["secret"]) as cy:
            assert cy.room["you"]["seat"] == 1 and cy.room["you"]["name"] == "Cy"
            host.recv_until(lambda m: m["type"] == "room" and m["room"]["seats"][1]["online"])
            assert listed(client)[0]["free"] == 2
            for seat in (2, 3):  # the room is full: it is no longer listed, and Play now finds nothing
                assert quick(client, f"D{seat}").json()["seat"] == seat
            assert listed(client) == []
            r = quick(client, "Ed", lang="cs")
            assert r.status_code == 404 and r.json()["detail"] == localizer("cs").format("room-no-public", {})


def test_play_now_mid_match_takes_an_ai_seat_which_goes_back_to_the_ai_when_left(client):
    body = new_room(client, name="Ana", public=True)
    with in_room(client, body["code"], body["secret"]) as host:
        for seat in (1, 2, 3):
            host.ok({"type": "fill", "seat": seat, "ai": True})
        host.ok({"type": "start"})
        gid = host.room["game_id"]
        session = client.app.state.manager.live[gid].session
        assert listed(client)[0]["phase"] == "playing" and listed(client)[0]["free"] == 3
        text = json.dumps(listed(client))
        row = client.app.state.store.load(gid)
        for card in " ".join(h for h in row.hands[-1].hands if h).split():
            assert f'"{card}"' not in text and f" {card} " not in text  # no card of the deal is listed
        assert body["secret"] not in text and host.member not in text

        got = quick(client, "Cy").json()
        assert got["seat"] == 1
        with in_room(client, got["code"], got["secret"]) as cy:
            cy.sync()
            assert cy.state["seat"] == 1 and session.players[1] == "human"
            assert cy.ok({"type": "leave"})["type"] == "done"
            host.sync()
            assert host.room["seats"][1]["kind"] == "ai" and session.players[1] != "human"
        assert listed(client)[0]["free"] == 3


def test_a_seat_left_in_a_public_rooms_lobby_goes_to_the_ai_not_open(client):
    body = new_room(client, name="Ana", public=True)
    with in_room(client, body["code"], body["secret"]) as host:
        got = quick(client, "Cy").json()
        with in_room(client, got["code"], got["secret"]) as cy:
            cy.ok({"type": "stand"})
            host.sync()
            assert host.room["seats"][1]["kind"] == "ai"
    private = new_room(client, name="Bo")
    with in_room(client, private["code"], private["secret"]) as bo:
        bo.ok({"type": "stand"})
        assert bo.room["seats"][0]["kind"] == "open"  # a room of friends keeps the seat open for a friend


def test_the_host_makes_a_room_public_or_private(client):
    body = new_room(client, name="Ana")
    with in_room(client, body["code"], body["secret"]) as host:
        assert listed(client) == []
        host.ok({"type": "settings", "settings": {"public": True}})
        assert [r["code"] for r in listed(client)] == [body["code"]]
        assert host.request({"type": "settings", "settings": {"public": "yes"}})["type"] == "error"
        host.ok({"type": "settings", "settings": {"public": False}})
        assert listed(client) == []
    assert client.post("/api/rooms", json={"variant": "webtest/mini", "name": "Bo", "public": "yes"}).status_code == 422


def test_play_now_names_a_listed_room_and_is_rate_limited(client_factory):
    client = client_factory(room_join_rate=(0.001, 2.0))
    a, b = new_room(client, name="Ana", public=True), new_room(client, name="Bo", public=True)
    with in_room(client, a["code"], a["secret"]), in_room(client, b["code"], b["secret"]):
        got = quick(client, "Cy", code=b["code"].lower()).json()
        assert got["code"] == b["code"]
        assert quick(client, "Di", code="ZZZZZZZZ").status_code == 404  # not a listed room
        r = quick(client, "Ed", lang="el")
        assert r.status_code == 429 and r.json()["detail"] == localizer("el").format("room-slow-down", {})
