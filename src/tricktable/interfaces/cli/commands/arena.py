"""``tricktable arena``: duplicate-deal matches between two player kinds, with confidence intervals."""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from contextlib import nullcontext
from pathlib import Path
from typing import Any, TextIO

import typer
from rich.cells import cell_len
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from ....ai.arena import run_arena
from ....ai.faults import FAULT_KINDS
from ....ai.seating import TimeControl
from ....engine import RuleError
from ....i18n import Localizer, localizer
from ..options import lang_option, parse_options, resolve_lang


def _ci(est: dict[str, Any], loc: Localizer, decimals: int = 3, sep: str = " ") -> str:
    """A mean and its 95% interval, ``+0.123 [-0.456, +0.789]`` (``sep`` between them), or ``-`` without data."""
    if not est["n"]:
        return "-"
    lo, hi = est["ci95"]
    digits = "0" * decimals
    sign = f"+0.{digits};-0.{digits}"
    return f"{loc.number(est['mean'], sign)}{sep}{loc('cli-interval', lo=loc.number(lo, sign), hi=loc.number(hi, sign))}"


def _rate(est: dict[str, Any], loc: Localizer) -> str:
    """A share and, on a second line, its 95% interval: ``25.0%`` / ``[20.9, 29.6]`` (the sample size is in the JSON)."""
    if not est["n"]:
        return "-"
    lo, hi = est["ci95"]

    def pct(x: float) -> str:
        return loc.number(100 * x, "0.0")

    return f"{pct(est['mean'])}%\n{loc('cli-interval', lo=pct(lo), hi=pct(hi))}"


def results_table(out: dict[str, Any], seed: int, loc: Localizer) -> Table:
    """The arena's table, made to fit 80 columns: one row per contestant, each figure on one line and its interval
    whole on the next; the headings and the players' names wrap, the figures never do."""
    points = [c["points_per_hand"] for c in out["contestants"].values()]
    big = any(abs(x) >= 100 for e in points if e["n"] for x in (e["mean"], *e["ci95"]))
    rows = []
    for name, c in out["contestants"].items():
        ms = c["ms_per_decision"]
        rows.append((name, _ci(c["points_per_hand"], loc, 1 if big else 2, "\n"), _rate(c["hands_won"], loc),
                     _rate(c["bids_made"], loc), f"p50 {loc.number(ms['p50'], '0.0')}\np95 {loc.number(ms['p95'], '0.0')}"))
    table = Table(title=loc("cli-arena-title", variant=out["variant"], deals=out["deals"], seed=seed), show_edge=False)
    table.add_column(loc("cli-arena-player"), min_width=min(10, max(cell_len(r[0]) for r in rows)))
    for i, key in enumerate(("points", "hands-won", "made", "ms"), start=1):
        widest = max(cell_len(line) for r in rows for line in r[i].split("\n"))
        table.add_column(loc(f"cli-arena-{key}"), justify="right", min_width=widest)
    for row in rows:
        table.add_row(*row)
    return table


