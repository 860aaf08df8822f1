"""What a seat sees: its own cards, the public table, the nest only as declarer."""

import json

from .helpers import act, game, start

KEYS = {"variant", "seat", "phase", "to_act", "dealer", "hand", "hand_counts", "trick", "leader", "last_trick", "trump",
        "history", "bids", "high_bid", "declarer", "contract", "points_taken", "tricks_won", "nest", "my_discards",
        "scores", "target", "nest_end", "tricks"}


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


def play_out(g, s):
    """Play the hand to its end with the first legal card each time; the final state and all events."""
    events = []
    while g.to_act(s) is not None:
        s, evs = g.apply(s, g.legal_actions(s)[0], g.to_act(s))
        events.extend(evs)
    return s, events


def test_the_nest_is_turned_face_up_for_everyone_once_the_hand_is_over():
    g = game()
    s = through_exchange(g)
    buried = g.view(s, 2).to_json()["my_discards"]
    assert g.view(s, 0).to_json()["nest_end"] is None  # hidden while the hand is played
    over, events = play_out(g, s)
    shown = [e for e in events if e.kind == "nest_turned_up"]
    assert len(shown) == 1 and shown[0].visible_to == -1 and g.format_cards(shown[0].cards) == buried
    last_winner = over.last[2]
    for seat in range(4):
        end = g.view(over, seat).to_json()["nest_end"]
        assert end["cards"] == buried and end["team"] == last_winner % 2  # CrowsNest: the nest goes to the last trick
        assert end["points"] == shown[0].value == sum(g.t.points[c - 64] for c in shown[0].cards)


def test_the_nest_goes_to_the_declarers_team_when_the_variant_says_so():
    g = game(nest_points_to="declarer")
    over, _ = play_out(g, through_exchange(g))
    assert g.view(over, 1).to_json()["nest_end"]["team"] == 0  # seat 2 declared


def test_a_variant_without_a_nest_turns_nothing_up():
    g = game("partnership")
    s = start(g, dealer=3)
    over, events = play_out(g, s)
    assert not [e for e in events if e.kind == "nest_turned_up"]
    assert g.view(over, 0).to_json()["nest_end"] is None


def test_a_spectator_never_sees_the_nest_not_even_when_everybody_passes():
    # (a hand nobody declared has no declarer: the spectator, who is no seat either, is not the declarer)
    g = game()
    s, _ = act(g, start(g), "pass", "pass", "pass", "pass")
    public = g.view(s, None).to_json()
    assert public["nest"] is None and public["my_discards"] is None and public["hand"] == []
    s = through_exchange(g)
    assert g.view(s, None).to_json()["my_discards"] is None


def test_a_hand_grouped_again_is_grouped_the_same_and_a_caller_may_change_its_copy():
    from tricktable.games.rook import view as rook_view

    g = game()
    s = through_exchange(g)
    hand = list(g.view(s, 2).hand)
    first = g.hand_groups(s, hand)
    first[0][1].clear()  # a caller's own copy
    again = g.hand_groups(s, hand)
    assert again == reference_groups(g, s.trump, hand) and again[0][1]
    assert g.hand_groups(None, hand) == reference_groups(g, None, hand)  # before trump: the bird on its own
    g.group_memo.update({(i, ()): () for i in range(rook_view.MAX_GROUPS_KEPT)})
    g.hand_groups(s, hand[1:])  # a hand not kept yet
    assert len(g.group_memo) == 1  # the memo never grows past its bound


def reference_groups(g, trump, cards):
    """The display grouping said plainly: trumps strongest first (once named), each other colour high to low, then
    (before trump) the special cards; each group's cards in the order given where their strengths tie."""
    from tricktable.cards.notation import COLOUR_NAMES
    from tricktable.games.rook.tables import SPECIAL_SUIT

    t = g.t
    ixs = [c - 64 for c in cards]
    groups = []
    if trump is not None:
        row = t.beat[trump][trump]
        trumps = sorted((ix for ix in ixs if row[ix] >= 0), key=lambda ix: -row[ix])
        if trumps:
            groups.append((f"trump {COLOUR_NAMES[trump]}", [ix + 64 for ix in trumps]))
    for colour in range(4):
        if colour != trump:
            mine = sorted((ix for ix in ixs if t.colour[ix] == colour), key=lambda ix: -t.strength[ix])
            if mine:
                groups.append((COLOUR_NAMES[colour], [ix + 64 for ix in mine]))
    if trump is None:
        special = sorted((ix for ix in ixs if t.colour[ix] == SPECIAL_SUIT), key=lambda ix: -t.strength[ix])
        if special:
            groups.append(("special", [ix + 64 for ix in special]))
    return groups


def test_the_grouping_is_the_plain_one_on_random_hands_of_every_variant_in_any_order():
    """Every preset, every trump and none: random hands (and the same hand in its display order, and shuffled,
    which the memo keeps as one entry) are grouped as ``reference_groups`` says."""
    import random

    from tricktable.engine import get_game
    from tricktable.engine.registry import variants

    rng = random.Random(7)
    keys = [v.key for v in variants() if v.key.startswith("rook/")]
    assert len(keys) >= 5
    for key in keys:
        g = get_game(key)
        for trump in (None, 0, 1, 2, 3):
            for _ in range(60):
                cards = rng.sample(g.t.deck, rng.randint(0, min(16, len(g.t.deck))))
                want = reference_groups(g, trump, cards)
                assert g.hand_groups(trump, cards) == want, (key, trump, cards)
                shown = [c for _, ids in want for c in ids]
                assert g.hand_groups(trump, shown) == want
                rng.shuffle(cards)
                assert g.hand_groups(trump, cards) == reference_groups(g, trump, cards)


def test_a_view_built_from_the_states_before_it_is_the_view_built_from_nothing():
    """The public parts of a view (``view._public``) grow from the state one action before when the game kept it:
    over whole random hands of every preset, two tables' hands interleaved (so that kept states of another hand
    sit in between), every seat's and a spectator's view after each action equals the view the game builds with
    nothing kept."""
    import random

    from tricktable.engine import get_game
    from tricktable.engine.registry import variants

    from .helpers import seeded_deal

    rng = random.Random(11)
    for key in [v.key for v in variants() if v.key.startswith("rook/")]:
        g = get_game(key)
        fresh = get_game(key, {"target": g.config.target})  # another game object: its memo is its own
        assert fresh is not g
        tables = []
        for seed in (1, 2):
            match = g.match_from_scenario({"dealer": seed % 4, "scores": [0, 0]})
            tables.append(g.start_hand(match, seeded_deal(g, seed, seed % 4)))
        while any(not g.is_over(s) for s in tables):
            for i, s in enumerate(tables):
                if g.is_over(s):
                    continue
                s = tables[i] = g.apply(s, rng.choice(g.legal_actions(s)))[0]
                for seat in (0, 1, 2, 3, None):
                    fresh.public_memo.clear()
                    assert g.view(s, seat) == fresh.view(s, seat), (key, seat)
