"""What the layers above the rules read of a Tractor hand (the contract: ``games/faces.py``): the levels each team
gained, and the dealer's contract; the review flags a decision from 5 points; the page shows the levels and the
attackers' points against the points that take the deal over."""

from __future__ import annotations

from typing import Any

from ..faces import BOT_PROTOCOLS, Display, Pile, ScorePanel, colour_permutations
from .rules import TractorGame
from .scoring import TAKE_OVER, TractorResult

__all__ = ["BOT_PROTOCOLS", "REVIEW_FLAG_COST", "colour_permutations", "display", "hand_outcome", "level_index"]

REVIEW_FLAG_COST = 5.0
_RANK_ORDER = "23456789TJQKA"


def level_index(level: Any) -> int:
    """A level as an index (0 = level 2, past A the highest): the engine's own index, or its text (``"10"``,
    ``"T"``, ``"A+"``)."""
    if isinstance(level, int):  # the engine's own index (0 = level 2)
        return level
    text = str(level).upper()
    if text in ("10", "T"):
        return _RANK_ORDER.index("T")
    if text.startswith("A") and len(text) > 1:  # "A+" / past A
        return len(_RANK_ORDER)
    return _RANK_ORDER.index(text) if text in _RANK_ORDER else 0


def hand_outcome(result: TractorResult, levels_before: Any = None) -> tuple[list[float], list[bool | None]]:
    """Each team's points: the levels it gained minus the levels the other team gained (from ``levels_before``,
    the match's levels before the hand); the dealer's contract (its team gained) for the dealer only."""
    gain = [0.0, 0.0]
    for team in (0, 1):
        a = result.levels[team]
        if isinstance(levels_before, dict):
            b = levels_before.get(str(team), levels_before.get(team))
        else:
            b = None if levels_before is None else levels_before[team]
        if b is not None:
            gain[team] = float(level_index(a) - level_index(b))
    dealer = result.dealer
    made = gain[dealer % 2] > 0
    return [gain[0] - gain[1], gain[1] - gain[0]], [made if s == dealer else None for s in range(4)]


def display(game: TractorGame) -> Display:
    """Discards bury the kitty (marked in the dealer's hand while it buries, shown at the hand's end with its
    multiplier when the attackers took the last trick); each seat shows the declaration and its side; the score
    panel each team's level, the attackers' points against :data:`~.scoring.TAKE_OVER` and how the match is won
    (defending A, or going past it)."""
    note = "score.defend_a" if game.config.must_defend_a else "score.to_past_a"
    kitty = Pile("kitty", "label.from_kitty", "kitty_end", "label.kitty", "multiplied")
    return Display(words={"discard": "bury"}, phases={"exchange": "phase.shengji.exchange"}, pile=kitty,
                   show_bid=False, seats="declaration", panel=ScorePanel("levels", threshold=TAKE_OVER, note=note))
