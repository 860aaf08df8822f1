"""Golden full hands (tests/shengji/golden/*.json) replayed through the scenario format with start_hand + apply,
and a whole match played to completion at the Table."""

import json
from pathlib import Path

import pytest

from tricktable.ai.base import RandomPlayer
from tricktable.ai.heuristic.shengji import HeuristicPlayer
from tricktable.cards.notation import parse_cards
from tricktable.engine import Deal, get_game
from tricktable.games.shengji.ordering import POINTS
from tricktable.games.shengji.scoring import kitty_bonus
from tricktable.table.runner import Table

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_hand_replays_to_its_result(path):
    data = json.loads(path.read_text())
    sc = data["scenario"]
    game = get_game(sc["variant"], sc.get("options", {}))
    match = game.match_from_scenario(sc)
    state = game.start_hand(match, Deal(tuple(parse_cards(h) for h in sc["hands"]), parse_cards(sc["kitty"])))
    tricks = []
    for text in sc["actions"]:
        state, events = game.apply(state, game.parse_action(text), game.to_act(state))
        tricks += [(e.seat, e.value, len(e.cards) // 4) for e in events if e.kind == "trick_won"]
    assert game.to_act(state) is None
    result = game.hand_result(state).to_json()
    assert result == data["expected"]["result"]
    # independent recount from the trick events: attackers' tricks plus the kitty bonus for the last trick
    attackers = (result["dealer"] + 1) % 2
    points = sum(v for seat, v, _ in tricks if seat % 2 == attackers)
    last_seat, _, n_last = tricks[-1]
    kitty = sum(POINTS[c] for c in state.buried)
    if last_seat % 2 == attackers:
        points += kitty_bonus(kitty, n_last, game.config.kitty_multiplier)
    assert points == result["attacker_points"] and kitty == result["kitty_points"]
    assert sum(v for _, v, _ in tricks) + kitty == 200


def test_golden_set_covers_the_features():
    names = {p.stem for p in GOLDEN}
    assert {"deal1_default", "deal1_nobody_declares", "deal2_kitty_bonus", "deal2_no_trump", "deal1_throws"} <= names


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["heuristic", "random"])
def test_a_whole_match_plays_to_completion(kind):
    game = get_game("shengji/tractor")
    make = HeuristicPlayer if kind == "heuristic" else (lambda g, seed: RandomPlayer(seed))
    table = Table(game, [make(game, s) for s in range(4)], seed=3)
    record = table.play(max_hands=400)
    assert table.over() and record.winner in (0, 1)
    assert max(table.match.levels) > 12 and table.match.levels[record.winner] > 12
    hands = record.to_json(game)["hands"]
    assert hands[0]["number"] == 1 and all(h["result"]["winner"] is None for h in hands[:-1])
    for prev, nxt in zip(hands, hands[1:], strict=False):
        assert nxt["dealer"] == prev["result"]["next_dealer"]


def test_heuristic_beats_random():
    game = get_game("shengji/tractor")
    ahead = 0
    for seed in range(6):
        h = seed % 2
        players = [HeuristicPlayer(game, s) if s % 2 == h else RandomPlayer(s) for s in range(4)]
        table = Table(game, players, seed=seed)
        for _ in range(3):
            table.play_hand()
        ahead += table.match.levels[h] > table.match.levels[1 - h]
    assert ahead >= 5
