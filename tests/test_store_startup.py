"""A bad ``--db`` is told, not crashed: a text file, a truncated file, a newer schema, an unopenable path or a damaged
file gives a translated message and a non-zero exit from ``serve``, ``export`` and ``import``, never a traceback."""

from __future__ import annotations

import sqlite3
import subprocess
import sys

import pytest

from tricktable.storage import Store

CLI = [sys.executable, "-m", "tricktable"]


def _stored(path):
    store = Store(path)
    for n in range(40):
        store.create_game(f"game-{n:04d}", "callbreak/standard", {}, n, 0, ["human"] * 4, {0: f"token-{n}"})
    store.close()
    return path


def _text(tmp_path):
    path = tmp_path / "notes.sqlite3"
    path.write_text("these are my notes, not a database\n" * 50)
    return path


def _truncated(tmp_path):
    path = _stored(tmp_path / "t.sqlite3")
    path.write_bytes(path.read_bytes()[:1500])
    return path


def _newer(tmp_path):
    path = _stored(tmp_path / "n.sqlite3")
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 999")
    return path


def _unopenable(tmp_path):
    return tmp_path / "no such directory" / "games.sqlite3"


def _damaged(tmp_path):
    """A store whose index no longer matches its table: readable, but integrity checks fail."""
    path = _stored(tmp_path / "d.sqlite3")
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA writable_schema = ON")
        root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'games_status'").fetchone()[0]
        page_size = conn.execute("PRAGMA page_size").fetchone()[0]
    data = bytearray(path.read_bytes())
    start = (root - 1) * page_size
    data[start + 100:start + page_size - 100] = bytes(page_size - 200)  # the index page's cells, zeroed
    path.write_bytes(bytes(data))
    return path


BAD = {"a text file": _text, "a truncated file": _truncated, "a newer schema": _newer,
       "an unopenable path": _unopenable, "a damaged file": _damaged}


@pytest.mark.parametrize("what", list(BAD))
@pytest.mark.parametrize("command", [["export"], ["import", "records.json"]])
def test_a_bad_db_is_refused_with_a_message_not_a_traceback(tmp_path, what, command):
    db = BAD[what](tmp_path)
    (tmp_path / "records.json").write_text('{"format": "tricktable-records", "games": []}')
    r = subprocess.run([*CLI, *command, "--db", str(db)], capture_output=True, text=True, timeout=60, cwd=tmp_path,
                       env={"LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"})
    assert r.returncode == 2, (r.stdout, r.stderr)
    assert "Traceback" not in r.stderr and str(db.name) in r.stderr, r.stderr


def test_serve_refuses_a_bad_db_at_start_up_in_the_readers_language(tmp_path):
    db = _text(tmp_path)
    r = subprocess.run([*CLI, "serve", "--port", "0", "--ai-workers", "0", "--db", str(db)], capture_output=True,
                       text=True, timeout=60, env={"LANGUAGE": "ro", "LANG": "ro_RO.UTF-8", "PATH": "/usr/bin:/bin"})
    assert r.returncode == 2 and "Traceback" not in r.stderr, r.stderr
    from tricktable.i18n import localizer

    assert localizer("ro").format("store-not-a-store", {"path": str(db)}) in r.stderr

