"""The rules' card bit masks (``legal_mask``, ``discard_mask``) hold exactly the cards of the list versions."""

import random

import pytest

from tricktable.cards.notation import BIRD, ROOK_BASE, colour_of
from tricktable.games.rook import PRESETS
from tricktable.games.rook.tables import ids_of

from .helpers import game, start

#: every preset, and the Kentucky rule that keeps counters out of the nest
SETUPS = [(p, {}) for p in sorted(PRESETS)] + [("crowsnest", {"no_counters_in_nest": True}),
                                             ("one-high", {"no_counters_in_nest": True})]


def states(g, seed: int):
    """Every state of a random hand (random legal actions from a seeded deal)."""
    rng = random.Random(seed)
    s = start(g, seed, seed % 4)
    out = [s]
    while g.to_act(s) is not None:
        s = g.advance(s, g.random_action(s, rng))
        out.append(s)
    return out


def follow_rule(g, s) -> list[int]:
    """rook.md's play rule in its own words: follow the colour led if you can (the bird, and the red 1 where it is
    special, belong to the trump colour); the bird may also be played at any time where the preset allows it;
    a hand that cannot follow plays anything."""
    cfg = g.config
    hand = sorted(g.view(s, s.to_act).hand)
    if not s.trick:
        return hand

    def colour(card: int) -> int:
        special = card == BIRD or (cfg.red_one and card == ROOK_BASE)
        return s.trump if special else colour_of(card)

    led = colour(s.trick[0] + ROOK_BASE)
    follow = [c for c in hand if colour(c) == led]
    if not follow:
        return hand
    if cfg.bird_any_time and BIRD in hand and BIRD not in follow:
        follow.append(BIRD)
    return sorted(follow)


@pytest.mark.parametrize(("preset", "options"), SETUPS)
def test_the_legal_mask_is_the_cards_a_seat_may_play(preset, options):
    g = game(preset, **options)
    checked = 0
    for seed in range(25):
        for s in states(g, seed):
            if s.phase == "play":
                cards = list(ids_of(g.legal_mask(s)))
                assert cards == [a.cards[0] for a in g.legal_actions(s)]
                assert cards == follow_rule(g, s)
                checked += 1
    assert checked > 100


@pytest.mark.parametrize(("preset", "options"), SETUPS)
def test_the_discard_mask_is_the_cards_a_discard_chosen_card_by_card_may_take(preset, options):
    g = game(preset, **options)
    if not g.config.nest_size:
        pytest.skip("no nest in this preset")
    rng = random.Random(5)
    checked = 0
    for seed in range(25):
        for s in states(g, seed):
            if s.phase != "exchange":
                continue
            hand = g.view(s, s.to_act).hand
            selection: tuple[int, ...] = ()
            while len(selection) < g.config.nest_size:
                allowed = list(ids_of(g.discard_mask(s, selection)))
                assert allowed == sorted(g.discard_choices(hand, selection))
                selection += (rng.choice(allowed),)
                checked += 1
    assert checked > 50
