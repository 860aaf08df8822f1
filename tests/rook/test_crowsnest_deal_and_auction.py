"""CrowsNest (rook.md §1-§2): the deck, the deal, the auction and the nest, in the rulebook's words."""

import pytest

from tricktable.engine import IllegalAction, get_game

from .helpers import act, card, cards, game, legal, start


def test_crowsnest_is_the_default_rook_variant():
    assert get_game("rook").key == "rook/crowsnest"


def test_the_deck_is_5_to_14_in_four_colours_plus_the_crow():
    g = game()
    assert len(g.deck()) == 41
    assert g.format_cards(g.deck()).count("Crow") == 1
    assert {g.format_card(c)[1:] for c in g.deck() if g.format_card(c) != "Crow"} == {str(n) for n in range(5, 15)}


def test_the_bird_is_called_the_crow_in_crowsnest():
    g = game()
    assert g.bird_name == "Crow"
    assert g.format_card(card("Rook")) == "Crow"


def test_nine_cards_each_and_five_in_the_nest():
    g = game()
    assert (g.hand_size, g.extra_size) == (9, 5)
    s = start(g)
    assert [len(g.view(s, seat).hand) for seat in range(4)] == [9, 9, 9, 9]


def test_without_the_crow_40_cards_four_card_nest_100_points_max_bid_100():
    g = game(crow=False)
    assert len(g.deck()) == 40
    assert (g.hand_size, g.extra_size) == (9, 4)
    assert g.config.total_points == 100
    assert g.top_bid == 100
    assert "bid 100" in legal(g, start(g)) and "bid 105" not in legal(g, start(g))


def test_the_deal_starts_at_the_dealers_left_and_the_nest_is_the_last_cards():
    g = game()
    order = list(g.deck())
    deal = g.deal_from_order(order, dealer=2)
    assert deal.hands[3][0] == order[0] and deal.hands[0][0] == order[1]
    assert deal.extra == tuple(order[36:41])


def test_bidding_starts_with_the_player_left_of_the_dealer():
    g = game()
    for dealer in range(4):
        assert g.to_act(start(g, dealer=dealer)) == (dealer + 1) % 4


def test_bids_run_from_70_to_120_in_fives_and_pass():
    g = game()
    assert legal(g, start(g)) == [f"bid {v}" for v in range(70, 125, 5)] + ["pass"]


def test_the_opening_bid_is_at_least_70():
    g = game()
    with pytest.raises(IllegalAction, match="the opening bid is at least 70"):
        act(g, start(g), "bid 65")


def test_bids_go_up_in_fives():
    g = game()
    with pytest.raises(IllegalAction, match="bids go up in fives"):
        act(g, start(g), "bid 72")


def test_a_bid_must_beat_the_current_bid_and_jump_bids_are_legal():
    g = game()
    s, _ = act(g, start(g), "bid 70")
    with pytest.raises(IllegalAction, match="more than the current bid of 70"):
        act(g, s, "bid 70")
    s, _ = act(g, s, "bid 90")  # a jump bid
    assert g.view(s, 0).high_bid == 90


def test_no_bid_above_the_maximum():
    g = game()
    with pytest.raises(IllegalAction, match="the highest bid is 120"):
        act(g, start(g), "bid 125")


def test_a_player_who_passed_may_not_bid_again():
    g = game()
    s, _ = act(g, start(g, dealer=3), "bid 70", "pass", "bid 75", "pass")  # seats 0 1 2 3
    assert g.to_act(s) == 0  # seat 1 has passed and is skipped
    s, _ = act(g, s, "bid 80")
    assert g.to_act(s) == 2


def test_the_auction_ends_when_all_but_one_have_passed():
    g = game()
    s, events = act(g, start(g, dealer=3), "bid 70", "pass", "pass", "pass")
    assert g.phase(s) == "exchange"
    assert g.to_act(s) == 0
    assert [e.kind for e in events][-2:] == ["auction_won", "nest_taken"]


def test_a_bid_of_the_maximum_ends_the_auction_at_once():
    g = game()
    s, _ = act(g, start(g, dealer=3), "bid 120")
    assert g.phase(s) == "exchange"
    assert g.view(s, 0).declarer == 0


def test_three_passes_leave_the_dealer_free_to_bid():
    g = game()
    s, _ = act(g, start(g, dealer=3), "pass", "pass", "pass")
    assert g.to_act(s) == 3 and "pass" in legal(g, s)
    s, _ = act(g, s, "bid 70")
    assert g.phase(s) == "exchange" and g.to_act(s) == 3


def test_when_all_four_pass_the_hand_ends_with_a_redeal_by_the_same_dealer():
    g = game()
    match = g.new_match(2)
    s, events = act(g, g.start_hand(match, g.deal_from_order(list(g.deck()), 2)), "pass", "pass", "pass", "pass")
    assert g.to_act(s) is None
    assert g.hand_result(s).to_json() == {"redeal": True}
    assert "redeal" in [e.kind for e in events]
    after = g.finish_hand(match, s)
    assert after.dealer == 2 and after.hand_number == match.hand_number and after.scores == (0, 0)


def test_the_declarer_takes_the_nest_and_only_the_declarer_sees_it():
    g = game()
    s0 = start(g, dealer=3)
    nest = g.view(s0, 0)  # before the auction nobody sees the nest
    assert nest.nest is None
    s, events = act(g, s0, "bid 70", "pass", "pass", "pass")
    taken = [e for e in events if e.kind == "nest_taken"][0]
    assert taken.visible_to == 0 and len(taken.cards) == 5
    assert len(g.view(s, 0).hand) == 14
    assert sorted(g.view(s, 0).nest) == sorted(taken.cards)
    assert all(g.view(s, seat).nest is None for seat in (1, 2, 3))


