"""The player interface: a player sees only its seat's view and the legal (or candidate) actions."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from ..engine import Action, Game
from ..engine.game import View


@runtime_checkable
class Player(Protocol):
    """Anything that chooses an action for one seat from that seat's view."""

    name: str

    def choose(self, game: Game[Any, Any], view: View, legal: Sequence[Action]) -> Action:
        """Pick one of ``legal`` (non-empty, sorted) for ``view.seat`` (``view``: the game's view of that seat)."""
        ...


class RandomPlayer:
    """Uniformly random among the legal actions, from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game[Any, Any], view: View, legal: Sequence[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]
