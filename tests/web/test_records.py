"""Crafted records (issue 11, failure 5): an import is validated like live play and kept whole or not at all;
an imported active game without a human seat does not start playing; /api/stats and /api/replay never fail
with a 500 because of one bad record."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
import time

import pytest
from multiseat import play_all_seats
from test_api import new_game

from tricktable.storage import Store

CLI = [sys.executable, "-c", "from tricktable.interfaces.cli.app import main; main()"]


@pytest.fixture
def exported(client):
    """An export document with one finished four-human game (a one-round Callbreak match: the import runs in a
    subprocess, which knows the real variants only)."""
    gid, tokens = new_game(client, "callbreak/standard", seed=2, players=["human"] * 4, options={"rounds": 1})
    play_all_seats(client, gid, tokens, hands=1000, seed=1)
    doc = client.app.state.store.export_json()
    assert doc["games"][0]["status"] == "finished"
    return doc


def _import(tmp_path, doc, name="records.json"):
    path = tmp_path / name
    path.write_text(json.dumps(doc))
    target = tmp_path / "target.sqlite3"
    r = subprocess.run([*CLI, "import", str(path), "--db", str(target)], capture_output=True, text=True, timeout=60)
    return r, target


def _crafted(doc, change):
    bad = copy.deepcopy(doc)
    change(bad["games"][0])
    return bad


def _second_game(doc, good=None):
    """The document with a good game (a copy of ``good``'s, under another id) before its own, to check that
    nothing is half-imported."""
    two = copy.deepcopy(doc)
    other = copy.deepcopy((good or doc)["games"][0])
    other["id"] = "another-game-id-0000"
    two["games"].insert(0, other)
    return two


CRAFTED = {
    "an empty action": lambda g: g["hands"][0]["actions"].__setitem__(0, {"seat": g["hands"][0]["actions"][0]["seat"],
                                                                          "action": ""}),
    "an illegal action": lambda g: g["hands"][0]["actions"].__setitem__(1, {"seat": g["hands"][0]["actions"][1]["seat"],
                                                                            "action": "bid 999"}),
    "an action out of turn": lambda g: g["hands"][0]["actions"][0].__setitem__("seat",
                                                                              (g["hands"][0]["actions"][0]["seat"] + 1) % 4),
    "a card that is not a card": lambda g: g["hands"][0].__setitem__("extra", "Foo " + g["hands"][0]["extra"]),
    "a nonsense option": lambda g: g.__setitem__("options", {"target": "lots"}),
    "a seed too large for the store": lambda g: g.__setitem__("seed", 2**63),
    "a first dealer that is no seat": lambda g: g.__setitem__("first_dealer", 7),
    "an unknown player": lambda g: g.__setitem__("players", ["human", "human", "human", "grandmaster"]),
    "a changed result": lambda g: g["hands"][0].__setitem__("result", {"score": [999, 0]}),
    "a hand dealt twice": lambda g: g["hands"].append(copy.deepcopy(g["hands"][0])),
    "a hands list that is not a list": lambda g: g.__setitem__("hands", "all of them"),
}


@pytest.mark.slow
@pytest.mark.parametrize("what", list(CRAFTED))
def test_an_import_with_a_crafted_record_is_refused_with_the_reason_and_keeps_nothing(tmp_path, exported, what):
    r, target = _import(tmp_path, _second_game(_crafted(exported, CRAFTED[what]), good=exported))
    assert r.returncode == 2 and "cannot import" in r.stderr and exported["games"][0]["id"] in r.stderr, r.stderr
    assert Store(target).game_ids() == []  # the good game before it was not kept either


@pytest.mark.slow
def test_a_valid_import_keeps_every_game(tmp_path, exported):
    r, target = _import(tmp_path, _second_game(exported))
    assert r.returncode == 0 and "games imported: 2" in r.stdout, r.stderr


@pytest.mark.slow
def test_a_game_of_a_variant_this_installation_lacks_refuses_the_whole_file(tmp_path, exported):
    """Every imported game is replayed: one that cannot be (its variant is unknown here) is not kept unchecked."""
    doc = _second_game(_crafted(exported, lambda g: g.__setitem__("variant", "elsewhere/house")), good=exported)
    r, target = _import(tmp_path, doc)
    assert r.returncode == 2 and exported["games"][0]["id"] in r.stderr and "elsewhere/house" in r.stderr, r.stderr
    assert "cannot be replayed" in r.stderr
    assert Store(target).game_ids() == []


@pytest.mark.slow
def test_an_imported_active_game_without_a_human_does_not_start_playing(client_factory, tmp_path):
    source = client_factory(tmp_path / "source.sqlite3")
    r = source.post("/api/games", json={"variant": "callbreak/master", "players": ["random"] * 4, "seed": 4})
    gid = r.json()["id"]
    doc = source.app.state.store.export_json()
    assert doc["games"][0]["status"] == "active"
    r, target = _import(tmp_path, doc)
    assert r.returncode == 0, r.stderr
    before = sum(len(h.actions) for h in Store(target).load(gid).hands)
    client_factory(target)  # a server starts on the database with the imported game
    time.sleep(0.5)
    assert sum(len(h.actions) for h in Store(target).load(gid).hands) == before


def _break_in_the_store(store: Store, gid: str) -> None:
    """Damage a stored record behind the import's back (an old version, a disk edit)."""
    with store._lock:
        store._conn.execute("UPDATE actions SET action = '' WHERE game_id = ? AND step = 0", (gid,))
        store._conn.execute("UPDATE actions SET action = 'play Z9' WHERE game_id = ? AND step = 1", (gid,))


def test_stats_and_replay_answer_despite_a_broken_record(client):
    good, tokens = new_game(client, seed=2, players=["human"] * 4)
    play_all_seats(client, good, tokens, hands=1000, seed=1)
    bad, bad_tokens = new_game(client, seed=3, players=["human"] * 4)
    play_all_seats(client, bad, bad_tokens, hands=1000, seed=2)
    _break_in_the_store(client.app.state.store, bad)
    held = {"games": [{"id": good, "token": tokens["0"]}, {"id": bad, "token": bad_tokens["0"]}]}
    stats = client.post("/api/stats", json=held)
    assert stats.status_code == 200 and stats.json()["variants"][0]["played"] >= 1
    assert client.get(f"/api/replay/{good}", params={"token": tokens["0"]}).status_code == 200
    r = client.get(f"/api/replay/{bad}", params={"token": bad_tokens["0"]})
    assert r.status_code == 422 and "replay" in r.json()["detail"]
    assert client.post("/api/history", json=held).status_code == 200


def test_a_broken_active_record_is_refused_on_connect_with_the_reason(client_factory, db):
    first = client_factory()
    gid, tokens = new_game(first, seed=8)
    _break_in_the_store(first.app.state.store, gid)
    first.__exit__(None, None, None)
    second = client_factory(db)
    with second.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        msg = ws.receive_json()
    assert msg["type"] == "error" and msg["code"] == "broken" and "replay" in msg["message"]
