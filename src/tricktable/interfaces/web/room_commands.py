"""What each request of a room's socket does (:meth:`RoomCommands.handle`), and a socket opening and closing.

One socket per person carries everything: the room's state, the table of the person's seat (or a spectator's
public table), quick phrases and chat. A member's secret is its identity: the newest connection with it takes the
seat over (another tab, another device), and a removed member's secret is refused.

Client messages (JSON objects in text frames, :mod:`.protocol`; ``id`` is copied into the reply): ``join`` {name,
face?, seat?}, ``sit`` {seat}, ``stand``, ``leave``, ``ready`` (the next hand), ``say`` {phrase}, ``chat`` {text},
``sync``, ``lang`` {lang}; the table's ``action`` / ``check`` / ``hint``; the host's ``move`` {member, seat},
``fill`` {seat, ai}, ``remove`` {member}, ``make_host`` {member}, ``settings`` {settings}, ``start``,
``next_hand``, ``end``, ``rematch`` {swap}, ``lobby``, ``close``; another player's ``object`` or ``agree`` to a
claim waiting (an ``action`` that claims the rest waits for the others: ``room_claims``). Server messages:
``room`` (the room as everyone sees it, with ``you``, each seat's ``face``, the ``claim`` waiting, if any, and
where the last claim was ``objected`` to), ``claim_waiting`` (the reply to a claim that waits), ``claim_ended``
{outcome, seat, name, by} (a claim cancelled: objected to, or the claimant played on), ``joined`` {member,
secret}, ``update`` (the table, as on a seat's socket), ``said`` {member, name, phrase | text}, ``done`` (a
request carried out), the table's ``ack`` / ``check`` / ``hint``, ``error`` {code, message} (nothing changed),
``waiting`` {request, reason} (to everyone in the room: a ``start`` or ``rematch`` waits for the server's AI to
have room for one more table; its ``done`` or ``error`` follows), and before the server closes the socket:
``replaced`` (the seat was opened elsewhere), ``removed``, ``closed``.

Contracts: a refused request raises ``MessageError`` (``RoomError``, ``RuleError``) or ``Unavailable`` and changes
nothing; every change is made under the room's lock through ``RoomStore.changing`` and kept before anyone is told
(:meth:`RoomCommands.changed`). Plain Python: no web framework here.
"""

from __future__ import annotations

import logging
import time
import unicodedata
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ...engine import get_game
from ...i18n import LANGUAGES, localizer
from ...storage import StoreUnavailable
from ...table.room import PLAYING, Member, RoomError, RoomSettings
from .live_games import Live, Unavailable, Viewer
from .live_rooms import Connection, LiveRoom, RoomClocks, hand_key, match_of
from .manager import Manager
from .protocol import (
    Ack,
    Act,
    Agree,
    ChangeSettings,
    Chat,
    Check,
    ClaimWaiting,
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
    RoomState,
    Said,
    Say,
    SetLang,
    Sit,
    Stand,
    Start,
    Sync,
    Update,
    Waiting,
)
from .ratelimit import HostRateLimit, RateLimit
from .room_claims import OBJECTED, PendingClaim, all_agreed, claim_of, may_object, objected_here, objectors
from .room_store import RoomStore
from .room_subscriptions import RoomSubscriptions
from .room_timers import RoomTimers
from .seat_requests import handle_seat_message

log = logging.getLogger(__name__)

#: the quick phrases (the page says them in each reader's language)
PHRASES = ("hello", "nice", "well-played", "sorry-partner", "oops", "thanks", "good-game", "one-more")
CHAT_LENGTH = 200
CHAT_RATE = (0.5, 5.0)  # messages per second and burst, per member
MAX_WATCHERS = 40  # spectators connected to one room at most


