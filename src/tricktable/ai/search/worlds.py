"""Worlds consistent with one seat's view: what is hidden, who may hold it, and constrained random dealing.

A :class:`Knowledge` lists the cards hidden from the observer (a multiset: Tractor has two of each card), how many of
them each *slot* holds (slots 0–3 are seats, slot 4 is the hidden pile: the nest/kitty not yet taken, or another
seat's discards), and per slot the cards it cannot hold (voids, "could not overtrump" limits, ...). ``sample`` deals
the hidden cards so that every count and every constraint holds: the most constrained cards first, each to a slot
chosen with probability proportional to its free room; a dead end restarts (rejection). Rarely, when the facts look
contradictory after many tries, the constraints are relaxed rather than failing the decision.

``sample`` runs the native core's ``worlds_sample`` when the core is in use: the same deal drawn from the same
generator, card for card (docs/native.md); :func:`reference_sample` is the Python reference it is tested against.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from ... import native

PILE = 4
#: a sampled world's likelihood weight: slot -> hidden cards -> weight (soft inference, ``Adapter.world_weigher``)
Weigher = Callable[[dict[int, list[int]]], float]


@dataclass
class Knowledge:
    """What the observer ``me`` knows about the hidden cards at one decision."""

    me: int
    hidden: list[int]  # cards the observer cannot see (with repeats for double decks), sorted
    counts: dict[int, int]  # slot -> how many hidden cards it holds now
    forbidden: dict[int, set[int]] = field(default_factory=dict)  # slot -> cards it cannot hold
    known: dict[int, list[int]] = field(default_factory=dict)  # slot -> cards known to be there (not in hidden)
    #: soft beliefs: card -> slot -> weight (> 0) multiplying the slot's free room when the card is dealt; the hard
    #: facts above still decide what is possible
    prior: dict[int, dict[int, float]] | None = None
    #: draws a whole assignment instead of the sequential deal (``beliefs.joint``: the prior's own distribution
    #: conditioned on the counts and constraints); None: the sequential deal
    dealer: Callable[[random.Random], dict[int, list[int]]] | None = None

    def allowed(self, slot: int, card: int) -> bool:
        return card not in self.forbidden.get(slot, ())

    def consistent(self, world: dict[int, list[int]]) -> bool:
        """Whether an assignment respects every count and constraint (used by tests and as a final check)."""
        if sorted(c for cards in world.values() for c in cards) != sorted(self.hidden):
            return False
        return all(len(world.get(s, [])) == n and all(self.allowed(s, c) for c in world.get(s, []))
                   for s, n in self.counts.items())


def sample(k: Knowledge, rng: random.Random, tries: int = 60) -> dict[int, list[int]]:
    """One consistent assignment of the hidden cards to slots (relaxing constraints only after ``tries`` dead ends);
    ``k.dealer`` draws it instead when set. The sequential deal is the native kernel's when it takes the input (a
    plain ``Knowledge`` and ``random.Random``), else the reference's; the two are the same world, drawn alike."""
    core = native.CORE
    if core is not None and k.dealer is None and type(k) is Knowledge:
        world: dict[int, list[int]] = core.worlds_sample(k.hidden, k.counts, k.forbidden, k.prior, rng, tries)
        if world is not NotImplemented:
            return world
    return reference_sample(k, rng, tries)


def reference_sample(k: Knowledge, rng: random.Random, tries: int = 60) -> dict[int, list[int]]:
    """The Python reference of :func:`sample`."""
    if k.dealer is not None:
        return k.dealer(rng)
    slots = [s for s, n in sorted(k.counts.items()) if n > 0]
    options = {c: [s for s in slots if k.allowed(s, c)] for c in set(k.hidden)}
    order = sorted(k.hidden, key=lambda c: (len(options[c]), c))
    for _ in range(tries):
        world = _deal(order, options, k.counts, rng, k.prior)
        if world is not None:
            return world
    relaxed = {c: slots for c in options}  # contradictory facts (should not happen): keep the counts only
    world = _deal(order, relaxed, k.counts, rng)
    assert world is not None
    return world


def weighted_sample(k: Knowledge, rng: random.Random, weight: Callable[[dict[int, list[int]]], float],
                    pool: int = 8) -> dict[int, list[int]]:
    """Soft inference by sampling-importance-resampling: draw ``pool`` consistent worlds and keep one with
    probability proportional to ``weight`` (how well the world explains soft evidence such as bids). Every world
    returned still satisfies every hard constraint; ``weight`` only shifts the odds between them."""
    candidates = [sample(k, rng) for _ in range(pool)]
    weights = [max(0.0, weight(w)) for w in candidates]
    total = sum(weights)
    if total <= 0.0:
        return candidates[0]
    pick = rng.random() * total
    for world, w in zip(candidates, weights, strict=True):
        pick -= w
        if pick < 0.0:
            return world
    return candidates[-1]


def _deal(order: list[int], options: Mapping[int, list[int]], counts: Mapping[int, int], rng: random.Random,
          prior: Mapping[int, dict[int, float]] | None = None) -> dict[int, list[int]] | None:
    room = dict(counts)
    world: dict[int, list[int]] = {s: [] for s in counts}
    for card in order:
        choices = [s for s in options[card] if room[s] > 0]
        if not choices:
            return None
        if prior is not None:
            s = _weighted_slot(choices, room, prior[card], rng)
            world[s].append(card)
            room[s] -= 1
            continue
        total = sum(room[s] for s in choices)
        pick = rng.randrange(total)
        for s in choices:
            pick -= room[s]
            if pick < 0:
                break
        world[s].append(card)
        room[s] -= 1
    return world


def _weighted_slot(choices: list[int], room: dict[int, int], weights: dict[int, float], rng: random.Random) -> int:
    """A slot among ``choices`` with probability proportional to its free room times the card's weight there."""
    total = sum(room[s] * weights[s] for s in choices)
    pick = rng.random() * total
    for s in choices:
        pick -= room[s] * weights[s]
        if pick < 0.0:
            return s
    return choices[-1]
