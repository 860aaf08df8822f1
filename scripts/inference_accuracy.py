"""How well sampled worlds place the hidden cards, with and without the auction weights (soft inference).

For each seeded deal, heuristic players bid and exchange, then at seat 0's first play the script draws worlds from
seat 0's view with plain constrained sampling and with the adapter's auction weights, and counts the share of the
other seats' cards placed in the right hand. Prints the two shares and their paired difference with a 95% CI.
With ``--beliefs`` it also deals by the learned belief model (``ai.beliefs``; ``--model``, tempered by ``--power``
and ``--uniform``) and prints that share and its paired difference from plain sampling. With ``--play EPS`` it also
weighs the worlds by the other seats' card plays under the rollout policy (``policy_inference``, on top of the
beliefs when ``--beliefs`` is given), at seat 0's play in trick ``--trick`` (0: the first play); with
``--importance`` each world drawn is weighed once by the plays (the weighted share, as ``Budget.play_weights`` weighs
the search's means) instead of picked from ``--pool``, and the mean effective number of worlds is printed;
``--rollout`` names the rollout policy whose plays are weighed (``Budget.rollout``; Tractor: ``sense``). With
``--joint`` the beliefs' worlds are drawn from the model's distribution conditioned on the hard facts
(``beliefs.joint``, ``Budget.joint_beliefs``) instead of the sequential deal. ``--players`` names the players
that bid and play up to the position (default ``heuristic``). With ``--beliefs`` it also prints the belief
worlds' calibration: the share of the worlds holding a card in a hand, in five bins, against how often it was there.

    .venv/bin/python scripts/inference_accuracy.py --variant rook/crowsnest --deals 150 --pool 8
"""

from __future__ import annotations

import argparse
import random
import statistics

from tricktable.ai import make_player
from tricktable.ai.search.adapter import adapter_for
from tricktable.ai.search.infoset import knowledge
from tricktable.ai.search.worlds import sample, weighted_sample
from tricktable.engine import get_game, hand_seed, shuffled


