"""The fused random playout (games/callbreak/playout.py) against the step-by-step reference loop.

From the same seed, ``game.random_playout`` must reach exactly the state that ``random_action`` + ``advance``
reach, whichever state it starts from (a fresh deal, mid-calls, mid-trick) and whichever play options are on.
"""

import random

from callbreak_builders import game, reference_states
from hypothesis import given, settings
from hypothesis import strategies as st

from tricktable.engine import Game

KEYS = st.sampled_from(["callbreak/master", "callbreak/standard"])
OPTIONS = st.fixed_dictionaries(
    {},
    optional={
        "must_head_when_following": st.booleans(),
        "must_overtrump_when_void": st.booleans(),
        "min_call": st.integers(0, 3),
        "redeal_weak_hands": st.booleans(),
    },
)


@settings(max_examples=60, deadline=None)
@given(KEYS, OPTIONS, st.integers(0, 2**32), st.integers(0, 3), st.integers(0, 56))
def test_fused_playout_reaches_the_reference_final_state_from_any_state(key, options, seed, dealer, step):
    g = game(key, **options)
    states = reference_states(g, seed, dealer)
    start = states[min(step, len(states) - 1)]  # a fresh hand, mid-calls, a trick in progress or the end
    fast = g.random_playout(start, random.Random(seed + 1))
    reference = Game.random_playout(g, start, random.Random(seed + 1))
    assert fast == reference


def test_fused_playout_leaves_the_generator_where_the_reference_does():
    g = game("callbreak/standard")
    start = reference_states(g, 7, 2)[0]
    a, b = random.Random(3), random.Random(3)
    g.random_playout(start, a)
    Game.random_playout(g, start, b)
    assert a.random() == b.random()


def test_a_finished_hand_is_returned_as_it_is():
    g = game()
    end = reference_states(g, 5, 0)[-1]
    assert g.random_playout(end, random.Random(1)) is end
