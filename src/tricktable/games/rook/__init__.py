"""The Rook family: CrowsNest (the default) and the six classic versions, as presets of one config."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from ...engine.registry import register
from .config import PRESETS, RookConfig, make_config
from .rules import RookGame


def make_game(preset: str = "crowsnest", options: Mapping[str, Any] | None = None) -> RookGame:
    """The Rook game of ``preset`` with ``options`` (house rules) applied; raises InvalidConfig if they clash."""
    return RookGame(f"rook/{preset}", make_config(preset, options), preset)


def register_variants() -> None:
    """Register every Rook preset as ``rook/<preset>``."""
    for key, preset in PRESETS.items():
        register(f"rook/{key}", preset.description, partial(make_game, key), default=key == "crowsnest")


__all__ = ["PRESETS", "RookConfig", "RookGame", "make_config", "make_game", "register_variants"]
