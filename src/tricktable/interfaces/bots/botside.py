"""The bot side of the tricktable protocol: our AI answering any host (``tricktable bot stdio``, ``bot serve``).

:class:`ProtocolBot` keeps one :class:`BotSession` per ``session`` id: ``hello`` builds the game from its variant
and options and a player of the chosen level for the seat; ``act`` reads the view back into the family's view
object (``Game.view_from_json``) and answers within ``time_left_ms``; ``event`` is noted; ``end`` forgets the
session. A message it cannot follow gets ``{"type": "error", "message": ...}``. At most :data:`MAX_SESSIONS`
sessions are kept (the oldest goes first), so no host can make it hold unbounded state.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from ...ai import make_player
from ...ai.seating import TimeControl
from ...engine import RuleError, get_game
from ...engine.claims import claim_in
from ...engine.match import AnyGame
from ...engine.viewjson import ViewFormatError
from . import protocol as p
from .timed import MARGIN_MS, context_for, decide_in_time

MAX_SESSIONS = 256


def error(message: str) -> dict[str, Any]:
    return {"type": "error", "message": message}


class BotSession:
    """One seat of one match, played by our AI."""

    def __init__(self, hello: dict[str, Any], level: str, seed: int) -> None:
        variant, options = hello.get("variant"), hello.get("options") or {}
        if not isinstance(variant, str) or not isinstance(options, dict):
            raise p.ProtocolError('hello needs "variant" (text) and "options" (an object)')
        self.game: AnyGame = get_game(variant, options)
        seat = hello.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.game.num_seats:
            raise p.ProtocolError(f'hello\'s "seat" must be 0-{self.game.num_seats - 1}, not {seat!r}')
        self.seat = seat
        control = hello.get("time_control") or {}
        try:
            self.control = TimeControl(control.get("decision_ms"), control.get("hand_ms"))
        except (AttributeError, TypeError, ValueError) as e:
            raise p.ProtocolError(f"hello's time_control: {e}") from None
        self.player = make_player(level, self.game, seed)
        self.lock = threading.Lock()

    def act(self, message: dict[str, Any]) -> dict[str, Any]:
        game = self.game
        try:
            data = message.get("view")
            if not isinstance(data, dict):
                raise ViewFormatError("a view is a JSON object")
            view = game.view_from_json(data)
            legal = [game.parse_action(str(t)) for t in message.get("legal") or []]
        except (RuleError, ValueError, TypeError, NotImplementedError) as e:
            return error(f"cannot read act: {e}")
        if not legal:
            return error('act has no "legal" actions')
        if view.seat != self.seat:
            return error(f"act shows seat {view.seat}'s view; this session plays seat {self.seat}")
        claim = claim_in(legal)
        if claim is not None:  # offered only when the rules prove it (engine.claims): our AI claims, as at a table
            return p.action(message.get("id"), game.format_action(claim))
        left = message.get("time_left_ms")
        budget = None if not isinstance(left, (int, float)) or isinstance(left, bool) else max(0.0, left - MARGIN_MS)
        start = getattr(self.player, "start_match", None)
        if callable(start):  # the clock of this decision (the host's time left, less the way back)
            start(game, context_for(self.seat, self.control, budget))
        try:
            action, _ = decide_in_time(self.player, game, view, legal, None if budget is None else budget / 1000,
                                       self.lock)
        except Exception as e:  # noqa: BLE001 - our AI failing must still answer the host
            action = game.fallback_action(legal)
            return p.action(message.get("id"), game.format_action(action)) | {"note": f"fallback: {e}"}
        return p.action(message.get("id"), game.format_action(action))


class ProtocolBot:
    """Our AI at ``level`` as a protocol bot serving any number of sessions (bounded)."""

    def __init__(self, level: str = "normal", seed: int = 0, name: str | None = None) -> None:
        self.level, self.seed = level, seed
        self.name = name or f"tricktable {level}"
        self.sessions: OrderedDict[str, BotSession] = OrderedDict()
        self._lock = threading.Lock()

    def handle(self, message: dict[str, Any]) -> dict[str, Any] | None:
        """The answer to one host message (None for messages that want none: ``event``, ``end``)."""
        kind = message.get("type")
        session = str(message.get("session", ""))
        if kind == "hello":
            try:
                s = BotSession(message, self.level, self.seed)
            except (RuleError, ValueError) as e:
                return error(str(e))
            with self._lock:
                self.sessions[session] = s
                self.sessions.move_to_end(session)
                while len(self.sessions) > MAX_SESSIONS:
                    self.sessions.popitem(last=False)
            return p.ready(self.name, events=False)
        if kind == "act":
            with self._lock:
                found = self.sessions.get(session)
            if found is None:
                return error(f"no session {session!r}: send hello first")
            return found.act(message)
        if kind == "end":
            with self._lock:
                self.sessions.pop(session, None)
            return None
        if kind == "event":
            return None
        return error(f"unknown message type {kind!r}")


def serve_stdio(bot: ProtocolBot, stdin: Any, stdout: Any) -> None:
    """Answer host messages read as JSON lines from ``stdin`` on ``stdout`` until ``stdin`` ends."""
    for line in stdin:
        if not line.strip():
            continue
        try:
            reply = bot.handle(p.decode(line))
        except p.ProtocolError as e:
            reply = error(str(e))
        except Exception as e:  # noqa: BLE001 - one message must never end the bot
            reply = error(f"the bot failed on this message: {e}")
        if reply is not None:
            stdout.write(p.encode(reply) + "\n")
            stdout.flush()
