"""The rules page of a Rook version, generated from its config (placeholder until the full text is written)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .rules import RookGame


def rules_text(game: RookGame) -> str:
    return f"# {game.preset.title}\n"
