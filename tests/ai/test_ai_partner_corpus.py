"""The partner corpus (tests/data/partner_corpus, built by scripts/partner_corpus.py): positions where the right
card is clear and proved by the exact solver on the true deal. ``normal`` must choose right in at least 95% of
them in every family; ``easy`` (the heuristic with 20% random moves) is not held to it."""

import json
from pathlib import Path

import pytest

from tricktable.ai import make_player
from tricktable.ai.search.adapter import adapter_for
from tricktable.ai.search.endgame import solve_moves
from tricktable.table.scenario import load_game, scenario_deal

CORPUS = Path(__file__).resolve().parents[1] / "data" / "partner_corpus"
FAMILIES = ["rook", "callbreak", "shengji"]


def positions(family):
    return json.loads((CORPUS / f"{family}.json").read_text())["positions"]


def decision(entry):
    """(game, state) at the corpus decision: the scenario's deal with its actions replayed through the rules."""
    game = load_game(entry)
    state = game.start_hand(game.match_from_scenario(entry), scenario_deal(entry))
    for text in entry["actions"]:
        state, _ = game.apply(state, game.parse_action(text), game.to_act(state))
    assert game.to_act(state) == entry["seat"]
    return game, state


def right_share(family, kind, seed=0):
    right = 0
    entries = positions(family)
    for i, entry in enumerate(entries):
        game, state = decision(entry)
        seat = entry["seat"]
        player = make_player(kind, game, seed + i)
        choice = player.choose(game, game.view(state, seat), game.candidate_actions(state))
        right += game.format_action(choice) in entry["best"]
    return right / len(entries)


@pytest.mark.parametrize("family", FAMILIES)
def test_the_corpus_has_forty_positions_proved_by_the_solver_on_the_true_deal(family):
    entries = positions(family)
    assert len(entries) >= 40
    for entry in entries:
        game, state = decision(entry)
        adapter = adapter_for(game)
        values = adapter.solve(state)
        if values is None:
            values = solve_moves(game, state, adapter.utilities, game.scoring_unit == "team", adapter.state_key)
        top = max(values.values())
        assert sorted(game.format_action(a) for a, v in values.items() if v == top) == entry["best"]
        assert all(top - v >= 1.0 for a, v in values.items() if game.format_action(a) not in entry["best"])


@pytest.mark.parametrize("family", FAMILIES)
def test_normal_chooses_right_in_at_least_95_percent_of_the_corpus(family):
    assert right_share(family, "normal") >= 0.95


def test_easy_is_not_held_to_the_corpus():
    assert min(right_share(f, "easy") for f in FAMILIES) < 0.95
