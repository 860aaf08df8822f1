"""What the learned models' tests share: the positions of a few seeded heuristic hands, and the leak check (a model's
input must not change when every card hidden from the seat is dealt anew, consistently with all the seat knows)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from tricktable.ai import make_player
from tricktable.ai.beliefs.data import play_hand
from tricktable.ai.search.adapter import adapter_for
from tricktable.ai.search.infoset import build_world, knowledge
from tricktable.ai.search.worlds import sample
from tricktable.engine import Action, get_game


def heuristic_positions(variant: str, hands: int, wanted: Callable[[Any, Any, int, Action], bool]) -> tuple[Any, list]:
    """The game and the (state, seat) before every decision of ``hands`` seeded hands of four ``heuristic`` players
    for which ``wanted(game, state, seat, action)`` holds."""
    game = get_game(variant)
    out: list[tuple[Any, int]] = []
    for h in range(hands):
        players = [make_player("heuristic", game, s) for s in range(4)]
        play_hand(game, players, h, 17, lambda state, seat, action: out.append((state, seat))
                  if wanted(game, state, seat, action) else None)
    return game, out


def assert_blind_to_hidden_cards(game: Any, positions: Sequence[tuple[Any, int]],
                                 features: Callable[[Any, Any], np.ndarray]) -> None:
    """``features(game, view)`` is equal for each (state, seat) in ``positions`` and for a redeal of what the seat
    cannot see; the redeals must move hidden cards in more than 10 positions, or the check proves little."""
    adapter = adapter_for(game)
    changed = 0
    for i, (state, seat) in enumerate(positions):
        view = game.view(state, seat)
        vj = view.to_json()
        k = knowledge(game, adapter, view, vj)
        world = build_world(game, adapter, view, vj, k, sample(k, random.Random(i)))
        changed += any(sorted(game.view(world, o).hand) != sorted(game.view(state, o).hand)
                       for o in range(4) if o != seat)
        np.testing.assert_array_equal(features(game, view), features(game, game.view(world, seat)))
    assert changed > 10, "the redeals hardly changed a hidden card: the test proves little"
