"""CPU time per AI decision over a fixed set of seeded positions (``tricktable bench --ai``).

The positions are every decision with a choice in ``hands`` hands of a variant, dealt from ``seed`` and played by
the family heuristic, seeded as the arena seeds its players (``engine.match.player_seed``): the same positions on
every machine and in every run, and the decisions of the arena's heuristic-against-heuristic deals of ``seed``.
Each level's player decides at each position from that seat's view; the process CPU time of the decision is
recorded (a shared machine's load does not count), and p50 / p95 / max are reported per level and variant. Several
levels are timed position by position in turn, so they share the machine's state alike.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..ai import AnyPlayer, make_player
from ..ai.arena.stats import percentile
from ..engine import Action
from ..engine.match import AnyGame, deal_for, play_hand, player_seed

#: one representative variant per family (the defaults of the apps)
AI_BENCH_VARIANTS = ("callbreak/master", "rook/crowsnest", "shengji/tractor")


@dataclass
class DecisionTimes:
    """CPU milliseconds of one level's decisions in one variant."""

    variant: str
    level: str
    ms: list[float] = field(default_factory=list)
    phases: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        ms = self.ms
        play = [m for m, p in zip(ms, self.phases, strict=True) if p == "play"]
        return {
            "variant": self.variant, "level": self.level, "decisions": len(ms),
            "cpu_ms": {"p50": round(percentile(ms, 50), 2), "p95": round(percentile(ms, 95), 2),
                       "max": round(max(ms), 2) if ms else None, "mean": round(sum(ms) / len(ms), 2) if ms else None},
            "play_cpu_ms": {"p50": round(percentile(play, 50), 2), "p95": round(percentile(play, 95), 2),
                            "max": round(max(play), 2) if play else None},
        }


def decision_positions(game: AnyGame, hands: int, seed: int) -> list[tuple[Any, int]]:
    """(state, seat) of every decision with more than one choice in ``hands`` heuristic-played hands."""
    out: list[tuple[Any, int]] = []
    for h in range(hands):
        dealer = h % 4
        state = game.start_hand(game.new_match(dealer), deal_for(game, seed, h + 1, dealer))
        players = [make_player("heuristic", game, player_seed(seed, h + 1, s)) for s in range(4)]

        def decide(state: Any, seat: int, legal: Sequence[Action], players: list[AnyPlayer] = players) -> Action:
            if len(legal) > 1:
                out.append((state, seat))
            return players[seat].choose(game, game.view(state, seat), legal)

        play_hand(game, state, decide)
    return out


def time_decisions(game: AnyGame, levels: Sequence[str], hands: int = 4, seed: int = 1,
                   progress: Callable[[str, int, int], None] | None = None) -> list[DecisionTimes]:
    """CPU time of each level's decision at every position of ``decision_positions`` (levels interleaved)."""
    positions = decision_positions(game, hands, seed)
    players = {lv: make_player(lv, game, seed) for lv in levels}
    results = {lv: DecisionTimes(game.key, lv) for lv in levels}
    for i, (state, seat) in enumerate(positions):
        if progress is not None:
            progress(game.key, i, len(positions))
        view = game.view(state, seat)
        legal = game.candidate_actions(state)
        for lv in levels:
            c0 = time.process_time()
            players[lv].choose(game, view, legal)
            results[lv].ms.append((time.process_time() - c0) * 1000.0)
            results[lv].phases.append(game.phase(state))
    return [results[lv] for lv in levels]
