"""Game records: everything needed to replay a match exactly (variant, options, seed, dealt cards, actions)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine import Deal, Game


@dataclass
class HandRecord:
    """One hand: the dealer, the dealt cards, the actions in order (as text) and the result."""

    number: int
    dealer: int
    deal: Deal
    actions: list[str] = field(default_factory=list)
    result: dict[str, Any] | None = None

    def to_json(self, game: Game) -> dict[str, Any]:
        return {
            "number": self.number,
            "dealer": self.dealer,
            "hands": [game.format_cards(h) for h in self.deal.hands],
            "extra": game.format_cards(self.deal.extra),
            "actions": list(self.actions),
            "result": self.result,
        }


@dataclass
class MatchRecord:
    """A whole match: variant, options, seed, and the hands played so far."""

    variant: str
    options: dict[str, Any]
    seed: int
    first_dealer: int
    hands: list[HandRecord] = field(default_factory=list)
    scores: list[Any] = field(default_factory=list)
    winner: int | None = None

    def to_json(self, game: Game) -> dict[str, Any]:
        return {
            "format": "tricktable-match/1",
            "variant": self.variant,
            "options": self.options,
            "seed": self.seed,
            "first_dealer": self.first_dealer,
            "hands": [h.to_json(game) for h in self.hands],
            "scores": [_jsonable(s) for s in self.scores],
            "winner": self.winner,
        }


def _jsonable(x: Any) -> Any:
    from decimal import Decimal
    from fractions import Fraction

    if isinstance(x, (Decimal, Fraction)):
        return float(x)
    return x
