"""Typed, frozen options of the Tractor family with CARDAVIA defaults (docs/rules/shengji.md)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from ...engine.errors import InvalidConfig
from ...engine.options import check_options, coerce

KITTY_MULTIPLIERS = ("times", "power")
FIRST_DEALER_RULES = ("first_declarer", "winning_declarer")
FIRST_AUCTION_SEATS = (-1, 0, 1, 2, 3)
#: the levels a match may start at (both teams), in order
LEVELS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


@dataclass(frozen=True)
class TractorConfig:
    """Rule options. Defaults are the CARDAVIA rules; every other value is a documented house rule.

    * ``strict_tractor_follow``: a tractor lead must be answered with a tractor when the follower holds one.
    * ``must_defend_a``: levels are capped at A; only a dealer team at A that keeps P < 80 wins (docs/rules/shengji.md).
    * ``kitty_multiplier``: ``times`` = 2 × cards per player in the last trick; ``power`` = 2 ** that number.
    * ``throws``: multi-unit leads of one suit, checked against the other hands (docs/rules/shengji.md).
    * ``first_dealer_rule``: in deal 1 the dealer is the ``first_declarer`` or the ``winning_declarer``.
    * ``first_auction_seat``: the nominal dealer of deal 1, who opens its auction; -1 = the seat the table chose.
    * ``start_level``: the level both teams start at (the CARDAVIA rules say 2); a later one makes a shorter match.
    """

    #: options limited to a few values (the settings' drop-downs)
    CHOICES: ClassVar[dict[str, tuple[Any, ...]]] = {
        "kitty_multiplier": KITTY_MULTIPLIERS, "first_dealer_rule": FIRST_DEALER_RULES,
        "first_auction_seat": FIRST_AUCTION_SEATS, "start_level": LEVELS,
    }

    strict_tractor_follow: bool = False
    must_defend_a: bool = False
    kitty_multiplier: str = "times"
    throws: bool = False
    first_dealer_rule: str = "first_declarer"
    first_auction_seat: int = 0
    start_level: str = "2"

    def __post_init__(self) -> None:
        check_options(self)
        if self.kitty_multiplier not in KITTY_MULTIPLIERS:
            raise InvalidConfig("option-choice", name="kitty_multiplier", choices=KITTY_MULTIPLIERS,
                                value=str(self.kitty_multiplier))
        if self.first_dealer_rule not in FIRST_DEALER_RULES:
            raise InvalidConfig("option-choice", name="first_dealer_rule", choices=FIRST_DEALER_RULES,
                                value=str(self.first_dealer_rule))
        if self.first_auction_seat not in FIRST_AUCTION_SEATS:
            raise InvalidConfig("shengji-first-auction-seat")
        if self.start_level not in LEVELS:
            raise InvalidConfig("option-choice", name="start_level", choices=LEVELS, value=str(self.start_level))
        for name in ("strict_tractor_follow", "must_defend_a", "throws"):
            if not isinstance(getattr(self, name), bool):
                raise InvalidConfig("option-bool", name=name)


def config_from(options: Mapping[str, Any], base: TractorConfig | None = None) -> TractorConfig:
    """A config from JSON-like options over ``base``; unknown names raise :class:`InvalidConfig`."""
    known = {f.name for f in fields(TractorConfig)}
    unknown = sorted(set(options) - known)
    if unknown:
        raise InvalidConfig("option-unknown", family="shengji", names=unknown, known=sorted(known))
    values = dict(vars(base or TractorConfig()))
    values.update({k: coerce(TractorConfig, k, v) for k, v in options.items()})
    return TractorConfig(**values)
