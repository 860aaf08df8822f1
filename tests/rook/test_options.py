"""House-rule options on any Rook preset: each value changes behaviour as specified; bad combinations fail at load."""

import pytest

from tricktable.engine import IllegalAction, InvalidConfig, MatchState, get_game
from tricktable.games.rook.scoring import RookResult, match_after, score_hand
from tricktable.games.rook.state import PASSED

from .helpers import act, game, legal, mid_play, start


def scored(us: int, them: int) -> RookResult:
    """A made 70 by seat 0 that changes the scores by ``(us, them)`` (all ``match_after`` reads)."""
    return RookResult(0, 70, "R", (0, 0), True, (us, them))


# ------------------------------------------------------------ bird_rank
@pytest.mark.parametrize("rank,order", [
    ("high", "Rook R14 R13 R12 R11 R10 R9 R8 R7 R6 R5"),
    ("low", "R14 R13 R12 R11 R10 R9 R8 R7 R6 R5 Rook"),
    ("ten_and_half", "R14 R13 R12 R11 Rook R10 R9 R8 R7 R6 R5"),
])
def test_bird_rank_sets_the_birds_place_in_trump(rank, order):
    g = game("tournament", bird_rank=rank)
    assert g.format_cards(g.t.trump_order(0)) == order


# ------------------------------------------------------------ bird_any_time
def test_bird_any_time_on_lets_the_bird_be_played_while_holding_the_led_colour():
    g = game("tournament", bird_any_time=True)
    s = mid_play(g, ["R5 Rook", "R6 G5", "R10 B5", "R7 Y7"], "G", leader=1, trick="R6 R10 R7")
    assert legal(g, s) == ["play R5", "play Rook"]


def test_bird_any_time_off_makes_the_bird_follow_like_any_trump():
    g = game("tournament", bird_any_time=False)
    s = mid_play(g, ["R5 Rook", "R6 G5", "R10 B5", "R7 Y7"], "G", leader=1, trick="R6 R10 R7")
    assert legal(g, s) == ["play R5"]
    with pytest.raises(IllegalAction, match="you must follow red: you hold R5"):
        act(g, s, "play Rook")
    s = mid_play(g, ["Y5 Rook", "R6 G5", "R10 B5", "R7 Y7"], "G", leader=1, trick="R6 R10 R7")
    assert legal(g, s) == ["play Y5", "play Rook"]  # void in red: any card, the Rook included


# ------------------------------------------------------------ all_pass
def test_all_pass_redeal_ends_the_hand_for_a_redeal():
    g = game("tournament", all_pass="redeal")
    s, _ = act(g, start(g, dealer=3), "pass", "pass", "pass", "pass")
    assert g.hand_result(s).to_json() == {"redeal": True}


def test_all_pass_dealer_forced_min_makes_the_dealer_bid():
    g = game("tournament", all_pass="dealer_forced_min")
    s, _ = act(g, start(g, dealer=3), "pass", "pass", "pass")
    assert legal(g, s)[0] == "bid 70" and "pass" not in legal(g, s)
    with pytest.raises(IllegalAction, match="the dealer must take the lowest bid, 70"):
        act(g, s, "pass")
    s, _ = act(g, s, "bid 70")
    assert g.view(s, 3).declarer == 3 and g.phase(s) == "exchange"


def test_all_pass_dealer_forced_min_offers_the_stuck_dealer_only_the_lowest_bid():
    """rook.md §9/§10: all pass → "dealer forced at the minimum": the dealer takes the lowest bid, no other."""
    import random

    g = game("tournament", all_pass="dealer_forced_min")
    s, _ = act(g, start(g, dealer=3), "pass", "pass", "pass")
    assert legal(g, s) == ["bid 70"]
    for higher in ("bid 75", "bid 120"):
        with pytest.raises(IllegalAction, match="the dealer must take the lowest bid, 70"):
            act(g, s, higher)
    rng = random.Random(5)
    assert {g.format_action(g.random_action(s, rng)) for _ in range(50)} == {"bid 70"}
    for seed in range(30):  # the fused random playout bids as random_action does
        assert g.random_playout(s, random.Random(seed)).ctx.bids == (PASSED, PASSED, PASSED, 70)
    from tricktable.i18n import localizer

    assert "the dealer may not pass and takes the lowest bid, 70." in localizer("en").rules_markdown(g)


def test_dealer_forced_min_still_lets_the_dealer_pass_after_a_bid():
    g = game("tournament", all_pass="dealer_forced_min")
    s, _ = act(g, start(g, dealer=3), "bid 70", "pass", "pass")
    assert "pass" in legal(g, s)


# ------------------------------------------------------------ nest_points_to
def test_nest_points_to_last_trick():
    g = game("tournament", nest_points_to="last_trick")
    r = score_hand(g.config, 30, 0, 70, 0, (60, 30), (5, 4), last_winner=1)
    assert r.points == (60, 60)


def test_nest_points_to_declarer():
    g = game("tournament", nest_points_to="declarer")
    r = score_hand(g.config, 30, 0, 70, 0, (60, 30), (5, 4), last_winner=1)
    assert r.points == (90, 30)


