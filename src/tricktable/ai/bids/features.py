"""The bid model's input. It holds only what the seat sees at its bidding decision: its own cards
(a count per card identity of the deck, ``rl.encoding``'s card order), its place after the dealer (one-hot) and the
public auction so far (per relative seat: its last bid as a share of the hand's points, and whether it passed; the
bid standing), so nothing hidden can reach it. ``complete`` adds what follows from these alone: the Rook heuristic's
estimate of the hand's points and the lowest bid allowed, each as a share of the hand's points, and their
difference (the heuristic bids while it is above zero)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import numpy as np

from ...cards.notation import ROOK_BASE
from ...engine import Game
from ..beliefs.features import encoder_for

#: inputs after the cards: place after the dealer (4), per relative seat 0..3 its bid and whether it passed (8),
#: the standing bid (1)
EXTRA = 13


def bid_features(game: Game, view: Any) -> np.ndarray:
    """The model input for ``view`` (Rook, during the auction): the seat's hand, its place, the auction so far."""
    enc = encoder_for(game.key)
    total = game.config.total_points
    x = np.zeros(enc.d + EXTRA, dtype=np.float32)
    for card in view.hand:
        x[enc.card_index[card]] += 1.0
    x[enc.d + (view.seat - view.dealer) % 4] = 1.0
    for rel in range(4):
        bid = view.bids[(view.seat + rel) % 4]
        if bid == "pass":
            x[enc.d + 8 + rel] = 1.0
        elif bid is not None:
            x[enc.d + 4 + rel] = bid / total
    x[enc.d + 12] = (view.high_bid or 0) / total
    return x


#: inputs ``complete`` adds: the heuristic's estimate, the lowest bid allowed, their difference
DERIVED = 3


@lru_cache(maxsize=16)
def _estimator(key: str) -> Any:
    from ...engine import get_game
    from ..heuristic import heuristic_player

    return heuristic_player(get_game(key))


def complete(game: Game, x: np.ndarray) -> np.ndarray:
    """The model's input from rows of ``bid_features`` (one row or a batch): each row with ``DERIVED`` more."""
    rows = np.atleast_2d(np.asarray(x, dtype=np.float32))
    enc = encoder_for(game.key)
    cfg = game.config
    total = cfg.total_points
    cards = enc.codec.cards
    est = np.array([_estimator(game.key).estimate([cards[i] - ROOK_BASE for i in np.flatnonzero(r[:enc.d] > 0)])
                    for r in rows], dtype=np.float32) / total
    high = np.rint(rows[:, enc.d + 12] * total)
    lowest = np.where(high > 0, high + cfg.bid_step, cfg.min_bid) / total
    out = np.concatenate([rows, np.stack([est, lowest, est - lowest], axis=1).astype(np.float32)], axis=1)
    return out if np.ndim(x) == 2 else out[0]
