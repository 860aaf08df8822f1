"""The belief model's input and targets. The input is the RL observation of the seat's view (``rl.encoding``), so
it holds only what ``game.view(state, seat)`` shows. Targets give, per card identity, where it is: class 0..2 for
the relative seats 1..3 (next, partner, previous) and 3 for the hidden pile (nest/kitty, a declarer's discards);
-1 for a card the seat sees (its hand, the cards played, its own discards, cards known from declarations)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import numpy as np

from ...engine import Game, get_game
from ...rl.encoding import Encoder
from ..search.adapter import adapter_for
from ..search.infoset import knowledge
from ..search.worlds import PILE, Knowledge

#: classes per card: relative seats 1, 2, 3 and the hidden pile
SLOTS = 4
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
    """Per card identity, where the true ``state`` holds it, as seen from ``seat`` (``VISIBLE`` when it is not
    hidden). Single-deck families only (a card identity has one place)."""
    view = game.view(state, seat)
    enc = encoder_for(game.key)
    if k is None:
        k = knowledge(game, adapter_for(game), view, view.to_json())
    out = np.full(enc.d, VISIBLE, dtype=np.int8)
    where = {c: s for s in range(4) if s != seat for c in game.view(state, s).hand}
    for card in k.hidden:
        out[enc.card_index[card]] = slot_class(where.get(card, PILE), seat)
    return out
