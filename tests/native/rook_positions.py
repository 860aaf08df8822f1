"""Rook states for the kernel tests: every preset and the option sets that change what the kernels do."""

from __future__ import annotations

import random

from tricktable.engine import get_game
from tricktable.games.rook import PRESETS
from tricktable.games.rook.state import OVER

#: (variant, options): every preset with its defaults, then the options the playout and the rollout read
OPTION_SETS = [(f"rook/{p}", {}) for p in sorted(PRESETS)] + [
    ("rook/crowsnest", {"all_pass": "dealer_forced_min"}),
    ("rook/crowsnest", {"first_lead": "declarer"}),
    ("rook/crowsnest", {"bird_any_time": False}),
    ("rook/crowsnest", {"no_counters_in_nest": True}),
    ("rook/crowsnest", {"bird_rank": "high", "nest_points_to": "declarer"}),
    ("rook/red-one", {"bird_rank": "ten_and_half", "no_counters_in_nest": True, "first_lead": "declarer"}),
    ("rook/tournament", {"bird_any_time": True, "all_pass": "dealer_forced_min"}),
]
IDS = [f"{k.split('/')[1]}-{'-'.join(f'{n}={v}' for n, v in o.items()) or 'default'}" for k, o in OPTION_SETS]


def hand_states(g, seed: int, dealer: int) -> list:
    """Every state of one hand played by random legal actions (auction, exchange, trump, play), the end too."""
    rng = random.Random(seed)
    deck = list(g.deck())
    rng.shuffle(deck)
    s = g.start_hand(g.new_match(dealer), g.deal_from_order(deck, dealer))
    out = [s]
    while s.phase != OVER:
        s = g.advance(s, g.random_action(s, rng))
        out.append(s)
    return out


def game(key: str, options: dict):
    return get_game(key, options)


def fields(s):
    """Every field of a Rook state, with the history as (seat, action) pairs."""
    c = s.ctx
    return (s.phase, s.to_act, s.played, tuple(s.trick), s.leader, s.tally, s.last, s.actions(),
            c.dealer, c.hands, c.nest, c.bids, c.high, c.declarer, c.trump, c.scores, c.result)
