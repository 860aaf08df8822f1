"""A Gymnasium single-agent environment: the learner in one seat, tricktable's own players in the other three.

Observations are the learner's ``{"observation", "action_mask"}`` dict (as in the PettingZoo env), or with
``observation="vector"`` the vector alone (the mask then comes from ``action_masks()``, as MaskablePPO reads it). ``step`` applies
the learner's index, then lets the opponents act until the learner's turn or the end of the episode; the reward is
the learner's reward from the PettingZoo env (its side's score change when a hand ends). Opponents are player kinds
(``random``, ``heuristic``, ``normal``, ``policy:PATH``…), each seeded from the episode seed.

An index outside the action mask is replaced by a uniformly random legal one (drawn from the env's seeded
generator) and reported as ``info["illegal_action"]`` with ``illegal_penalty`` added to the reward, so that
unmasked algorithms and Gymnasium's checker can step it; ``on_illegal="raise"`` raises ``IllegalAction`` instead.
"""

from __future__ import annotations

from typing import Any

import gymnasium as gym
import numpy as np

from ..ai import make_player
from ..engine import hand_seed
from .actions import indices_of
from .pettingzoo_env import AGENTS, TricktableAEC


class SingleSeatEnv(gym.Env):
    """``tricktable.rl.gym_env(variant, seat=0, opponents="normal")``; keyword rule options allowed."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, variant: str = "callbreak/master", seat: int = 0, opponents: str = "normal",
                 render_mode: str | None = None, episode: str = "hand", reward: str = "score",
                 max_hands: int | None = None, options: dict[str, Any] | None = None, on_illegal: str = "random",
                 illegal_penalty: float = 0.0, observation: str = "dict", **rule_options: Any) -> None:
        if seat not in range(4):
            raise ValueError(f"seat must be 0-3, not {seat!r}")
        if on_illegal not in ("random", "raise"):
            raise ValueError(f"on_illegal must be 'random' or 'raise', not {on_illegal!r}")
        self.on_illegal, self.illegal_penalty = on_illegal, float(illegal_penalty)
        if observation not in ("dict", "vector"):
            raise ValueError(f"observation must be 'dict' or 'vector', not {observation!r}")
        self.vector = observation == "vector"
        self.aec = TricktableAEC(variant, {**(options or {}), **rule_options}, render_mode, episode, reward,
                                 max_hands)
        self.game, self.variant = self.aec.game, variant
        self.seat, self.agent = seat, AGENTS[seat]
        self.opponent_kind = opponents
        make_player(opponents, self.game, 0)  # fail now on an unknown kind
        self.render_mode = render_mode
        space = self.aec.observation_space(self.agent)
        # the observation vector alone (the mask through action_masks()), or the dict
        self.observation_space = space["observation"] if self.vector else space
        self.action_space = self.aec.action_space(self.agent)
        self._players: list[Any] = []

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        if seed is None:
            seed = int(self.np_random.integers(0, 2**62))
        self.aec.reset(seed=seed)
        self._players = [make_player(self.opponent_kind, self.game, hand_seed(seed, 0, 100 + s)) for s in range(4)]
        reward = self._opponents_act()
        return self._obs(), {"reward_before_first_turn": reward}

    def _obs(self):
        obs = self.aec.observe(self.agent)
        return obs["observation"] if self.vector else obs

    def _opponents_act(self) -> float:
        """Opponents play until the learner is to act or the episode is over; the learner's reward meanwhile."""
        aec, game = self.aec, self.game
        reward = 0.0
        while not aec.terminations[self.agent] and aec.agent_selection != self.agent:
            seat = aec.runner.to_act
            if seat is None:  # not reached: the episode would be over
                break
            runner = aec.runner
            view = game.view(runner.state, seat)
            action = self._players[seat].choose(game, view, game.candidate_actions(runner.state))
            for index in indices_of(aec.codec, runner.state, action):
                aec.step(index)
                reward += aec.rewards[self.agent]
        return reward

    def step(self, action: int):
        aec = self.aec
        legal = aec.runner.legal()
        info: dict[str, Any] = {}
        reward = 0.0
        if int(action) not in legal:
            if self.on_illegal == "raise":
                from ..engine import IllegalAction

                raise IllegalAction(f"action {int(action)} is not legal now; legal: {legal}")
            action = legal[int(self.np_random.integers(len(legal)))]
            info["illegal_action"] = True
            reward += self.illegal_penalty
        aec.step(int(action))
        reward += aec.rewards[self.agent]
        reward += self._opponents_act()
        terminated = aec.terminations[self.agent]
        return self._obs(), float(reward), terminated, False, info

    def action_masks(self) -> np.ndarray:
        """The legal actions now (sb3-contrib's MaskablePPO reads this)."""
        return self.aec.observe(self.agent)["action_mask"].astype(bool)

    def render(self):
        return self.aec.render()

