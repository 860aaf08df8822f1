"""Text rendering of a seat's view, hands and score sheets for the terminal."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine import Action, Game, MatchState
from .names import seat_names, team_names

MAX_LISTED = 40


def hand_lines(game: Game, view: Any) -> list[str]:
    """The seat's hand grouped for display (by colour/suit, trumps together)."""
    lines = []
    for label, cards in game.hand_groups(view, list(view.hand)):
        text = game.format_cards(cards)
        lines.append(f"  {label + ':':<13} {text}" if label else f"  {text}")
    return lines


def table_lines(game: Game, view: Any) -> list[str]:
    """The public table: phase, trump, the current trick, family extras such as bids or calls."""
    data = view.to_json()
    names = seat_names(game)
    lines = []
    head = f"{game.key} · {data.get('phase')}"
    if data.get("trump"):
        head += f" · trump {data['trump']}"
    lines.append(head)
    for key in ("contract", "bids", "calls", "tricks_won", "points_taken", "level", "levels", "declaration"):
        if data.get(key) is not None:
            lines.append(f"  {key.replace('_', ' ')}: {_fmt(data[key], names)}")
    trick = data.get("trick") or []
    if trick:
        lines.append("  trick: " + ", ".join(f"{names[p['seat']]} {p['cards']}" for p in trick))
    return lines


def _fmt(value: Any, names: list[str]) -> str:
    """Per-seat lists with seat names, per-team pairs as We/They, objects as ``key value`` pairs."""
    if isinstance(value, list) and len(value) == 4:
        return ", ".join(f"{names[i]} {'-' if v is None else v}" for i, v in enumerate(value))
    if isinstance(value, list) and len(value) == 2:
        return f"We {value[0]}, They {value[1]}"
    if isinstance(value, dict) and set(value) == {"0", "1"}:
        return f"We {value['0']}, They {value['1']}"
    if isinstance(value, dict):
        parts = []
        for k, v in value.items():
            shown = names[v] if k in ("declarer", "seat", "dealer") and isinstance(v, int) and 0 <= v < 4 else v
            parts.append(f"{k.replace('_', ' ')} {shown}")
        return ", ".join(parts)
    return str(value)


def legal_line(game: Game, legal: Sequence[Action]) -> str:
    if len(legal) <= MAX_LISTED:
        return "choices: " + ", ".join(game.format_action(a) for a in legal)
    kinds = sorted({a.kind for a in legal})
    return f"{len(legal)} choices ({', '.join(kinds)}), e.g. {game.format_action(legal[0])}"


def score_lines(game: Game, match: MatchState) -> list[str]:
    names = team_names(game) if game.scoring_unit == "team" else seat_names(game)
    scores = ", ".join(f"{n} {s}" for n, s in zip(names, match.scores, strict=False))
    return [f"score after hand {match.hand_number - 1}: {scores}"]
