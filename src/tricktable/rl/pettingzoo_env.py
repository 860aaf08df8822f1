"""PettingZoo AEC environments for every registered variant: agents ``seat_0``..``seat_3``.

Each observation is ``{"observation": float32 vector, "action_mask": int8 vector}`` built from the acting seat's
view (``rl.encoding``, ``rl.actions``; sizes from the config). An episode is one hand by default, or a whole match
with ``episode="match"`` (open-ended matches stop after ``max_hands``). Rewards arrive when a hand ends: each seat
gets its side's score change for the hand (``reward="score"``; team games give both partners the team's) or its
side's change minus the other side's (``reward="relative"``: the mean of the three others in Callbreak). A redeal
(all pass) deals again at once without a reward. Deals follow the engine's match loop (``engine.match.MatchDeals``):
hand ``n`` of the episode with seed ``s`` is ``deal_for(game, s, n, dealer, attempt)`` from the first dealer
``seeded_first_dealer(game, s)``, like a table's match with that seed.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ..ai.arena.metrics import outcomes
from ..engine import IllegalAction, Redeal, get_game
from ..engine.match import AnyGame, MatchDeals, seeded_first_dealer
from .actions import ActionCodec
from .checked import CheckedEnv
from .encoding import Encoder
from .incremental import IncrementalObserver
from .render import render_text

AGENTS = tuple(f"seat_{s}" for s in range(4))
SEAT_OF = {a: s for s, a in enumerate(AGENTS)}
_GOING_ON = (None, False)  # HandRunner.step's answer while the hand goes on
_INT8 = np.dtype(np.int8)  # the mask's dtype (a dtype object: numpy converts the type np.int8 at every call)


class HandRunner:
    """The numpy-free core of an episode: deals from a seed, steps indices, reports hand results."""

    def __init__(self, game: AnyGame, episode: str = "hand", max_hands: int | None = None,
                 observer: Any = None) -> None:
        if episode not in ("hand", "match"):
            raise ValueError(f"episode must be 'hand' or 'match', not {episode!r}")
        self.game, self.episode = game, episode
        self.max_hands = max_hands if max_hands is not None else (10 if game.open_ended else None)
        self.codec = ActionCodec(game)
        #: told of every deal (``reset(state, hands)``) and rules step (``step(before, seat, action, after)``)
        self.observer = observer

    def reset(self, seed: int) -> None:
        self.seed = seed
        self.deals = MatchDeals(self.game, seed, seeded_first_dealer(self.game, seed))
        self.hands_played = 0
        self._deal()

    @property
    def match(self) -> Any:
        """The match state now (past every hand taken back: a finished hand is taken back when it ends)."""
        return self.deals.match

    def _deal(self) -> None:
        m = self.deals.match
        deal, self.state = self.deals.deal()
        self.seat = self.game.to_act(self.state)
        self.selection: tuple[int, ...] = ()
        self._legal: tuple[Any, tuple[int, ...], list[int]] | None = None
        self._set_mask()
        if self.observer is not None:
            self.observer.reset(self.state, deal.hands, m)

    @property
    def to_act(self) -> int | None:
        return self.game.to_act(self.state)

    #: the seat to act in ``state``, kept with it (``to_act`` without asking the rules)
    seat: int | None = None

    def legal(self) -> list[int]:
        """The legal indices of the seat to act (kept until the state or the selection changes)."""
        key = (self.state, self.selection)
        if self._legal is None or self._legal[0] is not key[0] or self._legal[1] != key[1]:
            self._legal = (self.state, self.selection, self.codec.legal(self.state, self.selection))
        return self._legal[2]

    def mask(self) -> bytes:
        """The legal indices as one byte per index, 1 = legal (all 0 when nobody is to act)."""
        return self.mask_bytes

    def _set_mask(self) -> None:
        """Compute :attr:`mask_bytes` for the state and selection now (every step needs it: its own check, and
        the observation of the seat to act)."""
        self.mask_bytes = bytes(self.codec.size) if self.seat is None else self.codec.mask(self.state, self.selection)

    def step(self, index: int) -> tuple[list[float] | None, bool]:
        """Apply ``index`` for the seat to act: (per-seat points if a hand just ended, episode over)."""
        mask = self.mask_bytes
        if not (0 <= index < len(mask) and mask[index]):
            raise IllegalAction(f"action {index} ({self.codec.describe(index) if 0 <= index < self.codec.size else '?'})"
                                f" is not legal now; legal: {self.legal()}")
        before = self.state
        self.selection, action = self.codec.step(before, self.selection, index, check=False)
        if action is None:  # a card chosen for a multi-card action: the same seat chooses on
            self.mask_bytes = self.codec.mask(before, self.selection)
            return _GOING_ON
        game = self.game
        if len(action.cards) > 1:  # built card by card: the rules have the last word
            game.check(before, action)
        self.state = after = game.advance(before, action)
        seat, self.seat = self.seat, game.to_act(after)
        if self.observer is not None:
            self.observer.step(before, seat, action, after)
        if self.seat is not None:
            self.mask_bytes = self.codec.mask(after, ())  # a complete action leaves no selection
            return _GOING_ON
        self.mask_bytes = bytes(self.codec.size)
        levels = getattr(self.deals.match, "levels", None)
        result = self.deals.finish(after)
        if isinstance(result, Redeal):
            self._deal()
            return _GOING_ON
        self.hands_played += 1
        points = [o.points for o in outcomes(game, result, levels)]
        if self.episode == "hand":  # the episode ends with its hand
            return points, True
        over = self.deals.over() or (self.max_hands is not None and self.hands_played >= self.max_hands)
        if not over:
            self._deal()
        return points, over


def relative(game: AnyGame, points: list[float]) -> list[float]:
    """Each seat's side's points minus the other side's (the mean of the three others when scoring per seat)."""
    if game.scoring_unit == "team":
        return [points[s] - points[(s + 1) % 4] for s in range(4)]
    return [points[s] - (sum(points) - points[s]) / 3 for s in range(4)]


