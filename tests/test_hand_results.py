"""Hand results are typed values through the engine (``Game.hand_result``), and their JSON is what was kept before:
every golden deal of every family gives a result whose ``to_json()`` is the stored result byte for byte, and the
stored JSON read back (``Game.result_from_json``) is a result equal to the one the rules gave."""

import json
from pathlib import Path

import pytest

from tricktable.engine import REDEAL, HandResult, Redeal, get_game
from tricktable.games.callbreak.scoring import CallbreakResult
from tricktable.games.rook.scoring import RookResult
from tricktable.games.shengji.scoring import TractorResult
from tricktable.table.scenario import load_game, scenario_deal

TESTS = Path(__file__).parent
GOLDEN = sorted(p for family in ("rook", "callbreak", "shengji") for p in (TESTS / family / "golden").glob("*.json"))
TYPES = {"rook": RookResult, "callbreak": CallbreakResult, "shengji": TractorResult}


def final(scenario):
    """The game and the last state of a golden deal's scenario, replayed through the rules."""
    game = load_game(scenario)
    state = game.start_hand(game.match_from_scenario(scenario), scenario_deal(scenario))
    for text in scenario["actions"]:
        state, _ = game.apply(state, game.parse_action(text), game.to_act(state))
    assert game.to_act(state) is None, "a golden deal is a whole hand"
    return game, state


def test_every_family_has_golden_deals():
    assert {p.parent.parent.name for p in GOLDEN} == set(TYPES)


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_the_typed_result_gives_the_stored_json_byte_for_byte(path):
    data = json.loads(path.read_text())
    game, state = final(data["scenario"])
    result = game.hand_result(state)
    assert isinstance(result, (TYPES[game.family], Redeal))
    assert json.dumps(result.to_json()) == json.dumps(data["expected"]["result"])


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_a_stored_result_reads_back_equal_to_the_rules_one(path):
    data = json.loads(path.read_text())
    game, state = final(data["scenario"])
    stored = json.loads(json.dumps(data["expected"]["result"]))
    back = game.result_from_json(stored)
    assert back == game.hand_result(state)
    assert type(back) is type(game.hand_result(state))
    assert json.dumps(back.to_json()) == json.dumps(stored)


def test_the_golden_deals_cover_a_redeal_and_a_played_hand_where_a_family_redeals():
    kinds = {(p.parent.parent.name, "redeal" in json.loads(p.read_text())["expected"]["result"]) for p in GOLDEN}
    assert {("rook", True), ("rook", False), ("callbreak", True), ("callbreak", False), ("shengji", False)} <= kinds


@pytest.mark.parametrize("key", ["rook/crowsnest", "callbreak/master"])
def test_a_redeal_is_one_value_with_its_json(key):
    game = get_game(key)
    assert game.result_from_json({"redeal": True}) == REDEAL == Redeal()
    assert REDEAL.to_json() == {"redeal": True}


def test_to_json_gives_a_fresh_object_each_time():
    """A caller may change the JSON it was given without changing the result (results are values)."""
    result = RookResult(0, 100, "R", (120, 60), True, (100, 60))
    out = result.to_json()
    out["score"].append(1)
    out["points"][0] = 0
    assert result.to_json() == {"declarer": 0, "bid": 100, "trump": "R", "points": [120, 60], "made": True,
                                "score": [100, 60]}


def test_rook_keeps_moon_out_of_the_json_unless_a_side_shot_it():
    assert "moon" not in RookResult(0, 100, "R", (120, 60), True, (100, 60)).to_json()
    shot = RookResult(0, 100, "R", (180, 0), True, (200, 0), moon=0)
    assert shot.to_json()["moon"] == 0 and RookResult.from_json(shot.to_json()) == shot


def test_callbreak_scores_keep_their_exact_decimals():
    result = CallbreakResult((3, 2, 2, 2), (5, 2, 2, 4), (3.2, 2, 2, 2.2))
    assert json.dumps(result.to_json()) == '{"calls": [3, 2, 2, 2], "tricks": [5, 2, 2, 4], "score": [3.2, 2, 2, 2.2]}'
    assert CallbreakResult.from_json(result.to_json()) == result


def test_tractor_levels_are_keyed_by_team_in_the_json():
    result = TractorResult(0, "NT", "2", 130, 10, ("2", "3"), 1, None)
    assert result.to_json()["levels"] == {"0": "2", "1": "3"} and result.to_json()["winner"] is None
    assert TractorResult.from_json(result.to_json()) == result


@pytest.mark.parametrize("key", ["rook/crowsnest", "callbreak/master", "shengji/tractor"])
def test_malformed_json_is_refused_not_read_as_a_result(key):
    game = get_game(key)
    with pytest.raises((KeyError, ValueError, TypeError)):
        game.result_from_json({"score": "many"})


def test_every_result_type_is_a_hand_result():
    results: list[HandResult] = [REDEAL, RookResult(0, 100, "R", (120, 60), True, (100, 60)),
                                 CallbreakResult((1, 1, 1, 1), (1, 1, 1, 10), (1, 1, 1, -1)),
                                 TractorResult(0, "S", "2", 0, 0, ("2", "5"), 2, None)]
    assert all(isinstance(r.to_json(), dict) for r in results)


@pytest.mark.parametrize("key", ["rook/crowsnest", "callbreak/standard", "shengji/tractor"])
def test_a_session_hands_its_sink_the_typed_result_and_the_record_keeps_its_json(key):
    """The session, the match's sheet and the page hold the typed result; the record (a sink) keeps its JSON, which
    reads back equal to it."""
    import random

    from tricktable.engine import MatchSession
    from tricktable.table.records import MatchRecord, RecordSink

    game = get_game(key)
    record = MatchRecord(key, {}, 5, 0)
    session = MatchSession(game, 5, 0, sink=RecordSink(record))
    rng = random.Random(5)
    session.start_next_hand()
    while (seat := session.to_act()) is not None:
        session.apply(seat, rng.choice(session.legal()))
    result = session.last_result
    assert isinstance(result, (TYPES[game.family], Redeal))
    kept = record.hands[-1].result
    assert isinstance(kept, dict) and kept == result.to_json()
    assert game.result_from_json(json.loads(json.dumps(kept))) == result
    assert session.match.hands[-1:] in ((), (result,))  # a redeal leaves the sheet as it was
