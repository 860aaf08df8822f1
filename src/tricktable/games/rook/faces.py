"""What the layers above the rules read of a Rook hand (the contract: ``games/faces.py``): each team's score and
the declarer's bid, as by default; the review flags a decision from 5 points; the page marks the cards the
declarer took up from the nest."""

from __future__ import annotations

from typing import Any

from ...engine import Game
from ..faces import Display, Pile, hand_outcome

__all__ = ["REVIEW_FLAG_COST", "display", "hand_outcome"]

REVIEW_FLAG_COST = 5.0


def display(game: Game[Any, Any]) -> Display:
    """As by default (the auction's badges, each team's score toward the target), with the nest marked in the
    declarer's hand during the exchange and shown at the hand's end with the team its points went to."""
    return Display(pile=Pile("nest", "label.from_nest", "nest_end", "label.nest", "team"))
