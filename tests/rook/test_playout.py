"""The fused random playout (the benchmark's and the AI's loop) against the step-by-step reference."""

import random

import pytest

from tricktable.engine.game import Game
from tricktable.games.rook import PRESETS

from .helpers import game, start

OPTIONS = [{}, {"all_pass": "dealer_forced_min"}, {"first_lead": "declarer"}, {"bird_any_time": False}]


def fields(s):
    """Every field of a state, with the history as (seat, action) pairs."""
    c = s.ctx
    return (s.phase, s.to_act, s.played, tuple(s.trick), s.leader, s.tally, s.last, s.actions(),
            c.dealer, c.hands, c.nest, c.bids, c.high, c.declarer, c.trump, c.scores, c.result)


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("options", OPTIONS, ids=["default", "forced", "declarer-leads", "bird-follows"])
def test_the_fused_playout_reaches_the_same_final_state_as_the_reference(preset, options):
    if preset in ("partnership", "dixie") and "bird_any_time" in options:
        options = {}  # no bird in these decks
    g = game(preset, **options)
    for seed in range(25):
        s = start(g, seed, dealer=seed % 4, scores=(seed, 2 * seed))
        fast = g.random_playout(s, random.Random(seed))
        reference = Game.random_playout(g, s, random.Random(seed))
        assert fields(fast) == fields(reference)
        assert g.hand_result(fast).to_json() == g.hand_result(reference).to_json()


@pytest.mark.parametrize("preset", ["crowsnest", "partnership", "red-one"])
def test_the_fused_playout_continues_any_state_of_a_hand(preset):
    g = game(preset)
    rng = random.Random(7)
    s = start(g, 3, dealer=1)
    while g.to_act(s) is not None:  # from every step of one hand, mid-auction and mid-trick included
        seed = rng.randrange(10**6)
        assert fields(g.random_playout(s, random.Random(seed))) == fields(
            Game.random_playout(g, s, random.Random(seed)))
        s = g.advance(s, g.random_action(s, rng))
    assert g.random_playout(s, rng) is s


@pytest.mark.parametrize("all_pass", ["redeal", "dealer_forced_min"])
def test_after_three_passes_the_fused_playout_ends_the_auction_like_the_reference(all_pass):
    from .helpers import act

    g = game(all_pass=all_pass)
    s, _ = act(g, start(g, 5), "pass", "pass", "pass")  # the dealer passes too about one time in twelve
    redeals = 0
    for seed in range(100):
        fast = g.random_playout(s, random.Random(seed))
        assert fields(fast) == fields(Game.random_playout(g, s, random.Random(seed)))
        redeals += g.hand_result(fast).to_json() == {"redeal": True}
    assert bool(redeals) == (all_pass == "redeal")  # a forced dealer never passes


@pytest.mark.parametrize("preset", ["crowsnest", "red-one"])
def test_random_play_is_uniform_over_the_legal_cards(preset):
    from collections import Counter

    g = game(preset)
    rng = random.Random(2)
    s = start(g, 4, dealer=0)
    while g.phase(s) != "play":
        s = g.advance(s, g.random_action(s, rng))
    counts = Counter(g.random_action(s, rng) for _ in range(900 * g.legal_count(s)))
    assert sorted(counts) == g.legal_actions(s)
    assert all(abs(n - 900) < 150 for n in counts.values()), counts
