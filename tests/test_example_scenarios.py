"""The sample scenario files under ``examples/scenarios/`` (issue 25 item 14): one per family, each replays through
the rules without an error, and the README shows how to replay them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tricktable.engine import get_game
from tricktable.table.scenario import replay_scenario

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted((ROOT / "examples" / "scenarios").glob("*.json"))


def test_there_is_one_example_per_family_and_the_readme_uses_each():
    families = sorted(get_game(json.loads(p.read_text())["variant"]).family for p in EXAMPLES)
    assert families == ["callbreak", "rook", "shengji"], families
    readme = (ROOT / "README.md").read_text()
    for path in EXAMPLES:
        assert f"examples/scenarios/{path.name}" in readme, path.name


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_each_example_replays_to_a_hand_in_play(path):
    scenario = json.loads(path.read_text())
    out = replay_scenario(scenario, "en")
    assert "error" not in out, out.get("error")
    assert len(out["steps"]) == len(scenario["actions"]) and out["phase"] == "play" and out["to_act"] is not None
    assert out["legal"], out
