"""The belief model's input and targets. The input is the RL observation of the seat's view (``rl.encoding``), so
it holds only what ``game.view(state, seat)`` shows. Targets count, per card identity and place, the hidden copies
there: place 0..2 is the relative seat 1..3 (next, partner, previous), 3 the hidden pile (nest/kitty, a declarer's
or dealer's discards). A card the seat sees (its hand, the cards played, its own discards, cards known from
declarations) has a row of zeros; Tractor's double deck may count 2."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any

import numpy as np

from ...engine import Game, get_game
from ...rl.encoding import Encoder
from ..search.adapter import adapter_for
from ..search.infoset import knowledge, multiset_minus
from ..search.worlds import PILE, Knowledge

#: places per card: relative seats 1, 2, 3 and the hidden pile
SLOTS = 4
#: the first shard format's class of a card the seat sees
VISIBLE = -1


@lru_cache(maxsize=16)
def encoder_for(key: str) -> Encoder:
    return Encoder(get_game(key))


def slot_class(slot: int, me: int) -> int:
    """The class of an absolute slot (seat 0..3 or ``PILE``) seen from seat ``me``."""
    return SLOTS - 1 if slot == PILE else ((slot - me) & 3) - 1


def class_slot(cls: int, me: int) -> int:
    return PILE if cls == SLOTS - 1 else (me + cls + 1) & 3


def view_features(game: Game, view: Any) -> np.ndarray:
    """The model input for ``view`` (one seat's view only)."""
    return encoder_for(game.key).encode(view)


def card_targets(game: Game, state: Any, seat: int, k: Knowledge | None = None) -> np.ndarray:
    """A (cards, SLOTS) count of where the true ``state`` holds each card hidden from ``seat``."""
    view = game.view(state, seat)
    enc = encoder_for(game.key)
    if k is None:
        k = knowledge(game, adapter_for(game), view, view.to_json())
    out = np.zeros((enc.d, SLOTS), dtype=np.int8)
    left = Counter(k.hidden)
    for s in range(4):
        if s != seat:
            for card in multiset_minus(game.view(state, s).hand, k.known.get(s, ())):
                if left[card] > 0:
                    left[card] -= 1
                    out[enc.card_index[card], slot_class(s, seat)] += 1
    for card, n in left.items():  # the rest of the hidden cards lie in the pile
        out[enc.card_index[card], SLOTS - 1] += n
    return out


def as_counts(y: np.ndarray) -> np.ndarray:
    """Targets as (rows, cards, SLOTS) counts; shards of the first format held one class per card (-1: seen)."""
    if y.ndim == 3:
        return y
    counts = np.zeros((*y.shape, SLOTS), dtype=np.int8)
    rows, cards = np.nonzero(y != VISIBLE)
    counts[rows, cards, y[rows, cards]] = 1
    return counts
