"""``tricktable bench``: random full-hand playouts per second per variant, against OpenSpiel spades."""

from __future__ import annotations

import typer
from rich.console import Console
from rich.table import Table

from ....engine import RuleError, get_game, variant_keys
from ....table.benchmark import bench_variant
from ..jsonout import dumps
from ..spiel_bench import bench_spades, spiel_available


def register(app: typer.Typer) -> None:
    @app.command("bench")
    def bench_cmd(
        variant: list[str] = typer.Option([], "--variant", "-v", help="limit to these variants (repeatable)"),
        runs: int = typer.Option(5, "--runs", min=1, help="runs per variant; the median is reported"),
        seconds: float = typer.Option(1.0, "--seconds", min=0.01, help="length of each run"),
        quick: bool = typer.Option(False, "--quick", help="a fast smoke run (3 runs of 0.1 s)"),
        as_json: bool = typer.Option(False, "--json", help="print {'results': [...]} as JSON"),
        spades: bool = typer.Option(True, "--spades/--no-spades", help="also time OpenSpiel spades if installed"),
    ) -> None:
        """Measure random full hands per second (deal, auction, exchange, play, score), single core."""
        if quick:
            runs, seconds = 3, 0.1
        keys = variant or variant_keys()
        try:
            games = [get_game(k) for k in keys]
        except RuleError as e:
            raise typer.BadParameter(str(e)) from None
        err = Console(stderr=True)
        results = []
        baseline = None
        if spades and spiel_available():
            err.print("timing open_spiel/spades …")
            baseline = bench_spades(runs, seconds)
        for game in games:
            err.print(f"timing {game.key} …")
            results.append(bench_variant(game, runs, seconds))
        rows = []
        for r in results:
            row = r.to_json()
            if baseline is not None:
                row["ratio_to_spades"] = round(r.hands_per_second / baseline.hands_per_second, 2)
            rows.append(row)
        if as_json:
            out = {"results": rows, "runs": runs, "seconds": seconds}
            if baseline is not None:
                out["open_spiel_spades"] = baseline.to_json()
            typer.echo(dumps(out))
            return
        table = Table("variant", "hands/s (median)", "runs", "× spades")
        if baseline is not None:
            table.add_row(baseline.name, f"{baseline.hands_per_second:,.0f}", str(runs), "1.00")
        for r, row in zip(results, rows, strict=True):
            table.add_row(r.name, f"{r.hands_per_second:,.0f}", str(runs), f"{row.get('ratio_to_spades', '-')}")
        Console().print(table)
        if baseline is None and spades:
            err.print("OpenSpiel not installed: pip install 'tricktable[bench]' to compare with its spades")
