"""The belief model's input and targets. The input is the RL observation of the seat's view (``rl.encoding``), so
it holds only what ``game.view(state, seat)`` shows. Targets count, per card identity and place, the hidden copies
there: place 0..2 is the relative seat 1..3 (next, partner, previous), 3 the hidden pile (nest/kitty, a declarer's
or dealer's discards). A card the seat sees (its hand, the cards played, its own discards, cards known from
declarations) has a row of zeros; Tractor's double deck may count 2."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import numpy as np

from ...engine import get_game
from ...engine.actions import BID, PASS
from ...engine.game import View
from ...engine.match import AnyGame
from ...rl.encoding import Encoder
from ..base import seat_of
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


def view_features(game: AnyGame, view: View) -> np.ndarray:
    """The model input for ``view`` (one seat's view only)."""
    return encoder_for(game.key).encode(view)


#: the model inputs a belief model may read (its weights name one; ``model_input``): the RL observation alone, or
#: followed by the auction's history (``auction_features``)
FEATURES = ("rl", "rl+auction")


def auction_width(key: str) -> int:
    """How many numbers ``auction_features`` gives for variant ``key``."""
    return 4 * (len(encoder_for(key).codec.bid_values) + 7)


def auction_features(key: str, spoken: Sequence[tuple[int, str, int | None]]) -> np.ndarray:
    """The public auction as the RL observation does not keep it (it shows a seat that passed as passed, however
    high it had bid): per relative seat 0..3 (me, next, partner, previous), its highest bid (one-hot over the
    variant's bids; first entry: none), how many bids it made (/ 4), whether it passed, and when (one-hot: first,
    second, third to pass, not passed). ``spoken`` lists the auction's actions in order as (relative seat, kind,
    value); it is read from the view's history at play time and from a shard's actions when training."""
    codec = encoder_for(key).codec
    nb = len(codec.bid_values)
    width = nb + 7
    out = np.zeros(4 * width, dtype=np.float32)
    top = [-1] * 4
    made = [0] * 4
    order = [3] * 4
    passes = 0
    for rel, kind, value in spoken:
        if kind == BID and value in codec.bid_index:
            top[rel] = max(top[rel], codec.bid_index[value])
            made[rel] += 1
        elif kind == PASS and order[rel] == 3 and passes < 3:
            order[rel] = passes
            passes += 1
    for rel in range(4):
        base = rel * width
        out[base + 1 + top[rel]] = 1.0
        out[base + nb + 1] = min(made[rel], 4) / 4
        out[base + nb + 2] = float(order[rel] < 3)
        out[base + nb + 3 + order[rel]] = 1.0
    return out


def view_auction(view: View) -> list[tuple[int, str, int | None]]:
    """The auction's actions in ``view``'s public history as (relative seat, kind, value)."""
    me = seat_of(view)
    return [((seat - me) & 3, a.kind, a.value) for seat, a in view.history if a.kind in (BID, PASS)]


def shard_auction(key: str, hands: np.ndarray, seats: np.ndarray, actions: np.ndarray) -> np.ndarray:
    """``auction_features`` for every row of a shard (rows of a hand in the order they were decided, every decision
    recorded), from the actions' text (``bid 75``, ``pass``): what each row's seat had seen of the auction."""
    out = np.zeros((len(hands), auction_width(key)), dtype=np.float32)
    spoken: list[tuple[int, str, int | None]] = []  # absolute seats
    hand = None
    for i, (h, seat, text) in enumerate(zip(hands.tolist(), seats.tolist(), actions.tolist(), strict=True)):
        if h != hand:
            hand, spoken = h, []
        out[i] = auction_features(key, [((s - seat) & 3, kind, v) for s, kind, v in spoken])
        words = str(text).split()
        if words and words[0] == BID:
            spoken.append((seat, BID, int(words[1])))
        elif words == [PASS]:
            spoken.append((seat, PASS, None))
    return out


def model_input(game: AnyGame, view: View, features: str = "rl") -> np.ndarray:
    """The input of a model reading ``features`` (``FEATURES``) for ``view`` (one seat's view only)."""
    x = view_features(game, view)
    if features == "rl":
        return x
    if features == "rl+auction":
        return np.concatenate([x, auction_features(game.key, view_auction(view))])
    raise ValueError(f"unknown belief features {features!r}")


def card_targets(game: AnyGame, state: Any, seat: int, k: Knowledge | None = None) -> np.ndarray:
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
