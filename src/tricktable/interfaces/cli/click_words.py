"""click's own words in the user's language: its usage errors (an unknown option or command, a value it cannot
read, a missing value) are caught in :func:`~.app.main` and written here from our catalogs (``cli-usage-prefix``,
``cli-try-help``, ``cli-error``, ``cli-no-such-option`` ...) instead of click's English.

A reason a command gave itself (``typer.BadParameter`` with a translated text) is kept; click's and pydantic's own
English reasons for a value of the wrong kind are replaced by ``cli-wrong-kind``. The help pages (``--help``) are
not translated: they are the commands' docstrings.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from enum import Enum
from pathlib import PurePath
from typing import Any

import typer

# typer carries its own copy of click (typer._click): its exceptions are the ones a typer app raises
from typer import Abort
from typer._click.exceptions import (
    BadOptionUsage,
    BadParameter,
    ClickException,
    MissingParameter,
    NoArgsIsHelpError,
    NoSuchOption,
    UsageError,
)

__all__ = ["Abort", "ClickException", "argv_lang", "reason", "show"]

from ...i18n import LANGUAGES, Localizer, default_language, localizer

#: how click (and pydantic, under typer) says a value is of the wrong kind, in English
_ENGLISH_KIND = re.compile(r"^(Input should|.* is not a valid|.* is not one of|.* does not exist|.* is a directory|"
                           r".* is not a (file|directory)|.* is not (readable|writable))", re.S)
#: how click says a command is unknown (a plain UsageError: its name is only in the text)
_NO_SUCH_COMMAND = re.compile(r"^No such command '(.*)'\.$", re.S)
#: click's English prefix of a usage line
_USAGE = "Usage:"


def argv_lang(argv: Sequence[str]) -> str:
    """The language of a command line: its ``--lang`` if that is one of ours, else the locale's."""
    lang = default_language()
    for i, arg in enumerate(argv):
        value = argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else arg.partition("=")[2] if arg.startswith(
            "--lang=") else ""
        if value.strip().lower() in LANGUAGES:
            lang = value.strip().lower()
    return lang


def value_kind(param: Any) -> str:
    """What kind of value a parameter takes, as ``cli-wrong-kind`` selects on (``integer``, ``float``,
    ``boolean``, ``path``, ``choice``; ``other``)."""
    wanted = getattr(getattr(param, "type_descriptor", None), "annotation", None)
    if isinstance(wanted, type):
        if issubclass(wanted, bool):
            return "boolean"
        if issubclass(wanted, int):
            return "integer"
        if issubclass(wanted, float):
            return "float"
        if issubclass(wanted, PurePath):
            return "path"
        if issubclass(wanted, Enum):
            return "choice"
    return "other"


def reason(e: ClickException, words: Localizer) -> str:
    """Why click refused the command line, in ``words``' language."""
    if isinstance(e, NoSuchOption):
        text = words("cli-no-such-option", name=e.option_name)
        return text + (" " + words("cli-did-you-mean", names=", ".join(e.possibilities)) if e.possibilities else "")
    unknown = _NO_SUCH_COMMAND.match(e.message) if isinstance(e, UsageError) else None
    if unknown is not None:
        return words("cli-no-such-command", name=unknown.group(1))
    if isinstance(e, MissingParameter):
        hint = e.param_hint or (e.param.get_error_hint() if e.param is not None else "")
        kind = e.param_type or (e.param.param_type_name if e.param is not None else "parameter")
        return words("cli-missing", kind=kind, hint=str(hint))
    if isinstance(e, BadParameter):
        said = e.message
        if _ENGLISH_KIND.match(said):
            said = words("cli-wrong-kind", kind=value_kind(e.param))
        where = e.param_hint or (e.param.get_error_hint() if e.param is not None else None)
        if where:
            return words("cli-invalid-value-for", hint=str(where), reason=said)
        return words("cli-invalid-value", reason=said)
    if isinstance(e, BadOptionUsage) and " requires " in e.message:
        return words("cli-needs-value", name=e.option_name)
    if isinstance(e, BadOptionUsage) and e.message.endswith("does not take a value."):
        return words("cli-takes-no-value", name=e.option_name)
    if isinstance(e, UsageError) and e.message == "Missing command.":
        return words("cli-missing-command")
    return e.format_message()


def show(e: ClickException, lang: str) -> None:
    """Write ``e`` to standard error as click would (usage, the hint, the error), in ``lang``."""
    if isinstance(e, NoArgsIsHelpError):  # the help page itself: click's
        e.show()
        return
    words = localizer(lang)
    lines = []
    ctx = e.ctx if isinstance(e, UsageError) else None
    if ctx is not None:
        usage = ctx.get_usage()
        lines.append(words("cli-usage-prefix") + usage[len(_USAGE):] if usage.startswith(_USAGE) else usage)
        if ctx.command.get_help_option(ctx) is not None:
            lines.append(words("cli-try-help", command=f"{ctx.command_path} {ctx.help_option_names[0]}"))
        lines.append("")
    lines.append(words("cli-error", reason=reason(e, words)))
    typer.echo("\n".join(lines), err=True)
