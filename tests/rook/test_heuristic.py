"""The Rook heuristic player: legal, sensible choices from a seat's view only."""

import pytest

from tricktable.ai import RandomPlayer, make_player
from tricktable.ai.heuristic.rook import HeuristicPlayer
from tricktable.games.rook import PRESETS
from tricktable.table import Table

from .helpers import act, cards, game, mid_play, start


def choose(g, state, seed=0):
    seat = g.to_act(state)
    return g.format_action(HeuristicPlayer(g, seed).choose(g, g.view(state, seat), g.candidate_actions(state)))


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_choice_is_legal_in_every_preset(preset):
    g = game(preset)
    players = [make_player("heuristic", g, i) for i in range(4)]
    for seed in range(3):
        s = start(g, seed, dealer=seed % 4)
        while (seat := g.to_act(s)) is not None:
            a = players[seat].choose(g, g.view(s, seat), g.candidate_actions(s))
            s, _ = g.apply(s, a, seat)


def test_the_heuristic_team_beats_a_random_team():
    g = game()
    wins = 0
    for m in range(3):
        players = [HeuristicPlayer(g, m), RandomPlayer(m), HeuristicPlayer(g, m + 5), RandomPlayer(m + 9)]
        wins += Table(g, players, seed=40 + m).play().winner == 0
    assert wins == 3


def deal_with(g, seat0: str):
    from tricktable.engine import Deal

    mine = cards(seat0)
    rest = [c for c in g.deck() if c not in mine]
    return Deal((mine, tuple(rest[0:9]), tuple(rest[9:18]), tuple(rest[18:27])), tuple(rest[27:32]))


def test_it_passes_a_weak_hand_and_bids_a_strong_one_within_the_range():
    g = game()
    weak = g.start_hand(g.new_match(3), deal_with(g, "R5 R6 Y5 Y7 G6 G8 B5 B7 B8"))
    assert choose(g, weak) == "pass"
    strong = g.start_hand(g.new_match(3), deal_with(g, "G14 G13 G12 G11 G10 G9 R14 Y14 B14"))
    bid = choose(g, strong)
    assert bid.startswith("bid") and 70 <= int(bid.split()[1]) <= 120


def test_a_dealer_stuck_with_the_bid_bids_the_minimum():
    g = game(all_pass="dealer_forced_min")
    s, _ = act(g, start(g, dealer=3), "pass", "pass", "pass")
    assert choose(g, s) == "bid 70"


def test_the_discard_keeps_trumps_and_voids_a_short_colour():
    g = game()
    s, _ = act(g, start(g, 4, dealer=3), "bid 70", "pass", "pass", "pass")
    before = set(g.view(s, 0).hand)
    action = HeuristicPlayer(g).choose(g, g.view(s, 0), g.legal_actions(s))
    g.check(s, action)
    kept = [c - 64 for c in before - set(action.cards)]
    colour, _ = HeuristicPlayer(g).best_trump(kept)
    trumps_before = [c for c in before if g.t.beat[colour][colour][c - 64] >= 0]
    assert not set(trumps_before) & set(action.cards)


def test_it_feeds_a_counter_to_the_partners_winning_trick():
    g = game()
    # seat 2 (partner of 0) has won the trick with the boss R14; seat 0 is last and cannot follow
    s = mid_play(g, ["Y10 Y6 B7", "Y5 B5", "G5 B6", "Y7 B9"], "G", leader=1, trick="R13 R14 R6")
    assert choose(g, s) == "play Y10"


def test_it_feeds_the_crow_to_the_partners_winning_trick():
    g = game()
    s = mid_play(g, ["Crow Y6 B7", "Y5 B5", "G5 B6", "Y7 B9"], "G", leader=1, trick="R13 R14 R6")
    assert choose(g, s) == "play Crow"


def test_it_wins_with_the_cheapest_winner_when_last():
    g = game()
    s = mid_play(g, ["R12 R13 R14 Y6", "Y5 B5", "G5 B6", "Y7 B9"], "G", leader=1, trick="R9 R6 R11")
    assert choose(g, s) == "play R12"


def test_it_ducks_low_when_it_cannot_win():
    g = game()
    s = mid_play(g, ["R7 R10 R12 Y6", "Y5 B5", "G5 B6", "Y7 B9"], "G", leader=1, trick="R14 R6 R11")
    assert choose(g, s) == "play R7"  # not the 10 (a counter) and not the 12


def test_the_declaring_side_leads_its_top_trump_to_pull_trumps():
    g = game()
    s = mid_play(g, ["G14 G6 R5 Y6", "G9 Y5 B5 R6", "R7 G5 B6 B8", "G11 Y7 B9 R8"], "G", leader=0, declarer=0)
    assert choose(g, s) == "play G14"


def test_it_sees_only_the_view():
    g = game()
    s = start(g)
    view = g.view(s, 1)
    assert not hasattr(view, "hands")
    HeuristicPlayer(g).choose(g, view, g.legal_actions(s))


def test_a_declarer_with_long_trumps_buries_a_low_crow_in_the_nest():
    from tricktable.engine import Deal

    g = game()
    mine = cards("G14 G13 G12 G11 G10 G9 G8 R14 Y14")
    nest = cards("G7 G6 Crow R5 Y5")
    rest = [c for c in g.deck() if c not in mine + nest]
    deal = Deal((mine, tuple(rest[0:9]), tuple(rest[9:18]), tuple(rest[18:27])), nest)
    s, _ = act(g, g.start_hand(g.new_match(3), deal), "bid 70", "pass", "pass", "pass")
    action = HeuristicPlayer(g).choose(g, g.view(s, 0), g.legal_actions(s))
    assert 120 in action.cards  # the Crow (20 points) goes into the nest
    assert not set(cards("G14 G13 G12 G11 G10")) & set(action.cards)
