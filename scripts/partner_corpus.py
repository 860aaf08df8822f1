"""Build the partner corpus (tests/data/partner_corpus/FAMILY.json): positions where the right card is clear and
provable by the exact solver on the true deal, in the situations players judge a partner by.

Positions come from seeded hands played by the heuristic with some random moves. A position is kept when:

- it is a situation of one of the kinds below (team games: the partner is winning the trick, or the seat leads
  with a sure winner; Callbreak: the seat's call is made, or it still needs tricks);
- the exact solver on the true deal finds the best cards, and every other card is worse by at least ``MARGIN``;
- the same cards are best in every one of ``WORLDS`` worlds sampled from the seat's view (so the answer is clear
  from what the seat knows, not only from the hidden cards).

Each entry is a scenario (the public replay format: deal, dealer, actions up to the decision) with the seat, the
kind, the best cards and the solver's value of every legal card. Run it on purpose; review the diff:

    python scripts/partner_corpus.py --family rook --count 48
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

from tricktable.ai import make_player
from tricktable.ai.search.adapter import adapter_for
from tricktable.ai.search.endgame import solve_moves
from tricktable.ai.search.infoset import build_world, knowledge
from tricktable.ai.search.worlds import sample
from tricktable.cards import format_card
from tricktable.engine import get_game, hand_seed, shuffled

VARIANTS = {"rook": "rook/crowsnest", "callbreak": "callbreak/master", "shengji": "shengji/tractor"}
#: the least loss of a wrong card (Rook and Tractor: points of the side's score difference; Callbreak: hand score)
MARGIN = {"rook": 10.0, "callbreak": 1.0, "shengji": 10.0}
#: cards in the deciding seat's hand
CARDS = {"rook": (5,), "callbreak": (5,), "shengji": (2, 3)}
WORLDS = 12
OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "partner_corpus"


def exact(game, state):
    adapter = adapter_for(game)
    solved = adapter.solve(state)
    if solved is None:
        solved = solve_moves(game, state, adapter.utilities, game.scoring_unit == "team", adapter.state_key)
    return solved


def best_set(values, margin):
    """The best moves, when every other move loses at least ``margin``; else None (not clear)."""
    top = max(values.values())
    best = {a for a, v in values.items() if v == top}
    rest = [v for a, v in values.items() if a not in best]
    if not rest or top - max(rest) < margin:
        return None
    return best


def trick_of(game, state):
    """(leader, [(seat, cards)]) of the trick in progress, from the seat's view."""
    seat = game.to_act(state)
    view = game.view(state, seat)
    plays = [(s, a.cards) for s, a in view.history if a.kind == "play"]
    n = 0
    if game.family == "shengji":
        return list(state.trick)
    n = len(plays) % 4
    return plays[len(plays) - n:] if n else []


def kind_of(game, state):
    """The situation's kind, or None when it is not one the corpus is about."""
    seat = game.to_act(state)
    trick = trick_of(game, state)
    fam = game.family
    if fam == "callbreak":
        call, won = state.calls[seat], state.tricks[seat]
        if not trick:
            return "lead_call_made" if won >= call else "lead_needs_tricks"
        return "duck_call_made" if won >= call else "win_needed"
    if not trick:
        return "lead"
    if fam == "rook":
        beat = game.t.beat[state.trump][game.t.led_suit[state.trump][trick[0][1][0] - 64]]
        winning = max(range(len(trick)), key=lambda i: beat[trick[i][1][0] - 64])
    else:
        winning = [s for s, _ in trick].index(state.best)
    partner = (trick[winning][0] - seat) % 4 == 2
    if not partner:
        return None
    return "partner_winning"


def corpus(family: str, count: int, seed0: int = 1000) -> list[dict]:
    game = get_game(VARIANTS[family])
    adapter = adapter_for(game)
    out = []
    kinds: dict[str, int] = {}
    seed = seed0
    while len(out) < count and seed < seed0 + 4000:
        seed += 1
        rng = random.Random(seed)
        dealer = seed % 4
        deal = game.deal_from_order(shuffled(game.deck(), hand_seed(seed, 5)), dealer)
        state = game.start_hand(game.new_match(dealer), deal)
        heur = [make_player("heuristic", game, hand_seed(seed, s)) for s in range(4)]
        candidates = []  # (state, actions so far) at every card decision with the hand sizes asked for
        actions: list[str] = []
        while (to := game.to_act(state)) is not None:
            view = game.view(state, to)
            if game.phase(state) == "play" and len(view.hand) in CARDS[family]:
                candidates.append((state, list(actions)))
            legal = game.candidate_actions(state)
            a = legal[rng.randrange(len(legal))] if game.phase(state) == "play" and rng.random() < 0.15 else \
                heur[to].choose(game, view, legal)
            actions.append(game.format_action(a))
            state = game.advance(state, a)
        for picked, actions in candidates:
            entry = examine(game, adapter, family, picked, actions, deal, dealer, kinds, count, seed)
            if entry is not None:
                out.append(entry)
                print(f"{family}: {len(out)}/{count} (seed {seed}, {entry['kind']})", file=sys.stderr, flush=True)
                break  # one position per hand
    return out


def examine(game, adapter, family, picked, actions, deal, dealer, kinds, count, seed):
    """The corpus entry for one position, or None when it does not qualify."""
    legal = game.legal_actions(picked)
    if len(legal) < 2 or len(legal) > 12:
        return None
    kind = kind_of(game, picked)
    if kind is None or kinds.get(kind, 0) >= max(8, count * 3 // 5):
        return None
    values = exact(game, picked)
    best = best_set(values, MARGIN[family])
    if best is None:
        return None
    seat = game.to_act(picked)
    view = game.view(picked, seat)
    vj = view.to_json()
    k = knowledge(game, adapter, view, vj)
    wrng = random.Random(seed)
    for _ in range(WORLDS):
        world = build_world(game, adapter, view, vj, k, sample(k, wrng))
        wb = best_set(exact(game, world), 1e-9)
        if wb is None or not best <= wb:
            return None
    kinds[kind] = kinds.get(kind, 0) + 1
    entry = {
        "variant": game.key, "options": {}, "dealer": game.new_match(dealer).dealer,
        "hands": [" ".join(format_card(c) for c in h) for h in deal.hands],
        "nest" if family == "rook" else "kitty": " ".join(format_card(c) for c in deal.extra),
        "actions": actions, "seat": seat, "kind": kind,
        "best": sorted(game.format_action(a) for a in best),
        "values": {game.format_action(a): v for a, v in sorted(values.items())},
    }
    if family == "callbreak":
        entry.pop("kitty")
    return entry


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--family", choices=sorted(VARIANTS), required=True)
    ap.add_argument("--count", type=int, default=48)
    ap.add_argument("--seed", type=int, default=1000, help="the first deal seed (hands seed+1, seed+2, ...)")
    ap.add_argument("--append", action="store_true", help="add to the family's file instead of replacing it")
    args = ap.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"{args.family}.json"
    old = json.loads(path.read_text())["positions"] if args.append and path.exists() else []
    entries = old + corpus(args.family, args.count - len(old), args.seed)
    path.write_text(json.dumps({"variant": VARIANTS[args.family], "positions": entries}, indent=1) + "\n")
    print(f"wrote {len(entries)} positions to {path}", file=sys.stderr)


if __name__ == "__main__":
    main()
