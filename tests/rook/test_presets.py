"""The six classic Rook versions (rook.md §3-§8, parameter sheet §13)."""

import pytest

from tricktable.ai import make_player
from tricktable.games.rook.scoring import score_hand
from tricktable.table import Table

from .helpers import act, game, legal, mid_play, start

# preset: (deck size, hand, nest, card points, total points, min bid, max bid, made bid scores)
SHEET = {
    "crowsnest": (41, 9, 5, 120, 120, 70, 120, "bid"),
    "tournament": (41, 9, 5, 120, 120, 70, 120, "captured"),
    "partnership": (56, 14, 0, 100, 120, 70, 120, "captured"),
    "one-high": (57, 13, 5, 180, 180, 100, 180, "captured"),
    "red-one": (42, 9, 6, 150, 150, 70, 150, "captured"),
    "buckeye": (45, 10, 5, 180, 180, 100, 180, "captured"),
    "dixie": (56, 13, 4, 100, 120, 70, 120, "captured"),
}

# trump order (red trump), strongest first
TRUMP_ORDER = {
    "crowsnest": "R14 R13 R12 R11 R10 R9 R8 R7 R6 R5 Crow",
    "tournament": "Rook R14 R13 R12 R11 R10 R9 R8 R7 R6 R5",
    "partnership": "R14 R13 R12 R11 R10 R9 R8 R7 R6 R5 R4 R3 R2 R1",
    "one-high": "Rook R1 R14 R13 R12 R11 R10 R9 R8 R7 R6 R5 R4 R3 R2",
    "red-one": "R1 Rook R14 R13 R12 R11 R10 R9 R8 R7 R6 R5",
    "buckeye": "Rook R1 R14 R13 R12 R11 R10 R9 R8 R7 R6 R5",
    "dixie": "R14 R13 R12 R11 R10 R9 R8 R7 R6 R5 R4 R3 R2 R1",
}


@pytest.mark.parametrize("preset", sorted(SHEET))
def test_deck_hands_nest_points_and_bid_range_follow_the_parameter_sheet(preset):
    g = game(preset)
    deck, hand, nest, card_points, total, low, high, made = SHEET[preset]
    cfg = g.config
    assert (len(g.deck()), g.hand_size, g.extra_size) == (deck, hand, nest)
    assert sum(g.t.points[c - 64] for c in g.deck()) == card_points == cfg.card_points
    assert cfg.total_points == total
    bids = [a for a in legal(g, start(g)) if a.startswith("bid")]
    assert (bids[0], bids[-1]) == (f"bid {low}", f"bid {high}")
    assert cfg.made_bid_scores == made
    assert cfg.target == 300 and cfg.first_lead == "left_of_dealer" and cfg.all_pass == "redeal"


@pytest.mark.parametrize("preset", sorted(TRUMP_ORDER))
def test_trump_order(preset):
    g = game(preset)
    assert g.format_cards(g.t.trump_order(0)) == TRUMP_ORDER[preset]


def test_plain_colours_rank_1_high_only_in_one_high_and_buckeye():
    assert game("one-high").format_cards(game("one-high").t.plain_order(1)).startswith("Y1 Y14 Y13")
    assert game("buckeye").format_cards(game("buckeye").t.plain_order(1)).startswith("Y1 Y14 Y13")
    assert game("partnership").format_cards(game("partnership").t.plain_order(1)).endswith("Y2 Y1")
    assert game("dixie").format_cards(game("dixie").t.plain_order(1)).endswith("Y2 Y1")


@pytest.mark.parametrize("preset", ["tournament", "one-high", "buckeye", "red-one"])
def test_the_rook_is_a_high_trump_that_may_be_played_any_time_and_takes_the_trick(preset):
    g = game(preset)
    s = mid_play(g, ["R5 R9 G7 Rook", "R6 Y5 Y9 B7", "R10 G8 B5 B6", "R7 Y7 G9 B9"], "G", leader=1,
                 trick="R6 R10 R7")
    assert "play Rook" in legal(g, s)  # even though seat 0 holds red
    s, events = act(g, s, "play Rook")
    assert [e for e in events if e.kind == "trick_won"][0].seat == 0


def test_the_rook_led_is_a_trump_lead_in_tournament():
    g = game("tournament")
    s = mid_play(g, ["R5 Rook", "R6 G5", "R10 B5", "R7 Y7"], "G", leader=0, trick="Rook")
    assert legal(g, s) == ["play G5"]


def test_the_red_one_is_always_trump_and_never_red():
    g = game("red-one")
    # red led, green trump: the red 1 does not follow red, and may not be played while holding red
    s = mid_play(g, ["R5 R1 G7 Y6", "R6 Y5 Y9 B7", "R10 G8 B5 B6", "R7 Y7 G9 B9"], "G", leader=1,
                 trick="R6 R10 R7")
    assert legal(g, s) == ["play R5"]
    # void in red: the red 1 trumps and beats the Rook
    s = mid_play(g, ["R1 G7 Y6", "R6 Y5 Y9 B7", "Rook G8 B5 B6", "R7 Y7 G9 B9"], "G", leader=1,
                 trick="R6 Rook R7")
    s, events = act(g, s, "play R1")
    won = [e for e in events if e.kind == "trick_won"][0]
    assert won.seat == 0 and won.value == 50


