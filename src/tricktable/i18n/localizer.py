"""A :class:`Localizer` writes message ids with parameters in one language, from that language's Fluent catalog.

Parameters arrive as values (:mod:`tricktable.messages`): :class:`~tricktable.messages.Seat` becomes a seat key the
catalog can select on (``you``, ``left``, ``partner``, ``right``, ``across``; ``seat0``… when no seat is "you"),
:class:`~tricktable.messages.Cards` a card list the catalog writes with ``CARDS()``, a nested
:class:`~tricktable.messages.Message` its own text, a list a list for ``LIST()`` / ``VERBS()``. Numbers stay numbers,
so Fluent picks the plural form and writes decimals the language's way (4,1).

Catalog functions (the same in the page's resolver, ``static/js/i18n.js``):

``CARDS($cards)``: the cards as you type them (``10S AS``, ``G7``, ``Crow``); ``CARDS($cards, style: "name")``
names them (``the ten of spades``; in a list, "the red 5 and the red 6"), with ``case: "acc"`` or any case the
language's ``card-*`` messages select on. ``SEAT($seat)`` / ``SUIT($suit)`` likewise (``case:``), from the
``seat-*`` and ``suit-*`` messages. ``VERBS($verbs)``: the action words, as an "or" list. ``LIST($x, type: "or")``.
``SIGNED($n)``: a number with its sign (+2, −2, +4,1). ``ARTICLE($x)``: the definite article a language chooses by
the sound of what follows (Hungarian "a 2." / "az 5.", "az Owl"; ``case: "start"`` capitalizes it), else "".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from ..cards import notation
from ..engine import Event
from ..engine.match import AnyGame
from ..messages import Cards, Message, MessageError, Seat, Side

if TYPE_CHECKING:
    from fluent.runtime import FluentBundle

LANGUAGES = ("en", "ro", "hu", "el", "cs")
LOCALES = Path(__file__).parent / "locales"
BIG_NUMBER = 10**15  # integers from here on are written as plain digits
_JOINERS = {"semicolon": "; ", "ranks": " > ", "plain": ", "}
ListStyle = Literal["standard", "or", "unit", "unit-narrow"]
_LIST_STYLES: dict[str, ListStyle] = {"and": "standard", "or": "or", "unit": "unit", "narrow": "unit-narrow"}


def catalog_files(lang: str) -> list[Path]:
    """The FTL files of ``lang`` in load order."""
    return sorted((LOCALES / lang).glob("*.ftl"))


@cache
def localizer(lang: str) -> Localizer:
    """The (cached) localizer of ``lang``, one of :data:`LANGUAGES`."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; use one of {', '.join(LANGUAGES)}")
    return Localizer(lang)


def english(msg_id: str, params: Mapping[str, Any]) -> str:
    """The English rendering (the one ``str()`` of a rules error gives)."""
    return localizer("en").format(msg_id, params)


