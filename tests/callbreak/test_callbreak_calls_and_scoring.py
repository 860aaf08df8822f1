"""Calls (callbreak.md §1) and every scoring example of callbreak.md §3, for both presets."""

import json

import pytest
from callbreak_builders import game, play

from tricktable.engine import Deal, IllegalAction, NotYourTurn, parse_action, shuffled
from tricktable.games.callbreak.scoring import as_number, score_tenths, to_tenths


def dealt(g, dealer=0, seed=7):
    return g.start_hand(g.new_match(dealer), g.deal_from_order(shuffled(g.deck(), seed), dealer))


def test_calls_start_right_of_the_dealer_and_end_with_the_dealer_then_that_player_leads():
    g = game()
    s = dealt(g, dealer=2)
    seats = []
    for n in (3, 4, 5, 6):
        seats.append(g.to_act(s))
        s = play(g, s, f"bid {n}")
    assert seats == [3, 0, 1, 2]
    assert g.phase(s) == "play" and g.to_act(s) == 3
    assert s.calls == (4, 5, 6, 3)


def test_call_parses_as_bid():
    g = game()
    s = play(g, dealt(g), "call 4")
    assert s.calls[1] == 4


def test_master_call_must_be_at_least_2_and_at_most_13():
    g = game()
    s = dealt(g)
    assert [a.value for a in g.legal_actions(s)] == list(range(2, 14))
    with pytest.raises(IllegalAction, match="from 2 to 13"):
        g.check(s, parse_action("bid 1"))
    g.check(s, parse_action("bid 13"))


def test_standard_calls_run_from_1_to_8():
    g = game("callbreak/standard")
    assert [a.value for a in g.legal_actions(dealt(g))] == list(range(1, 9))
    with pytest.raises(IllegalAction):
        g.check(dealt(g), parse_action("bid 9"))


def test_a_card_cannot_be_played_during_the_calls_and_no_seat_acts_out_of_turn():
    g = game()
    s = dealt(g)
    with pytest.raises(IllegalAction, match="time to call"):
        g.check(s, parse_action("play AS"))
    with pytest.raises(NotYourTurn):
        g.apply(s, parse_action("bid 3"), seat=2)


def test_each_player_calls_exactly_once():
    g = game()
    s = play(g, dealt(g), "bid 2", "bid 2", "bid 2", "bid 2")
    with pytest.raises(IllegalAction, match="your turn to play a card, for example 'play AS'") as e:
        g.check(s, parse_action("bid 3"))
    assert e.value.msg_id == "play-a-card"


# callbreak.md §3: call, tricks, master score, standard score (None = n/a: call above 8)
SECTION_3 = [
    (4, 4, 4, 4),
    (4, 5, 4, 4.1),
    (4, 6, -4, 4.2),
    (4, 3, -4, -4),
    (2, 0, -2, -2),
    (8, 8, 13, 8),
    (9, 10, 13, None),
    (9, 11, -9, None),
    (12, 13, 13, None),
]


@pytest.mark.parametrize(("call", "tricks", "master", "standard"), SECTION_3)
def test_scoring_examples_of_section_3(call, tricks, master, standard):
    assert as_number(score_tenths(game().config, call, tricks)) == master
    std = game("callbreak/standard")
    if standard is None:
        assert call > std.config.max_call
    else:
        assert as_number(score_tenths(std.config, call, tricks)) == standard


def test_tenths_print_exactly_in_json():
    assert json.dumps([as_number(41), as_number(42), as_number(-40), as_number(-3), as_number(133)]) == "[4.1, 4.2, -4, -0.3, 13.3]"
    assert to_tenths(4.1) == 41 and to_tenths("-0.3") == -3


def test_failed_bonus_call_scores_minus_the_call():
    assert score_tenths(game().config, 9, 8) == -90


def test_no_bonus_calls_option():
    assert score_tenths(game(bonus_call_from=None).config, 9, 9) == 90


def test_scores_in_a_played_hand_are_exact_tenths():
    """Seat 0 holds every spade and leads them all: 13 tricks on a call of 8 in standard scores 8.5."""
    g = game("callbreak/standard")
    suits = ["AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S", "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
             "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D", "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C"]
    from tricktable.cards import parse_cards

    s = g.start_hand(g.new_match(3), Deal(tuple(parse_cards(h) for h in suits)))
    s = play(g, s, "bid 8", "bid 1", "bid 1", "bid 1")
    while not g.is_over(s):
        s = play(g, s, str(g.legal_actions(s)[-1]))
    assert g.hand_result(s).to_json() == {"calls": [8, 1, 1, 1], "tricks": [13, 0, 0, 0], "score": [8.5, -1, -1, -1]}
    assert json.dumps(g.hand_result(s).to_json()["score"]) == "[8.5, -1, -1, -1]"


def test_events_report_calls_plays_trick_winners_and_the_score():
    g = game()
    s = dealt(g, dealer=0)
    s, events = g.apply(s, parse_action("bid 3"), 1)
    assert [(e.kind, e.seat, e.value) for e in events] == [("bid", 1, 3)]
    assert g.describe(events[0]) == "seat 1 calls 3"
    s = play(g, s, "bid 2", "bid 2", "bid 2")
    kinds = []
    while not g.is_over(s):
        before = s
        s, events = g.apply(s, g.legal_actions(s)[0], g.to_act(s))
        kinds += [e.kind for e in events]
        if len(before.trick) == 3:
            won = events[1]
            assert won.kind == "trick_won" and won.seat == s.leader and won.cards == s.order[-4:]
            assert g.describe(won).startswith(f"seat {won.seat} wins trick {sum(s.tricks)} (")
    assert kinds.count("played") == 52 and kinds.count("trick_won") == 13 and kinds[-1] == "hand_scored"
    assert events[-1].data == g.hand_result(s).to_json() and g.describe(events[-1]).startswith("hand scored: seat 0: called 2")
