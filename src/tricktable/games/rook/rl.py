"""Rook's part of the RL action space and observation (``tricktable.rl`` reads it; standard library only).

The contract is the one ``games/callbreak/rl.py`` states. Rook's own blocks: ``pass`` and ``trump`` (colours
R Y G B); its exchange discards are built card by card from the ``card`` block.
"""

from __future__ import annotations

from typing import Any

from ...cards.notation import ROOK_BASE
from ...engine import Action, Game
from ...engine.actions import TRUMP

PHASES = ("bid", "exchange", "trump", "play")
PLAYS_CARD_BY_CARD = False
MASK_BASE: int | None = ROOK_BASE
FOLLOWED = True


def action_blocks(game: Game, cards: int) -> tuple[tuple[int, ...], list[tuple[str, int]]]:
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

    def __init__(self, game: Game, codec: Any) -> None:
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

    def encode(self, view: Any, out: Any, hot: list[int], adds: list[int]) -> None:
        """Write this family's entries of ``view``'s observation (see ``games/callbreak/rl.py``)."""
        at, me, bid_index = self.at, view.seat, self.bid_index
        base, width = at["bids"], self.nb + 2
        for s, b in enumerate(view.bids):
            k = 0 if b is None else 1 if b == "pass" else 2 + bid_index[b]
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


def utility_bounds(game: Game) -> tuple[float, float]:
    """The least and most a side can score in one hand (OpenSpiel's utility range)."""
    cfg = game.config
    return -float(cfg.top_bid), float(max(cfg.top_bid, cfg.total_points))