def test_leading_the_red_one_is_a_trump_lead():
    g = game("red-one")
    s = mid_play(g, ["R1 G7", "R6 G5", "R10 B5", "R7 Y7"], "G", leader=0, trick="R1")
    assert legal(g, s) == ["play G5"]


def test_the_red_one_has_no_play_any_time_right():
    g = game("red-one")
    s = mid_play(g, ["R1 Y6 G7", "R6 Y5", "R10 B5", "R7 Y7"], "G", leader=1, trick="Y5 B5 Y7")
    assert legal(g, s) == ["play Y6"]


@pytest.mark.parametrize("preset,tricks,bonus", [
    ("partnership", (8, 6), [20, 0]), ("partnership", (7, 7), [0, 0]), ("partnership", (6, 8), [0, 20]),
    ("dixie", (7, 6), [20, 0]), ("dixie", (6, 7), [0, 20]),
])
def test_20_points_for_the_majority_of_tricks_and_none_on_a_7_7_split(preset, tricks, bonus):
    g = game(preset)
    r = score_hand(g.config, 0, 0, 70, 0, (50, 50), tricks, 0)
    assert r.points == (50 + bonus[0], 50 + bonus[1])


@pytest.mark.parametrize("preset", ["crowsnest", "tournament", "one-high", "red-one", "buckeye"])
def test_no_majority_bonus_outside_partnership_and_dixie(preset):
    g = game(preset)
    assert g.config.majority_bonus == 0


def test_partnership_has_no_nest_trump_is_named_straight_after_the_auction():
    g = game("partnership")
    s, events = act(g, start(g, dealer=3), "bid 70", "pass", "pass", "pass")
    assert g.phase(s) == "trump" and g.to_act(s) == 0
    assert "nest_taken" not in [e.kind for e in events]
    assert g.view(s, 0).nest is None and len(g.view(s, 0).hand) == 14


@pytest.mark.parametrize("preset", ["tournament", "one-high", "red-one", "buckeye", "dixie"])
def test_the_declarer_takes_the_nest_and_discards_as_many(preset):
    g = game(preset)
    n = g.extra_size
    s, _ = act(g, start(g, dealer=3), f"bid {g.config.min_bid}", "pass", "pass", "pass")
    hand = g.view(s, 0).hand
    assert len(hand) == g.hand_size + n and g.legal_count(s) > 0
    s, _ = act(g, s, "discard " + g.format_cards(hand[:n]))
    assert len(g.view(s, 0).hand) == g.hand_size


@pytest.mark.parametrize("preset", sorted(SHEET))
def test_a_full_heuristic_match_reaches_the_target(preset):
    g = game(preset)
    record = Table(g, [make_player("heuristic", g, i) for i in range(4)], seed=7).play(max_hands=60)
    assert record.winner in (0, 1)
    assert max(record.scores) >= 300
    assert record.scores[record.winner] == max(record.scores)


def test_the_rook_is_called_rook_outside_crowsnest():
    assert game("tournament").bird_name == "Rook"
    assert game("tournament").format_card(120) == "Rook"


class OpeningBidRandomPlayer:
    """Random cards, discards and trump; opens at the minimum and passes after. (Fully random bidding drives both
    teams below zero for ever: a random declarer bids near the maximum and is set almost every hand.)"""

    name = "random-opening-bid"

    def __init__(self, seed):
        import random

        self.rng = random.Random(seed)

    def choose(self, g, view, legal):
        if legal[0].kind == "bid":
            return legal[0] if view.high_bid is None or not any(a.kind == "pass" for a in legal) else legal[-1]
        return legal[self.rng.randrange(len(legal))]


@pytest.mark.parametrize("preset", sorted(SHEET))
def test_a_full_random_match_reaches_the_target(preset):
    g = game(preset)
    record = Table(g, [OpeningBidRandomPlayer(i) for i in range(4)], seed=3).play(max_hands=300)
    assert record.winner in (0, 1) and record.scores[record.winner] >= 300
    assert record.scores[record.winner] > record.scores[1 - record.winner]


def test_games_of_one_config_share_their_lookup_tables_and_another_config_has_its_own():
    from tricktable.engine import get_game

    a, b = get_game("rook/crowsnest"), get_game("rook/crowsnest")
    other = get_game("rook/crowsnest", {"no_counters_in_nest": True})
    assert a is not b and a.t is b.t  # made once, 15-20 ms: a server makes a game per table and room
    assert other.t is not a.t and other.t.cfg == other.config
    assert get_game("rook/tournament").t is not a.t
