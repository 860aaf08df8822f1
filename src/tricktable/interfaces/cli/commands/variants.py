"""``tricktable variants`` and ``tricktable rules``."""

from __future__ import annotations

import typer
from rich.console import Console
from rich.markdown import Markdown
from rich.table import Table

from ....engine import RuleError, get_game, variants
from ..options import parse_options


def register(app: typer.Typer) -> None:
    @app.command("variants")
    def variants_cmd() -> None:
        """List every registered variant with a one-line description."""
        table = Table("variant", "description")
        for info in variants():
            table.add_row(info.key, info.description)
        Console().print(table)

    @app.command("rules")
    def rules_cmd(
        variant: str = typer.Argument("rook/crowsnest", help="variant key, e.g. rook/buckeye"),
        option: list[str] = typer.Option([], "--option", "-o", help="house rule as name=value (repeatable)"),
        raw: bool = typer.Option(False, "--raw", help="print the Markdown source"),
    ) -> None:
        """Print the rules page of a variant."""
        try:
            game = get_game(variant, parse_options(option))
        except RuleError as e:
            raise typer.BadParameter(str(e)) from None
        text = game.rules_text()
        if raw:
            typer.echo(text)
        else:
            Console().print(Markdown(text))
