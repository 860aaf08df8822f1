"""Player kinds from the rl layer, registered with ``tricktable.ai`` by :func:`register_players` and
:func:`register_schemes` (the entry points ``rl`` of ``tricktable.players`` and ``tricktable.schemes``):

* ``policy:PATH`` — a trained policy exported as ``.npz`` (``rl.policy``), run with numpy only (no torch);
* ``openspiel-ismcts`` (200 simulations per decision) / ``ismcts:N`` (``N`` simulations) — OpenSpiel's ISMCTS bot and random rollouts, searching the OpenSpiel game of the variant (``rl.openspiel_game``), its
  worlds resampled by tricktable's sampler from the seat's view.

Both see only the seat's view, and build multi-card actions card by card through ``rl.actions``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..ai import AnyPlayer, register_kind, register_scheme
from ..engine import Action
from ..engine.game import View
from ..engine.match import AnyGame
from .actions import ActionCodec

DEFAULT_SIMULATIONS = 200


class ISMCTSPlayer:
    """OpenSpiel's ISMCTS on the OpenSpiel form of the variant (deterministic for a seed)."""

    def __init__(self, game: AnyGame, seed: int = 0, simulations: int = DEFAULT_SIMULATIONS) -> None:
        import numpy as np

        self.name = "openspiel-ismcts"
        self.game, self.seed, self.simulations = game, seed, simulations
        self.codec = ActionCodec(game)
        self._np = np

    def choose(self, game: AnyGame, view: View, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        from open_spiel.python.algorithms import ismcts, mcts

        from ..ai.search.adapter import adapter_for
        from .openspiel_game import load, resample, world_state

        rng = random.Random(f"{self.seed}:{view.seat}:{len(view.history)}:{len(view.hand)}")
        dealer = adapter_for(game).match_for(view, view.to_json()).dealer
        sgame = load(game.key, dealer)
        state = world_state(sgame, view, rng)
        np = self._np
        evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(rng.getrandbits(31)))
        bot = ismcts.ISMCTSBot(sgame, evaluator, 2.0, self.simulations, random_state=np.random.RandomState(
            rng.getrandbits(31)))
        bot.set_resampler(lambda s, player: resample(s, player, rng))
        selection: tuple[int, ...] = ()
        while True:
            index = bot.step(state)
            selection, complete = self.codec.step(state.engine, selection, index)
            if complete is not None:
                return complete
            state.apply_action(index)


def openspiel_ismcts(game: AnyGame, seed: int = 0) -> ISMCTSPlayer:
    return ISMCTSPlayer(game, seed, DEFAULT_SIMULATIONS)


def ismcts_scheme(game: AnyGame, seed: int, arg: str) -> ISMCTSPlayer:
    if not arg.isdigit() or int(arg) < 1:
        raise ValueError(f"ismcts:N takes a number of simulations, not {arg!r}")
    return ISMCTSPlayer(game, seed, int(arg))


def policy_scheme(game: AnyGame, seed: int, arg: str) -> AnyPlayer:
    from .policy import PolicyPlayer

    if not arg:
        raise ValueError("policy:PATH needs the path of an exported policy (.npz)")
    return PolicyPlayer.load(arg, game)


def register_players() -> None:
    """``openspiel-ismcts``: a measurement tool, not offered at a table."""
    register_kind("openspiel-ismcts", openspiel_ismcts)


def register_schemes() -> None:
    """``ismcts:N`` and ``policy:PATH``."""
    register_scheme("ismcts", ismcts_scheme)
    register_scheme("policy", policy_scheme)
