"""The server speaks the seat's language: errors, check verdicts, hints and the events' texts (from the same
catalogs as the terminal), the rules page, and the page's catalog script."""

from __future__ import annotations

from test_api import new_game


def _receive_until(ws, kind):
    while True:
        msg = ws.receive_json()
        if msg["type"] == kind:
            return msg


def _opener(client, gid, tokens) -> int:
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        return _receive_until(ws, "update")["state"]["view"]["to_act"]


def test_an_illegal_move_is_explained_in_the_seats_language(client):
    gid, tokens = new_game(client, variant="rook/crowsnest", seed=21, players=["human"] * 4)
    opener = _opener(client, gid, tokens)
    with client.websocket_connect(f"/ws/{gid}?token={tokens[str(opener)]}&lang=hu") as ws:
        _receive_until(ws, "update")
        ws.send_json({"type": "check", "action": "bid 71", "id": 1})
        verdict = _receive_until(ws, "check")
        assert verdict == {"type": "check", "ok": False, "message": "a licit ötösével emelkedik (5 többszöröse)", "id": 1}
        ws.send_json({"type": "action", "action": "jump", "id": 2})
        err = _receive_until(ws, "error")
        assert err["message"] == "'jump' nem lépés: írd be: licit, passz, dob, adu vagy lap"
        ws.send_json({"type": "lang", "lang": "cs", "id": 3})
        _receive_until(ws, "lang")
        ws.send_json({"type": "action", "action": "bid 70", "id": 4})
        update = _receive_until(ws, "update")
        assert update["events"][0]["text"] == "Dražíte 70"


def test_the_other_seats_hear_the_play_from_where_they_sit(client):
    gid, tokens = new_game(client, variant="rook/crowsnest", seed=21, players=["human"] * 4)
    opener = _opener(client, gid, tokens)
    after = (opener + 1) % 4  # the opener sits on this seat's right (clockwise play)
    with client.websocket_connect(f"/ws/{gid}?token={tokens[str(after)]}&lang=el") as ws2, \
            client.websocket_connect(f"/ws/{gid}?token={tokens[str(opener)]}") as ws1:
        _receive_until(ws2, "update")
        _receive_until(ws1, "update")
        ws1.send_json({"type": "action", "action": "bid 70", "id": 1})
        assert _receive_until(ws2, "update")["events"][0]["text"] == "Ο Δεξιός προσφέρει 70"
        assert _receive_until(ws1, "update")["events"][0]["text"] == "You bid 70"


def test_the_rules_page_and_the_catalog_script(client):
    hu = client.get("/api/rules", params={"variant": "rook/crowsnest", "lang": "hu"}).json()["markdown"]
    assert "## A fészek" in hu
    bad = client.get("/api/rules", params={"variant": "rook/crowsnest", "options": '{"target": 250}', "lang": "cs"})
    assert bad.status_code == 400 and "target musí být 150, 200, 300 nebo 500" in bad.json()["detail"]
    js = client.get("/catalog.js")
    assert js.status_code == 200 and js.headers["content-type"].startswith("text/javascript")
    assert js.text.startswith("// Generated") and '"page-tab-play":["Játék"]' in js.text


def test_not_your_turn_names_the_seat_whose_turn_it_is(client):
    """Issue 13: the seat by its name at the table in the seat's language ("Bal következik, nem te"), never a number."""
    gid, tokens = new_game(client, variant="rook/crowsnest", seed=21, players=["human"] * 4)
    opener = _opener(client, gid, tokens)
    waiting = (opener + 3) % 4  # the opener sits on this seat's left (clockwise play)
    with client.websocket_connect(f"/ws/{gid}?token={tokens[str(waiting)]}&lang=hu") as ws:
        _receive_until(ws, "update")
        ws.send_json({"type": "check", "action": "bid 70", "id": 1})
        verdict = _receive_until(ws, "check")
    assert verdict["message"] == "Bal következik, nem te", verdict
