"""Following and trumping, case by case, in the words of callbreak.md §1-§2."""

import pytest
from callbreak_builders import cards, game, legal_cards, play, position, reference_states

from tricktable.cards import parse_cards
from tricktable.engine import IllegalAction, parse_action
from tricktable.games.callbreak.state import trick_winner_index


@pytest.mark.parametrize("key", ["callbreak/master", "callbreak/standard"])
def test_must_follow_the_led_suit_if_able(key):
    g = game(key)
    assert legal_cards(g, position(g, "AH 2H AS 3D", trick="KH")) <= cards("AH 2H")


def test_master_following_is_not_obliged_to_head_the_trick():
    g = game("callbreak/master")
    assert legal_cards(g, position(g, "AH 2H AS", trick="KH")) == cards("AH 2H")


def test_master_following_a_spade_lead_is_not_obliged_to_head():
    g = game("callbreak/master")
    assert legal_cards(g, position(g, "KS 2S AH", trick="9S")) == cards("KS 2S")


def test_standard_following_must_beat_the_best_card_of_the_led_suit():
    g = game("callbreak/standard")
    assert legal_cards(g, position(g, "AH 2H AS", trick="KH 3H")) == cards("AH")


def test_standard_spade_lead_must_be_overtaken_with_a_higher_spade_if_able():
    g = game("callbreak/standard")
    assert legal_cards(g, position(g, "KS 2S AH", trick="9S")) == cards("KS")


def test_standard_unable_to_beat_may_play_any_card_of_the_led_suit():
    g = game("callbreak/standard")
    assert legal_cards(g, position(g, "QH 2H AS", trick="KH")) == cards("QH 2H")


def test_standard_must_beat_best_card_of_led_suit_even_after_a_spade_trumped_it():
    # callbreak.md §2: "must beat the best card of the led suit in the trick if they can"
    g = game("callbreak/standard")
    assert legal_cards(g, position(g, "AH 2H", trick="KH 2S")) == cards("AH")


def test_must_head_option_in_master():
    g = game("callbreak/master", must_head_when_following=True)
    assert legal_cards(g, position(g, "AH 2H", trick="KH")) == cards("AH")


@pytest.mark.parametrize("key", ["callbreak/master", "callbreak/standard"])
def test_void_with_no_spade_in_the_trick_must_play_a_spade_any_spade_qualifies(key):
    g = game(key)
    assert legal_cards(g, position(g, "AS 2S 3D", trick="KH")) == cards("AS 2S")


@pytest.mark.parametrize("key", ["callbreak/master", "callbreak/standard"])
def test_void_with_a_higher_spade_must_play_a_spade_that_beats_every_spade_in_the_trick(key):
    g = game(key)
    assert legal_cards(g, position(g, "AS KS 2S 3D", trick="KH QS 4H")) == cards("AS KS")


@pytest.mark.parametrize("key", ["callbreak/master", "callbreak/standard"])
def test_void_with_only_lower_spades_may_waste_one_or_discard_any_card(key):
    g = game(key)
    assert legal_cards(g, position(g, "2S 3D 4C", trick="KH QS")) == cards("2S 3D 4C")


@pytest.mark.parametrize("key", ["callbreak/master", "callbreak/standard"])
def test_void_with_no_spade_at_all_may_play_anything(key):
    g = game(key)
    assert legal_cards(g, position(g, "3D 4C", trick="KH")) == cards("3D 4C")


def test_void_of_spades_on_a_spade_lead_may_play_anything():
    g = game("callbreak/master")
    assert legal_cards(g, position(g, "3D 4C AH", trick="2S")) == cards("3D 4C AH")


def test_without_must_overtrump_a_void_player_may_play_anything():
    g = game("callbreak/master", must_overtrump_when_void=False)
    assert legal_cards(g, position(g, "AS 3D", trick="KH QS")) == cards("AS 3D")


def test_the_lead_is_free():
    g = game("callbreak/standard")
    assert legal_cards(g, position(g, "AS 3D 4C")) == cards("AS 3D 4C")


