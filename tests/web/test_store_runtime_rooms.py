"""Rooms while the store cannot save (another process holds its lock, a read-only file): making a room answers 503
with the message in the asker's language; a room request or a room's table action is answered with it over the
socket, which stays open, and changes nothing (in memory or kept); once the store works again the room goes on."""

from __future__ import annotations

import copy

import pytest
from roomdriver import in_room, new_room
from storefaults import fault

from tricktable.i18n import localizer

KINDS = ["locked", "read-only"]
LANG = {"locked": "el", "read-only": "en"}


def _unsaved(lang: str) -> dict:
    return {"type": "error", "code": "store-unavailable", "message": localizer(lang).format("store-unavailable")}


def _refused(reply: dict, lang: str) -> bool:
    return {k: v for k, v in reply.items() if k != "id"} == _unsaved(lang)


@pytest.mark.parametrize("kind", KINDS)
def test_making_a_room_the_store_cannot_keep_answers_503_with_the_message(client_factory, db, kind):
    client = client_factory(store_patience=0.1)
    hub, lang = client.app.state.rooms, LANG[kind]
    with fault(kind, client, db):
        r = client.post("/api/rooms", json={"variant": "webtest/mini", "name": "Ana", "lang": lang})
        assert r.status_code == 503, r.text
        assert r.json() == {"detail": localizer(lang).format("store-unavailable"), "code": "store-unavailable"}
        assert not hub.rooms and not hub.records.codes("lobby")
    assert new_room(client)["code"] in hub.rooms


@pytest.mark.parametrize("kind", KINDS)
def test_a_room_request_the_store_cannot_keep_is_told_and_changes_nothing(client_factory, db, kind):
    client = client_factory(store_patience=0.1)
    hub, store, lang = client.app.state.rooms, client.app.state.store, LANG[kind]
    body = new_room(client, ai="random")
    code = body["code"]
    with in_room(client, code, body["secret"], lang=lang) as host:
        for seat in (1, 2, 3):
            host.ok({"type": "fill", "seat": seat, "ai": True})
        kept, room = hub.records.load(code)[1], copy.deepcopy(hub.rooms[code].room.to_json())
        with fault(kind, client, db):
            for request in ({"type": "stand"}, {"type": "fill", "seat": 2, "ai": False}, {"type": "start"}):
                assert _refused(host.request(request), lang), request
                assert hub.records.load(code)[1] == kept and hub.rooms[code].room.to_json() == room, request
            assert not store.game_ids()  # the start made no game
            host.sync()  # the socket is still open and answers
            assert host.room["phase"] == "lobby" and host.seat() == 0
        host.ok({"type": "start"})  # the store works again
        host.sync()
        gid = host.room["game_id"]
        session = client.app.state.manager.live[gid].session
        while session.to_act() != 0:  # the AI plays up to the host's turn
            host.recv()
        host.sync()
        action = host.choose()
        with fault(kind, client, db):
            before = (session.version, session.step)
            assert _refused(host.request({"type": "action", "action": action}), lang)
            assert (session.version, session.step) == before
        host.sync()
        reply = host.request({"type": "action", "action": action})
        assert reply["type"] == "ack", reply
        # the acknowledged action is kept where it was taken and the refused one left no trace (the AI may have
        # acted since: its next write can be under way while the table already shows it)
        actions = [a for h in store.load(gid).hands for a in h.actions]
        assert actions[before[1]] == (0, reply["action"]) and before[1] < len(actions) <= session.step


def test_a_start_whose_room_the_store_cannot_keep_leaves_no_game_behind(client_factory, monkeypatch):
    """Starting a match writes the game, its first deal, the players' names and seats and the room as one change:
    a store that fails on the room's write (the last of them) leaves no game nobody's room knows of, kept or live."""
    from tricktable.storage import StoreUnavailable

    client = client_factory(store_patience=0.1)
    hub, store, manager = client.app.state.rooms, client.app.state.store, client.app.state.manager
    body = new_room(client, ai="random")
    code = body["code"]
    with in_room(client, code, body["secret"], lang="hu") as host:
        for seat in (1, 2, 3):
            host.ok({"type": "fill", "seat": seat, "ai": True})
        save = hub.records.save

        def failing_save(code, status, doc):
            if status == "playing":
                raise StoreUnavailable("io-error", "injected: the disk failed while the room was written")
            save(code, status, doc)

        monkeypatch.setattr(hub.records, "save", failing_save)
        assert _refused(host.request({"type": "start"}), "hu")
        assert not store.game_ids() and not manager.live
        assert hub.rooms[code].room.phase == "lobby" and hub.rooms[code].room.games == []
        monkeypatch.setattr(hub.records, "save", save)
        host.ok({"type": "start"})
        host.sync()
        assert store.game_ids() == [host.room["game_id"]] == list(manager.live)
        assert hub.records.load(code)[1]["games"] == [host.room["game_id"]]
