"""A running server's game store failing, for the tests: another process holds the file's write lock, the file turns
read-only, the disk fills up. Each is a context: the store fails inside the block and works again after it. On a
PostgreSQL store (``db`` an address): another session holds a lock that lets reads through and stops every write,
or the store's session turns read-only; a full disk is not made (the test is skipped)."""

from __future__ import annotations

import contextlib
import subprocess
import sys
from pathlib import Path

#: a process that takes the database's exclusive lock, says so, and holds it until its input gets a line
LOCKER = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.readline()
conn.execute("ROLLBACK")
"""


@contextlib.contextmanager
def locked(db: Path | str):
    """Another process holds ``BEGIN EXCLUSIVE`` on ``db`` (an ``import``, a backup tool, a second server)."""
    if str(db).startswith("postgresql://"):
        with _pg_locked(str(db)):
            yield
        return
    proc = subprocess.Popen([sys.executable, "-c", LOCKER, str(db)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True)
    try:
        assert proc.stdout.readline().strip() == "locked"
        yield
    finally:
        with contextlib.suppress(OSError):
            proc.stdin.write("\n")
            proc.stdin.flush()
        proc.wait(30)


@contextlib.contextmanager
def _pg_locked(url: str):
    """Another session holds every table of the store in ``EXCLUSIVE`` mode: reads go on, writes wait."""
    import psycopg

    with psycopg.connect(url) as other:
        tables = [r[0] for r in other.execute("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")]
        other.execute(f"LOCK TABLE {', '.join(tables)} IN EXCLUSIVE MODE")
        try:
            yield
        finally:
            other.rollback()


@contextlib.contextmanager
def read_only(store):
    """The store's file cannot be written (a read-only mount; the tests run as any user, so not by chmod): SQLite's
    SQLITE_READONLY on every write, as a file or file system gone read-only gives. (PostgreSQL: the session turns
    read-only, as on a standby.)"""
    if store.backend == "postgresql":  # every session of the database: the store's, and its writers' (run_apart)
        with store._lock:
            name = store._conn.execute("SELECT current_database()").fetchone()[0]
            store._conn.execute(f'ALTER DATABASE "{name}" SET default_transaction_read_only = on')
            _end_writers(store)  # (made again as needed, read-only now)
            store._conn.execute("SET default_transaction_read_only = on")
        try:
            yield
        finally:
            with store._lock:
                store._conn.execute("SET default_transaction_read_only = off")
                store._conn.execute(f'ALTER DATABASE "{name}" RESET default_transaction_read_only')
                _end_writers(store)
        return
    with store._lock:
        store._conn.execute("PRAGMA query_only = ON")
    try:
        yield
    finally:
        with store._lock:
            store._conn.execute("PRAGMA query_only = OFF")


def _end_writers(store) -> None:
    """End the sessions of the store's writers' pool (``Store.run_apart``), in use or idle: the next write connects
    again, with the database's settings as they are now."""
    store._conn.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database()"
                        " AND application_name = 'tricktable' AND pid <> pg_backend_pid()")


@contextlib.contextmanager
def full(store):
    """The disk is full: the file may not grow by a page (SQLite's SQLITE_FULL, the error a full disk gives). A
    write that fits in the pages the file has still goes through."""
    if store.backend == "postgresql":
        import pytest

        pytest.skip("a full disk is not made for a PostgreSQL server in the tests")
    with store._lock:
        before = store._conn.execute("PRAGMA max_page_count").fetchone()[0]
        pages = store._conn.execute("PRAGMA page_count").fetchone()[0]
        store._conn.execute(f"PRAGMA max_page_count = {pages}")
    try:
        yield
    finally:
        with store._lock:
            store._conn.execute(f"PRAGMA max_page_count = {before}")


def fault(kind: str, client, db: Path):
    store = client.app.state.store
    return {"locked": lambda: locked(db), "read-only": lambda: read_only(store), "full": lambda: full(store)}[kind]()


KINDS = ["locked", "read-only", "full"]
