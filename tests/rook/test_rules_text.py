"""Each preset's rules page is generated from its config, so it states the preset's own numbers."""

import pytest

from tricktable.games.rook import PRESETS

from .helpers import game


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_rules_page_states_the_presets_numbers(preset):
    g = game(preset)
    text = g.rules_text()
    cfg = g.config
    assert text.startswith(f"# {PRESETS[preset].title}\n")
    assert f"The deck has {len(g.deck())} cards" in text
    assert f"Each player gets {cfg.hand_size} cards" in text
    assert f"from {cfg.min_bid} up to {g.top_bid}" in text
    assert f"gives out {cfg.total_points} points" in text
    assert f"first team to reach {cfg.target} points" in text
    assert ("## The nest" in text) == bool(cfg.nest_size)
    assert (f"{cfg.nest_size} cards go face down to the nest" in text) == bool(cfg.nest_size)
    assert "House rules" not in text


def test_the_rules_page_follows_house_rules():
    g = game("tournament", bird_rank="low", target=500, first_lead="declarer", bird_any_time=False)
    text = g.rules_text()
    assert "the lowest trump" in text and "first team to reach 500" in text
    assert "The declarer leads to the first trick" in text
    assert "follows like any other trump" in text
    assert "- **Play to**: 500" in text and "- **Bird at any time**: no" in text  # the options' words, not code


def test_crowsnest_calls_the_bird_the_crow_and_scores_the_bid():
    text = game().rules_text()
    assert "the Crow card" in text and "Rook" not in text
    assert "the amount of the bid, not the points taken" in text


def test_partnership_and_dixie_mention_the_majority_bonus():
    for preset in ("partnership", "dixie"):
        assert "20 points go to the team that takes more tricks" in game(preset).rules_text()


def test_each_preset_has_a_one_line_description():
    for preset in PRESETS:
        d = game(preset).description
        assert d and "\n" not in d
