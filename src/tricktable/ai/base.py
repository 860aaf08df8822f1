"""The player interface: a player sees only its seat's view and the legal (or candidate) actions."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol, TypeAlias, TypeVar, runtime_checkable

from ..engine import Action
from ..engine.game import View
from ..engine.match import AnyGame

#: the view a player reads: :class:`View` for a player of every family, a family's own view (``CallbreakView``…) for
#: a family's player (contravariant: a player that reads any view may sit wherever a family's player may)
VIEW = TypeVar("VIEW", bound=View, contravariant=True)


@runtime_checkable
class Player(Protocol[VIEW]):
    """Anything that chooses an action for one seat from that seat's view (``Player[View]``: any family's;
    ``Player[CallbreakView]``: one family's). Made once per match (``engine.match.player_seed``); the optional
    hooks a driver calls are :mod:`tricktable.ai.seating`'s."""

    name: str

    def choose(self, game: AnyGame, view: VIEW, legal: Sequence[Action]) -> Action:
        """Pick one of ``legal`` (non-empty, sorted) for ``view.seat`` (``view``: the game's view of that seat)."""
        ...


def seat_of(view: View) -> int:
    """The seat whose view ``view`` is: a player, an observation or a search sees a seat's view, never a
    spectator's (``ValueError`` for one)."""
    seat = view.seat
    if seat is None:
        raise ValueError("a spectator's view has no seat")
    return seat


AnyPlayer: TypeAlias = Player[Any]
"""A player of whichever family the variant chosen at run time is (what the registry makes and a driver holds)."""


class RandomPlayer:
    """Uniformly random among the legal actions, from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: AnyGame, view: View, legal: Sequence[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]
