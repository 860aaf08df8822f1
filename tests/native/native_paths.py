"""The two paths every native test runs on: the Python reference and the native core's kernels."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tricktable import native

PATHS = ("python", "native")


@pytest.fixture(params=PATHS)
def path(request) -> Iterator[str]:
    """Run the test body with the kernels on (``native``; skipped when the core is not built) or off."""
    if request.param == "native":
        if native.LOADED is None:
            pytest.skip(f"the native core is not in use ({native.STATUS})")
        with native.native_core():
            yield "native"
    else:
        with native.pure_python():
            yield "python"


def core():
    """The compiled module (the test is skipped when it is not built)."""
    if native.LOADED is None:
        pytest.skip(f"the native core is not in use ({native.STATUS})")
    return native.LOADED


def decisions_on_both_paths(key: str, seed: int, kind: str = "normal") -> tuple[list, list]:
    """``kind``'s choices at every decision of a heuristic-played hand of ``key`` (``bench --ai``'s positions, seed
    ``seed``), on the Python path and with the native core's kernels (the test is skipped when it is not built):
    ``(python, native)``. A player of each path decides every position in turn, as a table's kept player would."""
    from tricktable.ai import make_player
    from tricktable.engine import get_game
    from tricktable.table.ai_benchmark import decision_positions

    core()
    game = get_game(key)
    positions = decision_positions(game, 1, seed)
    assert len(positions) > 20

    def decisions() -> list:
        player = make_player(kind, game, seed)
        return [player.choose(game, game.view(s, seat), game.candidate_actions(s)) for s, seat in positions]

    with native.pure_python():
        python = decisions()
    with native.native_core():
        ours = decisions()
    return python, ours
