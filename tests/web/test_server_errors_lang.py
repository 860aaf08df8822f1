"""The server's own refusals are message ids written in the reader's language: a message a socket cannot read, a
flood, a wrong key or page, a busy server, a game that is not yours. Each one, in other languages than English,
leaves no English word behind (the words of the English message, outside what is quoted: 'type', 'play R14')."""

from __future__ import annotations

import re

import pytest
from roomdriver import in_room, new_room

from tricktable.i18n import localizer
from tricktable.interfaces.web.ai_admission import Busy
from tricktable.interfaces.web.manager import Unavailable
from tricktable.messages import MessageError

LANGS = ["ro", "el", "hu", "cs"]


#: words that are the same in a translation (Czech "server", Romanian "text"), and JSON
SAME = {"JSON", "server", "text"}


def english_left(text: str, msg_id: str, **params) -> list[str]:
    """The words (4 letters or more, outside quotes) of ``msg_id``'s English text that ``text`` still holds."""
    english = re.sub(r"'[^']*'", "", localizer("en")(msg_id, **params))
    words = set(re.findall(r"[A-Za-z]{4,}", english)) - SAME
    return sorted(w for w in words if re.search(rf"\b{w}\b", re.sub(r"'[^']*'", "", text), re.IGNORECASE))


def told_in(lang: str, text: str, msg_id: str, **params) -> None:
    assert text == localizer(lang)(msg_id, **params), text
    assert not english_left(text, msg_id, **params), (lang, text)


def test_the_check_would_notice_english_left():
    assert english_left(localizer("en")("socket-rate"), "socket-rate") == ["down", "many", "messages", "slow"]
    assert english_left("prea multe messages", "socket-rate") == ["messages"]
    assert not english_left(localizer("ro")("socket-rate"), "socket-rate")


def _game(client, players=None):
    r = client.post("/api/games", json={"variant": "webtest/mini", "players": players or ["human", "random",
                                                                                       "random", "random"]})
    assert r.status_code == 200, r.text
    return r.json()


UNREADABLE = [  # (frame, code, message id, parameters)
    ("not json", "malformed", "socket-not-json", {}),
    ("[1, 2]", "malformed", "socket-not-object", {}),
    ('{"id": 1}', "malformed", "socket-not-object", {}),
    ('{"type": "sync", "id": [1]}', "malformed", "socket-bad-id", {"most": 64}),
    ('{"type": {"a": {"b": {"c": {"d": 1}}}}}', "malformed", "socket-too-deep", {}),
    ('{"type": "x", "t": "\\ud800"}', "malformed", "socket-unwritable", {}),
    ('{"type": "sync", "pad": "' + "x" * 3000 + '"}', "size", "socket-too-large", {"most": 2048}),
    ('{"type": "dance"}', "malformed", "socket-unknown-type", {"kind": "dance"}),
    ('{"type": "action", "action": 5}', "malformed", "socket-action-text", {}),
]


@pytest.mark.parametrize("lang", ["ro", "el"])
def test_a_seat_sockets_refusals_are_in_its_language(client_factory, lang):
    client = client_factory()
    g = _game(client)
    with client.websocket_connect(f"/ws/{g['id']}?token={g['tokens']['0']}&lang={lang}") as ws:
        ws.receive_json()
        for frame, code, msg_id, params in UNREADABLE:
            ws.send_text(frame)
            reply = ws.receive_json()
            while reply["type"] == "update":
                reply = ws.receive_json()
            assert reply["type"] == "error" and reply["code"] == code, (frame, reply)
            told_in(lang, reply["message"], msg_id, **params)
        ws.send_bytes(b"\x00")
        told_in(lang, ws.receive_json()["message"], "socket-binary")
    with client.websocket_connect(f"/ws/{g['id']}?token=wrong&lang={lang}") as ws:
        reply = ws.receive_json()
        assert reply["code"] == "auth"
        told_in(lang, reply["message"], "socket-auth")
    with client.websocket_connect(f"/ws/{g['id']}?token={g['tokens']['0']}&lang={lang}",
                                  headers={"origin": "http://elsewhere.example"}) as ws:
        reply = ws.receive_json()
        assert reply["code"] == "origin"
        told_in(lang, reply["message"], "socket-origin")


