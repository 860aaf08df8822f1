"""Rooms of friends on the web, as a service without the web framework: :class:`RoomHub`, every room of one server
in memory, loaded from the store on first use and unloaded or closed when left, composed of the rooms' parts:

* :mod:`.live_rooms`: a room in memory, a connection to it, the room's match;
* :mod:`.room_commands`: what each request of a room's socket does, a socket opening and closing (the socket
  itself, ``/ws/room/{CODE}?secret=…``, is ``room_api.room_socket``; the messages are listed there and in
  :mod:`.protocol`);
* :mod:`.room_timers`: the room's clocks (grace periods, the turn timer, a claim waiting) and following its match;
* :mod:`.room_subscriptions`: what each connection sees (the room, its seat's table or the public one);
* :mod:`.room_store`: what is kept in the store, and the room in memory never ahead of it.

A room (:class:`~tricktable.table.room.Room`) is kept in the store (``storage.rooms``) after every change; its
matches are ordinary live games of the :class:`~.manager.Manager`, whose seats' player kinds follow the room
(a member's seat is "human", an empty or away seat the room's AI level).

Hidden cards: a connection is shown a seat's table only if, in the hand on the table, it (and its member) was
shown no other seat's: a member who saw one seat's cards cannot sit in another mid-hand (``room-seen-other-seat``),
and a seat taken between hands (or given by the host after a match) shows the public table until the next deal.

Budgets: at most ``max_rooms`` open rooms in memory (rooms nobody opened within ``unjoined_expiry`` seconds and
idle ones leave memory to make room; past that a new room is refused, ``Unavailable`` "busy"); a room nobody is in
for ``idle_close`` seconds closes (:meth:`RoomHub.sweep`); joins and wrong codes or secrets are rate-limited per
address (``join_rate``).
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from functools import partial
from typing import Any

from ...engine import get_game
from ...storage import Store, StoreUnavailable
from ...table.room import CLOSED, OVER, PLAYING, Member, Room, RoomError, RoomSettings, new_code, normal_code
from .live_games import Unavailable
from .live_rooms import Connection, LiveRoom, RoomClocks
from .manager import Manager
from .protocol import Request
from .ratelimit import HostRateLimit
from .room_claims import CLAIM_SECONDS
from .room_commands import RoomCommands
from .room_store import RoomStore
from .room_subscriptions import RoomSubscriptions
from .room_timers import RoomTimers
from .saving import read

log = logging.getLogger(__name__)

MAX_LISTED = 30  # public rooms a quick match lists at most


class RoomHub:
    """Every room of one server: created, loaded from the store on first use, swept when they expire; the
    requests of their sockets carried out by ``commands``."""

    def __init__(self, store: Store, manager: Manager, ai_kinds: Callable[[], list[str]],
                 idle_close: float = 7200.0, max_rooms: int = 500, join_rate: tuple[float, float] = (0.1, 10.0),
                 clock: Callable[[], float] = time.monotonic, unjoined_expiry: float = 60.0,
                 store_patience: float = 5.0, claim_seconds: float = CLAIM_SECONDS) -> None:
        self.clocks = RoomClocks(clock, claim_seconds)
        self.saved = RoomStore(store, store_patience)
        self.records = self.saved.records
        self.store = store
        self.manager = manager
        self.idle_close = idle_close
        self.max_rooms = max_rooms
        self.unjoined_expiry = unjoined_expiry  # a room nobody opened within this many seconds leaves memory
        self.rooms: dict[str, LiveRoom] = {}
        #: per client address: joins and wrong codes or secrets (in a cluster shared by its processes: ``app``)
        self.attempts = HostRateLimit(*join_rate, name="join")
        #: in a cluster, takes a room's lease for this process (``Cluster.claim``; see ``room_api`` and :meth:`sweep`)
        self.claim: Callable[[str], Awaitable[bool]] | None = None
        self.subs = RoomSubscriptions(manager, self.clocks)
        self.timers = RoomTimers(manager, self.saved, self.subs, self.clocks)
        self.commands = RoomCommands(manager, self.saved, self.subs, self.timers, self.clocks, ai_kinds,
                                     self.attempts)

    @property
    def clock(self) -> Callable[[], float]:
        """The rooms' clock (seconds, monotonic); a test sets its own."""
        return self.clocks.clock

    @clock.setter
    def clock(self, clock: Callable[[], float]) -> None:
        self.clocks.clock = clock

    @property
    def claim_seconds(self) -> float:
        """How long a claim waits for objections (``room_claims``)."""
        return self.clocks.claim_seconds

    @claim_seconds.setter
    def claim_seconds(self, seconds: float) -> None:
        self.clocks.claim_seconds = seconds

    # ------------------------------------------------------------ a room's socket (room_commands)
    def settings(self, data: dict[str, Any]) -> RoomSettings:
        """Room settings from a request, checked (``RoomCommands.settings``)."""
        return self.commands.settings(data)

    async def handle(self, lr: LiveRoom, conn: Connection, req: Request, client: str) -> None:
        """Carry out one request of ``conn`` (``RoomCommands.handle``)."""
        await self.commands.handle(lr, conn, req, client)

    async def connected(self, lr: LiveRoom, conn: Connection, member: Member | None) -> None:
        """A socket opened (``RoomCommands.connected``)."""
        await self.commands.connected(lr, conn, member)

    async def disconnected(self, lr: LiveRoom, conn: Connection) -> None:
        """A socket closed (``RoomCommands.disconnected``)."""
        await self.commands.disconnected(lr, conn)

    async def allow_attempt(self, client: str) -> bool:
        """One join or one wrong code/secret from ``client`` (rate-limited, so codes cannot be guessed; in a
        cluster across all its processes)."""
        return await self.commands.allow_attempt(client)

    # ------------------------------------------------------------ rooms
    async def create(self, settings: RoomSettings, host_name: Any, face: Any = None) -> tuple[Room, Member, str]:
        """A new room with its host (with its profile's ``face``, if any) seated at the first seat, kept in the
        store before it is known here (raises ``StoreUnavailable`` when the store cannot keep it: then there is no
        room); returns the room, the host and the host's secret. On PostgreSQL the store's round trips are waited
        for in threads (``saving``)."""
        self._room_for_one_more()
        game = get_game(settings.variant, settings.options)
        code = new_code()
        while await read(self.store, partial(self.records.exists, code)):
            code = new_code()
        room = Room(code, settings, game.num_seats, team_game=game.scoring_unit == "team", created=time.time())
        host, secret = room.join(host_name, self.clock(), host=True, face=face)
        room.sit(host, 0)
        room.disconnect(host, self.clock())  # not connected until its socket opens
        await self.saved.save(room)
        self.rooms[code] = lr = LiveRoom(room)
        lr.born = self.clock()
        return room, host, secret

    def _room_for_one_more(self) -> None:
        """Raise ``Unavailable`` (busy) when this server holds ``max_rooms`` open rooms."""
        self.unload_unjoined()
        if len([r for r in self.rooms.values() if r.room.phase != CLOSED]) >= self.max_rooms:
            self.unload_idle()
            if len(self.rooms) >= self.max_rooms:
                raise Unavailable("busy", "room-server-full", rooms=self.max_rooms)

    async def fetch(self, code: str) -> LiveRoom | None:
        """:meth:`get`, with the store's reads in a thread on PostgreSQL (the loop serves everyone else meanwhile),
        and the room's match too (``Manager.fetch``), so that what follows finds both in memory."""
        if code not in self.rooms and self.store.writes_apart:
            found = await read(self.store, lambda: self.records.load(code))
            if code not in self.rooms and self._loaded(code, found) is None:
                return None
        lr = self.get(code)
        if lr is not None:
            await self._fetch_match(lr)
        return lr

    async def _fetch_match(self, lr: LiveRoom) -> None:
        """Bring the room's match into memory with its reads off the loop (``Manager.fetch``), so that
        ``match_of`` then finds it there; a failure is told as before, when the room asks for it."""
        gid = lr.room.game_id
        if gid is not None and lr.room.phase in (PLAYING, OVER) and self.store.writes_apart:
            with contextlib.suppress(Unavailable, StoreUnavailable):
                await self.manager.fetch(gid)

    def get(self, code: str) -> LiveRoom | None:
        """The open room ``code`` (loaded from the store if needed), or None (no such room, or it has ended)."""
        live = self.rooms.get(code)
        if live is None:
            live = self._loaded(code, self.records.load(code))
        if live is None or live.room.phase == CLOSED:
            return None
        live.touched = time.monotonic()
        return live

    def _loaded(self, code: str, found: Any) -> LiveRoom | None:
        """The room of a stored record (``RoomRecords.load``) put in memory; None for none, a closed or expired
        one, or one that cannot be read."""
        if found is None or found[0] == CLOSED:
            return None
        status, doc, updated = found
        if time.time() - updated >= self.idle_close:
            return None  # it expired while the server was down: the sweep ends it
        try:
            live = LiveRoom(Room.from_json(doc, now=self.clock()))
        except (KeyError, TypeError, ValueError) as e:
            log.warning("cannot load room %s: %s", code, e)
            return None
        live.born = self.clock()
        self.rooms[code] = live
        return live

    # ------------------------------------------------------------ quick match
    def public_rooms(self, variant: str | None = None) -> list[dict[str, Any]]:
        """The public rooms a stranger may take a seat in now (``Room.listing``, at most ``MAX_LISTED``): open, in
        memory, someone connected, a seat free; of ``variant`` if given. Rooms where a match is being played come
        first (a seat there is played at once), then the fullest."""
        found = [lr.room for lr in self.rooms.values()
                 if lr.room.phase != CLOSED and lr.room.settings.public and lr.room.online and lr.room.free_seats()
                 and (variant is None or lr.room.settings.variant == variant)]
        found.sort(key=lambda r: (r.phase != PLAYING, len(r.free_seats()), r.code))
        return [r.listing() for r in found[:MAX_LISTED]]

    async def quick_join(self, name: Any, variant: str | None, code: str | None = None,
                         face: Any = None) -> tuple[Room, Member, str]:
        """Seat a newcomer named ``name`` at the first public room listed (of ``variant`` if given; the listed room
        ``code`` if given), in its first
        free seat: an open one, else one the AI plays (mid-match: from now on; the AI takes it back if they
        leave). Returns the room, the member and its secret (given once). ``RoomError("room-no-public")`` when no
        public room has a free seat."""
        wanted = normal_code(code) if code is not None else None
        for listed in self.public_rooms(variant):
            if code is not None and listed["code"] != wanted:
                continue
            lr = self.rooms.get(listed["code"])
            if lr is None:
                continue
            async with self.saved.changing(lr):
                room = lr.room
                if room.phase == CLOSED or not room.settings.public or not room.free_seats():
                    continue  # taken meanwhile
                now = self.clock()
                member, secret = room.join(name, now, face=face)
                room.sit(member, room.free_seats()[0])
                room.disconnect(member, now)  # connected once its socket opens (within the grace period)
                await self.commands.changed(lr, seats=True)
            lr.wake.set()
            return room, member, secret
        raise RoomError("room-no-public")

    # ------------------------------------------------------------ leaving memory, closing
    def unload_unjoined(self) -> int:
        """Drop from memory the rooms no socket opened within ``unjoined_expiry`` seconds of their creation (or
        loading): created and never used, they do not count against ``max_rooms`` (the store keeps them)."""
        now = self.clock()
        gone = [code for code, lr in self.rooms.items()
                if not lr.joined and not lr.connections() and not lr.lock.locked()
                and now - lr.born >= self.unjoined_expiry]
        for code in gone:
            lr = self.rooms.pop(code)
            if lr.task is not None:
                lr.task.cancel()
        return len(gone)

    def unload_idle(self, older_than: float = 600.0) -> int:
        """Drop from memory rooms nobody is connected to (the store keeps them)."""
        now = time.monotonic()
        gone = [code for code, lr in self.rooms.items()
                if not lr.connections() and not lr.lock.locked() and now - lr.touched >= older_than]
        for code in gone:
            lr = self.rooms.pop(code)
            if lr.task is not None:
                lr.task.cancel()
        return len(gone)

    async def sweep(self) -> int:
        """Close rooms left empty for ``idle_close`` seconds, in memory or only in the store (a server that was
        down): their codes stop working and an unfinished match ends, abandoned. Unload the other rooms nobody
        is connected to. Returns how many closed."""
        closed = 0
        now = self.clock()
        for lr in list(self.rooms.values()):
            if lr.room.phase != CLOSED and lr.room.idle_for(now) >= self.idle_close:
                await self._fetch_match(lr)
                async with self.saved.changing(lr):
                    if lr.room.phase == CLOSED or lr.room.idle_for(self.clock()) < self.idle_close:
                        continue  # (someone came back while the match was read)
                    await self.commands.close_room(lr)
                closed += 1
        for code in await read(self.store, lambda: self.records.stale(self.idle_close)):
            if code in self.rooms or (self.claim is not None and not await self.claim(f"room:{code}")):
                continue  # (in a cluster, a room another process owns is that one's to close)
            found = await read(self.store, partial(self.records.load, code))
            if code in self.rooms:
                continue  # (opened while it was read: it is in memory now, and closes there if it stays idle)
            stale: LiveRoom | None
            try:
                stale = LiveRoom(Room.from_json(found[1], now=now)) if found else None
            except (KeyError, TypeError, ValueError):
                stale = None
            if stale is None:
                await self.saved.keep_record(code, CLOSED, found[1] if found else {})
                continue
            await self._fetch_match(stale)
            await self.commands.close_room(stale)
            closed += 1
        self.unload_idle()
        self.unload_unjoined()
        return closed

    async def close(self) -> None:
        for lr in self.rooms.values():
            if lr.task is not None:
                lr.task.cancel()

    # ------------------------------------------------------------ the hand reviews of a room's members
    async def member_sat(self, gid: str, secret: str) -> bool:
        """Whether the room member whose secret this is sat in a seat of the room's game ``gid``."""
        return bool(await self._member_sat(gid, secret))

    async def _member_sat(self, gid: str, secret: str) -> list[tuple[int, int, int | None]]:
        """The seats (seat, first hand, last hand) the member whose secret this is sat in, in the room's game
        ``gid``: none for a game of no room, a wrong or revoked secret, or a member who only watched. The store's
        reads are made off the event loop on PostgreSQL (``saving.read``); the room in memory is read here."""
        code, sat = await read(self.store, lambda: self.records.seats_of(gid))
        if code is None:
            return []
        live = self.rooms.get(code)
        room: Room | None
        if live is not None:
            room = live.room
        else:
            found = await read(self.store, lambda: self.records.load(code))
            live = self.rooms.get(code)  # (loaded meanwhile: the room in memory is the one to ask)
            try:
                room = live.room if live is not None else Room.from_json(found[1]) if found is not None else None
            except (KeyError, TypeError, ValueError):
                room = None
        member = room.member_for(secret) if room is not None else None
        return [(seat, first, last) for seat, who, first, last in sat if member is not None and who == member.id]

    async def member_reviews(self, gid: str, secret: str) -> tuple[list[int], list[dict[str, Any]]] | None:
        """The hand reviews a room's member (by their secret) may read of the room's game ``gid``: those of the
        seats they sat in, of the hands they sat there, with those seats. None: not a room's game, a wrong or
        revoked secret (a member removed or gone), or a member who sat in no seat of that game (a spectator)."""
        mine = await self._member_sat(gid, secret)
        if not mine:
            return None
        seats = sorted({seat for seat, _, _ in mine})
        kept_reviews = await self.manager.reviews.kept(gid, seats)
        found_reviews: dict[tuple[int, int], dict[str, Any]] = {}
        for seat in seats:
            for seq, review in kept_reviews[seat].items():
                if any(s == seat and first <= seq and (last is None or seq <= last) for s, first, last in mine):
                    found_reviews[seq, seat] = review
        return seats, [found_reviews[k] for k in sorted(found_reviews)]

