"""The state of one Tractor hand (an immutable value) and its unchecked transitions (the fast path)."""

from __future__ import annotations

from typing import Any, NamedTuple

from ...cards.notation import BIG_JOKER, SMALL_JOKER
from ...engine.actions import CLAIM, DECLARE, DISCARD, PASS, Action
from ...engine.claims import Claim
from .ordering import NT, POINTS, TRUMP, Order, order_for
from .throws import resolve_throw, throw_key
from .units import classify, remove

DECLARE_PHASE, BURY, PLAY, OVER = "declare", "exchange", "play", "over"


class Lead(NamedTuple):
    """What the leader played: effective suit, cards per player, pairs, key to beat, strict-tractor length, throw?"""

    suit: int
    n: int
    pairs: int
    key: int
    strict_len: int
    throw: bool
    cards: tuple[int, ...]


class HandState(NamedTuple):
    """One hand. Hands are ``(h1[s], h2[s])`` masks; ``history`` is a cons list ``(prev, seat, action)``;
    ``done`` the finished tricks as a cons list ``(prev, plays, winner)`` (what was played, failed throws cut)."""

    deal_number: int
    levels: tuple[int, int]
    level: int
    dealer: int  # the nominal dealer until the deal-1 auction fixes the real one
    phase: str
    to_act: int  # -1 once the hand is over
    h1: tuple[int, ...]  # one card mask per seat (four)
    h2: tuple[int, ...]
    kitty: tuple[int, ...]  # as dealt
    decl: tuple[int, ...] = ()
    decl_seat: int = -1
    first_decl: int = -1
    passes: int = 0
    trump: int = -1
    order: Order | None = None
    buried: tuple[int, ...] = ()
    leader: int = -1
    trick: tuple[tuple[int, tuple[int, ...]], ...] = ()
    lead: Lead | None = None
    best: int = -1
    best_key: int = -1
    points: tuple[int, int] = (0, 0)
    tricks: int = 0
    last_trick: tuple[tuple[tuple[int, tuple[int, ...]], ...], int] | None = None
    history: Any = None
    first_dealer_rule: str = "first_declarer"
    strict: bool = False
    throws: bool = False
    done: Any = None
    claim: Claim[HandState] | None = None  # the claim that ended the hand, if one did


_F = HandState._fields
_H1, _H2, _TRICK, _BEST, _BEST_KEY, _TO_ACT, _HISTORY, _LEAD, _LEADER, _POINTS, _TRICKS, _LAST_TRICK, _PHASE, _DONE = (
    _F.index(n) for n in ("h1", "h2", "trick", "best", "best_key", "to_act", "history", "lead", "leader", "points",
                          "tricks", "last_trick", "phase", "done")
)


def declaration_strength(cards: tuple[int, ...]) -> int:
    """1 single level card, 2 identical level pair, 3 SJ SJ, 4 BJ BJ (0 for none)."""
    if not cards:
        return 0
    if len(cards) == 1:
        return 1
    return 3 if cards[0] == SMALL_JOKER else 4 if cards[0] == BIG_JOKER else 2


