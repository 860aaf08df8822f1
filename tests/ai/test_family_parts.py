"""A family's knowledge lives in its own folder (``games/<family>/``: ``rl.py`` its RL action blocks and observation,
``faces.py`` its review threshold and what a hand means for each seat); the layers that read it hold no family
branches."""

import pathlib
import re

import pytest

import tricktable
from tricktable.ai.arena.metrics import outcomes
from tricktable.engine import get_game
from tricktable.games import FAMILIES, faces, family_part
from tricktable.rl.actions import ActionCodec, has_action_space

SRC = pathlib.Path(tricktable.__file__).parent
#: modules made generic: they read the family's parts and never test which family it is
GENERIC = ["rl/actions.py", "rl/encoding.py", "rl/incremental.py", "rl/openspiel_game.py", "rl/pettingzoo_env.py",
           "rl/policy.py", "rl/gymnasium_env.py", "ai/arena/metrics.py", "ai/arena/runner.py", "ai/review.py",
           "interfaces/web/replay.py", "engine/registry.py"]
BRANCH = re.compile(r"family\s*(==|!=|\bin\b|\bnot in\b)|[\"'](rook|callbreak|shengji)[\"']")


@pytest.mark.parametrize("path", GENERIC)
def test_generic_modules_have_no_family_branch(path):
    text = (SRC / path).read_text()
    assert not BRANCH.findall(text), f"{path} tests the family: move that knowledge to games/<family>/"


@pytest.mark.parametrize("family", FAMILIES)
def test_every_family_has_its_parts(family):
    game = get_game(family)
    rl = family_part(game, "rl")
    assert rl.__name__ == f"tricktable.games.{family}.rl" and has_action_space(game)
    assert family_part(game, "faces").__name__ == f"tricktable.games.{family}.faces"
    codec = ActionCodec(game)
    assert [b.name for b in codec.layout()][-2:] in (["card", "done"], ["trump", "card"], ["bid", "card"])
    assert codec.plays_card_by_card == (family == "shengji")
    assert rl.Follower is not None  # every family follows its steps (Tractor only its plays)


def test_the_family_parts_import_no_third_party_package():
    for family in FAMILIES:
        for part in ("rl.py", "faces.py"):
            text = (SRC / "games" / family / part).read_text()
            assert not re.search(r"^\s*(import|from)\s+(numpy|gymnasium|pettingzoo|pyspiel)", text, re.M)


def test_a_family_from_outside_games_gets_the_default_faces(toy):
    game = toy
    assert family_part(game, "faces", faces) is faces
    assert not has_action_space(game)
    with pytest.raises(ValueError, match="no RL action space"):
        ActionCodec(game)
    out = outcomes(game, game.result_from_json({"calls": [1, 2, 1, 1], "tricks": [1, 2, 1, 1], "score": [1, 2, -1, 1]}))
    assert [o.won for o in out] == [0.0, 1.0, 0.0, 0.0] and [o.bid for o in out] == [True, True, False, True]


def test_tractor_outcome_is_the_levels_gained():
    game = get_game("shengji/tractor")
    result = game.result_from_json({"dealer": 1, "trump": "S", "level": "2", "attacker_points": 0, "kitty_points": 0,
                                     "levels": {"0": "2", "1": "5"}, "next_dealer": 3, "winner": None})
    out = outcomes(game, result, {"0": "2", "1": "2"})
    assert [o.points for o in out] == [-3.0, 3.0, -3.0, 3.0]
    assert [o.won for o in out] == [0.0, 1.0, None, None] and [o.bid for o in out] == [None, True, None, None]


def test_a_bare_family_name_picks_the_default_its_family_registered():
    assert [get_game(f).key for f in ("rook", "callbreak", "shengji")] == \
        ["rook/crowsnest", "callbreak/master", "shengji/tractor"]
