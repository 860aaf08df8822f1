"""Effective suit and strength index of every card identity for one deal's (level rank, trump) (docs/rules/shengji.md).

Effective suits are 0-3 (S H D C) for plain cards and ``TRUMP`` = 4. Indices compare only within one effective suit:
plain suits run 0..11 with the level rank removed; trumps put the plain trump-suit cards at 0..11, the off-suit level
cards at 12 (all equal), the trump-suit level card at 13 (all four level cards in NT), SJ at 14 and BJ at 15.
"""

from __future__ import annotations

from ...cards.notation import BIG_JOKER, RANKS, SMALL_JOKER, SUITS

TRUMP = 4
NT = 4  # the trump value of a no-trump deal
NUM_IDS = 54
POINTS = tuple(5 if c < 52 and c % 13 == 3 else 10 if c < 52 and c % 13 in (8, 11) else 0 for c in range(NUM_IDS))
POINT_MASK = sum(1 << c for c in range(NUM_IDS) if POINTS[c])


def rank_text(rank: int) -> str:
    """``"2"`` … ``"10"``, ``"J"``, ``"Q"``, ``"K"``, ``"A"``; beyond A ``"A+1"`` … (a team that has won)."""
    if rank > 12:
        return f"A+{rank - 12}"
    return "10" if rank == 8 else RANKS[rank]


def parse_rank(text: str) -> int:
    """The rank index 0-12 of ``"2"`` … ``"10"``/``"T"`` … ``"A"`` (also ``"A+n"``)."""
    t = str(text).strip().upper()
    if t.startswith("A+") and t[2:].isdigit():
        return 12 + int(t[2:])
    t = "T" if t == "10" else t
    if len(t) != 1 or t not in RANKS:
        raise ValueError(f"{text!r} is not a level: use 2-10, J, Q, K or A")  # callers raise a message id
    return RANKS.index(t)


def trump_text(trump: int) -> str | None:
    """Suit letter, ``"NT"``, or None while trump is not yet fixed."""
    if trump < 0:
        return None
    return "NT" if trump == NT else SUITS[trump]


class Order:
    """The per-deal tables: ``eff[c]``, ``idx[c]``, ``suit_mask[e]``, ``groups[e][i]`` (identities at index i)."""

    __slots__ = ("level", "trump", "eff", "idx", "suit_mask", "groups", "sort_key")

    def __init__(self, level: int, trump: int) -> None:
        self.level, self.trump = level, trump
        eff, idx = [0] * NUM_IDS, [0] * NUM_IDS
        for c in range(52):
            s, r = divmod(c, 13)
            if r == level:
                eff[c], idx[c] = TRUMP, 13 if trump in (s, NT) else 12
            else:
                eff[c], idx[c] = (TRUMP if s == trump else s), (r if r < level else r - 1)
        eff[SMALL_JOKER], idx[SMALL_JOKER] = TRUMP, 14
        eff[BIG_JOKER], idx[BIG_JOKER] = TRUMP, 15
        self.eff, self.idx = tuple(eff), tuple(idx)
        self.suit_mask = tuple(sum(1 << c for c in range(NUM_IDS) if eff[c] == e) for e in range(5))
        self.groups = tuple(
            tuple(sum(1 << c for c in range(NUM_IDS) if eff[c] == e and idx[c] == i) for i in range(16)) for e in range(5)
        )
        # display / strength order: by effective suit (trump last = strongest), then index, then id
        self.sort_key = tuple(eff[c] * 1024 + idx[c] * 64 + c for c in range(NUM_IDS))

    def strength(self, card: int) -> int:
        """A number comparing cards across suits for the AI: trump above plain, then index."""
        return (16 if self.eff[card] == TRUMP else 0) + self.idx[card]


_CACHE: dict[tuple[int, int], Order] = {}


def order_for(level: int, trump: int) -> Order:
    """The cached :class:`Order` for level rank index ``level`` (0 = "2" … 12 = "A") and ``trump`` (0-3, or NT)."""
    key = (level, trump)
    o = _CACHE.get(key)
    if o is None:
        o = _CACHE[key] = Order(level, trump)
    return o
