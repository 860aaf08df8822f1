"""One live match for the web app: the game, the match and hand state, and each seat's JSON snapshot.

The session follows the table loop (``start_hand`` → ``apply``… → ``finish_hand``) and writes every step to the
store *before* reporting it, so a restarted server rebuilds the exact state by replaying the stored actions.
It is synchronous and rules-only; the async driver (``manager``) adds AI turns, locks and broadcasting.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from ...engine import Action, Deal, Event, Game, get_game
from ...engine.errors import NotYourTurn
from ...storage import GameRow, Store
from ...table import deal_for

MAX_LEGAL_LISTED = 400


@dataclass
class Step:
    """What one applied action produced: who acted, the action text and the events."""

    seat: int
    action: str
    events: list[Event] = field(default_factory=list)


class GameSession:
    """A match in progress, persisted in ``store`` under ``game_id``."""

    def __init__(self, store: Store, row: GameRow) -> None:
        self.store = store
        self.id = row.id
        self.row = row
        self.game: Game = get_game(row.variant, row.options)
        self.players = list(row.players)
        self.match = self.game.new_match(row.first_dealer)
        self.state: Any = None  # None between hands
        self.deal: Deal | None = None
        self.hand_seq = -1
        self.step = 0
        self.attempt = 0
        self.ended = row.status == "finished"
        self.version = 0
        self._legal_cache: tuple[Any, Any] = (None, None)
        self.finished_state: Any = None  # the last hand's final state, shown between hands
        self.last_result: dict[str, Any] | None = None
        self.options_json = json.dumps(self.game.options(), sort_keys=True, default=str)

    # ------------------------------------------------------------ building
    @classmethod
    def rebuild(cls, store: Store, row: GameRow) -> GameSession:
        """The session exactly as stored: every hand replayed action by action (validated)."""
        s = cls(store, row)
        g = s.game
        for h in row.hands:
            deal = Deal(tuple(g_parse(g, cards) for cards in h.hands), g_parse(g, h.extra))
            s.hand_seq, s.attempt, s.deal = h.seq, h.attempt, deal
            s.state = g.start_hand(s.match, deal)
            s.step = 0
            for seat, text in h.actions:
                s.state, _ = g.apply(s.state, g.parse_action(text), seat)
                s.step += 1
            if g.is_over(s.state):
                s._finish_hand(store_result=h.result is None)
        if s.ended and s.match.winner is None:
            s.match = g.stop_match(s.match)
        return s

    def human_seats(self) -> list[int]:
        return [i for i, p in enumerate(self.players) if p == "human"]

    def match_over(self) -> bool:
        return self.ended or self.game.match_over(self.match)

    def start_next_hand(self) -> list[Step]:
        """Deal the next hand (stored first). Returns the hand_started step."""
        if self.state is not None or self.match_over():
            return []
        g, m = self.game, self.match
        deal = deal_for(g, self.row.seed, m.hand_number, m.dealer, self.attempt)
        seq = self.hand_seq + 1
        self.store.add_hand(self.id, seq, m.hand_number, m.dealer, self.attempt,
                            [g.format_cards(h) for h in deal.hands], g.format_cards(deal.extra))
        self.hand_seq, self.deal, self.step = seq, deal, 0
        self.state = g.start_hand(m, deal)
        self.version += 1
        return [Step(-1, "", [Event("hand_started", m.dealer, value=m.hand_number)])]

    # ------------------------------------------------------------ acting
    def to_act(self) -> int | None:
        return None if self.state is None else self.game.to_act(self.state)

    def parse(self, text: str) -> Action:
        return self.game.parse_action(text)

    def check(self, seat: int, action: Action) -> None:
        """Raise (NotYourTurn / IllegalAction) unless ``seat`` may play ``action`` now."""
        to_act = self.to_act()
        if to_act is None:
            raise NotYourTurn("turn-no-hand")
        if seat != to_act:
            raise NotYourTurn("turn-not-your-turn")
        self.game.check(self.state, action)

    def apply(self, seat: int, action: Action) -> list[Step]:
        """Validate, store (committed) and apply one action. Raises on bad input, leaving everything unchanged."""
        if self.state is None:
            raise NotYourTurn("turn-no-hand")
        g = self.game
        after, events = g.apply(self.state, action, seat)
        text = g.format_action(action)
        self.store.add_action(self.id, self.hand_seq, self.step, seat, text)
        self.state, self.step = after, self.step + 1
        self.version += 1
        steps = [Step(seat, text, list(events))]
        if g.is_over(after):
            self._finish_hand(store_result=True)
        return steps

    def _finish_hand(self, store_result: bool) -> None:
        g = self.game
        result = g.hand_result(self.state)
        self.last_result = result
        self.match = g.finish_hand(self.match, self.state)
        self.attempt = self.attempt + 1 if result.get("redeal") else 0
        if store_result:
            self.store.finish_hand(self.id, self.hand_seq, result, _jsonable(self.match.scores), self.match.winner)
        self.finished_state = self.state
        self.state = None

    def end(self) -> None:
        """Stop the match now (an open-ended Callbreak match, or a person leaving): the highest score wins.
        A hand in progress is abandoned (its actions stay in the record)."""
        self.match = self.game.stop_match(self.match)
        self.store.end_game(self.id, self.match.winner)
        self.ended = True
        if self.state is not None:
            self.finished_state, self.state = self.state, None
            self.last_result = None
        self.version += 1

    # ------------------------------------------------------------ what a seat sees
    def snapshot(self, seat: int) -> dict[str, Any]:
        """Everything the client of ``seat`` needs to draw the table: only that seat's view."""
        g, m = self.game, self.match
        state = self.state if self.state is not None else self.finished_state
        out: dict[str, Any] = {
            "game_id": self.id, "variant": g.key, "family": g.family, "scoring_unit": g.scoring_unit,
            "seat": seat, "players": self.players, "hand_seq": self.hand_seq, "step": self.step,
            "hand_number": m.hand_number, "scores": _jsonable(m.scores), "sheet": [dict(h) for h in m.hands],
            "winner": m.winner, "match_over": self.match_over(), "between_hands": self.state is None,
            "version": self.version,
        }
        if state is None:
            out.update(view=None, legal=None, legal_count=0, groups=[], select=None)
            return out
        view = g.view(state, seat)
        out["view"] = view.to_json()
        out["groups"] = [[name, [g.format_card(c) for c in cards]] for name, cards in g.hand_groups(view, view.hand)]
        out.update(self._legal_json(seat))
        if self.state is None:
            out["result"] = self.last_result
        return out

    def _legal_json(self, seat: int) -> dict[str, Any]:
        """The legal actions of ``seat`` as text when it is to act. A long list (choosing 5 discards of 14, Tractor
        follows) is not sent: ``select`` then says which cards to pick (kind, and count when fixed) and the server
        checks the choice (``check`` message)."""
        g = self.game
        if self.state is None or g.to_act(self.state) != seat:
            return {"legal": None, "legal_count": 0, "legal_complete": True, "select": None}
        key = (self.version, seat)
        if self._legal_cache[0] == key:
            return self._legal_cache[1]
        count = g.legal_count(self.state)
        actions = g.legal_actions(self.state) if count <= MAX_LEGAL_LISTED else g.candidate_actions(self.state)
        select = None
        if len(actions) > MAX_LEGAL_LISTED:
            card_actions = [a for a in actions if a.cards]
            sizes = {len(a.cards) for a in card_actions}
            kind = card_actions[0].kind if card_actions else actions[0].kind
            select = {"kind": kind, "count": sizes.pop() if len(sizes) == 1 else None}
            actions = [a for a in actions if not a.cards]  # the card-free choices (pass, bids) stay listed
        out = {"legal": [g.format_action(a) for a in actions], "legal_count": count,
               "legal_complete": count <= MAX_LEGAL_LISTED, "select": select}
        self._legal_cache = (key, out)
        return out

    def events_json(self, seat: int, steps: list[Step]) -> list[dict[str, Any]]:
        """The events of ``steps`` that ``seat`` may see, as JSON."""
        out = []
        for st in steps:
            for ev in st.events:
                if ev.visible(seat):
                    out.append(self.game.event_json(ev))
        return out


def g_parse(game: Game, text: str) -> tuple[int, ...]:
    from ...cards import parse_cards

    return parse_cards(text) if text else ()


def _jsonable(x: Any) -> Any:
    if isinstance(x, (list, tuple)):
        return [_jsonable(v) for v in x]
    if isinstance(x, (int, float, str, bool)) or x is None:
        return x
    return float(x)
