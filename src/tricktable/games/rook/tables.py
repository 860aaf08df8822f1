"""Per-config lookup tables for the fast rules path.

Cards are handled by *index* ``id - ROOK_BASE`` (0-55 coloured cards, 56 the bird), so a hand is a bitmask that
fits in one or two machine words. The red 1 (index 0) is a special card in The Red 1: never red, always trump.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from ...cards.notation import BIRD, ROOK_BASE, cards_of
from ...engine.actions import DISCARD, PLAY, Action
from .config import RookConfig

BIRD_IX = BIRD - ROOK_BASE  # 56
RED_ONE_IX = 0  # R1
SPECIAL_SUIT = 4  # "colour" of the bird and the red 1: they belong to whichever colour is trump

# trump strength of the special cards on the doubled-rank scale (coloured card n -> 2n, or 30 for a high 1)
_BIRD_STRENGTH = {"low": 0, "ten_and_half": 21, "high": 100}
_RED_ONE_STRENGTH = 200


def colour_ix(ix: int) -> int:
    return ix // 14


def number_ix(ix: int) -> int:
    return ix % 14 + 1


@lru_cache(maxsize=64)
def tables_for(config: RookConfig) -> Tables:
    """The tables of ``config``, computed once (15-20 ms) and shared by every game of that config: they are only
    read. A server makes a game for each new table and each room's settings."""
    return Tables(config)


class Tables:
    """Everything the hot path looks up, computed once per config."""

    __slots__ = (
        "cfg", "deck", "deck_mask", "colour", "suit_mask", "trump_mask", "special_mask", "anytime_mask",
        "follow", "led_suit", "beat", "points", "counter_mask", "strength", "play_actions", "discard_base", "suits", "codes",
    )

    def __init__(self, cfg: RookConfig) -> None:
        self.cfg = cfg
        ixs = [c * 14 + n - 1 for c in range(4) for n in cfg.numbers]
        if cfg.red_one:
            ixs.append(RED_ONE_IX)
        if cfg.bird:
            ixs.append(BIRD_IX)
        ixs.sort()
        self.deck = tuple(ix + ROOK_BASE for ix in ixs)
        self.deck_mask = sum(1 << ix for ix in ixs)
        special = (1 << BIRD_IX if cfg.bird else 0) | (1 << RED_ONE_IX if cfg.red_one else 0)
        self.special_mask = special
        self.anytime_mask = (1 << BIRD_IX) if cfg.bird and cfg.bird_any_time else 0
        # colour of each card index (SPECIAL_SUIT for the bird and the red 1), 0 outside the deck
        colour = [0] * 57
        for ix in ixs:
            colour[ix] = SPECIAL_SUIT if special >> ix & 1 else colour_ix(ix)
        self.colour = tuple(colour)
        self.suit_mask = tuple(sum(1 << ix for ix in ixs if colour[ix] == c) for c in range(4))
        self.trump_mask = tuple(self.suit_mask[t] | special for t in range(4))
        pts = dict(cfg.points)
        points = [0] * 57
        for ix in ixs:
            if ix == BIRD_IX:
                points[ix] = cfg.bird_points
            elif cfg.red_one and ix == RED_ONE_IX:
                points[ix] = cfg.red_one_points
            else:
                points[ix] = pts.get(number_ix(ix), 0)
        self.points = tuple(points)
        self.counter_mask = sum(1 << ix for ix in ixs if points[ix] > 0)  # the cards that count points
        # rank within a colour (doubled so that the bird can sit "between 10 and 11")
        strength = [0] * 57
        for ix in ixs:
            if ix == BIRD_IX:
                strength[ix] = _BIRD_STRENGTH[cfg.bird_rank]
            elif cfg.red_one and ix == RED_ONE_IX:
                strength[ix] = _RED_ONE_STRENGTH
            else:
                n = number_ix(ix)
                strength[ix] = 30 if n == 1 and cfg.ones_high else 2 * n
        self.strength = tuple(strength)
        # per trump t: the suit a card belongs to, the cards that follow it, and trick strength per led suit
        self.led_suit = tuple(tuple(t if colour[ix] in (t, SPECIAL_SUIT) else colour[ix] for ix in range(57))
                              for t in range(4))
        self.follow = tuple(
            tuple(self.trump_mask[t] if self.led_suit[t][ix] == t else self.suit_mask[self.led_suit[t][ix]]
                  for ix in range(57))
            for t in range(4)
        )
        self.beat = tuple(tuple(self._beat_row(t, s, ixs) for s in range(4)) for t in range(4))
        self.play_actions = tuple(Action(PLAY, 0, (ix + ROOK_BASE,)) for ix in range(57))
        self.discard_base = Action(DISCARD, 0, ())
        # per trump: the four suits' masks (the trump suit with the bird and the red 1), the order random play counts in
        self.suits = tuple(tuple(self.trump_mask[t] if c == t else self.suit_mask[c] for c in range(4)) for t in range(4))
        self.codes = tuple(SuitCodes(self, t) for t in range(4))

    def _beat_row(self, trump: int, led: int, ixs: list[int]) -> tuple[int, ...]:
        """Trick strength of every card when ``led`` is the led suit: trumps beat the led suit, others never win."""
        row = [-1] * 57
        for ix in ixs:
            s = self.led_suit[trump][ix]
            if s == trump:
                row[ix] = 1000 + self.strength[ix]
            elif s == led:
                row[ix] = self.strength[ix]
        return tuple(row)

    def trump_order(self, trump: int) -> list[int]:
        """Card ids of the trump suit, strongest first."""
        row = self.beat[trump][trump]
        ixs = [ix for ix in range(57) if self.deck_mask >> ix & 1 and row[ix] >= 0]
        return [ix + ROOK_BASE for ix in sorted(ixs, key=lambda ix: -row[ix])]

    def plain_order(self, colour: int) -> list[int]:
        """Card ids of a non-trump colour, strongest first."""
        ixs = [ix for ix in range(57) if self.suit_mask[colour] >> ix & 1]
        return [ix + ROOK_BASE for ix in sorted(ixs, key=lambda ix: -self.strength[ix])]


