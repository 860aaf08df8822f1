"""Callbreak random full hands per second, interleaved with OpenSpiel spades so both see the same machine load.

Same protocol as ``tricktable bench`` (``table.benchmark.random_hand``: shuffle, deal, calls, 13 tricks, score), but
runs alternate between the engines and time is CPU time of this process, which makes the ratio steadier on a busy
machine. Run: ``PYTHONPATH=src python tests/callbreak/bench_callbreak.py [runs] [seconds]``.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from tricktable.engine import get_game
from tricktable.table.benchmark import random_hand


def rate(play_one, seconds: float) -> float:
    rng = random.Random(1)
    n, start = 0, time.process_time()
    while (spent := time.process_time() - start) < seconds:
        for _ in range(10):
            play_one(rng)
        n += 10
    return n / spent


def spades_hand():
    try:
        import pyspiel
    except ImportError:
        return None
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

    return play_one


def main(runs: int = 7, seconds: float = 0.5) -> None:
    engines = {key: (lambda rng, g=get_game(key): random_hand(g, rng, rng.randrange(4))) for key in
               ("callbreak/master", "callbreak/standard")}
    spades = spades_hand()
    if spades is not None:
        engines["open_spiel/spades"] = spades
    rates: dict[str, list[float]] = {k: [] for k in engines}
    for _ in range(runs):
        for key, play_one in engines.items():
            rates[key].append(rate(play_one, seconds))
    base = statistics.median(rates["open_spiel/spades"]) if spades else None
    for key, r in rates.items():
        med = statistics.median(r)
        ratio = f"  {med / base:.2f}x spades" if base else ""
        print(f"{key:20s} median {med:6.0f} hands/s  max {max(r):6.0f}{ratio}")


if __name__ == "__main__":
    args = sys.argv[1:]
    main(int(args[0]) if args else 7, float(args[1]) if len(args) > 1 else 0.5)
