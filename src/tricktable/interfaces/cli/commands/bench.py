"""``tricktable bench``: random full-hand playouts per second per variant, against OpenSpiel spades."""

from __future__ import annotations

from typing import Any, TypedDict

import typer
from rich.cells import cell_len
from rich.console import Console
from rich.table import Table

from .... import native
from ....engine import RuleError, get_game, variant_keys
from ....i18n import Localizer, localizer
from ....table.benchmark import bench_interleaved, on_python_reference, variant_playout
from ..jsonout import dumps
from ..options import lang_option, resolve_lang
from ..spiel_bench import spades_cpp_playout, spades_playout, spades_steps, spiel_available

SPADES = "open_spiel/spades"
SPADES_CPP = "open_spiel/spades C++"  # its evaluate_bots loop (the footer says so)


class EnvRate(TypedDict):
    """One environment's speed in ``bench --env`` (its JSON row): steps a second, wall and CPU, per run too."""

    env: str
    steps_per_second: float
    steps_per_cpu_second: float
    runs: list[float]
    ratio_to_spades: float
    path: str  # "native" (the kernels where the family has them) or "python" (the reference)


def named_table(first: str, names: list[str], *figures: str, title: str | None = None) -> Table:
    """A table whose first column holds ``names`` (variant keys, levels), always whole: the headings wrap and the
    figures, right-aligned, take the room that is left."""
    table = Table(title=title)
    table.add_column(first, no_wrap=True, min_width=max((cell_len(n) for n in names), default=0))
    for heading in figures:
        table.add_column(heading, justify="right", overflow="fold")  # a one-word heading breaks, never cut with …
    return table


def fitted(table: Table) -> Table:
    """``table`` with each figure column at least as wide as its widest figure, so only the headings wrap."""
    for column in table.columns[1:]:
        column.min_width = max((cell_len(str(c)) for c in column.cells), default=0)
    return table


def _bench_ai(variants: list[str], levels: list[str], hands: int, seed: int, as_json: bool, loc: Localizer) -> None:
    """``bench --ai``: CPU ms per decision per level and variant over fixed seeded positions."""
    from ....ai import player_kinds
    from ....table.ai_benchmark import AI_BENCH_VARIANTS, time_decisions

    unknown = [lv for lv in levels if lv not in player_kinds()]
    if unknown:
        raise typer.BadParameter(loc("cli-unknown-level", level=unknown[0], known=", ".join(player_kinds())))
    try:
        games = [get_game(k) for k in (variants or AI_BENCH_VARIANTS)]
    except RuleError as e:
        raise typer.BadParameter(loc.error(e)) from None
    err = Console(stderr=True)
    rows: list[dict[str, Any]] = []
    with err.status(loc("cli-bench-timing")) as status:
        for game in games:
            progress = lambda key, i, n: status.update(loc("cli-bench-position", variant=key, i=i + 1, n=n))  # noqa: E731
            rows.extend(r.to_json() for r in time_decisions(game, levels, hands, seed, progress))
    if as_json:
        typer.echo(dumps({"ai_decisions": rows, "hands": hands, "seed": seed}))
        return
    table = named_table(loc("cli-bench-variant"), [r["variant"] for r in rows], loc("cli-bench-level"),
                        loc("cli-bench-decisions"), "CPU ms p50", "p95", "max", title=loc("cli-bench-ai-title"))
    for r in rows:
        ms = r["cpu_ms"]
        table.add_row(r["variant"], r["level"], str(r["decisions"]), *(loc.number(ms[k], "0.00") for k in ("p50", "p95", "max")))
    Console().print(fitted(table))
    err.print(loc("cli-bench-ai-footer", hands=hands, seed=seed), markup=False)


