"""Helpers for the bot tests (a module of its own: ``conftest`` names clash across test directories)."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def bot_command(script: str, *args: str) -> str:
    """``cmd:`` argument running ``script`` (relative to the repository) with this Python."""
    return " ".join([sys.executable, str(ROOT / script), *args])
