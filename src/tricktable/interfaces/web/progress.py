"""Games in progress, listed for a browser by the seat tokens it holds: never a token, never a game it has no token
for. Each game is summarised from the store: variant, how the table is drawn, status, score, hand and last move
(as that seat saw it: another seat's discards are shown without their cards, as in its view)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from ...engine import get_game
from ...engine.actions import DISCARD
from ...games.faces import display_json
from ...storage import Store

#: at most this many games are looked up per request
MAX_LISTED = 60


class HeldSeat(BaseModel):
    id: str = Field(max_length=100)
    token: str = Field(max_length=100)


class HeldSeats(BaseModel):
    games: list[HeldSeat] = Field(default_factory=list, max_length=MAX_LISTED)


def public_action(text: str, actor: int, viewer: int) -> str:
    """An action as ``viewer`` saw it: the cards of another seat's discard stay hidden."""
    kind = text.split(" ", 1)[0]
    return kind if kind == DISCARD and actor != viewer else text


def summary(store: Store, game_id: str, seat: int) -> dict[str, Any] | None:
    """What the games-in-progress list shows of one game, for the holder of ``seat``."""
    row = store.load(game_id)
    if row is None:
        return None
    try:
        game = get_game(row.variant, row.options)
    except Exception:  # noqa: BLE001  (a variant no longer registered: listed by name only)
        game = None
    last = None
    hand = row.hands[-1] if row.hands else None
    for h in reversed(row.hands):
        if h.actions:
            actor, text = h.actions[-1]
            last = {"seat": actor, "action": public_action(text, actor, seat)}
            break
    return {
        "id": row.id, "variant": row.variant, "status": row.status, "seat": seat, "players": row.players,
        "family": game.family if game else None, "scoring_unit": game.scoring_unit if game else "team",
        "display": display_json(game) if game else None,
        "direction": game.direction if game else "cw", "scores": row.scores, "winner": row.winner,
        "hand": hand.number if hand else None, "last": last, "created": row.created, "updated": row.updated,
    }


def summaries(store: Store, held: HeldSeats) -> list[dict[str, Any]]:
    """The summaries of the games whose token matches (others are left out without saying why), newest first."""
    out = []
    seen = set()
    for g in held.games:
        if g.id in seen:
            continue
        seen.add(g.id)
        seat = store.seat_for_token(g.id, g.token)
        if seat is None:
            continue
        s = summary(store, g.id, seat)
        if s is not None:
            out.append(s)
    return sorted(out, key=lambda s: -s["updated"])
