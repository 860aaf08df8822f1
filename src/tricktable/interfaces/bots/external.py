"""The host side of the tricktable protocol: a player whose decisions come from a bot program.

``cmd:python mybot.py`` runs the bot as a subprocess (JSON lines over stdio); ``http:http://127.0.0.1:8765`` posts
each message to a URL. The player follows the table's hooks (:mod:`tricktable.ai.seating`): ``start_match`` sends
``hello`` and waits for ``ready``, ``choose`` sends ``act`` and reads ``action``, ``observe`` and ``start_hand`` send
``event``, ``end_match`` sends ``end``. It sends only the seat's view and the events that seat may see.

A bot that does not answer in time, crashes or answers garbage raises :class:`~tricktable.ai.faults.BotFault`; the
driver plays the fallback move and counts it. After :data:`DEAD_AFTER` timeouts in a row, or a crash, the bot is
not asked again in this match (its later moves are fallback moves, not new faults); the next match starts afresh.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Callable, Sequence
from typing import Any

from ...ai.faults import BotFault
from ...ai.seating import PlayContext, TimeControl
from ...engine import Action, Event, RuleError
from ...engine.game import View
from ...engine.match import AnyGame
from . import protocol as p
from .transport import POOL, HttpChannel, StdioChannel

#: how long a bot may take to start and answer hello or /hi (a Python bot imports its libraries first; a container
#: starts its server); the environment variable TRICKTABLE_BOT_STARTUP_SECONDS changes it
STARTUP_SECONDS = float(os.environ.get("TRICKTABLE_BOT_STARTUP_SECONDS", "20"))
#: the decision time limit when the match has no time control, so that a hung bot never stops a match
DEFAULT_DECISION_MS = 10_000.0
#: consecutive timeouts after which a bot is taken for hung and not asked again this match
DEAD_AFTER = 3


class BotHealth:
    """Whether a bot is still asked this match: not after a crash, nor after :data:`DEAD_AFTER` timeouts in a row."""

    def __init__(self) -> None:
        self.down: BotFault | None = None  # why the bot is not asked again this match
        self.timeouts_in_a_row = 0

    def reset(self) -> None:
        self.down, self.timeouts_in_a_row = None, 0

    def check(self) -> None:
        if self.down is not None:
            raise self.down

    def failed(self, f: BotFault) -> None:
        if f.kind == "timeout":
            self.timeouts_in_a_row += 1
            if self.timeouts_in_a_row >= DEAD_AFTER:
                self.down = BotFault("timeout", f"{DEAD_AFTER} timeouts in a row: not asked again this match",
                                     counted=False)
        elif f.kind == "crash":
            self.down = BotFault("crash", f.message, counted=False)

    def answered(self) -> None:
        self.timeouts_in_a_row = 0


def decision_ms(context: PlayContext | None) -> float:
    """How long to wait for this decision: the clock's time left, else :data:`DEFAULT_DECISION_MS`."""
    left = None if context is None else context.time_left_ms()
    return DEFAULT_DECISION_MS if left is None else left


class ProtocolPlayer:
    """A seat played by a bot program over a channel (stdio or HTTP)."""

    external = "offered"  # the program is offered a claim among the legal actions and decides (ai.seating)

    def __init__(self, game: AnyGame, kind: str, open_channel: Callable[[], Any], close_channel: Callable[[Any], None],
                 startup_seconds: float = STARTUP_SECONDS) -> None:
        self.name = kind
        self.kind = kind
        self.game = game
        self._open, self._close = open_channel, close_channel
        self.startup_seconds = startup_seconds
        self.channel: Any = None
        self.session = ""
        self.context: PlayContext | None = None
        self.bot_name = ""
        self.wants_events = True
        self.health = BotHealth()
        self.asked = 0

    # ------------------------------------------------------------ match life
    def probe(self) -> None:
        """Start the bot and say hello once (the arena calls this before a long run); ValueError if it cannot."""
        try:
            self._hello(self.game, 0, TimeControl())
            self._send(p.end([], None, self.session))
        except BotFault as f:
            raise ValueError(f"{self.kind} cannot play: {f}") from None
        finally:
            self.close()

    def start_match(self, game: AnyGame, context: PlayContext) -> None:
        self.context = context
        self._hello(game, context.seat, context.time_control)

    def _hello(self, game: AnyGame, seat: int, control: TimeControl) -> None:
        self.close()
        self.health.reset()
        self.asked = 0
        self.session = secrets.token_hex(8)
        try:
            self.channel = self._open()
            reply = self.channel.request(p.hello(game, seat, control, self.session), self.startup_seconds, "ready")
            self.bot_name, self.wants_events = p.read_ready(reply)
        except (ValueError, BotFault) as e:
            f = e if isinstance(e, BotFault) else BotFault("unreadable" if isinstance(e, p.ProtocolError) else "crash",
                                                           str(e))
            self.health.down = BotFault(f.kind, f"did not start: {f.message}", counted=False)
            raise f from None
        if self.bot_name:
            self.name = f"{self.bot_name} ({self.kind})"

    def start_hand(self, game: AnyGame, view: View, number: int) -> None:
        if self.wants_events:
            started = Event("hand_started", view.dealer, value=number)
            self._send(p.event(game, [started], self.session))

    def observe(self, game: AnyGame, view: View, events: Sequence[Event]) -> None:
        if self.wants_events:
            self._send(p.event(game, events, self.session))

    def end_match(self, game: AnyGame, scores: Sequence[Any], winner: int | None) -> None:
        self._send(p.end(scores, winner, self.session))

    def close(self) -> None:
        if self.channel is not None:
            channel, self.channel = self.channel, None
            self._close(channel)

    def _send(self, message: dict[str, Any]) -> None:
        if self.health.down is not None or self.channel is None:
            return
        try:
            self.channel.send(message, 2.0)
        except BotFault as f:
            self.health.down = BotFault(f.kind, f.message, counted=False)
            raise

    # ------------------------------------------------------------ decisions
    def choose(self, game: AnyGame, view: View, legal: Sequence[Action]) -> Action:
        self.health.check()
        if self.channel is None:
            raise BotFault("crash", "the bot was never started (no start_match)", counted=False)
        limit_ms = decision_ms(self.context)
        self.asked += 1
        message = p.act(game, view, legal, limit_ms, self.session, self.asked)
        try:
            reply = self.channel.request(message, limit_ms / 1000.0, "action", self.asked)
        except BotFault as f:
            self.health.failed(f)
            raise
        self.health.answered()
        try:
            return game.parse_action(p.read_action(reply))
        except (p.ProtocolError, RuleError) as e:
            raise BotFault("unreadable", str(e)) from None


def stdio_player(game: AnyGame, seed: int, command: str) -> ProtocolPlayer:
    """The ``cmd:COMMAND`` kind: a bot process from this process's pool."""
    return ProtocolPlayer(game, f"cmd:{command}", lambda: POOL.acquire(command), _release)


def _release(channel: StdioChannel) -> None:
    POOL.release(channel)


def http_player(game: AnyGame, seed: int, url: str) -> ProtocolPlayer:
    """The ``http:URL`` kind: a bot behind a URL, one POST per message."""
    HttpChannel(url)  # a bad URL fails here, when the player is made
    return ProtocolPlayer(game, f"http:{url}", lambda: HttpChannel(url), lambda channel: channel.close())
