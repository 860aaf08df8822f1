"""What one seat may see of a Rook hand, how its cards are grouped for display, and events in words."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from operator import itemgetter
from typing import TYPE_CHECKING, Any, NamedTuple, cast

from ...cards.notation import BIRD, COLOUR_NAMES, COLOURS, ROOK_BASE, format_card, format_cards
from ...engine import viewjson as vj
from ...engine.actions import DISCARD, PLAY, Action, Event, format_action
from ...messages import Message, Seat
from . import state as st
from .state import PASSED, RookState
from .tables import SPECIAL_SUIT, ids_of

if TYPE_CHECKING:
    from .rules import RookGame


@dataclass(frozen=True)
class RookView:
    """A seat's view: its own cards, the public table and history; the nest only for the declarer, until the hand
    is over and it is turned face up for everyone (``nest_end``)."""

    variant: str
    seat: int | None  # None: a spectator
    phase: str
    to_act: int | None
    dealer: int
    hand: tuple[int, ...]  # card ids in display order
    hand_counts: tuple[int, ...]
    trick: tuple[tuple[int, int], ...]  # (seat, card id) in play order
    leader: int | None
    last_trick: tuple[tuple[tuple[int, int], ...], int] | None  # (plays, winner)
    trump: int | None
    history: tuple[tuple[int, Action], ...]
    bids: tuple[int | str | None, ...]
    high_bid: int | None
    declarer: int | None
    points_taken: tuple[int, int]
    tricks_won: tuple[int, int]
    nest: tuple[int, ...] | None
    my_discards: tuple[int, ...] | None
    scores: tuple[int, ...]
    target: int
    bird_name: str
    nest_end: tuple[tuple[int, ...], int, int] | None = None  # once the hand is over: (cards, points, team)
    claim: tuple[int, tuple[int, ...]] | None = None  # (seat, cards in lead order) once a claim ended the hand

    @property
    def tricks(self) -> tuple[vj.Trick, ...]:
        """Every finished trick of the hand as ``(leader, ((seat, card), ...), winner)``."""
        return vj.finished_tricks(self.history, None if self.last_trick is None else self.last_trick[1])

    @property
    def contract(self) -> dict[str, Any] | None:
        if self.declarer is None or self.trump is None:
            return None
        return {"declarer": self.declarer, "bid": self.high_bid, "trump": COLOURS[self.trump]}

    def history_json(self, start: int = 0) -> list[dict[str, Any]]:
        """The JSON of ``history[start:]`` (the entries of ``to_json()["history"]`` from ``start`` on)."""
        bird = self.bird_name
        return vj.history_json(self.history[start:], lambda a: format_action(a, bird_name=bird))

    def to_json(self, tricks: bool = True, history: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        """The view as JSON; ``tricks`` (every finished trick) left out with ``tricks=False``; ``history``: its
        history's JSON when the caller has it already (see :class:`~tricktable.engine.viewjson.HistoryJson`)."""
        bird = self.bird_name

        def cards(ids: Sequence[int]) -> str:
            return format_cards(ids, bird_name=bird)

        def plays(seq: Sequence[tuple[int, int]]) -> list[dict[str, Any]]:
            return [{"seat": s, "cards": format_card(c, bird_name=bird)} for s, c in seq]

        out = {
            "variant": self.variant,
            "seat": self.seat,
            "phase": self.phase,
            "to_act": self.to_act,
            "dealer": self.dealer,
            "hand": [format_card(c, bird_name=bird) for c in self.hand],
            "hand_counts": list(self.hand_counts),
            "trick": plays(self.trick),
            "leader": self.leader,
            "last_trick": None if self.last_trick is None
            else {"plays": plays(self.last_trick[0]), "winner": self.last_trick[1]},
            "trump": None if self.trump is None else COLOURS[self.trump],
            "history": self.history_json() if history is None else history,
            "bids": list(self.bids),
            "high_bid": self.high_bid,
            "declarer": self.declarer,
            "contract": self.contract,
            "points_taken": list(self.points_taken),
            "tricks_won": list(self.tricks_won),
            "nest": None if self.nest is None else cards(self.nest),
            "my_discards": None if self.my_discards is None else cards(self.my_discards),
            "scores": list(self.scores),
            "target": self.target,
            "nest_end": None if self.nest_end is None
            else {"cards": cards(self.nest_end[0]), "points": self.nest_end[1], "team": self.nest_end[2]},
            **vj.claim_json(self.claim, cards),
        }
        if tricks:
            out["tricks"] = vj.tricks_json(self.tricks, lambda c: format_card(c, bird_name=bird))
        return out


