"""A room of friends around one table: who is in it, who sits where, what the host may do, who is away.

Pure state with the clock passed in (``now``, seconds), saved as JSON (:meth:`Room.to_json`). A face drives it
(the web: ``interfaces/web/rooms.py``) and plays each of the room's matches on a
:class:`~tricktable.engine.MatchSession`, whose seats' player kinds come from :meth:`Room.players`.

- **Members** join with a name and get a secret (only its hash is kept): the secret is the member, so a reload
  or a new tab returns to the same seat, and a removed member's secret stops working. One member is the host.
- **Seats** are open (waiting for a person), played by the AI at the room's level, or a member's. The host moves
  people between seats (a move onto a member's seat swaps the two), fills a seat with the AI or opens it again,
  removes a member, and starts once no seat is open.
- **Presence**: a seated member who drops keeps the seat for ``grace_seconds``; then the AI plays it
  (:meth:`Room.due_away`), marked as such, until the member comes back (:meth:`Room.connect`).
- **Turn timer** (off unless ``turn_seconds``): when it runs out, the AI makes that one move for the seat.
- **Between hands** every seated member present confirms the next hand (or the host starts it for everyone).
- **Rematch** with the same seats, or with partners swapped (a game scored by teams).
- **Public** (``settings.public``, the host's choice): the room is listed for a quick match, where a stranger takes a
  seat nobody sits in (:meth:`Room.free_seats`); a seat left in a public room goes back to the AI, never open.
- **Hidden cards**: the room remembers which seats' tables each member was shown in the hand on the table
  (:meth:`Room.saw`, told by the face); a member who saw one seat's cards may not sit in another mid-hand
  (``room-seen-other-seat``): nobody sees two hands of one deal by hopping between seats.

Every refused request raises :class:`RoomError` (a message id and parameters) and changes nothing.
"""

from __future__ import annotations

import copy
import hashlib
import hmac
import re
import secrets
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

from typing_extensions import TypedDict  # the socket protocol's schema reads them: pydantic needs this one

from ..messages import MessageError

#: room codes: no 0/O, 1/I/L, so a code read aloud or typed from a phone is not mistaken
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 8  # 31**8 ≈ 8.5e11 codes
NAME_LENGTH = 24
MAX_MEMBERS = 12
GRACE_RANGE = (0, 600)
TURN_RANGE = (5, 600)  # 0 is off

LOBBY, PLAYING, OVER, CLOSED = "lobby", "playing", "over", "closed"
#: a seat's occupant when it is not a member
OPEN, AI = "open", "ai"


class RoomError(MessageError):
    """A room request refused, nothing changed: ``RoomError("room-seat-taken", seat=2)``. ``code`` is the id
    without its ``room-`` prefix, for programs."""

    @property
    def code(self) -> str:
        return self.msg_id.removeprefix("room-")


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(text: str) -> str | None:
    """A code as typed (any case, spaces or dashes) in its stored form, or None if it cannot be one."""
    code = "".join(ch for ch in str(text)[:40].upper() if ch not in " -")
    return code if len(code) == CODE_LENGTH and set(code) <= set(CODE_ALPHABET) else None


