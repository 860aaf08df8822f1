"""The PostgreSQL store's failure paths, the counterparts of the SQLite file's: a write the server cannot take now
(a lock held elsewhere, a read-only database, a lost connection) raises ``StoreUnavailable`` with nothing written and
the store carries on once it clears; a bad address or a server that cannot be reached is told in the reader's
language with a non-zero exit from ``export``, ``import`` and ``serve``, never a traceback, never the password."""

from __future__ import annotations

import socket
import subprocess
import sys

import pytest

from tricktable.i18n import localizer
from tricktable.storage import Store, StoreError, StoreUnavailable
from tricktable.storage import postgres as pg

pytestmark = pytest.mark.postgresql
CLI = [sys.executable, "-m", "tricktable"]
SEATS = ["human", "random", "random", "random"]


def _game(store: Store) -> None:
    store.create_game("g", "webtest/mini", {}, 1, 0, SEATS, {0: "t"})
    store.add_hand("g", 0, 1, 0, 0, ["R1", "R2", "R3", "R4"], "")


def test_a_write_waiting_on_a_lock_held_elsewhere_is_busy_and_writes_nothing(pg_url):
    import psycopg

    store = Store(pg_url)
    _game(store)
    store.set_busy_wait(0)  # as the web server does: fail at once, retry on the loop
    with psycopg.connect(pg_url) as other:  # another process's transaction holds the table
        other.execute("LOCK TABLE actions IN ACCESS EXCLUSIVE MODE")
        with pytest.raises(StoreUnavailable) as refused:
            store.add_action("g", 0, 0, 1, "pass")
        assert refused.value.busy and refused.value.reason == "busy"
        with pytest.raises(StoreUnavailable), store.atomic():
            store.finish_hand("g", 0, {}, [1, 2], None)
            store.add_action("g", 0, 0, 1, "pass")
        other.rollback()
    g = store.load("g")
    assert g.hands[0].actions == [] and g.hands[0].result is None and g.scores is None
    store.add_action("g", 0, 0, 1, "pass")  # the lock gone, the store carries on
    assert store.load("g").hands[0].actions == [(1, "pass")]


def test_a_read_only_database_refuses_writes_as_read_only(pg_url):
    store = Store(pg_url)
    _game(store)
    with store._lock:
        store._conn.execute("SET default_transaction_read_only = on")  # a standby, or a database set read-only
    with pytest.raises(StoreUnavailable) as refused:
        store.add_action("g", 0, 0, 1, "pass")
    assert refused.value.reason == "read-only" and not refused.value.busy
    with store._lock:
        store._conn.execute("SET default_transaction_read_only = off")
    store.add_action("g", 0, 0, 1, "pass")
    assert store.load("g").hands[0].actions == [(1, "pass")]


def test_a_lost_connection_is_told_then_made_again(pg_url, monkeypatch):
    monkeypatch.setattr(pg, "RECONNECT_PAUSE", 0.0)
    store = Store(pg_url)
    _game(store)
    pid = store._query("SELECT pg_backend_pid()")[0][0]
    Store(pg_url)._query("SELECT pg_terminate_backend(?, 5000)", (pid,))  # the server drops it (waiting till gone)
    with pytest.raises(StoreUnavailable) as refused:
        store.add_action("g", 0, 0, 1, "pass")
    assert refused.value.reason == "cannot-open"
    store.add_action("g", 0, 0, 1, "pass")  # connected again
    assert store.load("g").hands[0].actions == [(1, "pass")]
    assert store._query("SELECT pg_backend_pid()")[0][0] != pid


def _refused_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]  # closed again: nobody listens there


def test_a_server_that_is_not_there_is_a_store_error(tmp_path):
    url = f"postgresql://ana:s3cret@127.0.0.1:{_refused_port()}/games"
    with pytest.raises(StoreError) as refused:
        Store(url)
    assert refused.value.msg_id == "store-cannot-open"
    assert "s3cret" not in str(refused.value.params) and "ana:***@" in refused.value.params["path"]


