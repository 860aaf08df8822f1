"""What one seat may see of a Tractor hand, and the events and their English descriptions."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ...cards.notation import SUITS, format_cards, parse_cards
from ...engine import viewjson as vj
from ...engine.actions import DECLARE, DISCARD, PASS, Action, Event, format_action, parse_action
from ...messages import Cards, Message, Seat
from .ordering import NT, POINTS, parse_rank, rank_text, trump_text
from .state import BURY, OVER, HandState
from .units import hand_list

if TYPE_CHECKING:
    from .rules import TractorGame


def history_list(state: HandState) -> list[tuple[int, Action]]:
    """The actions so far in order, from the cons list."""
    out = []
    node = state.history
    while node is not None:
        node, seat, action = node
        out.append((seat, action))
    out.reverse()
    return out


def finished_tricks(state: HandState) -> tuple[vj.Trick, ...]:
    """Every finished trick as ``(leader, plays, winner)``, oldest first (what was played: a failed throw's cut)."""
    out = []
    node = state.done
    while node is not None:
        node, plays, winner = node
        out.append((plays[0][0], plays, winner))
    out.reverse()
    return tuple(out)


def public_history(state: HandState) -> list[tuple[int, Action]]:
    """The history with the buried cards removed."""
    return [(s, Action(DISCARD) if a.kind == DISCARD else a) for s, a in history_list(state)]


@dataclass(frozen=True)
class TractorView:
    """A seat's view. ``level_rank`` and ``trump_suit`` (-1 before trump, 4 = NT) are ints for the AI."""

    variant: str
    seat: int | None  # None: a spectator
    phase: str
    to_act: int | None
    dealer: int
    hand: tuple[int, ...]
    hand_counts: tuple[int, ...]
    trick: tuple[tuple[int, tuple[int, ...]], ...]
    leader: int | None
    last_trick: Any
    level_rank: int
    trump_suit: int
    levels: tuple[int, int]
    declaration: tuple[int, tuple[int, ...]] | None
    kitty: tuple[int, ...] | None
    attacker_points: int
    defenders: int
    history: tuple[tuple[int, Action], ...] = field(default=())
    buried: tuple[int, ...] | None = None  # only the dealer, after burying, sees what it buried
    groups: tuple[tuple[str, tuple[int, ...]], ...] = ()
    kitty_end: dict[str, Any] | None = None  # once the hand is over, the buried kitty face up (see kitty_end)
    #: every finished trick as ``(leader, ((seat, cards), ...), winner)``
    tricks: tuple[vj.Trick, ...] = ()
    claim: tuple[int, tuple[int, ...]] | None = None  # (seat, cards in lead order) once a claim ended the hand

    @property
    def trump(self) -> str | None:
        return trump_text(self.trump_suit)

    def history_json(self, start: int = 0) -> list[dict[str, Any]]:
        """The JSON of ``history[start:]`` (the entries of ``to_json()["history"]`` from ``start`` on)."""
        return vj.history_json(self.history[start:], format_action)

    def to_json(self, tricks: bool = True, history: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        """The view as JSON; ``tricks`` (every finished trick) left out with ``tricks=False``; ``history``: its
        history's JSON when the caller has it already (see :class:`~tricktable.engine.viewjson.HistoryJson`)."""
        last = None
        if self.last_trick is not None:
            plays, winner = self.last_trick
            last = {"plays": [{"seat": s, "cards": format_cards(c)} for s, c in plays], "winner": winner}
        out = {
            "variant": self.variant, "seat": self.seat, "phase": self.phase, "to_act": self.to_act,
            "dealer": self.dealer, "hand": [format_cards([c]) for c in self.hand], "hand_counts": list(self.hand_counts),
            "trick": [{"seat": s, "cards": format_cards(c)} for s, c in self.trick], "leader": self.leader,
            "last_trick": last, "trump": self.trump, "history": self.history_json() if history is None else history,
            "levels": {"0": rank_text(self.levels[0]), "1": rank_text(self.levels[1])}, "level": rank_text(self.level_rank),
            "declaration": None if self.declaration is None else {"seat": self.declaration[0], "cards": format_cards(self.declaration[1])},
            **({"kitty": format_cards(self.kitty)} if self.kitty is not None else {}),
            **({"buried": format_cards(self.buried)} if self.buried is not None else {}),
            "attacker_points": self.attacker_points, "defenders": self.defenders,
            "groups": [{"name": n, "cards": format_cards(c)} for n, c in self.groups],
            "kitty_end": None if self.kitty_end is None
            else {**self.kitty_end, "cards": format_cards(self.kitty_end["cards"])},
            **vj.claim_json(self.claim, format_cards),
        }
        if tricks:
            out["tricks"] = vj.tricks_json(self.tricks, format_cards)
        return out


def view_from_json(data: dict[str, Any]) -> TractorView:
    """The view that ``TractorView.to_json`` wrote (raises ``ViewFormatError`` on a malformed one)."""
    trump = vj.get(data, "trump", str, optional=True)
    if trump is not None and trump != "NT" and trump not in SUITS:
        raise vj.ViewFormatError(f"the view's 'trump' is a suit letter or NT, not {trump!r}")
    try:
        levels = vj.get(data, "levels", dict)
        level_pair = (parse_rank(levels["0"]), parse_rank(levels["1"]))
        level = parse_rank(vj.get(data, "level", str))
    except (KeyError, ValueError) as e:
        raise vj.ViewFormatError(f"the view's levels: {e}") from None
    decl = vj.get(data, "declaration", dict, optional=True)
    kitty, buried = data.get("kitty"), data.get("buried")
    tricks = vj.get(data, "tricks", list)
    end = vj.get(data, "kitty_end", dict, optional=True)
    return TractorView(
        **vj.common(data),
        hand=tuple(vj.card(c) for c in vj.get(data, "hand", list)),
        trick=vj.plays(vj.get(data, "trick", list), vj.cards),
        leader=vj.optional_seat(data, "leader"),
        last_trick=vj.last_trick(vj.get(data, "last_trick", dict, optional=True), vj.cards),
        level_rank=level,
        trump_suit=-1 if trump is None else NT if trump == "NT" else SUITS.index(trump),
        levels=level_pair,
        declaration=None if decl is None else (vj.seat_of(vj.get(decl, "seat"), "the declarer"),
                                               vj.cards(vj.get(decl, "cards"))),
        kitty=None if kitty is None else vj.cards(kitty),
        attacker_points=vj.get(data, "attacker_points", int),
        defenders=vj.get(data, "defenders", int),
        history=vj.history(data, parse_action),
        buried=None if buried is None else vj.cards(buried),
        groups=tuple((str(vj.get(g, "name")), vj.cards(vj.get(g, "cards"))) for g in vj.get(data, "groups", list)),
        tricks=tuple((vj.seat_of(vj.get(t, "leader"), "a trick's leader"), vj.plays(vj.get(t, "plays"), vj.cards),
                      vj.seat_of(vj.get(t, "winner"), "a trick's winner")) for t in tricks),
        kitty_end=None if end is None else {
            "cards": vj.cards(vj.get(end, "cards")), "points": vj.get(end, "points", int),
            "multiplier": vj.get(end, "multiplier", int), "bonus": vj.get(end, "bonus", int),
            "counted": vj.get(end, "counted", bool), "last_winner": vj.seat_of(vj.get(end, "last_winner"), "the last winner")},
        claim=vj.claim(data),
    )


def make_view(game: TractorGame, state: HandState, seat: int | None) -> TractorView:
    """The view of ``seat``: its own hand; the kitty and what it buried only to the dealer. A spectator (``seat``
    None) sees only the public table."""
    cards = hand_list(state.h1[seat], state.h2[seat]) if seat is not None else []
    groups = game.hand_groups(state, cards)
    hand = tuple(c for _, g in groups for c in g)
    counts = tuple(state.h1[s].bit_count() + state.h2[s].bit_count() for s in range(4))
    show_kitty = state.phase == BURY and seat == state.dealer
    return TractorView(
        variant=game.key, seat=seat, phase=state.phase, to_act=None if state.to_act < 0 else state.to_act,
        dealer=state.dealer, hand=hand, hand_counts=counts, trick=state.trick,
        leader=state.leader if state.leader >= 0 else None, last_trick=state.last_trick, level_rank=state.level,
        trump_suit=state.trump, levels=state.levels,
        declaration=(state.decl_seat, state.decl) if state.decl else None,
        kitty=state.kitty if show_kitty else None, attacker_points=state.points[(state.dealer + 1) % 2],
        defenders=state.dealer % 2, history=tuple(public_history(state)),
        groups=tuple((n, tuple(g)) for n, g in groups),
        buried=state.buried if state.buried and seat == state.dealer else None,
        kitty_end=game.kitty_end(state),
        tricks=finished_tricks(state),
    )


def action_events(game: TractorGame, before: HandState, action: Action, after: HandState) -> list[Event]:
    seat = before.to_act
    out: list[Event] = []
    if action.kind == DECLARE:
        out.append(Event("declared", seat, tuple(action.cards)))
    elif action.kind == PASS:
        out.append(Event("pass", seat))
    elif action.kind == DISCARD:
        out.append(Event("discarded", seat, tuple(action.cards), visible_to=seat))
        out.append(Event("discarded", seat, value=len(action.cards), hidden_from=seat))
    else:
        last = after.last_trick
        played = after.trick[-1][1] if after.trick or last is None else last[0][-1][1]
        if not before.trick and tuple(sorted(played)) != tuple(sorted(action.cards)):
            out.append(Event("throw_failed", seat, tuple(action.cards), data={"played": format_cards(played)}))
        out.append(Event("played", seat, tuple(played)))
    if before.phase != after.phase and after.phase == BURY:
        if not after.decl:
            out.append(Event("kitty_revealed", -1, after.kitty))
        trump = trump_text(after.trump)
        out.append(Event("trump_named", after.dealer, value=trump, data={"dealer": after.dealer, "trump": trump}))
        out.append(Event("kitty_taken", after.dealer, after.kitty, visible_to=after.dealer))
        out.append(Event("kitty_taken", after.dealer, hidden_from=after.dealer))
    if after.tricks > before.tricks and after.last_trick is not None:  # a trick was won: it is the last one
        plays, winner = after.last_trick
        cards = tuple(c for _, cs in plays for c in cs)
        out.append(Event("trick_won", winner, cards, value=sum(POINTS[c] for c in cards)))
    if after.phase == OVER:
        end = game.kitty_end(after)
        assert end is not None  # the hand is over
        out.append(Event("kitty_turned_up", -1, end["cards"], value=end["points"],
                         data={k: end[k] for k in ("multiplier", "bonus", "counted", "last_winner")}))
        out.append(Event("hand_scored", data=game.hand_result(after).to_json()))
    return out


def event_message(game: TractorGame, e: Event) -> Message:
    """What a Tractor event says: ``shengji-event-<kind>`` for the kinds that read differently from the others'."""
    params = game.event_params(e)
    k = e.kind
    if k == "trump_named":
        params["suit"] = e.value
    elif k == "throw_failed":
        params["played"] = Cards(parse_cards(e.data["played"]))
    elif k == "hand_scored":
        d = e.data
        params.update(attacker_points=d["attacker_points"], kitty_points=d["kitty_points"],
                      level0=d["levels"]["0"], level1=d["levels"]["1"], next_dealer=Seat(d["next_dealer"]))
    if k in ("hand_started", "trump_named", "kitty_revealed", "kitty_taken", "discarded", "throw_failed",
             "trick_won", "hand_scored", "kitty_turned_up"):
        return Message(f"shengji-event-{k.replace('_', '-')}", params)
    return Message(f"event-{k.replace('_', '-')}", params)
