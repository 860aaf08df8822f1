"""The socket protocol of the web app, as models: what a client may send on a seat's socket (``/ws/{game}``) or a
room's (``/ws/room/{code}``, members and spectators alike), and what the server sends back.

A request is a JSON object with a ``type``; :func:`parse` turns the object :func:`~.frames.read_message` read (and
checked: size, depth, ``id``) into its request model, which the socket handlers dispatch on. The models fix the
messages and their fields; the values are checked where they are used (a seat number by the room, an action's
text by the game), each refusal an :class:`ErrorReply` that names its message id and parameters, written in the
reader's language when it is sent. A ``type`` no model names parses to :class:`Unknown` (the handlers answer it
with their error). Fields a request does not know are ignored, as they always were.

Replies to one request (``seat_requests``, ``rooms``), the reviews and a room's notices are built from the reply
models (:meth:`Reply.wire`: validated, then written). What every seat or member is sent at every step or change
(a table's ``update`` and ``ack``, the room's state ``room``) is typed by TypedDicts (:class:`Update`, :class:`Ack`,
:class:`RoomState`): mypy checks every place that builds one, the schema describes them, and they are built as the
plain dicts they are, an update once per viewer and language and the room once per change: a model's validation
and dump would cost several times the message's encoding, at every step for every subscriber (``docs/socket.md``
has the figures). All of them are in the JSON Schema (:func:`json_schema`, exported to ``docs/protocol.schema.json``
and pinned by ``tests/web/test_socket_protocol.py``; their bytes by ``tests/web/test_reply_wire.py``). Parsing a
request costs a dict look-up and a model's construction: about 1.4 µs of CPU a message.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import reduce
from operator import or_
from typing import Annotated, Any, ClassVar, Literal, NotRequired

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter
from typing_extensions import TypedDict  # pydantic's schema of a TypedDict needs this one before Python 3.12

from ...table.room import RoomPublic

#: an ``id``: copied into every reply to the request (a number, or a string of at most 64 characters)
RequestId = Annotated[int | float | str | None, Field(description="copied into every reply to this request")]


class Request(BaseModel):
    """A client's message. ``faces``: which sockets take it (``seat``: a seat's or a watcher's socket; ``room``: a
    room's socket)."""

    model_config = ConfigDict(extra="ignore", frozen=True)
    faces: ClassVar[frozenset[str]] = frozenset({"seat", "room"})
    type: str
    id: RequestId = None


# ---------------------------------------------------------------- a table's requests (a seat's socket, a room's)
class Sync(Request):
    """Send me the table (and the room) as they are now."""
    type: Literal["sync"] = "sync"


class SetLang(Request):
    """Write this socket's texts (events, errors) in ``lang`` from now on (one of the app's languages)."""
    type: Literal["lang"] = "lang"
    lang: Any = Field(None, description="a language code: en, ro, hu, el, cs")


class Act(Request):
    """Play ``action`` at my seat (its text as the game writes it: ``play R14``); in a room, an action that claims
    the rest waits for the others."""
    type: Literal["action"] = "action"
    action: Any = Field(None, description="the action's text, at most 300 characters")


class Check(Request):
    """Would ``action`` be legal now? Nothing is played."""
    type: Literal["check"] = "check"
    action: Any = Field(None, description="the action's text, at most 300 characters")


class Hint(Request):
    """Suggest an action for my seat."""
    type: Literal["hint"] = "hint"


class NextHand(Request):
    """Deal the next hand (a seat, a watcher; in a room the host)."""
    type: Literal["next_hand"] = "next_hand"


class End(Request):
    """End the match (a seat, a watcher; in a room the host)."""
    type: Literal["end"] = "end"


# ---------------------------------------------------------------- a room's requests
class RoomRequest(Request):
    faces: ClassVar[frozenset[str]] = frozenset({"room"})
    #: only the room's host may ask it
    host_only: ClassVar[bool] = False
    #: the seats may change with it (everyone's table is sent again)
    moves_seats: ClassVar[bool] = False


class Join(RoomRequest):
    """Join the room as ``name`` (with a profile's ``face``), sitting at ``seat`` if given."""
    type: Literal["join"] = "join"
    name: Any = Field(None, description="the name shown to the room")
    face: Any = Field(None, description="a profile face's seed")
    seat: Any = Field(None, description="a seat number, or none")


class Sit(RoomRequest):
    type: Literal["sit"] = "sit"
    moves_seats: ClassVar[bool] = True
    seat: Any = Field(None, description="a seat number")


class Stand(RoomRequest):
    type: Literal["stand"] = "stand"
    moves_seats: ClassVar[bool] = True


class Leave(RoomRequest):
    """Stop being a member (the socket stays, as a spectator's)."""
    type: Literal["leave"] = "leave"
    moves_seats: ClassVar[bool] = True


class Ready(RoomRequest):
    """I am ready for the next hand."""
    type: Literal["ready"] = "ready"


class Say(RoomRequest):
    """Say a quick phrase (the page writes it in each reader's language)."""
    type: Literal["say"] = "say"
    phrase: Any = Field(None, description="one of room_commands.PHRASES")


