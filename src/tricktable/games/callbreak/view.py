"""What one Callbreak seat may see: its own hand, the calls, the tricks won, the table. Never another hand."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards.notation import cards_of, format_card, format_cards
from ...engine import viewjson as vj
from ...engine.actions import Action, format_action, parse_action
from .scoring import as_number
from .state import PHASE_NAMES, PLAY_ACTIONS, CallbreakState


def display_order(cards: list[int] | tuple[int, ...]) -> list[int]:
    """Cards grouped by suit (spades, hearts, clubs, diamonds: colours alternate), highest first."""
    suit_rank = (0, 1, 3, 2)
    return sorted(cards, key=lambda c: (suit_rank[c // 13], -c))


@dataclass(frozen=True, slots=True)
class CallbreakView:
    """One seat's view of a hand. ``hand`` holds card ids; ``trick`` is ``((seat, card), ...)`` in play order;
    ``scores`` are the match totals before this round (JSON numbers such as 4.1)."""

    variant: str
    seat: int | None  # None: a spectator
    phase: str
    to_act: int | None
    dealer: int
    round: int
    hand: tuple[int, ...]
    hand_counts: tuple[int, ...]
    trick: tuple[tuple[int, int], ...]
    leader: int | None
    last_trick: tuple[tuple[tuple[int, int], ...], int] | None
    history: tuple[tuple[int, Action], ...]
    calls: tuple[int | None, ...]
    tricks_won: tuple[int, ...]
    redeal: bool = False
    scores: tuple[int | float, ...] = (0, 0, 0, 0)
    claim: tuple[int, tuple[int, ...]] | None = None  # (seat, cards in lead order) once a claim ended the hand

    @property
    def tricks(self) -> tuple[vj.Trick, ...]:
        """Every finished trick of the hand as ``(leader, ((seat, card), ...), winner)``."""
        return vj.finished_tricks(self.history, None if self.last_trick is None else self.last_trick[1])

    def history_json(self, start: int = 0) -> list[dict[str, Any]]:
        """The JSON of ``history[start:]`` (the entries of ``to_json()["history"]`` from ``start`` on)."""
        return vj.history_json(self.history[start:], format_action)

    def to_json(self, tricks: bool = True, history: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        """The common view keys plus ``calls``, ``tricks_won``, ``round``, ``scores`` (match totals before this
        round) and ``tricks`` (every finished trick with its leader and winner; left out with ``tricks=False``).
        ``history``: its history's JSON when the caller has it already (see ``viewjson.HistoryJson``)."""
        out = {
            "variant": self.variant,
            "seat": self.seat,
            "phase": self.phase,
            "to_act": self.to_act,
            "dealer": self.dealer,
            "hand": [format_card(c) for c in display_order(self.hand)],
            "hand_counts": list(self.hand_counts),
            "trick": [{"seat": s, "cards": format_card(c)} for s, c in self.trick],
            "leader": self.leader,
            "last_trick": None
            if self.last_trick is None
            else {"plays": [{"seat": s, "cards": format_card(c)} for s, c in self.last_trick[0]], "winner": self.last_trick[1]},
            "trump": "S",
            "history": self.history_json() if history is None else history,
            "calls": list(self.calls),
            "tricks_won": list(self.tricks_won),
            "round": self.round,
            "redeal": self.redeal,
            "scores": list(self.scores),
            **vj.claim_json(self.claim, format_cards),
        }
        if tricks:
            out["tricks"] = vj.tricks_json(self.tricks, format_card)
        return out


def view_from_json(data: dict[str, Any]) -> CallbreakView:
    """The view that ``CallbreakView.to_json`` wrote (raises ``ViewFormatError`` on a malformed one)."""
    calls = vj.get(data, "calls", list)
    if len(calls) != 4 or not all(c is None or (isinstance(c, int) and not isinstance(c, bool)) for c in calls):
        raise vj.ViewFormatError("the view's 'calls' are four numbers or nulls")
    scores = vj.get(data, "scores", list)
    if len(scores) != 4 or not all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in scores):
        raise vj.ViewFormatError("the view's 'scores' are four numbers")
    return CallbreakView(
        **vj.common(data),
        round=vj.get(data, "round", int),
        hand=tuple(sorted(vj.cards(vj.get(data, "hand", list)))),
        trick=vj.plays(vj.get(data, "trick", list)),
        leader=vj.optional_seat(data, "leader"),
        last_trick=vj.last_trick(vj.get(data, "last_trick", dict, optional=True)),
        history=vj.history(data, parse_action),
        calls=tuple(calls),
        tricks_won=vj.ints(data, "tricks_won"),
        redeal=bool(vj.get(data, "redeal", bool)),
        scores=tuple(scores),
        claim=vj.claim(data),
    )


def make_view(variant: str, state: CallbreakState, seat: int | None) -> CallbreakView:
    """Build ``seat``'s view of ``state``. Every card shown besides the own hand was played face up. A spectator
    (``seat`` None) has no hand."""
    leader = state.leader if state.phase == 1 else None
    hands = state.hands
    trick = tuple(((state.leader + i) & 3, c) for i, c in enumerate(state.trick))
    last = None
    done = state.completed_tricks()
    if done:
        lead, cards, winner = done[-1]
        last = (tuple(((lead + i) & 3, c) for i, c in enumerate(cards)), winner)
    history = state.calls_history()  # state.history(), reusing the tricks' winners found above
    for lead, cards, _ in done:
        history.extend(((lead + j) & 3, PLAY_ACTIONS[c]) for j, c in enumerate(cards))
    if len(state.order) & 3:
        lead = done[-1][2] if done else (state.dealer + 1) & 3
        history.extend(((lead + j) & 3, PLAY_ACTIONS[c]) for j, c in enumerate(state.trick))
    return CallbreakView(
        variant=variant,
        seat=seat,
        phase=PHASE_NAMES[state.phase],
        to_act=None if state.turn < 0 else state.turn,
        dealer=state.dealer,
        round=state.round,
        hand=tuple(cards_of(hands[seat])) if seat is not None else (),
        hand_counts=tuple(h.bit_count() for h in hands),
        trick=trick,
        leader=leader,
        last_trick=last,
        history=tuple(history),
        calls=state.calls,
        tricks_won=state.tricks,
        redeal=state.redeal,
        scores=tuple(as_number(t) for t in state.info.totals),
    )
