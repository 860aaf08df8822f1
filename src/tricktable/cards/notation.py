"""Card identities and their text forms.

Every card in tricktable is a small integer *identity*, unique across all decks so that one parser reads every
notation without knowing the game:

* standard cards: ``suit * 13 + rank`` with suits ``S H D C`` (0–3) and ranks ``2..A`` (0–12), ids 0–51;
  jokers ``SJ`` (small, black) = 52 and ``BJ`` (big, red) = 53;
* Rook cards: ``ROOK_BASE + colour * 14 + (number - 1)`` with colours ``R Y G B`` (0–3) and numbers 1–14,
  ids 64–119; the bird card (``Rook``, alias ``Crow``) is ``BIRD`` = 120.

A double deck (Tractor) holds each identity twice; identities, not physical copies, are what actions name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..messages import MessageError

SUITS = "SHDC"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
SUIT_SYMBOLS = ("♠", "♥", "♦", "♣")
RANKS = "23456789TJQKA"
SMALL_JOKER = 52
BIG_JOKER = 53

COLOURS = "RYGB"
COLOUR_NAMES = ("red", "yellow", "green", "black")
ROOK_BASE = 64
BIRD = ROOK_BASE + 56  # 120

MAX_CARD_ID = BIRD


class CardParseError(MessageError):
    """A card's text form could not be read (a message id and parameters, as every rules error)."""


# ---------------------------------------------------------------- standard cards


def standard(rank: str, suit: str) -> int:
    """The id of a standard card from its rank character (``2``–``9 T J Q K A``) and suit letter (``S H D C``)."""
    return SUITS.index(suit) * 13 + RANKS.index(rank)


def suit_of(card: int) -> int:
    """Suit index 0–3 (S H D C) of a standard non-joker card."""
    return card // 13


def rank_of(card: int) -> int:
    """Rank index 0–12 (2 … A) of a standard non-joker card."""
    return card % 13


def is_joker(card: int) -> bool:
    return card in (SMALL_JOKER, BIG_JOKER)


# ---------------------------------------------------------------- Rook cards


def rook(colour: str, number: int) -> int:
    """The id of a Rook-deck card from its colour letter (``R Y G B``) and number 1–14."""
    if not 1 <= number <= 14:
        raise CardParseError("card-rook-number", number=number)
    return ROOK_BASE + COLOURS.index(colour) * 14 + number - 1


def colour_of(card: int) -> int:
    """Colour index 0–3 (R Y G B) of a coloured Rook card."""
    return (card - ROOK_BASE) // 14


def number_of(card: int) -> int:
    """Number 1–14 of a coloured Rook card."""
    return (card - ROOK_BASE) % 14 + 1


def is_rook_card(card: int) -> bool:
    return ROOK_BASE <= card <= BIRD


# ---------------------------------------------------------------- text forms


#: each card's text once written (valid ids only: a few hundred at most), as views write thousands per second
_CARD_TEXTS: dict[int, str] = {}


def format_card(card: int, *, bird_name: str = "Rook") -> str:
    """Canonical text of a card: ``AS``, ``TD``, ``BJ``, ``R14``, ``Rook`` (or ``Crow`` with ``bird_name``)."""
    if card == BIRD:
        return bird_name
    text = _CARD_TEXTS.get(card)
    if text is None:
        text = _CARD_TEXTS[card] = _card_text(card)
    return text


def _card_text(card: int) -> str:
    if 0 <= card < 52:
        return RANKS[card % 13] + SUITS[card // 13]
    if card == SMALL_JOKER:
        return "SJ"
    if card == BIG_JOKER:
        return "BJ"
    if ROOK_BASE <= card < BIRD:
        return f"{COLOURS[colour_of(card)]}{number_of(card)}"
    raise CardParseError("card-no-id", card=card)


#: the words every notation reads as the bird card
BIRD_WORDS = ("ROOK", "CROW", "BIRD")

_ROOK_RE = re.compile(r"^([RYGB])(\d{1,2})$")
_STD_RE = re.compile(r"^(10|[2-9TJQKA])([SHDC])$")


def parse_card(text: str) -> int:
    """Read one card in any notation (case-insensitive). Raises :class:`CardParseError` with the reason."""
    t = text.strip().upper()
    if t in BIRD_WORDS:
        return BIRD
    if t == "BJ":
        return BIG_JOKER
    if t == "SJ":
        return SMALL_JOKER
    m = _STD_RE.match(t)
    if m:
        rank = "T" if m.group(1) == "10" else m.group(1)
        return standard(rank, m.group(2))
    m = _ROOK_RE.match(t)
    if m:
        number = int(m.group(2))
        if not 1 <= number <= 14:
            raise CardParseError("card-rook-number-text", text=text)
        return rook(m.group(1), number)
    raise CardParseError("card-unknown", text=text)


def parse_cards(text: str | Iterable[str]) -> tuple[int, ...]:
    """Read several cards separated by spaces or commas (or an iterable of card texts), keeping their order."""
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return tuple(parse_card(p) for p in parts)


def format_cards(cards: Iterable[int], *, bird_name: str = "Rook") -> str:
    """Space-separated text of cards, in the order given."""
    return " ".join(format_card(c, bird_name=bird_name) for c in cards)


def parse_colour(text: str) -> int:
    """Colour index from ``R``/``red``, ``Y``/``yellow``, ``G``/``green``, ``B``/``black``."""
    t = text.strip().lower()
    for i, name in enumerate(COLOUR_NAMES):
        if t == name or t == COLOURS[i].lower():
            return i
    raise CardParseError("colour-unknown", text=text)


def parse_suit(text: str) -> int:
    """Suit index from ``S``/``spades``, ``H``/``hearts``, ``D``/``diamonds``, ``C``/``clubs``."""
    t = text.strip().lower()
    for i, name in enumerate(SUIT_NAMES):
        if t == name or t == SUITS[i].lower() or t == SUIT_SYMBOLS[i]:
            return i
    raise CardParseError("suit-unknown", text=text)


def mask_of(cards: Iterable[int]) -> int:
    """Bitmask with bit ``id`` set for each card (for single decks)."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: int) -> list[int]:
    """Card ids of a bitmask, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
