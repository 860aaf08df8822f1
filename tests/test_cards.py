"""Card notation: every text form parses back (parse(format(x)) == x) and bad text is refused with a reason."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tricktable.cards import (
    BIG_JOKER,
    BIRD,
    DOUBLE_DECK_108,
    SMALL_JOKER,
    STANDARD_52,
    CardParseError,
    cards_of,
    format_card,
    mask_of,
    parse_card,
    parse_cards,
    rook,
    rook_deck,
    standard,
)

ALL_IDS = [*range(54), *range(64, 121)]


@pytest.mark.parametrize("card", ALL_IDS)
def test_every_card_text_parses_back(card):
    assert parse_card(format_card(card)) == card


def test_rook_cards_are_colour_and_number():
    assert parse_card("R14") == rook("R", 14)
    assert parse_card("g5") == rook("G", 5)
    assert format_card(rook("Y", 1)) == "Y1"


@pytest.mark.parametrize("text", ["Rook", "rook", "Crow", "CROW"])
def test_the_bird_is_rook_or_crow_case_insensitive(text):
    assert parse_card(text) == BIRD


def test_the_bird_shows_as_crow_when_asked():
    assert format_card(BIRD, bird_name="Crow") == "Crow"


def test_standard_cards_are_rank_and_suit_with_10_accepted():
    assert parse_card("AS") == standard("A", "S")
    assert parse_card("TD") == parse_card("10D") == standard("T", "D")
    assert format_card(parse_card("10D")) == "TD"


def test_jokers():
    assert parse_card("BJ") == BIG_JOKER
    assert parse_card("SJ") == SMALL_JOKER


@pytest.mark.parametrize("text", ["R15", "R0", "X5", "1S", "ZZ", "", "Rook2"])
def test_bad_cards_are_refused_with_a_reason(text):
    with pytest.raises(CardParseError):
        parse_card(text)


def test_decks():
    assert len(STANDARD_52) == 52
    assert len(DOUBLE_DECK_108) == 108
    assert len(rook_deck(range(5, 15), bird=True)) == 41


@given(st.lists(st.sampled_from(ALL_IDS)))
def test_card_lists_round_trip(cards):
    from tricktable.cards import format_cards

    assert list(parse_cards(format_cards(cards))) == cards


@given(st.sets(st.sampled_from(ALL_IDS)))
def test_masks_round_trip(cards):
    assert cards_of(mask_of(cards)) == sorted(cards)


def test_a_card_text_is_kept_once_written_and_a_bad_id_is_never_kept():
    from tricktable.cards import notation

    assert format_card(rook("G", 14)) == "G14" and notation._CARD_TEXTS[rook("G", 14)] == "G14"
    assert format_card(BIRD) == "Rook" and format_card(BIRD, bird_name="Crow") == "Crow"  # the bird by its name
    for bad in (-1, 10**6):
        with pytest.raises(CardParseError):
            format_card(bad)
        assert bad not in notation._CARD_TEXTS
