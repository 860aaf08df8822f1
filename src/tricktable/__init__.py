"""tricktable: trick-taking card games (Rook, Callbreak, Shengji/Tractor) with strong computer players.

Quick start::

    from tricktable import get_game, play_match
    game = get_game("rook/crowsnest")

This package is the composition root: it installs the English catalog as the words of ``str()`` for every rules
error and event (:mod:`tricktable.messages`), so the rules never import the catalog code.
"""

from . import messages as _messages
from .engine import Action, Event, Game, get_game, parse_action, variant_keys
from .i18n import english as _english

_messages.install(_english)

__version__ = "0.1.0"

__all__ = ["Action", "Event", "Game", "__version__", "get_game", "parse_action", "variant_keys"]
