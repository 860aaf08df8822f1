"""A random hand played out in one fused loop over ints and bitmasks (benchmarks, AI rollouts).

``RookGame.random_playout`` is this loop. It must stay step for step equal to the readable reference
(``random_action`` + ``advance`` until the hand is over): the same ``rng`` calls in the same order with the same
arguments, the same final state (history included, so views and ``hand_result`` agree). The conformance suite
compares the two on every preset. Nothing here builds an Action or a state per step: played cards are kept as
card indices per trick and turned into history nodes (with the shared, pre-built Actions) once, at the end.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from random import Random
from typing import TYPE_CHECKING

from ...engine.actions import DISCARD, Action
from ...engine.results import REDEAL
from ...engine.tricks import best_of_four
from .scoring import score_hand
from .state import BID, EXCHANGE, OVER, PASSED, TRICKS, TRUMP, Context, History, LastTrick, RookState
from .tables import ids_of

if TYPE_CHECKING:
    from .rules import RookGame

_ZERO = (0, 0, 0, 0)
BIRD_BIT = 1 << 14  # the bird in its suit's mask (the trump suit)


#: ``random.Random.getrandbits``: the draws are made with it
GetRandBits = Callable[[int], int]


def draw_discard(hand: int, size: int, getrandbits: GetRandBits) -> int:
    """``size`` cards of ``hand`` drawn uniformly (a partial Fisher-Yates shuffle, one 26-bit draw per card);
    the mask of the drawn cards. Shared by ``random_action`` and the fused loop so both draw alike."""
    ixs = []
    while hand:
        low = hand & -hand
        ixs.append(low)
        hand ^= low
    n = len(ixs)
    out = 0
    for i in range(size):
        j = i + (getrandbits(26) * (n - i) >> 26)
        pick = ixs[j]
        ixs[j] = ixs[i]
        out |= pick
    return out


def draw_legal_discard(hand: int, size: int, counters: int, getrandbits: GetRandBits) -> int:
    """A discard drawn uniformly among the legal ones: any ``size`` cards, or with ``counters`` (the mask of the
    cards that count, under ``no_counters_in_nest``; 0 otherwise) the cards that count nothing first, counters only
    to make up the number."""
    if not counters:
        return draw_discard(hand, size, getrandbits)
    plain = hand & ~counters
    have = plain.bit_count()
    if have >= size:
        return draw_discard(plain, size, getrandbits)
    return plain | draw_discard(hand & counters, size - have, getrandbits)


@cache
def _bit_tables() -> tuple[tuple[int, ...], tuple[int, ...]]:
    """For every suit mask (under 2**15): its number of cards, and the bit of its lowest card (tuples: the
    fastest lookups)."""
    masks = range(1 << 15)
    return tuple(m.bit_count() for m in masks), tuple((m & -m).bit_length() - 1 if m else 0 for m in masks)


def _any_card(hand: list[int], k: int, pop: tuple[int, ...], low: tuple[int, ...]) -> int:
    """The code of the k-th card of ``hand`` counting suit by suit (lead or void), taken out of ``hand``."""
    suit = 0
    m = hand[0]
    while k >= pop[m]:
        k -= pop[m]
        suit += 1
        m = hand[suit]
    while k:
        m &= m - 1
        k -= 1
    b = low[m]
    hand[suit] ^= 1 << b
    return suit << 4 | b


def _any_legal(hand: list[int], led: int, trump: int, bird_any_time: bool, left: int, getrandbits: GetRandBits,
               pop: tuple[int, ...], low: tuple[int, ...]) -> int:
    """The code of a random legal card of ``hand`` (holding ``left`` cards) on a trick led in suit ``led``,
    taken out of ``hand``: the general case of the inline follow in ``_play_out``."""
    m = hand[led]
    if not m:  # void in the led suit: any card
        return _any_card(hand, getrandbits(26) * left >> 26 if left > 1 else 0, pop, low)
    n = pop[m]
    if bird_any_time and led != trump and hand[trump] & BIRD_BIT:  # the led suit or the bird
        k = getrandbits(26) * (n + 1) >> 26
        if trump < led:
            k -= 1  # the bird's suit is counted first
        if k < 0 or k == n:
            hand[trump] ^= BIRD_BIT
            return trump << 4 | 14
    else:
        k = getrandbits(26) * n >> 26 if n > 1 else 0
    while k:
        m &= m - 1
        k -= 1
    b = low[m]
    hand[led] ^= 1 << b
    return led << 4 | b


def random_playout(game: RookGame, s: RookState, rng: Random) -> RookState:
    """The final state of the hand ``s`` played on with uniformly random legal actions drawn from ``rng``."""
    phase = s.phase
    if phase == OVER:
        return s
    getrandbits = rng.getrandbits
    ctx = s.ctx
    dealer, nest, high, declarer, trump = ctx.dealer, ctx.nest, ctx.high, ctx.declarer, ctx.trump
    hands = list(ctx.hands)
    bids = ctx.bids
    history: History = s.history
    seat = s.seat
    if phase == BID:
        spoken = list(bids)
        cfg = game.config
        step, top, min_bid = cfg.bid_step, game.top_bid, cfg.min_bid
        bid_actions, pass_action, forced = game._bids, game._pass, game._forced
        random = rng.random
        passed = spoken.count(PASSED)
        while True:
            low = min_bid if high == 0 else high + step
            may_pass = not (forced and high == 0 and seat == dealer and passed == 3)
            n = (top - low) // step + 1 if may_pass else 1  # a forced dealer takes the lowest bid
            k = int(random() * (n + may_pass))
            if k == n:
                spoken[seat] = PASSED
                passed += 1
                history = (history, seat, pass_action)
            else:
                spoken[seat] = high = low + k * step
                declarer = seat
                history = (history, seat, bid_actions[high])
            if passed == 4:
                done = Context(dealer, ctx.hands, nest, tuple(spoken), 0, -1, -1, ctx.scores, REDEAL)
                return RookState(OVER, None, 0, (), -1, _ZERO, None, history, done)
            if declarer >= 0 and (passed == 3 or high >= top):
                break
            seat = (seat + 1) & 3
            while spoken[seat] == PASSED:
                seat = (seat + 1) & 3
        bids = tuple(spoken)
        seat = declarer
        if nest:
            hands[declarer] |= nest
            phase = EXCHANGE
        else:
            phase = TRUMP
    if phase == EXCHANGE:
        nest = draw_legal_discard(hands[seat], game.config.nest_size, game.nest_counters, getrandbits)
        hands[seat] &= ~nest
        history = (history, seat, Action(DISCARD, 0, ids_of(nest)))
        phase = TRUMP
    trick: Sequence[int]
    last: LastTrick | None
    if phase == TRUMP:
        trump = getrandbits(2)
        history = (history, seat, game._trumps[trump])
        seat = declarer if game.config.first_lead == "declarer" else (dealer + 1) & 3
        played, trick, leader, tally, last = 0, (), seat, _ZERO, None
    else:
        played, trick, leader, tally, last = s.played, s.trick, s.leader, s.tally, s.last
    return _play_out(game, s, rng, hands, nest, bids, high, declarer, trump, history, seat, played, trick, leader,
                     tally, last)


def _play_out(game: RookGame, s: RookState, rng: Random, hands: list[int], nest: int, bids: tuple[int | None, ...],
              high: int, declarer: int, trump: int, history: History, seat: int, played: int, trick: Sequence[int],
              leader: int, tally: tuple[int, int, int, int], last: LastTrick | None) -> RookState:
    """The play phase from ``seat`` on (``trick``, card indices, may be a trick in progress), then the scored
    final state.

    Cards are codes ``suit << 4 | bit`` and each hand four small suit masks (see ``SuitCodes``), so every step
    is a few single-digit int operations. A legal card is drawn as in ``random_action``: the k-th counting suit
    by suit, lowest first, with k uniform below the number of legal cards (no draw when only one is legal).
    A trick is written out card by card (the common case, following suit, inline; the rest in helpers)."""
    getrandbits = rng.getrandbits
    pop, low = _bit_tables()
    codes = game._codes[trump]
    beat, pts = codes.beat, codes.points
    split = codes.split
    held = [split(h & ~played) for h in hands]
    bird_any_time = game._anytime != 0
    p0, p1, k0, k1 = tally
    left = game._tricks - k0 - k1  # cards in the hand of each seat yet to play to this trick
    trick = [codes.code[ix] for ix in trick]
    done: list[tuple[int, Sequence[int]]] = []  # (leader, codes) of every trick finished here, for the history
    skip = len(trick)  # cards of the trick in progress already in the history
    while True:
        if trick:  # a trick in progress when the playout began
            while len(trick) < 4:
                trick.append(_any_legal(held[seat], trick[0] >> 4, trump, bird_any_time, left, getrandbits, pop, low))
                seat = (seat + 1) & 3
            c0, c1, c2, c3 = trick
            led = c0 >> 4
        else:
            # the lead: any card (as _any_card, inline)
            hand = held[leader]
            k = getrandbits(26) * left >> 26 if left > 1 else 0
            led = 0
            m = hand[0]
            while k >= pop[m]:
                k -= pop[m]
                led += 1
                m = hand[led]
            while k:
                m &= m - 1
                k -= 1
            b = low[m]
            hand[led] ^= 1 << b
            c0 = led << 4 | b
            bird_too = bird_any_time and led != trump  # the bird may be played instead of following

            hand = held[(leader + 1) & 3]
            m = hand[led]
            if not m:  # void: any card
                c1 = _any_card(hand, getrandbits(26) * left >> 26 if left > 1 else 0, pop, low)
            elif bird_too and hand[trump] & BIRD_BIT:
                c1 = _any_legal(hand, led, trump, bird_any_time, left, getrandbits, pop, low)
            else:
                if m & (m - 1):  # a choice (a single card is forced: no draw)
                    k = getrandbits(26) * pop[m] >> 26
                    while k:
                        m &= m - 1
                        k -= 1
                b = low[m]
                hand[led] ^= 1 << b
                c1 = led << 4 | b

            hand = held[(leader + 2) & 3]
            m = hand[led]
            if not m:  # void: any card
                c2 = _any_card(hand, getrandbits(26) * left >> 26 if left > 1 else 0, pop, low)
            elif bird_too and hand[trump] & BIRD_BIT:
                c2 = _any_legal(hand, led, trump, bird_any_time, left, getrandbits, pop, low)
            else:
                if m & (m - 1):
                    k = getrandbits(26) * pop[m] >> 26
                    while k:
                        m &= m - 1
                        k -= 1
                b = low[m]
                hand[led] ^= 1 << b
                c2 = led << 4 | b

            hand = held[(leader + 3) & 3]
            m = hand[led]
            if not m:  # void: any card
                c3 = _any_card(hand, getrandbits(26) * left >> 26 if left > 1 else 0, pop, low)
            elif bird_too and hand[trump] & BIRD_BIT:
                c3 = _any_legal(hand, led, trump, bird_any_time, left, getrandbits, pop, low)
            else:
                if m & (m - 1):
                    k = getrandbits(26) * pop[m] >> 26
                    while k:
                        m &= m - 1
                        k -= 1
                b = low[m]
                hand[led] ^= 1 << b
                c3 = led << 4 | b
            trick = (c0, c1, c2, c3)
        winner = (leader + best_of_four(beat[led], c0, c1, c2, c3)) & 3
        won = pts[c0] + pts[c1] + pts[c2] + pts[c3]
        if winner & 1:
            p1 += won
            k1 += 1
        else:
            p0 += won
            k0 += 1
        done.append((leader, trick))
        left -= 1
        if not left:
            break
        leader = winner
        trick = ()
    history = (history, TRICKS, (skip, done, codes.actions))
    points = game._points
    nest_points = 0
    m = nest
    while m:
        bit = m & -m
        nest_points += points[bit.bit_length() - 1]
        m ^= bit
    result = score_hand(game.config, nest_points, declarer, high, trump, (p0, p1), (k0, k1), winner)
    ctx = s.ctx
    h0, h1, h2, h3 = hands
    final = Context(ctx.dealer, (h0, h1, h2, h3), nest, bids, high, declarer, trump, ctx.scores, result)
    ix = codes.ix
    return RookState(OVER, None, h0 | h1 | h2 | h3, (), winner, (p0, p1, k0, k1),
                     (leader, (ix[c0], ix[c1], ix[c2], ix[c3]), winner), history, final)
