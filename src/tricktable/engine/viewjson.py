"""The parts of a seat's view JSON that every family shares, both ways: plays, tricks, history, the common keys.

A view's ``to_json()`` is what a bot receives over the bot protocol; ``Game.view_from_json`` reads it back into
the same view object (the conformance suite checks ``view_from_json(view.to_json()) == view`` for every variant).
Readers raise :class:`ViewFormatError` (a ``ValueError``) saying which key is wrong.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..cards import notation
from .actions import Action

#: ``(seat, card)`` for single-card games, ``(seat, (cards...))`` for Tractor
Play = tuple[int, Any]
#: a finished trick: ``(leader, plays in order, winner)``
Trick = tuple[int, tuple[Play, ...], int]


class ViewFormatError(ValueError):
    """A view's JSON is missing a key or has a value of the wrong shape."""


def finished_tricks(history: Sequence[tuple[int, Action]], last_winner: int | None) -> tuple[Trick, ...]:
    """Every finished trick of a hand from its public history (single-card plays, one per seat per trick): the
    winner of a trick is the leader of the next; the last one's is ``last_winner`` (the view's ``last_trick``)."""
    plays = [(seat, a.cards[0]) for seat, a in history if a.kind == "play"]
    done = len(plays) // 4
    out = []
    for i in range(done):
        trick = tuple(plays[4 * i : 4 * i + 4])
        winner = plays[4 * i + 4][0] if i + 1 < done or len(plays) > 4 * done else last_winner
        out.append((trick[0][0], trick, -1 if winner is None else winner))
    return tuple(out)


def plays_json(plays: Sequence[Play], fmt: Callable[[Any], str]) -> list[dict[str, Any]]:
    return [{"seat": s, "cards": fmt(c)} for s, c in plays]


def tricks_json(tricks: Sequence[Trick], fmt: Callable[[Any], str]) -> list[dict[str, Any]]:
    """``[{"leader", "plays": [{"seat", "cards"}...], "winner"}...]``"""
    return [{"leader": lead, "plays": plays_json(plays, fmt), "winner": w} for lead, plays, w in tricks]


def history_json(history: Sequence[tuple[int, Action]], fmt: Callable[[Action], str]) -> list[dict[str, Any]]:
    """``[{"seat", "action"}...]``: the public history's entries as JSON, each action as ``fmt`` writes it."""
    return [{"seat": s, "action": fmt(a)} for s, a in history]


class HistoryJson:
    """One viewer's history JSON kept between its updates, so that an update formats only the actions added since
    the last one (a hand's history is written once, not once per update: O(n) per hand, not O(n²)).

    :meth:`of` returns exactly ``view.to_json()["history"]`` for a view whose class has
    ``history_json(start)`` (the JSON of ``view.history[start:]``). The cache is only a shortcut: when the
    view's history does not extend the one it was built from (another hand, another seat, anything), it is
    rebuilt whole. Each call returns a new list; its entries (dicts) are shared with other results: read only."""

    __slots__ = ("_source", "_items")

    def __init__(self) -> None:
        self._source: tuple[tuple[int, Action], ...] = ()
        self._items: list[dict[str, Any]] = []

    def of(self, view: Any) -> list[dict[str, Any]]:
        history = tuple(view.history)
        kept = len(self._source)
        if len(history) < kept or history[:kept] != self._source:
            kept, self._items = 0, []
        self._items = self._items + view.history_json(kept)
        self._source = history
        return list(self._items)


def claim_json(claim: tuple[int, Sequence[Any]] | None, fmt: Callable[[Sequence[Any]], str]) -> dict[str, Any]:
    """``{"claim": {"seat", "cards"}}`` for a hand ended by a claim (the claimant's cards in lead order), else ``{}``."""
    return {} if claim is None else {"claim": {"seat": claim[0], "cards": fmt(claim[1])}}


# ---------------------------------------------------------------- reading