class Chat(RoomRequest):
    """Say a line of text (when the room allows chat)."""
    type: Literal["chat"] = "chat"
    text: Any = Field(None, description="plain text, 1 to 200 characters")


class Object(RoomRequest):
    """Object to the claim waiting."""
    type: Literal["object"] = "object"


class Agree(RoomRequest):
    """Agree to the claim waiting."""
    type: Literal["agree"] = "agree"


class HostRequest(RoomRequest):
    host_only: ClassVar[bool] = True


class Move(HostRequest):
    type: Literal["move"] = "move"
    moves_seats: ClassVar[bool] = True
    member: Any = Field(None, description="a member's id")
    seat: Any = Field(None, description="a seat number, or none")


class Fill(HostRequest):
    """Give ``seat`` to the room's AI (``ai`` true) or leave it open."""
    type: Literal["fill"] = "fill"
    seat: Any = Field(None, description="a seat number")
    ai: Any = Field(True, description="true: the AI sits there")


class Remove(HostRequest):
    type: Literal["remove"] = "remove"
    moves_seats: ClassVar[bool] = True
    member: Any = Field(None, description="a member's id")


class MakeHost(HostRequest):
    type: Literal["make_host"] = "make_host"
    member: Any = Field(None, description="a member's id")


class ChangeSettings(HostRequest):
    type: Literal["settings"] = "settings"
    settings: Any = Field(None, description="the room's settings to change (variant, options, ai, chat, ...)")


class Start(HostRequest):
    type: Literal["start"] = "start"


class Rematch(HostRequest):
    type: Literal["rematch"] = "rematch"
    swap: Any = Field(False, description="true: the teams change places")


class RoomNextHand(HostRequest):
    type: Literal["next_hand"] = "next_hand"


class RoomEnd(HostRequest):
    type: Literal["end"] = "end"


class Lobby(HostRequest):
    type: Literal["lobby"] = "lobby"
    moves_seats: ClassVar[bool] = True


class CloseRoom(HostRequest):
    type: Literal["close"] = "close"


class Unknown(Request):
    """A ``type`` no request of this socket has (answered with an error naming it)."""


TABLE_REQUESTS: tuple[type[Request], ...] = (Sync, SetLang, Act, Check, Hint, NextHand, End)
ROOM_REQUESTS: tuple[type[Request], ...] = (Sync, SetLang, Act, Check, Hint, Join, Sit, Stand, Leave, Ready, Say,
                                            Chat, Object, Agree, Move, Fill, Remove, MakeHost, ChangeSettings,
                                            Start, Rematch, RoomNextHand, RoomEnd, Lobby, CloseRoom)


def _by_type(models: tuple[type[Request], ...]) -> dict[str, type[Request]]:
    return {m.model_fields["type"].default: m for m in models}


SEAT_TYPES = _by_type(TABLE_REQUESTS)
ROOM_TYPES = _by_type(ROOM_REQUESTS)


def parse(msg: dict[str, Any], types: dict[str, type[Request]]) -> Request:
    """The request ``msg`` (a JSON object whose ``type`` is a string) is, among ``types`` (``SEAT_TYPES``,
    ``ROOM_TYPES``): its model, or :class:`Unknown`. Never raises: a field's value is checked where it is used."""
    model = types.get(msg["type"])
    if model is None:
        return Unknown(type=msg["type"], id=msg.get("id"))
    return model.model_validate(msg)


# ---------------------------------------------------------------- replies
class ErrorReply(BaseModel):
    """A request refused (nothing changed), or a socket refused before it closes: ``code`` for programs, the
    message id ``message_id`` with its ``params`` for people. On the wire: ``{"type": "error", "code", "message",
    "id"?}``, the message written in the connection's language (:meth:`wire`)."""

    model_config = ConfigDict(frozen=True)
    code: str = Field(description="for programs: malformed, size, rate, auth, origin, turn, illegal, watching, "
                                  "busy, refused, store-unavailable, or a room's refusal")
    message_id: str = Field(description="the catalogs' message id of the text")
    params: dict[str, Any] = Field(default_factory=dict, description="the message's parameters")
    id: RequestId = None

    def wire(self, write: Callable[..., str]) -> dict[str, Any]:
        """The message as sent: its text written by ``write(message_id, **params)`` (a localizer)."""
        out: dict[str, Any] = {"type": "error", "code": self.code, "message": write(self.message_id, **self.params)}
        if self.id is not None:
            out["id"] = self.id
        return out


class Reply(BaseModel):
    """A server message sent in reply to one request, a review or a room's notice: fields the page does not read
    may be added. (What is sent at every step or change is typed by TypedDicts: :class:`Update`, :class:`Ack`,
    :class:`RoomState`.)"""
    model_config = ConfigDict(extra="allow")
    type: str
    id: RequestId = None

    def wire(self) -> dict[str, Any]:
        """The message as sent: the fields given to the model (a field left out is not sent), ``type`` first and
        ``id`` (when given, ``None`` too: a request without one is answered with ``"id": null``) last."""
        out = self.model_dump(exclude_unset=True)
        if "id" in out:
            out["id"] = out.pop("id")
        return out


