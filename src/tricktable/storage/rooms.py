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

    # ------------------------------------------------------------ who sat where in a room's games
    def keep_seats(self, game_id: str, code: str, seats: Mapping[int, str], first: int, last: int) -> None:
        """Keep who of room ``code`` sits where in its game ``game_id`` now (``seats``: seat -> member id; a seat
        not named is the AI's): a member who left a seat sat there until hand ``last``, one who took a seat sits
        there from hand ``first`` (hand seqs). Writes nothing when nobody moved."""
        sitting = {seat: (rowid, member, since) for rowid, seat, member, since in self.store._query(
            "SELECT rowid, seat, member, first_hand FROM room_seats WHERE game_id = ? AND last_hand IS NULL",
            (game_id,))}
        stmts: list[tuple[str, tuple[Any, ...]]] = []
        for seat, (rowid, member, since) in sitting.items():
            if seats.get(seat) != member:  # gone from this seat (a member who never played a hand there: no row)
                stmts.append(("DELETE FROM room_seats WHERE rowid = ?", (rowid,)) if last < since else
                             ("UPDATE room_seats SET last_hand = ? WHERE rowid = ?", (last, rowid)))
        for seat, member in seats.items():
            if seat not in sitting or sitting[seat][1] != member:
                stmts.append(("INSERT INTO room_seats (game_id, room, seat, member, first_hand) VALUES (?, ?, ?, ?, ?)",
                              (game_id, code, seat, member, first)))
        if stmts:
            self.store._tx(stmts)

    def seats_of(self, game_id: str) -> tuple[str | None, list[tuple[int, str, int, int | None]]]:
        """The room a game was played in (None: not a room's game) and who sat where in it: ``(seat, member id,
        first hand, last hand or None while still sitting)``, in the order they sat down."""
        rows = self.store._query("SELECT room, seat, member, first_hand, last_hand FROM room_seats WHERE game_id = ?"
                                 " ORDER BY rowid", (game_id,))
        return (rows[0][0] if rows else None), [(seat, member, a, b) for _, seat, member, a, b in rows]
