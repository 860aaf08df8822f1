"""Try the learned bidder's threshold cheaply: duplicate-deal arenas of a player bidding by the bid model
(``ai.bids.player.LearnedBidder``) against the same player bidding by its own rules, for each threshold asked for.

    python scripts/bid_thresholds.py --model src/tricktable/ai/models/bids-rook-crowsnest.npz \\
        --threshold 0 --threshold 10 --deals 1000 --seed 11

Prints, per threshold, the paired difference per hand (learned - own bids) with its 95% interval and the share of
contracts made. With the default ``--inner heuristic`` card play is the heuristic's on both sides, so only the bids
differ and a deal costs milliseconds.
"""

from __future__ import annotations

import argparse
import json

from tricktable.ai import make_player, register_kind
from tricktable.ai.arena.runner import run_arena
from tricktable.ai.bids.model import BidModel
from tricktable.ai.bids.player import LearnedBidder


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", required=True)
    ap.add_argument("--variant", default="rook/crowsnest")
    ap.add_argument("--threshold", type=float, action="append", required=True)
    ap.add_argument("--deals", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--inner", default="heuristic", help="the player around which the model bids")
    ap.add_argument("--may-pass", action="store_true", help="pass where the player would bid if the model says so")
    ap.add_argument("--again", action="store_true", help="bid against the player's pass more than once a hand")
    args = ap.parse_args()
    model = BidModel.load(args.model)
    for t in args.threshold:
        kind = f"learned-bids[{t:g}]"

        def factory(game, seed=0, t=t, kind=kind):
            return LearnedBidder(game, make_player(args.inner, game, seed), kind, t, model,
                                 once=not args.again, keep_bids=not args.may_pass)

        register_kind(kind, factory)  # in this process only (jobs=1): a measurement kind, never offered
        r = run_arena(args.variant, [kind, args.inner], args.deals, seed=args.seed, jobs=1).to_json()
        print(json.dumps({"threshold": t, "deals": r["deals"], "paired": r["paired_difference"],
                          "made": [r["contestants"][k]["bids_made"]["mean"] for k in (kind, args.inner)]}),
              flush=True)


if __name__ == "__main__":
    main()
