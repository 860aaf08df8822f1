"""Reading ``--option name=value`` house rules from the command line."""

from __future__ import annotations

import json
from typing import Any

import typer


def parse_options(pairs: list[str]) -> dict[str, Any]:
    """``["target=500", "bird_rank=low"]`` → ``{"target": 500, "bird_rank": "low"}`` (values read as JSON if they can be)."""
    out: dict[str, Any] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise typer.BadParameter(f"'{pair}': write options as name=value, e.g. target=500")
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
        raise typer.BadParameter(f"'{value}': use one of {', '.join(LANGUAGES)}", param_hint="--lang")
    return code