class RoomCommands:
    """Carries out the requests of the rooms' sockets over the room's parts: what is kept (``saved``), what each
    connection sees (``subs``), the room's clocks (``timers``); the matches are ``manager``'s."""

    def __init__(self, manager: Manager, saved: RoomStore, subs: RoomSubscriptions, timers: RoomTimers,
                 clocks: RoomClocks, ai_kinds: Callable[[], list[str]], attempts: HostRateLimit) -> None:
        self.manager = manager
        self.saved = saved
        self.subs = subs
        self.timers = timers
        self.clocks = clocks
        self.ai_kinds = ai_kinds
        self.attempts = attempts

    def settings(self, data: dict[str, Any]) -> RoomSettings:
        """Room settings from a request, checked (the variant and its options by the game itself)."""
        names = ("variant", "options", "ai", "grace_seconds", "turn_seconds", "chat", "public")
        settings = RoomSettings(**{k: data[k] for k in names if k in data}).checked(self.ai_kinds())
        if not isinstance(settings.variant, str) or not isinstance(settings.options, dict):
            raise RoomError("room-settings-invalid")
        game = get_game(settings.variant, settings.options)  # raises RuleError (UnknownVariant, InvalidConfig)
        return replace(settings, variant=game.key, options=game.options())

    async def allow_attempt(self, client: str) -> bool:
        """One join or one wrong code/secret from ``client`` (rate-limited, so codes cannot be guessed; in a
        cluster across all its processes)."""
        return await self.attempts.allows_host(client)

    # ------------------------------------------------------------ one person's requests
    async def handle(self, lr: LiveRoom, conn: Connection, req: Request, client: str) -> None:
        """Carry out one request of ``conn`` (:mod:`.protocol`; raises ``MessageError`` when refused: nothing
        changed)."""
        room = lr.room
        msg_id = req.id
        member = room.members.get(conn.member_id) if conn.member_id else None
        if isinstance(req, Sync):  # brought up to date first (the clocks too), then the table and the room as they are
            await self.timers.tick(lr)
            live = match_of(self.manager, lr)
            if live is not None and conn.subscribed is not None:
                viewer = conn.subscribed[1]
                conn.put(Update(type="update", events=[], id=msg_id,
                                state=live.views.snapshot(viewer.seat, viewer.watching)))
            conn.put(RoomState(type="room", room=self.subs.room_view(lr, self.clocks.clock(), member), id=msg_id))
            return
        if isinstance(req, SetLang):  # the page's language changed: this socket's errors and table texts follow it
            if req.lang in LANGUAGES:
                conn.lang = req.lang
            conn.put(LangReply(type="lang", lang=conn.lang, id=msg_id).wire())
            return
        if isinstance(req, Act | Check | Hint):
            if member is None or member.seat is None or room.phase != PLAYING or self.subs.viewer(lr, conn).watching:
                raise RoomError("room-spectator")
            live = match_of(self.manager, lr)
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
        async with self.saved.changing(lr):
            member, secret = lr.room.join(req.name, self.clocks.clock(), face=req.face)
            seat = req.seat
            shown = self.subs.shown_mid_hand(lr, conn)  # this socket's, if it was a member before
            if seat is not None:
                try:
                    lr.room.sit(member, seat, shown)
                except RoomError:
                    lr.room.leave(member)
                    raise
            lr.watchers.discard(conn)
            conn.member_id = member.id
            lr.members[member.id] = conn
            if (live := match_of(self.manager, lr)) is not None:
                for seen in self.subs.shown(lr, conn, live):
                    lr.room.saw(member.id, hand_key(live), seen)
            await self.changed(lr, seats=seat is not None)
        conn.put(Joined(type="joined", member=member.id, secret=secret, code=lr.room.code, id=req.id).wire())
        self.subs.subscribe(lr, conn)

    # ------------------------------------------------------------ a claim waits for objections
    async def _claim(self, lr: LiveRoom, conn: Connection, live: Live, member: Member, action: Any,
                     msg_id: Any) -> None:
        """A member claims the rest: refused as the table would refuse it (nothing changes); applied at once when
        nobody may object; else shown to the room and applied after ``claim_seconds`` unless someone objects."""
        s, seat = live.session, member.seat
        assert seat is not None
        if lr.claim is not None:
            raise RoomError("room-claim-pending")
        if objected_here(lr.room, s, seat):
            raise RoomError("room-claim-objected")
        s.check(seat, action)  # RuleError: not its lead, or a trick could still be lost
        if not objectors(lr.room, seat):
            await self.manager.act(live, seat, action, on_commit=lambda ack: conn.put(Ack(**ack, id=msg_id)))
            return
        cards = s.game.format_action(action).split(" ", 1)[1]
        now = self.clocks.clock()
        claim_seconds = self.clocks.claim_seconds
        claim = PendingClaim(seat, member.name, action, cards, s.step, s.hand_seq, now + claim_seconds)
        hand = hand_key(live)
        async with self.saved.changing(lr):  # kept with the room (it waits again after a restart) before anyone is told
            lr.room.claim = claim.to_json(now)
            for other in lr.connections():  # whoever watches was shown this seat's cards: no seat elsewhere
                if (other.subscribed is None or other.subscribed[1].watching) and other.member_id is not None:
                    lr.room.saw(other.member_id, hand, seat)
            lr.room.turn = None  # no turn timer while the others may object
            await self.saved.save(lr.room)
        lr.claim = claim
        for other in lr.connections():
            if other.subscribed is None or other.subscribed[1].watching:
                other.shown.saw(hand, seat)
        conn.put(ClaimWaiting(type="claim_waiting", left=claim_seconds, id=msg_id).wire())
        self.subs.broadcast_room(lr)
        lr.wake.set()

    async def _object(self, lr: LiveRoom, member: Member) -> None:
        """A player objects to the pending claim: it is cancelled and play goes on (the claimant's turn timer
        starts over); the claimant may not claim again before its next lead (``objected_here``)."""
        refused = may_object(lr.room, lr.claim, member)
        if refused is not None or lr.claim is None:
            raise RoomError(refused or "room-no-claim")
        claim = lr.claim
        async with self.saved.changing(lr):
            lr.room.claim = None
            lr.room.objected = (claim.hand, claim.step, claim.seat)
            lr.room.turn_is(claim.seat, self.clocks.clock())
            await self.saved.save(lr.room)
        lr.claim_ended(OBJECTED, member)
        self.subs.broadcast_room(lr)

    async def _agree(self, lr: LiveRoom, member: Member) -> None:
        """A player agrees to the pending claim: once every player who may object has, it is applied now."""
        refused = may_object(lr.room, lr.claim, member)
        if refused is not None or lr.claim is None:
            raise RoomError(refused or "room-no-claim")
        now = self.clocks.clock()
        claim = replace(lr.claim, agreed=lr.claim.agreed | {member.id})
        if all_agreed(lr.room, claim):
            claim = replace(claim, until=now)  # due: the room's clock applies it
        async with self.saved.changing(lr):
            lr.room.claim = claim.to_json(now)
            await self.saved.save(lr.room)
        lr.claim = claim
        lr.wake.set()

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
        lr.tell(out)

    async def _room_request(self, lr: LiveRoom, conn: Connection, member: Member, req: Request) -> None:
        room = lr.room
        if isinstance(req, Start | Rematch):
            await self._wait_to_start(lr, member, req.type, isinstance(req, Rematch) and bool(req.swap))
        async with self.saved.changing(lr):
            match req:
                case Sit(seat=seat):
                    room.sit(member, seat, self.subs.shown_mid_hand(lr, conn))
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
                    await self.saved.save(room)  # kept before the removed person's socket is closed
                    gone = lr.members.pop(removed.id, None)
                    if gone is not None:
                        self.subs.unsubscribe(lr, gone)
                        gone.tell_and_close(Gone(type="removed").wire(), 4403)
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
                    self.subs.resubscribe_all(lr)
                case CloseRoom():
                    await self.close_room(lr, member)
                    return
                case _:
                    raise RoomError("room-unknown-request", kind=req.type[:40])
            await self.changed(lr, seats=isinstance(req, RoomRequest) and req.moves_seats)
        lr.wake.set()

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
        lr.tell(Waiting(type="waiting", request=kind, reason="busy").wire())

    def _need_match(self, lr: LiveRoom) -> Live:
        live = match_of(self.manager, lr)
        if live is None or lr.room.phase != PLAYING:
            raise RoomError("room-no-match")
        return live

    async def changed(self, lr: LiveRoom, seats: bool) -> None:
        """After a change: keep the room, seat the match's players as the room says, tell everyone."""
        await self.saved.save(lr.room)
        if seats:
            await self.timers.seat_players(lr)
            self.subs.resubscribe_all(lr)
        self.subs.broadcast_room(lr)

    async def _begin(self, lr: LiveRoom, players: list[str]) -> None:
        """Start the room's match: the game, its first deal, the players' names and seats and the room that now
        plays it are kept in one store transaction, so a store failing half-way leaves no game no room knows of."""
        room = lr.room
        st = room.settings
        before = room.copy()  # (here, on the loop: keep_with may run in a thread)
        gid = (await self.manager.create(st.variant, st.options, players,
                                         keep_with=lambda new: self.saved.keep_begun(before, new),
                                         on_wait=lambda: self._tell_waiting(lr, "start")))[0]
        room.began(gid)
        lr.seen = (-2, -1, None)
        self.subs.broadcast_room(lr)  # everyone hears of the match before its table arrives
        self.subs.resubscribe_all(lr)

    async def close_room(self, lr: LiveRoom, by: Member | None = None) -> None:
        """End the room (``by`` the host, or it expired): its code stops working, an unfinished match is ended,
        everyone is told."""
        live = match_of(self.manager, lr)
        lr.room.close(by)
        if live is not None and not live.session.match_over():
            await self.manager.end(live)
        await self.saved.save(lr.room)
        for conn in lr.connections():
            conn.tell_and_close(Gone(type="closed").wire(), 4410)
            self.subs.unsubscribe(lr, conn)
        lr.members.clear()
        lr.watchers.clear()

    # ------------------------------------------------------------ connections
    async def connected(self, lr: LiveRoom, conn: Connection, member: Member | None) -> None:
        """A socket opened (a member's, taking over any older one, or a spectator's)."""
        async with self.saved.changing(lr):
            lr.joined = True
            if member is not None:
                old = lr.members.get(member.id)
                if old is not None and old is not conn:
                    self.subs.unsubscribe(lr, old)
                    old.tell_and_close(Gone(type="replaced").wire(), 4409)
                conn.member_id = member.id
                lr.members[member.id] = conn
                if lr.room.connect(member, self.clocks.clock()) is not None:
                    await self.timers.seat_players(lr)  # back from away: the seat is a person's again
            else:
                if len(lr.watchers) >= MAX_WATCHERS:
                    raise RoomError("room-too-many-watchers", most=MAX_WATCHERS)
                lr.watchers.add(conn)
            self.subs.broadcast_room(lr)
            self.subs.subscribe(lr, conn)
        self.timers.start(lr)
        lr.wake.set()

    async def disconnected(self, lr: LiveRoom, conn: Connection) -> None:
        """A socket closed: the member is away (its grace period starts), a spectator gone."""
        self.subs.unsubscribe(lr, conn)
        async with lr.lock:
            lr.watchers.discard(conn)
            if conn.member_id is not None and lr.members.get(conn.member_id) is conn:
                del lr.members[conn.member_id]
                member = lr.room.members.get(conn.member_id)
                if member is not None:
                    lr.room.disconnect(member, self.clocks.clock())
                    try:
                        await self.saved.save(lr.room)
                    except StoreUnavailable as e:  # presence is not kept anyway; the room's next save keeps the rest
                        log.warning("room %s cannot save a disconnection: %s", lr.room.code, e)
                    self.subs.broadcast_room(lr)
        lr.touched = time.monotonic()
        lr.wake.set()


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
