"""Table leases: which server process owns which table (a game or a room), so that with several processes on one
PostgreSQL store a table is played by one process at a time (issue 27).

On PostgreSQL a lease is a session-level advisory lock on a key derived from the table's id, held on a connection of
the lease holder's own: it is taken at once or refused (never waited for), and it lapses by itself when its
process dies (``kill -9``, a lost machine: the server ends the session), so another process can take the table over
and rebuild it from the store. A SQLite store serves one process, whose leases are always granted.

``serve --bus`` takes and gives up leases through ``interfaces/web/cluster.py`` (see docs/hosting.md).
"""

from __future__ import annotations

import hashlib
import threading
from typing import Any

from .store import Store


def lease_key(table_id: str) -> int:
    """The advisory lock key of a table: 64 bits of its id's BLAKE2b hash, as PostgreSQL's signed ``bigint``."""
    return int.from_bytes(hashlib.blake2b(f"tricktable-table:{table_id}".encode(), digest_size=8).digest(), "big",
                          signed=True)


class TableLeases:
    """The leases this process holds on ``store``'s tables. Thread-safe."""

    def __init__(self, store: Store) -> None:
        self._lock = threading.Lock()
        self._held: set[str] = set()
        self._conn: Any = store._db.session() if store.backend == "postgresql" else None  # type: ignore[attr-defined]

    def take(self, table_id: str) -> bool:
        """Take the lease of ``table_id`` if no other process holds it (True: this process holds it now, or
        already did). Never waits."""
        with self._lock:
            if table_id in self._held:
                return True
            if self._conn is not None:
                row = self._conn.execute("SELECT pg_try_advisory_lock(%s)", (lease_key(table_id),)).fetchone()
                if not row[0]:
                    return False
            self._held.add(table_id)
            return True

    def release(self, table_id: str) -> None:
        """Give the lease of ``table_id`` up (nothing if not held)."""
        with self._lock:
            if table_id not in self._held:
                return
            self._held.discard(table_id)
            if self._conn is not None and not self._conn.broken:
                self._conn.execute("SELECT pg_advisory_unlock(%s)", (lease_key(table_id),))

    def held(self) -> set[str]:
        """The tables whose leases this process still holds: none once the lease connection is lost (its locks went
        with it: another process may own those tables now)."""
        with self._lock:
            if self._conn is not None:
                try:
                    self._conn.execute("SELECT 1")
                except Exception:  # noqa: BLE001 (any failure of the session: its locks are gone)
                    self._held.clear()
            return set(self._held)

    def close(self) -> None:
        """Give every lease up."""
        with self._lock:
            self._held.clear()
            if self._conn is not None:
                self._conn.close()
