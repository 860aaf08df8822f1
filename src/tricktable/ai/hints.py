"""Hints for a human seat: what the ``normal`` player would do from the same view (nothing more is seen)."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Action
from ..engine.game import View
from ..engine.match import AnyGame


def suggest(game: AnyGame, view: View, legal: Sequence[Action], seed: int = 0) -> Action:
    """The ``normal`` player's choice for ``view.seat`` among ``legal`` (any interface may call it, e.g. on '?')."""
    from .search import SearchPlayer, level_budget

    return SearchPlayer(game, seed, level_budget("normal", game), "hint").choose(game, view, legal)
