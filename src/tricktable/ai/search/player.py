"""The search player and its skill levels (``easy``, ``normal``, ``hard``, and the measurement-only ``cheater``;
the budgets of the levels are in ``levels.py`` and in each family's search adapter).

Card play is PIMC over worlds consistent with the seat's view (``pimc``), exact in the last tricks; other decisions
go to the family adapter (simulation or heuristic) and otherwise to PIMC among the legal actions. Each decision draws
its random numbers from a generator seeded by (player seed, seat, decision number), so the same seeds give the same
decisions. Budgets are counted in worlds and nothing else, so no machine's speed changes a decision.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ...engine import Action
from ...engine.game import View
from ...engine.match import AnyGame
from ..base import AnyPlayer
from ..seating import PlayContext
from .adapter import adapter_for
from .levels import BELIEFS_TEMPER, LEVELS, level_budget
from .pimc import Budget, choose, search

__all__ = ["BELIEFS_TEMPER", "LEVELS", "CheaterPlayer", "EasyPlayer", "SearchPlayer", "heuristic_or_random",
           "level_budget"]

#: PIMC compares at most this many legal actions outside card play (larger lists go to the heuristic)
MAX_PIMC_CHOICES = 16


class SearchPlayer:
    """PIMC with constrained world sampling, an exact endgame and family knowledge from an adapter."""

    def __init__(self, game: AnyGame, seed: int = 0, budget: Budget | None = None, name: str = "normal") -> None:
        self.name = name
        self.seed = seed
        self.budget = budget or LEVELS["normal"]
        self.adapter = adapter_for(game, self.budget.rollout)
        self._fallback: AnyPlayer | None = None
        self.truth: Any = None  # the cheater's true state during a decision (never set for a normal player)
        self.context: PlayContext | None = None  # the table's (time control and clock), if it gave one

    def start_match(self, game: AnyGame, context: PlayContext | None) -> None:
        """Keep the match's time control: under a clock, each decision's search fits its share (see ``timed``)."""
        self.context = context

    def timed(self, view: View) -> Budget:
        """The budget for this decision: the level's, cut (in wall-clock time) to what the clock allows (only
        under a clock do decisions depend on the machine's speed). With a per-hand budget the time left is shared over the cards
        still to play; 30% is kept back for the answer's way back."""
        context = self.context
        left = None if context is None else context.time_left_ms()
        if context is None or left is None:
            return self.budget
        if context.time_control.hand_ms is not None:
            left = left / max(1, len(view.hand))
        cap = max(1.0, 0.7 * left)
        return replace(self.budget, wall_ms=cap if self.budget.wall_ms is None else min(self.budget.wall_ms, cap))

    def rng_for(self, view: View) -> random.Random:
        return random.Random(f"{self.seed}:{view.seat}:{len(view.history)}:{len(view.hand)}")

    def fallback(self, game: AnyGame) -> AnyPlayer:
        """The family's heuristic player (used where search is not worth it), else a random player."""
        if self._fallback is None:
            self._fallback = heuristic_or_random(game, self.seed)
        return self._fallback

    def choose(self, game: AnyGame, view: View, legal: Sequence[Action]) -> Action:
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        budget = self.timed(view)
        if budget is self.budget:
            return self._choose(game, view, legal)
        level, self.budget = self.budget, budget  # the adapters read player.budget
        try:
            return self._choose(game, view, legal)
        finally:
            self.budget = level

    def _choose(self, game: AnyGame, view: View, legal: list[Action]) -> Action:
        rng = self.rng_for(view)
        if view.phase != "play":
            decided = self.adapter.decide(view, legal, self)
            if decided is not None:
                return decided
            if len(legal) > MAX_PIMC_CHOICES:
                return self.fallback(game).choose(game, view, legal)
        anchor = self.adapter.anchor(view, legal, self) if view.phase == "play" else None
        return choose(game, self.adapter, view, legal, self.budget, rng, anchor)


class CheaterPlayer(SearchPlayer):
    """MEASUREMENT ONLY: sees every hand (the arena hands it the full state). Never a default, never a table seat."""

    omniscient = True

    def choose(self, game: AnyGame, view: View, legal: Sequence[Action]) -> Action:
        raise RuntimeError("the cheater sees all hands: only the arena may seat it (choose_omniscient)")

    def choose_omniscient(self, game: AnyGame, state: Any, seat: int, legal: Sequence[Action]) -> Action:
        legal = list(legal)
        view = game.view(state, seat)
        self.truth = state
        if game.phase(state) != "play":
            decided = self.adapter.decide(view, legal, self)
            if decided is not None:
                return decided
            if len(legal) > MAX_PIMC_CHOICES:
                return self.fallback(game).choose(game, view, legal)
        return search(game, self.adapter, seat, len(view.hand), legal, self.budget, self.rng_for(view), lambda: state)


class EasyPlayer:
    """The family heuristic with noise: a random legal action 20% of the time. Fast (no search)."""

    def __init__(self, game: AnyGame, seed: int = 0, noise: float = 0.2) -> None:
        self.name = "easy"
        self.rng = random.Random(f"easy:{seed}")
        self.inner = heuristic_or_random(game, seed)
        self.noise = noise

    def choose(self, game: AnyGame, view: View, legal: Sequence[Action]) -> Action:
        if self.rng.random() < self.noise:
            return legal[self.rng.randrange(len(legal))]
        return self.inner.choose(game, view, legal)


def heuristic_or_random(game: AnyGame, seed: int) -> AnyPlayer:
    from ..base import RandomPlayer

    try:
        from ..heuristic import heuristic_player

        return heuristic_player(game, seed)
    except (ImportError, AttributeError):
        return RandomPlayer(seed)
