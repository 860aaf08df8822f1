"""What happens when a player fails: the fault kinds, their counts, and the policy for a bad answer.

A program in a seat (an external bot) can hang, crash, answer something unreadable or answer an illegal move. None of
that may stop a match. The player's own code turns transport trouble into a :class:`BotFault` (``timeout``,
``crash``, ``unreadable``); the driver checks every answer against the rules (``illegal``). Either way the seat
gets the game's documented fallback move (:meth:`~tricktable.engine.Game.fallback_action`: a pass where the rules
allow one, else the minimum bid, else the lowest card) and the fault is counted in the seat's :class:`Faults`.

The :class:`FaultPolicy` says what an illegal answer costs: the fallback move (the default), a number of retries
first (the player's optional ``refused(action, reason)`` hook hears why), or an exception (for tests that want
an illegal move to fail loudly). A person typing at a terminal is not a fault: players with ``rejected(error)``
are asked again by the table, as before.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

#: every fault kind, in report order
FAULT_KINDS = ("timeout", "illegal", "unreadable", "crash")


class BotFault(Exception):
    """A player could not give an answer: ``kind`` is one of :data:`FAULT_KINDS` (not ``illegal``, which the
    driver finds itself), ``message`` says what went wrong in a developer's words. ``counted=False`` marks the
    repeats of a fault already counted (a dead bot's later decisions): the seat still gets the fallback move."""

    def __init__(self, kind: str, message: str, counted: bool = True) -> None:
        if kind not in FAULT_KINDS:
            raise ValueError(f"unknown fault kind {kind!r}")
        super().__init__(f"{kind}: {message}")
        self.kind = kind
        self.message = message
        self.counted = counted


@dataclass
class Faults:
    """One seat's (or one contestant's) faults: a count per kind, the moves the seat did not choose itself
    (``fallbacks``) and the last few messages (the latest last), for the report."""

    counts: Counter[str] = field(default_factory=Counter)
    fallbacks: int = 0
    messages: list[str] = field(default_factory=list)
    keep_messages: int = 5

    def add(self, kind: str, message: str = "") -> None:
        self.counts[kind] += 1
        if message:
            self.messages = [*self.messages, f"{kind}: {message}"][-self.keep_messages:]

    def merge(self, other: Faults) -> None:
        self.counts.update(other.counts)
        self.fallbacks += other.fallbacks
        self.messages = [*self.messages, *other.messages][-self.keep_messages:]

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def to_json(self) -> dict[str, Any]:
        return {**{k: self.counts.get(k, 0) for k in FAULT_KINDS}, "fallback_moves": self.fallbacks,
                "messages": list(self.messages)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Faults:
        f = cls(Counter({k: int(data.get(k, 0)) for k in FAULT_KINDS if data.get(k)}))
        f.fallbacks = int(data.get("fallback_moves", 0))
        f.messages = list(data.get("messages", []))
        return f


class IllegalAnswer(ValueError):
    """Raised by the ``raise`` policy: a player answered a move the rules do not allow."""


@dataclass(frozen=True)
class FaultPolicy:
    """What an illegal answer costs: ``retries`` more questions, then the fallback move (or ``IllegalAnswer`` with
    ``on_illegal="raise"``). Timeouts, crashes and unreadable answers always get the fallback move at once."""

    retries: int = 0
    on_illegal: str = "fallback"  # "fallback" or "raise"

    def __post_init__(self) -> None:
        if self.on_illegal not in ("fallback", "raise"):
            raise ValueError(f"on_illegal must be 'fallback' or 'raise', not {self.on_illegal!r}")
        if self.retries < 0:
            raise ValueError("retries must be 0 or more")


FALLBACK = FaultPolicy()
