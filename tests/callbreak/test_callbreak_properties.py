"""Properties over random hands (hypothesis): cards conserved, 13 tricks, determinism, the fast and checked paths agree."""

import json
import random

import pytest
from callbreak_builders import game, reference_states
from hypothesis import given, settings
from hypothesis import strategies as st

from tricktable.ai.base import RandomPlayer
from tricktable.cards import parse_card
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
    return reference_states(g, seed, dealer)


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
    result = g.hand_result(end).to_json()
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


@settings(max_examples=200, deadline=None)
@given(st.permutations(range(52)), st.integers(0, 3))
def test_fast_trick_resolution_agrees_with_the_reference_rule(deck, leader):
    from tricktable.games.callbreak.state import HandInfo, finish_trick, trick_winner_index

    trick = tuple(deck[:4])
    info = HandInfo(0, 1, (0, 0, 0, 0))
    after = finish_trick(info, (2, 2, 2, 2), (0, 0, 0, 0), leader, 0, trick)
    assert after.leader == (leader + trick_winner_index(trick)) % 4
    assert sum(after.tricks) == 1 and after.tricks[after.leader] == 1


def reference_legal(hand, trick, must_head, must_overtrump):
    """callbreak.md §1-§2 written plainly over lists, to check the bit-mask path against."""
    if not trick:
        return set(hand)
    led = trick[0] // 13
    follow = [c for c in hand if c // 13 == led]
    if follow:
        best = max(c for c in trick if c // 13 == led)
        higher = [c for c in follow if c > best]
        return set(higher) if must_head and higher else set(follow)
    spades = [c for c in hand if c < 13]
    if must_overtrump and spades:
        in_trick = [c for c in trick if c < 13]
        beating = [c for c in spades if not in_trick or c > max(in_trick)]
        if beating:
            return set(beating)
    return set(hand)


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(st.permutations(range(52)), st.integers(0, 3), st.integers(1, 13), st.booleans(), st.booleans())
def test_legal_cards_agree_with_the_plain_reference(deck, n_trick, n_hand, head, overtrump):
    from callbreak_builders import position

    from tricktable.cards import format_cards

    g = game("callbreak/master", must_head_when_following=head, must_overtrump_when_void=overtrump)
    trick, hand = deck[:n_trick], deck[n_trick : n_trick + n_hand]
    s = position(g, format_cards(hand), trick=format_cards(trick))
    legal = {a.cards[0] for a in g.legal_actions(s)}
    assert legal == reference_legal(hand, trick, head, overtrump)
    rng = random.Random(n_hand)
    assert {g.random_action(s, rng).cards[0] for _ in range(40)} <= legal
