"""Observations kept up to date step by step, instead of re-encoding each seat's whole view every step.

:class:`Encoder` builds an observation from ``game.view(state, seat)``: it is the definition of the encoding,
but building a view replays the hand's history, which costs far more than the step itself. An
:class:`IncrementalObserver` keeps one observation vector per seat and, after each step, changes only the entries
the step changed, reading the action taken, what every seat sees at a trick's end (its winner, the teams' points
and tricks) and, at the end of an auction, the engine's events *that seat may see* (``Event.visible``: the nest
for the declarer). A hand's first rows come from one view and are kept per match state (a new deal adds only the
hands). Every step it does not know is encoded from the view as before (the vector is *stale* until then), so the
result is always the view's encoding: ``tests/rl/test_rl_incremental.py`` compares both for every seat after
every step of random hands of every variant.

The families whose ``games/<family>/rl.py`` says ``FOLLOWED`` (Callbreak, Rook) are followed step by step; the
others (Tractor) always take the view path.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

import numpy as np

from ..engine import Action, Game
from ..engine.actions import BID, DISCARD, PASS, PLAY, TRUMP
from .encoding import Encoder


class IncrementalObserver:
    """One observation vector per seat, changed in place by each step (see the module docstring)."""

    def __init__(self, game: Game, encoder: Encoder) -> None:
        self.game, self.encoder = game, encoder
        self.followed = encoder.codec.scheme.FOLLOWED and not encoder.doubled
        self.callbreak = game.family == "callbreak"
        self.size = encoder.size
        at = encoder._start
        d = encoder.d
        self.card_index = encoder.card_index
        self.hand_size = encoder.hand_size
        self.doubled = encoder.doubled
        self.table = np.zeros((4, self.size), dtype=np.float32)  # row o: seat o's observation
        self.rows = list(self.table)  # the rows as views
        self.flat = self.table.reshape(-1)  # one index per entry of all four rows
        self.mv = memoryview(self.flat)  # single entries written through it (cheaper than numpy's item assignment)
        self.offsets = tuple(o * self.size for o in range(4))  # first flat index of each seat's row
        self.fresh = [False] * 4  # whether rows[seat] is that seat's observation now
        #: id(match) -> (match, the four rows of a hand's start without the hands): a hand's start is the same
        #: for every deal of one match state (kept with its match, so that the id stays its own)
        self.bases: dict[int, tuple[Any, np.ndarray]] = {}
        self.match: Any = None
        self.active = False  # False: every observation comes from the view (a step the observer does not follow)
        self.phases = {p: at["phase"] + i for i, p in enumerate(encoder.phases)}
        self.selected = at.get("selected")
        self.hand_at = at["hand"]
        # [observer][seat] -> first index of that seat's block, seen from the observer (relative seats)
        rel = [[(s - o) & 3 for s in range(4)] for o in range(4)]
        self.played_at = [[at["played"] + rel[o][s] * d for s in range(4)] for o in range(4)]
        self.trick_at = [[at["trick"] + rel[o][s] * d for s in range(4)] for o in range(4)]
        self.leader_at = [[at["leader"] + rel[o][s] for s in range(4)] for o in range(4)]
        self.count_at = [[at["hand_counts"] + rel[o][s] for s in range(4)] for o in range(4)]
        # [seat][card index][leads the trick]: the entries of all four rows set to 1 when seat plays that card
        self.play_entries = [[tuple(self._play_entries(s, k, first) for first in (False, True)) for k in range(d)]
                             for s in range(4)]
        self.count_entries = [tuple(o * self.size + self.count_at[o][s] for o in range(4)) for s in range(4)]
        # [seat] card id -> the flat index of its hand entry in that seat's row
        self.hand_entry = [{c: o * self.size + self.hand_at + k for c, k in self.card_index.items()} for o in range(4)]
        assert at["leader"] == at["trick"] + 4 * d, "the trick and leader slices are side by side"
        self.trick_span = (at["trick"], at["leader"] + 4)
        if game.family == "callbreak":
            width = encoder.family_obs.calls + 1
            self.calls_at = [[at["calls"] + rel[o][s] * width for s in range(4)] for o in range(4)]
            self.won_at = [[at["tricks_won"] + rel[o][s] for s in range(4)] for o in range(4)]
            self.won_entries = [tuple(o * self.size + self.won_at[o][s] for o in range(4)) for s in range(4)]
        elif game.family == "rook":
            width = encoder.family_obs.nb + 2
            self.bids_at = [[at["bids"] + rel[o][s] * width for s in range(4)] for o in range(4)]
            self.high_at, self.declarer_at, self.trump_at = at["high_bid"], at["declarer"], at["trump"]
            self.nest_at = at["nest"]
            self.points_at, self.rook_won_at = at["points_taken"], at["tricks_won"]
            cfg = game.config
            self.total_points, self.tricks = cfg.total_points, cfg.tricks
            # (flat index, which) of the four entries per row that follow the teams' points and tricks, ``which``
            # indexing (team 0's points, team 1's, team 0's tricks, team 1's): each row shows its own team first
            self.tally_entries = tuple((o * self.size + base + i, w + ((o & 1) ^ i)) for o in range(4)
                                       for base, w in ((self.points_at, 0), (self.rook_won_at, 2)) for i in (0, 1))

    def _play_entries(self, seat: int, k: int, first: bool) -> np.ndarray:
        out = []
        for o in range(4):
            at = o * self.size
            out += [at + self.played_at[o][seat] + k, at + self.trick_at[o][seat] + k]
            if first:
                out.append(at + self.leader_at[o][seat])
        return np.array(out, dtype=np.intp)

    # ------------------------------------------------------------------ hand start
    def reset(self, state: Any, hands: Sequence[Sequence[int]], match: Any = None) -> None:
        """A new hand: ``hands`` are the cards dealt to each seat (what each seat's view will show it), ``match``
        the match state it was dealt from (``start_hand(match, deal)``), if known."""
        self.fresh = [False] * 4
        self.match = match
        self.active = self.followed
        self.hands = [tuple(h) for h in hands]
        self.untouched = True  # no step since the deal
        self.counts = [len(h) for h in hands]
        self.trick: list[tuple[int, int]] = []  # (seat, card) of the current trick
        self.phase = self.phases.get(self.game.phase(state))
        if self.game.family == "callbreak":
            self.won = [0, 0, 0, 0]
            self.call_k = [0, 0, 0, 0]
        elif self.game.family == "rook":
            self.won = [0, 0]  # tricks per team (seats 0 and 2, seats 1 and 3)
            self.points = [0, 0]
            self.bid_k = [0, 0, 0, 0]
            self.high_k, self.declarer, self.trump = 0, 4, 4
            self.shown: tuple[int, ...] = ()  # the declarer's nest slice

    # ------------------------------------------------------------------ reading
    def observation(self, state: Any, seat: int, selection: Sequence[int] = ()) -> np.ndarray:
        """``seat``'s observation now (a new array), the cards of ``selection`` counted in ``selected``."""
        if self.fresh[seat] and not selection:  # the common case
            return self.rows[seat].copy()
        if not self.active:
            return self.encoder.encode(self.game.view(state, seat), selection)
        row = self.rows[seat]
        if not self.fresh[seat]:
            if self.untouched:
                self._deal_rows(state, seat)
            else:
                row[:] = self.encoder.encode(self.game.view(state, seat))
                self.fresh[seat] = True
        out = row.copy()
        if selection:
            base, ix = self.selected, self.card_index
            for c in selection:
                out[base + ix[c]] += 1.0
        return out

    def _deal_rows(self, state: Any, seat: int) -> None:
        """Every seat's row before the first step. Before anyone acts the four views differ only in the seat and
        its dealt hand, so one view serves all four (when the view is a frozen dataclass): each row is the encoding
        of that view for its seat without a hand, plus its dealt hand. Those four rows depend on the match state
        only (``start_hand(match, deal)``: the deal changes nothing else a seat sees), so they are kept per match
        state, and a new deal from the same one reads no view at all."""
        match = self.match
        kept = self.bases.get(id(match)) if match is not None else None
        if kept is not None and kept[0] is match:
            base = kept[1]
        else:
            view = self.game.view(state, seat)
            try:
                views = [dataclasses.replace(view, seat=s, hand=()) for s in range(4)]
            except TypeError:  # not a dataclass: each seat's own view
                for s in range(4):
                    self.rows[s][:] = self.encoder.encode(self.game.view(state, s))
                self.fresh = [True] * 4
                return
            base = np.stack([self.encoder.encode(v) for v in views])
            if match is not None:
                if len(self.bases) >= 64:
                    self.bases.clear()
                self.bases[id(match)] = (match, base)
        self.table[:] = base
        entries: list[int] = []
        for s, hand in enumerate(self.hands):
            entries += map(self.hand_entry[s].__getitem__, hand)
        self.flat[entries] = 1.0  # a single deck: each card once
        self.fresh = [True] * 4

    # ------------------------------------------------------------------ steps
    def step(self, before: Any, seat: int, action: Action, after: Any) -> None:
        """Follow the rules' step ``before --action of seat--> after``."""
        self.untouched = False
        if not self.active:
            return
        # The steps every seat sees in full are followed without events: plays, calls and bids that do not end
        # the auction, the trump, and the declarer's own discard (only its row changes)
        kind = action.kind
        if kind == PLAY and len(action.cards) == 1:
            if len(self.trick) < 3:
                self._play(seat, action.cards[0])  # the common case
                return
            self._end_trick(seat, action.cards[0])
            if self.callbreak:  # the trick's winner, who leads the next one (Callbreak's state keeps it as leader)
                self._won(after.leader, 0)
            else:  # Rook: the teams' points and tricks, as every view shows them
                self._tally(after.points, after.tricks)
            if self.game.to_act(after) is None:  # the hand's last trick
                self._set_phase(self.phases.get(self.game.phase(after)))
            return
        if kind in (BID, PASS) and self.game.phase(after) == self.game.phase(before):
            if self.callbreak:  # a call that does not end the bidding
                self._call(seat, action.value)
            else:  # a bid or pass that does not end the auction
                self._rook_bid(seat, action.value if kind == BID else None)
            return
        if kind == TRUMP and not self.callbreak:
            self._trump(action.value)
            self._set_phase(self.phases.get(self.game.phase(after)))
            return
        if kind == DISCARD and not self.callbreak:
            self._discarded(seat, tuple(sorted(action.cards)))
            self._set_phase(self.phases.get(self.game.phase(after)))
            return
        try:  # the end of the auction (Rook: the nest the declarer takes, which only it sees), anything else
            ok = self._events(seat, action, self.game.events(before, action, after))
        except (KeyError, IndexError, TypeError, ValueError):
            ok = False
        if ok:
            self._set_phase(self.phases.get(self.game.phase(after)))
        else:  # a step this observer does not know: the views take over until the next hand
            self.active = False
            self.fresh = [False] * 4

    def _play(self, seat: int, card: int) -> None:
        k = self.card_index[card]
        n = self.counts[seat] = self.counts[seat] - 1
        first = not self.trick
        self.trick.append((seat, card))
        self.flat[self.play_entries[seat][k][first]] = 1.0  # a single deck: each card is played once
        mv, share = self.mv, n / self.hand_size
        for i in self.count_entries[seat]:
            mv[i] = share
        mv[self.hand_entry[seat][card]] = 0.0

    def _end_trick(self, seat: int, card: int) -> None:
        """The trick's last card: played, then the trick and leader slices (side by side) emptied."""
        self._play(seat, card)
        start, end = self.trick_span
        self.table[:, start:end] = 0.0
        self.trick = []

    def _set_phase(self, phase: int | None) -> None:
        if phase == self.phase:
            return
        mv = self.mv
        for at in self.offsets:
            if self.phase is not None:
                mv[at + self.phase] = 0.0
            if phase is not None:
                mv[at + phase] = 1.0
        self.phase = phase

    def _events(self, seat: int, action: Action, events: list) -> bool:
        """Apply what ``events`` (of ``seat``'s bid or pass that ends the auction or the bidding) change; False for
        anything not followed."""
        family = self.game.family
        if action.kind not in (BID, PASS):
            return False
        for e in events:
            k = e.kind
            if k == "redeal":  # nothing the encoding shows
                continue
            if k == "bid" and family == "callbreak":
                self._call(e.seat, e.value)
            elif k in ("bid", "pass") and family == "rook":
                self._rook_bid(e.seat, None if k == "pass" else e.value)
            elif k == "auction_won":
                continue  # the bids already made it the high bid and its bidder the declarer
            elif k == "nest_taken":
                self._nest_taken(e.seat, e.cards)
            else:
                return False
        return True

    # ------------------------------------------------------------------ family parts
    def _won(self, winner: int, points: int) -> None:
        if self.game.family == "callbreak":
            n = self.won[winner] = self.won[winner] + 1
            mv, share = self.mv, n / 13.0
            for i in self.won_entries[winner]:
                mv[i] = share
            return
        team = winner & 1
        self.won[team] += 1
        self.points[team] += points
        self._tally(self.points, self.won)

    def _tally(self, points: Sequence[int], tricks: Sequence[int]) -> None:
        """Rook: the card points and tricks taken by team (seats 0 and 2, seats 1 and 3)."""
        self.points, self.won = list(points), list(tricks)
        total, tricks_of_hand = self.total_points, self.tricks
        values = (points[0] / total, points[1] / total, tricks[0] / tricks_of_hand, tricks[1] / tricks_of_hand)
        mv = self.mv
        for i, w in self.tally_entries:
            mv[i] = values[w]

    def _call(self, seat: int, value: int) -> None:
        old, new = self.call_k[seat], value + 1
        self.call_k[seat] = new
        mv = self.mv
        for o, at in enumerate(self.offsets):
            base = at + self.calls_at[o][seat]
            mv[base + old] = 0.0
            mv[base + new] = 1.0

    def _rook_bid(self, seat: int, value: int | None) -> None:
        bid_index = self.encoder.codec.bid_index
        old = self.bid_k[seat]
        new = self.bid_k[seat] = 1 if value is None else 2 + bid_index[value]
        high, declarer = self.high_k, self.declarer
        if value is not None:
            self.high_k, self.declarer = 1 + bid_index[value], seat
        mv = self.mv
        for o, at in enumerate(self.offsets):
            base = at + self.bids_at[o][seat]
            mv[base + old] = 0.0
            mv[base + new] = 1.0
            if value is not None:
                mv[at + self.high_at + high] = 0.0
                mv[at + self.high_at + self.high_k] = 1.0
                mv[at + self.declarer_at + (4 if declarer == 4 else (declarer - o) & 3)] = 0.0
                mv[at + self.declarer_at + ((seat - o) & 3)] = 1.0

    def _count(self, seat: int, change: int) -> None:
        n = self.counts[seat] = self.counts[seat] + change
        mv, share = self.mv, n / self.hand_size
        for i in self.count_entries[seat]:
            mv[i] = share

    def _nest_taken(self, declarer: int, cards: tuple[int, ...]) -> None:
        """The declarer picks up the nest: in its hand and in its nest slice (only it sees the cards)."""
        self._count(declarer, len(cards))
        self._show(declarer, cards, +1.0)

    def _discarded(self, declarer: int, cards: tuple[int, ...]) -> None:
        """The declarer lays its discards aside: out of its hand; its nest slice now shows them."""
        self._count(declarer, -len(cards))
        self._show(declarer, cards, -1.0)

    def _show(self, declarer: int, cards: tuple[int, ...], sign: float) -> None:
        shown, self.shown = self.shown, tuple(cards)
        mv, ix = self.mv, self.card_index
        hand, nest = self.offsets[declarer] + self.hand_at, self.offsets[declarer] + self.nest_at
        for c in cards:
            mv[hand + ix[c]] += sign
        for c in shown:
            mv[nest + ix[c]] = 0.0
        for c in cards:
            mv[nest + ix[c]] = 1.0

    def _trump(self, colour: int) -> None:
        if colour < 0:
            raise ValueError("trump named without a colour")
        mv = self.mv
        for at in self.offsets:
            mv[at + self.trump_at + self.trump] = 0.0
            mv[at + self.trump_at + colour] = 1.0
        self.trump = colour
