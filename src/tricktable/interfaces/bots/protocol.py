"""The tricktable bot protocol, version 1: the messages and how to read them (``docs/protocol.md`` is the spec).

Messages are JSON objects with a ``type``. The host (the program running the match) sends ``hello`` (protocol
version, variant, options, seat, time control) and the bot answers ``ready`` with its name; for each decision the
host sends ``act`` (the seat's view exactly as ``game.view(state, seat).to_json()`` gives it, the legal actions as
text, the time left) and the bot answers ``action``; the host sends ``event`` messages for what happened and ``end``
when the match is over. Every host message carries the ``session`` it belongs to (one seat in one match).

This module knows no transport: :mod:`.transport` carries the messages over stdio or HTTP.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from ...ai.seating import TimeControl
from ...engine import Action
from ...engine.game import View
from ...engine.match import AnyGame

VERSION = 1
#: the longest message a host or bot reads (a Tractor view is about 10 KB)
MAX_MESSAGE = 1 << 20
#: the longest action text and the most digits in one of its numbers a bot may send (no rule needs more)
MAX_ACTION = 200
MAX_DIGITS = 6
_LONG_NUMBER = re.compile(rf"\d{{{MAX_DIGITS + 1},}}")


class ProtocolError(ValueError):
    """A message that does not follow the protocol (not JSON, no type, a missing field), with the reason."""


def encode(message: dict[str, Any]) -> str:
    """One message as one line of JSON (no newline inside; exact decimals such as 4.1 stay 4.1)."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False, default=str)


def decode(text: str | bytes) -> dict[str, Any]:
    """A message from its JSON text (raises :class:`ProtocolError` saying what is wrong)."""
    if len(text) > MAX_MESSAGE:
        raise ProtocolError(f"a message is at most {MAX_MESSAGE} bytes")
    try:
        message = json.loads(text)
    except (ValueError, UnicodeDecodeError) as e:
        shown = text[:80] if isinstance(text, str) else text[:80].decode("utf-8", "replace")
        raise ProtocolError(f"not JSON ({e}): {shown!r}") from None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise ProtocolError('a message is a JSON object with a "type"')
    return message


# ---------------------------------------------------------------- host -> bot


def hello(game: AnyGame, seat: int, time_control: TimeControl, session: str) -> dict[str, Any]:
    return {"type": "hello", "protocol": VERSION, "session": session, "variant": game.key,
            "options": json.loads(encode(game.options())), "seat": seat, "seats": game.num_seats,
            "scoring": game.scoring_unit, "time_control": time_control.to_json()}


def act(game: AnyGame, view: View, legal: Sequence[Action], time_left_ms: float | None, session: str,
        number: int) -> dict[str, Any]:
    """A decision: the seat's view, the actions on offer (every legal one, or the sensible candidates where the
    full list explodes, as in Tractor; any action the rules allow is accepted) and the time left."""
    return {"type": "act", "session": session, "id": number, "view": view.to_json(),
            "legal": [game.format_action(a) for a in legal],
            "time_left_ms": None if time_left_ms is None else int(time_left_ms)}


def event(game: AnyGame, events: Sequence[Any], session: str) -> dict[str, Any]:
    return {"type": "event", "session": session, "events": [game.event_json(e) for e in events]}


def end(scores: Sequence[Any], winner: int | None, session: str) -> dict[str, Any]:
    return {"type": "end", "session": session, "scores": list(scores), "winner": winner}


# ---------------------------------------------------------------- bot -> host


def ready(name: str, events: bool = True) -> dict[str, Any]:
    return {"type": "ready", "protocol": VERSION, "name": name, "events": events}


def action(number: int | None, text: str) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "action", "action": text}
    if number is not None:
        out["id"] = number
    return out


def read_ready(message: dict[str, Any]) -> tuple[str, bool]:
    """The bot's name and whether it wants ``event`` messages, from its ``ready`` (raises ProtocolError)."""
    if message.get("type") != "ready":
        raise ProtocolError(f'the bot answered hello with "{message.get("type")}", not "ready"')
    version = message.get("protocol", VERSION)
    if version != VERSION:
        raise ProtocolError(f"the bot speaks protocol {version!r}; this host speaks {VERSION}")
    name = message.get("name", "bot")
    return (str(name)[:60] or "bot"), bool(message.get("events", True))


def read_action(message: dict[str, Any]) -> str:
    """The action text of an ``action`` message (raises ProtocolError)."""
    text = message.get("action")
    if message.get("type") != "action" or not isinstance(text, str):
        raise ProtocolError('an answer to act is {"type": "action", "action": "play AS"}')
    if len(text) > MAX_ACTION or _LONG_NUMBER.search(text):
        raise ProtocolError(f"an action is at most {MAX_ACTION} characters, its numbers at most {MAX_DIGITS} digits")
    return text
