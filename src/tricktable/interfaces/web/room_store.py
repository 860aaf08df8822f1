"""What the rooms keep in the store: each room's record after every change, the players' names and seats of a
room's game, a new match with the room that plays it.

Contracts:

* a room is kept after every change, before anyone is told of it; a change the store cannot keep
  (``StoreUnavailable``) is undone in memory by :meth:`RoomStore.changing` and goes on to the asker: the room in
  memory never runs ahead of the store;
* every write waits at most ``patience`` seconds for a store another process has locked (``saving.kept``); on
  PostgreSQL the round trip is waited for in a thread, so each write is of values taken beforehand on the loop.

Plain Python: no web framework here.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from typing import Any

from ...storage import Store, StoreUnavailable
from ...storage.rooms import RoomRecords
from ...table.room import Room
from .live_rooms import LiveRoom, seated
from .saving import kept


class RoomStore:
    """The rooms' writes to ``store`` (``records``: its rooms' table)."""

    def __init__(self, store: Store, patience: float = 5.0) -> None:
        self.store = store
        self.records = RoomRecords(store)
        self.patience = patience  # seconds a change waits for a store another process has locked

    async def save(self, room: Room) -> None:
        """Keep the room (raises ``StoreUnavailable`` when the store cannot: see :meth:`changing`)."""
        await self.keep_record(room.code, room.phase, room.to_json())

    async def keep_record(self, code: str, phase: str, doc: dict[str, Any]) -> None:
        """Keep the record of room ``code`` as given (raises ``StoreUnavailable`` when the store cannot)."""
        await kept(lambda: self.records.save(code, phase, doc), self.patience, apart=self.store)

    async def keep_names(self, room: Room, gid: str) -> None:
        """Record the players' names in the room's game ``gid`` (its history and replay show them)."""
        names = room.names()
        await kept(lambda: self.store.set_names(gid, names), self.patience, apart=self.store)

    async def keep_seats(self, room: Room, gid: str, first: int, last: int) -> None:
        """Record who sits where in the room's game ``gid`` (for each member's hand reviews)."""
        seats = seated(room)
        await kept(lambda: self.records.keep_seats(gid, room.code, seats, first, last), self.patience,
                   apart=self.store)

    def keep_begun(self, before: Room, gid: str) -> None:
        """Write the room ``before`` as it is once it plays the new game ``gid``: the players' names and seats and
        the room's record. Called inside the new game's transaction (``Manager.create``'s ``keep_with``), maybe in
        a thread: the room in memory is not touched (``before`` is a copy)."""
        playing = before.copy()
        playing.began(gid)
        self.store.set_names(gid, playing.names())
        self.records.keep_seats(gid, before.code, seated(playing), 0, 0)
        self.records.save(before.code, playing.phase, playing.to_json())

    @staticmethod
    @contextlib.asynccontextmanager
    async def changing(lr: LiveRoom) -> AsyncIterator[None]:
        """Hold the room's lock for a change. If the store cannot keep the change (``StoreUnavailable``), the room
        and who is connected as whom go back to how they were before it, and the error goes on to the asker:
        the room in memory never runs ahead of the store."""
        async with lr.lock:
            room, members, watchers = lr.room.copy(), dict(lr.members), set(lr.watchers)
            who = {conn: conn.member_id for conn in lr.connections()}
            try:
                yield
            except StoreUnavailable:
                lr.room, lr.members, lr.watchers = room, members, watchers
                for conn, member_id in who.items():
                    conn.member_id = member_id
                raise
