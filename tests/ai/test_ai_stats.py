"""The arena's statistics on inputs whose answers are known by hand."""

import math

import pytest

from tricktable.ai.arena.stats import bootstrap_ci, mean_ci, paired_difference, percentile, t_quantile


def test_mean_and_t_interval_of_a_small_sample():
    e = mean_ci([1.0, 2.0, 3.0, 4.0, 5.0])
    assert e.mean == 3.0
    assert e.sd == pytest.approx(math.sqrt(2.5))
    half = 2.776 * math.sqrt(2.5) / math.sqrt(5)  # t(0.975, 4 df)
    assert (e.lo, e.hi) == pytest.approx((3.0 - half, 3.0 + half))


def test_large_samples_use_the_normal_quantile():
    xs = [0.0, 2.0] * 50  # mean 1, sd = sqrt(100/99)
    e = mean_ci(xs)
    half = 1.96 * math.sqrt(100 / 99) / 10
    assert (e.lo, e.hi) == pytest.approx((1 - half, 1 + half))
    assert t_quantile(29) == 2.045 and t_quantile(30) == 1.96


def test_paired_difference_removes_the_shared_luck():
    luck = [10.0, -7.0, 3.0, 25.0, -12.0, 0.0]
    a = [x + 1.0 for x in luck]
    b = list(luck)
    d = paired_difference(a, b)
    assert d.mean == 1.0 and d.sd == 0.0 and (d.lo, d.hi) == (1.0, 1.0)


def test_paired_difference_needs_equal_lengths():
    with pytest.raises(ValueError):
        paired_difference([1.0], [1.0, 2.0])


def test_degenerate_samples():
    assert mean_ci([4.0]) == (4.0, 0.0, 1, 4.0, 4.0)
    assert math.isnan(mean_ci([]).mean)


def test_percentiles_interpolate():
    xs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    assert percentile(xs, 50) == 5.5
    assert percentile(xs, 95) == pytest.approx(9.55)
    assert percentile([7.0], 95) == 7.0


def test_bootstrap_is_seeded_and_brackets_the_mean():
    xs = [float(i % 7) for i in range(200)]
    lo, hi = bootstrap_ci(xs, 500, seed=3)
    assert (lo, hi) == bootstrap_ci(xs, 500, seed=3)
    assert lo < sum(xs) / len(xs) < hi


def scored(variant, result, levels_before=None):
    """The arena's per-seat outcomes of the hand whose result's JSON is ``result`` (read back by the rules)."""
    from tricktable.ai.arena.metrics import outcomes
    from tricktable.engine import get_game

    game = get_game(variant)
    return outcomes(game, game.result_from_json(result), levels_before)


def test_hand_outcomes_per_family():
    cb = scored("callbreak/master", {"calls": [4, 2, 3, 3], "tricks": [5, 1, 3, 4], "score": [4, -2, 3, 3]})
    assert [o.points for o in cb] == [4.0, -2.0, 3.0, 3.0]
    assert [o.won for o in cb] == [True, False, False, False] and [o.bid for o in cb] == [True, False, True, True]
    rook = scored("rook/crowsnest", {"declarer": 3, "bid": 80, "trump": "R", "points": [70, 50], "made": False,
                                     "score": [70, -80]})
    assert [o.points for o in rook] == [70.0, -80.0, 70.0, -80.0]
    assert [o.won for o in rook] == [True, False, None, None]  # one record per partnership
    assert [o.bid for o in rook] == [None, None, None, False]  # one record per contract
    assert all(o.points == 0 for o in scored("rook/crowsnest", {"redeal": True}))


def test_a_tie_shares_the_hand_so_hands_won_sum_to_one():
    """Issue 25 item 15: a tie counted as a win for everyone tied, so the arena's "hands won" summed past 100%."""
    cb = scored("callbreak/master", {"calls": [3, 3, 2, 4], "tricks": [3, 3, 2, 5], "score": [3, 3, 2, 4.1]})
    assert [o.won for o in cb] == [0.0, 0.0, 0.0, 1.0]
    tied = scored("callbreak/master", {"calls": [3, 3, 2, 4], "tricks": [3, 3, 2, 5], "score": [3, 3, 2, -4]})
    assert [o.won for o in tied] == [0.5, 0.5, 0.0, 0.0]
    rook = scored("rook/crowsnest", {"declarer": 0, "bid": 90, "trump": "R", "points": [60, 0], "made": False,
                                     "score": [0, 0]})
    assert [o.won for o in rook] == [0.5, 0.5, None, None]
    tractor = scored("shengji/tractor", {"dealer": 0, "trump": "S", "level": "2", "attacker_points": 90,
                                         "kitty_points": 0, "levels": {"0": "2", "1": "2"}, "next_dealer": 1,
                                         "winner": None}, {"0": "2", "1": "2"})
    assert [o.won for o in tractor] == [0.5, 0.5, None, None]
    for variant in ("callbreak/master", "rook/crowsnest"):
        assert sum(o.won for o in scored(variant, {"redeal": True}) if o.won is not None) == 1.0


def test_wilson_interval_of_a_proportion_stays_within_zero_and_one():
    from tricktable.ai.arena.stats import proportion_ci

    e = proportion_ci([1.0, 0.0])  # 1 of 2: the normal interval would be 50% [-19.3, 119.3]
    assert e.mean == 0.5 and 0.0 < e.lo < 0.5 < e.hi < 1.0
    assert (e.lo, e.hi) == pytest.approx((0.0945, 0.9055), abs=1e-4)  # Wilson, z = 1.96
    all_won = proportion_ci([1.0] * 5)
    assert all_won.hi == pytest.approx(1.0) and all_won.lo == pytest.approx(0.5655, abs=1e-4)
    none = proportion_ci([0.0] * 5)
    assert none.lo == pytest.approx(0.0) and 0.0 < none.hi < 0.5
    empty = proportion_ci([])
    assert empty.n == 0 and math.isnan(empty.mean)


def test_arena_rates_are_wilson_intervals():
    from tricktable.ai.arena import run_arena

    out = run_arena("callbreak/master", ["heuristic", "random"], 2, seed=3).to_json()
    for side in out["contestants"].values():
        for key in ("hands_won", "bids_made"):
            lo, hi = side[key]["ci95"]
            assert 0.0 <= lo <= side[key]["mean"] <= hi <= 1.0
