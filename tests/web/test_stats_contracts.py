"""Statistics' "Bids/calls made" counts the contracts seat 0 made, not the bid actions it took (issue 25.5)."""

from __future__ import annotations

from types import SimpleNamespace as NS

from tricktable.interfaces.web.replay import _game_stats


def _row(*hands):
    return NS(status="finished", winner=0, hands=[NS(actions=a, result=r) for a, r in hands])


def test_a_rook_bid_raised_then_set_is_no_contract_made():
    raised_and_set = ([(0, "bid 75"), (1, "bid 80"), (0, "bid 85"), (1, "pass")],
                      {"declarer": 0, "bid": 85, "made": False, "points": [60, 120], "score": [-85, 120]})
    made = ([(0, "bid 70")], {"declarer": 0, "bid": 70, "made": True, "points": [100, 80], "score": [100, 80]})
    partner_made = ([(2, "bid 70")], {"declarer": 2, "bid": 70, "made": True, "points": [100, 80],
                                      "score": [100, 80]})
    theirs = ([(1, "bid 70")], {"declarer": 1, "bid": 70, "made": True, "points": [80, 100], "score": [80, 100]})
    assert _game_stats(_row(raised_and_set))["bids"] == 0
    assert _game_stats(_row(raised_and_set, made, partner_made, theirs))["bids"] == 1


def test_a_callbreak_call_counts_when_it_is_made():
    made = ([(0, "call 3")], {"calls": [3, 2, 4, 3], "tricks": [4, 1, 5, 3], "score": [3.1, -2, 4.1, 3]})
    failed = ([(0, "call 5")], {"calls": [5, 2, 4, 3], "tricks": [4, 2, 4, 3], "score": [-5, 2, 4, 3]})
    assert _game_stats(_row(made, failed))["bids"] == 1
