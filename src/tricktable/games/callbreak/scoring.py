"""Callbreak scoring in exact integer tenths (docs/rules/callbreak.md), and the match score table.

Scores are kept as integer tenths of a point. :func:`as_number` turns tenths into a JSON number for output: an
``int`` when whole, else ``tenths / 10``, which Python and ``json`` print as the exact decimal (``41 → 4.1``);
floats are never added up, so no ``4.1000000001`` can appear.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple, TypeAlias

from ...engine.results import REDEAL, Redeal
from ...messages import Message, Seat
from .config import CallbreakConfig

BONUS_SCORE = 13

#: four seats' values, seat 0 first
Four: TypeAlias = tuple[int, int, int, int]


class CallbreakResult(NamedTuple):
    """The result of a played hand: each seat's call, the tricks it took and its score change as an exact JSON
    number (:func:`as_number`: ``4`` or ``4.1``), seat 0 first. Its JSON (:meth:`to_json`) is ``{"calls",
    "tricks", "score"}``, each a list of four."""

    calls: Four
    tricks: Four
    score: tuple[int | float, int | float, int | float, int | float]

    def to_json(self) -> dict[str, Any]:
        return {"calls": [*self.calls], "tricks": [*self.tricks], "score": [*self.score]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> CallbreakResult:
        """The result whose :meth:`to_json` is ``data`` (raises ``KeyError``/``ValueError`` on a malformed one)."""
        c0, c1, c2, c3 = (int(x) for x in data["calls"])
        t0, t1, t2, t3 = (int(x) for x in data["tricks"])
        s0, s1, s2, s3 = (as_number(to_tenths(x)) for x in data["score"])
        return cls((c0, c1, c2, c3), (t0, t1, t2, t3), (s0, s1, s2, s3))


#: what a finished hand's result is: a scored hand, or a redeal (``redeal_weak_hands``)
HandResult: TypeAlias = CallbreakResult | Redeal


def result_from_json(data: Mapping[str, Any]) -> HandResult:
    """The result whose JSON is ``data``: :data:`~tricktable.engine.results.REDEAL` or a :class:`CallbreakResult`."""
    return REDEAL if data.get("redeal") else CallbreakResult.from_json(data)


def succeeded(config: CallbreakConfig, call: int, tricks: int) -> bool:
    """Whether ``tricks`` won fulfil ``call``: the call or one more (``window``), or the call or more (``at_least``)."""
    if config.success == "window":
        return call <= tricks <= call + 1
    return tricks >= call


def score_tenths(config: CallbreakConfig, call: int, tricks: int) -> int:
    """One seat's score change for the hand, in tenths of a point.

    Success scores +call (+13 for a bonus call of ``bonus_call_from`` or more), plus 0.1 per trick above the call
    with ``overtrick_scoring = tenth``; failure scores −call.
    """
    if not succeeded(config, call, tricks):
        return -10 * call
    bonus = config.bonus_call_from
    base = BONUS_SCORE if bonus is not None and call >= bonus else call
    extra = tricks - call if config.overtrick_scoring == "tenth" else 0
    return 10 * base + extra


def why_scored(config: CallbreakConfig, call: int, tricks: int) -> Message:
    """Why ``tricks`` won against ``call`` score what they do, in the variant's own terms (docs/rules/callbreak.md)."""
    if not succeeded(config, call, tricks):
        return Message("explain-cb-short" if tricks < call else "explain-cb-over-window", {})
    bonus = config.bonus_call_from
    if bonus is not None and call >= bonus:
        return Message("explain-cb-bonus", {"n": bonus})
    if config.overtrick_scoring == "tenth" and tricks > call:
        return Message("explain-cb-tenth", {"n": tricks - call})
    if tricks == call:
        return Message("explain-cb-exact", {})
    return Message("explain-cb-plus-one" if config.success == "window" else "explain-cb-at-least", {})


def explain(config: CallbreakConfig, result: HandResult) -> list[Message]:
    """A scored hand in words: each seat's call, tricks, why that scores, and the score change; or the redeal."""
    if isinstance(result, Redeal):
        return [Message("explain-redeal", {})]
    return [Message("explain-cb-line", {"seat": Seat(s), "call": c, "took": t, "why": why_scored(config, c, t),
                                        "score": sc})
            for s, (c, t, sc) in enumerate(zip(result.calls, result.tricks, result.score, strict=True))]


def hand_tenths(config: CallbreakConfig, calls: Sequence[int], tricks: Sequence[int]) -> tuple[int, ...]:
    """Every seat's score change for a hand, in tenths."""
    return tuple(score_tenths(config, c, t) for c, t in zip(calls, tricks, strict=True))


def as_number(tenths: int) -> int | float:
    """Tenths as a JSON number: ``40 → 4``, ``41 → 4.1``, ``-40 → -4`` (exact in its printed form)."""
    return tenths // 10 if tenths % 10 == 0 else tenths / 10


def to_tenths(number: int | float | str) -> int:
    """The inverse of :func:`as_number` (reads ``4.1`` or ``"4.1"`` as 41)."""
    from decimal import Decimal

    return int(Decimal(str(number)) * 10)


def leaders_of(tenths: Sequence[int]) -> list[int]:
    """The seats sharing the highest total, ascending."""
    top = max(tenths)
    return [s for s, t in enumerate(tenths) if t == top]
