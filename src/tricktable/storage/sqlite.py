"""The SQLite database of a store (the default): one file, one connection behind a lock, ``PRAGMA user_version``
for the schema version, SQLite's ``quick_check`` at opening."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Sequence
from contextlib import suppress
from itertools import groupby
from operator import itemgetter
from pathlib import Path
from typing import Any

from .database import Statement
from .errors import StoreError, StoreUnavailable
from .schema import SCHEMA_VERSION, migrate


class SQLiteDatabase:
    """The store's SQLite file at ``path`` (``:memory:``: a private database that lives as long as this object).
    Safe to share between threads (one connection behind :attr:`lock`)."""

    def __init__(self, path: str | Path, busy_wait: float) -> None:
        """Open (or create) the file and bring its schema up to date; a file this program cannot use raises
        :class:`StoreError`: not openable, not a SQLite database, a newer schema, or one that fails
        ``quick_check``."""
        self.where = str(path)
        self.lock = threading.RLock()
        try:
            self.conn = sqlite3.connect(self.where, timeout=busy_wait, check_same_thread=False, isolation_level=None)
        except sqlite3.Error as e:
            raise StoreError("store-cannot-open", path=self.where, reason=str(e)) from None
        try:
            self.version = self._open()
        except BaseException:
            self.conn.close()
            raise

    def _open(self) -> int:
        try:
            self.conn.execute("PRAGMA foreign_keys = ON")
            if self.where != ":memory:":
                self.conn.execute("PRAGMA journal_mode = WAL")
                self.conn.execute("PRAGMA synchronous = NORMAL")
                version = self.conn.execute("PRAGMA user_version").fetchone()[0]
                if version > SCHEMA_VERSION:
                    raise StoreError("store-newer-schema", path=self.where, version=version, known=SCHEMA_VERSION)
                problems = [r[0] for r in self.conn.execute("PRAGMA quick_check(3)").fetchall()]
                if problems != ["ok"]:
                    raise StoreError("store-damaged", path=self.where, reason="; ".join(problems)[:300])
            return migrate(self.conn)
        except sqlite3.OperationalError as e:
            raise StoreError("store-cannot-open", path=self.where, reason=str(e)) from None
        except sqlite3.DatabaseError as e:
            key = "store-not-a-store" if "not a database" in str(e) else "store-damaged"
            raise StoreError(key, path=self.where, reason=str(e)) from None

    def close(self) -> None:
        with self.lock:
            self.conn.close()

    def set_busy_wait(self, seconds: float) -> None:
        with self.lock:
            self.conn.execute(f"PRAGMA busy_timeout = {max(0, int(seconds * 1000))}")

    def run(self, statements: Sequence[Statement]) -> None:
        """Make the writes in one transaction, all or none; :class:`StoreUnavailable` if the file cannot take it.
        A single statement is its own transaction (SQLite's autocommit: one call instead of BEGIN, the statement
        and COMMIT); several run in one ``BEGIN IMMEDIATE`` transaction, each run of the same SQL text in one
        ``executemany`` (a group of tables' actions, see ``interfaces/web/saving.GroupCommit``)."""
        with self.lock:
            try:
                if len(statements) == 1:
                    sql, args = statements[0]
                    self.conn.execute(sql, args)
                    return
                self.conn.execute("BEGIN IMMEDIATE")  # the write lock now, or SQLITE_BUSY before anything is done
                for sql, group in groupby(statements, key=itemgetter(0)):
                    self.conn.executemany(sql, [args for _, args in group])
                self.conn.execute("COMMIT")
            except BaseException as e:
                if self.conn.in_transaction:  # (SQLite rolls back by itself on some errors, e.g. a full disk)
                    with suppress(sqlite3.Error):
                        self.conn.execute("ROLLBACK")
                reason = unavailable_reason(e) if isinstance(e, sqlite3.OperationalError) else None
                if reason is not None:
                    raise StoreUnavailable(reason, str(e)) from e
                raise

    def query(self, sql: str, args: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        with self.lock:
            try:
                return self.conn.execute(sql, args).fetchall()
            except sqlite3.OperationalError as e:
                reason = unavailable_reason(e)
                if reason is None:
                    raise
                raise StoreUnavailable(reason, str(e)) from e


#: SQLite's primary result codes that mean the file cannot take a write now: (code, reason)
_UNAVAILABLE = {5: "busy", 6: "busy", 8: "read-only", 10: "io-error", 13: "full", 14: "cannot-open", 15: "busy"}


def unavailable_reason(e: sqlite3.Error) -> str | None:
    """Why SQLite could not write (``busy``, ``read-only``, ``io-error``, ``full``, ``cannot-open``), or None for
    an error that is not about the file (a bug, a constraint)."""
    code = getattr(e, "sqlite_errorcode", None)
    return _UNAVAILABLE.get(code & 0xFF) if isinstance(code, int) else None
