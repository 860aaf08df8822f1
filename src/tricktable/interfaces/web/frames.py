"""Reading one client frame of a socket, and the ``error`` replies a socket sends.

:func:`read_message` checks a text frame (JSON, an object, its ``id``, its depth, its size, every value writable
back) before :func:`~.protocol.parse` makes a request of it; :func:`told` writes an ``error`` reply
(:class:`~.protocol.ErrorReply`) in the reader's language. Plain functions of text and dicts: the socket
transport (``ws``) and the services (seats, rooms) share them without importing a web framework.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

import orjson

from ...i18n import LANGUAGES, localizer
from .protocol import ErrorReply, ErrorWire

MAX_MESSAGE = 2048
MAX_ID = 64
MAX_DEPTH = 4  # a message is an object of plain values; a few levels leave room to grow
_NO_ID = object()
#: no game's action holds a number this long; one could not be written back
LONG_NUMBER = re.compile(r"\d{10}")


def error(code: str, message: str, msg_id: Any = None) -> dict[str, Any]:
    """An ``error`` message whose text is written already (:class:`~.protocol.ErrorWire`), with the request's
    ``id`` when known."""
    if msg_id is None:
        return ErrorWire(type="error", code=code, message=message).wire()
    return ErrorWire(type="error", code=code, message=message, id=msg_id).wire()


def told(lang: str, code: str, msg_id: str, request_id: Any = None, /, **params: Any) -> dict[str, Any]:
    """An ``error`` message (:class:`~.protocol.ErrorReply` as sent): ``code`` for programs, the message
    ``msg_id`` with its ``params`` written in ``lang`` for people, the request's id if known."""
    reply = ErrorReply(code=code, message_id=msg_id, params=params, id=request_id)
    return reply.wire(localizer(lang if lang in LANGUAGES else "en"))


def read_message(raw: str, lang: str = "en") -> tuple[dict[str, Any] | None, Any, dict[str, Any] | None]:
    """``(message, id, error)``: the parsed object and its id, or the error to answer in ``lang`` (with the id if
    readable)."""
    try:
        msg = json.loads(raw, parse_constant=_no_constant)
    except RecursionError:
        return None, None, told(lang, "malformed", "socket-too-deep")
    except ValueError:
        return None, None, told(lang, "malformed", "socket-not-json")
    if not isinstance(msg, dict):
        return None, None, told(lang, "malformed", "socket-not-object")
    msg_id = msg.get("id", _NO_ID)
    if msg_id is _NO_ID or msg_id is None:
        msg_id = None
    elif not _valid_id(msg_id):
        return None, None, told(lang, "malformed", "socket-bad-id", most=MAX_ID)
    if _too_deep(msg, MAX_DEPTH):
        return None, msg_id, told(lang, "malformed", "socket-too-deep", msg_id)
    if not _writable(msg):
        return None, msg_id, told(lang, "malformed", "socket-unwritable", msg_id)
    if len(raw) > MAX_MESSAGE:
        return None, msg_id, told(lang, "size", "socket-too-large", msg_id, most=MAX_MESSAGE)
    if not isinstance(msg.get("type"), str):
        return None, msg_id, told(lang, "malformed", "socket-not-object", msg_id)
    return msg, msg_id, None


def _too_deep(value: Any, limit: int) -> bool:
    """True if lists or objects nest more than ``limit`` levels (without recursion)."""
    stack = [(value, 1)]
    while stack:
        v, depth = stack.pop()
        if isinstance(v, dict | list):
            if depth > limit:
                return True
            stack.extend((x, depth + 1) for x in (v.values() if isinstance(v, dict) else v))
    return False


def _writable(value: Any) -> bool:
    """True if ``value`` can be written back as JSON: no lone surrogate in a text (``"\\ud800"`` reads as one), no
    integer past 64 bits. Anything a reply echoes comes from such a message."""
    try:
        orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS)
    except orjson.JSONEncodeError:
        return False
    return True


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _valid_id(value: Any) -> bool:
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return abs(value) < 2**53
    if isinstance(value, float):
        return math.isfinite(value)
    return isinstance(value, str) and len(value) <= MAX_ID and _writable(value)
