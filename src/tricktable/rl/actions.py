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

The family's part (its bid values and blocks, the actions of its own blocks, whether plays are built card by card,
the cards a partial play may take) comes from ``games/<family>/rl.py``; this module holds no family branch.

Numpy-free: both the PettingZoo environment and the OpenSpiel game step through :class:`ActionCodec`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any, NamedTuple

from ..engine import Action
from ..engine.actions import BID, DISCARD, PASS, PLAY
from ..engine.errors import IllegalAction
from ..engine.match import AnyGame
from ..games import family_part
from .card_masks import CardMasks


def family_scheme(game: AnyGame) -> ModuleType:
    """``game``'s family part of the action space and observation (``games/<family>/rl.py``); ``ValueError`` for
    a family without one."""
    try:
        return family_part(game, "rl")
    except ModuleNotFoundError:
        raise ValueError(f"no RL action space for the {game.family} family") from None


def has_action_space(game: AnyGame) -> bool:
    """Whether ``game``'s family has an RL action space and observation (a ``games/<family>/rl.py``)."""
    try:
        family_scheme(game)
    except ValueError:
        return False
    return True


class Block(NamedTuple):
    name: str
    start: int
    size: int


class ActionCodec:
    """Index <-> action for one variant; legal indices and stepping with a card-by-card selection."""

    def __init__(self, game: AnyGame) -> None:
        self.game = game
        self.scheme = scheme = family_scheme(game)
        self.cards: tuple[int, ...] = tuple(sorted(set(game.deck())))
        self.card_index = {c: i for i, c in enumerate(self.cards)}
        self.bid_values, blocks = scheme.action_blocks(game, len(self.cards))
        #: whether a play is built card by card (Tractor), not one index per card
        self.plays_card_by_card: bool = scheme.PLAYS_CARD_BY_CARD
        self.blocks: dict[str, Block] = {}
        start = 0
        for name, size in blocks:
            self.blocks[name] = Block(name, start, size)
            start += size
        self.size = start
        #: whether some action is built card by card (a nest/kitty exchange, Tractor's plays)
        self.multi_card = self.plays_card_by_card or game.extra_size > 0
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
        base = scheme.MASK_BASE  # the card id of bit 0 when the rules give the legal cards as a bit mask
        #: the rules' bit masks of the playable cards and of the cards a discard may take, when they give them
        self._legal_mask: Callable[[Any], int] | None = getattr(game, "legal_mask", None)
        self._discard_mask: Callable[[Any, Sequence[int]], int] | None = getattr(game, "discard_mask", None)
        self._bits = CardMasks(self.cards, base, card, self.size) \
            if base is not None and self._legal_mask is not None else None
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
        if k == PLAY:
            if len(action.cards) == 1 and not self.plays_card_by_card:
                return self._at("card", self.card_index[action.cards[0]])
            raise ValueError(f"{action} is not a single index: build it card by card")
        if k == DISCARD:
            raise ValueError(f"{action} is not a single index: build it card by card")
        return self._at(*self.scheme.block_offset(action))

    def describe(self, index: int) -> str:
        """The text of an index (``bid 80``, ``pass``, ``card R14``, ``done``) for docs and rendering."""
        for b in self.blocks.values():
            if b.start <= index < b.start + b.size:
                off = index - b.start
                if b.name == "bid":
                    return f"bid {self.bid_values[off]}"
                text: str | None = self.scheme.describe(b.name, off)
                if text is not None:
                    return text
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
            if self.plays_card_by_card:
                out = [card + ix[c] for c in self.scheme.addable_cards(state, selection)]
                if selection and state.lead is None and self._is_legal(state, Action(PLAY, 0, tuple(sorted(selection)))):
                    out.append(self._at("done"))
                return out
            if self._bits is not None and self._legal_mask is not None:
                return self._bits.indices(self._legal_mask(state))
            return self._indices(game.legal_actions(state))
        if phase == "exchange":
            if self._bits is not None and self._discard_mask is not None:
                return self._bits.indices(self._discard_mask(state, selection))
            seat = game.to_act(state)
            if seat is None:
                return []
            return sorted(card + ix[c] for c in game.discard_choices(self._hand(state, seat), selection))
        return sorted(self._indices(game.legal_actions(state)))

    def mask(self, state: Any, selection: Sequence[int] = ()) -> bytes:
        """The legal indices as a mask: one byte per index, 1 = legal."""
        bits = self._bits
        if bits is not None:
            phase = self.game.phase(state)
            if phase == "play" and self._legal_mask is not None:
                return bits.mask(self._legal_mask(state))
            if phase == "exchange" and self._discard_mask is not None:
                return bits.mask(self._discard_mask(state, selection))
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
            if phase == "play" and not self.plays_card_by_card:
                return (), self._plays[k]
            c = self.cards[k]
            chosen = (*selection, c)
            if phase == "exchange":
                if len(chosen) == game.extra_size:
                    return (), Action(DISCARD, 0, tuple(sorted(chosen)))
                return chosen, None
            size = self.scheme.follow_size(state)
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
                action: Action | None = self.scheme.block_action(b.name, off, state)
                if action is not None:
                    return action
        raise IllegalAction(f"action {index} is not a one-step action")

    def _safe_describe(self, index: int) -> str:
        try:
            return self.describe(index)
        except ValueError:
            return "unknown"


class _IndexTable(dict[Action, int]):
    """A dict from one-step actions to their index that computes (``index_of``) and keeps what it misses."""

    def __init__(self, codec: ActionCodec) -> None:
        super().__init__()
        self.codec = codec

    def __missing__(self, action: Action) -> int:
        self[action] = index = self.codec.index_of(action)
        return index


def indices_of(codec: ActionCodec, state: Any, action: Action) -> list[int]:
    """The index sequence that builds ``action`` in ``state``: one index, or one per card (plus ``done`` for a
    Tractor lead)."""
    multi = action.kind == DISCARD or (action.kind == PLAY and codec.plays_card_by_card)
    if not multi:
        return [codec.index_of(action)]
    card = codec.blocks["card"].start
    out = [card + codec.card_index[c] for c in action.cards]
    if action.kind == PLAY and state.lead is None:
        out.append(codec.blocks["done"].start)
    return out
