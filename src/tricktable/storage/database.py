"""What the store needs of a database, whichever holds the records (``sqlite``, ``postgres``): run writes in one
transaction, answer a query, say where it is. The store's SQL is one text for both: SQLite's ``?`` placeholders and
the common subset of SQL (``ON CONFLICT … DO UPDATE``, no ``INSERT OR …``); the PostgreSQL side translates the
placeholders, and the schema's types (see ``postgres.postgres_ddl``)."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any, Protocol

#: one SQL statement and its parameters
Statement = tuple[str, tuple[Any, ...]]


class Database(Protocol):
    where: str  # what to show people: a file path, or a server's address without its password
    version: int  # the schema version, after opening (every migration applied)
    lock: threading.RLock  # held around every use of the connection; the store's ``atomic`` holds it too
    conn: Any

    def run(self, statements: Sequence[Statement]) -> None:
        """Make the writes in one transaction, all or none. Raises ``StoreUnavailable`` (nothing written) when the
        database cannot take them now; any other error (a constraint, a bug) as it comes."""

    def query(self, sql: str, args: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        """The rows of one read (``StoreUnavailable`` when the database cannot be read now)."""

    def set_busy_wait(self, seconds: float) -> None:
        """How long a write waits for a lock another process holds before ``StoreUnavailable('busy')``."""

    def close(self) -> None: ...
