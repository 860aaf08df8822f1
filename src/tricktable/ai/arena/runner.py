"""Duplicate deals: every deal is replayed with the contestants rotated through the seats.

Team games use two arrangements (the teams swap seats). Individual games (Callbreak) use four by default (layout
``1v3``: contestant A in one seat against three copies of B), or two with layout ``2v2`` (A in seats 0 and 2 against
B in 1 and 3, then swapped), the fair duplicate design when one contestant is an external bot. Each arrangement
starts from the same dealt cards and the same dealer, so the seat-matched difference (A's result minus B's result in
the same seat with the same cards) removes most of the luck. A "deal" is one hand, scored by each side's score
change. Work is split over processes by deal index and every player is seeded from (seed, deal, arrangement, seat),
so results do not depend on ``jobs``.

Each arrangement is one match for the players (their hooks: ``start_match`` … ``end_match``, see
:mod:`tricktable.ai.seating`); a bot that times out, crashes or answers illegally gets the fallback move and the
fault is counted per contestant in the report.
"""

from __future__ import annotations

import multiprocessing as mp
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from multiprocessing.pool import Pool
from typing import TYPE_CHECKING, Any, TypeAlias, TypedDict

from ...engine import Action, get_game
from ...engine.match import AnyGame, deal_for, play_hand, player_seed
from .. import make_player
from ..faults import Faults
from ..seating import Seating, TimeControl
from .metrics import outcomes
from .stats import bootstrap_ci, mean_ci, paired_difference, percentile, proportion_ci

if TYPE_CHECKING:
    from .ray_backend import RayDeals

LAYOUTS = ("1v3", "2v2")


class DealResult(TypedDict):
    """One duplicate deal as :func:`play_deal` reports it (JSON: it crosses processes and Ray)."""

    deal: int
    #: per arrangement, per seat: (contestant, points, hand won (a share), bid made); None where not applicable
    rows: list[list[tuple[int, float, float | None, bool | None]]]
    ms: list[list[float]]  # per contestant, the wall-clock milliseconds of each decision
    cpu: list[list[float]]  # per contestant, the CPU milliseconds of each decision
    faults: list[dict[str, Any]]  # per contestant, ``Faults.to_json()``


#: the arguments of :func:`play_deal` for one deal: variant, options, kinds, seed, deal, layout, time control
DealTask: TypeAlias = tuple[str, Mapping[str, Any], Sequence[str], int, int, str, TimeControl | None]


def arrangements(game: AnyGame, layout: str = "1v3") -> list[tuple[int, ...]]:
    """Contestant index (0 = A, 1 = B) per seat, for every arrangement of one deal (see the module docstring)."""
    if layout not in LAYOUTS:
        raise ValueError(f"layout must be one of {', '.join(LAYOUTS)}, not {layout!r}")
    if game.scoring_unit == "team" or layout == "2v2":
        return [(0, 1, 0, 1), (1, 0, 1, 0)]
    return [tuple(0 if s == i else 1 for s in range(4)) for i in range(4)]


