"""What one finished hand means for each seat: points, its share of the hand's win, bids/calls made.

What a hand's result means for each side and seat is the family's (``games/<family>/faces.py``: ``hand_outcome``);
the shares of the win and the redeal are worked out here alike for every family.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ...engine import HandResult, Redeal
from ...engine.match import AnyGame
from ...games import faces, family_part


class SeatOutcome(NamedTuple):
    points: float  # the seat's (or its team's) score change this hand
    # its share of the win: 1 if its side did better than every other, 1/k if k sides tie for the best, else 0, so
    # the shares of a hand sum to 1 (team games: given for seats 0 and 1 only, one record per partnership)
    won: float | None
    bid: bool | None  # None: made no contract this hand; else whether its bid/call was made


def win_shares(scores: list[float]) -> list[float]:
    """Each side's share of the win: the best score wins, and ``k`` sides tied for it get ``1/k`` each."""
    best = max(scores)
    tied = sum(1 for x in scores if x == best)
    return [1.0 / tied if x == best else 0.0 for x in scores]


def outcomes(game: AnyGame, result: HandResult, levels_before: Any = None) -> list[SeatOutcome]:
    """One :class:`SeatOutcome` per seat for a finished hand (``game.hand_result``; a redeal scores nothing for
    anybody)."""
    if isinstance(result, Redeal):  # nobody did better: every side ties
        team = game.scoring_unit == "team"
        return [SeatOutcome(0.0, (0.5 if team else 0.25) if s < 2 or not team else None, None) for s in range(4)]
    side_points, bids = family_part(game, "faces", faces).hand_outcome(result, levels_before)
    shares = win_shares(side_points)
    if len(side_points) == 4:  # individual scoring: each seat its own side
        return [SeatOutcome(side_points[s], shares[s], bids[s]) for s in range(4)]
    # team scoring: the win shares on seats 0 and 1 only (one record per partnership)
    return [SeatOutcome(side_points[s % 2], shares[s % 2] if s < 2 else None, bids[s]) for s in range(4)]
