"""The search player: PIMC over sampled worlds, exact endgames, per-family adapters; skill levels."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...engine.match import AnyGame
from .. import register_kind
from ..base import AnyPlayer, Player
from .pimc import Budget

if TYPE_CHECKING:
    from ...games.rook.view import RookView
from .player import BELIEFS_TEMPER, LEVELS, CheaterPlayer, EasyPlayer, SearchPlayer, heuristic_or_random, level_budget

#: the search levels offered at a table, in the order a table lists them (the other kinds are measurement tools)
TABLE_LEVELS = {"easy": 0, "normal": 1, "hard": 2}


def by_beliefs(game: AnyGame, model: str = "", joint: bool = False, **more: Any) -> Budget:
    """``game``'s normal dealing its worlds by the belief model ``model`` ("": the family's default), tempered as
    normal tempers them, jointly or one card after another, with ``more`` budget fields changed: the measurement
    kinds built on the beliefs mean the same whatever the family's normal deals by."""
    return replace(level_budget("normal", game), beliefs=BELIEFS_TEMPER, beliefs_model=model, joint_beliefs=joint,
                   **more)


def register_kinds() -> None:
    """Register the search player's kinds (the entry point ``levels`` of ``tricktable.players``): the levels of
    :data:`TABLE_LEVELS` are offered at a table, the others are measurement tools for the arena (docs/ai.md)."""
    kinds: dict[str, Callable[[AnyGame, int], AnyPlayer]] = {}
    kinds["easy"] = lambda game, seed: EasyPlayer(game, seed)
    kinds["normal"] = lambda game, seed: SearchPlayer(game, seed, level_budget("normal", game), "normal")
    kinds["hard"] = lambda game, seed: SearchPlayer(game, seed, level_budget("hard", game), "hard")
    # measurement only: normal without its family's work caps (its adapter's levels; in Tractor the normal of the
    # morning of 1 Dec 2026), to measure what the caps cost
    kinds["normal-uncapped"] = lambda game, seed: SearchPlayer(game, seed, LEVELS["normal"], "normal-uncapped")
    # measurement only: the first wave's normal player, to measure the new one against
    kinds["normal-v1"] = lambda game, seed: SearchPlayer(game, seed, LEVELS["normal-v1"], "normal-v1")
    # measurement only: normal with worlds weighted by the auction (soft inference), to measure what it is worth
    kinds["normal-bid-inference"] = lambda game, seed: SearchPlayer(
        game, seed, replace(LEVELS["normal"], infer_pool=8, evidence=("auction",)), "normal-bid-inference")
    # measurement only: normal bidding by simulation instead of the family heuristic (Rook)
    kinds["normal-sim-auction"] = lambda game, seed: SearchPlayer(
        game, seed, replace(LEVELS["normal"], simulate_auction=True), "normal-sim-auction")
    # measurement only, not kept in normal until a duplicate-deal interval says they help (docs/ai.md): Rook
    # worlds weighted by the declarer's hidden discards; Callbreak calls over 48 simulated worlds instead of 15
    kinds["normal-discard-inference"] = lambda game, seed: SearchPlayer(
        game, seed, replace(LEVELS["normal"], infer_pool=8, evidence=("discard",)), "normal-discard-inference")
    kinds["normal-call48"] = lambda game, seed: SearchPlayer(
        game, seed, replace(LEVELS["normal"], call_worlds=48), "normal-call48")
    # measurement only: wave 2's normal, unchanged, to measure every later normal against (issue 23)
    kinds["normal-v2"] = lambda game, seed: SearchPlayer(game, seed, level_budget("normal-v2", game), "normal-v2")
    # measurement only: exact-tail rollouts (the last 3 cards of every rollout solved exactly), at normal's worlds
    # and at hard's
    kinds["normal-tail3"] = lambda game, seed: SearchPlayer(
        game, seed, replace(level_budget("normal", game), tail_cards=3), "normal-tail3")
    kinds["hard-tail3"] = lambda game, seed: SearchPlayer(
        game, seed, replace(LEVELS["hard-v2"], tail_cards=3), "hard-tail3")
    # measurement only: normal with twice the rollout worlds (the exact endgame's worlds unchanged), the CPU of
    # normal-tail3 in `bench --ai` (docs/ai.md): exact tails against more worlds at equal CPU
    kinds["normal-w60"] = lambda game, seed: SearchPlayer(
        game, seed, replace(level_budget("normal", game), max_worlds=60, endgame_worlds=30), "normal-w60")
    # measurement only: the first hard with normal's exact play from 5 cards (over 24 worlds) and exact-tail rollouts
    kinds["hard-deep-tail3"] = lambda game, seed: SearchPlayer(
        game, seed, replace(LEVELS["hard-v2"], deep_worlds=24, tail_cards=3), "hard-deep-tail3")
    # measurement only: hard until 2 Dec 2026 (not a superset of normal; docs/ai.md)
    kinds["hard-v2"] = lambda game, seed: SearchPlayer(game, seed, LEVELS["hard-v2"], "hard-v2")
    # measurement only: normal dealing the hidden cards by the family's default belief model, one card after another
    # (ai.beliefs; docs/models.md): Rook's normal from 2 to 7 Dec 2026
    kinds["normal-beliefs"] = lambda game, seed: SearchPlayer(game, seed, by_beliefs(game), "normal-beliefs")
    # measurement only: normal-beliefs drawing each world from the model's distribution conditioned on the hard
    # facts (``beliefs.joint``) instead of the sequential room-times-weight deal (docs/ai.md, 7 Dec 2026)
    kinds["normal-joint"] = lambda game, seed: SearchPlayer(game, seed, by_beliefs(game, joint=True), "normal-joint")
    # measurement only: normal dealing by the Rook belief model fine-tuned on normal players' hands
    # (``beliefs-rook-crowsnest-normal.npz``), with the sequential deal and with the joint one (Rook's normal since
    # 7 Dec 2026; docs/ai.md)
    kinds["normal-nb"] = lambda game, seed: SearchPlayer(game, seed, by_beliefs(game, "normal"), "normal-nb")
    kinds["normal-nb-joint"] = lambda game, seed: SearchPlayer(
        game, seed, by_beliefs(game, "normal", joint=True), "normal-nb-joint")
    # measurement only: policy-based inference (``policy_inference``) on top of the beliefs: each world picked from 8
    # by how likely the other seats' card plays are under the rollout policy; at normal's budget and at hard's
    kinds["normal-beliefs-play"] = lambda game, seed: SearchPlayer(
        game, seed, by_beliefs(game, infer_pool=8, evidence=("play",)), "normal-beliefs-play")
    kinds["hard-play"] = lambda game, seed: SearchPlayer(
        game, seed, replace(level_budget("hard", game), infer_pool=8, evidence=("play",)), "hard-play")
    # measurement only: the same inference made cheaper, each world drawn by the beliefs weighed once by the plays
    # (importance weights in the means and the pruning, ``Budget.play_weights``) instead of picked from 8
    kinds["normal-beliefs-iw"] = lambda game, seed: SearchPlayer(
        game, seed, by_beliefs(game, play_weights=True), "normal-beliefs-iw")
    # measurement only: Tractor's card-sense rollout policy (``families/shengji_rollout.py``, ``Budget.rollout``)
    # instead of uniform chance, alone and with the beliefs and the play weights it makes possible (elsewhere the
    # same as normal and normal-beliefs-iw: their rollout policies already have card sense)
    kinds["normal-sense"] = lambda game, seed: SearchPlayer(
        game, seed, replace(level_budget("normal", game), rollout="sense"), "normal-sense")
    kinds["normal-sense-beliefs"] = lambda game, seed: SearchPlayer(
        game, seed, by_beliefs(game, rollout="sense"), "normal-sense-beliefs")
    kinds["normal-sense-iw"] = lambda game, seed: SearchPlayer(
        game, seed, by_beliefs(game, rollout="sense", play_weights=True), "normal-sense-iw")
    # measurement only: bids by the learned bid model (ai.bids; docs/models.md) around normal, and around the
    # heuristic (to tune the bidder in cheap arenas)
    kinds["normal-bids"] = lambda game, seed: learned_bids(
        game, SearchPlayer(game, seed, level_budget("normal", game), "normal"), "normal-bids")
    kinds["heuristic-bids"] = lambda game, seed: learned_bids(
        game, heuristic_or_random(game, seed), "heuristic-bids")
    # measurement only: Callbreak calls by the learned call model (ai.bids; docs/models.md) around normal, and
    # around normal-beliefs-iw (the calls on top of the learned beliefs and the play weights)
    kinds["normal-calls"] = lambda game, seed: SearchPlayer(
        game, seed, replace(level_budget("normal-v2", game), learned_calls=True), "normal-calls")
    kinds["normal-beliefs-iw-calls"] = lambda game, seed: SearchPlayer(
        game, seed, replace(level_budget("normal-v2", game), beliefs=BELIEFS_TEMPER, play_weights=True,
                            learned_calls=True), "normal-beliefs-iw-calls")
    kinds["cheater"] = lambda game, seed: CheaterPlayer(game, seed, LEVELS["normal"], "cheater")
    kinds["baseline"] = register_baseline
    for name, factory in kinds.items():
        register_kind(name, factory, table=name in TABLE_LEVELS, order=TABLE_LEVELS.get(name, 9))


def learned_bids(game: AnyGame, inner: Player[RookView], name: str) -> AnyPlayer:
    from ..bids.player import LearnedBidder  # numpy and the model load only when asked for

    return LearnedBidder(game, inner, name)


def register_baseline(game: AnyGame, seed: int = 0) -> AnyPlayer:
    from .families.baseline import BaselinePlayer

    return BaselinePlayer(game, seed)


__all__ = ["BELIEFS_TEMPER", "LEVELS", "TABLE_LEVELS", "CheaterPlayer", "EasyPlayer", "SearchPlayer", "level_budget",
           "register_kinds"]