@pytest.mark.parametrize("url", ["postgresql://ana@127.0.0.1:notaport/games", "mysql://ana@127.0.0.1/games",
                                 "postgresql://ana@127.0.0.1/games?nosuchoption=1"])
def test_an_address_that_is_not_one_is_a_store_error(url):
    with pytest.raises(StoreError) as refused:
        Store(url)
    assert refused.value.msg_id == "store-bad-url"


def _cli(*args: str, lang: str = "en", cwd=None) -> subprocess.CompletedProcess[str]:
    env = {"LANGUAGE": lang, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"}
    return subprocess.run([*CLI, *args], capture_output=True, text=True, timeout=60, env=env, cwd=cwd)


SERVE = ["serve", "--port", "0", "--ai-workers", "0"]


@pytest.mark.slow
@pytest.mark.parametrize("command, lang", [(["export"], "en"), (["import", "records.json"], "ro"), (SERVE, "hu"),
                                           (["export"], "el"), (SERVE, "cs")])
def test_an_unreachable_or_bad_address_is_told_in_the_readers_language(tmp_path, command, lang):
    (tmp_path / "records.json").write_text('{"format": "tricktable-records/1", "games": []}')
    refused = f"postgresql://ana:s3cret@127.0.0.1:{_refused_port()}/games"
    bad = "postgresql://ana:s3cret@127.0.0.1:notaport/games"
    words = localizer(lang)
    for url, msg_id in ((refused, "store-cannot-open"), (bad, "store-bad-url")):
        r = _cli(*command, "--db", url, "--lang", lang, cwd=tmp_path)
        assert r.returncode == 2, (r.stdout, r.stderr)
        assert "Traceback" not in r.stderr and "s3cret" not in r.stderr + r.stdout, r.stderr
        shown = pg.shown_url(url)
        head = words.format(msg_id, {"path": shown, "reason": "\x00"}).split("\x00")[0]
        assert head and any(line.startswith(head) for line in r.stderr.splitlines()), (msg_id, r.stderr)


def test_export_import_and_serve_use_a_postgresql_store(tmp_path, pg_url):
    """The CLI's commands on a PostgreSQL address: import into it, export from it, serve from it."""
    source = Store(tmp_path / "a.sqlite3")
    source.create_game("g1", "callbreak/standard", {}, 3, 0, ["random"] * 4, {})
    source.close()
    out = tmp_path / "records.json"
    assert _cli("export", str(out), "--db", str(tmp_path / "a.sqlite3")).returncode == 0
    r = _cli("import", str(out), "--db", pg_url)
    assert r.returncode == 0 and "games imported: 1" in r.stdout, r.stderr
    r = _cli("export", "--db", pg_url)
    assert r.returncode == 0 and '"id": "g1"' in r.stdout, r.stderr


def test_serve_runs_on_a_postgresql_store_and_never_prints_its_password(pg_url):
    url = pg_url.replace("postgresql://tricktable@", "postgresql://tricktable:s3cret@")  # (trusted: any password)
    proc = subprocess.Popen([*CLI, "serve", "--port", "0", "--ai-workers", "0", "--db", url], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env={"LANGUAGE": "en", "LANG": "C.UTF-8",
                                                                    "PATH": "/usr/bin:/bin"})
    try:
        line = proc.stdout.readline()
        assert "tricktable is running at http://127.0.0.1:" in line, (line, proc.stderr.read() if not line else "")
        assert pg.shown_url(url) in line and "tricktable:***@" in line and "s3cret" not in line
    finally:
        proc.terminate()
        proc.wait(30)
    assert Store(pg_url).version  # the server made its tables there


def test_without_the_postgresql_client_an_address_is_told_how_to_install_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "psycopg", None)  # import psycopg fails, as without the scale extra
    with pytest.raises(StoreError) as refused:
        Store("postgresql://ana:s3cret@127.0.0.1/games")
    assert refused.value.msg_id == "store-needs-psycopg" and "s3cret" not in str(refused.value.params)
    assert "pip install -e '.[scale]'" in localizer("cs").format("store-needs-psycopg", refused.value.params)