def view_from_json(game: RookGame, data: dict[str, Any]) -> RookView:
    """The view that ``RookView.to_json`` wrote (raises ``ViewFormatError`` on a malformed one)."""
    bird = game.bird_name

    def card(text: Any) -> int:
        return BIRD if str(text).strip().upper() == bird.upper() else vj.card(text)

    def cards(text: Any) -> tuple[int, ...] | None:
        return None if text is None else tuple(card(t) for t in str(text).replace(",", " ").split())

    trump = vj.get(data, "trump", str, optional=True)
    if trump is not None and trump not in COLOURS:
        raise vj.ViewFormatError(f"the view's 'trump' is a colour letter R, Y, G or B, not {trump!r}")
    end = vj.get(data, "nest_end", dict, optional=True)
    bids = vj.get(data, "bids", list)
    if len(bids) != 4 or not all(b is None or b == "pass" or (isinstance(b, int) and not isinstance(b, bool))
                                 for b in bids):
        raise vj.ViewFormatError("the view's 'bids' are four bids, 'pass' or null")
    return RookView(
        **vj.common(data),
        hand=tuple(card(c) for c in vj.get(data, "hand", list)),
        trick=vj.plays(vj.get(data, "trick", list), card),
        leader=vj.optional_seat(data, "leader"),
        last_trick=vj.last_trick(vj.get(data, "last_trick", dict, optional=True), card),
        trump=None if trump is None else COLOURS.index(trump),
        history=vj.history(data, game.parse_action),
        bids=tuple(bids),
        high_bid=vj.get(data, "high_bid", int, optional=True),
        declarer=vj.optional_seat(data, "declarer"),
        points_taken=cast(tuple[int, int], vj.ints(data, "points_taken")),
        tricks_won=cast(tuple[int, int], vj.ints(data, "tricks_won")),
        nest=cards(vj.get(data, "nest", str, optional=True)),
        my_discards=cards(vj.get(data, "my_discards", str, optional=True)),
        scores=vj.ints(data, "scores"),
        target=vj.get(data, "target", int),
        bird_name=bird,
        nest_end=None if end is None else (cards(vj.get(end, "cards", str)) or (), vj.get(end, "points", int),
                                           vj.get(end, "team", int)),
        claim=vj.claim(data, cards),
    )


#: another seat's discard as a view shows it: the kind of action, never its cards
HIDDEN_DISCARD = Action(DISCARD)


def make_view(game: RookGame, s: RookState, seat: int | None) -> RookView:
    """The view of ``seat``: nothing of another seat's hand, nor of the nest unless ``seat`` took it. A spectator
    (``seat`` None) sees only the public table: no hand, no nest, no discards."""
    public = _public(game, s)
    declarer = public.declarer
    is_declarer = declarer is not None and declarer == seat
    nest = ids_of(s.nest) if is_declarer and s.phase == st.EXCHANGE else None
    discards = ids_of(s.nest) if is_declarer and public.has_discarded else None
    mine = ids_of(s.hand(seat)) if seat is not None else ()
    hand = [c for _, group in hand_groups(game, public.trump, mine) for c in group]
    return RookView(
        variant=game.key,
        seat=seat,
        phase=s.phase,
        to_act=s.to_act,
        dealer=s.dealer,
        hand=tuple(hand),
        hand_counts=public.hand_counts,
        trick=public.trick,
        leader=s.leader if s.phase == st.PLAY else None,
        last_trick=public.last,
        trump=public.trump,
        history=public.history if seat == public.discarded_by else public.hidden,
        bids=public.bids,
        high_bid=s.high or None,
        declarer=declarer,
        points_taken=s.points,
        tricks_won=s.tricks,
        nest=nest,
        my_discards=discards,
        scores=s.scores,
        target=game.config.target,
        bird_name=game.bird_name,
        nest_end=public.nest_end,
    )