def hash_secret(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8", "replace")).hexdigest()


#: a face: the seed the page draws a face from (what a profile keeps, ``table/profile.py``)
FACE = re.compile(r"[A-Za-z0-9:_.-]{1,60}")


def clean_face(text: Any) -> str:
    """A member's face: none (``""``: the room draws one from the member's id) or a seed of 1 to 60 letters,
    digits and ``:_.-``; anything else is refused (``room-face-invalid``)."""
    if text is None or text == "":
        return ""
    if not isinstance(text, str) or not FACE.fullmatch(text):
        raise RoomError("room-face-invalid")
    return text


def clean_name(text: Any) -> str:
    """A member's name: trimmed, inner spaces single, 1 to ``NAME_LENGTH`` characters, no control characters."""
    if not isinstance(text, str):
        raise RoomError("room-name-invalid", longest=NAME_LENGTH)
    name = " ".join(unicodedata.normalize("NFC", text[:200]).split())
    if not 1 <= len(name) <= NAME_LENGTH or any(unicodedata.category(ch)[0] == "C" for ch in name):
        raise RoomError("room-name-invalid", longest=NAME_LENGTH)
    return name


class RoomSettingsJson(TypedDict):
    """A room's settings as kept and shown (:meth:`RoomSettings.to_json`)."""

    variant: str
    options: dict[str, Any]
    ai: str
    grace_seconds: int
    turn_seconds: int
    chat: bool
    public: bool


class SeatPublic(TypedDict):
    """A seat as everyone in the room sees it: ``kind`` "member", "open" or "ai"; its member (id, name, face),
    whether that member is connected, whether the AI plays it while the member is away, the member's grace
    seconds left while gone (one decimal), whether it is ready for the next hand."""

    seat: int
    kind: str
    member: str | None
    name: str | None
    face: str
    online: bool
    away: bool
    grace_left: float | None
    ready: bool


class MemberPublic(TypedDict):
    """A member as everyone in the room sees it (no secret, not even its hash)."""

    id: str
    name: str
    host: bool
    seat: int | None
    online: bool


class You(TypedDict):
    """The member a room's state is sent to."""

    id: str
    name: str
    host: bool
    seat: int | None


class TurnPublic(TypedDict):
    """Whose turn timer runs and its seconds left (one decimal)."""

    seat: int
    left: float | None


class RoomPublic(TypedDict):
    """The room as everyone in it (and a spectator) sees it (:meth:`Room.public_json`); ``you``: the member it is
    sent to (None: a spectator)."""

    code: str
    phase: str
    settings: RoomSettingsJson
    seats: list[SeatPublic]
    members: list[MemberPublic]
    game_id: str | None
    matches: int
    team_game: bool
    turn: TurnPublic | None
    you: You | None


@dataclass(frozen=True)
class RoomSettings:
    """What the host chose: the game, its options, the AI level of the empty seats, the disconnect grace period,
    the turn timer (0: off), whether free-text chat is on (quick phrases always are) and whether the room is listed
    for a quick match (``public``)."""

    variant: str
    options: Mapping[str, Any] = field(default_factory=dict)
    ai: str = "normal"
    grace_seconds: int = 60
    turn_seconds: int = 0
    chat: bool = False
    public: bool = False

    def checked(self, ai_kinds: Iterable[str]) -> RoomSettings:
        """These settings, or ``RoomError`` naming what is out of range (the options are the game's to check)."""
        if self.ai not in set(ai_kinds):
            raise RoomError("room-ai-unknown", kind=str(self.ai)[:40])
        for name, (lo, hi), value, off in (("grace_seconds", GRACE_RANGE, self.grace_seconds, None),
                                           ("turn_seconds", TURN_RANGE, self.turn_seconds, 0)):
            if not isinstance(value, int) or isinstance(value, bool) or not (value == off or lo <= value <= hi):
                raise RoomError("room-setting-range", setting=name, low=lo, high=hi)
        if not isinstance(self.chat, bool) or not isinstance(self.public, bool):
            raise RoomError("room-settings-invalid")
        return self

    def to_json(self) -> RoomSettingsJson:
        """The settings as kept with the room and shown to everyone in it (``options`` copied)."""
        return {"variant": self.variant, "options": dict(self.options), "ai": self.ai,
                "grace_seconds": self.grace_seconds, "turn_seconds": self.turn_seconds, "chat": self.chat,
                "public": self.public}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> RoomSettings:
        names = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})


@dataclass
class SeatsShown:
    """The seats whose tables someone was shown in one hand (``hand``: the face's key of the hand on the table;
    another hand's key starts afresh)."""

    hand: str = ""
    seats: set[int] = field(default_factory=set)

    def saw(self, hand: str, seat: int) -> None:
        if hand != self.hand:
            self.hand, self.seats = hand, set()
        self.seats.add(seat)

    def of(self, hand: str) -> set[int]:
        """The seats shown in ``hand`` (none if the record is of another hand)."""
        return set(self.seats) if hand == self.hand else set()


