"""CrowsNest scoring and the match (rook.md §1.8-§1.9, §2)."""

from tricktable.engine import MatchState
from tricktable.games.rook.scoring import RookResult, match_after, score_hand

from .helpers import act, game, mid_play


def scored(us: int, them: int) -> RookResult:
    """A made 70 by seat 0 that changes the scores by ``(us, them)`` (all ``match_after`` reads)."""
    return RookResult(0, 70, "R", (0, 0), True, (us, them))


def score(g, captured, tricks, last_winner, nest_points=0, declarer=0, bid=70):
    return score_hand(g.config, nest_points, declarer, bid, 0, captured, tricks, last_winner)


def test_a_made_bid_scores_the_bid_not_the_points_taken():
    r = score(game(), (100, 20), (7, 2), last_winner=0, bid=80)
    assert r.made and r.score == (80, 20)


def test_the_defenders_always_score_what_they_took():
    r = score(game(), (40, 80), (3, 6), last_winner=1, bid=70)
    assert r.score[1] == 80


def test_a_set_declarer_scores_nothing_and_loses_the_bid():
    r = score(game(), (60, 60), (4, 5), last_winner=1, bid=100)
    assert not r.made and r.score == (-100, 60)


def test_the_nest_counters_go_to_the_team_taking_the_last_trick():
    g = game()
    r = score(g, (50, 40), (5, 4), last_winner=3, nest_points=30, bid=70)
    assert r.points == (50, 70) and not r.made  # the nest's 30 went to the defenders


def test_nest_counters_count_toward_making_the_bid():
    r = score(game(), (55, 35), (5, 4), last_winner=2, nest_points=30, bid=85)
    assert r.points == (85, 35) and r.made


def test_there_is_no_last_trick_bonus_in_crowsnest():
    r = score(game(), (60, 60), (5, 4), last_winner=0)
    assert r.points == (60, 60)


def test_the_result_names_declarer_bid_trump_points_made_and_score():
    g = game()
    s = mid_play(g, ["R14", "R13", "R12", "R11"], "R", leader=0, declarer=0, bid=70, tricks=(4, 4),
                 points=(50, 60))
    s, _ = act(g, s, "play R14", "play R13", "play R12", "play R11")
    assert g.hand_result(s).to_json() == {"declarer": 0, "bid": 70, "trump": "R", "points": [60, 60], "made": False,
                                "score": [-70, 60]}


def test_scores_add_up_and_the_deal_passes_left():
    g = game()
    m = match_after(g.config, MatchState(dealer=3), scored(80, 40))
    assert m.scores == (80, 40) and m.dealer == 0 and m.hand_number == 2 and m.winner is None


def test_the_first_team_to_300_wins():
    g = game()
    m = match_after(g.config, MatchState(dealer=0, scores=(250, 100)), scored(70, 50))
    assert m.winner == 0


def test_when_both_teams_pass_300_in_the_same_hand_the_higher_total_wins():
    g = game()
    m = match_after(g.config, MatchState(dealer=0, scores=(280, 290)), scored(40, 25))
    assert m.scores == (320, 315) and m.winner == 0


def test_an_exact_tie_over_300_means_another_hand():
    g = game()
    m = match_after(g.config, MatchState(dealer=0, scores=(280, 270)), scored(30, 40))
    assert m.scores == (310, 310) and m.winner is None
    assert not g.match_over(m)


def test_negative_totals_are_allowed():
    g = game()
    m = match_after(g.config, MatchState(dealer=0), scored(-120, 30))
    assert m.scores == (-120, 30)


def test_the_view_shows_the_match_scores_and_target():
    g = game()
    from .helpers import start

    v = g.view(start(g, scores=(120, -40)), 0).to_json()
    assert v["scores"] == [120, -40] and v["target"] == 300
