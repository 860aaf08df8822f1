"""Rooms of friends on the web, as a service without the web framework: the rooms in memory, what each request of
a room's socket does (:meth:`RoomHub.handle`), their timers. The socket itself (``/ws/room/{CODE}?secret=…``) is
``room_api.room_socket``.

A room (:class:`~tricktable.table.room.Room`) is kept in the store (``storage.rooms``) after every change; its
matches are ordinary live games of the :class:`~.manager.Manager`, whose seats' player kinds follow the room
(a member's seat is "human", an empty or away seat the room's AI level). One socket per person carries
everything: the room's state, the table of the person's seat (or a spectator's public table), quick phrases and
chat. A member's secret is its identity: the newest connection with it takes the seat over (another tab, another
device), and a removed member's secret is refused.

Hidden cards: a connection is shown a seat's table only if, in the hand on the table, it (and its member) was
shown no other seat's: a member who saw one seat's cards cannot sit in another mid-hand (``room-seen-other-seat``),
and a seat taken between hands (or given by the host after a match) shows the public table until the next deal.

Client messages (JSON objects in text frames; ``id`` is copied into the reply): ``join`` {name, face?, seat?}, ``sit`` {seat},
``stand``, ``leave``, ``ready`` (the next hand), ``say`` {phrase}, ``chat`` {text}, ``sync``, ``lang`` {lang}; the table's
``action`` / ``check`` / ``hint``; the host's ``move`` {member, seat}, ``fill`` {seat, ai}, ``remove`` {member},
``make_host`` {member}, ``settings`` {settings}, ``start``, ``next_hand``, ``end``, ``rematch`` {swap}, ``lobby``,
``close``; another player's ``object`` or ``agree`` to a claim waiting (an ``action`` that claims the rest waits for
the others: ``room_claims``). Server messages: ``room`` (the room as everyone sees it, with ``you``, each seat's
``face``, the ``claim`` waiting, if any, and where the last claim was ``objected`` to), ``claim_waiting`` (the reply to a claim that waits), ``claim_ended`` {outcome, seat, name,
by} (a claim cancelled: objected to, or the claimant played on), ``joined`` {member, secret},
``update`` (the table, as on a seat's socket), ``said`` {member, name, phrase | text}, ``done`` (a request
carried out), the table's ``ack`` / ``check`` / ``hint``, ``error`` {code, message} (nothing changed), ``waiting``
{request, reason} (to everyone in the room: a ``start`` or ``rematch`` waits for the server's AI to have room for
one more table; its ``done`` or ``error`` follows), and before the server closes the socket: ``replaced`` (the
seat was opened elsewhere), ``removed``, ``closed``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import unicodedata
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import replace
from functools import partial
from typing import Any

from ...engine import RuleError, get_game
from ...i18n import LANGUAGES, localizer
from ...messages import MessageError
from ...storage import Store, StoreUnavailable
from ...storage.rooms import RoomRecords
from ...table.room import (
    CLOSED,
    LOBBY,
    OVER,
    PLAYING,
    Member,
    Room,
    RoomError,
    RoomSettings,
    SeatsShown,
    new_code,
    normal_code,
)
from .ai_driver import STORE_RETRY
from .frames import error
from .live_games import Live, Unavailable, Viewer
from .manager import Manager
from .outbox import Outbox, SendLimits
from .protocol import (
    Act,
    Agree,
    ChangeSettings,
    Chat,
    Check,
    ClaimEnded,
    CloseRoom,
    Done,
    Fill,
    Gone,
    Hint,
    Join,
    Joined,
    LangReply,
    Leave,
    Lobby,
    MakeHost,
    Move,
    Object,
    Ready,
    Rematch,
    Remove,
    Request,
    RoomEnd,
    RoomNextHand,
    RoomRequest,
    Said,
    Say,
    SetLang,
    Sit,
    Stand,
    Start,
    Sync,
    Waiting,
)
from .ratelimit import HostRateLimit, RateLimit
from .room_claims import (
    CLAIM_SECONDS,
    OBJECTED,
    WITHDRAWN,
    PendingClaim,
    all_agreed,
    claim_of,
    may_object,
    objected_here,
    objectors,
)
from .saving import kept, read
from .seat_requests import handle_seat_message

log = logging.getLogger(__name__)

#: the quick phrases (the page says them in each reader's language)
PHRASES = ("hello", "nice", "well-played", "sorry-partner", "oops", "thanks", "good-game", "one-more")
CHAT_LENGTH = 200
CHAT_RATE = (0.5, 5.0)  # messages per second and burst, per member
MAX_WATCHERS = 40  # spectators connected to one room at most
MAX_LISTED = 30  # public rooms a quick match lists at most
#: what a spectator subscribes as: no seat, the public table
SPECTATOR = Viewer(None, watching=True)  # type: ignore[arg-type]



class Connection(Outbox):
    """One socket in a room: a member's (``member_id``) or a spectator's, and the table it is subscribed to.
    What it is sent is queued (``put``, see :class:`~.outbox.Outbox`), never awaited under the room's lock."""

    def __init__(self, ws: Any, lang: str, limits: SendLimits | None = None) -> None:
        super().__init__(ws, lang, limits)
        self.member_id: str | None = None
        self.subscribed: tuple[Live, Viewer] | None = None  # the table and the chair it sees it from
        self.shown = SeatsShown()  # the seats whose tables this socket was shown in the hand on the table

    def error(self, e: MessageError, msg_id: Any = None) -> dict[str, Any]:
        """The ``error`` for a refused request, written in this socket's language (a room's refusal has its own
        code; a rules error is ``illegal``)."""
        return error(e.code if isinstance(e, RoomError) else "illegal", localizer(self.lang).error(e), msg_id)


