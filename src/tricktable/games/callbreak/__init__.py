"""The Callbreak family: ``callbreak/master`` (default, the Callbreak Master app) and ``callbreak/standard``."""

from __future__ import annotations

from collections.abc import Mapping
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
        register(f"callbreak/{name}", description, lambda options, name=name: make_game(name, options))


__all__ = ["CallbreakConfig", "CallbreakGame", "CallbreakMatch", "leader", "leaders", "make_game", "register_variants", "stop_match"]