def test_refusals_say_why_in_a_players_words():
    g = game("callbreak/standard")
    with pytest.raises(IllegalAction, match="you must follow hearts: you hold"):
        g.check(position(g, "QH AS", trick="KH"), parse_action("play AS"))
    with pytest.raises(IllegalAction, match="beat KH"):
        g.check(position(g, "AH 2H", trick="KH"), parse_action("play 2H"))
    with pytest.raises(IllegalAction, match="higher than QS: you hold AS"):
        g.check(position(g, "AS 2S 3D", trick="KH QS"), parse_action("play 3D"))
    with pytest.raises(IllegalAction, match="must play a spade: you hold"):
        g.check(position(g, "AS 3D", trick="KH"), parse_action("play 3D"))
    with pytest.raises(IllegalAction, match="you do not hold"):
        g.check(position(g, "AS 3D", trick="KH"), parse_action("play AD"))


@pytest.mark.parametrize(
    ("trick", "winner"),
    [("KH AH 2H 3H", 1), ("KH AD QH 2C", 0), ("KH 2S AH 3S", 3), ("AS KS QS JS", 0), ("2D 3C 4H 5D", 3)],
)
def test_trick_is_won_by_the_highest_spade_else_the_highest_card_of_the_led_suit(trick, winner):
    assert trick_winner_index(parse_cards(trick)) == winner


def test_the_trick_winner_leads_the_next_trick():
    g = game("callbreak/master")
    s = position(g, "2H", trick="KH AH 3H", leader=1)  # seat 0 is to act, seat 2 holds AH
    s = play(g, s, "play 2H")
    assert g.to_act(s) == 2 and s.tricks == (0, 0, 1, 0)


# must head only until the trick is trumped (must_head_until_trumped: the Bhoos competition's bots play so)


def test_until_trumped_a_follower_need_not_head_a_trick_already_trumped():
    g = game("callbreak/standard", must_head_until_trumped=True)
    assert legal_cards(g, position(g, "AH 2H AS", trick="KH 3S")) == cards("AH 2H")


def test_until_trumped_a_follower_must_still_head_a_trick_not_trumped():
    g = game("callbreak/standard", must_head_until_trumped=True)
    assert legal_cards(g, position(g, "AH 2H AS", trick="KH 3H")) == cards("AH")


def test_until_trumped_a_spade_lead_must_still_be_overtaken():
    g = game("callbreak/standard", must_head_until_trumped=True)
    assert legal_cards(g, position(g, "KS 2S AH", trick="9S 3S")) == cards("KS")


def test_until_trumped_a_void_follower_must_still_overtrump():
    g = game("callbreak/standard", must_head_until_trumped=True)
    assert legal_cards(g, position(g, "AS 2S 4D", trick="KH 3S")) == cards("AS")


def test_without_the_option_standard_must_head_even_a_trumped_trick():
    g = game("callbreak/standard")
    assert legal_cards(g, position(g, "AH 2H AS", trick="KH 3S")) == cards("AH")
    with pytest.raises(IllegalAction, match="beat KH"):
        play(g, position(g, "AH 2H AS", trick="KH 3S"), "play 2H")


def test_until_trumped_the_random_draws_and_the_fused_playout_follow_the_rule():
    """random_action mirrors legal_mask, and the fused playout draws as random_action does."""
    import random

    from tricktable.engine.game import Game

    g = game("callbreak/standard", must_head_until_trumped=True)
    for seed in range(30):
        for s in reference_states(g, seed)[4:-1]:
            assert g.random_action(s, random.Random(seed)) in g.legal_actions(s)
        start = reference_states(g, seed)[0]
        fast = g.random_playout(start, random.Random(seed))
        assert fast.order == Game.random_playout(g, start, random.Random(seed)).order


def test_the_until_trumped_golden_hand_has_low_follows_only_the_option_allows():
    import json
    from pathlib import Path

    from tricktable.cards import parse_cards as cards_of_text
    from tricktable.engine import Deal, RuleError

    data = json.loads((Path(__file__).parent / "golden/standard_seed10_head_until_trumped.json").read_text())
    s = data["scenario"]
    g, strict = game(s["variant"], **s["options"]), game("callbreak/standard")
    state = g.start_hand(g.match_from_scenario(s), Deal(tuple(cards_of_text(h) for h in s["hands"])))
    only_with_option = 0
    for text in s["actions"]:
        try:
            strict.check(state, parse_action(text))
        except RuleError:
            only_with_option += 1
        state, _ = g.apply(state, parse_action(text), g.to_act(state))
    assert only_with_option >= 1
