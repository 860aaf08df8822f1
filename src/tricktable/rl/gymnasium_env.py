"""A Gymnasium single-agent environment: the learner in one seat, tricktable's own players in the other three.

Observations are the learner's ``{"observation", "action_mask"}`` dict (as in the PettingZoo env), or with
``observation="vector"`` the vector alone (the mask then comes from ``action_masks()``, as MaskablePPO reads it). ``step`` applies
the learner's index, then lets the opponents act until the learner's turn or the end of the episode; the reward is
the learner's reward from the PettingZoo env (its side's score change when a hand ends). Opponents are player kinds
(``random``, ``heuristic``, ``normal``, ``policy:PATH``…), seated as the arena and the tables seat theirs: an episode
is a match (hand 1 of the match seeded ``seed``, or every hand with ``episode="match"``), each opponent made once
per episode seeded ``engine.match.player_seed(seed, 1, seat)``, hearing the match through
:class:`~tricktable.ai.seating.Seating` (``start_match``, ``start_hand``, ``observe``, ``end_hand``, ``end_match``,
and ``close`` when the next episode starts or the env closes) and deciding through its fault policy (a failing or
illegal answer gets the fallback move, counted in :attr:`SingleSeatEnv.faults`).

An index outside the action mask is replaced by a uniformly random legal one (drawn from the env's seeded
generator) and reported as ``info["illegal_action"]`` with ``illegal_penalty`` added to the reward, so that
unmasked algorithms and Gymnasium's checker can step it; ``on_illegal="raise"`` raises ``IllegalAction`` instead.
"""

from __future__ import annotations

from typing import Any, TypeAlias

import gymnasium as gym
import numpy as np

from ..ai import AnyPlayer, make_player
from ..ai.faults import Faults
from ..ai.seating import Seating
from ..engine import Action, MatchState
from ..engine.match import player_seed
from .actions import indices_of
from .pettingzoo_env import AGENTS, TricktableAEC

#: what the learner observes: the ``{"observation", "action_mask"}`` dict, or the vector alone
Observation: TypeAlias = dict[str, np.ndarray] | np.ndarray


class SeatedHooks:
    """The env's runner observer: the observations' own (the AEC's incremental observer, if any) first, then the
    hooks of the players seated for the episode (:attr:`seating`; None between episodes)."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.seating: Seating | None = None

    def reset(self, state: Any, hands: Any, match: MatchState) -> None:
        if self.inner is not None:
            self.inner.reset(state, hands, match)
        if self.seating is not None:
            self.seating.start_hand(state, match.hand_number)

    def step(self, before: Any, seat: int, action: Action, after: Any) -> None:
        if self.inner is not None:
            self.inner.step(before, seat, action, after)
        seating = self.seating
        if seating is None:
            return
        game = seating.game
        if seating.wants_events:
            seating.observe(after, game.events(before, action, after))
        if game.is_over(after):
            seating.end_hand(after, game.hand_result(after))


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
        unused = make_player(opponents, self.game, 0)  # fail now on an unknown kind
        close = getattr(unused, "close", None)  # an optional hook (ai.seating): an external bot's process goes
        if callable(close):
            close()
        self.hooks = SeatedHooks(self.aec.runner.observer)
        self.aec.runner.observer = self.hooks
        self._ended = True  # whether the episode's players have heard end_match
        self.render_mode = render_mode
        space = self.aec.observation_space(self.agent)
        # the observation vector alone (the mask through action_masks()), or the dict
        self.observation_space = space["observation"] if self.vector else space
        self.action_space = self.aec.action_space(self.agent)
    @property
    def faults(self) -> list[Faults]:
        """Each seat's faults in this episode (the learner's seat has none): timeouts, crashes, illegal answers and
        the fallback moves they got."""
        return [] if self.hooks.seating is None else self.hooks.seating.faults

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[Observation, dict[str, Any]]:
        super().reset(seed=seed)
        if seed is None:
            seed = int(self.np_random.integers(0, 2**62))
        self._let_go()
        players: list[AnyPlayer | None] = [
            None if s == self.seat else make_player(self.opponent_kind, self.game, player_seed(seed, 1, s))
            for s in range(self.game.num_seats)]
        seating = Seating(self.game, players)  # the learner's seat (None) hears nothing
        self.hooks.seating, self._ended = seating, False
        seating.start_match()
        self.aec.reset(seed=seed)  # deals the first hand: the players' start_hand
        reward = self._opponents_act()
        return self._obs(), {"reward_before_first_turn": reward}

    def _end_match(self) -> None:
        """The episode is over: its players hear ``end_match`` (once)."""
        seating = self.hooks.seating
        if seating is not None and not self._ended:
            self._ended = True
            match = self.aec.runner.match
            seating.end_match(match.scores, match.winner)

    def _let_go(self) -> None:
        """The episode's players are done with (``end_match`` if not yet, then ``close``)."""
        seating = self.hooks.seating
        if seating is not None:
            self._end_match()
            self.hooks.seating = None
            seating.close()

    def close(self) -> None:
        self._let_go()
        super().close()

    def _obs(self) -> Observation:
        obs = self.aec.observe(self.agent)
        return obs["observation"] if self.vector else obs

    def _opponents_act(self) -> float:
        """Opponents play until the learner is to act or the episode is over; the learner's reward meanwhile."""
        aec, game = self.aec, self.game
        seating = self.hooks.seating
        assert seating is not None  # reset() seats the players before any step
        reward = 0.0
        while not aec.terminations[self.agent] and aec.agent_selection != self.agent:
            seat = aec.runner.to_act
            if seat is None:  # not reached: the episode would be over
                break
            runner = aec.runner
            action = seating.decide(runner.state, seat, game.candidate_actions(runner.state))
            for index in indices_of(aec.codec, runner.state, action):
                aec.step(index)
                reward += aec.rewards[self.agent]
        if aec.terminations[self.agent]:
            self._end_match()
        return reward

    def step(self, action: int) -> tuple[Observation, float, bool, bool, dict[str, Any]]:
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

    def render(self) -> str | None:
        return self.aec.render()

