"""The store: versioned schema, committed writes, export/import round trips, and the CLI commands."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from multiseat import play_all_seats
from test_api import new_game

from tricktable.storage import Store
from tricktable.storage.schema import MIGRATIONS, SCHEMA_VERSION, migrate


def test_a_new_database_gets_every_migration(tmp_path):
    store = Store(tmp_path / "a.sqlite3")
    assert store.version == SCHEMA_VERSION == len(MIGRATIONS)
    store.close()
    conn = sqlite3.connect(tmp_path / "a.sqlite3")
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert {"games", "hands", "actions", "seat_tokens"} <= tables


def test_an_old_database_is_upgraded_in_place_keeping_its_games(tmp_path):
    path = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(f"BEGIN; {MIGRATIONS[0]} PRAGMA user_version = 1; COMMIT;")
    conn.execute("INSERT INTO games (id, variant, options, seed, first_dealer, players, created, updated)"
                 " VALUES ('g1', 'webtest/mini', '{}', 1, 0, '[]', 0, 0)")
    conn.commit()
    assert migrate(conn) == SCHEMA_VERSION
    conn.close()
    store = Store(path)
    assert store.load("g1").variant == "webtest/mini"


def test_writes_are_committed_and_visible_to_another_connection(store_target):
    path = store_target
    a = Store(path)
    a.create_game("g", "webtest/mini", {}, 1, 0, ["human", "random", "random", "random"], {0: "tok"})
    a.add_hand("g", 0, 1, 0, 0, ["R1", "R2", "R3", "R4"], "")
    a.add_action("g", 0, 0, 1, "pass")
    b = Store(path)
    assert b.load("g").hands[0].actions == [(1, "pass")]
    assert b.seat_for_token("g", "tok") == 0 and b.seat_for_token("g", "nope") is None


def test_export_then_import_gives_the_same_records_without_secrets(client, store_target):
    gid, tokens = new_game(client, seed=2, players=["human"] * 4)
    play_all_seats(client, gid, tokens, hands=2, seed=3)
    doc = client.app.state.store.export_json()
    assert tokens["0"] not in json.dumps(doc)
    other = Store(store_target)
    assert other.import_json(doc) == 1
    assert other.import_json(doc) == 0  # already there
    assert other.export_json() == doc


@pytest.mark.slow
def test_cli_export_and_import(client, db, tmp_path, store_target):
    gid, tokens = new_game(client, seed=2, players=["human"] * 4)
    play_all_seats(client, gid, tokens, hands=1, seed=3)
    out = tmp_path / "records.json"
    # The child registers the test variant too, as an installation that has it would: import replays every game.
    boot = f"import sys; sys.path.insert(0, {str(Path(__file__).parent)!r}); import minigame; minigame.register(); "
    run = [sys.executable, "-c", boot + "from tricktable.interfaces.cli.app import main; main()"]
    r = subprocess.run([*run, "export", str(out), "--db", str(db)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert json.loads(out.read_text())["games"][0]["id"] == gid
    target = store_target
    r = subprocess.run([*run, "import", str(out), "--db", str(target)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and "games imported: 1" in r.stdout
    again = tmp_path / "again.json"
    r = subprocess.run([*run, "export", str(again), "--db", str(target)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and json.loads(again.read_text()) == json.loads(out.read_text())
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "something else"}')
    r = subprocess.run([*run, "import", str(bad), "--db", str(target)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "cannot import" in r.stderr
