"""Callbreak positions for the native tests: every option set, and the states of randomly played hands."""

from __future__ import annotations

import itertools
import random

from tricktable.engine import Game
from tricktable.engine.match import deal_for
from tricktable.games.callbreak.state import CallbreakState

#: every play option combination on both presets, and the call ranges' edges
OPTION_SETS = [
    (key, {"must_head_when_following": head, "must_head_until_trumped": until, "must_overtrump_when_void": over})
    for key, (head, until), over in itertools.product(
        ("callbreak/master", "callbreak/standard"), ((False, False), (True, False), (True, True)), (False, True))
] + [
    ("callbreak/master", {"min_call": 0, "max_call": 13}),
    ("callbreak/master", {"min_call": 5, "max_call": 5}),
    ("callbreak/standard", {"redeal_weak_hands": True}),
]
IDS = [f"{k.split('/')[1]}-{'-'.join(f'{n}={v}' for n, v in o.items())}" for k, o in OPTION_SETS]


def hand_states(g, seed: int, dealer: int) -> list[CallbreakState]:
    """Every state of one hand played by the engine's reference loop from ``seed``."""
    rng = random.Random(seed)
    s = g.start_hand(g.new_match(dealer), deal_for(g, seed, 1, dealer))
    states = [s]
    while not g.is_over(s):
        s = g.advance(s, Game.random_action(g, s, rng) if seed % 2 else g.random_action(s, rng))
        states.append(s)
    return states


