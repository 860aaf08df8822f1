"""OpenSpiel's ``spades`` random playouts through its Python API, as the speed baseline (optional extra)."""

from __future__ import annotations

import random

from ...table.benchmark import PlayOne


def spiel_available() -> bool:
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        return False
    return True


def spades_playout() -> PlayOne:
    """One random full hand of OpenSpiel spades through its Python API, dealt like ours: one shuffled deck per
    hand applied as the 52 chance actions (drawing each card through ``chance_outcomes()`` cost 2.25x as much,
    which flattered our ratio), then uniformly random bids and cards until the end, then ``returns()``."""
    import pyspiel

    game = pyspiel.load_game("spades")
    deck = list(range(52))

    def play_one(rng: random.Random) -> None:
        state = game.new_initial_state()
        rng.shuffle(deck)
        for card in deck:
            state.apply_action(card)
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
        state.returns()

    return play_one


def spades_cpp_playout() -> PlayOne:
    """One random full hand of OpenSpiel spades played wholly in C++ (``evaluate_bots`` with uniform random bots,
    the chance deal sampled in C++): OpenSpiel's own speed, with no Python in the loop."""
    import pyspiel

    game = pyspiel.load_game("spades")
    bots = [pyspiel.make_uniform_random_bot(p, 1 + p) for p in range(4)]

    def play_one(rng: random.Random) -> None:
        pyspiel.evaluate_bots(game.new_initial_state(), bots, rng.getrandbits(31))

    return play_one


def spades_steps(unit: int = 100) -> PlayOne:
    """``unit`` random player steps of OpenSpiel spades per call, each ``apply_action`` then the next player's
    ``observation_tensor`` (what an RL loop reads); the chance deal is applied but not counted."""
    import pyspiel

    game = pyspiel.load_game("spades")
    holder = [game.new_initial_state()]

    def play(rng: random.Random) -> int:
        state = holder[0]
        n = 0
        while n < unit:
            if state.is_terminal():
                state = game.new_initial_state()
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
                continue
            state.observation_tensor()
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
            n += 1
        holder[0] = state
        return n

    return play
