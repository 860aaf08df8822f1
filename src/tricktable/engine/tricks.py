"""Trick resolution shared by the single-card games."""

from collections.abc import Sequence


def best_of_four(strength: Sequence[int], c0: int, c1: int, c2: int, c3: int) -> int:
    """Index 0–3 (in play order) of the card that takes a four-card trick.

    ``strength[card]`` ranks every card against this trick (cards that cannot win rank lowest); a later card takes
    the trick only if strictly stronger, so ties stay with the earlier play."""
    best, top = 0, strength[c0]
    if strength[c1] > top:
        best, top = 1, strength[c1]
    if strength[c2] > top:
        best, top = 2, strength[c2]
    if strength[c3] > top:
        best = 3
    return best