def play_deal(variant: str, options: Mapping[str, Any], kinds: Sequence[str], seed: int, deal: int,
              layout: str = "1v3", time_control: TimeControl | None = None) -> DealResult:
    """Play deal number ``deal`` in every arrangement; return per-arrangement seat outcomes, decision times and
    each contestant's faults."""
    game = get_game(variant, options)
    dealer = deal % 4
    cards = deal_for(game, seed, deal + 1, dealer)
    rows = []
    ms: list[list[float]] = [[], []]
    cpu: list[list[float]] = [[], []]
    faults = [Faults(), Faults()]
    for arr in arrangements(game, layout):
        players = [make_player(kinds[arr[s]], game, seed=player_seed(seed, deal + 1, s)) for s in range(4)]
        seating = Seating(game, players, time_control, omniscient_ok=True)
        try:
            match = game.new_match(dealer)
            state = game.start_hand(match, cards)
            levels = getattr(match, "levels", None)
            seating.start_match()
            seating.start_hand(state)

            def decide(state: Any, seat: int, legal: Sequence[Action], arr: tuple[int, ...] = arr,
                       seating: Seating = seating) -> Action:
                t0, c0 = time.perf_counter(), time.process_time()
                action = seating.decide(state, seat, legal)
                ms[arr[seat]].append((time.perf_counter() - t0) * 1000.0)
                cpu[arr[seat]].append((time.process_time() - c0) * 1000.0)
                return action

            def observe(before: Any, action: Action, after: Any, seating: Seating = seating) -> None:
                seating.observe(after, game.events(before, action, after))

            state = play_hand(game, state, decide, on_step=observe if seating.wants_events else None)
            result = game.hand_result(state)
            seating.end_hand(state, result)
            final = game.finish_hand(match, state)
            seating.end_match(final.scores, final.winner)
        finally:
            seating.close()
        for s in range(4):
            faults[arr[s]].merge(seating.faults[s])
        outs = outcomes(game, result, levels)
        rows.append([(arr[s], o.points, o.won, o.bid) for s, o in enumerate(outs)])
    return {"deal": deal, "rows": rows, "ms": ms, "cpu": cpu, "faults": [f.to_json() for f in faults]}


def probe_player(game: AnyGame, kind: str) -> None:
    """Build a player of ``kind`` once and let it check that it can play (an external bot answers), so that a
    long run fails at once with a clear message instead of counting faults for hours (``ValueError``)."""
    player = make_player(kind, game, 0)
    try:
        probe = getattr(player, "probe", None)
        if callable(probe):
            probe()
    finally:
        close = getattr(player, "close", None)
        if callable(close):
            close()


def _worker(args: DealTask) -> DealResult:
    return play_deal(*args)


@dataclass
class ArenaResult:
    """Everything the arena measured, with :meth:`to_json` in the issue's format."""

    variant: str
    kinds: tuple[str, str]
    deals: list[DealResult] = field(default_factory=list)
    layout: str = "1v3"

    def _per_contestant(self, c: int) -> dict[str, Any]:
        pts: list[float] = []
        won: list[float] = []
        bids: list[float] = []
        ms: list[float] = []
        cpu: list[float] = []
        for d in self.deals:
            per_deal = [p for row in d["rows"] for (who, p, _, _) in row if who == c]
            pts.append(sum(per_deal) / len(per_deal))
            won.extend(float(w) for row in d["rows"] for (who, _, w, _) in row if who == c and w is not None)
            bids.extend(float(b) for row in d["rows"] for (who, _, _, b) in row if who == c and b is not None)
            ms.extend(d["ms"][c])
            cpu.extend(d["cpu"][c])
        return {
            "points_per_hand": mean_ci(pts).to_json(),
            "hands_won": proportion_ci(won).to_json(),
            "bids_made": proportion_ci(bids).to_json(),
            "match_wins": None,  # the arena plays single hands; matches are not applicable
            "ms_per_decision": {"p50": round(percentile(ms, 50), 2), "p95": round(percentile(ms, 95), 2),
                                "decisions": len(ms)},
            # process CPU time: what the decision cost on a core of its own (the machine is shared)
            "cpu_ms_per_decision": {"p50": round(percentile(cpu, 50), 2), "p95": round(percentile(cpu, 95), 2)},
            "faults": self.faults(c).to_json(),
        }

    def faults(self, c: int) -> Faults:
        """Contestant ``c``'s faults over every deal (timeouts, illegal answers, unreadable answers, crashes)."""
        total = Faults()
        for d in self.deals:
            if "faults" in d:
                total.merge(Faults.from_json(d["faults"][c]))
        return total

    def seat_matched(self) -> tuple[list[float], list[float]]:
        """Per deal: A's mean result and B's mean result over the same seats (the paired samples)."""
        a_res, b_res = [], []
        for d in self.deals:
            a_seat: dict[int, list[float]] = {}
            b_seat: dict[int, list[float]] = {}
            for row in d["rows"]:
                for s, (who, p, _, _) in enumerate(row):
                    (a_seat if who == 0 else b_seat).setdefault(s, []).append(p)
            a_res.append(sum(sum(v) / len(v) for v in a_seat.values()) / len(a_seat))
            b_res.append(sum(sum(b_seat[s]) / len(b_seat[s]) for s in a_seat) / len(a_seat))
        return a_res, b_res

    def to_json(self) -> dict[str, Any]:
        a, b = self.kinds
        names = [a, b] if a != b else [f"{a} (A)", f"{b} (B)"]
        a_res, b_res = self.seat_matched()
        diff = paired_difference(a_res, b_res)
        per_deal = [x - y for x, y in zip(a_res, b_res, strict=True)]
        boot = [round(x, 4) for x in bootstrap_ci(per_deal, 1000, seed=len(per_deal))]
        return {
            "variant": self.variant,
            "deals": len(self.deals),
            "layout": self.layout,
            "contestants": {names[c]: self._per_contestant(c) for c in (0, 1)},
            "paired_difference": {**diff.to_json(), "of": f"{names[0]} - {names[1]}", "bootstrap95": boot},
            "paired_per_deal": [round(x, 4) for x in per_deal],
        }


