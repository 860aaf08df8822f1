"""The fast bitmask rules checked against a slow reference written straight from the rulebook (rook.md §1.6)."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tricktable.cards import COLOURS
from tricktable.games.rook import PRESETS

from .helpers import game, start

OPTION_SETS = [{}, {"bird_rank": "low"}, {"bird_rank": "ten_and_half"}, {"bird_any_time": False}]


def suit(g, card, trump):
    """The suit a card belongs to once trump is named: the bird and the red 1 are always trump."""
    text = g.format_card(card)
    if text == g.bird_name or (text == "R1" and g.config.red_one):
        return "trump"
    return "trump" if text[0] == COLOURS[trump] else text[0]


def rank(g, card):
    text = g.format_card(card)
    cfg = g.config
    if text == g.bird_name:
        return {"high": 100, "low": 0, "ten_and_half": 10.5}[cfg.bird_rank]
    if text == "R1" and cfg.red_one:
        return 200
    n = int(text[1:])
    return 15 if n == 1 and cfg.ones_high else n


def reference_legal(g, hand, trick, trump):
    if not trick:
        return sorted(hand)
    led = suit(g, trick[0], trump)
    follow = [c for c in hand if suit(g, c, trump) == led]
    if not follow:
        return sorted(hand)
    bird = [c for c in hand if g.format_card(c) == g.bird_name and g.config.bird_any_time]
    return sorted(set(follow + bird))


def reference_winner(g, trick, trump):
    led = suit(g, trick[0], trump)

    def key(i):
        s = suit(g, trick[i], trump)
        return (s == "trump", s == led, rank(g, trick[i]))

    return max(range(4), key=key)


@settings(max_examples=60, deadline=None)
@given(preset=st.sampled_from(sorted(PRESETS)), options=st.sampled_from(OPTION_SETS), seed=st.integers(0, 2**32))
def test_legal_plays_and_trick_winners_match_the_reference(preset, options, seed):
    if preset in ("partnership", "dixie") and options:
        options = {}  # no bird in these decks
    g = game(preset, **options)
    rng = random.Random(seed)
    s = start(g, seed, dealer=seed % 4)
    while g.to_act(s) is not None:
        if s.phase == "play":
            seat = g.to_act(s)
            view = g.view(s, seat)
            trick = [c for _, c in view.trick]
            expected = reference_legal(g, view.hand, trick, s.trump)
            assert [a.cards[0] for a in g.legal_actions(s)] == expected
            assert g.legal_count(s) == len(expected)
            action = g.random_action(s, rng)
            after = g.advance(s, action)
            if len(trick) == 3:
                full = [*trick, action.cards[0]]
                assert after.last[2] == (view.leader + reference_winner(g, full, s.trump)) % 4
            s = after
        else:
            s = g.advance(s, g.random_action(s, rng))
