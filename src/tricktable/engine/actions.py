"""Actions and events shared by every family, with their canonical text forms.

An :class:`Action` is what a seat does: ``bid 85``, ``pass``, ``discard R5 G5 Y10 B14 Rook``, ``trump R``,
``play R14``, ``declare 2H 2H``, ``play 5D 5D 6D 6D``. An :class:`Event` is what happened as a result
(a trick won, the nest taken, a hand scored); interfaces animate and log events.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ..cards import notation
from ..messages import Cards
from .errors import MalformedAction

BID, PASS, DISCARD, TRUMP, PLAY, DECLARE = "bid", "pass", "discard", "trump", "play", "declare"
ACTION_KINDS = (BID, PASS, DISCARD, TRUMP, PLAY, DECLARE)
#: ``claim <cards>``: the leader shows its cards and takes the rest of the hand (``engine.claims``); every family
#: reads it, though no error lists it among the actions to type (it is offered only when it is provably legal)
CLAIM = "claim"
_ALIASES = {"call": BID}


class Action(NamedTuple):
    """One move. ``value`` holds a bid amount or a trump colour/suit index; ``cards`` holds card ids in order.

    Actions are immutable, hashable and ordered (kind, value, cards), so sorted lists are deterministic.
    ``str(action)`` is the canonical text, which :func:`parse_action` reads back.
    """

    kind: str
    value: int = 0
    cards: tuple[int, ...] = ()

    def __str__(self) -> str:
        return format_action(self)

    def __repr__(self) -> str:
        """Evaluates back to an equal action (given ``Action`` in scope); ``str`` gives the canonical text."""
        return f"Action({self.kind!r}, {self.value!r}, {self.cards!r})"


def bid(amount: int) -> Action:
    return Action(BID, amount)


def pass_() -> Action:
    return Action(PASS)


def play(*cards: int) -> Action:
    return Action(PLAY, 0, tuple(cards))


def discard(*cards: int) -> Action:
    return Action(DISCARD, 0, tuple(cards))


def trump(index: int) -> Action:
    return Action(TRUMP, index)


def declare(*cards: int) -> Action:
    return Action(DECLARE, 0, tuple(cards))


#: texts of the actions of at most one card (bids, passes, trumps, single plays: a few thousand at most) once
#: written, by action and bird name; views write each hand's history at every step
_TEXTS: dict[tuple[Action, str], str] = {}


def format_action(action: Action, *, bird_name: str = "Rook") -> str:
    """Canonical text: ``bid 85``, ``pass``, ``trump R``, ``play R14``, ``discard R5 G5``, ``declare 2H 2H``."""
    key = (action, bird_name)
    text = _TEXTS.get(key)
    if text is None:
        text = _action_text(action, bird_name)
        if len(action.cards) <= 1 and len(_TEXTS) < 20000:
            _TEXTS[key] = text
    return text


def _action_text(action: Action, bird_name: str) -> str:
    kind = action.kind
    if kind == BID:
        return f"bid {action.value}"
    if kind == PASS:
        return "pass"
    if kind == TRUMP:
        return f"trump {notation.COLOURS[action.value]}"
    return f"{kind} {notation.format_cards(action.cards, bird_name=bird_name)}".rstrip()


def parse_action(text: str, kinds: tuple[str, ...] = ACTION_KINDS, example: int = notation.rook("R", 14)) -> Action:
    """Read an action's text form. Raises :class:`MalformedAction` saying what is wrong.

    ``kinds`` are the actions the game has (an error lists only those) and ``example`` a card of its deck for the
    examples in the messages."""
    words = text.replace(",", " ").split()
    if not words:
        raise MalformedAction("action-empty", verbs=kinds)
    kind = _ALIASES.get(words[0].lower(), words[0].lower())
    args = words[1:]
    if kind not in kinds and kind != CLAIM:
        raise MalformedAction("action-unknown", word=words[0], verbs=kinds)
    if kind == PASS:
        if args:
            raise MalformedAction("action-pass-alone")
        return Action(PASS)
    if kind == BID:
        if len(args) != 1 or not args[0].isdigit():
            raise MalformedAction("action-bid-number")
        return Action(BID, int(args[0]))
    if kind == TRUMP:
        if len(args) != 1:
            raise MalformedAction("action-trump-one")
        try:
            return Action(TRUMP, notation.parse_colour(args[0]))
        except notation.CardParseError as e:
            raise MalformedAction(e.msg_id, **e.params) from None
    if not args:
        raise MalformedAction("action-needs-cards", kind=kind, example=Cards((example,)))
    try:
        return Action(kind, 0, notation.parse_cards(args))
    except notation.CardParseError as e:
        raise MalformedAction(e.msg_id, **e.params) from None


class Event(NamedTuple):
    """Something that happened: ``kind``, the seat it concerns (-1 for none), cards, a value and JSON-able ``data``.

    ``visible_to`` is -1 when every seat may see the event, else the one seat allowed to see it (the nest shown to
    the declarer, a seat's own discards); ``hidden_from`` names a seat that must not get it (the public, card-less
    copy of an event whose private copy went to that seat). Interfaces drop events not ``visible`` to their seat.

    Common kinds (families may add their own): ``hand_started``, ``bid`` (value), ``pass``, ``auction_won`` (value),
    ``redeal``, ``nest_taken`` (cards, private), ``discarded`` (cards, private to the declarer; a public copy without
    cards), ``trump_named`` (value), ``declared`` (cards), ``played`` (cards), ``trick_won`` (cards = the trick in
    play order, value = points), ``hand_scored`` (data = the hand result).
    """

    kind: str
    seat: int = -1
    cards: tuple[int, ...] = ()
    value: Any = None
    data: Any = None
    visible_to: int = -1
    hidden_from: int = -1

    def visible(self, seat: int) -> bool:
        """Whether ``seat`` may see this event."""
        return (self.visible_to < 0 or self.visible_to == seat) and seat != self.hidden_from

    def to_json(self, *, bird_name: str = "Rook") -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        if self.seat >= 0:
            out["seat"] = self.seat
        if self.cards:
            out["cards"] = notation.format_cards(self.cards, bird_name=bird_name)
        if self.value is not None:
            out["value"] = self.value
        if self.data is not None:
            out["data"] = self.data
        return out
