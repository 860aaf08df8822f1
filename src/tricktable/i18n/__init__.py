"""Every word a person reads, in English, Română, Magyar, Ελληνικά or Čeština, from Project Fluent catalogs.

The rules say what happened as a message id and parameters (:mod:`tricktable.messages`); this package writes
them in a language::

    from tricktable.i18n import localizer
    hu = localizer("hu")
    hu.error(e)                          # an IllegalAction in Hungarian
    hu("rook-bid-higher", high=70)       # any message by id
    hu.event(game, event, seats=hu.seats_for(game))   # "Bal 80-at licitál"

Catalogs live in ``locales/<lang>/*.ftl``; ``fluent.runtime`` is imported only when a first message is written,
so commands that print nothing pay nothing. Why Fluent, and how to add a message or a language: ``docs/i18n.md``.
"""

from __future__ import annotations

import os

from .localizer import LANGUAGES, Localizer, english, localizer

LANGUAGE_NAMES = {"en": "English", "ro": "Română", "hu": "Magyar", "el": "Ελληνικά", "cs": "Čeština"}


def default_language(environ: dict[str, str] | None = None) -> str:
    """The language of the locale if it is one of ours, else English.

    As gettext does: ``LANGUAGE`` (a colon-separated preference list) first unless the locale is C/POSIX, then the
    first set of ``LC_ALL``, ``LC_MESSAGES``, ``LANG``."""
    env = os.environ if environ is None else environ
    value = next((env[n] for n in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(n)), "")
    if _code(value) in ("c", "posix"):
        return "en"
    for part in env.get("LANGUAGE", "").split(":"):
        if _code(part) in LANGUAGES:
            return _code(part)
    return _code(value) if _code(value) in LANGUAGES else "en"


def _code(locale_name: str) -> str:
    """``"hu_HU.UTF-8"`` → ``"hu"``."""
    return locale_name.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()


__all__ = ["LANGUAGES", "LANGUAGE_NAMES", "Localizer", "default_language", "english", "localizer"]