def test_the_declarer_discards_exactly_five_cards_then_names_trump():
    g = game()
    s, _ = act(g, start(g, dealer=3), "bid 70", "pass", "pass", "pass")
    hand = g.view(s, 0).hand
    with pytest.raises(IllegalAction, match="you must discard exactly 5 cards"):
        act(g, s, "discard " + g.format_cards(hand[:4]))
    with pytest.raises(IllegalAction, match="name trump|discard"):
        act(g, s, "trump R")
    s, events = act(g, s, "discard " + g.format_cards(hand[:5]))
    assert g.phase(s) == "trump" and g.to_act(s) == 0
    assert len(g.view(s, 0).hand) == 9
    assert sorted(g.view(s, 0).my_discards) == sorted(hand[:5])
    assert g.view(s, 1).my_discards is None
    private = [e for e in events if e.kind == "discarded" and e.cards]
    assert private and private[0].visible_to == 0


def test_the_declarer_sees_one_discard_line_and_the_others_see_one_without_cards():
    g = game()
    s, _ = act(g, start(g, dealer=3), "bid 70", "pass", "pass", "pass")
    hand = g.view(s, 0).hand
    _, events = act(g, s, "discard " + g.format_cards(hand[:5]))
    seen = {seat: [e for e in events if e.kind == "discarded" and e.visible(seat)] for seat in range(4)}
    assert [sorted(e.cards) for e in seen[0]] == [sorted(hand[:5])]
    assert all([(e.cards, e.value) for e in seen[seat]] == [((), 5)] for seat in (1, 2, 3))


def test_counters_may_be_discarded():
    g = game()
    s, _ = act(g, start(g, dealer=3), "bid 70", "pass", "pass", "pass")
    hand = g.view(s, 0).hand
    counters = [c for c in hand if g.t.points[c - 64]][:5]
    rest = [c for c in hand if c not in counters][: 5 - len(counters)]
    act(g, s, "discard " + g.format_cards(counters + rest))  # no error


def test_you_cannot_discard_a_card_you_do_not_hold():
    g = game()
    s, _ = act(g, start(g, dealer=3), "bid 70", "pass", "pass", "pass")
    hand = set(g.view(s, 0).hand)
    missing = next(c for c in g.deck() if c not in hand)
    mine = list(hand)[:4]
    with pytest.raises(IllegalAction, match="you do not hold"):
        act(g, s, "discard " + g.format_cards([*mine, missing]))


def test_legal_discards_are_every_five_card_choice_counted_without_listing():
    g = game()
    s, _ = act(g, start(g, dealer=3), "bid 70", "pass", "pass", "pass")
    assert g.legal_count(s) == 2002
    listed = g.legal_actions(s)
    assert len(listed) == 2002 and listed == sorted(listed)


def test_trump_is_any_of_the_four_colours_and_the_first_lead_is_left_of_the_dealer():
    g = game()
    s, _ = act(g, start(g, dealer=2), "pass", "bid 70", "pass", "pass")  # seat 0 declares
    assert g.view(s, 0).declarer == 0
    s, _ = act(g, s, "discard " + g.format_cards(g.view(s, 0).hand[:5]))
    assert legal(g, s) == ["trump R", "trump Y", "trump G", "trump B"]
    s, events = act(g, s, "trump green")
    assert events[-1].kind == "trump_named" and events[-1].value == "G"
    assert g.to_act(s) == 3  # left of the dealer (seat 2), not of the declarer
    assert g.view(s, 1).contract == {"declarer": 0, "bid": 70, "trump": "G"}


def test_the_random_discard_is_five_cards_of_the_declarers_hand():
    import random

    g = game()
    s, _ = act(g, start(g, dealer=3), "bid 70", "pass", "pass", "pass")
    rng = random.Random(3)
    for _ in range(20):
        a = g.random_action(s, rng)
        g.check(s, a)
        assert len(a.cards) == 5 and list(a.cards) == sorted(a.cards)


def test_a_discard_may_not_name_a_card_twice():
    g = game()
    s, _ = act(g, start(g, dealer=3), "bid 70", "pass", "pass", "pass")
    hand = g.view(s, 0).hand
    with pytest.raises(IllegalAction, match="you named the same card twice"):
        act(g, s, "discard " + g.format_cards([hand[0], *hand[:4]]))


def test_only_bids_and_passes_during_the_auction():
    g = game()
    with pytest.raises(IllegalAction, match="bid .* or pass"):
        act(g, start(g), "play " + g.format_card(cards("R5")[0]))


def test_a_deal_must_hold_every_card_once():
    from tricktable.engine import Deal, RuleError

    g = game()
    deal = g.deal_from_order(list(g.deck()), 0)
    twice = Deal((deal.hands[0][:8] + deal.hands[0][:1], *deal.hands[1:]), deal.extra)
    with pytest.raises(RuleError, match="twice"):
        g.start_hand(g.new_match(0), twice)
    foreign = Deal((deal.hands[0][:8] + (0,), *deal.hands[1:]), deal.extra)  # 2S is not a Rook card
    with pytest.raises(RuleError):
        g.start_hand(g.new_match(0), foreign)
    with pytest.raises(RuleError, match="every card"):
        g.start_hand(g.new_match(0), Deal(deal.hands, deal.extra[:4] + deal.hands[0][:1]))
