"""Strict options (issue 11, failure 2): every option has a type, a range or allowed values declared once in its
config, numbers are finite, the bird's house name is a short word that reads back; the Rook house rule "a team at
minus the target loses" ends matches that would otherwise run for ever."""

from __future__ import annotations

import math
import subprocess
import sys

import pytest

from tricktable.ai.base import RandomPlayer
from tricktable.engine import InvalidConfig, get_game
from tricktable.engine.game import MatchState
from tricktable.games.rook.scoring import RookResult, match_after
from tricktable.table import Table

CLI = [sys.executable, "-c", "from tricktable.interfaces.cli.app import main; main()"]


@pytest.mark.parametrize("name", ["R14", "AS", "BJ", "Crow Crow", "<b>Crow</b>", "x" * 100_000, "", "Cr ow",
                                  "pass", "play", "call", "red", "G", "Crow1", "Thirteenletter"])
def test_the_bird_may_only_be_named_a_short_word_no_card_colour_or_action_is_written_as(name):
    with pytest.raises(InvalidConfig, match="bird_name"):
        get_game("rook/crowsnest", {"bird_name": name})


@pytest.mark.parametrize("name", ["Raven", "Bird", "Rook", "Cioară", "Κόρακας"])
def test_a_house_name_for_the_bird_is_shown_and_read_back(name):
    game = get_game("rook/tournament", {"bird_name": name})
    bird = next(c for c in game.deck() if game.format_card(c) == name)
    assert game.parse_cards(f"{name} R5") == (bird, game.parse_cards("R5")[0])
    assert game.parse_action(f"play {name.upper()}").cards == (bird,)


@pytest.mark.parametrize("key, options", [
    ("rook/crowsnest", {"target": math.inf}), ("rook/crowsnest", {"min_bid": -math.inf}),
    ("rook/crowsnest", {"hand_size": math.nan}), ("callbreak/master", {"rounds": math.inf}),
    ("callbreak/master", {"max_call": math.nan}), ("shengji/tractor", {"first_auction_seat": math.inf}),
])
def test_numbers_must_be_finite(key, options):
    with pytest.raises(InvalidConfig):
        get_game(key, options)


@pytest.mark.parametrize("key, options", [
    ("rook/crowsnest", {"min_bid": 10**30}), ("rook/crowsnest", {"bid_step": 0}), ("rook/crowsnest", {"points": {"5": 10**9}}),
    ("rook/crowsnest", {"hand_size": 10**6}), ("rook/crowsnest", {"bird_points": 10**9}),
    ("rook/crowsnest", {"majority_bonus": -5}), ("callbreak/master", {"rounds": 10**9}),
    ("callbreak/master", {"bonus_call_from": 0}), ("rook/crowsnest", {"target": 300.5}),
    ("rook/crowsnest", {"bird": 1}), ("callbreak/master", {"redeal_weak_hands": 1}),
    ("shengji/tractor", {"throws": 0}), ("rook/crowsnest", {"numbers": [5, 6, "seven"]}),
])
def test_every_number_has_a_range_and_every_option_a_type(key, options):
    with pytest.raises(InvalidConfig):
        get_game(key, options)


def test_whole_numbers_written_as_decimals_are_read():
    assert get_game("rook/crowsnest", {"target": 500.0}).config.target == 500


def test_each_config_declares_its_options_once_for_validation_and_the_settings_page():
    specs = get_game("rook/crowsnest").option_specs()
    assert specs["hand_size"] == {"nullable": False, "kind": "int", "min": 1, "max": 14, "step": 1}
    with pytest.raises(InvalidConfig, match="from 1 to 14"):
        get_game("rook/partnership", {"hand_size": 15})
    assert specs["target"]["choices"] == [150, 200, 300, 500] and specs["bird_any_time"]["kind"] == "bool"
    assert specs["max_bid"]["nullable"] and get_game("callbreak/master").option_specs()["rounds"]["max"] == 99
    with pytest.raises(InvalidConfig, match="from 1 to 99"):
        get_game("callbreak/master", {"rounds": 100})


def test_the_command_line_refuses_a_bad_option_with_the_reason():
    r = subprocess.run([*CLI, "rules", "rook/crowsnest", "-o", "bird_name=R14"], capture_output=True, text=True,
                       timeout=60)
    assert r.returncode != 0 and "bird_name" in (r.stdout + r.stderr)
    r = subprocess.run([*CLI, "rules", "rook/crowsnest", "-o", "target=Infinity"], capture_output=True, text=True,
                       timeout=60)
    assert r.returncode != 0 and "target" in (r.stdout + r.stderr) and "Traceback" not in r.stderr


# ------------------------------------------------------------ the house rule: a team at minus the target loses
def _after(cfg, scores, hand_score):
    result = RookResult(declarer=0, bid=100, trump="R", points=(60, 60), made=hand_score[0] >= 0,
                        score=tuple(hand_score))
    return match_after(cfg, MatchState(0, 5, scores), result)


def test_a_team_at_minus_the_target_loses_when_the_house_rule_is_on():
    cfg = get_game("rook/crowsnest", {"minus_target_loses": True}).config
    assert _after(cfg, (-250, 40), (-70, 30)).winner == 1
    assert _after(cfg, (40, -290), (20, -10)).winner == 0
    assert _after(cfg, (-250, 40), (-40, 30)).winner is None


def test_without_the_house_rule_scores_may_fall_for_ever():
    cfg = get_game("rook/crowsnest").config
    assert not cfg.minus_target_loses
    assert _after(cfg, (-2500, 40), (-70, 30)).winner is None


def test_random_players_finish_a_rook_match_under_the_house_rule():
    game = get_game("rook/crowsnest", {"minus_target_loses": True})
    table = Table(game, [RandomPlayer(i) for i in range(4)], seed=5)
    record = table.play(max_hands=300)
    assert table.over() and record.winner is not None
    assert min(table.match.scores) <= -300 or max(table.match.scores) >= 300
    assert "-300 or below loses" in game.rules_text()
