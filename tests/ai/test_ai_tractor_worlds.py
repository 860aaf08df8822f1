"""Tractor worlds explain the public history: when nobody declares, the kitty turned up names the trump (the worlds
used to keep the buried cards as the kitty, whose first card often named another suit)."""

import random

from tricktable.ai.search.adapter import adapter_for
from tricktable.ai.search.infoset import build_world, knowledge
from tricktable.ai.search.worlds import sample
from tricktable.engine import get_game
from tricktable.engine.match import deal_for


def hand_after(game, seed, declare, plays):
    rng = random.Random(seed)
    state = game.start_hand(game.new_match(0), deal_for(game, seed, 1, 0))
    while game.phase(state) == "declare":
        legal = game.legal_actions(state)
        passes = [a for a in legal if a.kind == "pass"]
        state = game.advance(state, rng.choice(legal) if declare else passes[0])
    for _ in range(plays):
        state = game.advance(state, game.random_action(state, rng))
    return state


def test_an_undeclared_hands_worlds_keep_the_trump_the_kitty_named():
    game = get_game("shengji/tractor")
    adapter = adapter_for(game)
    for seed in range(10):
        state = hand_after(game, seed, declare=False, plays=1 + seed)
        for seat in range(4):
            view = game.view(state, seat)
            k = knowledge(game, adapter, view, view.to_json())
            world = build_world(game, adapter, view, view.to_json(), k, sample(k, random.Random(seed)))
            assert game.view(world, seat).trump_suit == view.trump_suit
