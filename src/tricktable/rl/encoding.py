"""Observation vectors built from one seat's view only (``game.view(state, seat)``), with sizes from the config.

Seats are *relative* to the observer: 0 = me, 1 = the next seat in play order, 2 = my partner (the seat opposite),
3 = the previous seat. Card slices have one entry per distinct card identity of the deck, in card-id order (the same
order as the ``card`` action block); an entry is a count (Tractor's double deck holds up to two of a card).
:meth:`Encoder.layout` lists every slice (name, start, size, meaning); ``docs/rl.md`` prints it per variant.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

import numpy as np

from ..engine import Game
from .actions import ActionCodec


class Slice(NamedTuple):
    name: str
    start: int
    size: int
    meaning: str


PHASES = {
    "callbreak": ("bid", "play"),
    "rook": ("bid", "exchange", "trump", "play"),
    "shengji": ("declare", "exchange", "play"),
}


class Encoder:
    """Per-variant observation layout and encoder (``encode(view, selection) -> float32 vector``)."""

    def __init__(self, game: Game, codec: ActionCodec | None = None) -> None:
        self.game = game
        self.codec = codec or ActionCodec(game)
        self.family = game.family
        cfg = game.config
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
            ("phase", len(PHASES[self.family]), "phase one-hot: " + ", ".join(PHASES[self.family])),
            ("dealer", 4, "relative seat of the dealer (one-hot)"),
            ("hand_counts", 4, "cards each relative seat holds, divided by the hand size"),
        ]
        if self.family == "callbreak":
            self.calls = cfg.max_call + 1
            parts += [
                ("calls", 4 * (self.calls + 1), f"per relative seat: not called yet, or call 0..{cfg.max_call} (one-hot)"),
                ("tricks_won", 4, "tricks won per relative seat, divided by 13"),
            ]
        elif self.family == "rook":
            nb = len(self.codec.bid_values)
            self.nb = nb
            self.total_points = cfg.total_points
            self.target = cfg.target
            parts += [
                ("bids", 4 * (nb + 2), "per relative seat: not spoken, passed, or its last bid (one-hot over the bids)"),
                ("high_bid", nb + 1, "the leading bid (one-hot; first entry: none yet)"),
                ("declarer", 5, "relative seat of the declarer (one-hot; last entry: none yet)"),
                ("trump", 5, "trump colour R Y G B (one-hot; last entry: not named yet)"),
                ("nest", d, "the nest while I exchange, then my discards (only the declarer sees them)"),
                ("points_taken", 2, "card points taken by my team and the other team, divided by the hand's total"),
                ("tricks_won", 2, "tricks won by my team and the other team, divided by the tricks of a hand"),
                ("scores", 2, "match scores of my team and the other team, divided by the target"),
            ]
        else:
            parts += [
                ("trump", 6, "trump suit S H D C, NT (one-hot; last entry: not fixed yet)"),
                ("level", 13, "the level rank played this hand, 2..A (one-hot)"),
                ("levels", 2, "levels of my team and the other team, rank index / 13"),
                ("declaration", 5 + 4, "who declared (relative seat one-hot, last: nobody) and its strength "
                                       "single, pair, SJ pair, BJ pair (one-hot)"),
                ("kitty", d, "the kitty while I bury, then what I buried (only the dealer sees them)"),
                ("defenders", 2, "my team defends / attacks (one-hot)"),
                ("attacker_points", 1, "points taken by the attackers, divided by 200"),
            ]
        self.slices: dict[str, Slice] = {}
        start = 0
        for name, size, meaning in parts:
            self.slices[name] = Slice(name, start, size, meaning)
            start += size
        self.size = start
        self._phase_index = {p: i for i, p in enumerate(PHASES[self.family])}
        self._start = {name: sl.start for name, sl in self.slices.items()}
        self.doubled = len(game.deck()) > d  # a double deck: card entries are counts up to 2
        self._played_cache: dict[int, tuple[tuple, list[int]]] = {}
        self._family_part = getattr(self, f"_encode_{self.family}")

    def layout(self) -> list[Slice]:
        return list(self.slices.values())

    def _at(self, name: str) -> int:
        return self.slices[name].start

    def encode(self, view: Any, selection: Sequence[int] = ()) -> np.ndarray:
        """The observation vector of ``view`` (one seat's view) with the current ``selection``."""
        out = np.zeros(self.size, dtype=np.float32)
        ix = self.card_index
        at = self._start
        me = view.seat
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

    def _played(self, view: Any) -> list[int]:
        """The ``played`` entries of the view's history, extended from the last call's when the history grew."""
        me, history = view.seat, view.history
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

    def _encode_callbreak(self, view, out, hot, adds) -> None:
        me = view.seat
        base = self._at("calls")
        width = self.calls + 1
        for s, call in enumerate(view.calls):
            hot.append(base + ((s - me) & 3) * width + (0 if call is None else call + 1))
        base = self._at("tricks_won")
        for s, n in enumerate(view.tricks_won):
            out[base + ((s - me) & 3)] = n / 13.0

    def _encode_rook(self, view, out, hot, adds) -> None:
        me = view.seat
        bid_index = self.codec.bid_index
        base, width = self._at("bids"), self.nb + 2
        for s, b in enumerate(view.bids):
            k = 0 if b is None else 1 if b == "pass" else 2 + bid_index[b]
            hot.append(base + ((s - me) & 3) * width + k)
        hot.append(self._at("high_bid") + (0 if view.high_bid is None else 1 + bid_index[view.high_bid]))
        hot.append(self._at("declarer") + (4 if view.declarer is None else (view.declarer - me) & 3))
        hot.append(self._at("trump") + (4 if view.trump is None else view.trump))
        base = self._at("nest")
        shown = view.nest if view.nest is not None else view.my_discards
        if shown:
            adds.extend(base + self.card_index[c] for c in shown)
        team = me % 2
        base = self._at("points_taken")
        out[base] = view.points_taken[team] / self.total_points
        out[base + 1] = view.points_taken[1 - team] / self.total_points
        base = self._at("tricks_won")
        out[base] = view.tricks_won[team] / self.game.config.tricks
        out[base + 1] = view.tricks_won[1 - team] / self.game.config.tricks
        base = self._at("scores")
        out[base] = view.scores[team] / self.target
        out[base + 1] = view.scores[1 - team] / self.target

    def _encode_shengji(self, view, out, hot, adds) -> None:
        me = view.seat
        hot.append(self._at("trump") + (5 if view.trump_suit < 0 else view.trump_suit))
        hot.append(self._at("level") + min(view.level_rank, 12))
        team = me % 2
        base = self._at("levels")
        out[base] = view.levels[team] / 13.0
        out[base + 1] = view.levels[1 - team] / 13.0
        base = self._at("declaration")
        if view.declaration is None:
            hot.append(base + 4)
        else:
            seat, cards = view.declaration
            hot.append(base + ((seat - me) & 3))
            strength = 0 if len(cards) == 1 else 2 if cards[0] == 52 else 3 if cards[0] == 53 else 1
            hot.append(base + 5 + strength)
        shown = view.kitty if view.kitty is not None else view.buried
        if shown:
            base = self._at("kitty")
            adds.extend(base + self.card_index[c] for c in shown)
        hot.append(self._at("defenders") + (0 if view.defenders == team else 1))
        out[self._at("attacker_points")] = view.attacker_points / 200.0


def _cards(cards: Any) -> tuple[int, ...]:
    return (cards,) if isinstance(cards, int) else tuple(cards)


def layout_markdown(game: Game) -> str:
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
