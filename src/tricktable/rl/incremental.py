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

The entries every family has (hands, plays, tricks, counts, the phase) are followed here; a family's own entries
(its calls, bids, trump, nest, tallies) by its ``Follower`` in ``games/<family>/rl.py``. With a double deck (Tractor)
the card entries are counts and the family follows its plays and declarations (``Follower.follow``): after any
other step every row is read from the views again, and following goes on. A family without a ``Follower`` always
takes the view path. The native core's ``obs_play`` writes a play's entries when it is in use (docs/native.md).
"""

from __future__ import annotations

import dataclasses
from array import array
from collections.abc import Sequence
from typing import Any

import numpy as np

from .. import native
from ..engine import Action, Event
from ..engine.actions import BID, PASS, PLAY
from ..engine.match import AnyGame
from .encoding import Encoder


class IncrementalObserver:
    """One observation vector per seat, changed in place by each step (see the module docstring)."""

    def __init__(self, game: AnyGame, encoder: Encoder) -> None:
        self.game, self.encoder = game, encoder
        follower = encoder.codec.scheme.Follower
        self.followed = follower is not None
        self.size = encoder.size
        at = encoder._start
        d = encoder.d
        self.card_index = encoder.card_index
        self.hand_size = encoder.hand_size
        self.doubled = encoder.doubled
        self.table = np.zeros((4, self.size), dtype=np.float32)  # row o: seat o's observation
        self.rows = list(self.table)  # the rows as views
        self.flat = self.table.reshape(-1)  # one index per entry of all four rows
        #: single entries written through it (cheaper than numpy's item assignment); float items, which typeshed's
        #: memoryview (int items) does not describe
        self.mv: Any = self.flat.data
        self.offsets = tuple(o * self.size for o in range(4))  # first flat index of each seat's row
        self.fresh = [False] * 4  # whether rows[seat] is that seat's observation now
        #: id(match) -> (match, the four rows of a hand's start without the hands): a hand's start is the same
        #: for every deal of one match state (kept with its match, so that the id stays its own)
        self.bases: dict[int, tuple[Any, np.ndarray]] = {}
        self.match: Any = None
        self.active = False  # False: every observation comes from the view (a step the observer does not follow)
        self.phases = {p: at["phase"] + i for i, p in enumerate(encoder.phases)}
        self.selected: int = at.get("selected", -1)  # -1: no selection slice (every action is one index)
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
        #: the layout as the native core's ``obs_play`` reads it (int32): the slices' starts, then card id -> index
        ids = [-1] * (max(self.card_index) + 1)
        for c, k in self.card_index.items():
            ids[c] = k
        self.layout = array("i", [self.size, d, at["hand"], at["played"], at["trick"], at["leader"], at["hand_counts"],
                                  len(ids), *ids]).tobytes()
        #: the family's own entries, followed step by step (``games/<family>/rl.py``)
        self.family: Any = follower(self) if self.followed else None  # only read while following (``active``)

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
        if self.family is not None:
            self.family.reset()

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
            mv: Any = out.data  # single entries: cheaper through a memoryview (float items, as self.mv)
            for c in selection:
                mv[base + ix[c]] += 1.0
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
        if self.doubled:  # a card may be held twice
            np.add.at(self.flat, entries, 1.0)
        else:
            self.flat[entries] = 1.0  # a single deck: each card once
        self.fresh = [True] * 4

    # ------------------------------------------------------------------ steps
    def step(self, before: Any, seat: int, action: Action, after: Any) -> None:
        """Follow the rules' step ``before --action of seat--> after``."""
        self.untouched = False
        if not self.active:
            return
        if self.doubled:
            self._step_doubled(before, seat, action, after)
            return
        # The steps every seat sees in full are followed without events: plays, calls and bids that do not end
        # the auction, the trump, and the declarer's own discard (only its row changes)
        kind = action.kind
        if kind == PLAY and len(action.cards) == 1:
            if len(self.trick) < 3:
                self._play(seat, action.cards[0])  # the common case
                return
            self._end_trick(seat, action.cards[0])
            self.family.trick_end(after)  # what the family shows of a trick won
            if self.game.to_act(after) is None:  # the hand's last trick
                self._set_phase(self.phases.get(self.game.phase(after)))
            return
        if kind in (BID, PASS) and self.game.phase(after) == self.game.phase(before):
            self.family.auction(seat, action)  # a bid, call or pass that does not end the auction
            return
        if self.family.step(seat, action, after):  # the family's own one-step actions (Rook: trump, discards)
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

    def _step_doubled(self, before: Any, seat: int, action: Action, after: Any) -> None:
        """A double deck's step (Tractor): the family follows what it knows (``Follower.follow``: its plays, its
        declarations); after any other step every row is read from the views again (they are stale until then), and
        following goes on."""
        if self.family.follow(seat, action, before, after):
            self._set_phase(self.phases.get(self.game.phase(after)))
            return
        self.fresh = [False] * 4
        self.phase = self.phases.get(self.game.phase(after))  # what the rows read from the views will show

    def clear_trick(self) -> None:
        """Every row's trick and leader slices (side by side) emptied: a trick has ended."""
        start, end = self.trick_span
        self.table[:, start:end] = 0.0

    def _play(self, seat: int, card: int, end: bool = False) -> None:
        """``seat`` plays ``card`` (a single deck); ``end``: the trick's last card (then the trick and leader slices,
        side by side, are emptied)."""
        k = self.card_index[card]
        n = self.counts[seat] = self.counts[seat] - 1
        first = not self.trick
        self.trick.append((seat, card))
        core = native.CORE
        if core is not None:
            cards = (card,)
            if core.obs_play(self.table, self.layout, seat, cards, cards, first, n / self.hand_size, end, False) \
                    is None:
                return
        self.flat[self.play_entries[seat][k][first]] = 1.0  # a single deck: each card is played once
        mv, share = self.mv, n / self.hand_size
        for i in self.count_entries[seat]:
            mv[i] = share
        mv[self.hand_entry[seat][card]] = 0.0
        if end:
            self.clear_trick()

    def _end_trick(self, seat: int, card: int) -> None:
        """The trick's last card: played, then the trick and leader slices emptied."""
        self._play(seat, card, True)
        self.trick = []

    def mark_play(self, seat: int, cards: tuple[int, ...], put: tuple[int, ...], first: bool, share: float,
                  end: bool) -> None:
        """A double deck's play (the family's ``Follower.follow``): ``cards`` (what ``seat`` chose) counted in its
        ``played`` entries of every row, ``put`` (what reached the trick) in its ``trick`` entries and out of its own
        hand, its leader entry set when it leads (``first``), its card count ``share``; ``end``: the trick is over."""
        core = native.CORE
        if core is not None and core.obs_play(self.table, self.layout, seat, cards, put, first, share, end, True) \
                is None:
            return
        mv, size, ix = self.mv, self.size, self.card_index
        for o in range(4):
            at = o * size
            p, t = at + self.played_at[o][seat], at + self.trick_at[o][seat]
            for c in cards:
                mv[p + ix[c]] += 1.0
            for c in put:
                mv[t + ix[c]] += 1.0
            if first:
                mv[at + self.leader_at[o][seat]] = 1.0
        hand = self.offsets[seat] + self.hand_at
        for c in put:
            mv[hand + ix[c]] -= 1.0
        for i in self.count_entries[seat]:
            mv[i] = share
        if end:
            self.clear_trick()

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

    def _events(self, seat: int, action: Action, events: list[Event]) -> bool:
        """Apply what ``events`` (of ``seat``'s bid or pass that ends the auction or the bidding) change; False for
        anything not followed."""
        if action.kind not in (BID, PASS):
            return False
        for e in events:
            k = e.kind
            if k in ("redeal", "auction_won"):  # nothing the encoding shows / the bids already showed it
                continue
            if not self.family.event(e):
                return False
        return True

    def _count(self, seat: int, change: int) -> None:
        n = self.counts[seat] = self.counts[seat] + change
        mv, share = self.mv, n / self.hand_size
        for i in self.count_entries[seat]:
            mv[i] = share