def register(app: typer.Typer) -> None:
    @app.command("bench")
    def bench_cmd(
        variant: list[str] = typer.Option([], "--variant", "-v", help="limit to these variants (repeatable)"),
        runs: int = typer.Option(5, "--runs", min=1, help="rounds; each times every variant once; medians reported"),
        seconds: float = typer.Option(1.0, "--seconds", min=0.01, help="length of each timed run"),
        quick: bool = typer.Option(False, "--quick", help="a fast smoke run (3 rounds of 0.1 s)"),
        as_json: bool = typer.Option(False, "--json", help="print {'results': [...]} as JSON"),
        spades: bool = typer.Option(True, "--spades/--no-spades", help="also time OpenSpiel spades if installed"),
        ai: bool = typer.Option(False, "--ai", help="CPU ms per AI decision (p50/p95/max) instead of random hands"),
        level: list[str] = typer.Option([], "--level", "-l", help="--ai: AI levels to time (repeatable)"),
        hands: int = typer.Option(4, "--hands", min=1, help="--ai: seeded hands whose decisions are timed"),
        seed: int = typer.Option(1, "--seed", help="--ai: seed of the positions"),
        env: bool = typer.Option(False, "--env", help="RL env steps per second (PettingZoo, random masked actions) "
                                 "per family against OpenSpiel spades' apply_action + observation_tensor"),
        lang: str = lang_option(),
    ) -> None:
        """Measure random full hands per second (deal, auction, exchange, play, score), single core.

        Every round times OpenSpiel spades (when installed) and each variant once, interleaved, so that the
        ratio to spades compares figures taken under the same machine load.
        """
        loc = localizer(resolve_lang(lang))
        if ai:
            _bench_ai(variant, level or ["easy", "normal", "hard"], 1 if quick else hands, seed, as_json, loc)
            return
        if quick:
            runs, seconds = 3, 0.1
        if env:
            _bench_env(variant, runs, seconds, as_json, loc)
            return
        try:
            games = [get_game(k) for k in (variant or variant_keys())]
        except RuleError as e:
            raise typer.BadParameter(loc.error(e)) from None
        contestants, paths = [], []  # each variant on the kernels where it has them, and on the Python reference
        for g in games:
            native_too = native.enabled() and g.family in native.FAMILIES
            contestants.append((g.key, variant_playout(g)))
            paths.append((g.key, "native" if native_too else "python"))
            if native_too:
                contestants.append((loc("cli-bench-pure", variant=g.key), on_python_reference(variant_playout(g))))
                paths.append((g.key, "python"))
        with_spades = spades and spiel_available()
        if with_spades:
            contestants[:0] = [(SPADES, spades_playout()), (SPADES_CPP, spades_cpp_playout())]
        err = Console(stderr=True)
        with err.status(loc("cli-bench-timing")) as status:
            results = bench_interleaved(
                contestants, runs, seconds,
                progress=lambda name, r: status.update(loc("cli-bench-round", round=r + 1, runs=runs, name=name)),
            )
        baseline, cpp = (results.pop(0), results.pop(0)) if with_spades else (None, None)
        rows = []
        for r, (key, path) in zip(results, paths, strict=True):
            row = r.to_json() | {"variant": key, "path": path}
            if baseline is not None and cpp is not None:  # ratios of CPU-time rates: the load does not count
                row["ratio_to_spades"] = round(r.hands_per_cpu_second / baseline.hands_per_cpu_second, 2)
                row["ratio_to_spades_cpp"] = round(r.hands_per_cpu_second / cpp.hands_per_cpu_second, 2)
            rows.append(row)
        if as_json:
            out = {"results": rows, "runs": runs, "seconds": seconds}
            if baseline is not None and cpp is not None:
                out["open_spiel_spades"] = baseline.to_json()
                out["open_spiel_spades_cpp"] = cpp.to_json()
            typer.echo(dumps(out))
            return
        names = [r.name for r in ([baseline, cpp] if baseline is not None and cpp is not None else []) + results]
        table = named_table(loc("cli-bench-variant"), names,
                            *(loc(f"cli-bench-{k}") for k in ("hands-per-second", "hands-per-cpu", "x-spades",
                                                               "x-spades-cpp")))
        whole, ratio = "#,##0", "0.00"
        if baseline is not None and cpp is not None:
            for b in (baseline, cpp):
                table.add_row(b.name, loc.number(b.hands_per_second, whole), loc.number(b.hands_per_cpu_second, whole),
                              loc.number(b.hands_per_cpu_second / baseline.hands_per_cpu_second, ratio),
                              loc.number(b.hands_per_cpu_second / cpp.hands_per_cpu_second, ratio))
        for r, row in zip(results, rows, strict=True):
            table.add_row(r.name, loc.number(r.hands_per_second, whole), loc.number(r.hands_per_cpu_second, whole),
                          *(loc.number(row[k], ratio) if k in row else "-" for k in ("ratio_to_spades", "ratio_to_spades_cpp")))
        Console().print(fitted(table))
        err.print(loc("cli-bench-footer", runs=runs, seconds=seconds), markup=False)
        err.print(loc("cli-bench-native", status=native.STATUS), markup=False)
        if baseline is None and spades:
            # plain text: Rich would read "[bench]" as markup and print nothing of it
            err.print(loc("cli-bench-no-spiel"), markup=False)


