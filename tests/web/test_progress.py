"""Games in progress: listed only to whoever holds a seat token, with score and last move, never a token."""

from __future__ import annotations

import json

from driver import SeatDriver
from test_api import new_game


def held(client, *games):
    r = client.post("/api/games/mine", json={"games": [{"id": g, "token": t} for g, t in games]})
    assert r.status_code == 200, r.text
    return r.json()["games"]


def test_a_game_is_listed_to_the_holder_of_its_token_with_its_last_move(client):
    gid, tokens = new_game(client, seed=3)
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        me = SeatDriver(ws)
        me.settle()
        me.play_one()
        me.sync()
    (g,) = held(client, (gid, tokens["0"]))
    row = client.app.state.store.load(gid)
    seat, action = [a for h in row.hands for a in h.actions][-1]
    assert g["id"] == gid and g["variant"] == "webtest/mini" and g["status"] == "active" and g["seat"] == 0
    assert g["last"] == {"seat": seat, "action": action if not action.startswith("discard") or seat == 0 else "discard"}
    assert g["hand"] == 1 and g["scoring_unit"] == "team" and g["direction"] == "cw"


def test_nothing_is_listed_without_the_right_token_and_no_token_is_ever_listed(client):
    gid, tokens = new_game(client, seed=3)
    other, other_tokens = new_game(client, seed=4)
    assert held(client, (gid, "not-the-token"), (other, tokens["0"])) == []
    listed = held(client, (gid, tokens["0"]), (other, other_tokens["0"]))
    assert {g["id"] for g in listed} == {gid, other}
    text = json.dumps(listed)
    assert tokens["0"] not in text and other_tokens["0"] not in text


def test_another_seats_discard_is_listed_without_its_cards(client):
    from tricktable.interfaces.web.progress import public_action

    assert public_action("discard R5 R6 R7 B11 B12", actor=2, viewer=0) == "discard"
    assert public_action("discard R5 R6 R7 B11 B12", actor=0, viewer=0) == "discard R5 R6 R7 B11 B12"
    assert public_action("play R14", actor=2, viewer=0) == "play R14"


def test_the_list_is_bounded(client):
    r = client.post("/api/games/mine", json={"games": [{"id": f"g{i}", "token": "t"} for i in range(61)]})
    assert r.status_code == 422