def get(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...] | None = None, optional: bool = False) -> Any:
    """``data[key]``, checked to be of ``kind`` (None allowed when ``optional``)."""
    if not isinstance(data, Mapping):
        raise ViewFormatError("a view is a JSON object")
    if key not in data:
        if optional:
            return None
        raise ViewFormatError(f"the view has no '{key}'")
    value = data[key]
    if value is None and optional:
        return None
    if kind is not None and (not isinstance(value, kind) or (kind is int and isinstance(value, bool))):
        raise ViewFormatError(f"the view's '{key}' has the wrong type ({type(value).__name__})")
    return value


def seat_of(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 4:
        raise ViewFormatError(f"{what} must be a seat 0-3, not {value!r}")
    return value


def ints(data: Mapping[str, Any], key: str) -> tuple[int, ...]:
    value = get(data, key, list)
    if not all(isinstance(x, int) and not isinstance(x, bool) for x in value):
        raise ViewFormatError(f"the view's '{key}' must be a list of whole numbers")
    return tuple(value)


def card(text: Any) -> int:
    try:
        return notation.parse_card(str(text))
    except notation.CardParseError as e:
        raise ViewFormatError(str(e)) from None


def cards(text: Any) -> tuple[int, ...]:
    try:
        if isinstance(text, list):
            return notation.parse_cards([str(t) for t in text])
        return notation.parse_cards(str(text)) if text else ()
    except notation.CardParseError as e:
        raise ViewFormatError(str(e)) from None


def plays(items: Any, read: Callable[[Any], Any] = card) -> tuple[Play, ...]:
    if not isinstance(items, list):
        raise ViewFormatError("plays are a list of {seat, cards}")
    return tuple((seat_of(get(p, "seat"), "a play's seat"), read(get(p, "cards"))) for p in items)


def last_trick(value: Any, read: Callable[[Any], Any] = card) -> tuple[tuple[Play, ...], int] | None:
    if value is None:
        return None
    return plays(get(value, "plays"), read), seat_of(get(value, "winner"), "the last trick's winner")


def history(data: Mapping[str, Any], parse: Callable[[str], Action]) -> tuple[tuple[int, Action], ...]:
    """The public history; a bare ``discard`` is another seat's hidden discard (``Action("discard")``)."""
    out = []
    for item in get(data, "history", list):
        try:
            text = str(get(item, "action"))
            action = Action("discard") if text.strip() == "discard" else parse(text)
            out.append((seat_of(get(item, "seat"), "a history entry's seat"), action))
        except ValueError as e:
            raise ViewFormatError(f"history: {e}") from None
    return tuple(out)


def common(data: Mapping[str, Any]) -> dict[str, Any]:
    """The keys every view has: ``variant``, ``seat``, ``phase``, ``to_act``, ``dealer``, ``hand_counts``."""
    to_act = get(data, "to_act", int, optional=True)
    return {
        "variant": get(data, "variant", str),
        "seat": seat_of(get(data, "seat"), "'seat'"),
        "phase": get(data, "phase", str),
        "to_act": None if to_act is None else seat_of(to_act, "'to_act'"),
        "dealer": seat_of(get(data, "dealer"), "'dealer'"),
        "hand_counts": ints(data, "hand_counts"),
    }


def optional_seat(data: Mapping[str, Any], key: str) -> int | None:
    value = get(data, key, int, optional=True)
    return None if value is None else seat_of(value, f"'{key}'")


def claim(data: Mapping[str, Any], read: Callable[[Any], Any] = cards) -> tuple[int, tuple[Any, ...]] | None:
    """The view's ``claim`` (what :func:`claim_json` wrote: the cards read by ``read``), or None."""
    value = get(data, "claim", dict, optional=True)
    if value is None:
        return None
    return seat_of(get(value, "seat"), "the claim's seat"), tuple(read(get(value, "cards", str)) or ())
