"""What the layers above the rules read of a Callbreak hand (the contract: ``games/faces.py``): each seat's score
and call, as by default; the review flags a decision from 0.3 of a point; the page shows rounds, calls and tricks; the Bhoos bot protocol speaks it."""

from __future__ import annotations

from ..faces import Display, ScorePanel, colour_permutations, hand_outcome
from .rules import CallbreakGame

__all__ = ["BOT_PROTOCOLS", "REVIEW_FLAG_COST", "colour_permutations", "display", "hand_outcome"]

REVIEW_FLAG_COST = 0.3
#: the Bhoos "Smart Bots" protocol (``interfaces/bots/bhoos.py``) is written for Callbreak: calls, spades, 13 tricks
BOT_PROTOCOLS = ("bhoos",)


def display(game: CallbreakGame) -> Display:
    """A deal is a round and a bid a call; each seat shows its call and tricks, the score panel every seat's call,
    tricks and total with the round out of the match's rounds (none: open-ended); no contract in the info bar."""
    return Display(hand="label.round", welcome="welcome.callbreak", words={"bid": "call"},
                   phases={"bid": "phase.callbreak.bid"}, show_bid=False, seats="calls",
                   panel=ScorePanel("calls", rounds=game.config.rounds))
