"""Tractor's card-by-card action scheme against the engine's legality check, on random positions."""

import random

import pytest

from tricktable.engine import get_game
from tricktable.engine.match import deal_for
from tricktable.games.shengji.rules import FULL_LIST_LIMIT
from tricktable.rl.actions import ActionCodec

OPTIONS = [{}, {"throws": True}, {"strict_tractor_follow": True}]


def positions(game, seeds, phase):
    rng = random.Random(0)
    for seed in seeds:
        match = game.new_match(seed % 4)
        state = game.start_hand(match, deal_for(game, seed, 1, match.dealer))
        while game.to_act(state) is not None:
            if game.phase(state) == phase and rng.random() < 0.25:
                yield state
            state = game.advance(state, game.random_action(state, rng))


def completions(codec, state, limit=20000):
    """Every action reachable through the mask (selections as multisets), and whether a dead end was met."""
    done, seen, stack = set(), set(), [()]
    while stack:
        sel = stack.pop()
        legal = codec.legal(state, sel)
        assert legal, f"dead end after selecting {sel}"
        for index in legal:
            nxt, action = codec.step(state, sel, index)
            if action is not None:
                done.add(action)
                continue
            key = tuple(sorted(nxt))
            if key not in seen:
                seen.add(key)
                stack.append(key)
        assert len(seen) < limit
    return done


@pytest.mark.slow
@pytest.mark.parametrize("options", OPTIONS, ids=["plain", "throws", "strict"])
def test_every_legal_play_is_reachable_and_every_reachable_play_is_legal(options):
    game = get_game("shengji/tractor", options)
    codec = ActionCodec(game)
    checked = 0
    for state in positions(game, range(12), "play"):
        if game.legal_count(state) > min(FULL_LIST_LIMIT, 400):
            continue
        reached = completions(codec, state)
        for action in reached:
            game.check(state, action)
        assert reached == set(game.legal_actions(state))
        checked += 1
    assert checked > 30


def test_burying_takes_any_eight_cards_one_at_a_time():
    game = get_game("shengji/tractor")
    codec = ActionCodec(game)
    rng = random.Random(1)
    for state in positions(game, range(6), "exchange"):
        sel, action = (), None
        while action is None:
            sel, action = codec.step(state, sel, rng.choice(codec.legal(state, sel)))
        assert len(action.cards) == 8
        game.check(state, action)


def test_an_index_outside_the_mask_is_refused():
    game = get_game("shengji/tractor")
    codec = ActionCodec(game)
    state = next(positions(game, [3], "play"))
    illegal = next(i for i in range(codec.size) if i not in codec.legal(state, ()))
    from tricktable.engine import IllegalAction

    with pytest.raises(IllegalAction):
        codec.step(state, (), illegal)
