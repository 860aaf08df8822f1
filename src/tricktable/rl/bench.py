"""Environment steps for ``tricktable bench --env``: random masked actions through the PettingZoo AEC env.

A *step* is one ``env.step`` of the agent to act with a uniformly random index among those its ``action_mask``
allows, after reading its observation with ``env.last()`` (what a learner does every step). Episodes reset with
the next seed as they end (reset time counts; it deals the hand).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .. import native
from .pettingzoo_env import env as make_env
from .pettingzoo_env import raw_env

#: the env steps timed as one unit of the benchmark loop
UNIT = 100


def env_steps(variant: str, unit: int = UNIT, raw: bool = False,
              pure: bool = False) -> Callable[[random.Random], int]:
    """A function playing ``unit`` random masked steps of ``variant``'s env per call (continuing across hands);
    ``raw``: the env without PettingZoo's order and bounds wrappers (``rl.raw_env``); ``pure``: the env made and
    stepped with the native core switched off (the Python reference), whatever the process's setting."""
    if pure:
        with native.pure_python():
            reference = env_steps(variant, unit, raw)

        def on_reference(rng: random.Random) -> int:
            with native.pure_python():
                return reference(rng)

        return on_reference
    e = raw_env(variant) if raw else make_env(variant)
    episode = [0]
    e.reset(seed=0)

    def play(rng: random.Random) -> int:
        last, step = e.last, e.step
        n = 0
        while n < unit:
            obs, _, term, trunc, _ = last()
            if term or trunc:
                episode[0] += 1
                e.reset(seed=episode[0])
                continue
            if obs is None:
                raise RuntimeError("the env gave no observation")
            legal = obs["action_mask"].nonzero()[0]
            step(int(legal[rng.randrange(len(legal))]))
            n += 1
        return n

    return play
