"""The learned bid and call models' inputs. Rook (``bid_features``): it holds only what the seat sees at its bidding decision: its own cards
(a count per card identity of the deck, ``rl.encoding``'s card order), its place after the dealer (one-hot) and the
public auction so far (per relative seat: its last bid as a share of the hand's points, and whether it passed; the
bid standing), so nothing hidden can reach it. ``complete`` adds what follows from these alone: the Rook heuristic's
estimate of the hand's points and the lowest bid allowed, each as a share of the hand's points, and their
difference (the heuristic bids while it is above zero).

Callbreak (``call_features``): the seat's 13 cards (one per card id), its place in the calling order (one-hot), for
each of the three other seats (relative to it) its call as a share of 13 and whether it has called, and the
Callbreak heuristic's trick estimate of the hand as a share of 13. ``with_call`` appends a candidate call (as a
share of 13 and one-hot over 0..13): the call model predicts the tricks the seat takes if it calls that."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import numpy as np

from ...cards.notation import ROOK_BASE
from ...engine.match import AnyGame
from ...games.callbreak.view import CallbreakView
from ...games.rook.view import RookView
from ..base import seat_of
from ..beliefs.features import encoder_for

#: inputs after the cards: place after the dealer (4), per relative seat 0..3 its bid and whether it passed (8),
#: the standing bid (1)
EXTRA = 13


def bid_features(game: AnyGame, view: RookView) -> np.ndarray:
    """The model input for ``view`` (Rook, during the auction): the seat's hand, its place, the auction so far."""
    enc = encoder_for(game.key)
    total = game.config.total_points
    x = np.zeros(enc.d + EXTRA, dtype=np.float32)
    for card in view.hand:
        x[enc.card_index[card]] += 1.0
    seat = seat_of(view)
    x[enc.d + (seat - view.dealer) % 4] = 1.0
    for rel in range(4):
        bid = view.bids[(seat + rel) % 4]
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


def complete(game: AnyGame, x: np.ndarray) -> np.ndarray:
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


#: Callbreak call inputs after the 52 cards: place in the calling order (4), per other seat its call and whether it
#: called (6), the heuristic's trick estimate (1)
CALL_EXTRA = 11
#: inputs ``with_call`` adds: the candidate call as a share of 13 and one-hot over 0..13
CALL_INPUTS = 15


def call_features(game: AnyGame, view: CallbreakView) -> np.ndarray:
    """The call model's input for ``view`` (Callbreak, at the seat's call): its hand, its place, the calls so far."""
    from ..heuristic.callbreak import estimate_tricks

    deck = len(game.deck())
    x = np.zeros(deck + CALL_EXTRA, dtype=np.float32)
    x[list(view.hand)] = 1.0
    seat = seat_of(view)
    x[deck + (seat - view.dealer - 1) % 4] = 1.0
    for rel in (1, 2, 3):
        call = view.calls[(seat + rel) % 4]
        if call is not None:
            x[deck + 4 + 2 * (rel - 1)] = call / 13.0
            x[deck + 5 + 2 * (rel - 1)] = 1.0
    x[deck + 10] = estimate_tricks(view.hand) / 13.0
    return x


def with_call(x: np.ndarray, calls: Any) -> np.ndarray:
    """Rows of ``call_features`` (one row, or a batch with one call each) with the candidate ``calls`` appended;
    one row and several calls give one row per call."""
    calls = np.atleast_1d(np.asarray(calls, dtype=np.int64))
    rows = np.atleast_2d(np.asarray(x, dtype=np.float32))
    if len(rows) == 1 and len(calls) > 1:
        rows = np.repeat(rows, len(calls), axis=0)
    extra = np.zeros((len(rows), CALL_INPUTS), dtype=np.float32)
    extra[:, 0] = calls / 13.0
    extra[np.arange(len(rows)), 1 + calls] = 1.0
    return np.concatenate([rows, extra], axis=1)
