"""The Callbreak family: ``callbreak/master`` (default, the Callbreak Master app) and ``callbreak/standard``.

Seats are numbered in play order, so "the player to the dealer's right" (counter-clockwise play) is seat
``dealer + 1``: that seat calls first and leads first, and deals the next round. ``direction`` only changes how the
table is drawn and described.

Scores are per seat (``scoring_unit = "individual"``). ``callbreak/master`` is open-ended (``game.open_ended``):
``match_over`` stays false, the interface asks after each round whether to play another, and to end it calls
``game.stop_match(match)``, which makes the current :func:`leader` the winner (ties: the lowest seat; :func:`leaders`
lists all seats sharing the lead). ``callbreak/standard`` ends after 5 rounds; a tie for the lead plays on.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from ...engine.registry import register
from .config import PRESETS, CallbreakConfig, make_config
from .match import CallbreakMatch, leader, leaders, stop_match
from .rules import CallbreakGame


def make_game(preset: str, options: Mapping[str, Any] | None = None) -> CallbreakGame:
    """The Callbreak game for a preset name (``master``/``standard``) with options applied."""
    config, description = PRESETS[preset]
    return CallbreakGame(f"callbreak/{preset}", make_config(config, options or {}), description)


def register_variants() -> None:
    """Register this family's presets with the engine registry."""
    for name, (_, description) in PRESETS.items():
        register(f"callbreak/{name}", description, partial(make_game, name), default=name == "master")


__all__ = ["CallbreakConfig", "CallbreakGame", "CallbreakMatch", "leader", "leaders", "make_game", "register_variants", "stop_match"]
