"""Random full-hand playouts per second: deal, auction/calls/declarations, exchange, play, score.

Each hand: a seeded shuffle of the variant's deck, ``start_hand``, then ``random_action`` + ``advance`` until the
hand is over, then ``hand_result``. Single core. Each run plays hands for about ``seconds``; the figure reported is
the median of ``runs`` runs.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine import Game


@dataclass
class BenchResult:
    name: str
    runs: list[float] = field(default_factory=list)  # hands per second of each run
    hands: int = 0

    @property
    def hands_per_second(self) -> float:
        return statistics.median(self.runs) if self.runs else 0.0

    def to_json(self) -> dict:
        return {
            "variant": self.name,
            "hands_per_second": round(self.hands_per_second, 1),
            "runs": [round(r, 1) for r in self.runs],
            "hands": self.hands,
        }


def random_hand(game: Game, rng: random.Random, dealer: int = 0) -> dict:
    """Play one random hand of ``game`` from a fresh shuffle and return its result."""
    deck = list(game.deck())
    rng.shuffle(deck)
    match = game.new_match(dealer)
    state = game.start_hand(match, game.deal_from_order(deck, dealer))
    to_act, advance, random_action = game.to_act, game.advance, game.random_action
    while to_act(state) is not None:
        state = advance(state, random_action(state, rng))
    return game.hand_result(state)


def time_runs(play_one: Callable[[random.Random], object], name: str, runs: int, seconds: float, seed: int = 1) -> BenchResult:
    """Call ``play_one`` repeatedly for about ``seconds`` per run, ``runs`` times; hands/s per run."""
    result = BenchResult(name)
    rng = random.Random(seed)
    play_one(rng)  # warm-up (imports, caches)
    for _ in range(runs):
        n = 0
        start = time.perf_counter()
        deadline = start + seconds
        while True:
            for _ in range(10):
                play_one(rng)
            n += 10
            now = time.perf_counter()
            if now >= deadline:
                break
        result.runs.append(n / (now - start))
        result.hands += n
    return result


def bench_variant(game: Game, runs: int = 5, seconds: float = 1.0, seed: int = 1) -> BenchResult:
    """Hands per second of ``game`` (median of ``runs``)."""
    return time_runs(lambda rng: random_hand(game, rng, rng.randrange(4)), game.key, runs, seconds, seed)
