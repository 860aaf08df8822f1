"""The Callbreak heuristic player: calls from hand strength, plays to make its call exactly, stays legal."""

import pytest
from callbreak_builders import card, game, position

from tricktable.ai.base import RandomPlayer
from tricktable.ai.heuristic.callbreak import HeuristicPlayer, estimate_tricks
from tricktable.cards import parse_cards
from tricktable.table import Table

WEAK = "2S 3H 4H 5H 7H 2D 4D 6D 8D 3C 5C 7C 9C"
STRONG = "AS KS QS JS TS 9S 8S 7S AH KH AD KD AC"
MEDIUM = "AS KS 4S AH 5H 3H 8D 6D 2D QC 9C 4C 3C"


def call_of(key, hand, **options):
    g = game(key, **options)
    return HeuristicPlayer(g).call_for(parse_cards(hand))


def test_weak_hand_calls_the_minimum():
    assert call_of("callbreak/master", WEAK) == 2
    assert call_of("callbreak/standard", WEAK) == 1


def test_strength_counts_high_spades_and_aces():
    assert estimate_tricks(parse_cards(MEDIUM)) >= 3
    assert 3 <= call_of("callbreak/master", MEDIUM) <= 5


def test_bonus_jump_only_with_a_hand_that_justifies_it():
    assert call_of("callbreak/master", STRONG) >= 8  # 8 spades from the top and three aces
    assert call_of("callbreak/master", MEDIUM) < 8


def test_no_call_above_the_maximum():
    assert call_of("callbreak/standard", STRONG) == 8


def _choose(g, state, calls, won):
    state = state._replace(calls=calls, tricks=won)
    view = g.view(state, g.to_act(state))
    return HeuristicPlayer(g).choose(g, view, g.legal_actions(state)).cards[0]


def test_below_its_call_the_last_player_wins_as_cheaply_as_possible():
    g = game()
    s = position(g, "AH QH 3H 2S", trick="TH 5H JH", leader=1)  # seat 0 plays last
    assert _choose(g, s, (4, 2, 2, 2), (1, 0, 0, 0)) == card("QH")


def test_once_the_call_is_reached_it_ducks_with_its_highest_losing_card():
    g = game()
    s = position(g, "AH QH 9H 3H 2S", trick="TH JH", leader=2)
    assert _choose(g, s, (3, 2, 2, 2), (3, 0, 0, 0)) == card("9H")


def test_void_it_trumps_while_below_its_call_and_discards_once_reached():
    g = game(must_overtrump_when_void=False)
    s = position(g, "2S 4D 9C", trick="AH KH", leader=2)
    assert _choose(g, s, (3, 2, 2, 2), (1, 0, 0, 0)) == card("2S")
    assert _choose(g, s, (3, 2, 2, 2), (3, 0, 0, 0)) == card("9C")


@pytest.mark.parametrize("key", ["callbreak/master", "callbreak/standard"])
def test_heuristic_only_plays_legal_actions_and_beats_random_players(key):
    g = game(key)
    t = Table(g, [HeuristicPlayer(g, 1), RandomPlayer(2), HeuristicPlayer(g, 3), RandomPlayer(4)], seed=11)
    for _ in range(8):
        t.play_hand()  # Table.apply validates every action
    totals = t.match.tenths
    assert min(totals[0], totals[2]) > max(totals[1], totals[3])
