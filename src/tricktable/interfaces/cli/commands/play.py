"""``tricktable play``: a match in the terminal against AI players."""

from __future__ import annotations

import typer

from ....ai import kind_info, make_player, table_kinds
from ....engine import RuleError, get_game
from ....i18n import localizer
from ...terminal import run_terminal_game
from ..options import lang_option, parse_options, resolve_lang


def register(app: typer.Typer) -> None:
    @app.command("play")
    def play_cmd(
        variant: str = typer.Option("rook/crowsnest", "--variant", "-v", help="variant key (see 'tricktable variants')"),
        seed: int = typer.Option(None, "--seed", help="match seed (random if omitted)"),
        ai: str = typer.Option("normal", "--ai", help="AI level of the three other seats"),
        option: list[str] = typer.Option([], "--option", "-o", help="house rule as name=value (repeatable)"),
        lang: str = lang_option(),
    ) -> None:
        """Play a match in the terminal: you at the bottom, an AI partner and two AI opponents."""
        lang = resolve_lang(lang)
        loc = localizer(lang)
        try:
            game = get_game(variant, parse_options(option, loc))
        except RuleError as e:
            raise typer.BadParameter(loc.error(e)) from None
        offered = table_kinds()
        if ai not in offered:
            if kind_info(ai) is not None or ":" not in ai:  # a measurement tool, or no kind at all
                raise typer.BadParameter(loc("cli-unknown-ai", ai=ai, known=", ".join(offered)))
            try:  # a kind with an argument: a trained policy (policy:PATH), ismcts:N, an external bot
                make_player(ai, game, 0)
            except ValueError as e:
                raise typer.BadParameter(str(e)) from None
        if seed is None:
            import secrets

            seed = secrets.randbelow(2**31)
        raise typer.Exit(run_terminal_game(game, seed=seed, ai=ai, lang=lang))
