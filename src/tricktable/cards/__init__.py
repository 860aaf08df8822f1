"""Card identities, decks and text notation. Knows nothing of any game."""

from .decks import DOUBLE_DECK_108, STANDARD_52, STANDARD_54, rook_deck
from .notation import (
    BIG_JOKER,
    BIRD,
    COLOUR_NAMES,
    COLOURS,
    RANKS,
    ROOK_BASE,
    SMALL_JOKER,
    SUIT_NAMES,
    SUITS,
    CardParseError,
    cards_of,
    colour_of,
    format_card,
    format_cards,
    is_joker,
    is_rook_card,
    mask_of,
    number_of,
    parse_card,
    parse_cards,
    parse_colour,
    parse_suit,
    rank_of,
    rook,
    standard,
    suit_of,
)

__all__ = [
    "BIG_JOKER", "BIRD", "COLOUR_NAMES", "COLOURS", "DOUBLE_DECK_108", "RANKS", "ROOK_BASE", "SMALL_JOKER",
    "STANDARD_52", "STANDARD_54", "SUIT_NAMES", "SUITS", "CardParseError", "cards_of", "colour_of", "format_card",
    "format_cards", "is_joker", "is_rook_card", "mask_of", "number_of", "parse_card", "parse_cards", "parse_colour",
    "parse_suit", "rank_of", "rook", "rook_deck", "standard", "suit_of",
]
