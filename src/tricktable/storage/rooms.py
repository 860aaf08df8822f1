"""Rooms of friends kept in the game store: each room one JSON document under its code (settings, members with
the hashes of their secrets, seats, the games played there), so a restarted server finds its rooms again.

A closed room keeps its row with the status ``closed``: its code is never given out again and no longer opens
anything. The store deals in JSON only; what a room means is ``table.room``'s business.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from typing import Any

from .store import Store


class RoomRecords:
    """The rooms table of ``store`` (sharing its connection and lock)."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def exists(self, code: str) -> bool:
        """True if ``code`` was ever given to a room (open or closed)."""
        return bool(self.store._query("SELECT 1 FROM rooms WHERE code = ?", (code,)))

    def save(self, code: str, status: str, doc: Mapping[str, Any]) -> None:
        """Keep the room's document (created on the first save); returns once committed."""
        now = time.time()
        self.store._tx([(
            "INSERT INTO rooms (code, status, doc, created, updated) VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT(code) DO UPDATE SET status = excluded.status, doc = excluded.doc, updated = excluded.updated",
            (code, status, json.dumps(dict(doc)), now, now))])

    def load(self, code: str) -> tuple[str, dict[str, Any], float] | None:
        """``(status, document, updated)`` of the room ``code`` (``updated``: the time of its last change), or None
        (no such room, or a damaged row)."""
        rows = self.store._query("SELECT status, doc, updated FROM rooms WHERE code = ?", (code,))
        if not rows:
            return None
        try:
            return rows[0][0], json.loads(rows[0][1]), float(rows[0][2])
        except ValueError:
            return None

    def stale(self, older_than: float) -> list[str]:
        """Codes of rooms not closed whose last change is more than ``older_than`` seconds ago."""
        cutoff = time.time() - older_than
        return [r[0] for r in self.store._query(
            "SELECT code FROM rooms WHERE status != 'closed' AND updated < ? ORDER BY updated", (cutoff,))]

    def codes(self, status: str) -> list[str]:
        return [r[0] for r in self.store._query("SELECT code FROM rooms WHERE status = ? ORDER BY created", (status,))]