class LiveRoom:
    """A room in memory: the room, its lock, its connections, the task that runs its clocks."""

    def __init__(self, room: Room) -> None:
        self.room = room
        self.lock = asyncio.Lock()
        self.members: dict[str, Connection] = {}  # member id -> its (newest) connection
        self.watchers: set[Connection] = set()
        self.chat_limits: dict[str, RateLimit] = {}
        self.wake = asyncio.Event()
        self.task: asyncio.Task | None = None
        self.listening: Any = None  # the session whose steps wake this room
        self.seen: tuple[int, int, int | None] = (-2, -1, None)  # (hand_seq, version, seat to act) last seen
        self.touched = time.monotonic()
        self.born: float = 0.0  # the hub's clock when it came into memory
        self.joined = False  # a socket has opened to it since
        self.claim: PendingClaim | None = None  # a claim shown to the room, waiting for objections (room_claims)

    def connections(self) -> list[Connection]:
        return list(self.members.values()) + list(self.watchers)


class RoomHub:
    """Every room of one server: created, loaded from the store on first use, swept when they expire."""

    def __init__(self, store: Store, manager: Manager, ai_kinds: Callable[[], list[str]],
                 idle_close: float = 7200.0, max_rooms: int = 500, join_rate: tuple[float, float] = (0.1, 10.0),
                 clock: Callable[[], float] = time.monotonic, unjoined_expiry: float = 60.0,
                 store_patience: float = 5.0, claim_seconds: float = CLAIM_SECONDS) -> None:
        self.records = RoomRecords(store)
        self.claim_seconds = claim_seconds  # how long a claim waits for objections (room_claims)
        self.store_patience = store_patience  # seconds a change waits for a store another process has locked
        self.store = store
        self.manager = manager
        self.ai_kinds = ai_kinds
        self.idle_close = idle_close
        self.max_rooms = max_rooms
        self.join_rate = join_rate
        self.clock = clock
        self.unjoined_expiry = unjoined_expiry  # a room nobody opened within this many seconds leaves memory
        self.rooms: dict[str, LiveRoom] = {}
        #: per client address: joins and wrong codes or secrets (in a cluster shared by its processes: ``app``)
        self.attempts = HostRateLimit(*join_rate, name="join")
        #: in a cluster, takes a room's lease for this process (``Cluster.claim``; see ``room_api`` and :meth:`sweep`)
        self.claim: Callable[[str], Awaitable[bool]] | None = None

    # ------------------------------------------------------------ rooms
    def settings(self, data: dict[str, Any]) -> RoomSettings:
        """Room settings from a request, checked (the variant and its options by the game itself)."""
        names = ("variant", "options", "ai", "grace_seconds", "turn_seconds", "chat", "public")
        settings = RoomSettings(**{k: data[k] for k in names if k in data}).checked(self.ai_kinds())
        if not isinstance(settings.variant, str) or not isinstance(settings.options, dict):
            raise RoomError("room-settings-invalid")
        game = get_game(settings.variant, settings.options)  # raises RuleError (UnknownVariant, InvalidConfig)
        return replace(settings, variant=game.key, options=game.options())

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
        phase, doc = room.phase, room.to_json()
        await kept(lambda: self.records.save(code, phase, doc), self.store_patience, apart=self.store)
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
        :meth:`_live` then finds it there; a failure is told as before, when the room asks for it."""
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
            async with self._changing(lr):
                room = lr.room
                if room.phase == CLOSED or not room.settings.public or not room.free_seats():
                    continue  # taken meanwhile
                now = self.clock()
                member, secret = room.join(name, now, face=face)
                room.sit(member, room.free_seats()[0])
                room.disconnect(member, now)  # connected once its socket opens (within the grace period)
                await self._changed(lr, seats=True)
            lr.wake.set()
            return room, member, secret
        raise RoomError("room-no-public")

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
                async with self._changing(lr):
                    if lr.room.phase == CLOSED or lr.room.idle_for(self.clock()) < self.idle_close:
                        continue  # (someone came back while the match was read)
                    await self._close(lr)
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
                doc = found[1] if found else {}
                await kept(partial(self.records.save, code, CLOSED, doc), self.store_patience, apart=self.store)
                continue
            await self._fetch_match(stale)
            await self._close(stale)
            closed += 1
        self.unload_idle()
        self.unload_unjoined()
        return closed

    async def allow_attempt(self, client: str) -> bool:
        """One join or one wrong code/secret from ``client`` (rate-limited, so codes cannot be guessed; in a
        cluster across all its processes)."""
        return await self.attempts.allows_host(client)

    async def close(self) -> None:
        for lr in self.rooms.values():
            if lr.task is not None:
                lr.task.cancel()

    # ------------------------------------------------------------ the room's clocks and its match
    def _start_task(self, lr: LiveRoom) -> None:
        if lr.task is None or lr.task.done():
            lr.task = asyncio.get_running_loop().create_task(self._run(lr))

    async def _run(self, lr: LiveRoom) -> None:
        """Wake on every change of the room's match (and at the next deadline): follow the match, count down
        the grace periods and the turn timer, deal the next hand once everyone confirmed."""
        try:
            while lr.room.phase != CLOSED:
                wait = self._next_wait(lr)
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(lr.wake.wait(), timeout=None if wait is None else wait + 0.05)
                lr.wake.clear()
                try:
                    await self.tick(lr)
                except StoreUnavailable as e:  # nothing changed: the clocks are looked at again a little later
                    log.warning("room %s cannot save, trying again in %s s: %s", lr.room.code, STORE_RETRY, e)
                    await asyncio.sleep(STORE_RETRY)
                    lr.wake.set()
                if not lr.connections() and self._next_wait(lr) is None:
                    return  # nobody here and nothing counting down: the next connection starts it again
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("room %s stopped", lr.room.code)

    def _next_wait(self, lr: LiveRoom) -> float | None:
        """Seconds until the room's next clock runs out: a grace period, the turn timer or a pending claim."""
        now = self.clock()
        waits = [w for w in (lr.room.next_deadline(now),
                             None if lr.claim is None else max(0.0, lr.claim.until - now)) if w is not None]
        return min(waits) if waits else None

    def _live(self, lr: LiveRoom) -> Live | None:
        """The room's current match, loaded if needed, with this room listening to its steps."""
        gid = lr.room.game_id
        if gid is None or lr.room.phase not in (PLAYING, OVER):
            return None
        try:
            live = self.manager.get(gid)
        except Unavailable as e:  # a record that cannot be replayed, a full server
            log.warning("room %s: its game %s is unavailable: %s", lr.room.code, gid, e)
            return None
        if live is not None and lr.listening is not live.session:
            live.session.listen(lambda _s, _steps: lr.wake.set())
            lr.listening = live.session
        return live

    async def tick(self, lr: LiveRoom) -> None:
        """Bring the room up to date with its match and its clocks (called whenever something may have moved)."""
        turn_seat = None
        claim_due: PendingClaim | None = None
        async with self._changing(lr):
            room, now = lr.room, self.clock()
            live = self._live(lr)
            if live is None or room.phase != PLAYING:
                lr.claim = None
                if room.claim is not None and room.phase != PLAYING:
                    room.claim = None
                    await self._save(room)
                return
            s = live.session
            changed = False
            if lr.claim is None and room.claim is not None:  # kept before a restart: it waits again
                lr.claim = PendingClaim.from_json(room.claim, s, now)
                room.claim = None if lr.claim is None else room.claim
            kept_claim = room.claim
            if lr.claim is not None and lr.claim.stale(s):  # the claimant played on (or the AI for it)
                self._claim_ended(lr, WITHDRAWN, None)
                changed = True
            elif lr.claim is not None and now >= lr.claim.until:  # nobody objected: it is applied below
                claim_due, lr.claim, room.claim = lr.claim, None, None
                changed = True
            if room.claim != kept_claim:
                await self._save(room)
            if s.match_over():
                room.match_ended()
                await self._save(room)
                self._broadcast_room(lr)
                return
            to_act = s.to_act()
            seen_hand, seen_version, seen_seat = lr.seen
            if s.hand_seq != seen_hand:
                room.hand_started()
                changed = True
                self._resubscribe_all(lr)  # a seat taken between hands shows its table from the deal
            if to_act is not None and to_act == seen_seat and s.version != seen_version and s.hand_seq == seen_hand:
                room.restart_turn(now)  # the same person acts again (the declarer discards, then names trump)
            before = room.turn
            if lr.claim is not None:
                room.turn = None  # the claimant's timer waits while the others may object
            else:
                room.turn_is(to_act, now)
            changed = changed or before != room.turn
            lr.seen = (s.hand_seq, s.version, to_act)
            if room.due_away(now):
                await self._seat_players(lr, live)
                changed = True
            turn_seat = room.turn_due(now) if lr.claim is None and claim_due is None else None
            if turn_seat is not None:
                room.turn = None  # the AI makes this move; the next one starts a new timer
            if s.state is None and room.all_confirmed():
                room.hand_started()
                await self.manager.next_hand(live)
                changed = True
            if changed:
                self._broadcast_room(lr)
        if claim_due is not None:
            try:
                await self.manager.act(live, claim_due.seat, claim_due.action)
            except RuleError as e:  # cannot happen on the same table; if it does, play simply goes on
                log.warning("room %s: a claim was refused when applied: %s", lr.room.code, e)
        if turn_seat is not None:
            await self.manager.play_for(live, turn_seat, room.settings.ai)

    async def _seat_players(self, lr: LiveRoom, live: Live | None = None) -> None:
        """Give the match's seats the player kinds the room says (members present: human; else the AI), and
        keep the players' names in the record."""
        live = live or self._live(lr)
        if live is None or lr.room.phase != PLAYING:
            return
        await self.manager.set_players(live, lr.room.players())
        await self._keep_names(lr.room, live.id)
        between = live.session.state is None  # a seat taken between hands is played from the next one
        await self._keep_seats(lr.room, live.id, live.session.hand_seq + between, live.session.hand_seq)

    async def _keep_names(self, room: Room, gid: str) -> None:
        """Record the players' names in the room's game ``gid`` (its history and replay show them)."""
        names = room.names()
        await kept(lambda: self.store.set_names(gid, names), self.store_patience, apart=self.store)

    async def _keep_seats(self, room: Room, gid: str, first: int, last: int) -> None:
        """Record who sits where in the room's game ``gid`` (for each member's hand reviews)."""
        seats = _seated(room)
        await kept(lambda: self.records.keep_seats(gid, room.code, seats, first, last), self.store_patience,
                   apart=self.store)

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

    async def _begin(self, lr: LiveRoom, players: list[str]) -> None:
        """Start the room's match: the game, its first deal, the players' names and seats and the room that now
        plays it are kept in one store transaction, so a store failing half-way leaves no game no room knows of."""
        room = lr.room
        st = room.settings

        before = room.copy()  # (here, on the loop: keep_with may run in a thread)

        def keep_with(gid: str) -> None:  # inside the new game's transaction; the room in memory is not touched
            playing = before.copy()
            playing.began(gid)
            self.store.set_names(gid, playing.names())
            self.records.keep_seats(gid, room.code, _seated(playing), 0, 0)
            self.records.save(room.code, playing.phase, playing.to_json())

        gid = (await self.manager.create(st.variant, st.options, players, keep_with=keep_with,
                                         on_wait=lambda: self._tell_waiting(lr, "start")))[0]
        room.began(gid)
        lr.seen = (-2, -1, None)
        self._broadcast_room(lr)  # everyone hears of the match before its table arrives
        self._resubscribe_all(lr)

    async def _close(self, lr: LiveRoom, by: Member | None = None) -> None:
        """End the room (``by`` the host, or it expired): its code stops working, an unfinished match is ended,
        everyone is told."""
        live = self._live(lr)
        lr.room.close(by)
        if live is not None and not live.session.match_over():
            await self.manager.end(live)
        await self._save(lr.room)
        for conn in lr.connections():
            _tell_and_close(conn, Gone(type="closed").wire(), 4410)
            self._unsubscribe(lr, conn)
        lr.members.clear()
        lr.watchers.clear()

    async def _save(self, room: Room) -> None:
        """Keep the room (raises ``StoreUnavailable`` when the store cannot: see :meth:`_changing`)."""
        phase, doc = room.phase, room.to_json()
        await kept(lambda: self.records.save(room.code, phase, doc), self.store_patience, apart=self.store)

    @contextlib.asynccontextmanager
    async def _changing(self, lr: LiveRoom) -> AsyncIterator[None]:
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

    # ------------------------------------------------------------ telling people
    def _broadcast_room(self, lr: LiveRoom) -> None:
        """Queue everyone the room as they see it."""
        now = self.clock()
        for conn in lr.connections():
            member = lr.room.members.get(conn.member_id) if conn.member_id else None
            conn.put({"type": "room", "room": self._room_json(lr, member, now)})

    @staticmethod
    def _room_json(lr: LiveRoom, member: Member | None, now: float) -> dict[str, Any]:
        """The room as ``member`` (None: a spectator) sees it, with the claim waiting for objections, if any, and
        where the others last objected to one (``objected``: [hand, step, seat]; no claim by that seat there)."""
        out = lr.room.public_json(now, member)
        out["claim"] = None if lr.claim is None else lr.claim.public(now)
        out["objected"] = None if lr.room.objected is None else list(lr.room.objected)
        return out

    def _viewer(self, lr: LiveRoom, conn: Connection) -> Viewer:
        """The chair ``conn`` sees the table from: its member's seat, or a spectator's public table (also for a
        member seated where it may not look yet: it was shown another seat's table in the hand on the table)."""
        member = lr.room.members.get(conn.member_id) if conn.member_id else None
        if member is None or member.seat is None:
            return SPECTATOR
        live = self._live(lr)
        if live is not None and self._shown(lr, conn, live) - {member.seat}:
            return SPECTATOR
        return Viewer(member.seat)

    @staticmethod
    def _hand(live: Live) -> str:
        """The key of the hand on ``live``'s table (between hands: the one just finished)."""
        return f"{live.id}/{live.session.hand_seq}"

    def _shown(self, lr: LiveRoom, conn: Connection, live: Live) -> set[int]:
        """The seats whose tables ``conn`` or its member was shown in the hand on ``live``'s table: as kept, and
        the seat it is looking from now."""
        hand = self._hand(live)
        seats = conn.shown.of(hand)
        if conn.member_id is not None:
            seats |= lr.room.seen(conn.member_id, hand)
        if conn.subscribed is not None and conn.subscribed[0] is live and not conn.subscribed[1].watching:
            seats.add(conn.subscribed[1].seat)
        return seats

    def _saw(self, lr: LiveRoom, conn: Connection) -> None:
        """Keep that ``conn`` (and its member) looks from its seat in the hand on the table now."""
        if conn.subscribed is None or conn.subscribed[1].watching:
            return
        live, viewer = conn.subscribed
        hand = self._hand(live)
        conn.shown.saw(hand, viewer.seat)
        if conn.member_id is not None:
            lr.room.saw(conn.member_id, hand, viewer.seat)

    def _subscribe(self, lr: LiveRoom, conn: Connection) -> None:
        """Subscribe ``conn`` to the room's table as its seat (or as a spectator) and send it the table now."""
        live = self._live(lr)
        viewer = self._viewer(lr, conn)
        if conn.subscribed is not None and conn.subscribed == (live, viewer):
            return
        self._unsubscribe(lr, conn)
        if live is None:
            return
        self.manager.subscribe(live, viewer, conn)
        conn.subscribed = (live, viewer)
        self._saw(lr, conn)
        conn.put({"type": "update", "events": [], "state": _snapshot(live, viewer)})

    def _unsubscribe(self, lr: LiveRoom, conn: Connection) -> None:
        if conn.subscribed is not None:
            self._saw(lr, conn)  # it looked from there until now: in this hand too
            live, viewer = conn.subscribed
            self.manager.unsubscribe(live, viewer, conn)
            conn.subscribed = None

    def _resubscribe_all(self, lr: LiveRoom) -> None:
        for conn in lr.connections():
            self._subscribe(lr, conn)

    # ------------------------------------------------------------ one person's requests
    async def handle(self, lr: LiveRoom, conn: Connection, req: Request, client: str) -> None:
        """Carry out one request of ``conn`` (:mod:`.protocol`; raises ``MessageError`` when refused: nothing
        changed)."""
        room = lr.room
        msg_id = req.id
        member = room.members.get(conn.member_id) if conn.member_id else None
        if isinstance(req, Sync):  # brought up to date first (the clocks too), then the table and the room as they are
            await self.tick(lr)
            live = self._live(lr)
            if live is not None and conn.subscribed is not None:
                conn.put({"type": "update", "events": [], "id": msg_id,
                                 "state": _snapshot(live, conn.subscribed[1])})
            conn.put({"type": "room", "room": self._room_json(lr, member, self.clock()), "id": msg_id})
            return
        if isinstance(req, SetLang):  # the page's language changed: this socket's errors and table texts follow it
            if req.lang in LANGUAGES:
                conn.lang = req.lang
            conn.put(LangReply(type="lang", lang=conn.lang, id=msg_id).wire())
            return
        if isinstance(req, Act | Check | Hint):
            if member is None or member.seat is None or room.phase != PLAYING or self._viewer(lr, conn).watching:
                raise RoomError("room-spectator")
            live = self._live(lr)
            if live is None:
                raise RoomError("room-no-match")
            if isinstance(req, Act) and (claim := claim_of(live.session, req.action)) is not None:
                await self._claim(lr, conn, live, member, claim, msg_id)
                return
            seats = localizer("en").seats_for(live.session.game, member.seat)
            await handle_seat_message(self.manager, live, Viewer(member.seat), req, conn,
                                      lambda e: localizer(conn.lang).error(e, seats=seats, cards="name"))
            return
        if isinstance(req, Join):
            await self._join(lr, conn, req, client)
            return
        if member is None:
            raise RoomError("room-join-first")
        if isinstance(req, RoomRequest) and req.host_only and not member.host:
            raise RoomError("room-host-only")
        match req:
            case Say() | Chat():
                await self._say(lr, member, req)
            case Object():
                await self._object(lr, member)
            case Agree():
                await self._agree(lr, member)
            case _:
                await self._room_request(lr, conn, member, req)
        if msg_id is not None and conn.open:
            conn.put(Done(type="done", request=req.type, id=msg_id).wire())

    async def _join(self, lr: LiveRoom, conn: Connection, req: Join, client: str) -> None:
        if conn.member_id is not None:
            raise RoomError("room-already-member")
        if not await self.allow_attempt(client):
            raise RoomError("room-slow-down")
        async with self._changing(lr):
            member, secret = lr.room.join(req.name, self.clock(), face=req.face)
            seat = req.seat
            shown = self._shown_mid_hand(lr, conn)  # this socket's, if it was a member before
            if seat is not None:
                try:
                    lr.room.sit(member, seat, shown)
                except RoomError:
                    lr.room.leave(member)
                    raise
            lr.watchers.discard(conn)
            conn.member_id = member.id
            lr.members[member.id] = conn
            if (live := self._live(lr)) is not None:
                for seen in self._shown(lr, conn, live):
                    lr.room.saw(member.id, self._hand(live), seen)
            await self._changed(lr, seats=seat is not None)
        conn.put(Joined(type="joined", member=member.id, secret=secret, code=lr.room.code, id=req.id).wire())
        self._subscribe(lr, conn)

    # ------------------------------------------------------------ a claim waits for objections
    async def _claim(self, lr: LiveRoom, conn: Connection, live: Live, member: Member, action: Any,
                     msg_id: Any) -> None:
        """A member claims the rest: refused as the table would refuse it (nothing changes); applied at once when
        nobody may object; else shown to the room and applied after ``CLAIM_SECONDS`` unless someone objects."""
        s, seat = live.session, member.seat
        assert seat is not None
        if lr.claim is not None:
            raise RoomError("room-claim-pending")
        if objected_here(lr.room, s, seat):
            raise RoomError("room-claim-objected")
        s.check(seat, action)  # RuleError: not its lead, or a trick could still be lost
        if not objectors(lr.room, seat):
            await self.manager.act(live, seat, action, on_commit=lambda m: conn.put({**m, "id": msg_id}))
            return
        cards = s.game.format_action(action).split(" ", 1)[1]
        now = self.clock()
        claim = PendingClaim(seat, member.name, action, cards, s.step, s.hand_seq, now + self.claim_seconds)
        hand = self._hand(live)
        async with self._changing(lr):  # kept with the room (it waits again after a restart) before anyone is told
            lr.room.claim = claim.to_json(now)
            for other in lr.connections():  # whoever watches was shown this seat's cards: no seat elsewhere
                if (other.subscribed is None or other.subscribed[1].watching) and other.member_id is not None:
                    lr.room.saw(other.member_id, hand, seat)
            lr.room.turn = None  # no turn timer while the others may object
            await self._save(lr.room)
        lr.claim = claim
        for other in lr.connections():
            if other.subscribed is None or other.subscribed[1].watching:
                other.shown.saw(hand, seat)
        conn.put({"type": "claim_waiting", "left": self.claim_seconds, "id": msg_id})
        self._broadcast_room(lr)
        lr.wake.set()

    async def _object(self, lr: LiveRoom, member: Member) -> None:
        """A player objects to the pending claim: it is cancelled and play goes on (the claimant's turn timer
        starts over); the claimant may not claim again before its next lead (``objected_here``)."""
        refused = may_object(lr.room, lr.claim, member)
        if refused is not None or lr.claim is None:
            raise RoomError(refused or "room-no-claim")
        claim = lr.claim
        async with self._changing(lr):
            lr.room.claim = None
            lr.room.objected = (claim.hand, claim.step, claim.seat)
            lr.room.turn_is(claim.seat, self.clock())
            await self._save(lr.room)
        self._claim_ended(lr, OBJECTED, member)
        self._broadcast_room(lr)

    async def _agree(self, lr: LiveRoom, member: Member) -> None:
        """A player agrees to the pending claim: once every player who may object has, it is applied now."""
        refused = may_object(lr.room, lr.claim, member)
        if refused is not None or lr.claim is None:
            raise RoomError(refused or "room-no-claim")
        now = self.clock()
        claim = replace(lr.claim, agreed=lr.claim.agreed | {member.id})
        if all_agreed(lr.room, claim):
            claim = replace(claim, until=now)  # due: the room's clock applies it
        async with self._changing(lr):
            lr.room.claim = claim.to_json(now)
            await self._save(lr.room)
        lr.claim = claim
        lr.wake.set()

    def _claim_ended(self, lr: LiveRoom, outcome: str, by: Member | None) -> None:
        """The pending claim is cancelled (``objected`` by ``by``, or ``withdrawn``): everyone is told (the caller
        keeps the room without it)."""
        claim, lr.claim, lr.room.claim = lr.claim, None, None
        if claim is None:
            return
        out = ClaimEnded(type="claim_ended", outcome=outcome, seat=claim.seat, name=claim.name,
                         by=None if by is None else by.name).wire()
        for conn in lr.connections():
            conn.put(out)

    async def _say(self, lr: LiveRoom, member: Member, req: Say | Chat) -> None:
        if isinstance(req, Say):
            phrase = req.phrase
            if phrase not in PHRASES:
                raise RoomError("room-phrase-unknown")
            said = Said(type="said", member=member.id, name=member.name, phrase=phrase)
        else:
            if not lr.room.settings.chat:
                raise RoomError("room-chat-off")
            said = Said(type="said", member=member.id, name=member.name, text=clean_chat(req.text))
        out = said.wire()
        if not lr.chat_limits.setdefault(member.id, RateLimit(*CHAT_RATE)).allow():
            raise RoomError("room-slow-down")
        for conn in lr.connections():
            conn.put(out)

    async def _room_request(self, lr: LiveRoom, conn: Connection, member: Member, req: Request) -> None:
        room = lr.room
        if isinstance(req, Start | Rematch):
            await self._wait_to_start(lr, member, req.type, isinstance(req, Rematch) and bool(req.swap))
        async with self._changing(lr):
            match req:
                case Sit(seat=seat):
                    room.sit(member, seat, self._shown_mid_hand(lr, conn))
                case Stand():
                    room.stand(member)
                case Leave():
                    room.leave(member)
                    lr.members.pop(member.id, None)
                    conn.member_id = None
                    lr.watchers.add(conn)
                case Ready():
                    room.confirm(member)
                case Move(member=moved, seat=seat):
                    room.move(member, moved, seat)
                case Fill(seat=seat, ai=ai):
                    room.fill(member, seat, bool(ai))
                case MakeHost(member=other):
                    room.make_host(member, other)
                case Remove(member=other):
                    removed, _ = room.remove(member, other)
                    await self._save(room)  # kept before the removed person's socket is closed
                    gone = lr.members.pop(removed.id, None)
                    if gone is not None:
                        self._unsubscribe(lr, gone)
                        _tell_and_close(gone, Gone(type="removed").wire(), 4403)
                case ChangeSettings(settings=data):
                    if not isinstance(data, dict):
                        raise RoomError("room-settings-invalid")
                    base = room.settings.to_json()
                    if "variant" in data and "options" not in data:
                        base["options"] = {}  # another game: its own default options
                    new = self.settings({**base, **data})
                    game = get_game(new.variant, new.options)
                    if game.num_seats != len(room.seats):
                        raise RoomError("room-settings-invalid")
                    room.configure(member, new)
                    room.team_game = game.scoring_unit == "team"
                case Start() | Rematch():
                    before = room.phase, list(room.seats), {m.id: m.seat for m in room.members.values()}
                    players = (room.rematch(member, bool(req.swap)) if isinstance(req, Rematch)
                               else room.start(member))
                    try:
                        await self._begin(lr, players)
                    except Unavailable:  # the server is full: the room stays as it was
                        room.phase, room.seats, seats = before[0], before[1], before[2]
                        for m in room.members.values():
                            m.seat = seats.get(m.id)
                        raise
                case RoomNextHand():
                    live = self._need_match(lr)
                    if live.session.state is not None:
                        raise RoomError("room-hand-in-progress")
                    room.hand_started()
                    await self.manager.next_hand(live)
                case RoomEnd():
                    await self.manager.end(self._need_match(lr))
                case Lobby():
                    room.back_to_lobby(member)
                    self._resubscribe_all(lr)
                case CloseRoom():
                    await self._close(lr, member)
                    return
                case _:
                    raise RoomError("room-unknown-request", kind=req.type[:40])
            await self._changed(lr, seats=isinstance(req, RoomRequest) and req.moves_seats)
        lr.wake.set()

    def _shown_mid_hand(self, lr: LiveRoom, conn: Connection) -> set[int]:
        """While a hand is being played: the seats whose tables ``conn`` or its member was shown in it (a sit
        elsewhere is refused). Between hands nothing is refused: a seat taken then shows its table from the deal."""
        live = self._live(lr)
        if live is None or live.session.state is None:
            return set()
        return self._shown(lr, conn, live)

    async def _wait_to_start(self, lr: LiveRoom, member: Member, kind: str, swap: bool) -> None:
        """Before a match starts: refuse at once what the room would refuse, then wait (not holding the room, so
        its people can go on) until the server's AI has room for one more table, telling everyone in the room
        that the start waits. Raises :class:`Unavailable` when the server stays too busy (nothing changed)."""
        if kind == "start":
            lr.room.start(member)  # only checks
        else:
            lr.room.check_rematch(member, swap)
        await self.manager.admit(on_wait=lambda: self._tell_waiting(lr, kind))

    async def _tell_waiting(self, lr: LiveRoom, kind: str) -> None:
        out = Waiting(type="waiting", request=kind, reason="busy").wire()
        for conn in lr.connections():
            conn.put(out)

    def _need_match(self, lr: LiveRoom) -> Live:
        live = self._live(lr)
        if live is None or lr.room.phase != PLAYING:
            raise RoomError("room-no-match")
        return live

    async def _changed(self, lr: LiveRoom, seats: bool) -> None:
        """After a change: keep the room, seat the match's players as the room says, tell everyone."""
        await self._save(lr.room)
        if seats:
            await self._seat_players(lr)
            self._resubscribe_all(lr)
        self._broadcast_room(lr)

    # ------------------------------------------------------------ connections
    async def connected(self, lr: LiveRoom, conn: Connection, member: Member | None) -> None:
        """A socket opened (a member's, taking over any older one, or a spectator's)."""
        async with self._changing(lr):
            lr.joined = True
            if member is not None:
                old = lr.members.get(member.id)
                if old is not None and old is not conn:
                    self._unsubscribe(lr, old)
                    _tell_and_close(old, Gone(type="replaced").wire(), 4409)
                conn.member_id = member.id
                lr.members[member.id] = conn
                if lr.room.connect(member, self.clock()) is not None:
                    await self._seat_players(lr)  # back from away: the seat is a person's again
            else:
                if len(lr.watchers) >= MAX_WATCHERS:
                    raise RoomError("room-too-many-watchers", most=MAX_WATCHERS)
                lr.watchers.add(conn)
            self._broadcast_room(lr)
            self._subscribe(lr, conn)
        self._start_task(lr)
        lr.wake.set()

    async def disconnected(self, lr: LiveRoom, conn: Connection) -> None:
        self._unsubscribe(lr, conn)
        async with lr.lock:
            lr.watchers.discard(conn)
            if conn.member_id is not None and lr.members.get(conn.member_id) is conn:
                del lr.members[conn.member_id]
                member = lr.room.members.get(conn.member_id)
                if member is not None:
                    lr.room.disconnect(member, self.clock())
                    try:
                        await self._save(lr.room)
                    except StoreUnavailable as e:  # presence is not kept anyway; the room's next save keeps the rest
                        log.warning("room %s cannot save a disconnection: %s", lr.room.code, e)
                    self._broadcast_room(lr)
        lr.touched = time.monotonic()
        lr.wake.set()


