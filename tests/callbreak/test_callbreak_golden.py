"""Golden Callbreak hands: scenario files replayed with start_hand + apply, compared with the expected result.

``suits_*`` deals give each seat one whole suit (seat 0 all the spades), so their results can be checked by hand.
"""

import json
from pathlib import Path

import pytest

from tricktable.cards import parse_cards
from tricktable.engine import Deal, get_game

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))


def replay(scenario):
    game = get_game(scenario["variant"], scenario.get("options", {}))
    match = game.match_from_scenario(scenario)
    state = game.start_hand(match, Deal(tuple(parse_cards(h) for h in scenario["hands"])))
    for text in scenario["actions"]:
        state, _ = game.apply(state, game.parse_action(text), game.to_act(state))
    return game, state


def test_there_are_golden_hands():
    assert len(GOLDEN) >= 6


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_golden_hand_replays_to_its_expected_result(path):
    data = json.loads(path.read_text())
    game, state = replay(data["scenario"])
    assert game.to_act(state) is None
    assert game.hand_result(state).to_json() == data["expected"]["result"]
    assert json.dumps(game.hand_result(state).to_json()) == json.dumps(data["expected"]["result"])
