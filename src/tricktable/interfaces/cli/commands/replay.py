"""``tricktable replay FILE.json [--json]``: replay a scenario file and show what happened."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.console import Console

from ....table.scenario import ScenarioError, replay_scenario
from ..jsonout import dumps


def register(app: typer.Typer) -> None:
    @app.command("replay")
    def replay_cmd(
        file: Path = typer.Argument(..., help="scenario JSON file ('-' reads standard input)"),
        as_json: bool = typer.Option(False, "--json", help="print one JSON object instead of a readable log"),
    ) -> None:
        """Replay a scenario (a dealt hand and actions). Exit status 2 when an action is illegal or malformed."""
        try:
            text = typer.get_text_stream("stdin").read() if str(file) == "-" else file.read_text(encoding="utf-8")
        except OSError as e:
            typer.echo(f"error: cannot read {file}: {e.strerror}", err=True)
            raise typer.Exit(2) from None
        try:
            scenario = json.loads(text)
            out = replay_scenario(scenario)
        except json.JSONDecodeError as e:
            typer.echo(f"error: {file} is not valid JSON: {e}", err=True)
            raise typer.Exit(2) from None
        except ScenarioError as e:
            typer.echo(f"error: {e}", err=True)
            raise typer.Exit(2) from None
        if as_json:
            typer.echo(dumps(out))
        else:
            _print_log(out)
        if "error" in out:
            raise typer.Exit(2)


def _print_log(out: dict) -> None:
    console = Console(highlight=False)
    for i, step in enumerate(out["steps"]):
        console.print(f"[bold]{i:3d}[/] seat {step['seat']}: {step['action']}")
        for ev in step["events"]:
            if ev["kind"] not in ("bid", "pass", "played"):
                console.print(f"      [dim]{ev['text']}[/]")
    if "error" in out:
        err = out["error"]
        console.print(f"[red]step {err['step']} '{err['action']}' rejected:[/] {err['message']}")
    console.print(f"phase: {out['phase']}; to act: {out['to_act']}")
    if "legal" in out:
        console.print("legal: " + ", ".join(out["legal"]))
    elif "legal_count" in out:
        console.print(f"legal: {out['legal_count']} actions")
    if "result" in out:
        console.print("result: " + json.dumps(out["result"], default=str))
