"""What the stdio bot transport costs per decision, against an in-process call of the same trivial decision.

Both sides take the same decisions at the same positions: the in-process player answers the first legal action;
the stdio bot (``examples/random_bot.py`` unless ``--bot`` says otherwise) answers a legal action. Both go through
``Seating.decide``, the path every driver uses (the view built, the answer checked against the rules). The stdio
side adds the ``act`` message (the view's JSON and the legal actions), the pipe both ways, the bot's JSON work
and the host's reading thread. The two sides take turns run by run (A B A B ...), so a noisy machine slows both.

Per run: the median milliseconds per decision (wall clock) of each side, and their difference; the host's CPU
time and the bot process's CPU time (from /proc) per decision. The figure to quote is the median over the runs
of the per-run median difference.

    python scripts/bench_stdio.py [--variant callbreak/standard] [--runs 7] [--decisions 400] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from tricktable.ai.seating import PlayContext, Seating, TimeControl  # noqa: E402
from tricktable.engine import get_game  # noqa: E402
from tricktable.engine.match import deal_for  # noqa: E402
from tricktable.interfaces.bots.external import stdio_player  # noqa: E402


class FirstLegal:
    name = "first legal"

    def choose(self, game, view, legal):
        return legal[0]


def positions(game, count: int, seed: int = 1) -> list:
    """``count`` decision points from random hands (a position: state, seat to act, legal actions)."""
    rng = random.Random(seed)
    out = []
    hand = 0
    while len(out) < count:
        hand += 1
        match = game.new_match(hand % 4)
        state = game.start_hand(match, deal_for(game, seed, hand, match.dealer))
        while game.to_act(state) is not None and len(out) < count:
            out.append((state, game.to_act(state), game.candidate_actions(state)))
            state = game.advance(state, game.random_action(state, rng))
    return out


def bot_cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of process ``pid`` so far (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def time_side(seating: Seating, points: list, pid: int | None) -> dict:
    ms = []
    cpu0, bot0 = time.process_time(), bot_cpu_seconds(pid) if pid else 0.0
    for state, seat, legal in points:
        t0 = time.perf_counter()
        seating.decide(state, seat, legal)
        ms.append((time.perf_counter() - t0) * 1000.0)
    n = len(points)
    out = {"p50_ms": statistics.median(ms), "mean_ms": statistics.fmean(ms),
           "host_cpu_ms": (time.process_time() - cpu0) * 1000.0 / n}
    if pid:
        out["bot_cpu_ms"] = (bot_cpu_seconds(pid) - bot0) * 1000.0 / n
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variant", default="callbreak/standard")
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--decisions", type=int, default=400)
    ap.add_argument("--bot", default=f"{sys.executable} {ROOT / 'examples/random_bot.py'} 1")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()

    game = get_game(args.variant)
    points = positions(game, args.decisions)
    control = TimeControl(decision_ms=10_000)
    bot = stdio_player(game, 0, args.bot)
    # one player in every seat (the bot does not mind which seat it is asked for), one hello
    a = Seating(game, [bot] * 4, control)
    bot.start_match(game, PlayContext(0, control, a.clocks[0]))
    pid = bot.channel.proc.pid
    b = Seating(game, [FirstLegal()] * 4, control)
    time_side(a, points[:50], pid)  # warm-up (imports, caches, the bot's first lines)
    time_side(b, points[:50], None)
    runs = []
    for r in range(args.runs):
        sa = time_side(a, points, pid)
        sb = time_side(b, points, None)
        runs.append({"stdio": sa, "in_process": sb, "overhead_p50_ms": sa["p50_ms"] - sb["p50_ms"]})
        print(f"run {r + 1}: stdio p50 {sa['p50_ms']:.3f} ms, in-process p50 {sb['p50_ms']:.3f} ms, "
              f"overhead {runs[-1]['overhead_p50_ms']:.3f} ms; CPU per decision: host {sa['host_cpu_ms']:.3f} "
              f"vs {sb['host_cpu_ms']:.3f} ms, bot {sa['bot_cpu_ms']:.3f} ms", flush=True)
    bot.end_match(game, [0, 0, 0, 0], None)
    bot.close()
    overhead = statistics.median(r["overhead_p50_ms"] for r in runs)
    summary = {
        "variant": args.variant, "decisions_per_run": len(points), "runs": len(runs),
        "overhead_p50_ms": round(overhead, 4),
        "stdio_p50_ms": round(statistics.median(r["stdio"]["p50_ms"] for r in runs), 4),
        "in_process_p50_ms": round(statistics.median(r["in_process"]["p50_ms"] for r in runs), 4),
        "host_cpu_ms": round(statistics.median(r["stdio"]["host_cpu_ms"] for r in runs), 4),
        "bot_cpu_ms": round(statistics.median(r["stdio"]["bot_cpu_ms"] for r in runs), 4),
        "per_run": runs,
    }
    print(f"median over {len(runs)} runs: the stdio transport adds {overhead:.3f} ms per decision at the median "
          f"({summary['stdio_p50_ms']:.3f} vs {summary['in_process_p50_ms']:.3f} ms); CPU per decision: host "
          f"{summary['host_cpu_ms']:.3f} ms, bot {summary['bot_cpu_ms']:.3f} ms")
    if args.json:
        args.json.write_text(json.dumps(summary, indent=2) + "\n")


if __name__ == "__main__":
    main()
