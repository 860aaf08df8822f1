"""§2.2 effective suit and strength index, §2.3/§5.2 units (ORD-*, UNIT-*)."""

from sj_helpers import G2, G7, NT7, c

from tricktable.games.shengji.ordering import TRUMP
from tricktable.games.shengji.units import classify


def strength_order(order, cards):
    return sorted(cards, key=lambda x: -order.idx[x])


def test_ORD_1_trumps_sort_bj_sj_trump_level_offsuit_levels_then_trump_suit_without_level():
    o = G7
    trumps = [x for x in range(54) if o.eff[x] == TRUMP]
    idx = {x: o.idx[x] for x in trumps}
    bj, sj, c7, h7, d7, s7, ac, kc, eight, six, two = c("BJ SJ 7C 7H 7D 7S AC KC 8C 6C 2C")
    assert idx[bj] > idx[sj] > idx[c7] > idx[h7] == idx[d7] == idx[s7] > idx[ac] > idx[kc] > idx[eight] > idx[six]
    assert idx[six] > idx[two] == 0
    assert len(trumps) == 2 + 4 + 12  # jokers, four 7s, twelve other clubs


def test_ORD_2_level_cards_and_trump_suit_are_trump_other_suits_plain():
    h7, ac, ah = c("7H AC AH")
    assert (G7.eff[h7], G7.eff[ac], G7.eff[ah]) == (TRUMP, TRUMP, 1)
    assert G7.idx[ah] == 11 and G7.idx[c("8H")[0]] - G7.idx[c("6H")[0]] == 1  # the level rank closes its gap


def test_ORD_3_no_trump_level_cards_and_jokers_are_the_only_trumps():
    h7, ac, sj = c("7H AC SJ")
    assert NT7.eff[h7] == TRUMP and NT7.eff[ac] == 3
    assert NT7.idx[sj] > NT7.idx[h7]
    assert all(NT7.idx[x] == 13 for x in c("7S 7H 7D 7C"))


def test_plain_suit_with_level_A_has_K_on_top():
    from tricktable.games.shengji.ordering import order_for

    o = order_for(12, 0)
    assert o.idx[c("KH")[0]] == 11 and o.eff[c("AH")[0]] == TRUMP


def test_UNIT_1_gap_closed_by_level_rank_makes_a_tractor():
    u = classify(c("6H 6H 8H 8H"), G7)
    assert u is not None and u.pairs == 2


def test_UNIT_2_not_adjacent_is_not_a_unit():
    assert classify(c("6H 6H 8H 8H"), G2) is None


def test_UNIT_3_two_offsuit_level_pairs_have_equal_index():
    assert classify(c("7H 7H 7D 7D"), G7) is None


def test_UNIT_4_trump_tractors_across_the_tiers():
    for text in ("AC AC 7H 7H", "7H 7H 7C 7C", "7C 7C SJ SJ", "SJ SJ BJ BJ"):
        u = classify(c(text), G7)
        assert u is not None and u.pairs == 2 and u.suit == TRUMP, text


def test_UNIT_5_five_pair_trump_tractor():
    u = classify(c("AC AC 7H 7H 7C 7C SJ SJ BJ BJ"), G7)
    assert u is not None and u.pairs == 5 and u.top == 15


def test_UNIT_6_trump_ace_to_trump_level_skips_a_tier():
    assert classify(c("AC AC 7C 7C"), G7) is None


def test_UNIT_8_no_trump_level_pair_to_small_jokers_but_not_two_level_pairs():
    assert classify(c("7H 7H SJ SJ"), NT7).pairs == 2
    assert classify(c("7H 7H 7S 7S"), NT7) is None


def test_UNIT_9_two_different_cards_are_not_a_pair():
    assert classify(c("7H 7D"), G7) is None
    assert classify(c("SJ BJ"), G7) is None


def test_UNIT_10_mixed_effective_suits_are_not_a_unit():
    assert classify(c("KH 7H"), G7) is None


def test_UNIT_11_no_wrap_around():
    assert classify(c("AH AH 3H 3H"), G2) is None


def test_single_pair_and_odd_counts():
    assert classify(c("AH"), G2).pairs == 0
    assert classify(c("AH AH"), G2).pairs == 1
    assert classify(c("AH AH KH"), G2) is None
    assert classify(c("3H 3H 4H 4H 5H 5H"), G2).pairs == 3
