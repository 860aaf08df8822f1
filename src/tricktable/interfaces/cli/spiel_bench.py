"""OpenSpiel's ``spades`` random playouts through its Python API, as the speed baseline (optional extra)."""

from __future__ import annotations

import random

from ...table.benchmark import BenchResult, time_runs


def spiel_available() -> bool:
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        return False
    return True


def bench_spades(runs: int = 5, seconds: float = 1.0, seed: int = 1) -> BenchResult:
    """Random full hands of OpenSpiel spades (chance deal, bids, 13 tricks) per second."""
    import pyspiel

    game = pyspiel.load_game("spades")

    def play_one(rng: random.Random) -> None:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
        state.returns()

    return time_runs(play_one, "open_spiel/spades", runs, seconds, seed)