def kitty_trump(kitty: tuple[int, ...]) -> int:
    """The suit of the first non-joker kitty card (docs/rules/shengji.md, "Declaring trump and the dealer")."""
    return next(c // 13 for c in kitty if c < 52)


def _set_hand(state: HandState, seat: int, m1: int, m2: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    h1, h2 = list(state.h1), list(state.h2)
    h1[seat], h2[seat] = m1, m2
    return tuple(h1), tuple(h2)


def advance(state: HandState, action: Action) -> HandState:
    """The next state after a legal ``action`` (not validated)."""
    seat = state.to_act
    history = (state.history, seat, action)
    phase = state.phase
    if phase == PLAY:
        if action[0] == CLAIM:
            from .claim import advance_claim

            return advance_claim(state, action)
        return _play(state, seat, action.cards, history)
    if phase == DECLARE_PHASE:
        if action.kind == DECLARE:
            first = state.first_decl if state.first_decl >= 0 else seat
            return state._replace(
                decl=tuple(action.cards), decl_seat=seat, first_decl=first, passes=0, to_act=(seat + 1) % 4,
                history=history,
            )
        if action.kind != PASS:
            raise ValueError(f"no {action.kind} during the declaration")
        passes = state.passes + 1
        if (state.decl and passes == 3) or passes == 4:
            return _end_auction(state, history)
        return state._replace(passes=passes, to_act=(seat + 1) % 4, history=history)
    if phase == BURY and action.kind == DISCARD:
        m1, m2 = remove(state.h1[seat], state.h2[seat], action.cards)
        h1, h2 = _set_hand(state, seat, m1, m2)
        return state._replace(h1=h1, h2=h2, buried=tuple(action.cards), phase=PLAY, leader=seat, history=history)
    raise ValueError(f"no {action.kind} in the {phase} phase")


def _end_auction(state: HandState, history: Any) -> HandState:
    decl = state.decl
    dealer = state.dealer
    if decl:
        trump = NT if decl[0] >= 52 else decl[0] // 13
        if state.deal_number == 1:
            dealer = state.first_decl if state.first_dealer_rule == "first_declarer" else state.decl_seat
    else:
        trump = kitty_trump(state.kitty)
    m1, m2 = state.h1[dealer], state.h2[dealer]
    for c in state.kitty:
        b = 1 << c
        if m1 & b:
            m2 |= b
        else:
            m1 |= b
    h1, h2 = _set_hand(state, dealer, m1, m2)
    return state._replace(
        passes=state.passes + 1, trump=trump, order=order_for(state.level, trump), dealer=dealer, phase=BURY,
        to_act=dealer, h1=h1, h2=h2, history=history,
    )


def _play(state: HandState, seat: int, cards: tuple[int, ...], history: Any) -> HandState:
    order = state.order
    assert order is not None  # fixed with trump, before the play
    trick = state.trick
    if not trick:
        lead = make_lead(state, seat, tuple(cards), order)
        cards = lead.cards
    m1, m2 = remove(state.h1[seat], state.h2[seat], cards)
    h1, h2 = list(state.h1), list(state.h2)
    h1[seat], h2[seat] = m1, m2
    v = list(state)
    v[_H1], v[_H2], v[_HISTORY] = tuple(h1), tuple(h2), history
    if not trick:
        v[_TRICK], v[_LEAD], v[_BEST], v[_BEST_KEY], v[_LEADER], v[_TO_ACT] = (
            ((seat, cards),), lead, seat, lead.key, seat, (seat + 1) % 4
        )
        return tuple.__new__(HandState, v)
    trick = (*trick, (seat, tuple(cards)))
    best, best_key = state.best, state.best_key
    led = state.lead
    assert led is not None  # a trick under way has its lead
    key = play_key(cards, led, order)
    if key > best_key:
        best, best_key = seat, key
    if len(trick) < 4:
        v[_TRICK], v[_BEST], v[_BEST_KEY], v[_TO_ACT] = trick, best, best_key, (seat + 1) % 4
        return tuple.__new__(HandState, v)
    pts = 0
    for _, cs in trick:
        for c in cs:
            pts += POINTS[c]
    p0, p1 = state.points
    over = m1 == 0  # every hand is empty (pairs and tractors make fewer than 25 tricks)
    v[_TRICK], v[_LEAD], v[_BEST], v[_BEST_KEY], v[_LEADER], v[_TO_ACT] = (), None, -1, -1, best, -1 if over else best
    v[_POINTS] = (p0 + pts, p1) if best % 2 == 0 else (p0, p1 + pts)
    v[_TRICKS], v[_LAST_TRICK], v[_PHASE] = state.tricks + 1, (trick, best), OVER if over else PLAY
    v[_DONE] = (state.done, trick, best)
    return tuple.__new__(HandState, v)


def play_key(cards: tuple[int, ...], lead: Lead, order: Order) -> int:
    """``16·isTrump + topIndex`` of a follower's play, or -1 if it cannot win: it must have the lead's exact shape,
    all in the led suit or all in trumps (docs/rules/shengji.md)."""
    if lead.n == 1:
        c = cards[0]
        e = order.eff[c]
        return (16 + order.idx[c]) if e == TRUMP else order.idx[c] if e == lead.suit else -1
    if lead.throw:
        return throw_key(cards, lead.cards, order)
    u = classify(cards, order)
    if u is None or u.pairs != lead.pairs or u.n != lead.n or u.suit not in (lead.suit, TRUMP):
        return -1
    return (16 if u.suit == TRUMP else 0) + u.top


def lead_of(cards: tuple[int, ...], order: Order, strict: bool = False) -> Lead | None:
    """The lead a single unit makes, or None if ``cards`` are not one unit."""
    u = classify(cards, order)
    if u is None:
        return None
    strict_len = u.pairs if strict and u.pairs >= 2 else 0
    return Lead(u.suit, u.n, u.pairs, (16 if u.suit == TRUMP else 0) + u.top, strict_len, False, tuple(cards))


def trick_winner(plays: list[tuple[int, ...]], order: Order) -> int:
    """The position (0 = leader) of the winning play of a complete unit-led trick (strict > to take over)."""
    lead = lead_of(plays[0], order)
    assert lead is not None  # a unit-led trick
    best, key = 0, lead.key
    for i, p in enumerate(plays[1:], 1):
        k = play_key(p, lead, order)
        if k > key:
            best, key = i, k
    return best


def make_lead(state: Any, seat: int, cards: tuple[int, ...], order: Order) -> Lead:
    """The lead a leader's cards make (a failed throw is cut down to its beatable component). ``state`` is what
    holds the hands (``h1``, ``h2``) and the ``strict`` option: a :class:`HandState` or a playout's table."""
    if len(cards) == 1:
        c = cards[0]
        e = order.eff[c]
        return Lead(e, 1, 0, (16 if e == TRUMP else 0) + order.idx[c], 0, False, cards)
    u = classify(cards, order)
    if u is None:  # a throw (only legal with the throws option)
        others = [(state.h1[s], state.h2[s]) for s in range(4) if s != seat]
        cards = resolve_throw(cards, others, order)
        u = classify(cards, order)
        if u is None:
            suit, idx, s = order.eff[cards[0]], order.idx, sorted(cards)
            top = max(idx[c] for c in cards)
            pairs = sum(1 for i in range(1, len(s)) if s[i - 1] == s[i])
            return Lead(suit, len(cards), pairs, (16 if suit == TRUMP else 0) + top, 0, True, tuple(cards))
    lead = lead_of(tuple(cards), order, state.strict)
    assert lead is not None  # the cards are one unit here
    return lead
