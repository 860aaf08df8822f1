"""Each option value (config.py) and the optional throw module (§5.6)."""

import pytest
from sj_helpers import G2, c, deal_with, hand, run, start

from tricktable.engine import IllegalAction, InvalidConfig, get_game, parse_action
from tricktable.games.shengji.throws import decompose, resolve_throw, shape_of


def test_defaults_are_cardavia():
    assert get_game("shengji/tractor").options() == {
        "strict_tractor_follow": False, "must_defend_a": False, "kitty_multiplier": "times", "throws": False,
        "first_dealer_rule": "first_declarer", "first_auction_seat": 0, "start_level": "2",
    }


@pytest.mark.parametrize("bad", [{"kitty_multiplier": "square"}, {"first_dealer_rule": "x"}, {"first_auction_seat": 7},
                                 {"throws": "yes"}, {"nonsense": 1}])
def test_bad_options_are_rejected(bad):
    with pytest.raises(InvalidConfig):
        get_game("shengji/tractor", bad)


@pytest.mark.parametrize("seat,table_choice,expected", [(0, 3, 0), (2, 3, 2), (-1, 3, 3)])
def test_first_auction_seat(seat, table_choice, expected):
    game = get_game("shengji/tractor", {"first_auction_seat": seat})
    assert game.new_match(table_choice).dealer == expected


def _trick_state(hands, options=None, kitty=None):
    """Dealer 0 declares the given card, everyone passes, buries the kitty back: seat 0 to lead."""
    game, st = start(deal_with(hands, kitty or "3D 3D 4D 4D 6D 6D 7D 7D", avoid="2J"), options=options)
    st = run(game, st, "declare 2S", "pass", "pass", "pass", "discard 3D 3D 4D 4D 6D 6D 7D 7D")
    return game, st


def test_throws_off_multi_unit_lead_is_illegal():
    game, st = _trick_state({0: "2S AH KH"})
    with pytest.raises(IllegalAction, match="one unit"):
        game.apply(st, parse_action("play AH KH"))


def test_throw_that_nobody_can_beat_is_led_whole():
    game, st = _trick_state({0: "2S AH AH KH", 1: "5S 6S", 3: "QH"}, options={"throws": True})
    st, events = game.apply(st, parse_action("play AH AH KH"))
    assert st.trick[0][1] == tuple(sorted(c("AH AH KH"))) and st.lead.throw
    assert "throw_failed" not in [e.kind for e in events]


def test_failed_throw_plays_the_beatable_component_with_the_lowest_top():
    game, st = _trick_state({0: "2S AH QH", 1: "KH"}, options={"throws": True})
    st, events = game.apply(st, parse_action("play AH QH"))
    assert st.trick[0][1] == c("QH") and not st.lead.throw
    assert [e.kind for e in events][:2] == ["throw_failed", "played"]
    assert sum(1 for x in st.h1[0:1] if x >> c("AH")[0] & 1) == 1  # AH went back to the hand


def test_throw_is_beaten_only_by_an_all_trump_play_of_the_same_shape():
    from tricktable.games.shengji.throws import throw_key

    lead = c("AH AH KH")
    assert throw_key(c("3S 3S 4S"), lead, G2) > 0
    assert throw_key(c("3S 4S 5S"), lead, G2) == -1
    assert throw_key(c("3S 3S 4D"), lead, G2) == -1
    assert throw_key(c("3S 3S 4S"), c("3S 3S 4S"), G2) == -1  # a throw led in trumps cannot be beaten


def test_decompose_prefers_the_longest_tractor():
    comps = decompose(c("3H 3H 4H 4H 5H 5H 9H"), G2)
    assert [(u.n, u.pairs) for u, _ in comps] == [(6, 3), (1, 0)]
    assert shape_of(c("3H 3H 5H 5H"), G2) == ((2, 1), (2, 1))


def test_resolve_throw_against_hands():
    others = [hand("AH 5C"), hand("3C"), hand("4C")]
    assert resolve_throw(c("KH KH QH"), others, G2) == c("QH")
    assert resolve_throw(c("AH KH"), [hand("3C")] * 3, G2) == tuple(sorted(c("AH KH")))


def test_strict_tractor_follow_option_in_a_hand():
    hands = {0: "2S TH TH JH JH", 1: "5H 5H 6H 6H KH KH 3H"}
    for strict, ok in ((False, True), (True, False)):
        game, st = _trick_state(hands, options={"strict_tractor_follow": strict})
        st = run(game, st, "play TH TH JH JH")
        if ok:
            run(game, st, "play 5H 5H KH KH")
        else:
            with pytest.raises(IllegalAction, match="tractor"):
                run(game, st, "play 5H 5H KH KH")


# ------------------------------------------------------------ start_level (a shorter match)
def test_both_teams_start_at_level_2_by_default():
    match = get_game("shengji/tractor").new_match(0)
    assert match.levels == (0, 0) and match.scores == ("2", "2")


@pytest.mark.parametrize("level,rank", [("5", 3), ("10", 8), ("K", 11), ("A", 12)])
def test_with_start_level_both_teams_start_at_that_level_and_the_first_deal_is_played_at_it(level, rank):
    game = get_game("shengji/tractor", {"start_level": level})
    match = game.new_match(0)
    assert match.levels == (rank, rank) and match.scores == (level, level)
    assert game.start_hand(match, deal_with({})).level == rank


def test_a_scenario_without_levels_is_played_at_the_start_level():
    """§2.1 with the start_level option: a scenario that names no levels starts both teams at the option's level."""
    game = get_game("shengji/tractor", {"start_level": "J"})
    match = game.match_from_scenario({"dealer": 1})
    assert match.levels == (9, 9) and match.scores == ("J", "J")
    assert game.start_hand(match, deal_with({})).level == 9
    partial = game.match_from_scenario({"levels": {"1": "5"}})
    assert partial.levels == (9, 3)


def test_a_team_starting_at_A_that_defends_passes_A_and_wins_the_match():
    """§2.7: the match ends as soon as a team's level exceeds A, and that team wins (END-2 from the first deal)."""
    from test_scoring import finished

    game = get_game("shengji/tractor", {"start_level": "A"})
    _, st = finished(60, last_winner=2, levels=game.new_match(0).levels, options={"start_level": "A"})
    match = game.finish_hand(game.new_match(0), st)
    assert game.match_over(match) and match.winner == 0


@pytest.mark.parametrize("bad", ["1", "B", "a", 2, ""])
def test_a_start_level_that_is_no_level_is_refused(bad):
    with pytest.raises(InvalidConfig):
        get_game("shengji/tractor", {"start_level": bad})


def test_the_rules_page_says_the_start_level_only_when_it_is_not_2():
    assert "level K" in get_game("shengji/tractor", {"start_level": "K"}).rules_text()
    assert "start at level" not in get_game("shengji/tractor").rules_text()
