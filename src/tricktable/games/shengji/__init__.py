"""Shengji / Tractor (升级): double deck, trump declaration, pairs and tractors, levels 2 to A.

The rules: docs/rules/shengji.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.registry import register
from .config import TractorConfig, config_from
from .rules import TractorGame, TractorMatch

PRESETS: dict[str, TractorConfig] = {"tractor": TractorConfig()}


def make_game(options: Mapping[str, Any] | None = None, preset: str = "tractor") -> TractorGame:
    """A Tractor game from a preset and options."""
    return TractorGame(f"shengji/{preset}", config_from(options or {}, PRESETS[preset]))


def register_variants() -> None:
    """Register this family's presets with the engine registry."""
    register(
        "shengji/tractor",
        "Tractor as on CARDAVIA: double deck, declaration auction, kitty, pairs and tractors, levels 2 past A",
        lambda options: make_game(options, "tractor"),
        default=True,
    )


__all__ = ["TractorConfig", "TractorGame", "TractorMatch", "make_game", "register_variants"]