@pytest.mark.parametrize("lang", ["hu", "cs"])
def test_a_watcher_and_a_flood_are_told_in_their_language(client_factory, lang):
    client = client_factory(rate=(0.01, 3.0))
    g = _game(client, ["random"] * 4)
    with client.websocket_connect(f"/ws/{g['id']}?token={g['watch']}&lang={lang}") as ws:
        ws.receive_json()
        ws.send_json({"type": "hint", "id": "h"})
        reply = ws.receive_json()
        while reply.get("id") != "h":
            reply = ws.receive_json()
        assert reply["code"] == "watching"
        told_in(lang, reply["message"], "socket-watching")
        for i in range(4):
            ws.send_json({"type": "sync", "id": i})
        while (reply := ws.receive_json()).get("code") != "rate":
            pass
        told_in(lang, reply["message"], "socket-rate")


@pytest.mark.parametrize("lang", ["ro", "el"])
def test_a_room_sockets_refusals_are_in_its_language(client_factory, lang):
    client = client_factory(rate=(0.01, 4.0))
    body = new_room(client)
    with in_room(client, body["code"], body["secret"], lang=lang) as host:
        host.ws.send_bytes(b"\x00")
        told_in(lang, host.recv_until(lambda m: m["type"] == "error")["message"], "socket-binary")
        host.ws.send_text("not json")
        told_in(lang, host.recv_until(lambda m: m["type"] == "error")["message"], "socket-not-json")
        for _ in range(4):
            host.ws.send_json({"type": "sync"})
        told_in(lang, host.recv_until(lambda m: m.get("code") == "rate")["message"], "socket-rate")


@pytest.mark.parametrize("lang", LANGS)
def test_the_servers_http_refusals_are_in_the_askers_language(client_factory, lang):
    client = client_factory(new_game_rate=(0.001, 3.0))
    r = client.get("/api/replay/nope", params={"lang": lang, "token": "x"})
    assert r.status_code == 404
    told_in(lang, r.json()["detail"], "http-no-finished-game")
    r = client.get("/api/games/nope/reviews", params={"lang": lang, "secret": "x"})
    assert r.status_code == 404
    told_in(lang, r.json()["detail"], "http-no-seat")
    r = client.post("/api/games", json={"variant": "webtest/mini", "players": ["human", "nobody", "random", "random"],
                                        "lang": lang})
    assert r.status_code == 400
    allowed = re.search(r"(\S+)$", r.json()["detail"])  # the kinds are names, not words
    assert allowed and not english_left(r.json()["detail"].split(":")[0], "http-players", allowed=["x"])
    r = client.post("/api/games", json={"variant": "webtest/mini", "players": ["human", "random"], "lang": lang})
    assert r.status_code == 400
    told_in(lang, r.json()["detail"], "server-seats", seats=4)
    _game(client)  # the last new game this address may start now
    r = client.post("/api/games", json={"variant": "webtest/mini", "lang": lang})
    assert r.status_code == 429
    told_in(lang, r.json()["detail"], "server-too-many-games")


@pytest.mark.parametrize("lang", LANGS)
def test_busy_and_broken_are_message_ids_told_in_every_language(lang):
    for e in (Busy("server-ai-busy"), Busy("server-background-busy", queued=3),
              Unavailable("busy", "server-full-games", games=200), Unavailable("broken", "server-game-broken"),
              Unavailable("busy", "room-server-full", rooms=500)):
        text = localizer(lang).message(e.message)
        assert str(e) == localizer("en").message(e.message)  # str() stays English, for logs
        assert not english_left(text, e.message.id, **e.message.params), (lang, text)
    for e in (MessageError("server-seed", most=2**63 - 1), MessageError("server-bot-not-allowed", bot="http://x")):
        text = localizer(lang).error(e)
        assert not english_left(text, e.msg_id, **e.params), (lang, text)


def told_problems(lang: str, body: dict, problems: list[tuple[str, str]]) -> None:
    """A 422's answer: ``code`` http-invalid-request, ``errors`` the (field, problem id) pairs, ``detail`` in
    ``lang`` with no English word of the English answer left."""
    assert body["code"] == "http-invalid-request", body
    assert [(e["field"], e["code"]) for e in body["errors"]] == [(f, c) for f, c in problems], body
    english = localizer("en")("http-invalid-request", problems="@@").replace("@@", "")
    for field, code in problems:
        english += " " + localizer("en")(code, field=field, most=80)
    words = set(re.findall(r"[A-Za-z]{4,}", re.sub(r"'[^']*'", "", english))) - SAME
    left = [w for w in words if re.search(rf"\b{w}\b", re.sub(r"'[^']*'", "", body["detail"]), re.IGNORECASE)]
    assert not left, (lang, body["detail"], left)
    assert body["detail"].startswith(localizer(lang)("http-invalid-request", problems="@@").split("@@")[0])


