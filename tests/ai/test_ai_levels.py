"""Each family declares its search levels beside its adapter (``Adapter.levels``), and ``level_budget`` resolves
them through the adapter registry: the budgets must be exactly those of before the move (issue 24)."""

from __future__ import annotations

import dataclasses
import json
import pathlib
import types

import pytest

from tricktable.ai.search.adapter import Adapter, adapter_class
from tricktable.ai.search.levels import LEVELS, level_budget
from tricktable.engine import get_game, variant_keys
from tricktable.games import FAMILIES

#: every variant's resolved budget per level, dumped on main at 25d1c44 (before the budgets left
#: ``ai/search/player.py``'s ``FAMILY_LEVELS``) by ``level_budget`` there
BEFORE = json.loads((pathlib.Path(__file__).parent / "data" / "level_budgets_before_issue24.json").read_text())


@pytest.mark.parametrize("key", sorted(BEFORE))
def test_every_level_resolves_to_its_budget_of_before_the_move(key):
    game = get_game(key)
    now = {level: json.loads(json.dumps(dataclasses.asdict(level_budget(level, game)))) for level in BEFORE[key]}
    assert now == BEFORE[key]


def test_the_captured_budgets_cover_every_variant_and_level():
    # the package's own variants, named after their family; not the tests' (``webtest/claim`` is a Callbreak game
    # that a browser test registers in its worker)
    ours = sorted(key for key in variant_keys() if key.split("/")[0] == get_game(key).family in FAMILIES)
    assert sorted(BEFORE) == ours
    for key in ours:
        own = set(adapter_class(get_game(key)).levels)
        assert set(LEVELS) | own == set(BEFORE[key])


def test_a_family_without_levels_of_its_own_gets_the_generic_ones():
    game = types.SimpleNamespace(family="no-such-family", key="no-such-family/x")  # all the registry reads
    assert adapter_class(game) is Adapter
    assert all(level_budget(level, game) == LEVELS[level] for level in LEVELS)


def test_a_family_overrides_a_level_through_its_adapter():
    game = get_game("callbreak/standard")
    assert level_budget("normal", game) != LEVELS["normal"]
    assert level_budget("normal", game) is adapter_class(game).levels["normal"]
