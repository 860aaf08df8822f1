"""``tricktable replay FILE.json [--json]``: replay a scenario file and show what happened."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import typer
from rich.console import Console
from rich.markup import escape

from ....i18n import localizer
from ....messages import Seat
from ....table.scenario import ScenarioError, load_game, replay_scenario, scenario_of
from ...terminal.words import Words
from ..jsonout import dumps
from ..options import lang_option, resolve_lang


def register(app: typer.Typer) -> None:
    @app.command("replay")
    def replay_cmd(
        file: Path = typer.Argument(..., help="scenario JSON file ('-' reads standard input)", metavar="FILE"),
        as_json: bool = typer.Option(False, "--json", help="print one JSON object instead of a readable log"),
        lang: str = lang_option(),
    ) -> None:
        """Replay a scenario file (a dealt hand and actions) and show what happened.

        Exit status 2 when an action is illegal or malformed. With --lang the texts (the actions, the events, the
        error message) are in that language; JSON keys and values never change."""
        lang = resolve_lang(lang)
        loc = localizer(lang)
        try:
            text = typer.get_text_stream("stdin").read() if str(file) == "-" else file.read_text(encoding="utf-8")
        except OSError as e:
            typer.echo(loc("cli-error", reason=loc("cli-cannot-read", file=str(file), reason=str(e.strerror))), err=True)
            raise typer.Exit(2) from None
        try:
            scenario = json.loads(text)
            out = replay_scenario(scenario, lang)
            game = load_game(scenario_of(scenario))
        except json.JSONDecodeError as e:
            typer.echo(loc("cli-error", reason=loc("cli-not-json", file=str(file), reason=str(e))), err=True)
            raise typer.Exit(2) from None
        except ScenarioError as e:
            typer.echo(loc("cli-error", reason=loc.error(e)), err=True)
            raise typer.Exit(2) from None
        if as_json:
            typer.echo(dumps(out))
        else:
            _print_log(out, Words(game, lang))
        if "error" in out:
            raise typer.Exit(2)


def _print_log(out: dict[str, Any], words: Words) -> None:
    """The replay for people: each step's action in the words ``play`` uses (``licit 70``), its events, the end."""
    loc, game = words.loc, words.game

    def said(text: str) -> str:  # canonical "bid 70" → "licit 70"
        return words.action(game.parse_action(text))

    console = Console(highlight=False)
    for i, step in enumerate(out["steps"]):
        console.print(f"[bold]{i:3d}[/] " + escape(loc("replay-step", seat=Seat(step["seat"]), action=said(step["action"]))))
        for ev in step["events"]:
            if ev["kind"] not in ("bid", "pass", "played"):
                console.print(f"      [dim]{escape(ev['text'])}[/]")
    if "error" in out:
        err = out["error"]
        console.print(f"[red]{escape(loc('replay-rejected', step=err['step'], action=err['action']))}[/] "
                      + escape(err["message"]))
    to_act = loc("replay-nobody") if out["to_act"] is None else loc("term-seat", seat=Seat(out["to_act"]))
    console.print(escape(loc("replay-phase", phase=loc("phase-" + out["phase"]), to_act=to_act)))
    if "legal" in out:
        console.print(escape(loc("replay-legal", actions=", ".join(map(said, out["legal"])))))
    elif "legal_count" in out:
        console.print(escape(loc("replay-legal-count", n=out["legal_count"])))
    if "result" in out:
        console.print(escape(loc("replay-result", result=json.dumps(out["result"], default=str))))

