"""The one place the Callbreak rules choose between their Python reference and the native core's kernels.

Each function here has the signature and the exact results of its reference (:func:`.state.legal_mask`,
:func:`.playout.random_playout`): it calls the kernel when the core is in use (``tricktable.native``) and the
reference otherwise, or when the kernel declines an input it does not represent (``NotImplemented``).
"""

from __future__ import annotations

from typing import Any

from ... import native
from .playout import random_playout as reference_playout
from .state import CallbreakState
from .state import legal_mask as reference_legal_mask


def legal_mask(hand: int, trick: tuple[int, ...], must_head: int, must_overtrump: bool) -> int:
    """As :func:`.state.legal_mask`."""
    core = native.CORE
    if core is not None:
        mask: int = core.callbreak_legal_mask(hand, trick, must_head, must_overtrump)  # or NotImplemented
        if mask is not NotImplemented:
            return mask
    return reference_legal_mask(hand, trick, must_head, must_overtrump)


def random_playout(state: CallbreakState, rng: Any, min_call: int, n_calls: int, head: int, overtrump: bool) -> CallbreakState:
    """As :func:`.playout.random_playout`."""
    core = native.CORE
    if core is not None:
        end: CallbreakState = core.callbreak_playout(state, rng, min_call, n_calls, head, overtrump,
                                                     CallbreakState)  # or NotImplemented
        if end is not NotImplemented:
            return end
    return reference_playout(state, rng, min_call, n_calls, head, overtrump)
