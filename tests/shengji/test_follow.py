"""§2.5 follow rules and the §5.3 validator (FOL-*), with the pair-count rule and the strict-tractor option."""

from sj_helpers import G2, G7, c, hand

from tricktable.games.shengji.follow import candidate_follows, count_follows, enumerate_follows, follow_error
from tricktable.games.shengji.state import lead_of


def legal(order, lead_text, hand_text, play_text, strict=False):
    lead = lead_of(c(lead_text), order, strict)
    m1, m2 = hand(hand_text)
    return follow_error(m1, m2, lead.suit, lead.n, lead.pairs, tuple(c(play_text)), order, lead.strict_len) is None


def test_FOL_1_a_held_pair_must_be_played_on_a_pair_lead():
    h = "9H 9H 3H 4D 5S"
    assert not legal(G2, "TH TH", h, "3H 9H")
    assert legal(G2, "TH TH", h, "9H 9H")


def test_FOL_2_two_unpaired_cards_of_the_suit_both_go():
    h = "3H 7H 4D"
    assert legal(G2, "TH TH", h, "3H 7H")
    assert not legal(G2, "TH TH", h, "3H 4D")


def test_FOL_3_short_in_the_suit_play_it_all_and_fill_freely():
    h = "3H 4D 9D"
    assert legal(G2, "TH TH", h, "3H 4D")
    assert not legal(G2, "TH TH", h, "4D 9D")


def test_FOL_4_a_level_card_is_trump_so_the_holder_is_void():
    h = "7H 3C 9D"
    for card in ("7H", "3C", "9D"):
        assert legal(G7, "AH", h, card)


def test_FOL_5_tractor_need_not_be_answered_with_a_tractor():
    h = "5H 5H 6H 6H KH KH 3H 2D"
    assert legal(G2, "TH TH JH JH", h, "5H 5H KH KH")
    assert not legal(G2, "TH TH JH JH", h, "5H 5H KH KH", strict=True)
    assert legal(G2, "TH TH JH JH", h, "5H 5H 6H 6H", strict=True)


def test_FOL_6_as_many_pairs_as_led_when_held():
    h = "5H 5H 6H 6H KH KH 3H 2D"
    assert not legal(G2, "TH TH JH JH", h, "5H 5H 3H KH")


def test_FOL_8_all_pairs_and_suit_cards_then_any_card():
    h = "AD AD 3D 4H 9C 5S"
    lead = lead_of(c("5D 5D 6D 6D"), G2)
    m1, m2 = hand(h)
    plays = enumerate_follows(m1, m2, lead.suit, lead.n, lead.pairs, G2)
    assert plays == sorted(tuple(sorted(c("AD AD 3D") + c(x))) for x in ("4H", "9C", "5S"))
    assert count_follows(m1, m2, lead.suit, lead.n, lead.pairs, G2) == 3
    assert not legal(G2, "5D 5D 6D 6D", h, "AD AD 4H 9C")


def test_FOL_9_trump_pair_lead_needs_a_trump_pair():
    h = "7H 7H QC 2C 3D"
    assert not legal(G7, "5C 5C", h, "QC 2C")
    assert legal(G7, "5C 5C", h, "7H 7H")


def test_FOL_11_void_player_may_discard_trump_or_not_no_overtrump_duty():
    h = "3S AS 4D"
    for card in ("4D", "3S", "AS"):
        assert legal(G2, "KH", h, card)


def test_follow_must_play_the_right_number_and_only_held_cards():
    assert not legal(G2, "TH TH", "3H 7H 4D", "3H")
    assert not legal(G2, "TH TH", "3H 7H 4D", "3H 8H")
    assert not legal(G2, "KH", "3H 7H 4D", "3H 3H")


def test_candidates_are_legal_and_offer_trump_shape_when_void():
    lead = lead_of(c("TH TH JH JH"), G2)
    m1, m2 = hand("3S 3S 4S 4S 9D 9C KD QC")
    cands = candidate_follows(m1, m2, lead.suit, lead.n, lead.pairs, G2)
    assert tuple(sorted(c("3S 3S 4S 4S"))) in cands
    for p in cands:
        assert follow_error(m1, m2, lead.suit, lead.n, lead.pairs, p, G2) is None
