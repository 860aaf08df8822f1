"""The players of one match as a driver sees them: their hooks, clocks and faults.

Every player has ``choose(game, view, legal)``. A player may also define any of these hooks, and every driver (the
table, the arena, the web) calls the ones it has, always with this seat's view only:

``start_match(game, context)``
    before the first hand; ``context`` is this seat's :class:`PlayContext` (seat, time control, a live clock).
``start_hand(game, view, number)``
    after each deal (``number`` is the hand's number in the match, 1 first).
``observe(game, view, events)``
    after every step, with the events this seat may see (its own moves included) and the view after the step.
``end_hand(game, view, result)``
    when a hand is over (``result`` is ``game.hand_result``: the family's typed result, ``result.to_json()`` its
    JSON).
``end_match(game, scores, winner)``
    when the match is over (or stopped).
``close()``
    when the driver is done with the player (an external bot gives back its process or connection).
``probe()``
    called by a driver before a long run (the arena) to fail at once when the player cannot play at all (an
    external bot that does not answer raises ``ValueError`` saying why).

A hook that raises :class:`~.faults.BotFault` is counted as that seat's fault and the match goes on. The
:class:`Seating` here is the one implementation of these calls, of the clock and of the fault policy, shared by the
table and the arena so that both count and fall back alike.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine import Action, Event, HandResult, RuleError
from ..engine.claims import claim_in
from ..engine.match import AnyGame
from .faults import FALLBACK, BotFault, FaultPolicy, Faults, IllegalAnswer

HOOKS = ("start_match", "start_hand", "observe", "end_hand", "end_match", "close")


@dataclass(frozen=True)
class TimeControl:
    """How long a seat may think: at most ``decision_ms`` per decision and ``hand_ms`` in total per hand (the
    Bhoos competition's ``timeBudget`` is a per-hand budget). ``None`` means no limit of that kind."""

    decision_ms: float | None = None
    hand_ms: float | None = None

    def __post_init__(self) -> None:
        for name in ("decision_ms", "hand_ms"):
            v = getattr(self, name)
            if v is not None and not v > 0:
                raise ValueError(f"{name} must be a positive number of milliseconds, not {v!r}")

    @property
    def unlimited(self) -> bool:
        return self.decision_ms is None and self.hand_ms is None

    def to_json(self) -> dict[str, float | None]:
        return {"decision_ms": self.decision_ms, "hand_ms": self.hand_ms}


class SeatClock:
    """One seat's clock: the hand budget it has used, and the decision under way (wall-clock time)."""

    def __init__(self, control: TimeControl) -> None:
        self.control = control
        self.used_ms = 0.0
        self._since: float | None = None

    def start_hand(self) -> None:
        self.used_ms = 0.0

    def begin(self) -> None:
        self._since = time.perf_counter()

    def end(self) -> float:
        """Stop the decision's clock; the milliseconds it took (charged to the hand budget)."""
        if self._since is None:
            return 0.0
        spent = (time.perf_counter() - self._since) * 1000.0
        self._since = None
        self.used_ms += spent
        return spent

    def time_left_ms(self) -> float | None:
        """Milliseconds this seat may still use now (None: unlimited), counting the decision under way."""
        c = self.control
        running = 0.0 if self._since is None else (time.perf_counter() - self._since) * 1000.0
        limits = []
        if c.decision_ms is not None:
            limits.append(c.decision_ms - running)
        if c.hand_ms is not None:
            limits.append(c.hand_ms - self.used_ms - running)
        return max(0.0, min(limits)) if limits else None


@dataclass(frozen=True)
class PlayContext:
    """What a player learns at the start of a match: its seat, the time control, and its live clock."""

    seat: int
    time_control: TimeControl
    clock: SeatClock

    def time_left_ms(self) -> float | None:
        """Milliseconds left for the decision under way (None: no limit)."""
        return self.clock.time_left_ms()


class Seating:
    """The four players of a match with a clock and a :class:`Faults` per seat.

    ``omniscient_ok`` lets measurement players that see every hand (the arena's cheater) get the full state."""

    def __init__(self, game: AnyGame, players: Sequence[Any], time_control: TimeControl | None = None,
                 policy: FaultPolicy = FALLBACK, omniscient_ok: bool = False) -> None:
        self.game = game
        self.players = list(players)
        self.time_control = time_control or TimeControl()
        self.policy = policy
        self.omniscient_ok = omniscient_ok
        self.clocks = [SeatClock(self.time_control) for _ in self.players]
        self.faults = [Faults() for _ in self.players]
        self._has = [{h for h in HOOKS if callable(getattr(p, h, None))} for p in self.players]

    @property
    def wants_events(self) -> bool:
        """True when some player observes the steps (drivers that skip events for speed must compute them)."""
        return any("observe" in h for h in self._has)

    def _call(self, seat: int, hook: str, *args: Any) -> None:
        if hook not in self._has[seat]:
            return
        try:
            getattr(self.players[seat], hook)(*args)
        except BotFault as f:
            if f.counted:
                self.faults[seat].add(f.kind, f"{hook}: {f.message}")

    # ------------------------------------------------------------ the match
    def start_match(self) -> None:
        for s in range(len(self.players)):
            self._call(s, "start_match", self.game, PlayContext(s, self.time_control, self.clocks[s]))

    def start_hand(self, state: Any, number: int = 1) -> None:
        for s in range(len(self.players)):
            self.clocks[s].start_hand()
            if "start_hand" in self._has[s]:
                self._call(s, "start_hand", self.game, self.game.view(state, s), number)

    def observe(self, state: Any, events: Sequence[Event]) -> None:
        """Tell every observing seat what it may see of a step (``state`` is the state after the step)."""
        for s in range(len(self.players)):
            if "observe" in self._has[s]:
                mine = [e for e in events if e.visible(s)]
                if mine:
                    self._call(s, "observe", self.game, self.game.view(state, s), mine)

    def end_hand(self, state: Any, result: HandResult) -> None:
        for s in range(len(self.players)):
            if "end_hand" in self._has[s]:
                self._call(s, "end_hand", self.game, self.game.view(state, s), result)

    def end_match(self, scores: Sequence[Any], winner: int | None) -> None:
        for s in range(len(self.players)):
            self._call(s, "end_match", self.game, list(scores), winner)

    def close(self) -> None:
        for s in range(len(self.players)):
            self._call(s, "close")

    # ------------------------------------------------------------ a decision
    def decide(self, state: Any, seat: int, legal: Sequence[Action]) -> Action:
        """Ask ``seat`` for its action; a fault or an illegal answer gets the fallback move, counted (see
        :mod:`.faults`). The time the seat took is charged to its clock."""
        game, player, faults = self.game, self.players[seat], self.faults[seat]
        claim = claim_in(legal)
        plain = [a for a in legal if a is not claim]  # what a fallback picks from: never a claim
        if claim is not None:  # the rest is provably this seat's (engine.claims): our AI claims it; a program
            external = getattr(player, "external", None)  # behind a protocol is offered it ("offered") or, if its
            if external is None:  # protocol has no claims ("never"), not shown it
                return claim
            legal = plain if external == "never" else list(legal)
        legal = list(legal)
        view = None if getattr(player, "omniscient", False) else game.view(state, seat)
        if view is None and not self.omniscient_ok:
            raise ValueError(f"{getattr(player, 'name', 'this player')} sees every hand: only the arena seats it")
        for _ in range(self.policy.retries + 1):
            clock = self.clocks[seat]
            clock.begin()
            try:
                action: Action = (player.choose_omniscient(game, state, seat, legal) if view is None
                                  else player.choose(game, view, legal))
            except BotFault as f:
                if f.counted:
                    faults.add(f.kind, f.message)
                break
            finally:
                clock.end()
            try:
                game.check(state, action)
                return action
            except RuleError as e:
                faults.add("illegal", f"{game.format_action(action)}: {e}")
                if self.policy.on_illegal == "raise":
                    raise IllegalAnswer(f"seat {seat} answered {game.format_action(action)}: {e}") from None
                refused = getattr(player, "refused", None)
                if callable(refused):
                    refused(action, str(e))
        faults.fallbacks += 1
        return game.fallback_action(plain)
