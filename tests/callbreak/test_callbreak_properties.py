"""Properties over random hands (hypothesis): cards conserved, 13 tricks, determinism, the fast and checked paths agree."""

import json
import random

from callbreak_builders import game
from hypothesis import given, settings
from hypothesis import strategies as st

from tricktable.ai.base import RandomPlayer
from tricktable.cards import parse_card
from tricktable.engine import shuffled
from tricktable.table import Table

KEYS = st.sampled_from(["callbreak/master", "callbreak/standard"])
OPTIONS = st.fixed_dictionaries(
    {},
    optional={
        "must_head_when_following": st.booleans(),
        "must_overtrump_when_void": st.booleans(),
        "success": st.sampled_from(["window", "at_least"]),
        "overtrick_scoring": st.sampled_from(["none", "tenth"]),
    },
)


def playout(g, seed, dealer=0):
    rng = random.Random(seed)
    s = g.start_hand(g.new_match(dealer), g.deal_from_order(shuffled(g.deck(), seed), dealer))
    states = [s]
    while not g.is_over(s):
        s = g.advance(s, g.random_action(s, rng))
        states.append(s)
    return states


@settings(max_examples=40, deadline=None)
@given(KEYS, OPTIONS, st.integers(0, 2**32), st.integers(0, 3))
def test_cards_are_conserved_and_13_tricks_are_played(key, options, seed, dealer):
    g = game(key, **options)
    states = playout(g, seed, dealer)
    end = states[-1]
    assert sorted(end.order) == list(range(52)) and end.hands == (0, 0, 0, 0)
    assert sum(end.tricks) == 13
    for s in states:
        held = sum(h.bit_count() for h in s.hands)
        assert held + len(s.order) == 52 and sum(s.hands) | s.played == (1 << 52) - 1
    result = g.hand_result(end)
    assert result["tricks"] == list(end.tricks) and len(result["score"]) == 4


@settings(max_examples=30, deadline=None)
@given(KEYS, OPTIONS, st.integers(0, 2**32))
def test_random_action_is_always_legal_and_apply_agrees_with_advance(key, options, seed):
    g = game(key, **options)
    for before, after in zip(states := playout(g, seed), states[1:], strict=False):
        action = next(a for a in g.legal_actions(before) if g.advance(before, a) == after)
        g.check(before, action)
        assert g.apply(before, action)[0] == after
        assert g.parse_action(g.format_action(action)) == action


def test_random_action_reaches_every_legal_card():
    g = game("callbreak/standard")
    for s in playout(g, 3)[:-1]:
        legal = set(g.legal_actions(s))
        rng = random.Random(0)
        seen = {g.random_action(s, rng) for _ in range(60 * len(legal))}
        assert seen == legal


@settings(max_examples=5, deadline=None)
@given(KEYS, st.integers(0, 10_000))
def test_same_seed_gives_the_same_record(key, seed):
    g = game(key)

    def record():
        t = Table(g, [RandomPlayer(seed + i) for i in range(4)], seed=seed)
        return json.dumps(t.play(max_hands=2).to_json(g))

    assert record() == record()


@settings(max_examples=10, deadline=None)
@given(KEYS, st.integers(0, 2**32))
def test_a_view_shows_only_the_seats_own_cards_and_played_cards(key, seed):
    g = game(key)
    for s in playout(g, seed)[::7]:
        for seat in range(4):
            view = g.view(s, seat)
            data = json.dumps(view.to_json())
            own = {parse_card(c) for c in view.to_json()["hand"]}
            assert own == set(view.hand)
            for other in range(4):
                if other != seat:
                    for c in range(52):
                        if s.hands[other] >> c & 1:
                            assert f'"{g.format_card(c)}"' not in data