@pytest.mark.parametrize("lang", LANGS)
def test_a_request_the_api_cannot_read_is_told_in_the_askers_language(client_factory, lang):
    """FastAPI's own 422 (a field missing, of the wrong type, too long, out of range; a body that is not JSON)
    answers a message id per field and the text in the language the request names (``lang`` in its body or its
    query, else the browser's Accept-Language)."""
    client = client_factory()
    r = client.post("/api/games", json={"variant": 5, "seed": -1, "lang": lang})
    assert r.status_code == 422
    told_problems(lang, r.json(), [("variant", "http-field-wrong-type"), ("seed", "http-field-out-of-range")])
    r = client.post("/api/rooms", json={"variant": "webtest/mini", "chat": "yes", "lang": lang})
    assert r.status_code == 422
    told_problems(lang, r.json(), [("name", "http-field-missing"), ("chat", "http-field-wrong-type")])
    r = client.post("/api/games", json={"variant": "v" * 100, "lang": lang})
    told_problems(lang, r.json(), [("variant", "http-field-too-long")])
    r = client.get("/api/rules", params={"lang": lang})
    assert r.status_code == 422
    told_problems(lang, r.json(), [("variant", "http-field-missing")])
    r = client.post("/api/history", content=b"{not json", headers={"content-type": "application/json",
                                                                   "accept-language": f"{lang}-XX,en;q=0.5"})
    assert r.status_code == 422
    assert r.json()["code"] == "http-invalid-request" and r.json()["errors"][0]["code"] == "http-body-not-json"
    detail = r.json()["detail"]
    assert detail == localizer(lang)("http-invalid-request", problems=localizer(lang)("http-body-not-json"))
    assert not english_left(detail, "http-invalid-request", problems="") + english_left(detail, "http-body-not-json")


@pytest.mark.parametrize("lang", LANGS)
def test_settings_the_server_cannot_use_are_told_in_the_askers_language(client_factory, lang):
    """The 400s of /api/rules, /api/games and /api/rooms for options that are not JSON or not an object, or a
    variant that is no 'family/name', answer a message id in the asker's language, never Python's English."""
    client = client_factory()
    r = client.get("/api/rules", params={"variant": "webtest/mini", "options": "{not json", "lang": lang})
    assert r.status_code == 400 and r.json()["code"] == "http-options-not-json"
    told_in(lang, r.json()["detail"], "http-options-not-json")
    for options in ("[1, 2]", "5"):
        r = client.get("/api/rules", params={"variant": "webtest/mini", "options": options, "lang": lang})
        assert r.status_code == 400 and r.json()["code"] == "room-settings-invalid", r.text
        told_in(lang, r.json()["detail"], "room-settings-invalid")
    r = client.post("/api/rooms", json={"variant": "webtest/mini", "name": "Ana", "options": {"x": [1]},
                                        "lang": lang})
    assert r.status_code == 400
    assert not english_left(r.json()["detail"], r.json()["code"]), r.json()
    for variant in ("nope", "a/b/c"):
        for path, body in (("/api/rooms", {"name": "Ana"}), ("/api/games", {})):
            r = client.post(path, json={"variant": variant, "lang": lang, **body})
            assert r.status_code == 400, r.text
            assert "code" in r.json() and not english_left(r.json()["detail"], r.json()["code"]), r.json()


@pytest.mark.parametrize("lang", LANGS)
def test_an_unknown_address_or_method_is_told_in_the_askers_language(client_factory, lang):
    """Starlette's own 404 and 405 ("Not Found", "Method Not Allowed") answer a message id in the asker's language;
    the server's own 404s keep their own words."""
    client = client_factory()
    r = client.get("/api/nothing-here", params={"lang": lang})
    assert r.status_code == 404 and r.json()["code"] == "http-status-404", r.text
    told_in(lang, r.json()["detail"], "http-status-404")
    r = client.delete("/api/variants", headers={"accept-language": lang})
    assert r.status_code == 405 and r.json()["code"] == "http-status-405", r.text
    assert "GET" in r.headers.get("allow", "")
    told_in(lang, r.json()["detail"], "http-status-405")
    r = client.get("/api/replay/nope", params={"lang": lang, "token": "x"})
    told_in(lang, r.json()["detail"], "http-no-finished-game")