class Localizer:
    """Writes messages in one language. Build it with :func:`localizer`."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self._bundle: FluentBundle | None = None
        self._variables: dict[str, frozenset[str] | None] = {}

    # ------------------------------------------------------------ the catalog
    @property
    def bundle(self) -> FluentBundle:
        """The ``fluent.runtime.FluentBundle`` of this language (built, and fluent imported, on first use)."""
        if self._bundle is None:
            from fluent.runtime import FluentBundle, FluentResource

            bundle = FluentBundle([self.lang], functions=self._functions(), use_isolating=False)
            for path in catalog_files(self.lang):
                bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
            self._bundle = bundle
        return self._bundle

    def has(self, msg_id: str) -> bool:
        return self.bundle.has_message(msg_id)

    def variables(self, msg_id: str) -> frozenset[str] | None:
        """The parameters ``msg_id`` reads in this language (through the messages it refers to as well), so a
        text can be kept by only what changes it; None when this language has no such message (it is written
        from English or as the generic event)."""
        if msg_id not in self._variables:
            self._variables[msg_id] = _variables(self.bundle, msg_id) if self.has(msg_id) else None
        return self._variables[msg_id]

    def message_ids(self) -> set[str]:
        """Every message id of this language's catalog."""
        return set(self.bundle._messages)

    # ------------------------------------------------------------ writing
    def __call__(self, msg_id: str, /, **params: Any) -> str:
        return self.format(msg_id, params)

    def format(self, msg_id: str, params: Mapping[str, Any] | None = None, *,
               seats: Sequence[str] | None = None, cards: str = "short") -> str:
        """``msg_id`` with ``params`` in this language. ``seats`` names seat 0-3 by key (see :meth:`seats_for`;
        default "seat 2"), ``cards`` is how card parameters are written unless the message says (``short`` or
        ``name``). A message missing here comes from English; text that is no message id is returned as it is
        (an unknown ``event-…`` id is written with the generic ``event-other``)."""
        loc = self if self.has(msg_id) else localizer("en")
        if not loc.has(msg_id):
            if not (msg_id.startswith("event-") and self.has("event-other")):
                return msg_id
            loc, msg_id = self, "event-other"  # an event kind no catalog knows: "seat 1 <kind> <cards>"
        ctx = (seats, cards)
        args = {k: loc._arg(v, ctx) for k, v in (params or {}).items()}
        return _formatted(loc.bundle, msg_id, args).strip()

    def message(self, m: Message, **kw: Any) -> str:
        return self.format(m.id, m.params, **kw)

    def error(self, e: Exception, **kw: Any) -> str:
        """A rules error (or any message-carrying error) in this language."""
        if isinstance(e, MessageError):
            return self.format(e.msg_id, e.params, **kw)
        return str(e)

    def event(self, game: AnyGame, event: Event, **kw: Any) -> str:
        """One event of ``game`` in words (``seats=`` as in :meth:`format`)."""
        return self.message(game.event_message(event), **kw)

    def rules_markdown(self, game: AnyGame) -> str:
        """The variant's rules page in this language (Markdown), from its config; a game without a page of
        message references (a test game) gives its own ``rules_text()``."""
        from ..messages import page_markdown

        try:
            page = game.rules_page()
        except NotImplementedError:
            return game.rules_text()
        return page_markdown(page, self.message)

    def description(self, game: AnyGame) -> str:
        """The variant's one-line description (``variant-<family>-<name>``), or the game's own."""
        msg_id = "variant-" + game.key.replace("/", "-")
        return self.format(msg_id) if self.has(msg_id) or localizer("en").has(msg_id) else game.description

    @staticmethod
    def seats_for(game: AnyGame, viewer: int = 0) -> tuple[str, ...]:
        """Seat keys as ``viewer`` sees the table: you, the next seat on your left (clockwise play) or right
        (counter-clockwise), your partner or the player across, the last seat on the other side."""
        nxt, last = ("right", "left") if game.direction == "ccw" else ("left", "right")
        across = "partner" if game.scoring_unit == "team" else "across"
        keys = ("you", nxt, across, last)
        return tuple(keys[(s - viewer) % 4] for s in range(4))

    def number(self, x: Any, pattern: str | None = None) -> str:
        """``x`` the language's way (4,1), with a Babel ``pattern`` if given (``"+0.000"``, ``"#,##0"``)."""
        from babel.numbers import format_decimal

        return format_decimal(x, format=pattern, locale=self.lang)

    # ------------------------------------------------------------ parameters and functions
    def _arg(self, value: Any, ctx: tuple[Sequence[str] | None, str]) -> Any:
        from fluent.runtime.types import FluentType

        seats, style = ctx
        if isinstance(value, Seat):
            return seats[value.seat] if seats is not None and 0 <= value.seat < len(seats) else f"seat{value.seat}"
        if isinstance(value, Side):
            return side_key(value, seats)
        if isinstance(value, Cards):
            return _CardsArg(self, value, style)
        if isinstance(value, Message):
            return self.format(value.id, value.params, seats=seats, cards=style)
        if isinstance(value, bool):
            return "true" if value else "false"
        if value is None:
            return "none"
        if isinstance(value, (list, tuple)):
            return _ListArg(self, [self._arg(v, ctx) for v in value])
        if isinstance(value, int) and abs(value) >= BIG_NUMBER:
            return str(value)  # babel's decimal formatting raises InvalidOperation past 28 digits
        if isinstance(value, (int, float, str, FluentType)):
            return value
        from decimal import Decimal

        return value if isinstance(value, Decimal) else str(value)

    def _plain(self, msg_id: str, **args: Any) -> str:
        bundle = self.bundle
        if not bundle.has_message(msg_id):
            return localizer("en")._plain(msg_id, **args) if self.lang != "en" and localizer("en").has(msg_id) else ""
        return _formatted(bundle, msg_id, args)

    def card_name(self, card: int, bird: str = "Rook", case: str = "nom") -> str:
        """A card named in full ("the green 14", "a zöld 14-es"), in grammatical ``case`` where the language has it."""
        if card == notation.BIRD:
            return self._plain("card-bird", bird=bird, case=case)
        if notation.is_joker(card):
            return self._plain("card-joker", joker="big" if card == notation.BIG_JOKER else "small", case=case)
        if notation.is_rook_card(card):
            return self._plain("card-rook", colour=notation.COLOURS[notation.colour_of(card)],
                               number=notation.number_of(card), case=case)
        rank = notation.RANKS[notation.rank_of(card)]  # a number when it is one, so catalogs can select on it
        return self._plain("card-standard", rank=10 if rank == "T" else int(rank) if rank.isdigit() else rank,
                           suit=notation.SUITS[notation.suit_of(card)], case=case)

    def list_text(self, items: Sequence[str], kind: str = "and") -> str:
        from babel.lists import format_list

        return format_list(list(items), style=_LIST_STYLES.get(kind, "standard"), locale=self.lang) if items else ""

    def _functions(self) -> dict[str, Any]:
        def cards_fn(arg: Any, style: str = "", case: str = "nom") -> str:
            if not hasattr(arg, "cards"):
                return str(arg)
            text: str = arg.text(style or arg.style, case)  # a _CardsArg (its class is made when fluent loads)
            return text

        def seat_fn(key: Any, case: str = "nom") -> str:
            key = str(key)
            if key.startswith("seat") and key[4:].isdigit():
                return self._plain("seat-number", n=int(key[4:]), case=case)
            if key.startswith("team") and key[4:].isdigit():
                return self._plain("seat-team", n=int(key[4:]) + 1, case=case)
            return self._plain(f"seat-{key}", case=case)

        def suit_fn(code: Any, case: str = "nom") -> str:
            return self._plain(f"suit-{code}", case=case)

        def verbs_fn(arg: Any) -> str:
            items = getattr(arg, "items", [arg])
            return self.list_text([self._plain(f"verb-{k}") or str(k) for k in items], "or")

        def list_fn(arg: Any, type: str = "and") -> str:  # noqa: A002 (the catalog's argument name)
            items = [str(i) for i in getattr(arg, "items", [arg])]
            if type == "semicolon":  # each language's own joiner of clauses (Greek's "; " reads as "?")
                return (self._plain("list-joiner-semicolon") or _JOINERS[type]).join(items)
            if type in _JOINERS:
                return _JOINERS[type].join(items)
            return self.list_text(items, type)

        def signed_fn(n: Any) -> str:
            from babel.numbers import format_decimal

            return format_decimal(n, format="+#,##0.###;-#,##0.###", locale=self.lang)

        def article_fn(arg: Any, case: str = "nom") -> str:
            first = getattr(arg, "items", None)
            value = first[0] if first else getattr(arg, "value", arg)
            word = definite_article(self.lang, value)
            return word[:1].upper() + word[1:] if case == "start" else word

        return {"CARDS": cards_fn, "SEAT": seat_fn, "SUIT": suit_fn, "VERBS": verbs_fn, "LIST": list_fn,
                "SIGNED": signed_fn, "ARTICLE": article_fn}


