"""The PostgreSQL database of a store (``--db postgresql://user@host/database``), which several server processes can
share: psycopg 3, one connection behind a lock, the store's SQL as written (``?`` placeholders become ``%s``).

The schema version is kept in the table ``tricktable_schema``; opening takes a transaction-level advisory lock, so
processes starting together migrate once, and PostgreSQL's DDL is transactional, so the migrations apply all or none.
The integrity check (SQLite's ``quick_check`` here) is that every table and index the schema declares is present:
PostgreSQL checks its own pages. A write the server cannot take now raises :class:`StoreUnavailable` with the same
reasons as SQLite's (``busy``: a lock wait ran out, ``read-only``, ``full``, ``io-error``, ``cannot-open``: the
connection is lost or refused; the next write connects again, at most once a second).
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Sequence
from contextlib import suppress
from typing import Any
from urllib.parse import urlsplit

from .database import Statement
from .errors import StoreError, StoreUnavailable
from .schema import MIGRATIONS, ROWID_TABLES, SCHEMA_VERSION, schema_objects

#: the advisory lock key (any 64-bit number of our own) held while a process reads and migrates the schema
SCHEMA_LOCK = 0x7472_6963_6B74_6162  # "tricktab"
#: seconds to wait for a server to answer a connection
CONNECT_TIMEOUT = 10
#: seconds between two attempts to connect again after the connection was lost
RECONNECT_PAUSE = 1.0
#: connections of the writers' pool (``run_apart``: writes waited for in threads, off the server's event loop)
APART_CONNECTIONS = 4


def shown_url(url: str) -> str:
    """``url`` as people may see it (in messages and logs): any password replaced by ``***``."""
    try:
        netloc = urlsplit(url).netloc
    except ValueError:
        netloc = ""
    user, at, host = netloc.rpartition("@")
    if at and ":" in user:
        url = url.replace(netloc, f"{user.split(':', 1)[0]}:***@{host}", 1)
    return re.sub(r"(?i)([?&]password=)[^&#]*", r"\1***", url)


def postgres_ddl(index: int) -> str:
    """Migration ``index`` (0-based) in PostgreSQL's SQL: SQLite's 64-bit ``INTEGER`` is ``BIGINT`` (a seed takes
    all 63 bits), ``REAL`` is ``DOUBLE PRECISION``, ``BLOB`` is ``BYTEA``, an ``INTEGER PRIMARY KEY`` numbers itself
    from a sequence, and a table of :data:`~.schema.ROWID_TABLES` it creates gets its ``rowid`` column."""
    sql = MIGRATIONS[index]
    sql = re.sub(r"\bINTEGER\s+PRIMARY\s+KEY(\s+AUTOINCREMENT)?\b", "BIGSERIAL PRIMARY KEY", sql, flags=re.IGNORECASE)
    sql = re.sub(r"\bINTEGER\b", "BIGINT", sql, flags=re.IGNORECASE)
    sql = re.sub(r"\bREAL\b", "DOUBLE PRECISION", sql, flags=re.IGNORECASE)
    sql = re.sub(r"\bBLOB\b", "BYTEA", sql, flags=re.IGNORECASE)
    created = {n.lower() for n in re.findall(r"\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(\w+)", sql, re.IGNORECASE)}
    for table in ROWID_TABLES:
        if table in created:
            sql += f"\nALTER TABLE {table} ADD COLUMN rowid BIGSERIAL UNIQUE;"
    return sql


def placeholders(sql: str) -> str:
    """The store's SQL with psycopg's placeholders: ``?`` becomes ``%s`` (the store's SQL has no ``?`` or ``%``
    inside its string literals)."""
    return sql.replace("%", "%%").replace("?", "%s")


def unavailable_reason(e: Exception, broken: bool) -> str | None:
    """Why PostgreSQL could not take a write now (the reasons of SQLite's ``unavailable_reason``), or None for an
    error that is not about the server (a bug, a constraint). ``broken``: the connection is gone."""
    state = getattr(e, "sqlstate", None) or ""
    if broken or state.startswith("08") or state in ("57P01", "57P02", "57P03"):
        return "cannot-open"
    if state == "25006":
        return "read-only"
    if state.startswith("53"):
        return "full"
    if state in ("55P03", "40001", "40P01", "57014"):
        return "busy"
    if state.startswith("58") or state in ("XX001", "XX002"):
        return "io-error"
    import psycopg

    if isinstance(e, psycopg.OperationalError) and not state:
        return "cannot-open"
    return None


class PostgresDatabase:
    """The store's PostgreSQL database at ``url``. Safe to share between threads (one connection behind
    :attr:`lock`)."""

    def __init__(self, url: str, busy_wait: float) -> None:
        """Connect and bring the schema up to date. Raises :class:`StoreError`: ``store-needs-psycopg`` (the
        ``scale`` extra is not installed), ``store-bad-url``, ``store-cannot-open`` (refused, unknown host, bad
        password, no such database), ``store-pg-not-a-store`` (the database holds another program's table of one
        of our names), ``store-newer-schema``, ``store-damaged`` (a table or index of the schema missing)."""
        self.where = shown_url(url)
        self.lock = threading.RLock()
        self._url = url
        self._sql: dict[str, str] = {}
        self._busy_ms = self._lock_timeout(busy_wait)
        self._next_attempt = 0.0
        self._apart_free = threading.Condition()  # the writers' pool (``run_apart``): a connection given back
        self._apart_idle: list[Any] = []
        self._apart_count = 0
        try:
            import psycopg
            from psycopg.conninfo import conninfo_to_dict
        except ImportError:
            raise StoreError("store-needs-psycopg", path=self.where) from None
        self._psycopg = psycopg
        scheme = url.partition("://")[0].lower()
        if scheme not in ("postgresql", "postgres"):
            raise StoreError("store-bad-url", path=self.where, reason=f"{scheme}://")
        try:
            conninfo_to_dict(url)
        except psycopg.Error as e:
            raise StoreError("store-bad-url", path=self.where, reason=_first_line(e)) from None
        try:
            self.conn = self._connect()
        except psycopg.Error as e:
            reason = _first_line(e).removeprefix("connection is bad: ")
            bad = isinstance(e, psycopg.ProgrammingError) or "for connection option" in reason  # (a port "x")
            raise StoreError("store-bad-url" if bad else "store-cannot-open", path=self.where, reason=reason) from None
        try:
            self.version = self._open()
        except psycopg.Error as e:
            self.conn.close()
            raise StoreError("store-cannot-open", path=self.where, reason=_first_line(e)) from None
        except BaseException:
            self.conn.close()
            raise

    @staticmethod
    def _lock_timeout(seconds: float) -> int:
        return max(1, int(seconds * 1000))  # (PostgreSQL's 0 would wait for ever)

    def _connect(self) -> Any:
        conn = self._psycopg.connect(self._url, autocommit=True, connect_timeout=CONNECT_TIMEOUT,
                                     application_name="tricktable")
        conn.execute(f"SET lock_timeout = {self._busy_ms}")
        return conn

    def _open(self) -> int:
        tables, indexes = schema_objects()
        with self.conn.transaction():
            self.conn.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
            present = self._present()
            if "tricktable_schema" in present:
                version = self.conn.execute("SELECT version FROM tricktable_schema").fetchone()[0]
            else:
                ours = sorted(schema_objects(SCHEMA_VERSION)[0] & present)
                if ours:
                    raise StoreError("store-pg-not-a-store", path=self.where, table=ours[0])
                self.conn.execute("CREATE TABLE tricktable_schema (version INTEGER NOT NULL)")
                self.conn.execute("INSERT INTO tricktable_schema VALUES (0)")
                version = 0
            if version > SCHEMA_VERSION:
                raise StoreError("store-newer-schema", path=self.where, version=version, known=SCHEMA_VERSION)
            for index in range(version, SCHEMA_VERSION):
                self.conn.execute(postgres_ddl(index))
                self.conn.execute("UPDATE tricktable_schema SET version = %s", (index + 1,))
            missing = sorted((tables | indexes) - self._present())
            if missing:
                raise StoreError("store-damaged", path=self.where, reason="missing: " + ", ".join(missing)[:300])
        return SCHEMA_VERSION

    def _present(self) -> set[str]:
        """The tables and indexes of the connection's current schema."""
        rows = self.conn.execute(
            "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
            " WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'i')").fetchall()
        return {r[0] for r in rows}

    def close(self) -> None:
        with self.lock:
            self.conn.close()
        with self._apart_free:
            for conn in self._apart_idle:
                conn.close()
            self._apart_idle.clear()

    def set_busy_wait(self, seconds: float) -> None:
        with self.lock:
            self._busy_ms = self._lock_timeout(seconds)
            if not self.conn.closed and not self.conn.broken:
                with suppress(self._psycopg.Error):  # (a lost connection gets it when it connects again)
                    self.conn.execute(f"SET lock_timeout = {self._busy_ms}")

    def session(self) -> Any:
        """A new connection of its own to the same database (autocommit), e.g. for advisory locks that must live
        exactly as long as it does (``leases``)."""
        return self._psycopg.connect(self._url, autocommit=True, connect_timeout=CONNECT_TIMEOUT,
                                     application_name="tricktable")

    def _live(self) -> Any:
        """The connection, connected again if it was lost (at most once a second; StoreUnavailable meanwhile)."""
        conn = self.conn
        if not conn.closed and not conn.broken:
            return conn
        now = time.monotonic()
        if now < self._next_attempt:
            raise StoreUnavailable("cannot-open", "the connection to the database server is lost")
        self._next_attempt = now + RECONNECT_PAUSE
        try:
            self.conn = self._connect()
        except self._psycopg.Error as e:
            raise StoreUnavailable("cannot-open", _first_line(e)) from e
        return self.conn

    def _text(self, sql: str) -> str:
        text = self._sql.get(sql)
        if text is None:
            text = self._sql[sql] = placeholders(sql)
        return text

    def run(self, statements: Sequence[Statement]) -> None:
        with self.lock:
            conn = self._live()
            try:
                if len(statements) == 1:  # one statement is a transaction of its own: one round trip
                    conn.execute(self._text(statements[0][0]), statements[0][1])
                else:
                    with conn.transaction():
                        for sql, args in statements:
                            conn.execute(self._text(sql), args)
            except self._psycopg.Error as e:
                reason = unavailable_reason(e, conn.broken or conn.closed)
                if reason is not None:
                    raise StoreUnavailable(reason, _first_line(e)) from e
                raise

    def run_apart(self, statements: Sequence[Statement]) -> None:
        """:meth:`run` on a connection of the writers' pool (at most :data:`APART_CONNECTIONS`, made as needed),
        not the one behind :attr:`lock`: for a thread, while the store's other calls go on. Thread-safe."""
        for attempt in (1, 2):
            conn = self._take_apart()
            sent = False  # a statement went through: the transaction's fate is the server's, never tried again
            try:
                with conn.transaction():
                    for sql, args in statements:
                        conn.execute(self._text(sql), args)
                        sent = True
                return
            except self._psycopg.Error as e:
                lost = conn.broken or conn.closed
                if lost and not sent and attempt == 1:
                    continue  # an idle connection the server had ended (a restart): once more on a new one
                reason = unavailable_reason(e, lost)
                if reason is not None:
                    raise StoreUnavailable(reason, _first_line(e)) from e
                raise
            finally:
                self._give_back(conn)

    def _take_apart(self) -> Any:
        """An idle connection of the pool, a new one while there are fewer than :data:`APART_CONNECTIONS`, or the
        next one given back."""
        with self._apart_free:
            while True:
                while self._apart_idle:
                    conn = self._apart_idle.pop()
                    if not conn.closed and not conn.broken:
                        return conn
                    self._apart_count -= 1
                if self._apart_count < APART_CONNECTIONS:
                    self._apart_count += 1
                    break
                self._apart_free.wait()
        try:
            return self._connect()
        except self._psycopg.Error as e:
            with self._apart_free:
                self._apart_count -= 1
                self._apart_free.notify()
            raise StoreUnavailable("cannot-open", _first_line(e)) from e

    def _give_back(self, conn: Any) -> None:
        with self._apart_free:
            if conn.closed or conn.broken:
                self._apart_count -= 1
            else:
                self._apart_idle.append(conn)
            self._apart_free.notify()

    def query(self, sql: str, args: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        with self.lock:
            conn = self._live()
            try:
                rows: list[tuple[Any, ...]] = conn.execute(self._text(sql), args).fetchall()
                return rows
            except self._psycopg.Error as e:
                reason = unavailable_reason(e, conn.broken or conn.closed)
                if reason is None:
                    raise
                raise StoreUnavailable(reason, _first_line(e)) from e


def _first_line(e: BaseException) -> str:
    """The gist of a driver's message: its first non-empty lines, at most 300 characters."""
    lines = [line.strip() for line in str(e).splitlines() if line.strip()]
    return "; ".join(lines[:2])[:300] or type(e).__name__
