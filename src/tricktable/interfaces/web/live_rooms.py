"""A room of friends in memory: the room with its lock, connections and clock (:class:`LiveRoom`), one socket in it
(:class:`Connection`), and the room's current match (:func:`match_of`).

Contracts:

* a room's state changes only under ``LiveRoom.lock`` (and then through ``RoomStore.changing``: kept or undone);
* what a connection is sent is queued (``Outbox.put``), never awaited under the room's lock;
* the room follows its match: :func:`match_of` makes the room's ``wake`` event fire on every step of the match,
  so that its timers (``room_timers``) look again.

Plain Python: no web framework here.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...engine.session import AnySession
from ...i18n import localizer
from ...messages import MessageError
from ...table.room import OVER, PLAYING, Member, Room, RoomError, SeatsShown
from .frames import error
from .live_games import Live, Unavailable, Viewer
from .manager import Manager
from .outbox import Outbox, SendLimits, Socket
from .protocol import ClaimEnded
from .ratelimit import RateLimit
from .room_claims import CLAIM_SECONDS, PendingClaim

log = logging.getLogger(__name__)

#: what a spectator subscribes as: no seat, the public table
SPECTATOR = Viewer(None, watching=True)  # type: ignore[arg-type]


@dataclass
class RoomClocks:
    """What the rooms' parts read the time from (``clock``: seconds, monotonic; a test sets its own) and how long
    a claim waits for objections (``claim_seconds``). One instance is shared by a hub's parts."""

    clock: Callable[[], float] = time.monotonic
    claim_seconds: float = CLAIM_SECONDS


class Connection(Outbox):
    """One socket in a room: a member's (``member_id``) or a spectator's, and the table it is subscribed to.
    What it is sent is queued (``put``, see :class:`~.outbox.Outbox`), never awaited under the room's lock."""

    def __init__(self, ws: Socket, lang: str, limits: SendLimits | None = None) -> None:
        super().__init__(ws, lang, limits)
        self.member_id: str | None = None
        self.subscribed: tuple[Live, Viewer] | None = None  # the table and the chair it sees it from
        self.shown = SeatsShown()  # the seats whose tables this socket was shown in the hand on the table

    def error(self, e: MessageError, msg_id: Any = None) -> dict[str, Any]:
        """The ``error`` for a refused request, written in this socket's language (a room's refusal has its own
        code; a rules error is ``illegal``)."""
        return error(e.code if isinstance(e, RoomError) else "illegal", localizer(self.lang).error(e), msg_id)

    def tell_and_close(self, msg: dict[str, Any], code: int) -> None:
        """Queue ``msg``, then the close (never waits)."""
        self.put(msg)
        self.close(code)


class LiveRoom:
    """A room in memory: the room, its lock, its connections, the task that runs its clocks."""

    def __init__(self, room: Room) -> None:
        self.room = room
        self.lock = asyncio.Lock()
        self.members: dict[str, Connection] = {}  # member id -> its (newest) connection
        self.watchers: set[Connection] = set()
        self.chat_limits: dict[str, RateLimit] = {}
        self.wake = asyncio.Event()
        self.task: asyncio.Task[None] | None = None
        self.listening: AnySession | None = None  # the session whose steps wake this room
        self.seen: tuple[int, int, int | None] = (-2, -1, None)  # (hand_seq, version, seat to act) last seen
        self.touched = time.monotonic()
        self.born: float = 0.0  # the hub's clock when it came into memory
        self.joined = False  # a socket has opened to it since
        self.claim: PendingClaim | None = None  # a claim shown to the room, waiting for objections (room_claims)

    def connections(self) -> list[Connection]:
        return list(self.members.values()) + list(self.watchers)

    def tell(self, msg: dict[str, Any]) -> None:
        """Queue ``msg`` for everyone in the room (members and spectators)."""
        for conn in self.connections():
            conn.put(msg)

    def claim_ended(self, outcome: str, by: Member | None) -> None:
        """The pending claim is cancelled (``objected`` by ``by``, or ``withdrawn``): everyone is told (the caller
        keeps the room without it)."""
        claim, self.claim, self.room.claim = self.claim, None, None
        if claim is None:
            return
        self.tell(ClaimEnded(type="claim_ended", outcome=outcome, seat=claim.seat, name=claim.name,
                             by=None if by is None else by.name).wire())


def match_of(manager: Manager, lr: LiveRoom) -> Live | None:
    """The room's current match, loaded if needed, with the room listening to its steps (None: no match is
    played or over, or it cannot be loaded now)."""
    gid = lr.room.game_id
    if gid is None or lr.room.phase not in (PLAYING, OVER):
        return None
    try:
        live = manager.get(gid)
    except Unavailable as e:  # a record that cannot be replayed, a full server
        log.warning("room %s: its game %s is unavailable: %s", lr.room.code, gid, e)
        return None
    if live is not None and lr.listening is not live.session:
        live.session.listen(lambda _s, _steps: lr.wake.set())
        lr.listening = live.session
    return live


def hand_key(live: Live) -> str:
    """The key of the hand on ``live``'s table (between hands: the one just finished)."""
    return f"{live.id}/{live.session.hand_seq}"


def seated(room: Room) -> dict[int, str]:
    """Who of the room's members sits where (seat -> member id); a seat not named is the AI's."""
    return {seat: occupant for seat, occupant in enumerate(room.seats) if occupant in room.members}
