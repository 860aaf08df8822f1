"""What the layers above the rules read of a Rook hand (the contract: ``games/faces.py``): each team's score and
the declarer's bid, as by default; the review flags a decision from 5 points; the page marks the cards the
declarer took up from the nest."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

from ...cards.notation import colour_of, number_of
from ...engine import Game
from ..faces import BOT_PROTOCOLS, Display, Pile, hand_outcome

__all__ = ["BOT_PROTOCOLS", "REVIEW_FLAG_COST", "colour_permutations", "display", "hand_outcome"]

REVIEW_FLAG_COST = 5.0


def display(game: Game[Any, Any, Any]) -> Display:
    """As by default (the auction's badges, each team's score toward the target), with the nest marked in the
    declarer's hand during the exchange and shown at the hand's end with the team its points went to."""
    return Display(pile=Pile("nest", "label.from_nest", "nest_end", "label.nest", "team"))


def colour_permutations(cards: Sequence[int]) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Rook's rules treat its four colours alike (the Crow has none and stays): for each of the 24 permutations
    ``perm`` of them, the card of colour ``k`` moves to colour ``perm[k]`` with its number, and so does a named
    colour (trump). As the contract (``games/faces.py``) says: ``(card_src, colour_src)``, source indices."""
    where = {(colour_of(c), number_of(c)): i for i, c in enumerate(cards) if colour_of(c) < 4}
    out = []
    for perm in itertools.permutations(range(4)):
        src = list(range(len(cards)))
        for i, c in enumerate(cards):
            if colour_of(c) < 4:
                src[where[(perm[colour_of(c)], number_of(c))]] = i
        out.append((tuple(src), tuple(perm.index(c) for c in range(4))))
    return out
