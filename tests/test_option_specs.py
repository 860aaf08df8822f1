"""Every option of every variant says what kind of value it takes, so a settings page can offer the right control
(a number with its range, a yes/no, a list of numbers, a table of counters, one of a few values) and never raw JSON."""

from __future__ import annotations

from tricktable.engine import get_game

KINDS = {"bool", "int", "text", "choice", "numbers", "pairs"}


def test_every_option_has_a_kind_and_numbers_have_a_range_the_default_is_in(variant):
    game = get_game(variant)
    if variant.startswith("webtest/"):
        return  # the web suite's test game has no ranges
    specs = game.option_specs()
    options = game.options()
    assert set(specs) == set(options)
    for name, spec in specs.items():
        assert spec["kind"] in KINDS, (name, spec)
        value = options[name]
        if spec["kind"] == "int":
            assert spec["min"] <= spec["max"] and spec["step"] >= 1, (name, spec)
            assert value is None and spec["nullable"] or spec["min"] <= value <= spec["max"], (name, value, spec)
        if spec["kind"] == "choice":
            assert value in spec["choices"]
        if spec["kind"] == "numbers":
            assert all(spec["min"] <= n <= spec["max"] for n in value)
        if spec["kind"] == "pairs":
            assert all(spec["min"] <= p <= spec["max"] for _, p in value)


def test_the_kinds_follow_the_config_types():
    rook = get_game("rook/crowsnest").option_specs()
    assert rook["max_bid"] == {"kind": "int", "nullable": True, "min": 5, "max": 400, "step": 5}
    assert rook["numbers"]["kind"] == "numbers" and rook["points"]["kind"] == "pairs"
    assert rook["bird"]["kind"] == "bool" and rook["bird_name"]["kind"] == "text"
    assert rook["target"] == {"kind": "choice", "nullable": False, "choices": [150, 200, 300, 500]}
    callbreak = get_game("callbreak/master").option_specs()
    assert callbreak["rounds"]["nullable"] and callbreak["bonus_call_from"]["nullable"]
    assert not callbreak["min_call"]["nullable"]
