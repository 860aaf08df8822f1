"""Reinforcement-learning faces of tricktable (optional extra ``pip install -e '.[rl]'``): PettingZoo and Gymnasium
environments and OpenSpiel games for every registered variant. The encodings are documented in ``docs/rl.md``."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pettingzoo import AECEnv

    from .gymnasium_env import SingleSeatEnv
    from .pettingzoo_env import TricktableAEC


def env(variant: str = "callbreak/master", **kwargs: Any) -> AECEnv:
    """A PettingZoo AEC environment (agents ``seat_0``..``seat_3``) of ``variant``; keyword rule options allowed."""
    from .pettingzoo_env import env as _env

    return _env(variant, **kwargs)


def raw_env(variant: str = "callbreak/master", **kwargs: Any) -> TricktableAEC:
    from .pettingzoo_env import raw_env as _raw

    return _raw(variant, **kwargs)


def gym_env(variant: str = "callbreak/master", seat: int = 0, opponents: str = "normal",
            **kwargs: Any) -> SingleSeatEnv:
    """A Gymnasium single-agent environment: the learner at ``seat``, tricktable players in the other seats."""
    from .gymnasium_env import SingleSeatEnv

    return SingleSeatEnv(variant, seat=seat, opponents=opponents, **kwargs)


def register_openspiel() -> list[str]:
    """Register every variant with OpenSpiel (``python_tricktable_<family>_<variant>``); the short names."""
    from .openspiel_game import register_all

    return register_all()


def gym_id(variant: str) -> str:
    """The Gymnasium id of ``variant``: ``callbreak/master`` -> ``tricktable/callbreak-master-v0``."""
    return "tricktable/" + variant.replace("/", "-") + "-v0"


def register_gymnasium() -> list[str]:
    """Register every variant with Gymnasium (done on ``import tricktable.rl`` when gymnasium is installed), so that
    ``gymnasium.make("tricktable/callbreak-master-v0", opponents="random", ...)`` builds :func:`gym_env`; the ids."""
    import gymnasium

    from ..engine import variant_keys

    ids = []
    for variant in variant_keys():
        ids.append(gym_id(variant))
        if ids[-1] not in gymnasium.registry:
            gymnasium.register(ids[-1], entry_point="tricktable.rl.gymnasium_env:SingleSeatEnv",
                               kwargs={"variant": variant}, disable_env_checker=True)
    return ids


with contextlib.suppress(ImportError):  # without the rl extra there is nothing to register
    register_gymnasium()

__all__ = ["env", "gym_env", "gym_id", "raw_env", "register_gymnasium", "register_openspiel"]
