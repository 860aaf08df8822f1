"""Random full hands per second for the Callbreak presets (deal + calls + 13 tricks + score), median of runs.

Run: ``PYTHONPATH=src python tests/callbreak/bench_callbreak.py [seconds-per-run] [runs]``.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from tricktable.engine import get_game, hand_seed, shuffled


def hands_per_second(key: str, seconds: float) -> float:
    game = get_game(key)
    match = game.new_match(0)
    rng = random.Random(1)
    deck = game.deck()
    n = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        for _ in range(50):
            state = game.start_hand(match, game.deal_from_order(shuffled(deck, hand_seed(1, n)), 0))
            while not game.is_over(state):
                state = game.advance(state, game.random_action(state, rng))
            game.hand_result(state)
            n += 1
    return n / elapsed


if __name__ == "__main__":
    secs = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    for key in ("callbreak/master", "callbreak/standard"):
        rates = [hands_per_second(key, secs) for _ in range(runs)]
        print(f"{key}: median {statistics.median(rates):.0f} hands/s  (runs: {', '.join(f'{r:.0f}' for r in rates)})")