# ------------------------------------------------------------ first_lead
def _to_play(g):
    s, _ = act(g, start(g, dealer=2), "pass", "bid 70", "pass", "pass")  # seat 0 declares (dealer 2)
    s, _ = act(g, s, "discard " + g.format_cards(g.view(s, 0).hand[:5]), "trump R")
    return s


def test_first_lead_left_of_dealer():
    g = game("tournament", first_lead="left_of_dealer")
    assert g.to_act(_to_play(g)) == 3


def test_first_lead_declarer():
    g = game("tournament", first_lead="declarer")
    assert g.to_act(_to_play(g)) == 0


# ------------------------------------------------------------ last_trick_bonus
def test_last_trick_bonus_0():
    g = game("tournament", last_trick_bonus=0)
    assert score_hand(g.config, 0, 0, 70, 0, (60, 60), (5, 4), 1).points == (60, 60)


def test_last_trick_bonus_20_goes_to_the_last_trick_and_raises_the_maximum_bid():
    g = game("tournament", last_trick_bonus=20)
    assert score_hand(g.config, 0, 0, 70, 0, (60, 60), (5, 4), 1).points == (60, 80)
    assert g.top_bid == 140


# ------------------------------------------------------------ target
@pytest.mark.parametrize("target", [150, 200, 300, 500])
def test_target_is_the_score_that_wins(target):
    g = game("tournament", target=target)
    m = match_after(g.config, MatchState(dealer=0, scores=(target - 10, 0)), scored(5, 0))
    assert m.winner is None
    m = match_after(g.config, m, scored(5, 0))
    assert m.winner == 0


@pytest.mark.parametrize("target", [0, 100, 250, 1000])
def test_a_target_outside_the_choices_is_refused(target):
    with pytest.raises(InvalidConfig):
        game("crowsnest", target=target)


def test_a_short_match_to_150_takes_two_hands_at_least():
    g = game("crowsnest", target=150)
    assert g.config.total_points < 150  # no single hand can reach it
    m = match_after(g.config, MatchState(dealer=0, scores=(0, 0)), scored(120, 0))
    assert m.winner is None
    assert match_after(g.config, m, scored(30, 0)).winner == 0


# ------------------------------------------------------------ made_bid_scores
def test_made_bid_scores_captured():
    g = game("crowsnest", made_bid_scores="captured")
    assert score_hand(g.config, 0, 0, 70, 0, (95, 25), (6, 3), 0).score == (95, 25)


def test_made_bid_scores_bid():
    g = game("tournament", made_bid_scores="bid")
    assert score_hand(g.config, 0, 0, 70, 0, (95, 25), (6, 3), 0).score == (70, 25)


# ------------------------------------------------------------ the bird in or out
def test_crow_false_removes_the_bird():
    g = game("crowsnest", crow=False)
    assert 120 not in g.deck() and g.extra_size == 4
    assert g.options()["bird"] is False


def test_options_round_trip_through_the_registry():
    g = game("buckeye", bird_rank="low", target=500)
    again = get_game("rook/buckeye", g.options())
    assert again.config == g.config


def test_command_line_strings_are_accepted():
    g = game("tournament", bird_any_time="off", target="500")
    assert g.config.bird_any_time is False and g.config.target == 500


# ------------------------------------------------------------ invalid combinations
@pytest.mark.parametrize("options,message", [
    ({"bird_rank": "middle"}, "bird_rank must be one of high, low, or ten_and_half, not .middle."),
    ({"all_pass": "shuffle"}, "all_pass must be one of"),
    ({"nest_points_to": "dealer"}, "nest_points_to must be one of"),
    ({"first_lead": "dealer"}, "first_lead must be one of"),
    ({"last_trick_bonus": 10}, "last_trick_bonus must be one of 0 or 20"),
    ({"target": 250}, "target must be one of 150, 200, 300, or 500"),
    ({"made_bid_scores": "double"}, "made_bid_scores must be one of"),
    ({"hand_size": 11}, "needs 44 cards, but the deck has only 41"),
    ({"hand_size": 7}, "is larger than a hand"),
    ({"min_bid": 72}, "min_bid must be a positive multiple"),
    ({"max_bid": 130}, "more than the 120 points"),
    ({"min_bid": 125, "max_bid": 120}, "at least min_bid"),
    ({"colour": "red"}, "'colour' is not a Rook option"),
    ({"bird_any_time": "maybe"}, "wrong type"),
])
def test_invalid_options_are_rejected_at_load_with_a_clear_message(options, message):
    with pytest.raises(InvalidConfig, match=message):
        game("crowsnest", **options)


def test_the_red_one_needs_a_deck_without_the_ones():
    with pytest.raises(InvalidConfig, match="red_one adds the red 1"):
        game("one-high", red_one=True)


# ------------------------------------------------------------ no_counters_in_nest (a Kentucky house rule)
SWEEP_DEAL = {"dealer": 3, "hands": ["R13 R12 R11 R10 R9 R8 R7 R6 R5", "Y13 Y12 Y11 Y10 Y9 Y8 Y7 Y6 Y5",
                                     "G13 G12 G11 G10 G9 G8 G7 G6 G5", "B13 B12 B11 B10 B9 B8 B7 B6 B5"],
              "nest": "R14 Y14 G14 B14 Crow"}


