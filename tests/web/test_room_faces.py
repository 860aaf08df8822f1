"""Issue 28: your profile's face is your face in a room too: the host's (making the room), a newcomer's (joining,
or by quick match) is kept with the member and shown at its seat to everyone (the room's ``seats[].face``), across
a restart; a face that is not a face's seed is refused with a translated error and changes nothing."""

from __future__ import annotations

from roomdriver import in_room, new_room

from tricktable.i18n import localizer


def test_the_faces_people_chose_are_shown_at_their_seats_and_kept(client_factory, db):
    first = client_factory()
    body = new_room(first, name="Ana", face="face:7")
    with in_room(first, body["code"], body["secret"]) as ana, in_room(first, body["code"], lang="el") as newcomer:
        bad = newcomer.request({"type": "join", "name": "Bo", "face": "<img src=x>", "seat": 1})
        assert bad["type"] == "error" and bad["code"] == "face-invalid"
        assert bad["message"] == localizer("el")("room-face-invalid")
        newcomer.sync()
        assert [m["name"] for m in newcomer.room["members"]] == ["Ana"]  # nothing changed
        assert newcomer.request({"type": "join", "name": "Bo", "face": "face:12", "seat": 1})["type"] == "joined"
        ana.sync()
        assert [s["face"] for s in ana.room["seats"][:2]] == ["face:7", "face:12"]
        assert ana.room["seats"][2]["face"] == ""  # nobody there: the page draws the seat's own face
        secret = newcomer.secret
    second = client_factory(db)  # a restart keeps them
    with in_room(second, body["code"], secret) as bo:
        bo.sync()
        assert [s["face"] for s in bo.room["seats"][:2]] == ["face:7", "face:12"]


def test_a_room_made_with_a_bad_face_is_refused(client):
    r = client.post("/api/rooms", json={"variant": "webtest/mini", "name": "Ana", "ai": "random",
                                        "face": "../../etc", "lang": "cs"})
    assert r.status_code == 400 and r.json()["detail"] == localizer("cs")("room-face-invalid")
    made = new_room(client, name="Ana")  # no profile: no face, the room draws one
    with in_room(client, made["code"], made["secret"]) as ana:
        ana.sync()
        assert ana.room["seats"][0]["face"] == ""
