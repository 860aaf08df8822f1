"""Callbreak's part of the RL action space and observation (``tricktable.rl`` reads it; standard library only).

The contract every family's ``rl`` module keeps (``rl.actions.ActionCodec``, ``rl.encoding.Encoder``,
``rl.openspiel_game``): ``PHASES`` (the phase one-hot's order), ``PLAYS_CARD_BY_CARD`` (a play is built from card
indices and ``done``), ``MASK_BASE`` (the card id of bit 0 of the rules' ``legal_mask``, or None),
:func:`action_blocks`, the family blocks' :func:`block_action` / :func:`block_offset` / :func:`describe`,
:class:`Observation` (its slices and their encoding), ``Follower`` (how ``rl.incremental.IncrementalObserver``
follows the family's own entries step by step; None: its observations always come from the views) and
:func:`utility_bounds`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import Action

if TYPE_CHECKING:
    from .rules import CallbreakGame
    from .view import CallbreakView

PHASES = ("bid", "play")
PLAYS_CARD_BY_CARD = False
MASK_BASE: int | None = 0


def action_blocks(game: CallbreakGame, cards: int) -> tuple[tuple[int, ...], list[tuple[str, int]]]:
    """The bid (call) values and the blocks in index order: calls 0..``max_call``, then one index per card."""
    bid_values = tuple(range(0, game.config.max_call + 1))
    return bid_values, [("bid", len(bid_values)), ("card", cards)]


def block_offset(action: Action) -> tuple[str, int]:
    """The block and offset of a one-step action of a family block (Callbreak has none)."""
    raise ValueError(f"{action} is not a Callbreak one-step action")


def block_action(block: str, offset: int, state: Any) -> Action | None:
    """The one-step action at ``offset`` of family block ``block`` (None: not a family block)."""
    return None


def describe(block: str, offset: int) -> str | None:
    """The text of ``offset`` in family block ``block`` (None: not a family block)."""
    return None


class Observation:
    """Callbreak's slices: every seat's call and tricks won."""

    def __init__(self, game: CallbreakGame, codec: Any) -> None:
        self.max_call = game.config.max_call
        self.calls = self.max_call + 1  # call values 0..max_call

    def parts(self) -> list[tuple[str, int, str]]:
        return [
            ("calls", 4 * (self.calls + 1), f"per relative seat: not called yet, or call 0..{self.max_call} (one-hot)"),
            ("tricks_won", 4, "tricks won per relative seat, divided by 13"),
        ]

    def place(self, at: dict[str, int], card_index: dict[int, int]) -> None:
        """Where the slices start (after the layout is made)."""
        self.calls_at, self.won_at = at["calls"], at["tricks_won"]

    def encode(self, view: CallbreakView, out: Any, hot: list[int], adds: list[int]) -> None:
        """Write this family's entries of ``view``'s observation: ``out[i] = x`` for values, ``hot`` entries set to 1,
        ``adds`` card counts."""
        me = view.seat
        assert me is not None  # an observation is a seat's
        base, width = self.calls_at, self.calls + 1
        for s, call in enumerate(view.calls):
            hot.append(base + ((s - me) & 3) * width + (0 if call is None else call + 1))
        base = self.won_at
        for s, n in enumerate(view.tricks_won):
            out[base + ((s - me) & 3)] = n / 13.0


class Follower:
    """Callbreak's entries followed step by step for ``rl.incremental.IncrementalObserver`` (``obs``: its rows as
    one flat memoryview ``obs.mv``, the first flat index of each seat's row ``obs.offsets``): the calls and the tricks
    won per seat. Each method is one kind of step; ``step`` and ``event`` answer whether they followed it."""

    def __init__(self, obs: Any) -> None:
        self.obs = obs
        at, size = obs.encoder._start, obs.size
        rel = [[(s - o) & 3 for s in range(4)] for o in range(4)]
        width = obs.encoder.family_obs.calls + 1
        self.calls_at = [[at["calls"] + rel[o][s] * width for s in range(4)] for o in range(4)]
        won_at = [[at["tricks_won"] + rel[o][s] for s in range(4)] for o in range(4)]
        self.won_entries = [tuple(o * size + won_at[o][s] for o in range(4)) for s in range(4)]

    def reset(self) -> None:
        """A new hand."""
        self.won = [0, 0, 0, 0]
        self.call_k = [0, 0, 0, 0]

    def trick_end(self, after: Any) -> None:
        """A trick's last card was played: its winner (who leads the next one: the state keeps it as leader)."""
        winner = after.leader
        n = self.won[winner] = self.won[winner] + 1
        mv, share = self.obs.mv, n / 13.0
        for i in self.won_entries[winner]:
            mv[i] = share

    def auction(self, seat: int, action: Action) -> None:
        """A call that does not end the bidding."""
        self._call(seat, action.value)

    def step(self, seat: int, action: Action, after: Any) -> bool:
        """Any other one-step action: none followed."""
        return False

    def event(self, e: Any) -> bool:
        """An event of the call that ends the bidding."""
        if e.kind == "bid":
            self._call(e.seat, e.value)
            return True
        return False

    def _call(self, seat: int, value: int) -> None:
        old, new = self.call_k[seat], value + 1
        self.call_k[seat] = new
        mv = self.obs.mv
        for o, at in enumerate(self.obs.offsets):
            base = at + self.calls_at[o][seat]
            mv[base + old] = 0.0
            mv[base + new] = 1.0


def utility_bounds(game: CallbreakGame) -> tuple[float, float]:
    """The least and most a seat can score in one hand (OpenSpiel's utility range)."""
    cfg = game.config
    return -float(cfg.max_call), 13.0 + (1.3 if cfg.overtrick_scoring == "tenth" else 0.0)
