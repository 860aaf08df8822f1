"""Reading ``--option name=value`` house rules from the command line."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import typer

if TYPE_CHECKING:
    from ...i18n import Localizer


def parse_options(pairs: list[str], loc: Localizer | None = None) -> dict[str, Any]:
    """``["target=500", "bird_rank=low"]`` → ``{"target": 500, "bird_rank": "low"}`` (values read as JSON if they can
    be); a pair without ``=`` is a BadParameter in ``loc``'s language (default English)."""
    out: dict[str, Any] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            from ...i18n import english

            message = loc("cli-bad-option", pair=pair) if loc else english("cli-bad-option", {"pair": pair})
            raise typer.BadParameter(message)
        try:
            out[name.strip()] = json.loads(value)
        except json.JSONDecodeError:
            out[name.strip()] = value.strip()
    return out


LANG_HELP = "language of what is printed: en, ro, hu, el or cs (default: the locale's language if one of these, else en)"


def lang_option() -> Any:
    """The ``--lang`` option every command that prints words takes."""
    return typer.Option(None, "--lang", help=LANG_HELP, metavar="LANG")


def resolve_lang(value: str | None) -> str:
    """The language to print in: ``--lang`` if given (checked), else the locale's (see ``i18n.default_language``)."""
    from ...i18n import LANGUAGES, default_language

    if value is None:
        return default_language()
    code = value.strip().lower()
    if code not in LANGUAGES:
        from ...i18n import localizer

        told = localizer(default_language())("cli-bad-lang", value=value[:40], known=", ".join(LANGUAGES))
        raise typer.BadParameter(told, param_hint="--lang")
    return code