class ProgressLines:
    """Progress for a log: one line per 5% of the deals (and the last), with the elapsed time and the rate."""

    def __init__(self, title: str, total: int, out: TextIO | None = None, loc: Localizer | None = None) -> None:
        self.title, self.total, self.out = title, total, out or sys.stderr
        self.loc = loc or localizer("en")
        self.start = time.monotonic()
        self.step = max(1, total // 20)
        self.shown = 0

    def __call__(self, done: int, total: int) -> None:
        if done < self.shown + self.step and done < total:
            return
        self.shown = done
        minutes = (time.monotonic() - self.start) / 60
        loc = self.loc
        rate = loc("cli-arena-rate", rate=loc.number(done / minutes, "0.0")) if minutes > 0 else ""
        print(loc("cli-arena-progress", title=self.title, done=done, total=total, minutes=loc.number(minutes, "0.0"))
              + rate, file=self.out, flush=True)


def register(app: typer.Typer) -> None:
    @app.command("arena")
    def arena_cmd(
        variant: str = typer.Option("callbreak/master", "--variant", "-v", help="variant key"),
        players: str = typer.Option("normal,heuristic", "--players", "-p",
                                    help="two players, A,B: levels or bots (cmd:COMMAND, http:URL, bhoos:URL)"),
        deals: int = typer.Option(100, "--deals", "-n", min=1, help="number of duplicate deals"),
        seed: int = typer.Option(0, "--seed", help="deal seed (same seed, same deals)"),
        jobs: int = typer.Option(1, "--jobs", "-j", min=1, help="parallel processes"),
        option: list[str] = typer.Option([], "--option", "-o", help="house rule as name=value (repeatable)"),
        json_file: Path | None = typer.Option(None, "--json", help="also write the results to this JSON file"),
        max_minutes: float | None = typer.Option(None, "--max-minutes", help="stop early; report the deals done"),
        layout: str = typer.Option("1v3", "--layout", help="individual games: 1v3 (A against three B) or 2v2 "
                                   "(A in seats 0 and 2 against B, then swapped)"),
        decision_ms: float | None = typer.Option(None, "--decision-ms", help="time limit per decision (ms)"),
        hand_ms: float | None = typer.Option(None, "--hand-ms", help="time budget per seat and hand (ms)"),
        backend: str = typer.Option("process", "--backend", help="process (local processes) or ray (a Ray "
                                    "cluster; pip install -e '.[cluster]')"),
        address: str | None = typer.Option(None, "--address", help="with --backend ray: the cluster (auto, "
                                           "HOST:PORT); default: a local Ray with --jobs CPUs"),
        lang: str = lang_option(),
    ) -> None:
        """Play duplicate deals between two players (every deal from every seat arrangement) and compare them.

        A player is a level (normal, heuristic, ...) or an external bot: cmd:COMMAND, http:URL, bhoos:URL."""
        loc = localizer(resolve_lang(lang))
        kinds = [k.strip() for k in players.split(",") if k.strip()]
        if len(kinds) != 2:
            raise typer.BadParameter(loc("cli-two-players"))
        console = Console(stderr=True)
        title = f"{variant} " + loc("cli-vs", a=kinds[0], b=kinds[1])
        limit = None if max_minutes is None else 60 * max_minutes
        bar = None
        progress: Callable[[int, int], None] = ProgressLines(title, deals, loc=loc)  # a log or a pipe: a line every 5%
        if console.is_terminal:
            columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
            bar = Progress(*columns, console=console, transient=False)
            task = bar.add_task(title, total=deals)
            progress = lambda done, total: bar.update(task, completed=done)  # noqa: E731
        try:
            clock = TimeControl(decision_ms, hand_ms)
            with bar or nullcontext():
                result = run_arena(variant, kinds, deals, seed, jobs, parse_options(option, loc), progress=progress,
                                   max_seconds=limit, layout=layout, time_control=clock, backend=backend,
                                   address=address)
        except RuleError as e:
            raise typer.BadParameter(loc.error(e)) from None
        except ValueError as e:
            raise typer.BadParameter(str(e)) from None
        out = result.to_json()
        Console().print(results_table(out, seed, loc))
        diff = out["paired_difference"]
        Console().print(loc("cli-arena-paired", of=diff["of"]), markup=False)
        Console().print("  " + _ci(diff, loc), markup=False)
        Console().print(loc("cli-arena-ties"), markup=False)
        for name, c in out["contestants"].items():
            f = c["faults"]
            if f["fallback_moves"] or any(f[k] for k in FAULT_KINDS):
                counts = ", ".join(loc(f"cli-fault-{k}", n=f[k]) for k in FAULT_KINDS)
                Console().print(loc("cli-arena-faults", name=name, counts=counts, fallback=f["fallback_moves"])
                                + (" " + loc("cli-arena-last-fault", message=f["messages"][-1]) if f["messages"] else ""),
                                markup=False)
        if json_file is not None:
            json_file.write_text(json.dumps(out, indent=2) + "\n")
