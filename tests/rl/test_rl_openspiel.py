"""Every variant as an OpenSpiel game: OpenSpiel's random simulation test (with serialization), resampling from
the information state, and a move by OpenSpiel's own ISMCTS bot."""

import random

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from tricktable.rl.openspiel_game import load, register_all, resample, short_name  # noqa: E402


def random_decision(game, rng, steps):
    """A state after the deal and ``steps`` random player actions (or fewer if the hand ends)."""
    s = game.new_initial_state()
    while s.is_chance_node():
        outcomes = s.chance_outcomes()
        s.apply_action(outcomes[rng.randrange(len(outcomes))][0])
    for _ in range(steps):
        if s.is_terminal():
            break
        legal = s.legal_actions()
        s.apply_action(legal[rng.randrange(len(legal))])
    return s


def test_every_variant_is_registered_under_its_short_name(variant):
    assert short_name(variant) in register_all()
    game = load(variant)
    assert game.get_type().information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC


def test_openspiel_random_simulation_with_serialization(variant):
    pyspiel.random_sim_test(load(variant, dealer=1), num_sims=1, serialize=True, verbose=False)


def test_serialize_round_trip_mid_hand(variant):
    game = load(variant)
    s = random_decision(game, random.Random(4), 20)
    g2, s2 = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, s))
    assert s2.history() == s.history()
    assert s2.information_state_string(0) == s.information_state_string(0)
    assert s2.observation_tensor(1) == s.observation_tensor(1)


def test_resampled_states_keep_the_information_state_and_change_hidden_cards(variant):
    game = load(variant)
    rng = random.Random(7)
    changed = 0
    for _ in range(8):
        s = random_decision(game, rng, rng.randrange(0, 80))
        if s.is_terminal():
            continue
        p = s.current_player()
        r = resample(s, p, rng)
        assert r.information_state_string(p) == s.information_state_string(p)
        assert r.information_state_tensor(p) == s.information_state_tensor(p)
        assert r.legal_actions() == s.legal_actions()
        changed += str(r.history()) != str(s.history())
    assert changed


def test_openspiel_ismcts_bot_moves(variant):
    game = load(variant)
    s = random_decision(game, random.Random(2), 3)
    if s.is_terminal():
        pytest.skip("hand over")
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(0))
    bot = ismcts.ISMCTSBot(game, evaluator, 2.0, 4, random_state=np.random.RandomState(0))
    assert bot.step(s) in s.legal_actions()


@pytest.mark.slow
def test_the_ismcts_contestant_plays_whole_arena_deals():
    from tricktable.ai.arena import run_arena

    out = run_arena("callbreak/master", ["ismcts:8", "random"], 1, seed=3).to_json()
    assert out["deals"] == 1 and out["contestants"]["ismcts:8"]["ms_per_decision"]["decisions"] > 0
