"""Text rendering of a seat's view, hands and score sheets for the terminal, in the player's language."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine import Action, MatchState
from ...messages import Cards, Seat
from .words import Words

MAX_LISTED = 40
_ROWS = ("bids", "calls", "tricks_won", "points_taken", "level", "levels")


def hand_lines(words: Words, view: Any) -> list[str]:
    """The seat's hand grouped for display (by colour/suit, trumps together)."""
    lines = []
    for label, cards in words.game.hand_groups(view, list(view.hand)):
        text = words.cards(cards)
        lines.append(f"  {words.group_label(label) + ':':<15} {text}" if label else f"  {text}")
    return lines


def table_lines(words: Words, view: Any) -> list[str]:
    """The public table: phase, trump, the current trick, family extras such as bids or calls."""
    data = view.to_json()
    head = f"{words.variant()} · {words('phase-' + str(data.get('phase')))}"
    if data.get("trump"):
        head += " · " + words("term-trump", suit=data["trump"])
    lines = [head]
    contract = data.get("contract")
    if contract:
        lines.append("  " + words("term-contract", declarer=Seat(contract["declarer"]), bid=contract["bid"],
                                  trump=contract["trump"]))
    for key in _ROWS:
        if data.get(key) is not None:
            lines.append("  " + words(f"term-row-{key.replace('_', '-')}", values=_values(words, data[key])))
    decl = getattr(view, "declaration", None)
    if decl:
        lines.append("  " + words("term-declaration", seat=Seat(decl[0]), cards=Cards.of(decl[1])))
    trick = getattr(view, "trick", ())
    if trick:
        plays = ", ".join(f"{words.seat(s)} {words.cards(c if isinstance(c, tuple) else (c,))}" for s, c in trick)
        lines.append("  " + words("term-trick", plays=plays))
    return lines


def _values(words: Words, value: Any) -> str:
    """Per-seat lists with seat names, per-team pairs as We/They."""
    def shown(v: Any) -> str:
        return "-" if v is None else words("verb-pass") if v == "pass" else words.loc.number(v) if isinstance(
            v, (int, float)) else str(v)

    if isinstance(value, list) and len(value) == 4:
        return ", ".join(f"{words.seat(i)} {shown(v)}" for i, v in enumerate(value))
    if isinstance(value, list) and len(value) == 2:
        return ", ".join(f"{words.side(i)} {shown(v)}" for i, v in enumerate(value))
    if isinstance(value, dict) and set(value) == {"0", "1"}:
        return ", ".join(f"{words.side(i)} {shown(value[str(i)])}" for i in range(2))
    return shown(value)


def legal_line(words: Words, legal: Sequence[Action]) -> str:
    if len(legal) <= MAX_LISTED:
        return words("term-choices", actions=", ".join(words.action(a) for a in legal))
    kinds = ", ".join(words.verb(k) for k in sorted({a.kind for a in legal}))
    return words("term-choices-many", n=len(legal), kinds=kinds, example=words.action(legal[0]))


def score_line(words: Words, match: MatchState) -> str:
    return words("term-score", hand=match.hand_number - 1, scores=_scores(words, match))


def _scores(words: Words, match: MatchState) -> str:
    return ", ".join(f"{words.side(i)} {words.loc.number(s) if isinstance(s, (int, float)) else s}"
                     for i, s in enumerate(match.scores))
