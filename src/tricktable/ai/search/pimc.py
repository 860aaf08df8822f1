"""Perfect-information Monte Carlo: score every candidate move over sampled worlds, keep the best on average.

Worlds are drawn one at a time; in each world every surviving move is tried with the same rollout seed (common random
numbers), so the comparison between moves is paired. After ``min_worlds`` worlds, a move whose paired mean trails the
best by more than ``cut_se`` standard errors is dropped. The loop stops at ``max_worlds`` (a measurement kind may add a
CPU-time cap). Positions where the observer holds few cards are solved exactly in each world instead of rolled out.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ... import native
from ...engine import Action, Game
from ...engine.game import R, S, V
from .adapter import Adapter
from .endgame import solve_moves
from .headroom import headroom
from .infoset import build_world, knowledge
from .policy_inference import play_weigher
from .worlds import sample, weighted_sample


@dataclass(frozen=True)
class Budget:
    """How much search one decision may use."""

    #: a CPU-time cap in ms (None: none, the levels' default, so that no machine's speed changes a decision)
    ms: float | None = None
    #: a wall-clock cap in ms, set only under a clock (a bot's answer must arrive in time however busy the machine)
    wall_ms: float | None = None
    max_worlds: int = 60
    min_worlds: int = 8
    cut_se: float = 3.0
    rollouts_per_world: int = 1
    endgame: bool = True
    #: soft inference: draw this many worlds per world used and keep one by the adapter's likelihood (0: off; off
    #: by default because the Rook auction weights did not measurably help, see docs/ai.md)
    infer_pool: int = 0
    #: where a family solves a few more cards exactly (``Adapter.deep_endgame``), the worlds it solves there
    #: (exact values from fewer worlds instead of rollouts from more; 0: off)
    deep_worlds: int = 0
    #: which soft evidence weighs the worlds when ``infer_pool`` is on (Rook: "auction", "discard"; every family:
    #: "play", the other seats' card plays under the rollout policy, ``policy_inference``)
    evidence: tuple[str, ...] = ("auction",)
    #: decide the auction by simulation where the family supports it (else by the family heuristic)
    simulate_auction: bool = False
    #: worlds simulated per Callbreak call (0: half the card-play worlds, at least 12, as the first wave did)
    call_worlds: int = 0
    #: the first wave's code paths (generic endgame solver, step-by-step rollouts): the same values, only slower;
    #: for the measurement kind normal-v1 and speed comparisons
    reference: bool = False
    #: at most this many (world, move) rollouts per decision, counted, after ``min_worlds`` worlds (None: worlds
    #: only): a decision among many moves draws fewer worlds (Tractor leads: 20-26 candidate plays)
    max_evaluations: int | None = None
    #: worlds solved exactly once the seat holds ``endgame_cards`` or fewer (None: ``max_worlds``)
    endgame_worlds: int | None = None
    #: the exact endgame draws no further world when the solves so far (search nodes counted by the family's
    #: solver, ``Adapter.solve_work``) and one more world of their mean size would pass this, once it has solved
    #: ``min_node_worlds`` worlds, and none at all once they reach it (None: worlds only); so a decision's solves
    #: stay below this plus one world's
    max_nodes: int | None = None
    min_node_worlds: int = 3
    #: exact-tail rollouts: each rollout stops at the first trick start where every seat holds at most this many
    #: cards and the rest is solved exactly (``Adapter.tail_value``; 0: off, the policy plays to the end)
    tail_cards: int = 0
    #: learned beliefs (``ai.beliefs``): deal the hidden cards in proportion to the variant's committed model,
    #: tempered as (power, uniform share mixed in); None: off, or when the variant has no model
    beliefs: tuple[float, float] | None = None
    #: with ``beliefs``: draw each world from the model's own distribution conditioned on the hard facts
    #: (``beliefs.joint``) instead of the sequential deal that weighs each card's slot by its free room too
    joint_beliefs: bool = False
    #: with ``beliefs``: which of the variant's committed belief models (``beliefs.model.model_path``; "": its default)
    beliefs_model: str = ""
    #: policy-based inference by importance weights: each world drawn is weighed once by how likely the other
    #: seats' card plays are in it (``policy_inference.play_weigher``), and the means and the pruning are weighted
    #: by it (one replay a world, instead of ``infer_pool`` replays for each world used)
    play_weights: bool = False
    #: the rollout policy, where a family has more than one (``adapter_for(game, rollout)``; "": the family's
    #: default; Tractor "sense": card sense on single-card follows instead of uniform chance, ``shengji_rollout``)
    rollout: str = ""
    #: Callbreak calls moved by the learned call model (``bids.player.learned_call``) from the simulated call
    learned_calls: bool = False


def rollout(game: Game[S, V, R], adapter: Adapter[S, V, R], state: S, seat: int, rng: random.Random, reference: bool = False,
            tail: int = 0) -> float:
    """Finish the hand with the adapter's policy (its fused loop, or with ``reference`` the step-by-step loop,
    which plays the same moves); the result's utility for ``seat``. With ``tail`` > 0 the policy stops once every
    seat holds at most ``tail`` cards at a trick start, and the rest is solved exactly (``Adapter.tail_value``)."""
    if reference:
        state = Adapter.playout(adapter, state, rng)
    elif tail:
        state = adapter.playout(state, rng, tail)
        if game.to_act(state) is not None:
            return headroom(adapter.tail_value, state, seat)
    else:
        state = adapter.playout(state, rng)
    return adapter.utility(game.hand_result(state), seat)


def choose(game: Game[S, V, R], adapter: Adapter[S, V, R], view: V, moves: list[Action], budget: Budget, rng: random.Random,
           anchor: Action | None = None) -> Action:
    """The move with the best mean value over worlds sampled from ``view`` (ties: the first in ``moves``)."""
    if len(moves) == 1:
        return moves[0]
    worlds = world_source(game, adapter, view, rng, budget.infer_pool, budget.evidence, budget.beliefs,
                          budget.play_weights, budget.joint_beliefs, budget.beliefs_model)
    return search(game, adapter, _seat_of(view), len(view.hand), moves, budget, rng, worlds, anchor)


def _seat_of(view: V) -> int:
    """The seat whose view ``view`` is (a spectator's view has no seat and no move to search: ``ValueError``)."""
    if view.seat is None:
        raise ValueError("a spectator's view has no move to search")
    return view.seat


def world_source(game: Game[S, V, R], adapter: Adapter[S, V, R], view: V, rng: random.Random, infer_pool: int = 0,
                 evidence: tuple[str, ...] = ("auction",), beliefs: tuple[float, float] | None = None,
                 play_weights: bool = False, joint: bool = False, model_name: str = "") -> Callable[[], Any]:
    """A function drawing full states consistent with ``view``; with ``infer_pool`` > 1 the worlds are weighted by
    the adapter's soft ``evidence`` (bids, discards), resampled from that many consistent candidates each; with
    ``beliefs`` (power, uniform) the hidden cards are dealt by the variant's learned belief model. With
    ``play_weights`` it draws (state, weight) pairs instead: the weight is the likelihood of the other seats' card
    plays in that world (``play_weigher``; always above zero), None while it says nothing (no such play yet). With
    ``joint`` (and ``beliefs``) each world is drawn from the model's distribution conditioned on the hard facts
    (``beliefs.joint.JointDealer``) where its table is small enough, else dealt as without it. ``model_name`` picks
    another of the variant's committed belief models than its default."""
    vj = view.to_json()
    k = knowledge(game, adapter, view, vj)
    if beliefs is not None:
        from ..beliefs.model import card_priors, model_for  # numpy and the model load only when asked for

        model = model_for(game.key, model_name)
        if model is not None:
            k.prior = card_priors(game, view, k, model, *beliefs)
            if joint:
                from ..beliefs.joint import JointDealer

                dealer = JointDealer.build(k)
                k.dealer = dealer.draw if dealer is not None else None
    weigh = None
    if infer_pool > 1:
        parts = [w for w in (adapter.world_weigher(view, vj, evidence),
                             play_weigher(game, adapter, view, vj, k) if "play" in evidence else None) if w is not None]
        weigh = parts[0] if len(parts) == 1 else (lambda a: parts[0](a) * parts[1](a)) if parts else None

    def draw() -> Any:
        assignment = sample(k, rng) if weigh is None else weighted_sample(k, rng, weigh, infer_pool)
        return build_world(game, adapter, view, vj, k, assignment)

    if not play_weights:
        return draw
    plays = play_weigher(game, adapter, view, vj, k)

    def draw_weighed() -> tuple[Any, float | None]:
        assignment = sample(k, rng) if weigh is None else weighted_sample(k, rng, weigh, infer_pool)
        return build_world(game, adapter, view, vj, k, assignment), None if plays is None else plays(assignment)

    return draw_weighed


def exact_here(adapter: Adapter[Any, Any, Any], budget: Budget, in_hand: int) -> tuple[bool, int]:
    """Whether a decision with ``in_hand`` cards is solved exactly in each world, and over how many worlds."""
    size = adapter.endgame_cards if budget.endgame else 0
    if size and in_hand <= size:
        return True, budget.max_worlds if budget.endgame_worlds is None else min(budget.max_worlds, budget.endgame_worlds)
    if size and budget.deep_worlds and in_hand <= size + adapter.deep_endgame:
        return True, min(budget.max_worlds, budget.deep_worlds)
    return False, budget.max_worlds


def solve_world(game: Game[S, V, R], adapter: Adapter[S, V, R], world: S, team: bool, moves: list[Action] | None,
                reference: bool = False) -> dict[Action, float]:
    """The exact value of each move in ``moves`` (None: every legal move) in one world: the family's fast solver,
    else (or with ``reference``) the generic one. Called under ``headroom``: the recursion is deep."""
    solved = None if reference else adapter.solve(world, moves)
    if solved is None:
        solved = solve_moves(game, world, adapter.utilities, team, adapter.state_key, None if reference else moves)
    return solved


def search(game: Game[S, V, R], adapter: Adapter[S, V, R], seat: int, in_hand: int, moves: list[Action], budget: Budget,
           rng: random.Random, worlds: Callable[[], Any], anchor: Action | None = None, anchor_z: float = 2.0) -> Action:
    """PIMC over the worlds that ``worlds()`` draws (the cheater passes the true state every time).

    With an ``anchor`` (a knowledge-based default move), another move is preferred only when its paired advantage
    over the anchor exceeds ``anchor_z`` standard errors: noisy rollouts then cannot overturn sound play by chance."""
    if len(moves) == 1:
        return moves[0]
    # the budget is the worlds; an optional CPU-time cap (only measurement kinds such as normal-v1 set one)
    deadline = math.inf if budget.ms is None else time.process_time() + budget.ms / 1000.0
    wall = math.inf if budget.wall_ms is None else time.perf_counter() + budget.wall_ms / 1000.0
    team = game.scoring_unit == "team"
    alive = list(moves)
    totals = {m: 0.0 for m in moves}
    values: dict[Action, list[float]] = {m: [] for m in moves}
    exact, max_worlds = exact_here(adapter, budget, in_hand)
    weights: list[float] = []  # the worlds' importance weights (``budget.play_weights``; empty: all equal)
    n = work = 0
    while n < max_worlds:
        if exact:
            if budget.max_nodes is not None and n and (work >= budget.max_nodes or (
                    n >= budget.min_node_worlds and work + work / n > budget.max_nodes)):
                break
        elif budget.max_evaluations is not None and n >= budget.min_worlds and work + len(alive) > budget.max_evaluations:
            break
        world = worlds()
        if budget.play_weights:
            world, w = world
            if w is not None:
                weights.append(w)
        if exact:
            # only the moves still alive are solved (the values of the others would not be used)
            adapter.solve_work = 0
            solved = headroom(solve_world, game, adapter, world, team, alive, budget.reference)
            work += adapter.solve_work
            for m in alive:
                values[m].append(solved.get(m, -1e9))
        else:
            work += len(alive)
            seeds = [rng.getrandbits(32) for _ in range(budget.rollouts_per_world)]
            for m in alive:
                after = game.advance(world, m)
                v = sum(rollout(game, adapter, after, seat, random.Random(s), budget.reference, budget.tail_cards)
                        for s in seeds) / len(seeds)
                values[m].append(v)
        n += 1
        if n >= budget.min_worlds and len(alive) > 1:
            alive = _prune(alive, values, budget.cut_se, weights)
        if len(alive) == 1 or (budget.ms is not None and time.process_time() > deadline):
            break
        if budget.wall_ms is not None and time.perf_counter() > wall:
            break
    for m in moves:
        # a move dropped early has the values of the first worlds only
        totals[m] = _mean(values[m], weights[:len(values[m])]) if values[m] else -math.inf
    best = max(alive, key=lambda m: (totals[m], -moves.index(m)))
    if anchor is not None and anchor in alive and best != anchor:
        mean, se = _paired(values[best], values[anchor], weights)
        if mean <= anchor_z * se:
            return anchor
    return best


def evaluate(game: Game[S, V, R], adapter: Adapter[S, V, R], view: V, moves: list[Action], budget: Budget,
             rng: random.Random) -> dict[Action, tuple[float, float]]:
    """Every move's estimated value for ``view.seat`` and its standard error, over the same ``budget.max_worlds``
    worlds drawn from the view (no move is dropped, so every alternative gets a full estimate). It sees only
    what the view shows: the hand review builds on it."""
    worlds = world_source(game, adapter, view, rng, budget.infer_pool, budget.evidence, budget.beliefs,
                          joint=budget.joint_beliefs, model_name=budget.beliefs_model)
    team, seat = game.scoring_unit == "team", _seat_of(view)
    values: dict[Action, list[float]] = {m: [] for m in moves}
    exact, max_worlds = exact_here(adapter, budget, len(view.hand))
    for _ in range(max_worlds):
        world = worlds()
        if exact:
            solved = headroom(solve_world, game, adapter, world, team, None, False)
            for m in moves:
                values[m].append(solved.get(m, -1e9))
        else:
            seed = rng.getrandbits(32)
            for m in moves:
                values[m].append(rollout(game, adapter, game.advance(world, m), seat, random.Random(seed)))
    out = {}
    for m, vs in values.items():
        mean = sum(vs) / len(vs)
        var = sum((x - mean) ** 2 for x in vs) / max(1, len(vs) - 1)
        out[m] = (mean, math.sqrt(var / len(vs)))
    return out


def _mean(xs: list[float], weights: list[float]) -> float:
    """The mean of ``xs``, weighted by ``weights`` when given (one per value; empty: all equal)."""
    if not weights:
        return sum(xs) / len(xs)
    return sum(w * x for w, x in zip(weights, xs, strict=True)) / sum(weights)


def _paired(a: list[float], b: list[float], weights: list[float]) -> tuple[float, float]:
    """The mean of ``a - b`` over the worlds and its standard error. With importance ``weights`` the mean is
    weighted and the error uses the weights' effective sample size ``(sum w)^2 / sum w^2`` (with equal weights:
    the plain mean and error). Without weights the native core computes it when in use: the same operations in the
    same order, so the same numbers (``paired``)."""
    if not weights and native.CORE is not None:
        got: tuple[float, float] = native.CORE.paired(a, b)
        if got is not NotImplemented:
            return got
    d = [x - y for x, y in zip(a, b, strict=True)]
    if not weights:
        mean = sum(d) / len(d)
        return mean, math.sqrt(sum((x - mean) ** 2 for x in d) / max(1, len(d) - 1) / len(d))
    total = sum(weights)
    mean = sum(w * x for w, x in zip(weights, d, strict=True)) / total
    var = sum(w * (x - mean) ** 2 for w, x in zip(weights, d, strict=True)) / total
    ess = total * total / sum(w * w for w in weights)
    if ess - 1.0 <= 1e-9:  # one world carries all the weight: no error estimate
        return mean, math.inf
    return mean, math.sqrt(var / (ess - 1.0))


def _prune(alive: list[Action], values: dict[Action, list[float]], cut_se: float,
           weights: list[float] | None = None) -> list[Action]:
    weights = weights or []
    best = max(alive, key=lambda m: _mean(values[m], weights) if weights else sum(values[m]))
    keep = []
    for m in alive:
        mean, se = _paired(values[best], values[m], weights)
        if m is best or mean <= cut_se * se or mean <= 1e-12:
            keep.append(m)
    return keep