class ErrorWire(Reply):
    """An :class:`ErrorReply` as sent."""
    type: Literal["error"]
    code: str
    message: str = Field(description="written in the connection's language")


class Update(TypedDict):
    """The table from this socket's chair: the events since the last update (in words) and the snapshot. Sent to
    every subscriber at every step (``fanout``: built and encoded once per viewer and language), on connecting,
    and as the answer to a ``sync`` (with its ``id``: last on a seat's socket, before ``state`` on a room's)."""
    type: Literal["update"]
    events: list[Any]
    state: dict[str, Any]
    id: NotRequired[RequestId]


class Ack(TypedDict):
    """An action was applied and stored (``step``: its place in the match). The manager writes it without the
    ``id``; the socket that asked adds its request's ``id`` (last)."""
    type: Literal["ack"]
    action: str
    step: int
    id: NotRequired[RequestId]


class BotFault(ErrorWire):
    """To everyone at the table, once a hand per seat: the bot of ``seat`` failed (``kind``: timeout, illegal,
    unreadable, crash) and a legal move was played for it (``code`` server-bot-fault; no request failed)."""
    seat: int
    kind: str


class CheckReply(Reply):
    type: Literal["check"]
    ok: bool
    action: str | None = None
    message: str | None = None


class HintReply(Reply):
    type: Literal["hint"]
    action: str


class LangReply(Reply):
    type: Literal["lang"]
    lang: str


class Done(Reply):
    """A request with an ``id`` was carried out (``request``: its type)."""
    type: Literal["done"]
    request: str


class Review(Reply):
    """A hand's review of this seat's play (some time after the hand)."""
    type: Literal["review"]
    review: dict[str, Any]


class ClaimView(TypedDict):
    """A claim waiting in a room (``room_claims``): the claimant's seat, name and cards, the seconds left to object
    (one decimal) and the members who agreed."""
    seat: int
    name: str
    cards: str
    left: float
    agreed: list[str]


class RoomView(RoomPublic):
    """The room as its state is sent (``table.room.RoomPublic``), with the ``claim`` waiting for objections, if
    any, and where the others last objected to one (``objected``: [hand, step, seat]; no claim by that seat
    there)."""
    claim: ClaimView | None
    objected: list[int] | None


class RoomState(TypedDict):
    """The room as everyone sees it, with ``you``: to everyone in the room at every change (built once per change;
    each member's copy differs in ``you`` alone), and as the answer to a ``sync`` (with its ``id``, last)."""
    type: Literal["room"]
    room: RoomView
    id: NotRequired[RequestId]


class Joined(Reply):
    type: Literal["joined"]
    member: str
    secret: str
    code: str


class Said(Reply):
    type: Literal["said"]
    member: str
    name: str
    phrase: str | None = None
    text: str | None = None


class Waiting(Reply):
    """A start or rematch waits for the server's AI (to everyone in the room)."""
    type: Literal["waiting"]
    request: str
    reason: str


#: a number of seconds, written as given: an int stays an int (``10``), a float a float (``10.0``, ``7.5``)
Seconds = Annotated[int | float, Field(ge=0, description="seconds, written as given (10 or 10.0)")]


class ClaimWaiting(Reply):
    """The answer to a claim that waits for the others (``left``: the room's claim seconds, as configured)."""
    type: Literal["claim_waiting"]
    left: Seconds


class ClaimEnded(Reply):
    type: Literal["claim_ended"]
    outcome: str
    seat: int
    name: str
    by: str | None = None


class Gone(Reply):
    """Sent before the server closes the socket: ``replaced`` (opened elsewhere), ``removed``, ``closed``."""
    type: Literal["replaced", "removed", "closed"]


#: everything the server sends: the reply models, and the messages sent at every step or change (TypedDicts)
REPLIES: tuple[type, ...] = (Update, Ack, CheckReply, HintReply, LangReply, Done, ErrorWire, BotFault, Review,
                            RoomState, Joined, Said, Waiting, ClaimWaiting, ClaimEnded, Gone)


def json_schema() -> dict[str, Any]:
    """The protocol's JSON Schema: ``seat`` and ``room`` (what a client may send on each socket) and ``server``
    (what the server sends), each a union on ``type``."""
    def union(models: tuple[type, ...]) -> dict[str, Any]:
        adapter: TypeAdapter[Any] = TypeAdapter(reduce(or_, models))
        return adapter.json_schema(ref_template="#/$defs/{model}")

    seat, room, server = union(TABLE_REQUESTS), union(ROOM_REQUESTS), union(REPLIES)
    defs: dict[str, Any] = {}
    for part in (seat, room, server):
        defs.update(part.pop("$defs", {}))
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "tricktable socket protocol",
            "$defs": dict(sorted(defs.items())),
            "properties": {"seat": seat, "room": room, "server": server}}


__all__ = ["ROOM_TYPES", "SEAT_TYPES", "ErrorReply", "Request", "Unknown", "json_schema", "parse"]
