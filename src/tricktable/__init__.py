"""tricktable: trick-taking card games (Rook, Callbreak, Shengji/Tractor) with strong computer players.

Quick start::

    from tricktable import get_game, play_match
    game = get_game("rook/crowsnest")
"""

from .engine import Action, Event, Game, get_game, parse_action, variant_keys

__version__ = "0.1.0"

__all__ = ["Action", "Event", "Game", "__version__", "get_game", "parse_action", "variant_keys"]
