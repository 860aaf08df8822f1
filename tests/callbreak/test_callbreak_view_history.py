"""A seat's view lists the same history as the state's reference ``history()`` at every step of random hands."""

import random

from tricktable.engine import get_game
from tricktable.engine.match import deal_for


def test_the_views_history_is_the_states_history_at_every_step():
    game = get_game("callbreak/master")
    for seed in range(6):
        rng = random.Random(seed)
        state = game.start_hand(game.new_match(seed % 4), deal_for(game, seed, 1, seed % 4))
        while True:
            for seat in range(4):
                assert list(game.view(state, seat).history) == state.history()
            if game.to_act(state) is None:
                break
            state = game.advance(state, game.random_action(state, rng))
