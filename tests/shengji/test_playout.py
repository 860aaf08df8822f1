"""The fused random playout draws exactly as random_action + advance: the same final state, history included."""

import random

from tricktable.engine import get_game, hand_seed, shuffled
from tricktable.engine.game import Game


def reference(game, state, rng):
    return Game.random_playout(game, state, rng)


def mid_hand(game, seed, steps):
    rng = random.Random(seed)
    state = game.start_hand(game.new_match(seed % 4), game.deal_from_order(shuffled(game.deck(), hand_seed(seed, 2)), seed % 4))
    for _ in range(steps):
        if game.to_act(state) is None:
            break
        state = game.advance(state, game.random_action(state, rng))
    return state


def test_fused_tractor_playout_reaches_the_reference_state_from_every_stage():
    game = get_game("shengji/tractor")
    for seed in range(40):
        state = mid_hand(game, seed, random.Random(seed).randrange(0, 90))
        for draw in range(2):
            assert game.random_playout(state, random.Random(draw)) == reference(game, state, random.Random(draw)), seed


def test_fused_tractor_playout_with_throws_and_strict_tractors():
    for options in ({"throws": True}, {"strict_tractor_follow": True}, {"throws": True, "strict_tractor_follow": True}):
        game = get_game("shengji/tractor", options)
        for seed in range(25):
            state = mid_hand(game, seed, seed % 40)
            assert game.random_playout(state, random.Random(seed)) == reference(game, state, random.Random(seed)), (options, seed)
