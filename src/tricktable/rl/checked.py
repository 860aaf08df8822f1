"""PettingZoo's order and bounds checks around an env, without their cost on every step.

:func:`rl.env <tricktable.rl.pettingzoo_env.env>` wraps the env in PettingZoo's ``AssertOutOfBoundsWrapper`` inside its
``OrderEnforcingWrapper``, as PettingZoo's own environments are. Each attribute the outer wrapper does not have is
looked up through both wrappers' ``__getattr__``, and ``last()`` plus ``step()`` read half a dozen of them per
step: that forwarding cost more than the step itself. :class:`CheckedEnv` is the same ``OrderEnforcingWrapper``
(a subclass, so PettingZoo's iterator and checks accept it) whose ``last``, ``step`` and attribute lookups make the
same checks in one place and read the env inside directly (``reset`` too: the two wrappers' resets only
forward it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pettingzoo import AECEnv
from pettingzoo.utils.env_logger import EnvLogger
from pettingzoo.utils.wrappers import AssertOutOfBoundsWrapper, OrderEnforcingWrapper

if TYPE_CHECKING:
    import numpy as np

#: what OrderEnforcingWrapper refuses to show before reset()
BEFORE_RESET = frozenset({"rewards", "terminations", "truncations", "infos", "agent_selection", "num_agents", "agents"})


class CheckedEnv(OrderEnforcingWrapper):
    """``OrderEnforcingWrapper(AssertOutOfBoundsWrapper(env))`` with the checks made here, in one place."""

    def __init__(self, env: AECEnv) -> None:
        super().__init__(AssertOutOfBoundsWrapper(env))
        self.__dict__["_inner"] = env

    def __getattr__(self, name: str) -> Any:
        if name in BEFORE_RESET and not self.__dict__.get("_has_reset"):
            raise AttributeError(f"{name} cannot be accessed before reset")
        if name.startswith("_") and name != "_cumulative_rewards":
            raise AttributeError(f"accessing private attribute '{name}' is prohibited")
        return getattr(self.__dict__["_inner"], name)

    def last(self, observe: bool = True) -> tuple[dict[str, np.ndarray] | None, float, bool, bool, dict[str, Any]]:
        if not self._has_reset:
            raise AttributeError("agent_selection cannot be accessed before reset")
        answer: tuple[dict[str, np.ndarray] | None, float, bool, bool, dict[str, Any]] = self._inner.last(observe)
        return answer

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self._has_reset = True
        self._has_updated = True
        self._inner.reset(seed=seed, options=options)
        # once reset, last() has nothing left to check: the env's own, without a call through this wrapper
        self.__dict__["last"] = self._inner.last

    def step(self, action: Any) -> None:
        inner = self._inner
        if not self._has_reset:
            EnvLogger.error_step_before_reset()
        elif not inner.agents:
            self._has_updated = True
            EnvLogger.warn_step_after_terminated_truncated()
        else:
            self._has_updated = True
            agent = inner.agent_selection
            if type(action) is not int or not 0 <= action < inner.codec.size:  # else surely in the Discrete space
                assert (action is None and (inner.terminations[agent] or inner.truncations[agent])) or \
                    inner.action_space(agent).contains(action), "action is not in action space"
            inner.step(action)
