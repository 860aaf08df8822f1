"""Seat names as the human at seat 0 sees the table."""

from __future__ import annotations

import re

from ...engine import Game

_SEAT_RE = re.compile(r"\bseat (\d)\b")


def seat_names(game: Game) -> list[str]:
    """Seats are in play order: in a clockwise game the next seat is on your left, counter-clockwise on your right."""
    if game.direction == "ccw":
        return ["You", "Right", "Partner" if game.scoring_unit == "team" else "Across", "Left"]
    return ["You", "Left", "Partner" if game.scoring_unit == "team" else "Across", "Right"]


def with_names(text: str, names: list[str]) -> str:
    """Replace ``seat N`` in an engine message with the seat's name."""
    return _SEAT_RE.sub(lambda m: names[int(m.group(1))], text)


def team_names(game: Game) -> list[str]:
    return ["We", "They"]
