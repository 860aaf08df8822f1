"""The Callbreak baseline of the issue (player kind ``baseline``): it calls its aces and kings (at least the
minimum call) and plays the highest card that wins the trick, else a trump (spade), else its lowest card."""

from __future__ import annotations

from collections.abc import Sequence

from ....engine import Action
from ....engine.match import AnyGame
from ....games.callbreak.view import CallbreakView
from ..infoset import tricks_of
from .callbreak import SPADES, baseline_call, beats, rank, suit, trick_winner_card


class BaselinePlayer:
    name = "baseline"

    def __init__(self, game: AnyGame, seed: int = 0) -> None:
        if game.family not in ("callbreak", "toy"):
            raise ValueError("the baseline player is defined for Callbreak only")

    def choose(self, game: AnyGame, view: CallbreakView, legal: Sequence[Action]) -> Action:
        if legal[0].kind == "bid":
            values = [a.value for a in legal]
            want = baseline_call(view.hand, min(values), max(values))
            return min(legal, key=lambda a: abs(a.value - want))
        cards = [a.cards[0] for a in legal]
        tricks = tricks_of(view.history)
        trick = [c for _, (c,) in tricks[-1]] if tricks and len(tricks[-1]) < 4 else []
        if not trick:
            return Action("play", 0, (max(cards, key=rank),))
        best = trick_winner_card(trick)
        winners = [c for c in cards if beats(c, best, suit(trick[0]))]
        if winners:
            return Action("play", 0, (max(winners, key=lambda c: (suit(c) != SPADES, rank(c))),))
        trumps = [c for c in cards if suit(c) == SPADES]
        if trumps:
            return Action("play", 0, (min(trumps, key=rank),))
        return Action("play", 0, (min(cards, key=rank),))
