"""The ``ansi`` rendering: the public table and the hand of the seat to act (never the other hands)."""

from __future__ import annotations

from typing import Any

from ..engine.match import AnyGame


def render_text(game: AnyGame, state: Any, selection: tuple[int, ...] = ()) -> str:
    seat = game.to_act(state)
    shown = 0 if seat is None else seat
    view = game.view(state, shown)
    lines = [f"{game.key}  phase {view.phase}  dealer seat {view.dealer}  "
             + ("hand over" if seat is None else f"seat {seat} to act")]
    if view.trick:
        plays = "  ".join(f"seat {s}: {game.format_cards([c] if isinstance(c, int) else c)}" for s, c in view.trick)
        lines.append(f"trick: {plays}")
    lines.append("cards held: " + " ".join(f"seat {s}: {n}" for s, n in enumerate(view.hand_counts)))
    lines.append(f"seat {shown} holds: {game.format_cards(view.hand)}")
    if selection:
        lines.append(f"selected so far: {game.format_cards(selection)}")
    return "\n".join(lines) + "\n"
