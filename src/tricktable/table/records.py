"""Game records: everything needed to replay a match exactly (variant, options, seed, dealt cards, actions)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine import Deal, DealtHand, HandResult, Score
from ..engine.match import AnyGame


@dataclass
class HandRecord:
    """One hand: the dealer, the dealt cards, the actions in order (as text) and the result (its JSON)."""

    number: int
    dealer: int
    deal: Deal
    actions: list[str] = field(default_factory=list)
    result: dict[str, Any] | None = None

    def to_json(self, game: AnyGame) -> dict[str, Any]:
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

    def to_json(self, game: AnyGame) -> dict[str, Any]:
        return {
            "format": "tricktable-match/1",
            "variant": self.variant,
            "options": self.options,
            "seed": self.seed,
            "first_dealer": self.first_dealer,
            "hands": [h.to_json(game) for h in self.hands],
            "scores": jsonable(self.scores),
            "winner": self.winner,
        }


def jsonable(x: Any) -> Any:
    """Scores as JSON values: lists stay lists, exact numbers (Callbreak's tenths as fractions or decimals) become
    floats."""
    if isinstance(x, (list, tuple)):
        return [jsonable(v) for v in x]
    if isinstance(x, (int, float, str, bool)) or x is None:
        return x
    return float(x)


class RecordSink:
    """A session sink that keeps the match as a :class:`MatchRecord` in memory (``Table`` uses it)."""

    def __init__(self, record: MatchRecord) -> None:
        self.record = record

    def hand_dealt(self, hand: DealtHand) -> None:
        self.record.hands.append(HandRecord(hand.number, hand.dealer, hand.deal))

    def action_applied(self, hand_seq: int, step: int, seat: int, action: str) -> None:
        self.record.hands[-1].actions.append(action)

    def hand_finished(self, hand_seq: int, result: HandResult, scores: Sequence[Score], winner: int | None) -> None:
        self.record.hands[-1].result = result.to_json()
        self.record.scores = list(scores)
        self.record.winner = winner

    def match_ended(self, winner: int | None) -> None:
        self.record.winner = winner

    def players_changed(self, players: list[str]) -> None:
        pass
