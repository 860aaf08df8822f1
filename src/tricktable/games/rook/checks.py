"""Validation of a seat's action, with the reason in a player's words ("you must follow green: you hold G7")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...cards.notation import BIRD, COLOURS, ROOK_BASE
from ...engine.actions import BID, DISCARD, PASS, PLAY, TRUMP, Action
from ...engine.errors import IllegalAction
from ...messages import Cards
from . import state as st
from .tables import ids_of

if TYPE_CHECKING:
    from ...engine.dealing import Deal
    from .rules import RookGame
    from .state import RookState

def check_action(game: RookGame, s: RookState, a: Action) -> None:
    """Raise :class:`IllegalAction` unless ``a`` is legal for the seat to act."""
    phase = s.phase
    if phase == st.OVER:
        raise IllegalAction("hand-over")
    if phase == st.BID:
        _check_bid(game, s, a)
    elif phase == st.EXCHANGE:
        _check_discard(game, s, a)
    elif phase == st.TRUMP:
        if a.kind != TRUMP:
            raise IllegalAction("rook-name-trump")
        if not 0 <= a.value < 4:
            raise IllegalAction("rook-trump-colour")
    else:
        _check_play(game, s, a)


def _check_bid(game: RookGame, s: RookState, a: Action) -> None:
    cfg = game.config
    low, may_pass = game._bid_range(s)
    if (a.kind == PASS and not may_pass) or (a.kind == BID and not may_pass and a.value != low):
        raise IllegalAction("rook-dealer-must-bid", min=cfg.min_bid)
    if a.kind == PASS:
        return
    if a.kind != BID:
        raise IllegalAction("rook-bid-or-pass", low=low)
    v = a.value
    if v % cfg.bid_step:
        raise IllegalAction("rook-bid-step", step=cfg.bid_step)
    if s.high == 0 and v < cfg.min_bid:
        raise IllegalAction("rook-opening-bid", min=cfg.min_bid)
    if v < low:
        raise IllegalAction("rook-bid-higher", high=s.high)
    if v > game.top_bid:
        raise IllegalAction("rook-bid-max", top=game.top_bid)


def _check_discard(game: RookGame, s: RookState, a: Action) -> None:
    n = game.config.nest_size
    if a.kind != DISCARD:
        raise IllegalAction("rook-discard-first", n=n)
    if len(a.cards) != n:
        raise IllegalAction("rook-discard-count", n=n)
    if len(set(a.cards)) != n:
        raise IllegalAction("discard-twice")
    hand = s.hand(s.seat)
    for c in a.cards:
        if not _holds(hand, c):
            raise IllegalAction("not-held", card=Cards((c,), game.bird_name))
    counters = game.nest_counters
    if counters:
        laid = sum(1 for c in a.cards if counters >> (c - ROOK_BASE) & 1)
        allowed = max(0, n - (hand & ~counters).bit_count())
        if laid > allowed:
            raise IllegalAction("rook-nest-no-counters", n=allowed)


def _holds(hand: int, card: int) -> bool:
    ix = card - ROOK_BASE
    return 0 <= ix <= 56 and bool(hand >> ix & 1)


def _check_play(game: RookGame, s: RookState, a: Action) -> None:
    if a.kind != PLAY:
        raise IllegalAction("play-a-card", example=Cards((game.example_card,)))
    if len(a.cards) != 1:
        raise IllegalAction("play-one-card")
    card = a.cards[0]
    hand = s.hand(s.seat)
    if not _holds(hand, card):
        raise IllegalAction("not-held", card=Cards((card,), game.bird_name))
    ix = card - ROOK_BASE
    if not s.trick or (game.legal_mask(s) >> ix & 1):
        return
    t = game.t
    trump = s.trump
    led = s.trick[0]
    follow = hand & t.follow[trump][led]
    held = Cards(ids_of(follow), game.bird_name)
    if t.led_suit[trump][led] == trump:
        if follow == 1 << 56:
            raise IllegalAction("rook-bird-only-trump", bird=Cards((BIRD,), game.bird_name))
        raise IllegalAction("must-trump", suit=COLOURS[trump], held=held)
    raise IllegalAction("must-follow", suit=COLOURS[t.led_suit[trump][led]], held=held)


def deal_error(game: RookGame, deal: Deal) -> tuple[str, dict[str, int]]:
    """Why ``deal`` is not a deal of this game's deck (``start_hand`` found it wrong): a message id and params."""
    hs, deck = game.config.hand_size, set(game.t.deck)
    if len(deal.hands) != 4:
        return "deal-hands", {"n": len(deal.hands)}
    for cards in deal.hands:
        if len(cards) != hs:
            return "deal-hand-size", {"size": hs, "n": len(cards)}
        if len(set(cards)) != hs or not deck.issuperset(cards):
            return "deal-card-twice", {}
    return "deal-whole-deck", {"size": len(deck)}
