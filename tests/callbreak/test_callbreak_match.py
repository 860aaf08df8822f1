"""Matches with the Table: open-ended (master), 5 rounds (standard), dealer rotation, the weak-hand redeal."""

from callbreak_builders import game

from tricktable.ai.base import RandomPlayer
from tricktable.ai.heuristic.callbreak import HeuristicPlayer
from tricktable.games.callbreak import leader, leaders, stop_match
from tricktable.games.callbreak.match import new_callbreak_match
from tricktable.table import Table


def players(g, seed=0):
    return [HeuristicPlayer(g, seed + i) for i in range(4)]


def test_master_match_is_open_ended_and_the_leader_wins_when_the_players_stop():
    g = game()
    t = Table(g, players(g), seed=5)
    t.play(max_hands=6)
    assert not g.match_over(t.match) and t.match.hand_number == 7
    assert len(t.match.hands) == 6
    assert t.match.scores == tuple(
        round(sum(h.score[s] for h in t.match.hands), 1) for s in range(4)
    )
    ended = g.stop_match(t.match)
    assert g.match_over(ended) and ended.winner == leader(t.match)
    assert t.match.scores[ended.winner] == max(t.match.scores)


def test_the_interface_stops_an_open_ended_match_with_keep_going():
    g = game()
    t = Table(g, players(g), seed=6)
    t.play(keep_going=lambda match: match.hand_number <= 3)
    assert t.match.hand_number == 4 and not t.over()


def test_deal_passes_to_the_next_seat_each_round():
    g = game()
    t = Table(g, players(g), seed=7, first_dealer=2)
    dealers = [t.play_hand().dealer for _ in range(5)]
    assert dealers == [2, 3, 0, 1, 2]


def test_standard_match_lasts_five_rounds_and_the_highest_total_wins():
    g = game("callbreak/standard")
    t = Table(g, players(g, 10), seed=8)
    record = t.play()
    assert len(record.hands) == 5 and t.over()
    assert record.winner == max(range(4), key=lambda s: t.match.tenths[s])
    assert leaders(t.match) == [record.winner]


def test_a_tie_after_the_last_round_plays_on_until_one_seat_leads_alone():
    g = game("callbreak/standard", rounds=1)
    m = new_callbreak_match(0)
    result = {"calls": [2, 2, 1, 1], "tricks": [2, 2, 0, 0], "score": [2, 2, -1, -1]}
    from tricktable.games.callbreak.match import add_round

    tied = add_round(m, (20, 20, -10, -10), result, g.config.rounds)
    assert tied.winner is None and leaders(tied) == [0, 1]
    settled = add_round(tied, (-10, 10, 0, 0), result, g.config.rounds)
    assert settled.winner == 1


def test_stopping_a_tied_match_gives_it_to_the_lowest_seat():
    m = new_callbreak_match(0, tenths=(30, 50, 50, 10))
    assert leaders(m) == [1, 2] and stop_match(m).winner == 1


def test_weak_hands_are_redealt_by_the_same_dealer_when_the_option_is_on():
    g = game(redeal_weak_hands=True)
    t = Table(g, [RandomPlayer(i) for i in range(4)], seed=1)
    redeals = 0
    for _ in range(40):
        before = (t.match.dealer, t.match.hand_number)
        hand = t.play_hand()
        if hand.result == {"redeal": True}:
            redeals += 1
            assert hand.actions == [] and (t.match.dealer, t.match.hand_number) == before
        else:
            assert t.match.hand_number == before[1] + 1
    assert redeals > 0  # weak hands are common: about one deal in four has one


def test_without_the_option_weak_hands_are_played():
    g = game()
    t = Table(g, [RandomPlayer(i) for i in range(4)], seed=1)
    assert all(t.play_hand().result.get("redeal") is None for _ in range(10))


def test_the_view_carries_the_match_totals_before_the_round():
    """A bot needs the running totals (the Bhoos protocol's totalPoints): the view shows them, exact tenths."""
    from tricktable.engine import get_game
    from tricktable.engine.match import deal_for
    from tricktable.games.callbreak.match import new_callbreak_match

    game = get_game("callbreak/standard")
    match = new_callbreak_match(2, 3, (41, -30, 0, 82))
    state = game.start_hand(match, deal_for(game, 1, 3, 2))
    view = game.view(state, 0)
    assert view.scores == (4.1, -3, 0, 8.2) and view.round == 3
    assert view.to_json()["scores"] == [4.1, -3, 0, 8.2]


def test_a_scenario_may_give_the_totals_before_the_round():
    from tricktable.engine import get_game
    from tricktable.games.callbreak.match import new_callbreak_match

    game = get_game("callbreak/standard")
    match = new_callbreak_match(1, 4, (41, -30, 0, 82))
    fields = game.scenario_fields(match)
    assert fields == {"dealer": 1, "round": 4, "scores": [4.1, -3, 0, 8.2]}
    assert game.match_from_scenario(fields) == match
