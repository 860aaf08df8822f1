"""What the layers above the rules read of a Callbreak hand (the contract: ``games/faces.py``): each seat's score
and call, as by default; the review flags a decision from 0.3 of a point; the page shows rounds, calls and tricks."""

from __future__ import annotations

from ..faces import Display, ScorePanel, hand_outcome
from .rules import CallbreakGame

__all__ = ["REVIEW_FLAG_COST", "display", "hand_outcome"]

REVIEW_FLAG_COST = 0.3


def display(game: CallbreakGame) -> Display:
    """A deal is a round and a bid a call; each seat shows its call and tricks, the score panel every seat's call,
    tricks and total with the round out of the match's rounds (none: open-ended); no contract in the info bar."""
    return Display(hand="label.round", welcome="welcome.callbreak", words={"bid": "call"},
                   phases={"bid": "phase.callbreak.bid"}, show_bid=False, seats="calls",
                   panel=ScorePanel("calls", rounds=game.config.rounds))
