"""What a seat sees: its own cards, the public table, the nest only as declarer."""

import json

from .helpers import act, game, start

KEYS = {"variant", "seat", "phase", "to_act", "dealer", "hand", "hand_counts", "trick", "leader", "last_trick", "trump",
        "history", "bids", "high_bid", "declarer", "contract", "points_taken", "tricks_won", "nest", "my_discards",
        "scores", "target", "tricks"}


def through_exchange(g):
    s, _ = act(g, start(g, dealer=3), "bid 70", "pass", "bid 75", "pass", "pass")  # seat 2 declares at 75
    hand = g.view(s, 2).hand
    return act(g, s, "discard " + g.format_cards(hand[-5:]), "trump B")[0]


def test_the_view_has_the_common_keys_and_the_rook_keys():
    g = game()
    data = g.view(start(g), 0).to_json()
    assert set(data) == KEYS
    assert "legal" not in data
    json.dumps(data)


def test_bids_show_each_seats_last_bid_or_pass():
    g = game()
    s, _ = act(g, start(g, dealer=3), "bid 70", "pass", "bid 75")
    data = g.view(s, 1).to_json()
    assert data["bids"] == [70, "pass", 75, None]
    assert data["high_bid"] == 75 and data["declarer"] == 2 and data["contract"] is None


def test_other_seats_see_that_the_declarer_discarded_but_not_what():
    g = game()
    s = through_exchange(g)
    mine = g.view(s, 2).to_json()["history"]
    theirs = g.view(s, 1).to_json()["history"]
    assert [h["action"] for h in theirs if h["action"].startswith("discard")] == ["discard"]
    assert len([h for h in mine if h["action"].startswith("discard ")][0]["action"].split()) == 6
    assert g.view(s, 2).to_json()["my_discards"] is not None
    assert g.view(s, 0).to_json()["my_discards"] is None


def test_the_contract_and_trump_are_public_once_named():
    g = game()
    s = through_exchange(g)
    data = g.view(s, 3).to_json()
    assert data["contract"] == {"declarer": 2, "bid": 75, "trump": "B"} and data["trump"] == "B"
    assert data["to_act"] == 0 and data["leader"] == 0  # left of dealer 3


def test_the_hand_is_shown_trumps_first_strongest_first():
    g = game()
    s = through_exchange(g)
    view = g.view(s, 2)
    groups = g.hand_groups(view, view.hand)
    assert [c for _, cs in groups for c in cs] == list(view.hand)
    if groups[0][0].startswith("trump"):
        row = g.t.beat[3][3]
        strengths = [row[c - 64] for c in groups[0][1]]
        assert strengths == sorted(strengths, reverse=True)


def test_hand_counts_are_public():
    g = game()
    s = through_exchange(g)
    assert g.view(s, 1).hand_counts == (9, 9, 9, 9)


def test_events_read_as_english():
    from tricktable.engine import Event

    g = game()
    s, events = act(g, start(g, dealer=3), "bid 70", "pass", "pass", "pass")
    lines = [g.describe(e) for e in events]
    assert lines[:2] == ["seat 0 bids 70", "seat 1 passes"]
    assert "seat 0 wins the auction at 70" in lines
    assert g.describe(Event("hand_started", 3, value=1)) == "seat 3 deals hand 1"