def run_arena(
    variant: str,
    kinds: Sequence[str],
    deals: int,
    seed: int = 0,
    jobs: int = 1,
    options: Mapping[str, Any] | None = None,
    progress: Callable[[int, int], None] | None = None,
    max_seconds: float | None = None,
    layout: str = "1v3",
    time_control: TimeControl | None = None,
    backend: str = "process",
    address: str | None = None,
) -> ArenaResult:
    """Play ``deals`` duplicate deals between two player kinds; ``jobs`` > 1 uses spawned processes (which know the
    same kinds and schemes, external bots too: the registries fill from entry points in every process; a kind
    registered by hand, not by an entry point, is known only here). ``backend="ray"`` runs the deals as Ray
    tasks on the cluster at ``address`` (or a local Ray with ``jobs`` CPUs): the same results for the same seed.

    With ``max_seconds`` the run stops early and reports the deals finished by then (always a prefix 0..n-1)."""
    if len(kinds) != 2:
        raise ValueError("the arena compares exactly two players, e.g. normal,heuristic")
    game = get_game(variant, options)  # fail early on a bad variant, layout or player
    arrangements(game, layout)
    for k in kinds:
        probe_player(game, k)
    tasks = [(variant, dict(options or {}), tuple(kinds), seed, d, layout, time_control) for d in range(deals)]
    result = ArenaResult(variant, (kinds[0], kinds[1]), layout=layout)
    if backend not in ("process", "ray"):
        raise ValueError(f"backend must be process or ray, not {backend!r}")
    ray_deals: RayDeals | None = None
    pool: Pool | None = None
    results_iter: Iterator[DealResult]
    if backend == "ray":
        from .ray_backend import RayDeals

        ray_deals = RayDeals(tasks, address, jobs)
        results_iter = iter(ray_deals)
    elif jobs <= 1:
        results_iter = map(_worker, tasks)
    else:
        pool = mp.get_context("spawn").Pool(jobs)
        results_iter = pool.imap(_worker, tasks, chunksize=1)
    start = time.perf_counter()
    try:
        for i, r in enumerate(results_iter, 1):
            result.deals.append(r)
            if progress is not None:
                progress(i, deals)
            if max_seconds is not None and time.perf_counter() - start > max_seconds:
                break
    finally:
        if pool is not None:  # a process pool
            pool.terminate()
            pool.join()
        elif ray_deals is not None:  # Ray: cancel what is still queued
            ray_deals.close()
    return result
