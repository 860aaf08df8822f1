"""``tricktable variants`` and ``tricktable rules``."""

from __future__ import annotations

import typer
from rich.console import Console
from rich.markdown import Markdown
from rich.table import Table

from ....engine import RuleError, get_game, variants
from ....i18n import localizer
from ..options import lang_option, parse_options, resolve_lang


def register(app: typer.Typer) -> None:
    @app.command("variants")
    def variants_cmd(lang: str = lang_option()) -> None:
        """List every registered variant with a one-line description."""
        loc = localizer(resolve_lang(lang))
        table = Table(loc("cli-variant"), loc("cli-description"))
        for info in variants():
            try:
                table.add_row(info.key, loc.description(get_game(info.key)))
            except RuleError:
                table.add_row(info.key, info.description)
        Console().print(table)

    @app.command("rules")
    def rules_cmd(
        variant: str = typer.Argument("rook/crowsnest", help="variant key, e.g. rook/buckeye", metavar="VARIANT"),
        option: list[str] = typer.Option([], "--option", "-o", help="house rule as name=value (repeatable)"),
        raw: bool = typer.Option(False, "--raw", help="print the Markdown source"),
        lang: str = lang_option(),
    ) -> None:
        """Print the rules page of a variant (generated from its options, in the chosen language)."""
        loc = localizer(resolve_lang(lang))
        try:
            game = get_game(variant, parse_options(option, loc))
        except RuleError as e:
            raise typer.BadParameter(loc.error(e)) from None
        text = loc.rules_markdown(game)
        if raw:
            typer.echo(text)
        else:
            Console().print(Markdown(text))