class _Public(NamedTuple):
    """What every seat's view of one state shares (see :func:`_public`)."""

    state: RookState
    declarer: int | None
    trump: int | None
    has_discarded: bool
    history: tuple[tuple[int, Action], ...]  # as the seat who discarded sees it
    hidden: tuple[tuple[int, Action], ...]  # as every other seat and a spectator see it: the discard's cards hidden
    discarded_by: int | None  # the seat whose discard is in the history (None: no discard yet)
    played: bool  # whether a card was played yet (no discard is hidden after it)
    trick: tuple[tuple[int, int], ...]
    last: tuple[tuple[tuple[int, int], ...], int] | None
    hand_counts: tuple[int, ...]
    bids: tuple[int | str | None, ...]
    nest_end: tuple[tuple[int, ...], int, int] | None


def _public(game: RookGame, s: RookState) -> _Public:
    """The parts of a view of ``s`` that do not depend on the seat, worked out once per state: the table's seats
    and its spectators are each shown the same state after a step (states are never changed once built, so the
    same object is the same position). The game keeps the last ``MAX_PUBLIC_KEPT`` states' parts, by their
    history: a state one action past a kept one extends that one's history instead of reading its whole own."""
    memo = game.public_memo
    node = s.history
    kept = memo.get(id(node))
    if kept is not None and kept.state is s:
        return kept
    grown = _grown(memo, node)
    if grown is not None:
        history, hidden, discarded_by, played = grown
    else:
        actions = s.actions()
        history = tuple(actions)
        discarded_by = None
        played = False
        for i, (who, a) in enumerate(actions):
            if a.kind == PLAY:  # the nest is exchanged before the first card is played: no discard after it
                played = True
                break
            if a.kind == DISCARD:
                discarded_by = who
                actions[i] = (who, HIDDEN_DISCARD)
        hidden = history if discarded_by is None else tuple(actions)
    declarer = s.declarer if s.declarer >= 0 else None
    in_play = s.phase in (st.PLAY, st.OVER) and s.trump >= 0
    trick = tuple(((s.leader + i) & 3, ix + ROOK_BASE) for i, ix in enumerate(s.trick)) if in_play else ()
    last = None
    if s.last is not None:
        leader, cards, winner = s.last
        last = (tuple(((leader + i) & 3, ix + ROOK_BASE) for i, ix in enumerate(cards)), winner)
    public = _Public(
        state=s, declarer=declarer, trump=s.trump if s.trump >= 0 else None,
        has_discarded=s.phase in (st.TRUMP, st.PLAY, st.OVER) and game.config.nest_size > 0,
        history=history, hidden=hidden, discarded_by=discarded_by, played=played,
        trick=trick, last=last,
        hand_counts=tuple(s.hand(x).bit_count() for x in range(4)),
        bids=tuple("pass" if b == PASSED else b for b in s.bids), nest_end=game.nest_end(s))
    if len(memo) >= MAX_PUBLIC_KEPT:
        del memo[next(iter(memo))]
    memo[id(node)] = public  # (the entry holds the state, so its history node lives as long as the key)
    return public


#: states whose public parts a game keeps (see ``_public``): a few tables' last positions
MAX_PUBLIC_KEPT = 64


def _grown(memo: dict[int, _Public], node: st.History) -> tuple[tuple[tuple[int, Action], ...],
                                                                  tuple[tuple[int, Action], ...], int | None, bool] | None:
    """The history parts of a state whose history is ``node``, from the kept parts of the state one action
    before it (history, hidden history, who discarded, whether a card was played); None when that state is not
    kept or the newest history node is not one action."""
    if node is None:
        return None
    before, who, action = node
    if not isinstance(action, Action):
        return None
    if before is None:
        history: tuple[tuple[int, Action], ...] = ()
        hidden: tuple[tuple[int, Action], ...] = ()
        discarded_by: int | None = None
        played = False
    else:
        parent = memo.get(id(before))
        if parent is None or parent.state.history is not before:
            return None
        history, hidden, discarded_by, played = parent.history, parent.hidden, parent.discarded_by, parent.played
    entry = (who, action)
    if action.kind == PLAY:
        played = True
    elif action.kind == DISCARD and not played:
        discarded_by = who
        return history + (entry,), hidden + ((who, HIDDEN_DISCARD),), discarded_by, played
    return history + (entry,), hidden + (entry,), discarded_by, played