def _make_types() -> tuple[type, type]:
    """The two argument types, ``FluentType`` subclasses made on first use (fluent is imported lazily)."""
    from fluent.runtime.types import FluentType as base

    class CardsArg(base):
        def __init__(self, loc: Localizer, cards: Cards, style: str) -> None:
            self.loc, self.cards, self.style = loc, cards, style

        def text(self, style: str, case: str = "nom") -> str:
            ids, bird = self.cards.ids, self.cards.bird
            if style == "name":
                return self.loc.list_text([self.loc.card_name(c, bird, case) for c in ids])
            return " ".join(short_card(c, bird) for c in ids)

        def format(self, locale: Any) -> str:
            return self.text(self.style)

    class ListArg(base):
        def __init__(self, loc: Localizer, items: list[Any]) -> None:
            self.loc, self.items = loc, items

        def format(self, locale: Any) -> str:
            return self.loc.list_text([str(i) for i in self.items])

    return CardsArg, ListArg


_TYPES: tuple[type, type] | None = None


def _CardsArg(loc: Localizer, cards: Cards, style: str) -> Any:  # noqa: N802 (a constructor)
    global _TYPES
    if _TYPES is None:
        _TYPES = _make_types()
    return _TYPES[0](loc, cards, style)


def _ListArg(loc: Localizer, items: list[Any]) -> Any:  # noqa: N802
    global _TYPES
    if _TYPES is None:
        _TYPES = _make_types()
    return _TYPES[1](loc, items)


_HU_VOWELS = set("aáeéiíoóöőuúüűAÁEÉIÍOÓÖŐUÚÜŰ")
# Letters whose Hungarian name starts with a vowel sound (ef, el, em, en, er, es, iksz, ipszilon): a code such as a
# room code is read letter by letter, so "az F7Q2" but "a K7Q2".
_HU_VOWEL_LETTERS = set("AÁEÉFIÍLMNOÓÖŐRSUÚÜŰXY")


