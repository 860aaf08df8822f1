"""Properties of every Rook preset under random play (hypothesis chooses the deals and the moves)."""

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tricktable.ai import RandomPlayer
from tricktable.games.rook import PRESETS
from tricktable.table import Table

from .helpers import game, start

PRESET_KEYS = sorted(PRESETS)


def play_out(g, seed: int, dealer: int = 0):
    """A random hand (a bid is forced so the hand is played): the states along the way and the final one."""
    rng = random.Random(seed)
    s = start(g, seed, dealer)
    states = [s]
    while g.to_act(s) is not None:
        a = g.random_action(s, rng)
        s = g.advance(s, a)
        states.append(s)
    return states


@settings(max_examples=40, deadline=None)
@given(preset=st.sampled_from(PRESET_KEYS), seed=st.integers(0, 2**32), dealer=st.integers(0, 3))
def test_cards_are_conserved(preset, seed, dealer):
    g = game(preset)
    deck = sorted(g.deck())
    for s in play_out(g, seed, dealer):
        held = [c for seat in range(4) for c in g.view(s, seat).hand]
        played = [ix + 64 for ix in range(57) if s.played >> ix & 1]
        elsewhere = [ix + 64 for ix in range(57) if s.nest >> ix & 1 and not any(
            s.hand(x) >> ix & 1 for x in range(4))]
        assert sorted(held + played + elsewhere) == deck


@settings(max_examples=40, deadline=None)
@given(preset=st.sampled_from(PRESET_KEYS), seed=st.integers(0, 2**32))
def test_points_add_up_to_the_deck_total(preset, seed):
    g = game(preset)
    final = play_out(g, seed)[-1]
    result = g.hand_result(final).to_json()
    if result.get("redeal"):
        return
    total = sum(result["points"])
    cfg = g.config
    tricks = final.tricks
    bonus = cfg.majority_bonus if tricks[0] != tricks[1] else 0
    assert total == cfg.card_points + bonus + cfg.last_trick_bonus
    if preset in ("crowsnest", "tournament", "partnership", "dixie") and tricks[0] != tricks[1]:
        assert total == 120


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_crowsnest_without_the_crow_totals_100(seed):
    g = game(crow=False)
    result = g.hand_result(play_out(g, seed)[-1]).to_json()
    assert result.get("redeal") or sum(result["points"]) == 100


@settings(max_examples=10, deadline=None)
@given(preset=st.sampled_from(PRESET_KEYS), seed=st.integers(0, 2**16))
def test_the_same_seed_gives_the_same_record(preset, seed):
    g = game(preset)

    def record():
        table = Table(g, [RandomPlayer(seed + i) for i in range(4)], seed=seed)
        table.play(max_hands=2)
        return json.dumps(table.record.to_json(g))

    assert record() == record()


@settings(max_examples=30, deadline=None)
@given(preset=st.sampled_from(PRESET_KEYS), seed=st.integers(0, 2**32))
def test_the_trick_winner_played_the_best_card(preset, seed):
    g = game(preset)
    states = play_out(g, seed)
    for before, after in zip(states, states[1:], strict=False):
        if before.phase == "play" and len(before.trick) == 3:
            leader, trick, winner = after.last
            trump = before.trump
            led = g.t.led_suit[trump][trick[0]]

            def key(ix, led=led, trump=trump):
                suit = g.t.led_suit[trump][ix]
                return (suit == trump, suit == led, g.t.strength[ix])

            best = max(range(4), key=lambda i, trick=trick, key=key: key(trick[i]))
            assert winner == (leader + best) % 4


@settings(max_examples=20, deadline=None)
@given(preset=st.sampled_from(PRESET_KEYS), seed=st.integers(0, 2**32))
def test_legal_actions_are_sorted_and_contain_the_random_choice(preset, seed):
    g = game(preset)
    rng = random.Random(seed)
    for s in play_out(g, seed)[:-1]:
        if s.phase == "exchange":
            assert g.legal_count(s) > 0
            continue  # thousands of discards: checked once in the CrowsNest tests
        legal = g.legal_actions(s)
        assert legal == sorted(legal) and len(legal) == g.legal_count(s)
        assert g.random_action(s, rng) in legal


def test_random_discards_are_uniform_over_the_declarers_cards():
    from collections import Counter

    from .helpers import act

    g = game()
    s, _ = act(g, start(g, 8, dealer=3), "bid 70", "pass", "pass", "pass")
    rng = random.Random(5)
    counts = Counter(c for _ in range(2800) for c in g.random_action(s, rng).cards)
    assert len(counts) == 14
    expected = 2800 * 5 / 14  # 1000 each
    assert all(abs(n - expected) < 120 for n in counts.values()), counts
