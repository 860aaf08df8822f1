"""The search AI decides exactly as on the Python path when the Rook kernels run its rollouts."""

from __future__ import annotations

import pytest
from native_paths import core

from tricktable import native
from tricktable.ai import make_player
from tricktable.engine import get_game
from tricktable.table.ai_benchmark import decision_positions


@pytest.mark.parametrize("key", ["rook/crowsnest", "rook/red-one"])
def test_normal_makes_the_same_decisions_on_both_paths(key):
    core()
    game = get_game(key)
    positions = decision_positions(game, 1, 3)

    def decisions() -> list:
        player = make_player("normal", game, 3)
        return [player.choose(game, game.view(s, seat), game.candidate_actions(s)) for s, seat in positions]

    with native.pure_python():
        python = decisions()
    with native.native_core():
        ours = decisions()
    assert len(positions) > 20
    assert ours == python
