"""The engine's shared pieces: action text forms, the seeded deal, seats."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tricktable.engine import (
    Action,
    MalformedAction,
    hand_seed,
    next_seat,
    parse_action,
    partner,
    shuffled,
    split_deal,
    team,
)


@pytest.mark.parametrize(
    "text",
    ["bid 85", "pass", "discard R5 G5 Y10 B14 Rook", "trump R", "play R14", "declare 2H 2H", "play AS AS", "play 5D 5D 6D 6D"],
)
def test_action_text_round_trips(text):
    assert str(parse_action(text)) == text


@pytest.mark.parametrize("text", ["bid 85", "pass", "discard R5 G5 Y10 B14 Rook", "trump R", "play R14", "play 5D 5D 6D 6D"])
def test_action_repr_evaluates_back_to_the_same_action(text):
    action = parse_action(text)
    assert eval(repr(action), {"Action": Action}) == action


def test_action_aliases():
    assert parse_action("trump red") == parse_action("trump R")
    assert parse_action("call 4") == parse_action("bid 4")
    assert parse_action("PLAY 10d") == parse_action("play TD")


@pytest.mark.parametrize(
    "text, reason",
    [("", "empty"), ("bid eighty", "whole number"), ("trump purple", "colour"), ("play", "needs cards"),
     ("jump R5", "not an action"), ("play R99", "R99"), ("pass now", "nothing after")],
)
def test_malformed_actions_say_why(text, reason):
    with pytest.raises(MalformedAction, match=reason):
        parse_action(text)


def test_actions_sort_deterministically():
    acts = [parse_action(t) for t in ["play R14", "bid 80", "pass", "bid 75"]]
    assert sorted(acts) == sorted(reversed(acts))
    assert isinstance(acts[0], Action)


def test_seats_in_play_order():
    assert next_seat(3) == 0
    assert partner(1) == 3
    assert [team(s) for s in range(4)] == [0, 1, 0, 1]


@given(st.integers(0, 2**40), st.integers(0, 500))
def test_same_seed_same_deal(seed, n):
    deck = list(range(52))
    assert shuffled(deck, hand_seed(seed, n)) == shuffled(deck, hand_seed(seed, n))
    assert sorted(shuffled(deck, hand_seed(seed, n))) == deck


def test_split_deal_deals_from_the_given_seat_and_keeps_the_rest_in_order():
    deal = split_deal(list(range(41)), 9, 5, first_seat=1)
    assert deal.hands[1][0] == 0 and deal.hands[2][0] == 1
    assert deal.extra == (36, 37, 38, 39, 40)
    assert sorted(c for h in deal.hands for c in h) + list(deal.extra) == list(range(41))


def test_private_events_reach_only_their_seat_and_public_copies_can_skip_it():
    from tricktable.engine import Event

    private = Event("discarded", 1, (70, 71), visible_to=1)
    public = Event("discarded", 1, value=2, hidden_from=1)
    assert [private.visible(s) for s in range(4)] == [False, True, False, False]
    assert [public.visible(s) for s in range(4)] == [True, False, True, True]


def test_the_strongest_card_takes_the_trick_and_ties_stay_with_the_earlier_play():
    from tricktable.engine.tricks import best_of_four

    strength = {10: 1, 11: 5, 12: 5, 13: 3}
    assert best_of_four(strength, 10, 11, 12, 13) == 1  # 11 and 12 tie: the earlier play keeps it
    assert best_of_four(strength, 13, 10, 10, 10) == 0
    assert best_of_four(strength, 10, 10, 10, 13) == 3


def test_action_texts_are_kept_for_single_cards_only_so_the_kept_texts_stay_few():
    from itertools import combinations

    from tricktable.cards import format_card, rook
    from tricktable.engine import actions

    cards = [rook(c, n) for c in "RYGB" for n in range(5, 15)]
    before = len(actions._TEXTS)
    for five in combinations(cards[:12], 5):  # 792 discards: written, not kept
        assert actions.format_action(actions.discard(*five)) == "discard " + " ".join(format_card(c) for c in five)
    assert len(actions._TEXTS) == before
    play = actions.play(cards[0])
    assert actions.format_action(play) == "play R5" and actions._TEXTS[(play, "Rook")] == "play R5"
