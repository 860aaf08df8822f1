"""The ``tricktable`` command: every module in ``commands/`` adds its sub-commands through ``register(app)``."""

from __future__ import annotations

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
)

for _info in sorted(pkgutil.iter_modules(commands.__path__), key=lambda m: m.name):
    import_module(f"{commands.__name__}.{_info.name}").register(app)


def main() -> None:
    """Console-script entry point."""
    app()
