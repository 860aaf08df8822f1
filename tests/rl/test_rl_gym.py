"""The Gymnasium single-seat wrapper passes Gymnasium's own checker and plays whole hands against our players."""

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from tricktable.rl import gym_env


def test_gymnasium_check_env_passes(variant):
    check_env(gym_env(variant, seat=1, opponents="random"), skip_render_check=True)


def test_a_hand_against_heuristic_players_ends_with_the_learners_score():
    env = gym_env("callbreak/master", seat=2, opponents="heuristic")
    obs, _ = env.reset(seed=4)
    rng = np.random.default_rng(0)
    total, done = 0.0, False
    while not done:
        assert env.action_masks().any()
        obs, reward, done, _, _ = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        total += reward
    assert total != 0.0 and abs(total) <= 13


def test_the_same_seed_gives_the_same_episode():
    def run():
        env = gym_env("rook/crowsnest", opponents="heuristic")
        obs, _ = env.reset(seed=9)
        first = obs["observation"].copy()
        obs, r, *_ = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
        return first, obs["observation"], r

    a, b = run(), run()
    for x, y in zip(a, b, strict=True):
        np.testing.assert_array_equal(x, y)


def test_an_unknown_opponent_is_refused():
    with pytest.raises(ValueError):
        gym_env("rook/crowsnest", opponents="grandmaster")


def test_vector_observations_pass_check_env_and_masks_come_from_action_masks():
    env = gym_env("callbreak/master", opponents="random", observation="vector")
    check_env(env, skip_render_check=True)
    obs, _ = env.reset(seed=1)
    assert obs.shape == env.observation_space.shape and env.action_masks().any()


def test_an_illegal_index_is_replaced_and_reported_or_raises_when_asked():
    env = gym_env("callbreak/master", opponents="random", illegal_penalty=-1.0)
    obs, _ = env.reset(seed=2)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    _, reward, _, _, info = env.step(illegal)
    assert info["illegal_action"] and reward <= -1.0 + 13
    strict = gym_env("callbreak/master", opponents="random", on_illegal="raise")
    obs, _ = strict.reset(seed=2)
    from tricktable.engine import IllegalAction

    with pytest.raises(IllegalAction):
        strict.step(int(np.flatnonzero(obs["action_mask"] == 0)[0]))


def test_gym_env_factory_survives_repeated_calls():
    """Importing the env's submodule must not replace the package's ``gym_env`` function with a module."""
    import tricktable.rl as rl

    first = rl.gym_env("callbreak/master", opponents="random")
    second = rl.gym_env("callbreak/master", opponents="random")
    assert type(first) is type(second)
    assert callable(rl.gym_env) and not isinstance(rl.gym_env, type(rl))


def test_gymnasium_make_by_registered_id():
    import gymnasium

    import tricktable.rl  # noqa: F401  (registers the ids)
    from tricktable.engine import variant_keys

    ids = [k for k in gymnasium.registry if k.startswith("tricktable/") and "webtest" not in k]
    shipped = [k for k in variant_keys() if not k.startswith("webtest/")]  # a test variant is registered late
    assert sorted(ids) == sorted(f"tricktable/{k.replace('/', '-')}-v0" for k in shipped)
    env = gymnasium.make("tricktable/callbreak-master-v0", opponents="random")
    obs, _ = env.reset(seed=3)
    assert "action_mask" in obs
    assert env.unwrapped.variant == "callbreak/master"
