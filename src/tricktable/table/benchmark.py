"""Random full-hand playouts per second: deal, auction/calls/declarations, exchange, play, score.

Each hand: a seeded shuffle of the variant's deck, ``start_hand``, then ``random_playout`` (uniformly random legal
actions until the hand is over; a family's fused loop where it has one, checked against the generic
``random_action`` + ``advance`` loop by the conformance suite), then ``hand_result``. Single core. Each run plays hands for about ``seconds``; the figure reported is
the median of ``runs`` runs.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .. import native
from ..engine import HandResult
from ..engine.dealing import shuffle
from ..engine.match import AnyGame


@dataclass
class BenchResult:
    name: str
    runs: list[float] = field(default_factory=list)  # hands per wall-clock second of each run
    cpu_runs: list[float] = field(default_factory=list)  # hands per CPU second of each run (this process)
    hands: int = 0

    @property
    def hands_per_second(self) -> float:
        return statistics.median(self.runs) if self.runs else 0.0

    @property
    def hands_per_cpu_second(self) -> float:
        return statistics.median(self.cpu_runs) if self.cpu_runs else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "variant": self.name,
            "hands_per_second": round(self.hands_per_second, 1),
            "hands_per_cpu_second": round(self.hands_per_cpu_second, 1),
            "runs": [round(r, 1) for r in self.runs],
            "hands": self.hands,
        }


PlayOne = Callable[[random.Random], object]


def random_hand(game: AnyGame, rng: random.Random, dealer: int = 0) -> HandResult:
    """Play one random hand of ``game`` from a fresh shuffle and return its result."""
    deck = list(game.deck())
    shuffle(rng, deck)
    match = game.new_match(dealer)
    state = game.start_hand(match, game.deal_from_order(deck, dealer))
    result: HandResult = game.hand_result(game.random_playout(state, rng))
    return result


def variant_playout(game: AnyGame) -> PlayOne:
    """One random hand of ``game`` with a random dealer."""
    return lambda rng: random_hand(game, rng, rng.randrange(4))


def on_python_reference(play_one: PlayOne) -> PlayOne:
    """``play_one`` with the native core switched off for each hand (the bench's "pure Python" rows)."""

    def run(rng: random.Random) -> object:
        before = native.set_enabled(False)
        try:
            return play_one(rng)
        finally:
            native.set_enabled(before)

    return run


def time_one_run(play_one: PlayOne, rng: random.Random, seconds: float) -> tuple[int, float, float]:
    """Play hands for about ``seconds``: (hands, wall seconds, CPU seconds)."""
    n = 0
    start, cpu_start = time.perf_counter(), time.process_time()
    deadline = start + seconds
    while True:
        for _ in range(10):
            play_one(rng)
        n += 10
        now = time.perf_counter()
        if now >= deadline:
            break
    return n, now - start, time.process_time() - cpu_start


def bench_interleaved(
    contestants: list[tuple[str, PlayOne]],
    runs: int = 5,
    seconds: float = 1.0,
    seed: int = 1,
    progress: Callable[[str, int], None] | None = None,
) -> list[BenchResult]:
    """Time every contestant once per round, for ``runs`` rounds, so that all of them share the machine's load
    alike (a noisy machine slows a whole round, not one contestant). Medians per contestant."""
    results = [BenchResult(name) for name, _ in contestants]
    rngs = [random.Random(seed) for _ in contestants]
    for (_, play_one), rng in zip(contestants, rngs, strict=True):
        play_one(rng)  # warm-up (imports, caches)
    for r in range(runs):
        for (name, play_one), rng, result in zip(contestants, rngs, results, strict=True):
            if progress is not None:
                progress(name, r)
            n, wall, cpu = time_one_run(play_one, rng, seconds)
            result.runs.append(n / wall)
            result.cpu_runs.append(n / cpu if cpu > 0 else 0.0)
            result.hands += n
    return results


def bench_variant(game: AnyGame, runs: int = 5, seconds: float = 1.0, seed: int = 1) -> BenchResult:
    """Hands per second of ``game`` alone (median of ``runs``)."""
    return bench_interleaved([(game.key, variant_playout(game))], runs, seconds, seed)[0]
