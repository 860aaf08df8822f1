"""The exact endgame runs where CPython's frame stack has room for its recursion (``ai.search.headroom``), so its cost
does not depend on how deep in the stack a decision is taken. Before, a Rook decision solved from some call depths
mapped and unmapped a frame-stack chunk on every crossing of the chunk's edge (thousands of page faults a world,
2.7x the CPU time; the unexplained 302-321 ms Rook maxima of ``bench --ai`` from the command line). Counted in page
faults, not timed."""

from __future__ import annotations

import random
import sys

import pytest

from tricktable.ai.search import pimc
from tricktable.ai.search.adapter import adapter_for
from tricktable.ai.search.headroom import headroom
from tricktable.engine import get_game
from tricktable.table.ai_benchmark import decision_positions

resource = pytest.importorskip("resource")
pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux") or sys.version_info < (3, 11),
                                reason="frame-stack chunks are CPython 3.11+; page faults are counted on Linux")


def _at_depth(depth, fn):
    """``fn()`` called ``depth`` frames deeper (about 100 bytes of frame stack each)."""
    return fn() if depth == 0 else _at_depth(depth - 1, fn)


def _faults(fn):
    before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
    fn()
    return resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before


def test_an_exact_endgame_decision_costs_the_same_from_any_call_depth():
    game = get_game("rook/crowsnest")
    state, seat = next((s, t) for s, t in decision_positions(game, 3, 1)
                       if game.phase(s) == "play" and len(game.view(s, t).hand) == 5)  # the deep (5-card) solve
    view, moves = game.view(state, seat), game.candidate_actions(state)
    adapter = adapter_for(game)
    world = pimc.world_source(game, adapter, view, random.Random(1))()
    budget = pimc.Budget(max_worlds=1, min_worlds=9, deep_worlds=1)
    assert pimc.exact_here(adapter, budget, len(view.hand)) == (True, 1)

    def decide():
        pimc.search(game, adapter, seat, len(view.hand), moves, budget, random.Random(1), lambda: world)

    faults = [_at_depth(d, lambda: _faults(decide)) for d in range(0, 240, 3)]  # more than a 16 KiB chunk's worth
    assert max(faults) < 150, faults  # one fresh chunk per solve; before: 390-2,900 at over half the depths


def test_headroom_only_calls_the_function():
    assert headroom(divmod, 17, 5) == (3, 2)
    assert headroom(lambda *a: a) == ()
