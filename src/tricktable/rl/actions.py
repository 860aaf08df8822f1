"""One flat, documented action space per variant, computed from its config, and the step from an index to the rules.

Blocks, in this order (a family has the ones it uses; ``layout`` lists them with their first index and size):

* ``bid``: one index per bid or call value the config allows (Rook: ``min_bid``..top bid by ``bid_step``;
  Callbreak: calls 0..``max_call``, of which ``min_call``.. are legal);
* ``pass``: pass (Rook's auction, Tractor's declaration);
* ``trump``: name trump, colours R Y G B (Rook);
* ``declare``: Tractor declarations: a single level card of S H D C, an identical pair of S H D C, SJ SJ, BJ BJ;
* ``card``: one index per distinct card identity of the deck, in card-id order. In play it plays that card
  (Rook, Callbreak) or adds it to the selection (Tractor); in Rook's exchange and Tractor's bury it adds the card to
  the discards;
* ``done``: Tractor: end the selection and lead it.

A multi-card action is built card by card: the selection grows with each ``card`` index and is applied as one action
when it reaches the size the rules fix (Rook's discards, Tractor's 8 buried cards, a follow of ``n`` cards), or when
``done`` is chosen (a Tractor lead, whose size is free). The mask offers only cards that keep a legal completion
possible, so every step can be finished and every legal action is reachable.

Numpy-free: both the PettingZoo environment and the OpenSpiel game step through :class:`ActionCodec`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from ..cards.notation import ROOK_BASE
from ..engine import Action, Game
from ..engine.actions import BID, DECLARE, DISCARD, PASS, PLAY, TRUMP
from ..engine.errors import IllegalAction
from . import tractor_mask
from .card_masks import CardMasks

#: the families with an action space and an observation encoding
FAMILIES = ("callbreak", "rook", "shengji")
#: the card id of bit 0 in the bit masks of the families whose rules give legal cards as one (``legal_mask``)
MASK_BASE = {"callbreak": 0, "rook": ROOK_BASE}


class Block(NamedTuple):
    name: str
    start: int
    size: int


class ActionCodec:
    """Index <-> action for one variant; legal indices and stepping with a card-by-card selection."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.family = game.family
        self.cards: tuple[int, ...] = tuple(sorted(set(game.deck())))
        self.card_index = {c: i for i, c in enumerate(self.cards)}
        cfg = game.config
        blocks: list[tuple[str, int]] = []
        if self.family == "callbreak":
            self.bid_values = tuple(range(0, cfg.max_call + 1))
            blocks += [("bid", len(self.bid_values)), ("card", len(self.cards))]
        elif self.family == "rook":
            self.bid_values = tuple(range(cfg.min_bid, cfg.top_bid + 1, cfg.bid_step))
            blocks += [("bid", len(self.bid_values)), ("pass", 1), ("trump", 4), ("card", len(self.cards))]
        elif self.family == "shengji":
            self.bid_values = ()
            blocks += [("pass", 1), ("declare", 10), ("card", len(self.cards)), ("done", 1)]
        else:  # pragma: no cover - a new family needs its blocks here
            raise ValueError(f"no RL action space for the {self.family} family")
        self.blocks: dict[str, Block] = {}
        start = 0
        for name, size in blocks:
            self.blocks[name] = Block(name, start, size)
            start += size
        self.size = start
        #: whether some action is built card by card (a nest/kitty exchange, Tractor's plays)
        self.multi_card = self.family == "shengji" or game.extra_size > 0
        self.bid_index = {v: i for i, v in enumerate(self.bid_values)}
        self._index = _IndexTable(self)  # action -> index for the one-step actions, filled as they are met
        self._by_id: dict[int, tuple[Action, int]] = {}  # id(action) -> (action, index): the rules reuse their
        # action objects, and an id is cheaper to hash than an action (the entry keeps its action alive)
        card = self.blocks["card"].start
        #: the single-card play of each card index (Rook, Callbreak)
        self._plays = tuple(Action(PLAY, 0, (c,)) for c in self.cards)
        self._card_range = range(card, card + len(self.cards))
        # Callbreak's and Rook's rules give the playable cards (Rook: also the cards a discard may take) as a bit
        # mask: the mask bytes and indices straight from its bits
        base = MASK_BASE.get(self.family)
        self._bits = CardMasks(self.cards, base, card, self.size) \
            if base is not None and hasattr(game, "legal_mask") else None
        self._discard_bits = self._bits is not None and hasattr(game, "discard_mask")
        self._hand_of: tuple[Any, int, tuple[int, ...]] | None = None  # (state, seat, the seat's hand)
        self._masks: dict[tuple[int, ...], bytes] = {}  # legal indices -> their mask

    # ------------------------------------------------------------------ names
    def layout(self) -> list[Block]:
        return list(self.blocks.values())

    def _at(self, name: str, offset: int = 0) -> int:
        return self.blocks[name].start + offset

    def index_of(self, action: Action) -> int:
        """The index of a one-step action (bids, pass, trump, declarations, single-card plays)."""
        k = action.kind
        if k == BID:
            return self._at("bid", self.bid_index[action.value])
        if k == PASS:
            return self._at("pass")
        if k == TRUMP:
            return self._at("trump", action.value)
        if k == DECLARE:
            return self._at("declare", declare_offset(action.cards))
        if k == PLAY and len(action.cards) == 1 and self.family != "shengji":
            return self._at("card", self.card_index[action.cards[0]])
        raise ValueError(f"{action} is not a single index: build it card by card")

    def describe(self, index: int) -> str:
        """The text of an index (``bid 80``, ``pass``, ``card R14``, ``done``) for docs and rendering."""
        for b in self.blocks.values():
            if b.start <= index < b.start + b.size:
                off = index - b.start
                if b.name == "bid":
                    return f"bid {self.bid_values[off]}"
                if b.name == "trump":
                    return f"trump {'RYGB'[off]}"
                if b.name == "declare":
                    return DECLARE_NAMES[off]
                if b.name == "card":
                    return f"card {self.game.format_card(self.cards[off])}"
                return b.name
        raise ValueError(f"action index {index} is outside 0..{self.size - 1}")

    # ------------------------------------------------------------------ legality
    def legal(self, state: Any, selection: Sequence[int] = ()) -> list[int]:
        """The legal indices now, sorted (given the cards already selected for a multi-card action)."""
        game = self.game
        phase = game.phase(state)
        card = self.blocks["card"].start
        ix = self.card_index
        if phase == "play":
            if self.family == "shengji":
                out = [card + ix[c] for c in tractor_mask.addable_cards(state, selection)]
                if selection and state.lead is None and self._is_legal(state, Action(PLAY, 0, tuple(sorted(selection)))):
                    out.append(self._at("done"))
                return out
            if self._bits is not None:
                return self._bits.indices(game.legal_mask(state))
            return self._indices(game.legal_actions(state))
        if phase == "exchange":
            if self._discard_bits:
                return self._bits.indices(game.discard_mask(state, selection))
            seat = game.to_act(state)
            return sorted(card + ix[c] for c in game.discard_choices(self._hand(state, seat), selection))
        return sorted(self._indices(game.legal_actions(state)))

    def mask(self, state: Any, selection: Sequence[int] = ()) -> bytes:
        """The legal indices as a mask: one byte per index, 1 = legal."""
        bits = self._bits
        if bits is not None:
            phase = self.game.phase(state)
            if phase == "play":
                return bits.mask(self.game.legal_mask(state))
            if phase == "exchange" and self._discard_bits:
                return bits.mask(self.game.discard_mask(state, selection))
        legal = tuple(self.legal(state, selection))
        kept = self._masks.get(legal)
        if kept is None:  # the same few legal sets recur (bids, trumps): their masks are kept
            if len(self._masks) > 4096:
                self._masks.clear()
            out = bytearray(self.size)
            for i in legal:
                out[i] = 1
            kept = self._masks[legal] = bytes(out)
        return kept

    def _indices(self, actions: list[Action]) -> list[int]:
        """The indices of one-step actions, in their order."""
        by_id = self._by_id
        try:
            return [by_id[id(a)][1] for a in actions]
        except KeyError:
            if len(by_id) > 4096:  # rules that build new action objects each time: keep the cache small
                by_id.clear()
            index = self._index
            for a in actions:
                by_id[id(a)] = (a, index[a])
            return [by_id[id(a)][1] for a in actions]

    def _is_legal(self, state: Any, action: Action) -> bool:
        try:
            self.game.check(state, action)
        except IllegalAction:
            return False
        return True

    def _hand(self, state: Any, seat: int) -> tuple[int, ...]:
        """``seat``'s hand from its view (kept for the state: a discard is chosen card by card on one state)."""
        kept = self._hand_of
        if kept is None or kept[0] is not state or kept[1] != seat:
            kept = self._hand_of = (state, seat, tuple(self.game.view(state, seat).hand))
        return kept[2]

    # ------------------------------------------------------------------ stepping
    def step(self, state: Any, selection: tuple[int, ...], index: int,
             check: bool = True) -> tuple[tuple[int, ...], Action | None]:
        """Apply one index: the new selection and the complete action to give the rules (None while selecting).

        Raises :class:`IllegalAction` for an index the mask does not offer (nothing changes). ``check=False``
        skips the mask (replaying a history on a sampled world, whose deal may not explain every past action)."""
        if check and index not in self.legal(state, selection):
            raise IllegalAction(f"action {index} ({self._safe_describe(index)}) is not legal now")
        game = self.game
        phase = game.phase(state)
        if index in self._card_range:
            k = index - self._card_range.start
            if phase == "play" and self.family != "shengji":
                return (), self._plays[k]
            c = self.cards[k]
            chosen = (*selection, c)
            if phase == "exchange":
                if len(chosen) == game.extra_size:
                    return (), Action(DISCARD, 0, tuple(sorted(chosen)))
                return chosen, None
            size = tractor_mask.follow_size(state)
            if size is not None and len(chosen) == size:
                return (), Action(PLAY, 0, tuple(sorted(chosen)))
            return chosen, None
        if "done" in self.blocks and index == self._at("done"):
            return (), Action(PLAY, 0, tuple(sorted(selection)))
        return (), self.action_at(index, state)

    def action_at(self, index: int, state: Any) -> Action:
        """The one-step action of a ``bid``, ``pass``, ``trump`` or ``declare`` index."""
        for b in self.blocks.values():
            if b.start <= index < b.start + b.size:
                off = index - b.start
                if b.name == "bid":
                    return Action(BID, self.bid_values[off])
                if b.name == "pass":
                    return Action(PASS)
                if b.name == "trump":
                    return Action(TRUMP, off)
                if b.name == "declare":
                    return Action(DECLARE, 0, declare_cards(off, state.level))
        raise IllegalAction(f"action {index} is not a one-step action")

    def _safe_describe(self, index: int) -> str:
        try:
            return self.describe(index)
        except ValueError:
            return "unknown"


class _IndexTable(dict):
    """A dict from one-step actions to their index that computes (``index_of``) and keeps what it misses."""

    def __init__(self, codec: ActionCodec) -> None:
        super().__init__()
        self.codec = codec

    def __missing__(self, action: Action) -> int:
        self[action] = index = self.codec.index_of(action)
        return index


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


def indices_of(codec: ActionCodec, state: Any, action: Action) -> list[int]:
    """The index sequence that builds ``action`` in ``state``: one index, or one per card (plus ``done`` for a
    Tractor lead)."""
    multi = action.kind == DISCARD or (action.kind == PLAY and codec.family == "shengji")
    if not multi:
        return [codec.index_of(action)]
    card = codec.blocks["card"].start
    out = [card + codec.card_index[c] for c in action.cards]
    if action.kind == PLAY and state.lead is None:
        out.append(codec.blocks["done"].start)
    return out
