"""Tractor's part of the RL action space and observation (``tricktable.rl`` reads it; standard library only).

The contract is the one ``games/callbreak/rl.py`` states. Tractor's own blocks: ``pass`` and ``declare`` (a single
level card of S H D C, an identical pair of S H D C, SJ SJ, BJ BJ); every play is built card by card from the
``card`` block (a lead ends with ``done``), offered by :mod:`.rl_mask`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...engine import Action
from ...engine.actions import DECLARE, DISCARD, PASS, PLAY
from .rl_mask import addable_cards, follow_size

if TYPE_CHECKING:
    from .rules import TractorGame
    from .view import TractorView

__all__ = ["addable_cards", "follow_size"]

PHASES = ("declare", "exchange", "play")
PLAYS_CARD_BY_CARD = True
MASK_BASE: int | None = None


def action_blocks(game: TractorGame, cards: int) -> tuple[tuple[int, ...], list[tuple[str, int]]]:
    """No bids; the blocks in index order."""
    return (), [("pass", 1), ("declare", 10), ("card", cards), ("done", 1)]


def declare_offset(cards: Sequence[int]) -> int:
    """Tractor declarations: 0-3 a single level card of S H D C, 4-7 a pair, 8 SJ SJ, 9 BJ BJ."""
    c = cards[0]
    if c >= 52:
        return 8 if c == 52 else 9
    return (4 if len(cards) == 2 else 0) + c // 13


def declare_cards(offset: int, level: int) -> tuple[int, ...]:
    """The cards of declaration ``offset`` at level rank index ``level`` (the inverse of :func:`declare_offset`)."""
    if offset >= 8:
        return (52 + offset - 8,) * 2
    c = (offset % 4) * 13 + level
    return (c, c) if offset >= 4 else (c,)


DECLARE_NAMES = (*(f"declare one level card of {s}" for s in "SHDC"),
                 *(f"declare a pair of level cards of {s}" for s in "SHDC"), "declare SJ SJ", "declare BJ BJ")


def block_offset(action: Action) -> tuple[str, int]:
    """The block and offset of a one-step action of a family block: a declaration."""
    if action.kind == DECLARE:
        return "declare", declare_offset(action.cards)
    raise ValueError(f"{action} is not a Tractor one-step action")


def block_action(block: str, offset: int, state: Any) -> Action | None:
    """The one-step action at ``offset`` of family block ``block`` (None: not a family block)."""
    return Action(DECLARE, 0, declare_cards(offset, state.level)) if block == "declare" else None


def describe(block: str, offset: int) -> str | None:
    """The text of ``offset`` in family block ``block`` (None: not a family block)."""
    return DECLARE_NAMES[offset] if block == "declare" else None


class Observation:
    """Tractor's slices: trump, the levels, the declaration, the kitty, the sides and the attackers' points."""

    def __init__(self, game: TractorGame, codec: Any) -> None:
        self.d = len(codec.cards)

    def parts(self) -> list[tuple[str, int, str]]:
        return [
            ("trump", 6, "trump suit S H D C, NT (one-hot; last entry: not fixed yet)"),
            ("level", 13, "the level rank played this hand, 2..A (one-hot)"),
            ("levels", 2, "levels of my team and the other team, rank index / 13"),
            ("declaration", 5 + 4, "who declared (relative seat one-hot, last: nobody) and its strength "
                                   "single, pair, SJ pair, BJ pair (one-hot)"),
            ("kitty", self.d, "the kitty while I bury, then what I buried (only the dealer sees them)"),
            ("defenders", 2, "my team defends / attacks (one-hot)"),
            ("attacker_points", 1, "points taken by the attackers, divided by 200"),
        ]

    def place(self, at: dict[str, int], card_index: dict[int, int]) -> None:
        """Where the slices start (after the layout is made)."""
        self.at, self.card_index = at, card_index

    def encode(self, view: TractorView, out: Any, hot: list[int], adds: list[int]) -> None:
        """Write this family's entries of ``view``'s observation (see ``games/callbreak/rl.py``)."""
        at, me = self.at, view.seat
        assert me is not None  # an observation is a seat's
        hot.append(at["trump"] + (5 if view.trump_suit < 0 else view.trump_suit))
        hot.append(at["level"] + min(view.level_rank, 12))
        team = me % 2
        base = at["levels"]
        out[base] = view.levels[team] / 13.0
        out[base + 1] = view.levels[1 - team] / 13.0
        base = at["declaration"]
        seat, cards = view.declaration or (-1, ())
        hot.extend(base + i for i in _declaration_entries(seat, cards, me))
        shown = view.kitty if view.kitty is not None else view.buried
        if shown:
            base = at["kitty"]
            adds.extend(base + self.card_index[c] for c in shown)
        hot.append(at["defenders"] + (0 if view.defenders == team else 1))
        out[at["attacker_points"]] = view.attacker_points / 200.0


class Follower:
    """Tractor's steps followed step by step for ``rl.incremental.IncrementalObserver`` (a double deck: card entries
    are counts): the declaration phase, its end (the kitty taken), the bury and the plays. Any other step (a claim)
    has the observer read the rows from the views again (:meth:`follow` answers False). A pass inside the
    declaration changes nothing a row shows; a declaration moves the ``declaration`` slice to its seat and strength;
    the declaration's end fixes trump, the dealer and the defenders and gives the dealer the kitty (its hand and
    kitty slice); the bury moves the buried cards from the dealer's hand to that slice. A play changes the player's
    ``played`` entries by the cards it chose (what the views' public history holds, a failed throw's whole
    attempt), its ``trick`` entries and, in its own row, its hand by the cards that reached the trick (a failed
    throw's cut), every row's count of its cards, the leader when it leads; a trick's end empties the trick and the
    leader and changes the attackers' points."""

    def __init__(self, obs: Any) -> None:
        self.obs = obs
        at, size = obs.encoder._start, obs.size
        self.points_entries = tuple(o * size + at["attacker_points"] for o in range(4))
        self.declaration_at = at["declaration"]
        self.trump_at, self.dealer_at, self.defenders_at = at["trump"], at["dealer"], at["defenders"]
        self.kitty_at = at["kitty"]

    def reset(self) -> None:
        """A new hand (nothing of the family's own is kept)."""

    def follow(self, seat: int, action: Action, before: Any, after: Any) -> bool:
        """Follow ``action`` of ``seat`` (``before`` -> ``after``); False for a step not followed."""
        if before.phase == "declare" and after.phase == "declare":
            if action.kind == DECLARE:
                self._declared(before, after)
                return True
            return action.kind == PASS
        if before.phase == "declare" and after.phase == "exchange":
            self._kitty_taken(before, after)
            return True
        if before.phase == "exchange" and after.phase == "play" and action.kind == DISCARD:
            self._buried(seat, before, after)
            return True
        if action.kind != PLAY or before.phase != "play" or after.tricks not in (before.tricks, before.tricks + 1):
            return False
        ended = after.tricks > before.tricks
        plays: Any
        if ended:
            plays = after.last_trick[0] if after.last_trick is not None else ()
        else:
            plays = after.trick
        if len(plays) != len(before.trick) + 1 or plays[-1][0] != seat:
            return False
        obs = self.obs
        share = (after.h1[seat].bit_count() + after.h2[seat].bit_count()) / obs.hand_size
        # the cards that reached the trick: a failed throw's cut
        obs.mark_play(seat, tuple(action.cards), tuple(plays[-1][1]), not before.trick, share, ended)
        if ended:
            mv, points = obs.mv, after.points[(after.dealer + 1) % 2] / 200.0
            for i in self.points_entries:
                mv[i] = points
        return True


    def _kitty_taken(self, before: Any, after: Any) -> None:
        """The declaration's end: trump is fixed, the dealer (deal 1: the declarer) takes the kitty, which its row
        shows in its hand and its kitty slice; every row's dealer, defenders, trump and the dealer's count change."""
        obs = self.obs
        mv, size, ix = obs.mv, obs.size, obs.card_index
        old, new = before.dealer, after.dealer
        for o in range(4):
            at = o * size
            mv[at + self.trump_at + (5 if before.trump < 0 else before.trump)] = 0.0
            mv[at + self.trump_at + (5 if after.trump < 0 else after.trump)] = 1.0
            mv[at + self.dealer_at + ((old - o) & 3)] = 0.0
            mv[at + self.dealer_at + ((new - o) & 3)] = 1.0
            mv[at + self.defenders_at + (0 if old % 2 == o % 2 else 1)] = 0.0
            mv[at + self.defenders_at + (0 if new % 2 == o % 2 else 1)] = 1.0
            mv[self.points_entries[o]] = after.points[(new + 1) % 2] / 200.0
        hand, kitty = obs.offsets[new] + obs.hand_at, obs.offsets[new] + self.kitty_at
        for c in after.kitty:
            mv[hand + ix[c]] += 1.0
            mv[kitty + ix[c]] += 1.0
        self._count(after, new)

    def _buried(self, seat: int, before: Any, after: Any) -> None:
        """The dealer's bury: the buried cards leave its hand, and its kitty slice shows them instead of the kitty."""
        obs = self.obs
        mv, ix = obs.mv, obs.card_index
        hand, kitty = obs.offsets[seat] + obs.hand_at, obs.offsets[seat] + self.kitty_at
        for c in before.kitty:
            mv[kitty + ix[c]] -= 1.0
        for c in after.buried:
            mv[hand + ix[c]] -= 1.0
            mv[kitty + ix[c]] += 1.0
        self._count(after, seat)

    def _count(self, state: Any, seat: int) -> None:
        obs = self.obs
        share = (state.h1[seat].bit_count() + state.h2[seat].bit_count()) / obs.hand_size
        for i in obs.count_entries[seat]:
            obs.mv[i] = share

    def _declared(self, before: Any, after: Any) -> None:
        """The declaration slice of every row: the earlier declaration's seat and strength (or "nobody") cleared,
        the new one's set."""
        mv, size, base = self.obs.mv, self.obs.size, self.declaration_at
        for o in range(4):
            at = o * size + base
            for state, value in ((before, 0.0), (after, 1.0)):
                for i in _declaration_entries(state.decl_seat, state.decl, o):
                    mv[at + i] = value


def _declaration_entries(seat: int, cards: tuple[int, ...], me: int) -> tuple[int, ...]:
    """The entries of the ``declaration`` slice set in ``me``'s row for a declaration of ``cards`` by ``seat``
    (none: "nobody"), as :meth:`Observation.encode` sets them."""
    if not cards:
        return (4,)
    strength = 0 if len(cards) == 1 else 2 if cards[0] == 52 else 3 if cards[0] == 53 else 1
    return ((seat - me) & 3, 5 + strength)


def utility_bounds(game: TractorGame) -> tuple[float, float]:
    """The least and most a side can score in one hand (OpenSpiel's utility range)."""
    return -13.0, 13.0
