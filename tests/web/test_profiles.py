"""Issue 28, profiles: a name, a face and the games played, kept on the server under a personal code that moves
them to another device. No password, no e-mail: the code is shown once, kept only as its hash, never sent back,
rate-limited and revocable (a new code replaces it)."""

from __future__ import annotations

import hashlib
import json

import pytest

from tricktable.i18n import localizer
from tricktable.table.profile import MAX_GAMES, code_hash


def make(client, name="Ana", avatar="face:7", games=(), **extra):
    r = client.post("/api/profile", json={"name": name, "avatar": avatar, "games": list(games), **extra})
    assert r.status_code == 200, r.text
    return r.json()


def played(client):
    """A game of this server and its seat token, as a browser keeps it."""
    r = client.post("/api/games", json={"variant": "webtest/mini", "ai": "random"})
    return {"id": r.json()["id"], "token": r.json()["tokens"]["0"]}


def test_a_profile_moves_to_another_device_with_its_code(client):
    game = played(client)
    made = make(client, games=[game])
    code = made["code"]
    assert made["profile"] == {"name": "Ana", "avatar": "face:7", "games": [game]}
    other = client.post("/api/profile/open", json={"code": code.lower().replace("-", " ")})  # as typed on a phone
    assert other.status_code == 200 and other.json() == {"profile": made["profile"]}
    stats = client.post("/api/stats", json={"games": other.json()["profile"]["games"]})
    assert stats.status_code == 200  # the other device's Statistics open the profile's games


def test_the_code_is_kept_only_as_its_hash_and_never_sent_back(client):
    code = make(client)["code"]
    rows = client.app.state.store._query("SELECT * FROM profiles")
    flat = json.dumps(rows)
    raw = code.replace("-", "")
    assert raw not in flat and code not in flat
    assert code_hash(code) == hashlib.sha256(raw.encode()).hexdigest() and rows[0][1] == code_hash(code)
    for path, body in (("/api/profile/open", {"code": code}),
                       ("/api/profile/save", {"code": code, "name": "Ana", "avatar": "face:7", "games": []})):
        text = client.post(path, json=body).text
        assert raw not in text and code not in text


def test_saving_merges_the_games_of_both_devices(client):
    a, b = played(client), played(client)
    code = make(client, games=[a])["code"]
    r = client.post("/api/profile/save", json={"code": code, "name": "Ana B", "avatar": "face:9", "games": [b]})
    assert r.status_code == 200
    assert r.json()["profile"] == {"name": "Ana B", "avatar": "face:9", "games": [b, a]}
    assert client.post("/api/profile/open", json={"code": code}).json()["profile"]["games"] == [b, a]


def test_a_new_code_revokes_the_old_one(client):
    code = make(client)["code"]
    r = client.post("/api/profile/revoke", json={"code": code})
    new = r.json()["code"]
    assert new != code
    gone = client.post("/api/profile/open", json={"code": code, "lang": "ro"})
    assert gone.status_code == 404 and gone.json()["detail"] == localizer("ro")("profile-unknown")
    assert client.post("/api/profile/open", json={"code": new}).json()["profile"]["name"] == "Ana"


def test_guessing_codes_is_rate_limited(client):
    code = make(client)["code"]
    answers = [client.post("/api/profile/open", json={"code": "ABCD-EFGH-JKMN-PQRS", "lang": "cs"}).status_code
               for _ in range(12)]
    assert answers[:10] == [404] * 10 and answers[10:] == [429, 429]
    assert client.post("/api/profile/open", json={"code": code}).status_code == 429  # even the right one, for now


def test_the_limit_on_codes_is_the_apps_setting(client_factory):
    client = client_factory(profile_code_rate=(0.0, 3.0))
    answers = [client.post("/api/profile/open", json={"code": "ABCD-EFGH-JKMN-PQRS"}).status_code for _ in range(4)]
    assert answers == [404, 404, 404, 429]


@pytest.mark.parametrize("bad", [
    {"name": "", "avatar": "face:1", "games": []},
    {"name": "Ana", "avatar": "<svg onload=x>", "games": []},
    {"name": "Ana", "avatar": "face:1", "games": [{"id": "../x", "token": "t"}]},
    {"name": "Ana", "avatar": "face:1", "games": [{"id": "g", "token": ""}]},
    {"name": "Ana", "avatar": "face:1", "games": [{"id": f"g{i}", "token": "t"} for i in range(2 * MAX_GAMES + 1)]},
    {"name": 7, "avatar": "face:1", "games": []},
])
def test_a_profile_that_cannot_be_kept_is_refused_and_nothing_is_made(client, bad):
    r = client.post("/api/profile", json={**bad, "lang": "el"})
    assert r.status_code in (400, 422)
    if r.status_code == 400:
        assert r.json()["detail"] in (localizer("el")("profile-invalid"),
                                      localizer("el").format("room-name-invalid", {"longest": 24}))
    assert client.app.state.store._query("SELECT COUNT(*) FROM profiles") == [(0,)]