@dataclass
class Member:
    """A person in the room: a public id (what others see and the host's controls name), a name, the hash of the
    secret, the seat (None: watching), the face its profile chose (``clean_face``)."""

    id: str
    name: str
    secret_hash: str
    host: bool = False
    seat: int | None = None
    face: str = ""  # the face its profile chose ("": drawn from the room and its id)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "secret_hash": self.secret_hash, "host": self.host,
                "seat": self.seat, "face": self.face}


class Room:
    """One room: its code, settings, members, seats, phase and matches (game ids), plus who is connected now."""

    def __init__(self, code: str, settings: RoomSettings, num_seats: int, team_game: bool,
                 created: float = 0.0) -> None:
        self.code = code
        self.settings = settings
        self.team_game = team_game  # scored by partnerships: partners may be swapped for a rematch
        self.created = created
        self.members: dict[str, Member] = {}
        self.seats: list[str] = [OPEN] * num_seats  # OPEN, AI or a member id
        self.phase = LOBBY
        self.games: list[str] = []  # the matches played here, the current (or last) one last
        # now, not saved: who is connected, since when someone is gone, whose seat the AI plays, confirmations
        self.online: set[str] = set()
        self.gone_since: dict[str, float] = {}
        self.away: set[int] = set()  # seats of members the AI plays for after the grace period
        self.ready: set[str] = set()
        self.turn: tuple[int, float] | None = None  # (seat, since) while a person's seat is to act
        self.last_seen = created
        self.shown: dict[str, SeatsShown] = {}  # member id -> the seats it was shown in the hand on the table
        # saved: a claim waiting for objections, as the hub keeps it (interfaces/web/room_claims), and the table's
        # position (hand, step, seat) where the others last objected to a claim (none again there)
        self.claim: dict[str, Any] | None = None
        self.objected: tuple[int, int, int] | None = None

    def copy(self) -> Room:
        """A copy to go back to when a change cannot be kept (what ``copy.deepcopy`` gives, several times faster:
        a room's clock takes one at every step of its match). What the room changes in place is copied (its
        lists, dicts and sets, its members, what each was shown); the rest is shared: texts, numbers, tuples and
        the frozen settings, which are replaced, never changed."""
        other = copy.copy(self)
        other.members = {key: replace(m) for key, m in self.members.items()}
        other.seats, other.games = list(self.seats), list(self.games)
        other.online, other.away, other.ready = set(self.online), set(self.away), set(self.ready)
        other.gone_since = dict(self.gone_since)
        other.shown = {key: SeatsShown(shown.hand, set(shown.seats)) for key, shown in self.shown.items()}
        return other

    # ------------------------------------------------------------ reading
    @property
    def game_id(self) -> str | None:
        return self.games[-1] if self.games else None

    def host(self) -> Member | None:
        return next((m for m in self.members.values() if m.host), None)

    def member_for(self, secret: str) -> Member | None:
        """The member whose secret this is (None: a wrong or revoked secret)."""
        if not isinstance(secret, str) or not secret or len(secret) > 200:
            return None
        h = hash_secret(secret)
        return next((m for m in self.members.values() if hmac.compare_digest(m.secret_hash, h)), None)

    def member_at(self, seat: int) -> Member | None:
        occupant = self.seats[seat]
        return self.members.get(occupant)

    def players(self) -> list[str]:
        """Each seat's player kind for the match: "human" for a member present (or within the grace period),
        the room's AI level for an AI seat and for an away member's seat."""
        return ["human" if occupant in self.members and seat not in self.away else self.settings.ai
                for seat, occupant in enumerate(self.seats)]

    def names(self) -> list[str | None]:
        """Each seat's member name (None: the AI), as the match record keeps them."""
        return [m.name if (m := self.member_at(seat)) else None for seat in range(len(self.seats))]

    def free_seats(self) -> list[int]:
        """The seats nobody sits in, open ones first, then those the AI plays (a newcomer takes either)."""
        return sorted((s for s, occupant in enumerate(self.seats) if occupant not in self.members),
                      key=lambda s: (self.seats[s] != OPEN, s))

    def saw(self, member_id: str, hand: str, seat: int) -> None:
        """The member was shown ``seat``'s table in ``hand`` (the face's key of the hand on the table)."""
        if member_id in self.members:
            self.shown.setdefault(member_id, SeatsShown()).saw(hand, seat)

    def seen(self, member_id: str, hand: str) -> set[int]:
        """The seats whose tables the member was shown in ``hand``."""
        record = self.shown.get(member_id)
        return record.of(hand) if record is not None else set()

    # ------------------------------------------------------------ members
    def join(self, name: Any, now: float, host: bool = False, face: Any = None) -> tuple[Member, str]:
        """A new member (with the face its profile chose, if any); returns it and its secret (given out once:
        only the hash is kept)."""
        self._open_room()
        name, face = clean_name(name), clean_face(face)
        if len(self.members) >= MAX_MEMBERS:
            raise RoomError("room-full", most=MAX_MEMBERS)
        if any(m.name.casefold() == name.casefold() for m in self.members.values()):
            raise RoomError("room-name-taken", name=name)
        member_id = secrets.token_hex(8)  # 64 bits: a newcomer never gets a removed member's id (and its records)
        while member_id in self.members:
            member_id = secrets.token_hex(8)
        secret = secrets.token_urlsafe(24)
        member = Member(member_id, name, hash_secret(secret), host=host or not self.members, face=face)
        self.members[member_id] = member
        self.online.add(member_id)
        self.last_seen = now
        return member, secret

    def leave(self, member: Member) -> int | None:
        """The member leaves the room for good (its secret stops working); returns the seat it left, if any."""
        return self._drop(member)

    def remove(self, by: Member, member_id: Any) -> tuple[Member, int | None]:
        """The host removes a member (never itself); returns the member and the seat it left."""
        self._need_host(by)
        member = self._member(member_id)
        if member.id == by.id:
            raise RoomError("room-remove-self")
        return member, self._drop(member)

    def make_host(self, by: Member, member_id: Any) -> None:
        self._need_host(by)
        member = self._member(member_id)
        by.host, member.host = False, True

    def _drop(self, member: Member) -> int | None:
        self._open_room()
        seat = self._unseat(member)
        del self.members[member.id]
        self.online.discard(member.id)
        self.gone_since.pop(member.id, None)
        self.ready.discard(member.id)
        self.shown.pop(member.id, None)
        if member.host and self.members:
            first = next(iter(self.members.values()))
            first.host = True
        return seat

    # ------------------------------------------------------------ seats
    def sit(self, member: Member, seat: Any, shown: Iterable[int] = ()) -> int:
        """The member takes a seat nobody sits in (an open one, or one the AI plays: a friend arriving late takes
        it over from the AI). ``shown``: mid-hand, the seats whose tables the member was shown in this hand; the
        sit is refused (``room-seen-other-seat``) unless that is none or only this seat. Returns the seat."""
        self._open_room()
        place = self._seat(seat)
        if self.seats[place] in self.members:
            raise RoomError("room-seat-taken")
        if member.seat is not None and self.phase == PLAYING:
            raise RoomError("room-seated-in-match")
        if set(shown) - {place}:
            raise RoomError("room-seen-other-seat")
        if member.seat is not None:
            self.seats[member.seat] = OPEN
        self.seats[place] = member.id
        member.seat = place
        self.away.discard(place)
        return place

    def stand(self, member: Member) -> int | None:
        """The member leaves its seat (the AI plays it in a match; it is open in the lobby)."""
        self._open_room()
        return self._unseat(member)

    def _unseat(self, member: Member) -> int | None:
        seat = member.seat
        if seat is not None:
            self.seats[seat] = OPEN if self.phase in (LOBBY, OVER) and not self.settings.public else AI
            self.away.discard(seat)
            member.seat = None
            if self.turn is not None and self.turn[0] == seat:
                self.turn = None
        return seat

    def move(self, by: Member, member_id: Any, seat: Any) -> None:
        """The host moves a member to a seat, before a match (the lobby or after one): onto another member's seat
        the two swap; onto an open or AI seat the member's old seat opens."""
        self._need_host(by)
        self._need_lobby()
        member, seat = self._member(member_id), self._seat(seat)
        other = self.member_at(seat)
        old = member.seat
        if other is not None and other.id != member.id:
            other.seat = old
            if old is not None:
                self.seats[old] = other.id
        elif old is not None:
            self.seats[old] = OPEN
        self.seats[seat], member.seat = member.id, seat

    def fill(self, by: Member, seat: Any, ai: bool) -> None:
        """The host lets the AI play a seat nobody sits in (``ai``), or opens such a seat for a person again."""
        self._need_host(by)
        self._need_lobby()
        seat = self._seat(seat)
        if self.seats[seat] in self.members:
            raise RoomError("room-seat-taken")
        self.seats[seat] = AI if ai else OPEN

    def configure(self, by: Member, settings: RoomSettings) -> None:
        self._need_host(by)
        self._need_lobby()
        self.settings = settings

    # ------------------------------------------------------------ matches
    def start(self, by: Member) -> list[str]:
        """The host starts a match: returns the seats' player kinds. Refused while a seat is open."""
        self._need_host(by)
        self._need_lobby()
        open_seats = [s for s, occupant in enumerate(self.seats) if occupant == OPEN]
        if open_seats:
            raise RoomError("room-seats-open", seats=len(open_seats))
        if not any(occupant in self.members for occupant in self.seats):
            raise RoomError("room-nobody-seated")
        return self.players()

    def began(self, game_id: str) -> None:
        """A match started (``game_id``) with the seats as they are."""
        self.games.append(game_id)
        self.phase = PLAYING
        self.ready.clear()
        self.turn = None

    def match_ended(self) -> None:
        if self.phase == PLAYING:
            self.phase = OVER
            self.away.clear()
            self.turn = None
            self.ready.clear()

    def rematch(self, by: Member, swap: bool) -> list[str]:
        """The host starts the next match: the same seats, or (``swap``, a team game) partners swapped: the
        members of the second and third seats change places, so every partnership changes. Returns the
        seats' player kinds."""
        self.check_rematch(by, swap)
        if swap:
            self.swap_partners()
        self.phase = LOBBY
        try:
            return self.start(by)
        except RoomError:
            self.phase = OVER
            raise

    def check_rematch(self, by: Member, swap: bool) -> None:
        """Raise the ``RoomError`` a rematch would be refused with now (nothing changes)."""
        self._need_host(by)
        if self.phase != OVER:
            raise RoomError("room-match-not-over")
        if swap and not self.team_game:
            raise RoomError("room-no-partners")

    def swap_partners(self) -> None:
        """Seats 1 and 2 change occupants: partners sit across (s and s+2), so both partnerships change."""
        a, b = self.seats[1], self.seats[2]
        self.seats[1], self.seats[2] = b, a
        for seat in (1, 2):
            if (m := self.member_at(seat)) is not None:
                m.seat = seat

    def back_to_lobby(self, by: Member) -> None:
        self._need_host(by)
        if self.phase != OVER:
            raise RoomError("room-match-not-over")
        self.phase = LOBBY
        if not self.settings.public:  # a public room keeps its AI seats: strangers take them over
            self.seats = [OPEN if occupant == AI else occupant for occupant in self.seats]

    def close(self, by: Member | None = None) -> None:
        """The room ends (the host closes it, or it expired): its code stops working."""
        if by is not None:
            self._need_host(by)
        self.phase = CLOSED
        self.online.clear()
        self.turn = None

    # ------------------------------------------------------------ between hands
    def needed_to_confirm(self) -> set[str]:
        """Members whose confirmation the next hand waits for: seated, connected, not played by the AI."""
        return {m.id for m in self.members.values()
                if m.seat is not None and m.id in self.online and m.seat not in self.away}

    def confirm(self, member: Member) -> None:
        if self.phase != PLAYING:
            raise RoomError("room-no-match")
        if member.seat is None:
            raise RoomError("room-not-seated")
        self.ready.add(member.id)

    def all_confirmed(self) -> bool:
        need = self.needed_to_confirm()
        return bool(need) and need <= self.ready

    def hand_started(self) -> None:
        self.ready.clear()

    # ------------------------------------------------------------ presence
    def connect(self, member: Member, now: float) -> int | None:
        """The member is connected; returns its seat if the AI was playing it (the face gives it back)."""
        self.online.add(member.id)
        self.gone_since.pop(member.id, None)
        self.last_seen = now
        if member.seat is not None and member.seat in self.away:
            self.away.discard(member.seat)
            return member.seat
        return None

    def disconnect(self, member: Member, now: float) -> None:
        if member.id in self.members:
            self.online.discard(member.id)
            self.gone_since[member.id] = now
            self.ready.discard(member.id)
        self.last_seen = now

    def grace_left(self, member: Member, now: float) -> float | None:
        """Seconds until the AI takes over the seat of a member who dropped (None: not counting down)."""
        since = self.gone_since.get(member.id)
        if since is None or member.seat is None or member.seat in self.away or self.phase != PLAYING:
            return None
        return max(0.0, since + self.settings.grace_seconds - now)

    def due_away(self, now: float) -> list[int]:
        """Seats whose member has been gone for the whole grace period: from now the AI plays them (marked
        away until the member returns)."""
        due = []
        for m in self.members.values():
            left = self.grace_left(m, now)
            if left is not None and left <= 0 and m.seat is not None:  # grace_left is None for a seatless member
                self.away.add(m.seat)
                due.append(m.seat)
        return due

    # ------------------------------------------------------------ the turn timer
    def turn_is(self, seat: int | None, now: float) -> None:
        """Who is to act now (None: nobody, e.g. between hands). A member's seat starts its timer."""
        if seat is None or self.seats[seat] not in self.members or seat in self.away or not self.settings.turn_seconds:
            self.turn = None
        elif self.turn is None or self.turn[0] != seat:
            self.turn = (seat, now)

    def restart_turn(self, now: float) -> None:
        """The same seat acts again (another action of the same person): its timer starts over."""
        if self.turn is not None:
            self.turn = (self.turn[0], now)

    def turn_left(self, now: float) -> float | None:
        if self.turn is None:
            return None
        return max(0.0, self.turn[1] + self.settings.turn_seconds - now)

    def turn_due(self, now: float) -> int | None:
        """The seat whose time ran out (the AI plays this one move for it), else None."""
        left = self.turn_left(now)
        return self.turn[0] if self.turn is not None and left is not None and left <= 0 else None

    def next_deadline(self, now: float) -> float | None:
        """Seconds until the next grace period or turn timer runs out (None: nothing is counting down)."""
        waits = [w for m in self.members.values() if (w := self.grace_left(m, now)) is not None]
        if (t := self.turn_left(now)) is not None:
            waits.append(t)
        return min(waits) if waits else None

    def idle_for(self, now: float) -> float:
        """Seconds since the last member was connected (0 while one is)."""
        return 0.0 if self.online else max(0.0, now - self.last_seen)

    # ------------------------------------------------------------ what others see
    def public_json(self, now: float, viewer: Member | None = None) -> RoomPublic:
        """The room as everyone in it (and a spectator) sees it: no secret, not even its hash. ``viewer``: the
        member it is for (``you``; :func:`you` writes it alone, for a room's state sent to each member)."""
        seats: list[SeatPublic] = []
        for seat, occupant in enumerate(self.seats):
            m = self.members.get(occupant)
            seats.append({
                "seat": seat, "kind": "member" if m else occupant, "member": m.id if m else None,
                "name": m.name if m else None, "face": m.face if m else "", "online": bool(m and m.id in self.online),
                "away": seat in self.away, "grace_left": None if m is None else _round(self.grace_left(m, now)),
                "ready": bool(m and m.id in self.ready),
            })
        turn_left = self.turn_left(now)
        return {
            "code": self.code, "phase": self.phase, "settings": self.settings.to_json(), "seats": seats,
            "members": [{"id": m.id, "name": m.name, "host": m.host, "seat": m.seat, "online": m.id in self.online}
                        for m in self.members.values()],
            "game_id": self.game_id, "matches": len(self.games), "team_game": self.team_game,
            "turn": None if self.turn is None else {"seat": self.turn[0], "left": _round(turn_left)},
            "you": you(viewer),
        }

    def listing(self) -> dict[str, Any]:
        """The room as a quick match lists it to anyone: its code, game, phase, host's name, how many seats are
        free and the seated members' names. Nothing of a hand (no card), no secret, no member id."""
        host = self.host()
        return {"code": self.code, "variant": self.settings.variant, "phase": self.phase, "ai": self.settings.ai,
                "seats": len(self.seats), "free": len(self.free_seats()), "host": host.name if host else None,
                "players": [m.name for m in self.members.values() if m.seat is not None]}

    # ------------------------------------------------------------ saving
    def to_json(self) -> dict[str, Any]:
        """What is kept across restarts (presence is not: after a restart everyone is reconnecting)."""
        return {"code": self.code, "settings": self.settings.to_json(), "seats": list(self.seats),
                "members": [m.to_json() for m in self.members.values()], "phase": self.phase,
                "games": list(self.games), "team_game": self.team_game, "created": self.created,
                "shown": {mid: [s.hand, sorted(s.seats)] for mid, s in self.shown.items() if s.seats},
                "claim": self.claim, "objected": None if self.objected is None else list(self.objected)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any], now: float = 0.0) -> Room:
        room = cls(data["code"], RoomSettings.from_json(data["settings"]), len(data["seats"]),
                   bool(data.get("team_game")), float(data.get("created", 0.0)))
        room.seats = [str(s) for s in data["seats"]]
        for m in data["members"]:
            room.members[m["id"]] = Member(m["id"], m["name"], m["secret_hash"], bool(m.get("host")), m.get("seat"),
                                           str(m.get("face") or ""))
        room.phase = data.get("phase", LOBBY)
        room.games = list(data.get("games", []))
        for mid, (hand, seats) in data.get("shown", {}).items():
            if mid in room.members:
                room.shown[mid] = SeatsShown(str(hand), {int(s) for s in seats})
        room.claim = dict(data["claim"]) if isinstance(data.get("claim"), Mapping) else None
        if data.get("objected") is not None:
            hand, step, seat = data["objected"]
            room.objected = (int(hand), int(step), int(seat))
        room.last_seen = now
        # after a restart nobody is connected yet: seated members are gone since now, with their grace period
        for m in room.members.values():
            if m.seat is not None:
                room.gone_since[m.id] = now
        return room

    # ------------------------------------------------------------ checks
    def _open_room(self) -> None:
        if self.phase == CLOSED:
            raise RoomError("room-closed")

    def _need_host(self, member: Member) -> None:
        self._open_room()
        if not member.host or member.id not in self.members:
            raise RoomError("room-host-only")

    def _need_lobby(self) -> None:
        if self.phase not in (LOBBY, OVER):
            raise RoomError("room-in-match")

    def _seat(self, seat: Any) -> int:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.seats):
            raise RoomError("room-no-seat", seats=len(self.seats))
        return seat

    def _member(self, member_id: Any) -> Member:
        member = self.members.get(member_id) if isinstance(member_id, str) else None
        if member is None:
            raise RoomError("room-no-member")
        return member


def you(member: Member | None) -> You | None:
    """``you`` of a room's state sent to ``member`` (None: a spectator)."""
    return None if member is None else {"id": member.id, "name": member.name, "host": member.host, "seat": member.seat}


def _round(x: float | None) -> float | None:
    return None if x is None else round(x, 1)


__all__ = ["AI", "CLOSED", "CODE_ALPHABET", "CODE_LENGTH", "LOBBY", "MAX_MEMBERS", "OPEN", "OVER", "PLAYING",
           "Member", "MemberPublic", "Room", "RoomError", "RoomPublic", "RoomSettings", "RoomSettingsJson", "SeatPublic", "SeatsShown",
           "TurnPublic", "You", "clean_name", "hash_secret", "new_code", "normal_code", "you"]
