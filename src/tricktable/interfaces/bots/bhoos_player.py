"""The ``bhoos:URL`` player kind: a Callbreak seat played by a bot that speaks the Bhoos competition protocol.

Before a match the host polls ``GET /hi`` until the bot answers ``{"value": "hello"}``. Each call is a ``POST /bid``
and each card a ``POST /play`` with the exact payloads of docs/rules/callbreak.md (:mod:`.bhoos`). ``timeBudget`` is the
time the seat has left for this round (the match's per-hand budget; without one, the per-decision limit). The
answer must come within the decision's time left; a late, unreadable or illegal answer gets the fallback move (the
minimum call, the lowest-ranked legal card) and is counted by the table or the arena.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from ...ai.faults import BotFault
from ...ai.seating import PlayContext
from ...engine import Action
from ...engine.match import AnyGame
from ...games.callbreak.view import CallbreakView
from . import bhoos
from .external import STARTUP_SECONDS, BotHealth, decision_ms
from .transport import HttpChannel

#: how often ``/hi`` is polled while a bot starts
POLL_SECONDS = 0.1


class BhoosPlayer:
    """One Callbreak seat behind a Bhoos-protocol URL."""

    external = "never"  # the Bhoos protocol has no claims: the seat is never offered one (ai.seating)

    def __init__(self, game: AnyGame, url: str, startup_seconds: float = STARTUP_SECONDS) -> None:
        bhoos.check_game(game)
        self.name = f"bhoos:{url}"
        self.url = url
        self.channel = HttpChannel(url)  # a bad URL fails here
        self.startup_seconds = startup_seconds
        self.context: PlayContext | None = None
        self.health = BotHealth()

    def hi(self) -> None:
        """Poll ``GET /hi`` until the bot says hello (raises BotFault when it never does)."""
        deadline = time.perf_counter() + self.startup_seconds
        last: Exception | None = None
        while True:
            try:
                reply = self.channel.call("GET", "/hi", None, max(0.05, min(2.0, deadline - time.perf_counter())))
                if isinstance(reply, dict) and reply.get("value") == "hello":
                    return
                last = BotFault("unreadable", f'/hi answered {reply!r}, not {{"value": "hello"}}')
            except BotFault as f:
                last = f
            if time.perf_counter() >= deadline:
                assert last is not None
                kind = last.kind if isinstance(last, BotFault) else "crash"
                raise BotFault(kind, f"{self.url}/hi: {last}")
            time.sleep(POLL_SECONDS)

    def probe(self) -> None:
        try:
            self.hi()
        except BotFault as f:
            raise ValueError(f"{self.name} cannot play: {f.message}") from None
        finally:
            self.close()

    def start_match(self, game: AnyGame, context: PlayContext) -> None:
        self.context = context
        self.health.reset()
        try:
            self.hi()
        except BotFault as f:
            self.health.down = BotFault(f.kind, f"did not start: {f.message}", counted=False)
            raise

    def close(self) -> None:
        self.channel.close()

    def choose(self, game: AnyGame, view: CallbreakView, legal: Sequence[Action]) -> Action:
        self.health.check()
        limit = decision_ms(self.context)
        if view.phase == "bid":
            path, body = "/bid", bhoos.bid_payload(view)
        else:
            hand_left = None
            if self.context is not None and self.context.time_control.hand_ms is not None:
                hand_left = self.context.time_left_ms()
            path, body = "/play", bhoos.play_payload(view, limit if hand_left is None else hand_left)
        try:
            reply = self.channel.call("POST", path, body, limit / 1000.0)
        except BotFault as f:
            self.health.failed(f)
            raise
        self.health.answered()
        if not isinstance(reply, dict) or "value" not in reply:
            raise BotFault("unreadable", f'{path} answered {str(reply)[:80]!r}, not {{"value": ...}}')
        try:
            return bhoos.read_answer(game, reply["value"], view.phase)
        except ValueError as e:
            raise BotFault("unreadable", f"{path}: {e}") from None


def bhoos_player(game: AnyGame, seed: int, url: str) -> BhoosPlayer:
    """Factory of the ``bhoos:URL`` kind."""
    return BhoosPlayer(game, url)
