"""Reinforcement-learning faces of tricktable (optional extra ``pip install -e '.[rl]'``): PettingZoo and Gymnasium
environments and OpenSpiel games for every registered variant. The encodings are documented in ``docs/rl.md``."""

from __future__ import annotations

from typing import Any


def env(variant: str = "callbreak/master", **kwargs: Any):
    """A PettingZoo AEC environment (agents ``seat_0``..``seat_3``) of ``variant``; keyword rule options allowed."""
    from .pettingzoo_env import env as _env

    return _env(variant, **kwargs)


def raw_env(variant: str = "callbreak/master", **kwargs: Any):
    from .pettingzoo_env import raw_env as _raw

    return _raw(variant, **kwargs)


def gym_env(variant: str = "callbreak/master", seat: int = 0, opponents: str = "normal", **kwargs: Any):
    """A Gymnasium single-agent environment: the learner at ``seat``, tricktable players in the other seats."""
    from .gym_env import SingleSeatEnv

    return SingleSeatEnv(variant, seat=seat, opponents=opponents, **kwargs)


def register_openspiel() -> list[str]:
    """Register every variant with OpenSpiel (``python_tricktable_<family>_<variant>``); the short names."""
    from .openspiel_game import register_all

    return register_all()


__all__ = ["env", "gym_env", "raw_env", "register_openspiel"]
