"""What the client of one seat is sent: its snapshot of the table (only that seat's view) and the events of a
step it may see, as JSON. Built from the table's :class:`~tricktable.engine.MatchSession`."""

from __future__ import annotations

import json
from typing import Any

from ...engine import HandResult, MatchSession
from ...engine.actions import CLAIM
from ...engine.game import View
from ...engine.session import AnySession, AnyStep
from ...engine.viewjson import HistoryJson
from ...games.faces import display_json
from ...i18n import Localizer, localizer
from ...i18n.localizer import message_json
from ...table.records import jsonable

MAX_LEGAL_LISTED = 400
#: event texts kept (by variant and options, language, the viewer's seat names and the event): the same play,
#: bid or pass reads the same at every table, so most are written once (a FIFO: a few megabytes at most)
MAX_TEXTS = 20000
_texts: dict[tuple[object, ...], str] = {}


def event_text(game: Any, config: str, loc: Localizer, seats: tuple[str, ...] | None, event: Any) -> str:
    """``event`` in ``loc``'s language as a viewer with ``seats`` reads it ("Left plays the green 14"), cards by
    name; ``config`` names the game's variant and options. Written once per distinct event, or per distinct
    message as far as the language's words read it: "Left wins the trick (15 points)" is one text whatever the
    trick's cards, where the words do not name them (see ``MAX_TEXTS``)."""
    wanted = (config, loc.lang, seats, event)
    key: tuple[object, ...] | None = wanted  # None where the event cannot be a key
    try:
        text = _texts.get(wanted)
    except TypeError:  # an event carrying a dict (a hand's result)
        key = None
        text = None
    if text is None:
        message = game.event_message(event)
        said = _said_key(loc, seats, message)
        text = _texts.get(said) if said is not None else None
        if text is None:
            text = loc.message(message, seats=seats, cards="name")
            _keep(said, text)
        _keep(key, text)
    return text


def _said_key(loc: Localizer, seats: tuple[str, ...] | None, message: Any) -> tuple[object, ...] | None:
    """What the words of ``message`` depend on: the language, the seats' names, its id and the parameters it
    reads (None: it cannot be kept this way, a parameter being a dict or the message not in this language)."""
    used = loc.variables(message.id)
    if used is None:
        return None
    key = ("said", loc.lang, seats, message.id, tuple((k, message.params[k]) for k in sorted(used & message.params.keys())))
    try:
        hash(key)
    except TypeError:
        return None
    return key


def _keep(key: tuple[object, ...] | None, text: str) -> None:
    if key is None:
        return
    _texts[key] = text
    if len(_texts) > MAX_TEXTS:
        del _texts[next(iter(_texts))]


def explanation(game: Any, result: HandResult | None, seat: int | None) -> list[dict[str, Any]]:
    """The scoring of ``result`` (``game.hand_result``, or read back by ``game.result_from_json``) in words (the
    rules' :meth:`~tricktable.engine.Game.explain_result`), as messages seen from ``seat`` ("we", "Left"; a
    spectator, ``None``: "seat 2", "team 1") for the page's resolver."""
    if result is None:
        return []
    seats = Localizer.seats_for(game, seat) if seat is not None else None
    return [message_json(m, seats) for m in game.explain_result(result)]