def exchange(**options):
    """Seat 0 has taken the nest of the sweep deal: R5-R13 and R14 Y14 G14 B14 Crow (counters: 5s, 10s, 14s, Crow)."""
    from tricktable.table.scenario import load_game, scenario_deal

    scenario = {"variant": "rook/crowsnest", "options": options, **SWEEP_DEAL}
    g = load_game(scenario)
    s = g.start_hand(g.match_from_scenario(scenario), scenario_deal(scenario))
    s, _ = act(g, s, "bid 70", "pass", "pass", "pass")
    return g, s


def test_no_counter_may_be_laid_in_the_nest_while_the_declarer_holds_other_cards():
    g, s = exchange(no_counters_in_nest=True)
    with pytest.raises(IllegalAction, match="counters"):
        act(g, s, "discard R5 Y14 G14 B14 Crow")
    act(g, s, "discard R6 R7 R8 R9 R11")  # five cards that count nothing
    assert all(not set(a.cards) & set(g.parse_cards("R5 R10 R14 Y14 G14 B14 Crow")) for a in g.legal_actions(s))
    assert g.legal_count(s) == len(g.legal_actions(s)) == 21  # 5 of the 7 cards that count nothing


def test_counters_may_go_to_the_nest_when_the_declarer_has_too_few_other_cards():
    from tricktable.games.rook.rules import RookGame

    g, s = exchange(no_counters_in_nest=True)
    assert isinstance(g, RookGame)
    # with only two cards that count nothing, those two go and three counters of the declarer's choice
    few = g.parse_cards("R6 R7")
    legal = g.legal_discards(g.parse_cards("R5 R10 R14 Y14 G14 Crow") + few)
    assert legal and all(set(few) <= set(a.cards) for a in legal) and len(legal) == 20  # C(6, 3)


def test_random_and_heuristic_discards_follow_the_nest_rule():
    import random

    from tricktable.ai import make_player

    g, s = exchange(no_counters_in_nest=True)
    for seed in range(20):
        g.check(s, g.random_action(s, random.Random(seed)))
    for kind in ("heuristic", "normal"):
        player = make_player(kind, g, 1)
        g.check(s, player.choose(g, g.view(s, 0), g.candidate_actions(s)))


def test_without_the_option_counters_may_be_laid_in_the_nest():
    g, s = exchange()
    act(g, s, "discard R5 Y14 G14 B14 Crow")


# ------------------------------------------------------------ shoot_the_moon (a Kentucky house rule)
def test_a_side_that_takes_every_point_shoots_the_moon_for_double():
    cfg = game(shoot_the_moon=True).config
    total = cfg.total_points
    made = score_hand(cfg, 55, 0, 70, 0, (total - 55, 0), (9, 0), 0)
    assert made.score == (140, 0) and made.moon == 0
    set_by_all = score_hand(cfg, 55, 0, 70, 0, (0, total - 55), (0, 9), 1)
    assert set_by_all.score == (-70, 2 * total) and set_by_all.moon == 1


def test_taking_almost_every_point_is_no_moon():
    cfg = game(shoot_the_moon=True).config
    almost = score_hand(cfg, 55, 0, 70, 0, (cfg.total_points - 60, 5), (8, 1), 0)
    assert almost.score == (70, 5) and almost.moon is None


def test_without_the_option_taking_every_point_scores_as_usual():
    cfg = game().config
    assert score_hand(cfg, 55, 0, 70, 0, (cfg.total_points - 55, 0), (9, 0), 0).score == (70, 0)


def test_both_kentucky_rules_are_off_in_every_preset_and_on_the_rules_page_when_on():
    from tricktable.games.rook import PRESETS

    for key in PRESETS:
        cfg = game(key).config
        assert not cfg.no_counters_in_nest and not cfg.shoot_the_moon
    page = game(no_counters_in_nest=True, shoot_the_moon=True).rules_text()
    assert "counter" in page.lower() and "moon" in page.lower()
    assert "moon" not in game().rules_text().lower()
    with pytest.raises(InvalidConfig):
        game(shoot_the_moon="maybe")


def test_a_discard_chosen_card_by_card_offers_counters_only_when_they_are_needed():
    g, s = exchange(no_counters_in_nest=True)
    hand = g.view(s, 0).hand
    counters = set(g.parse_cards("R5 R10 R14 Y14 G14 B14 Crow"))
    assert not set(g.discard_choices(hand, ())) & counters
    few = g.parse_cards("R6 R7 R5 R10 R14 Y14")  # two cards that count nothing: three counters must join them
    assert set(g.discard_choices(few, g.parse_cards("R6"))) == set(few) - set(g.parse_cards("R6"))
    assert set(g.discard_choices(few, g.parse_cards("R5 R10 R14"))) == set(g.parse_cards("R6 R7"))  # no 4th counter
    assert set(exchange()[0].discard_choices(hand, ())) == set(hand)
