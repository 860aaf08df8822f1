"""The ``tricktable`` command: every module in ``commands/`` adds its sub-commands through ``register(app)``."""

from __future__ import annotations

import inspect
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
    """Console-script entry point. click's own refusals (an unknown option, a value it cannot read) are written in
    the user's language (``--lang``, else the locale's: see :mod:`.click_words`); the exit codes are click's."""
    from ...i18n import localizer
    from .click_words import Abort, ClickException, argv_lang, show

    notice = native_notice(sys.argv[1:])
    if notice is not None:
        print(notice, file=sys.stderr)
    lang = argv_lang(sys.argv[1:])
    try:
        code = app(standalone_mode=False)
    except ClickException as e:
        show(e, lang)
        sys.exit(e.exit_code)
    except Abort:
        typer.echo(localizer(lang)("cli-aborted"), err=True)
        sys.exit(1)
    if isinstance(code, int) and not isinstance(code, bool) and code:
        sys.exit(code)  # typer.Exit(code): click returns its code when it does not exit itself
