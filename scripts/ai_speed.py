"""The AI's fast paths against the readable reference paths they replace, in one run (CPU time, medians).

- the endgame: the bitmask solvers (Callbreak max^n, Rook alpha-beta, with equivalent-card pruning) against the
  generic solver over ``legal_actions`` + ``advance``, on the same positions (4 and 5 cards in hand);
- rollouts: each family's fused policy loop (``Adapter.playout``) against the step-by-step loop, on the same
  positions and seeds; Tractor's fused random playout against the engine's generic loop, whole hands.

Positions are seeded (heuristic play with some random moves), so every run times the same work; each measurement
alternates the two paths ``--rounds`` times and reports the median CPU time per call of each and their ratio.

    python scripts/ai_speed.py [--rounds 5]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from tricktable.ai import make_player
from tricktable.ai.search.adapter import Adapter, adapter_for
from tricktable.ai.search.endgame import solve_moves
from tricktable.engine import get_game, hand_seed, shuffled
from tricktable.engine.game import Game


def positions(game, count, cards_left=None, seed0=0):
    """Play-phase positions of heuristic hands (15% random cards): at ``cards_left`` cards in the hand of the
    seat to act, else anywhere in the play."""
    out = []
    seed = seed0
    while len(out) < count:
        seed += 1
        rng = random.Random(seed)
        dealer = seed % 4
        state = game.start_hand(game.new_match(dealer),
                                game.deal_from_order(shuffled(game.deck(), hand_seed(seed, 9)), dealer))
        heur = [make_player("heuristic", game, s) for s in range(4)]
        stop = rng.randrange(0, 40)
        while (seat := game.to_act(state)) is not None:
            if game.phase(state) == "play":
                n = len(game.view(state, seat).hand)
                if (cards_left is None and stop <= 0) or n == cards_left:
                    out.append(state)
                    break
                stop -= 1
            legal = game.candidate_actions(state)
            a = legal[rng.randrange(len(legal))] if game.phase(state) == "play" and rng.random() < 0.15 else \
                heur[seat].choose(game, game.view(state, seat), legal)
            state = game.advance(state, a)
    return out


def timed(pairs, rounds):
    """Median CPU seconds per call of each (name, calls) in ``pairs``, alternating them ``rounds`` times."""
    times: dict[str, list[float]] = {name: [] for name, _ in pairs}
    for _ in range(rounds):
        for name, calls in pairs:
            t = time.process_time()
            for call in calls:
                call()
            times[name].append((time.process_time() - t) / len(calls))
    return {name: statistics.median(v) for name, v in times.items()}


def report(title, unit, scale, result, ref, fast):
    r, f = result[ref] * scale, result[fast] * scale
    print(f"{title}: {ref} {r:.3f} {unit}, {fast} {f:.3f} {unit}, {r / f:.1f}x")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--positions", type=int, default=40)
    args = ap.parse_args()
    for key in ("callbreak/master", "rook/crowsnest"):
        game = get_game(key)
        adapter = adapter_for(game)
        team = game.scoring_unit == "team"
        for n in (4, 5):
            states = positions(game, args.positions, n)
            result = timed([
                ("generic", [lambda s=s, g=game, a=adapter, t=team: solve_moves(g, s, a.utilities, t, a.state_key)
                             for s in states]),
                ("bitmask", [lambda s=s, a=adapter: a.solve(s) for s in states]),
            ], args.rounds)
            report(f"{key} endgame, {n} cards", "ms CPU/solve", 1e3, result, "generic", "bitmask")
    for key in ("callbreak/master", "rook/crowsnest", "shengji/tractor"):
        game = get_game(key)
        adapter = adapter_for(game)
        states = positions(game, args.positions)
        seeds = range(3)
        result = timed([
            ("step-by-step", [lambda s=s, r=r, a=adapter: Adapter.playout(a, s, random.Random(r))
                              for s in states for r in seeds]),
            ("fused", [lambda s=s, r=r, a=adapter: a.playout(s, random.Random(r)) for s in states for r in seeds]),
        ], args.rounds)
        report(f"{key} rollout from mid-play", "us CPU/rollout", 1e6, result, "step-by-step", "fused")
    game = get_game("shengji/tractor")
    starts = [game.start_hand(game.new_match(i % 4), game.deal_from_order(shuffled(game.deck(), hand_seed(i, 2)),
                                                                          i % 4)) for i in range(args.positions)]
    result = timed([
        ("generic", [lambda s=s: Game.random_playout(game, s, random.Random(1)) for s in starts]),
        ("fused", [lambda s=s: game.random_playout(s, random.Random(1)) for s in starts]),
    ], args.rounds)
    report("shengji/tractor random whole hand", "ms CPU/hand", 1e3, result, "generic", "fused")


if __name__ == "__main__":
    main()