def _snapshot(live: Live, viewer: Viewer) -> dict[str, Any]:
    """The table as ``viewer`` sees it (a spectator: the public table)."""
    return live.views.snapshot(viewer.seat, viewer.watching)


def clean_chat(text: Any) -> str:
    """A chat line: plain text of 1 to ``CHAT_LENGTH`` characters, no control characters (it is shown as text,
    never as HTML)."""
    if not isinstance(text, str):
        raise RoomError("room-chat-invalid", longest=CHAT_LENGTH)
    line = " ".join("".join(ch for ch in unicodedata.normalize("NFC", text[:1000])
                            if unicodedata.category(ch)[0] != "C" or ch in " \t").split())
    if not 1 <= len(line) <= CHAT_LENGTH:
        raise RoomError("room-chat-invalid", longest=CHAT_LENGTH)
    return line


def _tell_and_close(conn: Connection, msg: dict[str, Any], code: int) -> None:
    """Queue ``msg``, then the close (never waits)."""
    conn.put(msg)
    conn.close(code)


__all__ = ["CHAT_LENGTH", "LOBBY", "PHRASES", "Connection", "RoomHub", "clean_chat"]


def _seated(room: Room) -> dict[int, str]:
    """Who of the room's members sits where (seat -> member id); a seat not named is the AI's."""
    return {seat: occupant for seat, occupant in enumerate(room.seats) if occupant in room.members}
