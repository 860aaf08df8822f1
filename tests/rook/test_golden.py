"""Golden hands: hand-written deals and actions with expected results, replayed through the scenario format."""

import pytest

from tricktable.table.scenario import replay_scenario

from .helpers import golden_files, load, replay

FILES = golden_files()


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_hand_gives_the_expected_result(path):
    data = load(path)
    g, state, _ = replay(data["scenario"])
    assert g.to_act(state) is None, "the golden hand must be complete"
    assert g.hand_result(state).to_json() == data["expected"]["result"]


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_hand_replays_the_same_through_the_scenario_format(path):
    data = load(path)
    out = replay_scenario(data["scenario"])
    assert "error" not in out
    assert out["result"] == data["expected"]["result"]


def test_there_is_a_golden_hand_for_every_preset():
    from tricktable.games.rook import PRESETS

    covered = {load(p)["scenario"]["variant"] for p in FILES}
    assert {f"rook/{k}" for k in PRESETS} <= covered
