"""The rules' card bit masks (bit ``b`` = card id ``base + b``) read as the action space's ``card`` block.

Callbreak and Rook give the playable cards (and Rook the cards a discard may take) as one int. :class:`CardMasks`
turns such a mask into the card block's mask bytes or its indices with four table lookups, one per quarter of the
bits, instead of building the list of actions and mapping each to its index. A table entry is computed the first
time its pattern of bits is met and kept (only subsets of the deck occur).
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from typing import Any

from .. import native


class _Quarter(dict[int, Any]):
    """Pattern of a quarter's bits -> the bytes (or indices) of the deck's cards in that quarter."""

    def __init__(self, offsets: Sequence[tuple[int, int]], as_bytes: bool) -> None:
        super().__init__()
        self.offsets, self.as_bytes = tuple(offsets), as_bytes  # (bit inside the quarter, index of its card)

    def __missing__(self, bits: int) -> bytes | tuple[int, ...]:
        if self.as_bytes:
            value: bytes | tuple[int, ...] = bytes(bits >> b & 1 for b, _ in self.offsets)
        else:
            value = tuple(i for b, i in self.offsets if bits >> b & 1)
        self[bits] = value
        return value


class CardMasks:
    """Bit masks over ``cards`` (sorted card ids, the ``card`` block from index ``first``; ``size`` indices in all)
    as mask bytes (:meth:`mask`) and sorted indices (:meth:`indices`)."""

    def __init__(self, cards: Sequence[int], base: int, first: int, size: int) -> None:
        bits = [c - base for c in cards]
        if bits != sorted(bits) or bits[0] < 0:
            raise ValueError("cards must be sorted and at least base")
        self.width = w = -(-(bits[-1] + 1) // 4)  # bits per quarter
        self.low = (1 << w) - 1
        quarters = [[(b - q * w, first + k) for k, b in enumerate(bits) if q * w <= b < (q + 1) * w] for q in range(4)]
        self.bytes = tuple(_Quarter(q, True) for q in quarters)
        self.index = tuple(_Quarter(q, False) for q in quarters)
        self.before, self.after = bytes(first), bytes(size - first - len(bits))
        self.base = base
        #: bit -> action index (-1: no card), as the native core's ``card_mask`` reads it (int32)
        index = [-1] * (bits[-1] + 1)
        for k, b in enumerate(bits):
            index[b] = first + k
        self.table = array("i", index).tobytes() if len(index) <= 64 else b""
        self.size = size

    def mask(self, m: int) -> bytes:
        """One byte per action index, 1 for the cards whose bits are set in ``m`` (0 outside the card block): the
        native core's ``card_mask`` when it is in use and takes ``m``, else :meth:`reference_mask`."""
        core = native.CORE
        if core is not None:
            out: bytes = core.card_mask(m, self.table, self.size)
            if out is not NotImplemented:
                return out
        return self.reference_mask(m)

    def reference_mask(self, m: int) -> bytes:
        """:meth:`mask` in Python: four table lookups, one per quarter of the bits."""
        w, low = self.width, self.low
        t0, t1, t2, t3 = self.bytes
        return b"".join((self.before, t0[m & low], t1[m >> w & low], t2[m >> 2 * w & low], t3[m >> 3 * w], self.after))

    def indices(self, m: int) -> list[int]:
        """The indices of the cards whose bits are set in ``m``, ascending."""
        w, low = self.width, self.low
        t0, t1, t2, t3 = self.index
        return [*t0[m & low], *t1[m >> w & low], *t2[m >> 2 * w & low], *t3[m >> 3 * w]]

    def bit(self, card: int) -> int:
        """The bit of a card id."""
        return 1 << (card - self.base)
