"""Rook options and presets: one frozen config, the seven versions of rook.md as data.

Every field is a rule option a player may set on any preset (``--option bird_rank=low``). Sizes that follow from
others are not stored: the nest is what the deck leaves after the hands, and ``max_bid`` ``None`` means "the
hand's total points".
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any, ClassVar

from ...cards.notation import BIRD, CardParseError, parse_card, parse_colour
from ...engine.actions import ACTION_KINDS, CLAIM
from ...engine.errors import InvalidConfig
from ...engine.options import SCALAR_TYPES, check_options, coerce

BIRD_RANKS = ("high", "low", "ten_and_half")
ALL_PASS = ("redeal", "dealer_forced_min")
NEST_POINTS_TO = ("last_trick", "declarer")
FIRST_LEAD = ("left_of_dealer", "declarer")
MADE_BID_SCORES = ("captured", "bid")
LAST_TRICK_BONUS = (0, 20)
TARGETS = (150, 200, 300, 500)  # 150 and 200: a short match (no hand reaches 150 alone)

#: the usual counters: 5 = 5, 10 = 10, 14 = 10
STANDARD_POINTS = ((5, 5), (10, 10), (14, 10))
ONE_HIGH_POINTS = ((1, 15), (5, 5), (10, 10), (14, 10))
DIXIE_POINTS = ((5, 5), (10, 10), (13, 10))


@dataclass(frozen=True, slots=True)
class RookConfig:
    """The rules of one Rook version. Presets below are instances; options override fields."""

    #: options limited to a few values (validation and the settings' drop-downs)
    CHOICES: ClassVar[dict[str, tuple[Any, ...]]] = {
        "bird_rank": BIRD_RANKS, "all_pass": ALL_PASS, "nest_points_to": NEST_POINTS_TO, "first_lead": FIRST_LEAD,
        "made_bid_scores": MADE_BID_SCORES, "last_trick_bonus": LAST_TRICK_BONUS, "target": TARGETS,
    }
    #: options may be given in their text forms too ("on", "500")
    TEXT_FORMS: ClassVar[bool] = True
    #: the range (min, max, step) a settings page offers for each number, and validation checks (for
    #: ``numbers``: each card number, for ``points``: what a counter is worth); validate() below also checks how
    #: the options fit together
    LIMITS: ClassVar[dict[str, tuple[int, int, int]]] = {
        "numbers": (1, 14, 1), "hand_size": (1, 14, 1), "points": (0, 50, 1), "bird_points": (0, 50, 1),
        "red_one_points": (0, 50, 1), "majority_bonus": (0, 100, 1), "min_bid": (5, 400, 5), "bid_step": (1, 25, 1),
        "max_bid": (5, 400, 5),
    }

    numbers: tuple[int, ...] = tuple(range(5, 15))  # numbers present in each colour
    bird: bool = True  # the bird card (Rook / Crow) is in the deck
    red_one: bool = False  # the red 1 as a special top trump (The Red 1)
    hand_size: int = 9
    ones_high: bool = False  # 1s rank above 14
    points: tuple[tuple[int, int], ...] = STANDARD_POINTS  # (number, points) counters
    bird_points: int = 20
    red_one_points: int = 30
    bird_rank: str = "low"  # high | low | ten_and_half (between trump 10 and 11)
    bird_any_time: bool = True  # the bird may be played even when able to follow
    bird_name: str = "Crow"
    majority_bonus: int = 0  # points for the team taking more tricks (nobody on a tie)
    min_bid: int = 70
    bid_step: int = 5
    max_bid: int | None = None  # None: the hand's total points
    all_pass: str = "redeal"
    nest_points_to: str = "last_trick"
    first_lead: str = "left_of_dealer"
    last_trick_bonus: int = 0
    target: int = 300
    made_bid_scores: str = "bid"
    #: Kentucky house rule: no counter may be laid in the nest unless the declarer has too few other cards
    no_counters_in_nest: bool = False
    #: Kentucky house rule: a side that takes every point of a hand scores double ("shoots the moon")
    shoot_the_moon: bool = False
    #: house rule: a team at minus the target (or below) loses the match
    minus_target_loses: bool = False

    # ---------------------------------------------------------------- derived numbers
    @property
    def deck_size(self) -> int:
        return 4 * len(self.numbers) + self.bird + self.red_one

    @property
    def nest_size(self) -> int:
        return self.deck_size - 4 * self.hand_size

    @property
    def tricks(self) -> int:
        return self.hand_size

    @property
    def card_points(self) -> int:
        """Points in the cards of the deck."""
        per_colour = sum(p for n, p in self.points if n in self.numbers)
        return 4 * per_colour + self.bird * self.bird_points + self.red_one * self.red_one_points

    @property
    def total_points(self) -> int:
        """Every point one hand can give out: the cards, the majority bonus and the last-trick bonus."""
        return self.card_points + self.majority_bonus + self.last_trick_bonus

    @property
    def top_bid(self) -> int:
        """The highest bid allowed (bidding it ends the auction at once)."""
        return self.total_points if self.max_bid is None else self.max_bid

    def validate(self) -> RookConfig:
        """Raise :class:`InvalidConfig` with a clear message unless the options fit together."""
        check_options(self)
        if not self.numbers or len(set(self.numbers)) != len(self.numbers) or not all(
            1 <= n <= 14 for n in self.numbers
        ):
            raise InvalidConfig("rook-numbers")
        if 10 not in self.numbers or 11 not in self.numbers:
            raise InvalidConfig("rook-numbers-10-11")
        if self.red_one and 1 in self.numbers:
            raise InvalidConfig("rook-red-one-deck")
        if self.hand_size < 1:
            raise InvalidConfig("rook-hand-size")
        if self.nest_size < 0:
            raise InvalidConfig("rook-deck-too-small", hand=self.hand_size, need=4 * self.hand_size,
                                deck=self.deck_size)
        if self.nest_size > self.hand_size:
            raise InvalidConfig("rook-nest-too-big", nest=self.nest_size, deck=self.deck_size, hand=self.hand_size)
        if self.bid_step < 1 or self.min_bid < self.bid_step or self.min_bid % self.bid_step:
            raise InvalidConfig("rook-min-bid", step=self.bid_step)
        top = self.top_bid
        if top % self.bid_step or top < self.min_bid:
            raise InvalidConfig("rook-max-bid", step=self.bid_step, min=self.min_bid)
        if top > self.total_points:
            raise InvalidConfig("rook-max-bid-total", top=top, total=self.total_points)
        for n, p in self.points:
            if not 1 <= n <= 14 or p < 0:
                raise InvalidConfig("rook-points")
            if p > self.LIMITS["points"][1]:
                raise InvalidConfig("option-range", name="points", lo=0, hi=self.LIMITS["points"][1], value=str(p))
        if self.majority_bonus < 0 or self.bird_points < 0 or self.red_one_points < 0:
            raise InvalidConfig("rook-negative-points")
        _check_bird_name(self.bird_name)
        return self


#: the longest name the bird may be given
BIRD_NAME_LONGEST = 12


def _check_bird_name(name: str) -> None:
    """The bird's house name is a short word of letters that no card, colour or action is written as (so every
    action naming it reads back, and nothing else reads as the bird)."""
    if not (1 <= len(name) <= BIRD_NAME_LONGEST and all(ch.isalpha() for ch in name)) or _written_otherwise(name):
        raise InvalidConfig("rook-bird-name", longest=BIRD_NAME_LONGEST, value=name[:40])


def _written_otherwise(name: str) -> bool:
    try:
        if parse_card(name) != BIRD:
            return True
    except CardParseError:
        pass
    try:
        parse_colour(name)
        return True
    except CardParseError:
        pass
    return name.lower() in (*ACTION_KINDS, CLAIM, "call")


CROWSNEST = RookConfig()
TOURNAMENT = replace(CROWSNEST, bird_rank="high", bird_name="Rook", made_bid_scores="captured")
PARTNERSHIP = replace(TOURNAMENT, numbers=tuple(range(1, 15)), bird=False, hand_size=14, majority_bonus=20)
ONE_HIGH = replace(
    TOURNAMENT, numbers=tuple(range(1, 15)), hand_size=13, ones_high=True, points=ONE_HIGH_POINTS, min_bid=100
)
RED_ONE = replace(TOURNAMENT, red_one=True)
BUCKEYE = replace(ONE_HIGH, numbers=(1, *range(5, 15)), hand_size=10)
DIXIE = replace(PARTNERSHIP, hand_size=13, points=DIXIE_POINTS)


@dataclass(frozen=True)
class Preset:
    """A named version: its key, title, one-line description and config."""

    key: str
    title: str
    description: str
    config: RookConfig


PRESETS: dict[str, Preset] = {
    p.key: p
    for p in (
        Preset("crowsnest", "CrowsNest", "CrowsNest (default): 41 cards, Crow lowest trump, a made bid scores the bid",
               CROWSNEST),
        Preset("tournament", "Tournament Rook (Kentucky Discard)",
               "Tournament Rook / Kentucky Discard: official rules, Rook highest trump", TOURNAMENT),
        Preset("partnership", "Partnership Rook",
               "Partnership Rook: 56 cards 1-14, no Rook, no nest, 20 for most tricks", PARTNERSHIP),
        Preset("one-high", "1-High Partnership Rook",
               "1-High Partnership Rook: 57 cards, 1s high and worth 15, bids 100-180", ONE_HIGH),
        Preset("red-one", "The Red 1", "The Red 1: Tournament Rook plus the red 1, top trump worth 30", RED_ONE),
        Preset("buckeye", "Buckeye", "Buckeye: Tournament Rook plus the 1s, high and worth 15, bids 100-180",
               BUCKEYE),
        Preset("dixie", "Dixie Rook", "Dixie Rook: 56 cards, no Rook, 4-card nest, 13s count 10, 20 for most tricks",
               DIXIE),
    )
}

_ALIASES = {"crow": "bird", "rook": "bird"}
_FIELD_TYPES = {f.name: f.type for f in fields(RookConfig)}


def make_config(preset: str, options: Mapping[str, Any] | None = None) -> RookConfig:
    """The config of ``preset`` with ``options`` applied, validated (raises :class:`InvalidConfig`)."""
    if preset not in PRESETS:
        raise InvalidConfig("rook-preset-unknown", preset=preset, known=list(PRESETS))
    changes: dict[str, Any] = {}
    for raw_name, value in (options or {}).items():
        name = _ALIASES.get(raw_name, raw_name)
        if name not in _FIELD_TYPES:
            raise InvalidConfig("option-unknown", family="rook", names=[raw_name], known=sorted(_FIELD_TYPES))
        changes[name] = _coerce(name, value)
    return replace(PRESETS[preset].config, **changes).validate()


def _coerce(name: str, value: Any) -> Any:
    """Turn a JSON or command-line value into the field's type, or raise InvalidConfig."""
    if _FIELD_TYPES[name] in SCALAR_TYPES:
        return coerce(RookConfig, name, value)
    try:
        if name == "numbers" and isinstance(value, list | tuple):
            return tuple(_whole(n) for n in value)
        if name == "points" and isinstance(value, Mapping | list | tuple):
            items = value.items() if isinstance(value, Mapping) else value
            return tuple(sorted((_whole(n), _whole(p)) for n, p in items))
    except (TypeError, ValueError):
        pass
    raise InvalidConfig("option-type", name=name, value=repr(value)[:40])


def _whole(value: Any) -> int:
    """A whole number of a list option (a number, or its digits as text)."""
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise TypeError
    if isinstance(value, str) and not (value.strip().isdigit() and len(value.strip()) <= 6):
        raise TypeError
    return int(value)
