"""§2.5 who wins a trick and the §5.5 winner rule (WIN-*)."""

from sj_helpers import G2, G7, NT7, c

from tricktable.games.shengji.state import trick_winner


def winner(order, *plays):
    return trick_winner([c(p) for p in plays], order)


def test_WIN_1_highest_of_the_led_suit():
    assert winner(G2, "5H", "KH", "AH", "7H") == 2


def test_WIN_2_a_trump_beats_the_led_suit():
    assert winner(G2, "AH", "3S", "6H", "7H") == 1


def test_WIN_3_two_unpaired_cards_cannot_beat_a_pair():
    assert winner(G2, "TH TH", "3S 4S", "4H 4H", "6H 7H") == 0


def test_WIN_4_trump_pairs_ruff_a_pair_and_the_higher_takes_over():
    assert winner(G2, "TH TH", "3S 3S", "4S 4S", "JH JH") == 2


def test_WIN_5_equal_strength_off_suit_level_cards_earliest_wins():
    assert winner(G7, "7H", "7D", "7S", "2C") == 0


def test_WIN_6_trump_suit_level_card_beats_off_suit_level_cards():
    assert winner(G7, "7H", "7D", "7C", "7S") == 2


def test_WIN_7_duplicate_card_does_not_take_over():
    assert winner(G2, "AH", "AH", "3H", "4H") == 0


def test_WIN_8_no_trump_off_suit_aces_are_discards():
    assert winner(NT7, "5H", "AS", "6H", "AD") == 2


def test_WIN_11_mixed_play_is_ineligible():
    assert winner(G2, "TH TH", "9H AS", "3H 4H", "5H 6H") == 0


def test_split_pairs_cannot_beat_a_tractor_but_a_trump_tractor_can():
    assert winner(G2, "3H 3H 4H 4H", "AH AH KH KH", "AS AS QS QS", "5S 5S 6S 6S") == 3
    assert winner(G2, "3H 3H 4H 4H", "AH AH KH KH", "9H 9H TH TH", "5H 5H 6H 6H") == 1