#: one variant per family, the default of ``bench --env``
ENV_DEFAULTS = ("callbreak/master", "rook/crowsnest", "shengji/tractor")


def _bench_env(variants: list[str], runs: int, seconds: float, as_json: bool, loc: Localizer) -> None:
    """Steps per second of the PettingZoo env per variant and of OpenSpiel spades, interleaved, medians."""
    try:
        from ....rl.bench import UNIT, env_steps
    except ImportError:
        raise typer.BadParameter("bench --env needs the rl extra: pip install -e '.[rl]'") from None
    if not spiel_available():
        raise typer.BadParameter("bench --env compares with OpenSpiel spades: pip install -e '.[rl]'")
    try:
        keys = [get_game(k).key for k in (variants or ENV_DEFAULTS)]
    except RuleError as e:
        raise typer.BadParameter(loc.error(e)) from None
    contestants = [(SPADES, spades_steps(UNIT))]
    paths = ["python"]
    for k in keys:  # the env as PettingZoo users get it, and without PettingZoo's checking wrappers
        path = "native" if native.enabled() and get_game(k).family in native.FAMILIES else "python"
        contestants += [(k, env_steps(k, UNIT)), (f"{k} (raw_env)", env_steps(k, UNIT, raw=True))]
        paths += [path, path]
        if path == "native":  # beside it, the same env on the Python reference
            contestants.append((loc("cli-bench-pure", variant=k), env_steps(k, UNIT, pure=True)))
            paths.append("python")
    err = Console(stderr=True)
    with err.status(loc("cli-bench-timing")) as status:
        results = bench_interleaved(contestants, runs, seconds, progress=lambda name, r: status.update(
            loc("cli-bench-round", round=r + 1, runs=runs, name=name)))
    base = results[0]
    rows: list[EnvRate] = [{"env": r.name, "steps_per_second": round(UNIT * r.hands_per_second, 1),
             "steps_per_cpu_second": round(UNIT * r.hands_per_cpu_second, 1),
             "runs": [round(UNIT * x, 1) for x in r.runs],
             "ratio_to_spades": round(r.hands_per_cpu_second / base.hands_per_cpu_second, 3), "path": path}
            for r, path in zip(results, paths, strict=True)]
    if as_json:
        typer.echo(dumps({"results": rows[1:], "open_spiel_spades": rows[0], "runs": runs, "seconds": seconds,
                          "ratio": "steps per CPU second over spades'"}))
        return
    table = named_table(loc("cli-bench-env"), [row["env"] for row in rows],
                        *(loc(f"cli-bench-{k}") for k in ("steps-per-second", "steps-per-cpu", "x-spades-cpu")))
    for row in rows:
        table.add_row(row["env"], loc.number(row["steps_per_second"], "#,##0"),
                      loc.number(row["steps_per_cpu_second"], "#,##0"), loc.number(row["ratio_to_spades"], "0.000"))
    Console().print(fitted(table))
    err.print(loc("cli-bench-env-footer", runs=runs, seconds=seconds), markup=False)
