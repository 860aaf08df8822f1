"""The ``tricktable`` command: every module in ``commands/`` adds its sub-commands through ``register(app)``."""

from __future__ import annotations

import inspect
import pkgutil
from importlib import import_module

import typer

from . import commands

app = typer.Typer(
    name="tricktable",
    help="Trick-taking card games (Rook, Callbreak, Shengji/Tractor) against strong computer players.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    # click's plain help: a flag shows no "<bool>" and every paragraph is re-flowed to the terminal's width
    rich_markup_mode=None,
)

for _info in sorted(pkgutil.iter_modules(commands.__path__), key=lambda m: m.name):
    import_module(f"{commands.__name__}.{_info.name}").register(app)


def _whole_summaries(typer_app: typer.Typer) -> None:
    """List each command by the first paragraph of its docstring, whole (click would cut it at 45 characters)."""
    for info in typer_app.registered_commands:
        doc = info.help or inspect.getdoc(info.callback) or ""
        info.short_help = info.short_help or " ".join(doc.split("\n\n")[0].split())
    for group in typer_app.registered_groups:
        sub = group.typer_instance
        if sub is not None:
            doc = sub.info.help if isinstance(sub.info.help, str) else ""
            group.short_help = " ".join(doc.split("\n\n")[0].split())
            _whole_summaries(sub)


_whole_summaries(app)


def main() -> None:
    """Console-script entry point."""
    app()