def hand_groups(game: RookGame, state_or_view: Any, cards: Sequence[int]) -> list[tuple[str, list[int]]]:
    """Cards grouped for display: trumps first (strongest first) once trump is named, then each colour high to low;
    before trump is named the bird (and the red 1) form their own group."""
    trump = state_or_view
    if not isinstance(trump, int) and trump is not None:
        trump = getattr(state_or_view, "trump", None)
        if isinstance(trump, int) and trump < 0:
            trump = None
    plan = _plan(game, trump)
    # when no two cards share a place in the order, the grouping does not depend on the order the cards come in:
    # a seat's hand and the same hand in display order are one entry
    key: tuple[int | None, tuple[int, ...] | frozenset[int]] = (trump, tuple(cards))
    if plan.total:
        unordered = frozenset(cards)
        if len(unordered) == len(cards):  # (no card twice)
            key = (trump, unordered)
    kept = game.group_memo.get(key)
    if kept is None:
        kept = tuple((name, tuple(ids)) for name, ids in _grouped(plan, cards))
        if len(game.group_memo) >= MAX_GROUPS_KEPT:
            game.group_memo.clear()
        game.group_memo[key] = kept
    return [(name, list(ids)) for name, ids in kept]


#: hands kept grouped per game (see ``RookGame.group_memo``): a few hundred bytes each
MAX_GROUPS_KEPT = 4096
#: a card's place in the display order: its group's place in the high bits, its strength (reversed) in the low
_PLACE_BITS = 16


class _Plan(NamedTuple):
    """How a game's cards are grouped under one trump (None: not named yet): each card index's places (one
    ``group << _PLACE_BITS | (limit - strength)`` per group it shows in, normally one), the groups' names, and
    whether no two cards of the deck share a place (``total``)."""

    places: tuple[tuple[int, ...], ...]
    names: tuple[str, ...]
    total: bool


def _plan(game: RookGame, trump: int | None) -> _Plan:
    """The grouping of ``game``'s cards under ``trump``, worked out once per game and trump: trumps (when named)
    by their trick strength, then the other colours in order by strength, then (before trump) the special cards."""
    plans = game.group_plans
    plan = plans.get(trump)
    if plan is not None:
        return plan
    t = game.t
    limit = (1 << _PLACE_BITS) - 1
    names: list[str] = []
    places: list[list[int]] = [[] for _ in range(57)]

    def group(name: str, members: Sequence[tuple[int, int]]) -> None:
        for ix, strength in members:
            if not 0 <= strength <= limit:
                raise ValueError(f"a card strength out of the display order's range: {strength}")
            places[ix].append(len(names) << _PLACE_BITS | (limit - strength))
        names.append(name)

    if trump is not None:
        row = t.beat[trump][trump]
        group(f"trump {COLOUR_NAMES[trump]}", [(ix, row[ix]) for ix in range(57) if row[ix] >= 0])
    for colour in range(4):
        if colour != trump:
            group(COLOUR_NAMES[colour], [(ix, t.strength[ix]) for ix in range(57) if t.colour[ix] == colour])
    if trump is None:
        group("special", [(ix, t.strength[ix]) for ix in range(57) if t.colour[ix] == SPECIAL_SUIT])
    in_deck = [p for c in t.deck for p in places[c - ROOK_BASE]]
    plan = plans[trump] = _Plan(tuple(tuple(p) for p in places), tuple(names), len(set(in_deck)) == len(in_deck))
    return plan


def _grouped(plan: _Plan, cards: Sequence[int]) -> list[tuple[str, list[int]]]:
    """``cards`` in their groups of ``plan`` (only the groups they fill), in display order; cards of the same
    place keep the order they came in."""
    places = plan.places
    placed = [(place, c) for c in cards for place in places[c - ROOK_BASE]]
    placed.sort(key=_first)  # stable: the same place keeps the cards' order
    groups: list[tuple[str, list[int]]] = []
    names = plan.names
    current = -1
    ids: list[int] = []
    for place, c in placed:
        g = place >> _PLACE_BITS
        if g != current:
            current = g
            ids = []
            groups.append((names[g], ids))
        ids.append(c)
    return groups


_first = itemgetter(0)


def event_message(game: RookGame, e: Event) -> Message:
    """What a Rook event says: ``event-<kind>`` with the generic parameters; the hand's score spelled out."""
    params = game.event_params(e)
    if e.kind == "hand_scored":
        r = e.data
        params.update(declarer=Seat(r["declarer"]), made=r["made"], bid=r["bid"], points0=r["points"][0],
                      points1=r["points"][1], score0=r["score"][0], score1=r["score"][1])
        return Message("rook-event-hand-scored", params)
    if e.kind == "hand_started":
        return Message("rook-event-hand-started", params)
    return Message(f"event-{e.kind.replace('_', '-')}", params)
