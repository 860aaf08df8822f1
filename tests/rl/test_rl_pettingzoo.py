"""PettingZoo's own API and seed tests on every variant, hidden-card invariance, rewards and episodes."""

import random

import numpy as np
from pettingzoo.test import api_test, seed_test

from tricktable.ai.search.adapter import adapter_for
from tricktable.ai.search.infoset import build_world, knowledge
from tricktable.ai.search.worlds import sample
from tricktable.engine import get_game
from tricktable.rl import env, raw_env


def test_pettingzoo_api_test_passes(variant):
    api_test(env(variant), num_cycles=300)


def test_pettingzoo_seed_test_passes(variant):
    seed_test(lambda: env(variant), num_cycles=300)


def play_random(e, seed, stop=None):
    """Random masked actions until the episode ends (or ``stop`` steps); the rewards seen per agent."""
    rng = np.random.default_rng(seed)
    e.reset(seed=seed)
    total = {a: 0.0 for a in e.possible_agents}
    steps = 0
    for agent in e.agent_iter():
        obs, reward, term, trunc, _ = e.last()
        total[agent] += reward
        if term or trunc:
            e.step(None)
            continue
        if stop is not None and steps >= stop:
            break
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        steps += 1
    return total


def test_a_hand_pays_each_seat_its_sides_score_change():
    e = raw_env("rook/crowsnest")
    total = play_random(env("rook/crowsnest"), 3)
    assert total["seat_0"] == total["seat_2"] and total["seat_1"] == total["seat_3"]
    assert any(v != 0 for v in total.values())
    rel = play_random(env("rook/crowsnest", reward="relative"), 3)
    assert rel["seat_0"] == total["seat_0"] - total["seat_1"] == -rel["seat_1"]
    assert e.metadata["render_modes"] == ["ansi"]


def test_match_episodes_run_several_hands_until_the_match_ends():
    e = env("callbreak/standard", episode="match")  # five rounds
    play_random(e, 1)
    assert e.unwrapped.runner.hands_played == 5


def test_open_ended_matches_stop_after_max_hands():
    e = env("callbreak/master", episode="match", max_hands=2)
    play_random(e, 2)
    assert e.unwrapped.runner.hands_played == 2


def test_rule_options_pass_through_as_keywords():
    assert env("rook/crowsnest", target=500).unwrapped.game.config.target == 500


def test_ansi_render_shows_the_table_and_only_the_hand_of_the_seat_to_act():
    e = env("callbreak/master", render_mode="ansi")
    e.reset(seed=5)
    text = e.render()
    state = e.unwrapped.runner.state
    seat = e.unwrapped.game.to_act(state)
    assert f"seat {seat} to act" in text
    others = [c for s in range(4) if s != seat for c in e.unwrapped.game.view(state, s).hand]
    shown = text.split(f"seat {seat} holds: ")[1].split("\n")[0].split()
    assert not {e.unwrapped.game.format_card(c) for c in others} & set(shown)


def test_observation_does_not_change_when_the_hidden_cards_do(variant):
    """Redeal every card the observer cannot see (consistently with its view): its observation stays the same.

    On the encoding of the views (``incremental=False``): the env's default, step-by-step observations never read
    the state, and test_rl_incremental shows they equal these encodings after every step."""
    game = get_game(variant)
    adapter = adapter_for(game)
    e = raw_env(variant, incremental=False)
    changed = 0
    for seed in range(6):
        play_random(e, seed, stop=random.Random(seed).randrange(5, 60))
        runner = e.runner
        if game.to_act(runner.state) is None:
            continue
        for seat in range(4):
            view = game.view(runner.state, seat)
            before = e.observe(f"seat_{seat}")
            k = knowledge(game, adapter, view, view.to_json())
            world = build_world(game, adapter, view, view.to_json(), k, sample(k, random.Random(seed)))
            real = runner.state
            runner.state = world
            try:
                after = e.observe(f"seat_{seat}")
                others = [tuple(sorted(game.view(s_, o).hand)) for s_ in (real, world) for o in range(4) if o != seat]
                changed += others[:3] != others[3:]
            finally:
                runner.state = real
            np.testing.assert_array_equal(before["observation"], after["observation"])
            np.testing.assert_array_equal(before["action_mask"], after["action_mask"])
    assert changed > 0, "the redeal never changed a hidden card: the test proves nothing"


def test_docs_rl_md_has_the_current_layout_of_every_variant():
    import importlib.util
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    spec = importlib.util.spec_from_file_location("rl_layout", root / "scripts" / "rl_layout.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert mod.layout_section() in (root / "docs" / "rl.md").read_text(), "run scripts/rl_layout.py"


def test_bench_env_reports_steps_per_second_against_spades():
    import json

    from typer.testing import CliRunner

    from tricktable.interfaces.cli.app import app

    result = CliRunner().invoke(app, ["bench", "--env", "--quick", "--json", "-v", "rook/crowsnest"])
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout)
    assert out["open_spiel_spades"]["env"] == "open_spiel/spades"
    assert out["results"][0]["env"] == "rook/crowsnest" and out["results"][0]["steps_per_second"] > 0
    from tricktable import native

    if native.enabled():  # the pure-Python row beside the native one, each marked with its path
        assert [r["path"] for r in out["results"]] == ["native", "native", "python"]
        assert out["results"][2]["env"] == "rook/crowsnest (pure Python)"
    else:
        assert [r["path"] for r in out["results"]] == ["python", "python"]


def test_bench_env_pure_rows_make_and_step_the_env_on_the_python_reference(monkeypatch):
    import random

    from tricktable import native
    from tricktable.rl import bench

    seen = []

    class Recording:
        """An env that notes whether the native core was on at each call."""

        def __init__(self, variant):
            seen.append(("make", native.enabled()))

        def reset(self, seed=None):
            seen.append(("reset", native.enabled()))

        def last(self):
            import numpy as np

            seen.append(("last", native.enabled()))
            return {"action_mask": np.array([1], dtype=np.int8)}, 0, False, False, {}

        def step(self, action):
            seen.append(("step", native.enabled()))

    monkeypatch.setattr(bench, "make_env", Recording)
    before = native.set_enabled(True)
    try:
        play = bench.env_steps("rook/crowsnest", unit=3, pure=True)
        play(random.Random(1))
        assert native.enabled() == (native.LOADED is not None)  # the process's setting is given back
    finally:
        native.set_enabled(before)
    assert seen and all(on is False for _, on in seen)
    assert [what for what, _ in seen].count("step") == 3
