"""The ``tricktable`` command: every module in ``commands/`` adds its sub-commands through ``register(app)``."""

from __future__ import annotations

import pkgutil
import sys
from collections.abc import Sequence
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


def native_notice(argv: Sequence[str]) -> str | None:
    """The line saying that the native core is not in use (in ``--lang``'s language, else the locale's), or None
    when it is in use or pure Python was asked for (``TRICKTABLE_PURE``)."""
    from ... import native
    from ...i18n import LANGUAGES, default_language, localizer

    msg_id = native.notice()
    if msg_id is None:
        return None
    lang = default_language()
    for i, arg in enumerate(argv):
        value = argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else arg.partition("=")[2] if arg.startswith("--lang=") else ""
        if value.strip().lower() in LANGUAGES:
            lang = value.strip().lower()
    return localizer(lang)(msg_id)


def main() -> None:
    """Console-script entry point."""
    notice = native_notice(sys.argv[1:])
    if notice is not None:
        print(notice, file=sys.stderr)
    app()
