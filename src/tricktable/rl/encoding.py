"""Observation vectors built from one seat's view only (``game.view(state, seat)``), with sizes from the config.

Seats are *relative* to the observer: 0 = me, 1 = the next seat in play order, 2 = my partner (the seat opposite),
3 = the previous seat. Card slices have one entry per distinct card identity of the deck, in card-id order (the same
order as the ``card`` action block); an entry is a count (Tractor's double deck holds up to two of a card).
:meth:`Encoder.layout` lists every slice (name, start, size, meaning); ``docs/rl.md`` prints it per variant. The
slices every family has are made here; the family's own (its phases, its auction, trump, scores...) come from its
``games/<family>/rl.py`` (``Observation``), so this module holds no family branch.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

import numpy as np

from ..engine import Action
from ..engine.game import View
from ..engine.match import AnyGame
from .actions import ActionCodec


class Slice(NamedTuple):
    name: str
    start: int
    size: int
    meaning: str


class Encoder:
    """Per-variant observation layout and encoder (``encode(view, selection) -> float32 vector``)."""

    def __init__(self, game: AnyGame, codec: ActionCodec | None = None) -> None:
        self.game = game
        self.codec = codec or ActionCodec(game)
        scheme = self.codec.scheme
        #: the family's own slices and their encoding (``games/<family>/rl.py``)
        self.family_obs = scheme.Observation(game, self.codec)
        #: the family's phases, in the order of the phase one-hot
        self.phases: tuple[str, ...] = scheme.PHASES
        d = len(self.codec.cards)
        self.card_index = self.codec.card_index
        self.d = d
        self.hand_size = game.hand_size + game.extra_size
        parts: list[tuple[str, int, str]] = [("hand", d, "cards in my hand (count per card)")]
        if self.codec.multi_card:
            parts.append(("selected", d, "cards chosen so far for the multi-card action being built (count per card)"))
        parts += [
            ("played", 4 * d, "cards each relative seat has played this hand, tricks and current trick (4 x cards)"),
            ("trick", 4 * d, "cards of the current trick per relative seat (4 x cards)"),
            ("leader", 4, "relative seat that led the current trick (one-hot; zeros between tricks)"),
            ("phase", len(self.phases), "phase one-hot: " + ", ".join(self.phases)),
            ("dealer", 4, "relative seat of the dealer (one-hot)"),
            ("hand_counts", 4, "cards each relative seat holds, divided by the hand size"),
        ]
        parts += self.family_obs.parts()
        self.slices: dict[str, Slice] = {}
        start = 0
        for name, size, meaning in parts:
            self.slices[name] = Slice(name, start, size, meaning)
            start += size
        self.size = start
        self._phase_index = {p: i for i, p in enumerate(self.phases)}
        self._start = {name: sl.start for name, sl in self.slices.items()}
        self.doubled = len(game.deck()) > d  # a double deck: card entries are counts up to 2
        self._played_cache: dict[int, tuple[tuple[tuple[int, Action], ...], list[int]]] = {}
        self.family_obs.place(self._start, self.card_index)
        self._family_part = self.family_obs.encode

    def layout(self) -> list[Slice]:
        return list(self.slices.values())

    def _at(self, name: str) -> int:
        return self.slices[name].start

    def encode(self, view: View, selection: Sequence[int] = ()) -> np.ndarray:
        """The observation vector of ``view`` (one seat's view) with the current ``selection``."""
        out = np.zeros(self.size, dtype=np.float32)
        ix = self.card_index
        at = self._start
        me = view.seat
        assert me is not None  # an observation is a seat's
        hot: list[int] = []  # entries set to 1
        adds: list[int] = []  # card counts (Tractor's double deck may hold a card twice)
        base = at["hand"]
        adds.extend([base + ix[c] for c in view.hand])
        if selection:
            base = at["selected"]
            adds.extend([base + ix[c] for c in selection])
        adds.extend(self._played(view))
        base, d = at["trick"], self.d
        for seat, cards in view.trick:
            off = base + ((seat - me) & 3) * d
            adds.extend([off + ix[c] for c in _cards(cards)])
        if view.leader is not None and view.trick:
            hot.append(at["leader"] + ((view.leader - me) & 3))
        phase = self._phase_index.get(view.phase)
        if phase is not None:
            hot.append(at["phase"] + phase)
        hot.append(at["dealer"] + ((view.dealer - me) & 3))
        base = at["hand_counts"]
        for s, n in enumerate(view.hand_counts):
            out[base + ((s - me) & 3)] = n / self.hand_size
        self._family_part(view, out, hot, adds)
        if hot:
            out[hot] = 1.0
        if adds:
            if self.doubled:
                out += np.bincount(adds, minlength=self.size).astype(np.float32)
            else:  # every card once: a plain assignment
                out[adds] = 1.0
        return out

    def _played(self, view: View) -> list[int]:
        """The ``played`` entries of the view's history, extended from the last call's when the history grew."""
        me, history = view.seat, view.history
        assert me is not None  # an observation is a seat's
        seen, entries = self._played_cache.get(me, ((), []))
        n = len(seen)
        if n > len(history) or history[:n] != seen:
            n, entries = 0, []
        else:
            entries = list(entries)
        base, d, ix = self._start["played"], self.d, self.card_index
        for seat, action in history[n:]:
            if action.kind == "play":
                off = base + ((seat - me) & 3) * d
                entries.extend([off + ix[c] for c in action.cards])
        self._played_cache[me] = (history, entries)
        return entries

def _cards(cards: Any) -> tuple[int, ...]:
    return (cards,) if isinstance(cards, int) else tuple(cards)


def layout_markdown(game: AnyGame) -> str:
    """The observation slices and action blocks of ``game`` as Markdown tables (docs/rl.md is made of these)."""
    enc = Encoder(game)
    lines = [f"### `{game.key}`", "", f"Observation: {enc.size} floats; actions: {enc.codec.size}.", "",
             "| slice | start | size | meaning |", "|---|---:|---:|---|"]
    lines += [f"| `{s.name}` | {s.start} | {s.size} | {s.meaning} |" for s in enc.layout()]
    lines += ["", "| action block | first index | size | meaning |", "|---|---:|---:|---|"]
    for b in enc.codec.layout():
        first = enc.codec.describe(b.start)
        last = enc.codec.describe(b.start + b.size - 1)
        meaning = first if b.size == 1 else f"{first} … {last}"
        lines.append(f"| `{b.name}` | {b.start} | {b.size} | {meaning} |")
    return "\n".join(lines) + "\n"
