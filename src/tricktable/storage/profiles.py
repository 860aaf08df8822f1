"""Profiles kept in the game store: one row per profile, found by the hash of its personal code (never the code),
holding the name, the face and the games (JSON: ids and keys) as ``table.profile`` made them. Writes commit before
they return."""

from __future__ import annotations

import json
import time
from typing import Any

from .store import Store


class ProfileRecords:
    """The profiles table of ``store`` (sharing its connection and lock)."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def create(self, profile_id: str, code_hash: str, name: str, avatar: str, games: list[dict[str, str]]) -> None:
        now = time.time()
        self.store._tx([("INSERT INTO profiles (id, code_hash, name, avatar, games, created, updated)"
                         " VALUES (?, ?, ?, ?, ?, ?, ?)",
                         (profile_id, code_hash, name, avatar, json.dumps(games), now, now))])

    def find(self, code_hash: str) -> dict[str, Any] | None:
        """The profile whose code hashes to ``code_hash`` (id, name, avatar, games), or None."""
        rows = self.store._query("SELECT id, name, avatar, games FROM profiles WHERE code_hash = ?", (code_hash,))
        if not rows:
            return None
        pid, name, avatar, games = rows[0]
        return {"id": pid, "name": name, "avatar": avatar, "games": json.loads(games)}

    def save(self, profile_id: str, name: str, avatar: str, games: list[dict[str, str]]) -> None:
        self.store._tx([("UPDATE profiles SET name = ?, avatar = ?, games = ?, updated = ? WHERE id = ?",
                         (name, avatar, json.dumps(games), time.time(), profile_id))])

    def rekey(self, profile_id: str, code_hash: str) -> None:
        """A new code for the profile: the old one stops working."""
        self.store._tx([("UPDATE profiles SET code_hash = ?, updated = ? WHERE id = ?",
                         (code_hash, time.time(), profile_id))])