class TricktableAEC(AECEnv):
    """One variant as a PettingZoo AEC environment (see the module docstring; encoding in docs/rl.md)."""

    metadata = {"render_modes": ["ansi"], "name": "tricktable_v0", "is_parallelizable": False}

    def __init__(self, variant: str = "callbreak/master", options: dict[str, Any] | None = None,
                 render_mode: str | None = None, episode: str = "hand", reward: str = "score",
                 max_hands: int | None = None, incremental: bool = True) -> None:
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        if reward not in ("score", "relative"):
            raise ValueError(f"reward must be 'score' or 'relative', not {reward!r}")
        self.game = get_game(variant, options)
        self.variant = self.game.key
        self.render_mode, self.reward_mode = render_mode, reward
        self.runner = HandRunner(self.game, episode, max_hands)
        self.codec = self.runner.codec
        self.encoder = Encoder(self.game, self.codec)
        #: the observations, changed step by step (``incremental=False``: encoded from the views every time)
        self.observer = IncrementalObserver(self.game, self.encoder) if incremental else None
        self.runner.observer = self.observer
        self._no_mask = bytes(self.codec.size)
        self._rewarded = True  # whether self.rewards may hold a non-zero reward
        self.possible_agents = list(AGENTS)
        high = 2.0 if self.encoder.doubled else 1.0  # a double deck's card entries count up to 2
        top = max(high, 200.0 / 200.0, 4.0)  # counts stay <= 2; scores may exceed their divisor in long matches
        obs_space = spaces.Dict({
            "observation": spaces.Box(-top * 100, top * 100, (self.encoder.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (self.codec.size,), np.int8),
        })
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(self.codec.size) for a in self.possible_agents}
        self._obs_space, self._act_space = obs_space, self.action_spaces

    def observation_space(self, agent: str) -> spaces.Dict:
        space = self.observation_spaces[agent]
        assert isinstance(space, spaces.Dict)  # every agent's is the dict made in __init__
        return space

    def action_space(self, agent: str) -> spaces.Discrete:
        return self.action_spaces[agent]

    # ------------------------------------------------------------------ episode
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is None:
            seed = random.SystemRandom().getrandbits(63)
        self.runner.reset(int(seed))
        self.agents = list(AGENTS)
        self.rewards = dict.fromkeys(AGENTS, 0.0)
        self._cumulative_rewards = dict.fromkeys(AGENTS, 0.0)
        self.terminations = dict.fromkeys(AGENTS, False)
        self.truncations = dict.fromkeys(AGENTS, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in AGENTS}
        self._rewarded = True
        self.agent_selection = AGENTS[self.runner.seat or 0]  # a new deal: a seat is to act

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """``agent``'s observation (new arrays: the env never changes what it handed out)."""
        seat = SEAT_OF[agent]
        runner = self.runner
        if runner.seat == seat:
            selection = runner.selection
            mask = self._no_mask if self.terminations[agent] else runner.mask_bytes
        else:
            selection, mask = (), self._no_mask
        if self.observer is not None:
            obs = self.observer.observation(runner.state, seat, selection)
        else:
            obs = self.encoder.encode(self.game.view(runner.state, seat), selection)
        # a new writable buffer each time (cheaper than numpy's fancy indexing)
        return {"observation": obs, "action_mask": np.frombuffer(bytearray(mask), _INT8)}

    def last(self, observe: bool = True) -> tuple[dict[str, np.ndarray] | None, float, bool, bool, dict[str, Any]]:
        """The agent to act's observation, cumulative reward, terminated, truncated and info (AECEnv.last)."""
        agent = self.agent_selection
        return (self.observe(agent) if observe else None, self._cumulative_rewards[agent], self.terminations[agent],
                self.truncations[agent], self.infos[agent])

    def step(self, action: int) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        if self._rewarded:  # rewards are zero after every step that ends no hand: reset them only when needed
            self.rewards = dict.fromkeys(self.agents, 0.0)
            self._rewarded = False
        points, over = self.runner.step(int(action))
        if points is not None:
            if self.reward_mode == "relative":
                points = relative(self.game, points)
            self.rewards = {AGENTS[s]: float(points[s]) for s in range(4)}
            self._rewarded = True
            self._accumulate_rewards()
        if over:
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = AGENTS[self.runner.seat or 0]  # the episode goes on: a seat is to act

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        return render_text(self.game, self.runner.state, self.runner.selection)

    def close(self) -> None:
        pass


#: the keywords of the env itself; any other keyword of env()/raw_env() is a rule option
ENV_KEYWORDS = frozenset({"render_mode", "episode", "reward", "max_hands", "incremental"})


def env(variant: str = "callbreak/master", **kwargs: Any) -> AECEnv:
    """The AEC environment of ``variant`` wrapped in PettingZoo's order and bounds checks (``rl.checked``)."""
    options = kwargs.pop("options", None) or {}
    for name in [k for k in kwargs if k not in ENV_KEYWORDS]:
        options[name] = kwargs.pop(name)  # anything else is a rule option: env("rook/crowsnest", target=500)
    return CheckedEnv(TricktableAEC(variant, options, **kwargs))


def raw_env(variant: str = "callbreak/master", **kwargs: Any) -> TricktableAEC:
    options = kwargs.pop("options", None) or {}
    for name in [k for k in kwargs if k not in ENV_KEYWORDS]:
        options[name] = kwargs.pop(name)
    return TricktableAEC(variant, options, **kwargs)
