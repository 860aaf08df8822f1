"""``tricktable bench``: random full-hand playouts per second per variant, against OpenSpiel spades."""

from __future__ import annotations

import typer
from rich.console import Console
from rich.table import Table

from ....engine import RuleError, get_game, variant_keys
from ....table.benchmark import bench_interleaved, variant_playout
from ..jsonout import dumps
from ..spiel_bench import spades_playout, spiel_available

SPADES = "open_spiel/spades"


def register(app: typer.Typer) -> None:
    @app.command("bench")
    def bench_cmd(
        variant: list[str] = typer.Option([], "--variant", "-v", help="limit to these variants (repeatable)"),
        runs: int = typer.Option(5, "--runs", min=1, help="rounds; each times every variant once; medians reported"),
        seconds: float = typer.Option(1.0, "--seconds", min=0.01, help="length of each timed run"),
        quick: bool = typer.Option(False, "--quick", help="a fast smoke run (3 rounds of 0.1 s)"),
        as_json: bool = typer.Option(False, "--json", help="print {'results': [...]} as JSON"),
        spades: bool = typer.Option(True, "--spades/--no-spades", help="also time OpenSpiel spades if installed"),
    ) -> None:
        """Measure random full hands per second (deal, auction, exchange, play, score), single core.

        Every round times OpenSpiel spades (when installed) and each variant once, interleaved, so that the
        ratio to spades compares figures taken under the same machine load.
        """
        if quick:
            runs, seconds = 3, 0.1
        try:
            games = [get_game(k) for k in (variant or variant_keys())]
        except RuleError as e:
            raise typer.BadParameter(str(e)) from None
        contestants = [(g.key, variant_playout(g)) for g in games]
        with_spades = spades and spiel_available()
        if with_spades:
            contestants.insert(0, (SPADES, spades_playout()))
        err = Console(stderr=True)
        with err.status("timing…") as status:
            results = bench_interleaved(
                contestants, runs, seconds,
                progress=lambda name, r: status.update(f"round {r + 1}/{runs}: timing {name}"),
            )
        baseline = results.pop(0) if with_spades else None
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
        table = Table("variant", "hands/s (median)", "hands/CPU-s", "× spades")
        if baseline is not None:
            table.add_row(baseline.name, f"{baseline.hands_per_second:,.0f}", f"{baseline.hands_per_cpu_second:,.0f}", "1.00")
        for r, row in zip(results, rows, strict=True):
            table.add_row(
                r.name, f"{r.hands_per_second:,.0f}", f"{r.hands_per_cpu_second:,.0f}", f"{row.get('ratio_to_spades', '-')}"
            )
        Console().print(table)
        err.print(f"{runs} rounds of {seconds:g} s per variant; medians")
        if baseline is None and spades:
            # plain text: Rich would read "[bench]" as markup and print nothing of it
            err.print("OpenSpiel not installed: pip install -e '.[bench]' to compare with its spades", markup=False)
