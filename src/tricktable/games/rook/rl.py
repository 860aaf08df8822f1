"""Rook's part of the RL action space and observation (``tricktable.rl`` reads it; standard library only).

The contract is the one ``games/callbreak/rl.py`` states. Rook's own blocks: ``pass`` and ``trump`` (colours
R Y G B); its exchange discards are built card by card from the ``card`` block.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...cards.notation import ROOK_BASE
from ...engine import Action
from ...engine.actions import BID, DISCARD, TRUMP

if TYPE_CHECKING:
    from .rules import RookGame
    from .view import RookView

PHASES = ("bid", "exchange", "trump", "play")
PLAYS_CARD_BY_CARD = False
MASK_BASE: int | None = ROOK_BASE


def action_blocks(game: RookGame, cards: int) -> tuple[tuple[int, ...], list[tuple[str, int]]]:
    """The bid values (``min_bid``..top bid by ``bid_step``) and the blocks in index order."""
    cfg = game.config
    bid_values = tuple(range(cfg.min_bid, cfg.top_bid + 1, cfg.bid_step))
    return bid_values, [("bid", len(bid_values)), ("pass", 1), ("trump", 4), ("card", cards)]


def block_offset(action: Action) -> tuple[str, int]:
    """The block and offset of a one-step action of a family block: naming trump."""
    if action.kind == TRUMP:
        return "trump", action.value
    raise ValueError(f"{action} is not a Rook one-step action")


def block_action(block: str, offset: int, state: Any) -> Action | None:
    """The one-step action at ``offset`` of family block ``block`` (None: not a family block)."""
    return Action(TRUMP, offset) if block == "trump" else None


def describe(block: str, offset: int) -> str | None:
    """The text of ``offset`` in family block ``block`` (None: not a family block)."""
    return f"trump {'RYGB'[offset]}" if block == "trump" else None


class Observation:
    """Rook's slices: the auction, the declarer, trump, the nest, the teams' points, tricks and scores."""

    def __init__(self, game: RookGame, codec: Any) -> None:
        cfg = game.config
        self.bid_index: dict[int, int] = codec.bid_index
        self.nb = len(codec.bid_values)
        self.total_points, self.target, self.tricks = cfg.total_points, cfg.target, cfg.tricks
        self.d = len(codec.cards)

    def parts(self) -> list[tuple[str, int, str]]:
        nb, d = self.nb, self.d
        return [
            ("bids", 4 * (nb + 2), "per relative seat: not spoken, passed, or its last bid (one-hot over the bids)"),
            ("high_bid", nb + 1, "the leading bid (one-hot; first entry: none yet)"),
            ("declarer", 5, "relative seat of the declarer (one-hot; last entry: none yet)"),
            ("trump", 5, "trump colour R Y G B (one-hot; last entry: not named yet)"),
            ("nest", d, "the nest while I exchange, then my discards (only the declarer sees them)"),
            ("points_taken", 2, "card points taken by my team and the other team, divided by the hand's total"),
            ("tricks_won", 2, "tricks won by my team and the other team, divided by the tricks of a hand"),
            ("scores", 2, "match scores of my team and the other team, divided by the target"),
        ]

    def place(self, at: dict[str, int], card_index: dict[int, int]) -> None:
        """Where the slices start (after the layout is made)."""
        self.at, self.card_index = at, card_index

    def encode(self, view: RookView, out: Any, hot: list[int], adds: list[int]) -> None:
        """Write this family's entries of ``view``'s observation (see ``games/callbreak/rl.py``)."""
        at, me, bid_index = self.at, view.seat, self.bid_index
        assert me is not None  # an observation is a seat's
        base, width = at["bids"], self.nb + 2
        for s, b in enumerate(view.bids):
            k = 0 if b is None else 1 if isinstance(b, str) else 2 + bid_index[b]  # a str bid is "pass"
            hot.append(base + ((s - me) & 3) * width + k)
        hot.append(at["high_bid"] + (0 if view.high_bid is None else 1 + bid_index[view.high_bid]))
        hot.append(at["declarer"] + (4 if view.declarer is None else (view.declarer - me) & 3))
        hot.append(at["trump"] + (4 if view.trump is None else view.trump))
        base = at["nest"]
        shown = view.nest if view.nest is not None else view.my_discards
        if shown:
            adds.extend(base + self.card_index[c] for c in shown)
        team = me % 2
        base = at["points_taken"]
        out[base] = view.points_taken[team] / self.total_points
        out[base + 1] = view.points_taken[1 - team] / self.total_points
        base = at["tricks_won"]
        out[base] = view.tricks_won[team] / self.tricks
        out[base + 1] = view.tricks_won[1 - team] / self.tricks
        base = at["scores"]
        out[base] = view.scores[team] / self.target
        out[base + 1] = view.scores[1 - team] / self.target


class Follower:
    """Rook's entries followed step by step for ``rl.incremental.IncrementalObserver`` (the contract:
    ``games/callbreak/rl.py``): the auction, the declarer, trump, the declarer's nest and discards, and the teams'
    card points and tricks."""

    def __init__(self, obs: Any) -> None:
        self.obs = obs
        at, size = obs.encoder._start, obs.size
        fam = obs.encoder.family_obs
        self.bid_index = fam.bid_index
        rel = [[(s - o) & 3 for s in range(4)] for o in range(4)]
        width = fam.nb + 2
        self.bids_at = [[at["bids"] + rel[o][s] * width for s in range(4)] for o in range(4)]
        self.high_at, self.declarer_at, self.trump_at = at["high_bid"], at["declarer"], at["trump"]
        self.nest_at, self.hand_at = at["nest"], at["hand"]
        self.total_points, self.tricks = fam.total_points, fam.tricks
        # (flat index, which) of the four entries per row that follow the teams' points and tricks, ``which``
        # indexing (team 0's points, team 1's, team 0's tricks, team 1's): each row shows its own team first
        self.tally_entries = tuple((o * size + base + i, w + ((o & 1) ^ i)) for o in range(4)
                                   for base, w in ((at["points_taken"], 0), (at["tricks_won"], 2)) for i in (0, 1))

    def reset(self) -> None:
        """A new hand."""
        self.bid_k = [0, 0, 0, 0]
        self.high_k, self.declarer, self.trump = 0, 4, 4
        self.shown: tuple[int, ...] = ()  # the declarer's nest slice

    def trick_end(self, after: Any) -> None:
        """A trick's last card was played: the teams' card points and tricks (seats 0 and 2, seats 1 and 3), as
        every view shows them."""
        points, tricks = after.points, after.tricks
        values = (points[0] / self.total_points, points[1] / self.total_points, tricks[0] / self.tricks,
                  tricks[1] / self.tricks)
        mv = self.obs.mv
        for i, w in self.tally_entries:
            mv[i] = values[w]

    def auction(self, seat: int, action: Action) -> None:
        """A bid or pass that does not end the auction."""
        self._bid(seat, action.value if action.kind == BID else None)

    def step(self, seat: int, action: Action, after: Any) -> bool:
        """Naming trump, and the declarer's discard (only its row changes)."""
        if action.kind == TRUMP:
            self._trump(action.value)
            return True
        if action.kind == DISCARD:
            self._discarded(seat, tuple(sorted(action.cards)))
            return True
        return False

    def event(self, e: Any) -> bool:
        """An event of the bid or pass that ends the auction: the bids, and the nest the declarer takes (which only
        it sees)."""
        if e.kind in ("bid", "pass"):
            self._bid(e.seat, None if e.kind == "pass" else e.value)
            return True
        if e.kind == "nest_taken":
            self.obs._count(e.seat, len(e.cards))
            self._show(e.seat, e.cards, +1.0)
            return True
        return False

    def _bid(self, seat: int, value: int | None) -> None:
        bid_index = self.bid_index
        old = self.bid_k[seat]
        new = self.bid_k[seat] = 1 if value is None else 2 + bid_index[value]
        high, declarer = self.high_k, self.declarer
        if value is not None:
            self.high_k, self.declarer = 1 + bid_index[value], seat
        mv = self.obs.mv
        for o, at in enumerate(self.obs.offsets):
            base = at + self.bids_at[o][seat]
            mv[base + old] = 0.0
            mv[base + new] = 1.0
            if value is not None:
                mv[at + self.high_at + high] = 0.0
                mv[at + self.high_at + self.high_k] = 1.0
                mv[at + self.declarer_at + (4 if declarer == 4 else (declarer - o) & 3)] = 0.0
                mv[at + self.declarer_at + ((seat - o) & 3)] = 1.0

    def _discarded(self, declarer: int, cards: tuple[int, ...]) -> None:
        """The declarer lays its discards aside: out of its hand; its nest slice now shows them."""
        self.obs._count(declarer, -len(cards))
        self._show(declarer, cards, -1.0)

    def _show(self, declarer: int, cards: tuple[int, ...], sign: float) -> None:
        shown, self.shown = self.shown, tuple(cards)
        mv, ix = self.obs.mv, self.obs.card_index
        hand, nest = self.obs.offsets[declarer] + self.hand_at, self.obs.offsets[declarer] + self.nest_at
        for c in cards:
            mv[hand + ix[c]] += sign
        for c in shown:
            mv[nest + ix[c]] = 0.0
        for c in cards:
            mv[nest + ix[c]] = 1.0

    def _trump(self, colour: int) -> None:
        if colour < 0:
            raise ValueError("trump named without a colour")
        mv = self.obs.mv
        for at in self.obs.offsets:
            mv[at + self.trump_at + self.trump] = 0.0
            mv[at + self.trump_at + colour] = 1.0
        self.trump = colour


def utility_bounds(game: RookGame) -> tuple[float, float]:
    """The least and most a side can score in one hand (OpenSpiel's utility range)."""
    cfg = game.config
    return -float(cfg.top_bid), float(max(cfg.top_bid, cfg.total_points))
