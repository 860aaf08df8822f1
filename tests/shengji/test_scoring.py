"""§2.6 scoring and level change (SCO-*), §2.7 match end (END-*), and the kitty-multiplier option."""

import pytest
from sj_helpers import c, deal_with, start

from tricktable.games.shengji.ordering import POINTS
from tricktable.games.shengji.scoring import kitty_bonus, level_change, score_hand
from tricktable.games.shengji.state import OVER

KITTY_20 = c("TH KD 3C 4C 6C 7C 8C 9C")


def finished(p_attackers, last_winner, n_last=1, kitty=KITTY_20, dealer=0, levels=(0, 0), options=None):
    """A finished hand state: attackers took ``p_attackers`` card points, ``last_winner`` won the last trick."""
    game, st = start(deal_with({}), dealer=dealer, deal_number=2, levels=levels, options=options)
    att = (dealer + 1) % 2
    pts = [0, 0]
    pts[att] = p_attackers
    pts[1 - att] = 200 - p_attackers - sum(POINTS[x] for x in kitty)
    plays = tuple((s, (0,) * n_last) for s in range(4))
    st = st._replace(phase=OVER, to_act=-1, trump=0, buried=tuple(kitty), points=tuple(pts),
                     last_trick=(plays, last_winner))
    return game, st


def test_SCO_1_defender_wins_last_trick_kitty_ignored_defenders_plus_one():
    game, st = finished(75, last_winner=2)
    r = game.hand_result(st).to_json()
    assert (r["attacker_points"], r["kitty_points"], r["levels"], r["next_dealer"], r["winner"]) == (
        75, 20, {"0": "3", "1": "2"}, 2, None)


def test_SCO_2_attacker_last_single_doubles_the_kitty_and_takes_over():
    game, st = finished(75, last_winner=1, n_last=1)
    r = game.hand_result(st).to_json()
    assert (r["attacker_points"], r["levels"], r["next_dealer"]) == (115, {"0": "2", "1": "2"}, 1)


def test_SCO_3_attacker_last_pair_quadruples_the_kitty():
    game, st = finished(35, last_winner=3, n_last=2)
    r = game.hand_result(st).to_json()
    assert r["attacker_points"] == 115 and r["next_dealer"] == 1


@pytest.mark.parametrize(
    "points,expected",
    [(0, (True, 3)), (5, (True, 2)), (35, (True, 2)), (40, (True, 1)), (75, (True, 1)), (80, (False, 0)),
     (115, (False, 0)), (120, (False, 1)), (155, (False, 1)), (160, (False, 2)), (200, (False, 3)),
     (240, (False, 4))],
)
def test_SCO_5_level_table(points, expected):
    assert level_change(points) == expected


def test_SCO_6_kitty_ignored_when_defenders_win_the_last_trick():
    kitty = c("TH TH KD 3C 4C 6C 7C 8C")  # 30 points
    game, st = finished(60, last_winner=0, n_last=4, kitty=kitty)
    assert game.hand_result(st).to_json()["attacker_points"] == 60


def test_SCO_7_takeover_makes_the_new_dealer_team_level_the_deal_level():
    game, st = finished(100, last_winner=0, dealer=0, levels=(3, 1))  # X (team 0) at 5, Y (team 1) at 3
    from tricktable.games.shengji.rules import TractorMatch

    match = game.finish_hand(TractorMatch(dealer=0, hand_number=2, levels=(3, 1)), st)
    assert (match.dealer, match.levels, match.hand_number) == (1, (3, 1), 3)
    nxt = game.start_hand(match, deal_with({}))
    assert (nxt.level, nxt.dealer, nxt.to_act) == (1, 1, 1)


def test_END_1_team_at_K_defending_with_zero_wins_by_default():
    game, st = finished(0, last_winner=0, levels=(11, 4))
    r = game.hand_result(st).to_json()
    assert r["winner"] == 0 and r["levels"]["0"] == "A+2"


def test_END_1_must_defend_a_caps_the_level_at_A():
    game, st = finished(0, last_winner=0, levels=(11, 4), options={"must_defend_a": True})
    r = game.hand_result(st).to_json()
    assert r["winner"] is None and r["levels"]["0"] == "A"


@pytest.mark.parametrize("must", [False, True])
def test_END_2_team_at_A_defending_wins_in_both_modes(must):
    game, st = finished(60, last_winner=0, levels=(12, 4), options={"must_defend_a": must})
    assert game.hand_result(st).to_json()["winner"] == 0


def test_attackers_passing_A_win_by_default_but_not_under_must_defend_a():
    assert score_hand((3, 11), 0, 160, 0, 0, 1).winner == 1
    assert score_hand((3, 11), 0, 160, 0, 0, 1, must_defend_a=True).winner is None


def test_kitty_multiplier_times_and_power():
    assert [kitty_bonus(10, n) for n in (1, 2, 4, 6)] == [20, 40, 80, 120]
    assert [kitty_bonus(10, n, "power") for n in (1, 2, 4, 6)] == [20, 40, 160, 640]
    game, st = finished(0, last_winner=1, n_last=4, options={"kitty_multiplier": "power"})
    assert game.hand_result(st).to_json()["attacker_points"] == 20 * 16


def test_match_over_after_a_winning_hand():
    game, st = finished(0, last_winner=0, levels=(11, 4))
    from tricktable.games.shengji.rules import TractorMatch

    match = game.finish_hand(TractorMatch(dealer=0, hand_number=9, levels=(11, 4)), st)
    assert game.match_over(match) and match.winner == 0
