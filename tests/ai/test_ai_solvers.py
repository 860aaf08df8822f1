"""The bitmask endgame solvers give exactly the generic solver's values (``legal_actions`` + ``advance``)."""

import random

import pytest

from tricktable.ai import make_player
from tricktable.ai.search.adapter import adapter_for
from tricktable.ai.search.endgame import solve_moves
from tricktable.ai.search.families.callbreak_solver import representatives
from tricktable.engine import get_game, hand_seed, shuffled


def endgame_position(game, seed, cards_left):
    """A hand played by the heuristic (with some random moves) until the seat to act holds ``cards_left``
    cards, stopped at a random point of the trick."""
    rng = random.Random(seed)
    dealer = rng.randrange(4)
    state = game.start_hand(game.new_match(dealer), game.deal_from_order(shuffled(game.deck(), hand_seed(seed, 7)), dealer))
    heur = [make_player("heuristic", game, s) for s in range(4)]
    extra = rng.randrange(4)
    while (seat := game.to_act(state)) is not None:
        if game.phase(state) == "play" and len(game.view(state, seat).hand) <= cards_left:
            if extra == 0:
                return state
            extra -= 1
        legal = game.candidate_actions(state)
        if rng.random() < 0.25 and game.phase(state) == "play":
            action = legal[rng.randrange(len(legal))]
        else:
            action = heur[seat].choose(game, game.view(state, seat), legal)
        state = game.advance(state, action)
    return None


def generic(game, state):
    adapter = adapter_for(game)
    return solve_moves(game, state, adapter.utilities, game.scoring_unit == "team", adapter.state_key)


@pytest.mark.parametrize("key", ["callbreak/master", "callbreak/standard"])
@pytest.mark.parametrize("cards_left", [2, 3, 4])
def test_callbreak_bitmask_solver_values_equal_the_generic_solver(key, cards_left):
    game = get_game(key)
    adapter = adapter_for(game)
    checked = 0
    for seed in range(40):
        state = endgame_position(game, seed, cards_left)
        if state is None or game.phase(state) != "play":
            continue
        assert adapter.solve(state) == generic(game, state), seed
        checked += 1
    assert checked >= 30


def test_callbreak_bitmask_solver_with_must_head_and_no_overtrump():
    game = get_game("callbreak/master", {"must_head_when_following": True, "must_overtrump_when_void": False})
    adapter = adapter_for(game)
    for seed in range(30):
        state = endgame_position(game, seed, 4)
        if state is not None and game.phase(state) == "play":
            assert adapter.solve(state) == generic(game, state), seed


def test_only_the_lowest_of_cards_with_nothing_between_them_in_play_is_searched():
    from tricktable.cards.notation import parse_cards

    def mask(text):
        return sum(1 << c for c in parse_cards(text))

    legal = mask("5H 6H 8H KS")
    # 7H still in play (another hand): 8H differs from 6H; 5H and 6H are a run
    assert representatives(legal, mask("5H 6H 7H 8H KS 2C")) == [c for c in parse_cards("KS 5H 8H")]
    # 7H already played in an earlier trick: 5H, 6H and 8H all play alike
    assert representatives(legal, mask("5H 6H 8H KS 2C")) == [c for c in parse_cards("KS 5H")]


ROOK = ["rook/crowsnest", "rook/tournament", "rook/red-one", "rook/dixie", "rook/one-high"]


@pytest.mark.parametrize("key", ROOK)
@pytest.mark.parametrize("cards_left", [2, 4])
def test_rook_bitmask_solver_values_equal_the_generic_solver(key, cards_left):
    game = get_game(key)
    adapter = adapter_for(game)
    checked = 0
    for seed in range(25):
        state = endgame_position(game, seed, cards_left)
        if state is None or game.phase(state) != "play":
            continue
        assert adapter.solve(state) == generic(game, state), seed
        checked += 1
    assert checked >= 20


@pytest.mark.parametrize("key", ["callbreak/master", "rook/crowsnest"])
def test_solving_some_moves_gives_their_values_of_the_full_solve(key):
    game = get_game(key)
    adapter = adapter_for(game)
    checked = 0
    for seed in range(20):
        state = endgame_position(game, seed, 4)
        if state is None or game.phase(state) != "play":
            continue
        full = adapter.solve(state)
        some = list(full)[1::2]
        if not some:
            continue
        assert adapter.solve(state, some) == {m: full[m] for m in some}, seed
        checked += 1
    assert checked >= 10