class SuitCodes:
    """Cards as small *codes* ``suit << 4 | bit`` once trump ``t`` is named, for the fused playout loop: a hand is
    then four masks under 2**15 (Python's fast single-digit ints). In a colour, bit = number - 1; in the trump suit
    the red 1 takes bit 0 and the bird bit 14. Within each suit, codes and indices are in the same order."""

    __slots__ = ("trump", "red_one", "code", "ix", "beat", "points", "actions")

    def __init__(self, tables: Tables, t: int) -> None:
        self.trump = t
        self.red_one = tables.special_mask & 1 << RED_ONE_IX
        code = [-1] * 57
        for ix in range(57):
            if tables.deck_mask >> ix & 1:
                if ix == BIRD_IX:
                    code[ix] = t << 4 | 14
                elif tables.special_mask >> ix & 1:  # the red 1
                    code[ix] = t << 4
                else:
                    code[ix] = colour_ix(ix) << 4 | (ix % 14)
        ix_of = [-1] * 64
        for ix, c in enumerate(code):
            if c >= 0:
                ix_of[c] = ix
        self.code = tuple(code)  # card index -> code (-1 outside the deck)
        self.ix = tuple(ix_of)  # code -> card index
        self.beat = tuple(tuple(tables.beat[t][led][ix] if ix >= 0 else -1 for ix in ix_of) for led in range(4))
        self.points = tuple(tables.points[ix] if ix >= 0 else 0 for ix in ix_of)
        self.actions = tuple(tables.play_actions[ix] if ix >= 0 else None for ix in ix_of)

    def split(self, hand: int) -> list[int]:
        """A hand (index mask) as four suit masks of code bits."""
        out = [hand & 0x3FFF, hand >> 14 & 0x3FFF, hand >> 28 & 0x3FFF, hand >> 42 & 0x3FFF]
        t = self.trump
        if hand >> BIRD_IX:
            out[t] |= 1 << 14
        if hand & self.red_one:  # the red 1 leaves red (bit 0) for the trump suit's bit 0
            out[0] ^= 1
            out[t] |= 1
        return out


def ids_of(mask: int) -> tuple[int, ...]:
    """Card ids of a mask, ascending."""
    return tuple(ix + ROOK_BASE for ix in cards_of(mask))  # bit positions of an index mask are indices


def mask_of_ids(ids: Iterable[int]) -> int:
    """The index mask of card ids."""
    m = 0
    for c in ids:
        m |= 1 << (c - ROOK_BASE)
    return m