class Snapshots:
    """Snapshots of one session for its seats (the legal list is computed once per version; each viewer's history
    JSON grows by the actions added since its last snapshot, see :class:`~tricktable.engine.viewjson.HistoryJson`).

    A viewer's snapshot is built once per version of the session (every change to a session bumps its version) and
    handed to every caller until the next change: a step's update, a socket's first message and its ``sync``s of
    the same position share one. Callers read it, never change it."""

    def __init__(self, game_id: str, session: AnySession) -> None:
        self.game_id = game_id
        self.session = session
        self.options = json.loads(json.dumps(session.game.options(), default=str))
        self.display = display_json(session.game)  # what the page shows of this game (its family's schema)
        self.config = f"{session.game.key} {json.dumps(self.options, sort_keys=True)}"
        self._legal_cache: tuple[tuple[int, int], dict[str, Any]] | None = None  # (version, seat) and its legal
        self._histories: dict[int | None, HistoryJson] = {}  # per seat (None: the spectators), at most seats + 1
        self._built: dict[tuple[int | None, bool], dict[str, Any]] = {}  # per viewer, at version ``_built_at``
        self._built_at = -1
        self._common: dict[str, Any] | None = None  # what every viewer's snapshot shares, at version ``_built_at``

    def snapshot(self, seat: int | None, watching: bool = False) -> dict[str, Any]:
        """Everything the client of ``seat`` needs to draw the table. A watcher (``watching``) is shown the
        table from ``seat``'s chair and is never offered actions."""
        s = self.session
        if self._built_at != s.version:
            self._built.clear()
            self._common = None
            self._built_at = s.version
        key = (seat, watching or seat is None)
        built = self._built.get(key)
        if built is None:
            built = self._built[key] = self._build(seat, watching)
        return built

    def _shared(self) -> dict[str, Any]:
        """The keys every viewer's snapshot of this version begins with, in their order (``seat`` to be set)."""
        if self._common is not None:
            return self._common
        s = self.session
        g, m = s.game, s.match
        out: dict[str, Any] = {
            "game_id": self.game_id, "variant": g.key, "family": g.family, "scoring_unit": g.scoring_unit,
            "display": self.display,
            "direction": g.direction, "open_ended": g.open_ended, "options": self.options,
            "seat": None, "players": s.players, "hand_seq": s.hand_seq, "step": s.step,
            "hand_number": m.hand_number, "scores": jsonable(m.scores), "sheet": [h.to_json() for h in m.hands],
            "winner": m.winner, "match_over": s.match_over(), "between_hands": s.state is None,
            "status": "abandoned" if s.abandoned else "finished" if s.match_over() else "active",
            "version": s.version,
        }
        if s.dealt is not None:  # the hand on the table: between hands, the one just finished (the summary's)
            out["hand"] = {"number": s.dealt[0], "dealer": s.dealt[1]}
        self._common = out
        return out

    def _build(self, seat: int | None, watching: bool) -> dict[str, Any]:
        s = self.session
        g = s.game
        state = s.shown_state()
        out = self._shared().copy()  # (its values are shared by every viewer's snapshot: read only)
        out["seat"] = seat
        if watching or seat is None:  # seat None: a spectator, who sees the public table only
            out["watching"] = True
        if state is None:
            out.update(view=None, legal=None, legal_count=0, groups=[], select=None)
            return out
        view = g.view(state, seat)
        out["view"] = self._view_json(view, seat)
        out["groups"] = [[name, [g.format_card(c) for c in cards]] for name, cards in g.hand_groups(view, view.hand)]
        out.update(self._legal_json(None if watching else seat))
        if s.state is None:
            out["result"] = None if s.last_result is None else s.last_result.to_json()
            out["explain"] = explanation(g, s.last_result, seat)
        return out

    def _view_json(self, view: View, seat: int | None) -> dict[str, Any]:
        """``view.to_json(tricks=False)`` (the page follows the tricks as they are played), its history from the
        seat's kept history JSON when the view can write its history piece by piece (``history_json``)."""
        if not hasattr(view, "history_json"):
            return view.to_json(tricks=False)
        kept = self._histories.get(seat)
        if kept is None:
            kept = self._histories[seat] = HistoryJson()
        return view.to_json(tricks=False, history=kept.of(view))

    def _legal_json(self, seat: int | None) -> dict[str, Any]:
        """The legal actions of ``seat`` as text when it is to act. A long list (choosing 5 discards of 14, Tractor
        follows) is not sent: ``select`` then says which cards to pick (kind, and count when fixed) and the server
        checks the choice (``check`` message)."""
        s = self.session
        g = s.game
        if s.state is None or seat is None or s.to_act() != seat:
            return {"legal": None, "legal_count": 0, "legal_complete": True, "select": None}
        key = (s.version, seat)
        if self._legal_cache is not None and self._legal_cache[0] == key:
            return self._legal_cache[1]
        count = g.legal_count(s.state)
        choice = g.card_choice(s.state) if count > MAX_LEGAL_LISTED else None
        if choice is not None:  # cards to pick, none of them listed (a Rook declarer's thousands of discards)
            out = {"legal": [], "legal_count": count, "legal_complete": False,
                   "select": {"kind": choice[0], "count": choice[1]}}
            self._legal_cache = (key, out)
            return out
        actions = g.legal_actions(s.state) if count <= MAX_LEGAL_LISTED else s.legal()
        select = None
        if len(actions) > MAX_LEGAL_LISTED:
            card_actions = [a for a in actions if a.cards]
            sizes = {len(a.cards) for a in card_actions}
            kind = card_actions[0].kind if card_actions else actions[0].kind
            select = {"kind": kind, "count": sizes.pop() if len(sizes) == 1 else None}
            actions = [a for a in actions if not a.cards]  # the card-free choices (pass, bids) stay listed
        claim = g.claim_action(s.state)  # the rest provably this seat's: offered last, with its cards (engine.claims)
        listed = [a for a in actions if a.kind != CLAIM] + ([claim] if claim is not None else [])
        out = {"legal": [g.format_action(a) for a in listed], "legal_count": count,
               "legal_complete": count <= MAX_LEGAL_LISTED, "select": select}
        self._legal_cache = (key, out)
        return out

    def events_json(self, seat: int | None, steps: list[AnyStep], lang: str = "en") -> list[dict[str, Any]]:
        """The events of ``steps`` that ``seat`` may see (``None``: a spectator, public events only), as JSON;
        ``text`` says it in ``lang`` as that seat sees the table ("Left plays the green 14"), cards by name."""
        game = self.session.game
        loc = localizer(lang)
        seats = loc.seats_for(game, seat) if seat is not None else None
        bird = game.bird_name
        return [{**ev.to_json(bird_name=bird), "text": event_text(game, self.config, loc, seats, ev)}
                for ev in MatchSession.visible_events(seat, steps)]
