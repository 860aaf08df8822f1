"""Worlds drawn from the belief model's own distribution: every hidden card independently at a place with the
model's probability, *conditioned on* the hard facts (each slot holds exactly its count, no card where it is
forbidden). ``worlds.sample``'s sequential deal instead picks each card's slot in proportion to its free room times
the card's weight, which counts the slots' sizes twice (the model's probabilities already carry them) and lets the
order of dealing shape the result.

The conditioning is exact: a backward pass counts, for every card position and every vector of rooms left, the
weighted number of ways to finish the deal (a table over the rooms, one layer per card), and each world is then
drawn card by card with the exact conditional odds. The table is built once per decision (``JointDealer``) and costs
one array operation per card and slot; it is only built when it is small (``MAX_CELLS``), otherwise (Tractor's
two decks) the caller keeps the sequential deal.
"""

from __future__ import annotations

import random
from math import prod

import numpy as np

from ..search.worlds import Knowledge

#: the largest table (rooms cells times cards) built; above it ``JointDealer.build`` returns None
MAX_CELLS = 2_000_000


class JointDealer:
    """Draws assignments of ``k.hidden`` to ``k``'s slots with probability proportional to the product of the
    cards' weights ``k.prior[card][slot]`` among the assignments that keep every count and constraint."""

    def __init__(self, cards: list[int], slots: list[int], weights: np.ndarray, counts: tuple[int, ...],
                 tables: list[np.ndarray]) -> None:
        self.cards, self.slots, self.weights, self.counts, self.tables = cards, slots, weights, counts, tables

    @classmethod
    def build(cls, k: Knowledge) -> JointDealer | None:
        """The dealer of ``k`` (None when ``k`` has no prior, the table would be too large, or no assignment keeps
        every fact: the caller then deals as before)."""
        if k.prior is None:
            return None
        slots = [s for s, n in sorted(k.counts.items()) if n > 0]
        counts = tuple(k.counts[s] for s in slots)
        cards = list(k.hidden)
        if sum(counts) != len(cards) or prod(n + 1 for n in counts) * (len(cards) + 1) > MAX_CELLS:
            return None
        weights = np.array([[k.prior[c][s] if k.allowed(s, c) else 0.0 for s in slots] for c in cards])
        # tables[i][r] is proportional to the weighted number of ways to deal cards i.. into rooms r
        z = np.zeros(tuple(n + 1 for n in counts))
        z[(0,) * len(counts)] = 1.0
        tables = [z]
        for i in range(len(cards) - 1, -1, -1):
            nxt = np.zeros_like(z)
            for j in range(len(slots)):
                if weights[i, j] > 0.0:
                    src = [slice(None)] * len(slots)
                    dst = [slice(None)] * len(slots)
                    src[j], dst[j] = slice(0, -1), slice(1, None)
                    nxt[tuple(dst)] += weights[i, j] * z[tuple(src)]
            top = nxt.max()
            if top <= 0.0:
                return None
            z = nxt / top
            tables.append(z)
        tables.reverse()  # tables[i]: cards i.. still to deal
        if tables[0][counts] <= 0.0:
            return None
        return cls(cards, slots, weights, counts, tables)

    def draw(self, rng: random.Random) -> dict[int, list[int]]:
        """One assignment (slot -> cards), every count and constraint kept."""
        room = list(self.counts)
        world: dict[int, list[int]] = {s: [] for s in self.slots}
        for i, card in enumerate(self.cards):
            nxt = self.tables[i + 1]
            odds = []
            for j in range(len(self.slots)):
                if room[j] > 0 and self.weights[i, j] > 0.0:
                    room[j] -= 1
                    odds.append(self.weights[i, j] * nxt[tuple(room)])
                    room[j] += 1
                else:
                    odds.append(0.0)
            pick = rng.random() * sum(odds)
            last = 0
            for j, o in enumerate(odds):
                if o > 0.0:
                    last = j
                    pick -= o
                    if pick < 0.0:
                        break
            j = last
            world[self.slots[j]].append(card)
            room[j] -= 1
        return world