def definite_article(lang: str, value: Any) -> str:
    """Hungarian ``az`` before a vowel sound, else ``a``: numbers by how they are read (1 egy, 5 öt, 50-59 ötven,
    500-599 ötszáz, 1000-1999 ezer; a code that starts with digits by them), a code in capitals (a room code) by its
    first letter's name (ef, ká), words by their first letter. Other languages choose no article so: ""."""
    if lang != "hu":
        return ""
    text = str(value).strip()
    lead = text[: len(text) - len(text.lstrip("0123456789"))]  # "5.", "57", "5QK": read as the number they start with
    if not lead and len(text) > 1 and text.replace("-", "").isalnum() and text.upper() == text:  # "NEFK-GW7Z"
        return "az" if text[0] in _HU_VOWEL_LETTERS else "a"
    if not lead:
        return "az" if text[:1] in _HU_VOWELS else "a"
    n = int(lead)
    digits = str(n)
    return "az" if n == 1 or digits[0] == "5" or 1000 <= n < 2000 else "a"


def side_key(side: Side, seats: Sequence[str] | None) -> str:
    """A team as the catalogs select on it: ``we`` / ``they`` from the seat that is "you", else ``team0``…"""
    if seats is not None and "you" in seats:
        return "we" if seats.index("you") % 2 == side.team else "they"
    return f"team{side.team}"


def message_json(m: Message, seats: Sequence[str] | None = None) -> dict[str, Any]:
    """A message as JSON for the page's resolver (``static/js/i18n.js``), seen from ``seats`` (see
    :meth:`Localizer.seats_for`): seats and sides as the keys the catalogs select on, cards as typed
    (``{"cards": ["G14"], "bird": "Crow"}``), a nested message as its own ``{"id", "params"}``."""
    return {"id": m.id, "params": {k: _json_arg(v, seats) for k, v in m.params.items()}}


def _json_arg(value: Any, seats: Sequence[str] | None) -> Any:
    if isinstance(value, Seat):
        return seats[value.seat] if seats is not None and 0 <= value.seat < len(seats) else f"seat{value.seat}"
    if isinstance(value, Side):
        return side_key(value, seats)
    if isinstance(value, Cards):
        return {"cards": [short_card(c, value.bird) for c in value.ids], "bird": value.bird}
    if isinstance(value, Message):
        return message_json(value, seats)
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "none"
    if isinstance(value, (list, tuple)):
        return [_json_arg(v, seats) for v in value]
    return value


def short_card(card: int, bird: str = "Rook") -> str:
    """A card as you type it, ten written 10: ``10S``, ``AS``, ``G7``, ``Crow``, ``BJ``."""
    text = notation.format_card(card, bird_name=bird)
    return "10" + text[1:] if text[0] == "T" and len(text) == 2 else text


def _formatted(bundle: FluentBundle, msg_id: str, args: dict[str, Any]) -> str:
    """Message ``msg_id`` of ``bundle`` (one it has) written with ``args``, Fluent's errors ignored (a missing
    argument is written as its name)."""
    pattern = bundle.get_message(msg_id).value
    if pattern is None:  # a message of attributes only: the catalogs have none
        raise KeyError(f"message {msg_id!r} has no value")
    text, _errors = bundle.format_pattern(pattern, args)
    return text if isinstance(text, str) else text.format(bundle._babel_locale)


def _variables(bundle: FluentBundle, msg_id: str) -> frozenset[str]:
    """The variables of message ``msg_id`` of a ``FluentBundle``: every ``$name`` in its pattern, its attributes
    and the messages it refers to (a term sees only the arguments it is given, which are read here too)."""
    names: set[str] = set()
    seen_messages = {msg_id}
    stack: list[Any] = [bundle.get_message(msg_id)]
    seen: set[int] = set()
    while stack:
        node = stack.pop()
        if isinstance(node, (list, tuple)):
            stack.extend(node)
            continue
        if not hasattr(node, "__dict__") or id(node) in seen:
            continue
        seen.add(id(node))
        kind = type(node).__name__
        if kind == "VariableReference":
            names.add(node.id.name)
            continue
        if kind == "MessageReference" and node.id.name not in seen_messages and bundle.has_message(node.id.name):
            seen_messages.add(node.id.name)
            stack.append(bundle.get_message(node.id.name))
        stack.extend(vars(node).values())
    return frozenset(names)
