"""A duplicate-deal arena for two players that differ only in their bids (``normal-bids`` against ``normal``): a deal
whose auctions, in every seat arrangement, see no bid of player A differ from what player B would bid there is played
out the same by both (same cards, seeds and decisions), so its paired difference is exactly 0 and it need not be
played. Each deal's auctions are replayed first (cheap: the auction is the heuristic's); only the deals where A's bids
differ are played with ``arena.runner.play_deal``, and the paired differences of all deals (zeros included) give the
mean and its 95% interval, the same numbers ``tricktable arena`` would give for these deals.

    python scripts/screened_bid_arena.py --players normal-bids,normal --deals 1000 --seed 2323 --max-minutes 60 \\
        --json docs/arena/rook-crowsnest_normal-bids-vs-normal-screened.json

Player A must be a ``LearnedBidder`` around a player of B's kind and seed (``ai.bids.player``).
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from tricktable.ai import make_player
from tricktable.ai.arena.runner import ArenaResult, arrangements, play_deal
from tricktable.ai.arena.stats import bootstrap_ci, mean_ci
from tricktable.engine import get_game, hand_seed
from tricktable.engine.match import deal_for


def bids_differ(game, kinds: list[str], seed: int, deal: int) -> bool:
    """Whether, in any seat arrangement of ``deal`` (as the arena seats and seeds them), a bid or pass of player A
    differs from what its inner player (B's kind, same seed) would do at that point of the auction."""
    for arr in arrangements(game):
        players = [make_player(kinds[arr[s]], game, seed=hand_seed(seed, deal + 1, 1000 + s)) for s in range(4)]
        state = game.start_hand(game.new_match(deal % 4), deal_for(game, seed, deal + 1, deal % 4))
        while game.to_act(state) is not None and game.phase(state) == "bid":
            seat = game.to_act(state)
            view, legal = game.view(state, seat), game.candidate_actions(state)
            action = players[seat].choose(game, view, legal)
            if arr[seat] == 0 and action != players[seat].inner.choose(game, view, legal):
                return True
            state = game.advance(state, action)
    return False


def screened(variant: str, kinds: list[str], deals: int, seed: int, max_minutes: float | None = None,
             log=print) -> tuple[list[float], ArenaResult]:
    """The paired difference of every deal (0.0 where the bids do not differ) and the arena result of the deals
    played."""
    game = get_game(variant)
    played = ArenaResult(variant, (kinds[0], kinds[1]))
    per_deal: list[float] = []
    start = time.perf_counter()
    for deal in range(deals):
        if max_minutes is not None and time.perf_counter() - start > 60 * max_minutes:
            break
        if not bids_differ(game, kinds, seed, deal):
            per_deal.append(0.0)
            continue
        played.deals.append(play_deal(variant, {}, kinds, seed, deal))
        a, b = played.seat_matched()
        per_deal.append(a[-1] - b[-1])
        log(f"deal {deal}: {per_deal[-1]:+.1f} ({len(played.deals)} played of {len(per_deal)})")
    return per_deal, played


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--variant", default="rook/crowsnest")
    ap.add_argument("--players", default="normal-bids,normal")
    ap.add_argument("--deals", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=2323)
    ap.add_argument("--max-minutes", type=float, default=None)
    ap.add_argument("--json", type=Path, default=None)
    args = ap.parse_args()
    kinds = args.players.split(",")
    per_deal, played = screened(args.variant, kinds, args.deals, args.seed, args.max_minutes,
                                lambda line: print(line, flush=True))
    est = mean_ci(per_deal)
    out = {"variant": args.variant, "of": f"{kinds[0]} - {kinds[1]}", "seed": args.seed, "deals": len(per_deal),
           "played": len(played.deals),
           "paired_difference": {**est.to_json(), "bootstrap95": list(bootstrap_ci(per_deal))},
           "paired_per_deal": [round(x, 4) for x in per_deal],
           "played_deals": played.to_json() if played.deals else None}
    text = json.dumps(out, indent=1)
    if args.json is not None:
        args.json.write_text(text + "\n")
    print(json.dumps({k: out[k] for k in ("of", "deals", "played", "paired_difference")}))


if __name__ == "__main__":
    main()
