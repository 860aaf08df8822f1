"""Validation of a seat's action, with the reason in a player's words ("you must follow green: you hold G7")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...cards.notation import COLOUR_NAMES, ROOK_BASE
from ...engine.actions import BID, DISCARD, PASS, PLAY, TRUMP, Action
from ...engine.errors import IllegalAction
from . import state as st
from .tables import ids_of

if TYPE_CHECKING:
    from .rules import RookGame
    from .state import RookState

_STEP_WORDS = {5: "fives", 10: "tens", 25: "twenty-fives"}


def check_action(game: RookGame, s: RookState, a: Action) -> None:
    """Raise :class:`IllegalAction` unless ``a`` is legal for the seat to act."""
    phase = s.phase
    if phase == st.OVER:
        raise IllegalAction("the hand is over: no more actions")
    if phase == st.BID:
        _check_bid(game, s, a)
    elif phase == st.EXCHANGE:
        _check_discard(game, s, a)
    elif phase == st.TRUMP:
        if a.kind != TRUMP:
            raise IllegalAction("name trump now, for example 'trump R' (red, yellow, green or black)")
        if not 0 <= a.value < 4:
            raise IllegalAction("trump is one of the colours R, Y, G, B")
    else:
        _check_play(game, s, a)


def _check_bid(game: RookGame, s: RookState, a: Action) -> None:
    cfg = game.config
    low, may_pass = game._bid_range(s)
    if a.kind == PASS:
        if not may_pass:
            raise IllegalAction(f"everyone else has passed, so the dealer must bid: at least {cfg.min_bid}")
        return
    if a.kind != BID:
        raise IllegalAction("it is the auction: bid (for example 'bid 70') or pass")
    v = a.value
    if v % cfg.bid_step:
        words = _STEP_WORDS.get(cfg.bid_step, f"steps of {cfg.bid_step}")
        raise IllegalAction(f"bids go up in {words} (multiples of {cfg.bid_step})")
    if s.high == 0 and v < cfg.min_bid:
        raise IllegalAction(f"the opening bid is at least {cfg.min_bid}")
    if v < low:
        raise IllegalAction(f"you must bid more than the current bid of {s.high}")
    if v > game.top_bid:
        raise IllegalAction(f"the highest bid is {game.top_bid}")


def _check_discard(game: RookGame, s: RookState, a: Action) -> None:
    n = game.config.nest_size
    if a.kind != DISCARD:
        raise IllegalAction(f"you took the nest: discard {n} cards first, for example 'discard R5 G6 ...'")
    if len(a.cards) != n:
        raise IllegalAction(f"you must discard exactly {n} cards")
    if len(set(a.cards)) != n:
        raise IllegalAction("you named the same card twice")
    hand = s.hand(s.to_act)
    for c in a.cards:
        if not _holds(hand, c):
            raise IllegalAction(f"you do not hold {game.format_card(c)}")


def _holds(hand: int, card: int) -> bool:
    ix = card - ROOK_BASE
    return 0 <= ix <= 56 and bool(hand >> ix & 1)


def _check_play(game: RookGame, s: RookState, a: Action) -> None:
    if a.kind != PLAY:
        raise IllegalAction("it is your turn to play a card, for example 'play R14'")
    if len(a.cards) != 1:
        raise IllegalAction("play one card at a time")
    card = a.cards[0]
    hand = s.hand(s.to_act)
    if not _holds(hand, card):
        raise IllegalAction(f"you do not hold {game.format_card(card)}")
    ix = card - ROOK_BASE
    if not s.trick or (game._legal_play_mask(s) >> ix & 1):
        return
    t = game.t
    trump = s.trump
    led = s.trick[0]
    follow = hand & t.follow[trump][led]
    held = game.format_cards(ids_of(follow))
    if t.led_suit[trump][led] == trump:
        if follow == 1 << 56:
            raise IllegalAction(f"trump was led and the {game.bird_name} is your only trump: you must play it")
        raise IllegalAction(f"trump ({COLOUR_NAMES[trump]}) was led: you must play trump: you hold {held}")
    raise IllegalAction(f"you must follow {COLOUR_NAMES[t.led_suit[trump][led]]}: you hold {held}")
