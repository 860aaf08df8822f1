"""Can simulation choose Tractor burials at the normal budget? A measurement of rollout noise.

At each seeded deal's burial (heuristic declaring), the declarer's view is sampled into ``--worlds`` worlds (as the
search player would), every engine burial candidate and the heuristic's burial are played out in each world with
the same rollout seed (uniform random play, the Tractor rollout policy), and each candidate's paired difference to
the heuristic's burial is measured in attackers' points. Prints the standard error of those differences, how many
candidates differ from the heuristic's burial by more than two standard errors, and the time per burial decision.

    .venv/bin/python scripts/tractor_bury_noise.py --deals 30 --worlds 30
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from tricktable.ai import make_player
from tricktable.ai.search.adapter import adapter_for
from tricktable.ai.search.pimc import rollout, world_source
from tricktable.engine import get_game, hand_seed, shuffled


def bury_position(game, deal: int, seed: int):
    """The state when the declarer must bury (heuristic declaring), or None."""
    heur = [make_player("heuristic", game, s) for s in range(4)]
    state = game.start_hand(game.new_match(deal % 4),
                            game.deal_from_order(shuffled(game.deck(), hand_seed(seed, deal + 1)), deal % 4))
    while game.to_act(state) is not None and game.phase(state) != "exchange":
        seat = game.to_act(state)
        state = game.advance(state, heur[seat].choose(game, game.view(state, seat), game.candidate_actions(state)))
    return state if game.to_act(state) is not None else None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=30)
    ap.add_argument("--worlds", type=int, default=30)
    ap.add_argument("--seed", type=int, default=5)
    args = ap.parse_args()
    game = get_game("shengji/tractor")
    adapter = adapter_for(game)
    heuristic = make_player("heuristic", game, 0)
    ses, zs, diffs, seconds = [], [], [], []
    for deal in range(args.deals):
        state = bury_position(game, deal, args.seed)
        if state is None:
            continue
        seat = game.to_act(state)
        view = game.view(state, seat)
        candidates = game.candidate_actions(state)
        mine = heuristic.choose(game, view, candidates)
        others = [a for a in candidates if a != mine]
        rng = random.Random(deal)
        draw = world_source(game, adapter, view, rng)
        values: dict = {a: [] for a in [mine, *others]}
        start = time.process_time()
        for _ in range(args.worlds):
            world, roll = draw(), rng.getrandbits(32)
            for a in values:
                values[a].append(rollout(game, adapter, game.advance(world, a), seat, random.Random(roll)))
        seconds.append(time.process_time() - start)
        for a in others:
            d = [x - y for x, y in zip(values[a], values[mine], strict=True)]
            se = statistics.stdev(d) / len(d) ** 0.5
            ses.append(se)
            diffs.append(statistics.mean(d))
            zs.append(statistics.mean(d) / se if se else 0.0)
    if not zs:
        raise SystemExit("no burial positions")
    clear = sum(abs(z) > 2 for z in zs)
    better = sum(z > 2 for z in zs)
    print(f"shengji/tractor: {len(seconds)} burials, {len(zs)} alternative candidates, {args.worlds} worlds each")
    print(f"  paired difference to the heuristic's burial: median |mean| {statistics.median(map(abs, diffs)):.1f} "
          f"points, median standard error {statistics.median(ses):.1f} points")
    print(f"  candidates more than 2 standard errors from it: {clear} of {len(zs)} ({100 * clear / len(zs):.0f}%; "
          f"chance alone gives about 5%); {better} of them better for the declarer in the rollouts")
    print(f"  CPU per burial decision: median {1000 * statistics.median(seconds):.0f} ms "
          f"({len(values)} candidates in the last position)")


if __name__ == "__main__":
    main()