def first_play_position(game, deal: int, seed: int, trick: int = 0, players: str = "heuristic"):
    """The state at seat 0's first play after ``players``' bidding and exchange (heuristic by default), or its
    first play once ``trick`` tricks have been played (None if the hand ended first)."""
    heur = [make_player(players, game, hand_seed(seed, 7919 * deal + s) if players != "heuristic" else s)
            for s in range(4)]
    state = game.start_hand(game.new_match(deal % 4),
                            game.deal_from_order(shuffled(game.deck(), hand_seed(seed, deal + 1)), deal % 4))
    while not (game.phase(state) == "play" and game.to_act(state) == 0
               and sum(a.kind == "play" for _, a in game.view(state, 0).history) >= 4 * trick):
        seat = game.to_act(state)
        if seat is None:
            return None
        state = game.advance(state, heur[seat].choose(game, game.view(state, seat), game.candidate_actions(state)))
    return state


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--variant", default="rook/crowsnest")
    ap.add_argument("--deals", type=int, default=150)
    ap.add_argument("--worlds", type=int, default=40, help="worlds drawn per position and method")
    ap.add_argument("--pool", type=int, default=8, help="candidates per weighted world")
    ap.add_argument("--seed", type=int, default=99)
    ap.add_argument("--beliefs", action="store_true", help="also deal by the learned belief model")
    ap.add_argument("--model", help="belief weights (.npz; default: the variant's committed model)")
    ap.add_argument("--power", type=float, default=1.0, help="beliefs: probabilities to this power")
    ap.add_argument("--uniform", type=float, default=0.05, help="beliefs: share of uniform mixed in")
    ap.add_argument("--joint", action="store_true", help="beliefs: draw from the model conditioned on the facts")
    ap.add_argument("--players", default="heuristic", help="the player kind that plays up to the position")
    ap.add_argument("--play", type=float, help="also weigh worlds by the card plays (this epsilon)")
    ap.add_argument("--importance", action="store_true",
                    help="with --play: weigh each world once (importance weights) instead of resampling")
    ap.add_argument("--trick", type=int, default=0, help="measure at seat 0's play once this many tricks are done")
    ap.add_argument("--rollout", default="", help="the rollout policy whose plays --play weighs (Budget.rollout; "
                                                   "Tractor: sense)")
    args = ap.parse_args()
    model = None
    if args.beliefs:
        from tricktable.ai.beliefs.model import BeliefModel, model_for

        model = BeliefModel.load(args.model) if args.model else model_for(args.variant)
        if model is None:
            raise SystemExit(f"{args.variant}: no belief model")
    learned: list[float] = []
    shares: list[tuple[float, float]] = []
    game = get_game(args.variant)
    adapter = adapter_for(game, args.rollout)
    plain, weighted, by_play, ess = [], [], [], []
    for deal in range(args.deals):
        state = first_play_position(game, deal, args.seed, args.trick, args.players)
        if state is None:
            continue
        view = game.view(state, 0)
        vj = view.to_json()
        weigh = adapter.world_weigher(view, vj)
        if weigh is None and model is None and args.play is None:
            continue
        k = knowledge(game, adapter, view, vj)
        truth = {s: set(game.view(state, s).hand) for s in (1, 2, 3)}
        total = sum(len(cards) for cards in truth.values())
        rng = random.Random(deal)

        def right(world, truth=truth, total=total):
            return sum(len(truth[s] & set(world[s])) for s in truth) / total

        plain.append(statistics.mean(right(sample(k, rng)) for _ in range(args.worlds)))
        if weigh is not None:
            weighted.append(statistics.mean(right(weighted_sample(k, rng, weigh, args.pool))
                                            for _ in range(args.worlds)))
        if model is not None:
            from tricktable.ai.beliefs.model import card_priors

            k.prior = card_priors(game, view, k, model, args.power, args.uniform)
            if args.joint:
                from tricktable.ai.beliefs.joint import JointDealer

                dealer = JointDealer.build(k)
                k.dealer = dealer.draw if dealer is not None else None
            drawn = [sample(k, rng) for _ in range(args.worlds)]
            learned.append(statistics.mean(right(w) for w in drawn))
            for c in set(k.hidden):  # the worlds' share holding each card in each hand, and where it was
                for s, cards in truth.items():
                    shares.append((sum(c in w[s] for w in drawn) / len(drawn), float(c in cards)))
        if args.play is not None:
            from tricktable.ai.search.policy_inference import play_weigher

            pw = play_weigher(game, adapter, view, vj, k, args.play)
            if args.importance:
                worlds = [sample(k, rng) for _ in range(args.worlds)]
                ws = [1.0] * len(worlds) if pw is None else [pw(w) for w in worlds]
                by_play.append(sum(w * right(x) for w, x in zip(ws, worlds, strict=True)) / sum(ws))
                ess.append(sum(ws) ** 2 / sum(w * w for w in ws))
                continue
            by_play.append(statistics.mean(right(sample(k, rng) if pw is None else weighted_sample(k, rng, pw, args.pool))
                                           for _ in range(args.worlds)))
    if by_play:
        base = learned if model is not None else plain
        diff = [b - p for p, b in zip(base, by_play, strict=True)]
        mean, se = statistics.mean(diff), statistics.stdev(diff) / len(diff) ** 0.5
        print(f"{args.variant}: {len(diff)} positions at trick {args.trick}; hidden cards placed in the right hand: "
              f"{'learned beliefs' if model is not None else 'unweighted'} {100 * statistics.mean(base):.1f}%, "
              f"+ play weights (epsilon {args.play}, "
              f"{f'importance, mean effective worlds {statistics.mean(ess):.1f} of {args.worlds}' if ess else f'pool {args.pool}'}) "
              f"{100 * statistics.mean(by_play):.1f}%, "
              f"difference {100 * mean:+.2f} points [{100 * (mean - 1.96 * se):+.2f}, {100 * (mean + 1.96 * se):+.2f}]")
    if shares:
        bins: dict[int, list[tuple[float, float]]] = {}
        for f, hit in shares:
            bins.setdefault(min(int(f * 5), 4), []).append((f, hit))
        cal = ", ".join(f"{statistics.mean(f for f, _ in b):.2f} -> {statistics.mean(h for _, h in b):.2f}"
                        for _, b in sorted(bins.items()))
        brier = statistics.mean((f - hit) ** 2 for f, hit in shares)
        print(f"{args.variant}: the belief worlds' share holding a card in a hand -> how often it was there: {cal}; "
              f"Brier {brier:.4f}")
    if model is not None and len(learned) > 1:
        diff = [b - p for p, b in zip(plain, learned, strict=True)]
        mean, se = statistics.mean(diff), statistics.stdev(diff) / len(diff) ** 0.5
        print(f"{args.variant}: {len(diff)} positions; hidden cards placed in the right hand: "
              f"unweighted {100 * statistics.mean(plain):.1f}%, learned beliefs (power {args.power}, uniform "
              f"{args.uniform}{', joint' if args.joint else ''}) {100 * statistics.mean(learned):.1f}%, difference {100 * mean:+.2f} points "
              f"[{100 * (mean - 1.96 * se):+.2f}, {100 * (mean + 1.96 * se):+.2f}]")
    if len(weighted) != len(plain) or not weighted:
        return
    if len(plain) < 2:
        raise SystemExit(f"{args.variant}: no soft evidence to weigh in {args.deals} deals")
    diff = [w - p for p, w in zip(plain, weighted, strict=True)]
    mean, se = statistics.mean(diff), statistics.stdev(diff) / len(diff) ** 0.5
    print(f"{args.variant}: {len(diff)} positions; hidden cards placed in the right hand: "
          f"unweighted {100 * statistics.mean(plain):.1f}%, weighted {100 * statistics.mean(weighted):.1f}%, "
          f"difference {100 * mean:+.2f} points [{100 * (mean - 1.96 * se):+.2f}, {100 * (mean + 1.96 * se):+.2f}]")


if __name__ == "__main__":
    main()
