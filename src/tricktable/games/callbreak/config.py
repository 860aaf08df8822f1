"""Callbreak options (docs/rules/callbreak.md) as one frozen config, and the named presets built from it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any, ClassVar

from ...engine.errors import InvalidConfig
from ...engine.options import check_options, coerce

SUCCESS_RULES = ("window", "at_least")
OVERTRICK_RULES = ("none", "tenth")
DIRECTIONS = ("ccw", "cw")


@dataclass(frozen=True, slots=True)
class CallbreakConfig:
    """The rule options of a Callbreak variant. Defaults are the Callbreak Master app's rules.

    ``direction`` only changes how the table is drawn and described: seats are always numbered in play order, so
    "the player to the dealer's right" (counter-clockwise play) is seat ``dealer + 1``.
    """

    #: options limited to a few values (the settings' drop-downs)
    CHOICES: ClassVar[dict[str, tuple[Any, ...]]] = {
        "success": SUCCESS_RULES, "overtrick_scoring": OVERTRICK_RULES, "direction": DIRECTIONS,
    }
    #: options that only mean something while another (a yes/no option) is on: the settings hide them otherwise
    REQUIRES: ClassVar[dict[str, str]] = {"must_head_until_trumped": "must_head_when_following"}
    #: the range (min, max, step) a settings page offers for each number, and validation checks
    LIMITS: ClassVar[dict[str, tuple[int, int, int]]] = {
        "min_call": (0, 13, 1), "max_call": (0, 13, 1), "bonus_call_from": (1, 13, 1), "rounds": (1, 99, 1),
    }

    min_call: int = 2
    max_call: int = 13
    success: str = "window"  # "window": call or call+1 tricks; "at_least": call or more
    overtrick_scoring: str = "none"  # "tenth": +0.1 per trick above the call on success
    bonus_call_from: int | None = 8  # a successful call of at least this scores 13 (None: no bonus calls)
    must_head_when_following: bool = False
    #: with must_head_when_following: the duty to head lapses once a spade has trumped a trick led in another
    #: suit (following suit still required); the Bhoos competition's bots play so
    must_head_until_trumped: bool = False
    must_overtrump_when_void: bool = True
    redeal_weak_hands: bool = False  # no spade, or no J/Q/K → the same dealer deals again
    rounds: int | None = None  # None: open-ended match
    direction: str = "ccw"

    def validate(self) -> CallbreakConfig:
        """Return self, or raise :class:`InvalidConfig` saying which option is wrong."""
        check_options(self)
        for name in ("must_head_when_following", "must_head_until_trumped", "must_overtrump_when_void",
                     "redeal_weak_hands"):
            if not isinstance(getattr(self, name), bool):
                raise InvalidConfig("option-bool", name=name)
        for name in ("min_call", "max_call"):
            if not isinstance(getattr(self, name), int) or isinstance(getattr(self, name), bool):
                raise InvalidConfig("option-int", name=name)
        if not 0 <= self.min_call <= self.max_call <= 13:
            raise InvalidConfig("callbreak-call-options", lo=self.min_call, hi=self.max_call)
        if self.success not in SUCCESS_RULES:
            raise InvalidConfig("option-choice", name="success", choices=SUCCESS_RULES, value=str(self.success))
        if self.overtrick_scoring not in OVERTRICK_RULES:
            raise InvalidConfig("option-choice", name="overtrick_scoring", choices=OVERTRICK_RULES,
                                value=str(self.overtrick_scoring))
        if self.direction not in DIRECTIONS:
            raise InvalidConfig("option-choice", name="direction", choices=DIRECTIONS, value=str(self.direction))
        b = self.bonus_call_from
        if b is not None and (not isinstance(b, int) or isinstance(b, bool) or not 1 <= b <= 13):
            raise InvalidConfig("option-none-or-range", name="bonus_call_from", lo=1, hi=13, value=str(b))
        r = self.rounds
        if r is not None and (not isinstance(r, int) or isinstance(r, bool) or r < 1):
            raise InvalidConfig("option-rounds", value=str(r))
        return self


MASTER = CallbreakConfig()
STANDARD = CallbreakConfig(
    min_call=1,
    max_call=8,
    success="at_least",
    overtrick_scoring="tenth",
    bonus_call_from=None,
    must_head_when_following=True,
    rounds=5,
)

#: preset name → (config, one-line description)
PRESETS: dict[str, tuple[CallbreakConfig, str]] = {
    "master": (MASTER, "Callbreak as in the Callbreak Master app: calls 2-13, call or one more succeeds, 8+ scores 13, open-ended"),
    "standard": (STANDARD, "Callbreak as most apps play it: calls 1-8, +0.1 per overtrick, must head the trick, 5 rounds"),
}

_NONE_TEXT = ("none", "null", "")


def _coerce(name: str, value: Any) -> Any:
    """Accept the text forms a command line may give (``none`` for an absent number)."""
    if name in ("bonus_call_from", "rounds") and isinstance(value, str) and value.strip().lower() in _NONE_TEXT:
        return None
    if isinstance(value, str) and name in ("success", "overtrick_scoring", "direction"):
        return value.strip().lower()
    return value


def make_config(base: CallbreakConfig, options: Mapping[str, Any]) -> CallbreakConfig:
    """``base`` with ``options`` applied and validated (unknown option names raise :class:`InvalidConfig`)."""
    known = {f.name for f in fields(CallbreakConfig)}
    unknown = sorted(set(options) - known)
    if unknown:
        raise InvalidConfig("option-unknown", family="callbreak", names=unknown, known=sorted(known))
    return replace(base, **{k: coerce(CallbreakConfig, k, _coerce(k, v)) for k, v in options.items()}).validate()
