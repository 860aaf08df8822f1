"""CrowsNest trick play (rook.md §1.6, §2): following colour, trump, and the Crow."""

import pytest

from tricktable.engine import IllegalAction

from .helpers import act, game, legal, mid_play

# four small hands used by most tests: trump is green unless a test says otherwise
HANDS = ["R5 R9 G7 Crow", "R6 Y5 Y9 B7", "R10 G5 B5 B6", "Y6 Y7 G9 B9"]


def test_the_leader_may_lead_any_card():
    g = game()
    s = mid_play(g, HANDS, "G", leader=0)
    assert legal(g, s) == ["play R5", "play R9", "play G7", "play Crow"]


def test_you_must_follow_the_led_colour():
    g = game()
    s = mid_play(g, HANDS, "G", leader=0, trick="R5")
    assert legal(g, s) == ["play R6"]  # seat 1 holds one red card
    with pytest.raises(IllegalAction, match="you must follow red: you hold R6"):
        act(g, s, "play Y5")


def test_a_player_who_cannot_follow_may_play_any_card_including_trump():
    g = game()
    s = mid_play(g, ["R5 R9 G7 Crow", "Y5 Y9 B7 G8", "R10 G5 B5 B6", "Y6 Y7 G9 B9"], "G", leader=0, trick="R5")
    assert legal(g, s) == ["play Y5", "play Y9", "play G8", "play B7"]


def test_the_highest_card_of_the_led_colour_wins_when_no_trump_is_played():
    g = game()
    s = mid_play(g, HANDS, "G", leader=0, trick="R9 R6 R10")
    s, events = act(g, s, "play Y6")
    won = [e for e in events if e.kind == "trick_won"][0]
    assert won.seat == 2 and won.value == 10  # R10 wins and counts 10
    assert g.to_act(s) == 2  # the trick winner leads next


def test_the_highest_trump_wins_the_trick():
    g = game()
    s = mid_play(g, ["R5 R9 G7 Crow", "Y5 Y9 B7 G8", "R10 G5 B5 B6", "Y6 Y7 G9 B9"], "G", leader=0,
                 trick="R9 G8 R10")
    s, events = act(g, s, "play G9")
    assert [e for e in events if e.kind == "trick_won"][0].seat == 3


def test_the_crow_is_the_lowest_trump():
    g = game()
    s = mid_play(g, ["R5 R9 G7 Crow", "Y5 Y9 B7 G8", "G5 B5 B6", "Y6 Y7 G9 B9"], "G", leader=1, trick="Y5 G5 Y6")
    s, events = act(g, s, "play Crow")
    assert [e for e in events if e.kind == "trick_won"][0].seat == 2  # the green 5 beats the Crow
    order = g.format_cards(g.t.trump_order(2))
    assert order == "G14 G13 G12 G11 G10 G9 G8 G7 G6 G5 Crow"


def test_the_crow_alone_as_trump_wins_over_plain_cards():
    g = game()
    s = mid_play(g, ["R5 R9 G7 Crow", "R6 Y5 Y9 B7", "R10 G5 B5 B6", "R7 Y7 G9 B9"], "G", leader=1,
                 trick="R6 R10 R7")
    s, events = act(g, s, "play Crow")
    assert [e for e in events if e.kind == "trick_won"][0].seat == 0


def test_the_crow_may_be_played_at_any_time_even_when_able_to_follow():
    g = game()
    s = mid_play(g, ["R5 R9 G7 Crow", "R6 Y5 Y9 B7", "R10 G5 B5 B6", "Y6 Y7 G9 B9"], "G", leader=1, trick="R6 R10 Y6")
    assert legal(g, s) == ["play R5", "play R9", "play Crow"]


def test_a_crow_lead_is_a_trump_lead_the_others_must_play_trump_if_able():
    g = game()
    s = mid_play(g, HANDS, "G", leader=0, trick="Crow")
    assert legal(g, s) == ["play R6", "play Y5", "play Y9", "play B7"]  # seat 1 has no trump: anything
    s, _ = act(g, s, "play Y5")
    assert legal(g, s) == ["play G5"]  # seat 2 must trump
    with pytest.raises(IllegalAction, match=r"trump \(green\) was led: you must play trump: you hold G5"):
        act(g, s, "play B5")


def test_a_player_whose_only_trump_is_the_crow_must_play_it_on_a_trump_lead():
    g = game()
    s = mid_play(g, ["Y6 Y7 G9 B9", "R5 R9 Y8 Crow", "R6 Y5 Y9 B7", "R10 G5 B5 B6"], "G", leader=0, trick="G9")
    assert legal(g, s) == ["play Crow"]
    with pytest.raises(IllegalAction, match="the Crow is your only trump: you must play it"):
        act(g, s, "play R5")


def test_you_cannot_play_a_card_you_do_not_hold():
    g = game()
    with pytest.raises(IllegalAction, match="you do not hold R14"):
        act(g, mid_play(g, HANDS, "G"), "play R14")


def test_trump_cards_follow_trump_not_their_printed_colour_only():
    g = game()
    s = mid_play(g, ["G7 R5", "G8 R6", "G9 R7", "G10 R8"], "G", leader=0, trick="G7")
    assert legal(g, s) == ["play G8"]


def test_tricks_and_points_taken_are_public():
    g = game()
    s = mid_play(g, HANDS, "G", leader=0, trick="R9 R6 R10")
    s, _ = act(g, s, "play Y6")
    for seat in range(4):
        v = g.view(s, seat)
        assert v.points_taken == (10, 0) and v.tricks_won == (1, 0)
        assert v.last_trick[1] == 2
        assert v.to_json()["last_trick"]["plays"][0] == {"seat": 0, "cards": "R9"}
