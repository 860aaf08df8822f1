"""The Rook rollout policy's card play fused into one loop over bitmasks (``RookAdapter.rollout_action``, step by
step, is the readable reference; the phases before the play still go through it).

It draws from the generator exactly as the reference does (``rng.random()`` for the 5% random move unless a single
card is legal, then ``rng.randrange`` over the legal cards in ascending index order) and picks the same card by the
same rules and tie-breaks, so it reaches the same final state from the same seed (tested move for move). Between
tricks it builds nothing; the final state is built once, with the plays in its history.

The policy: leading, cash the strongest side-suit boss, else the cheapest card; following, feed points to the
partner's sure winner (else throw the cheapest card and keep trumps); against the other side, win counters or a
trump-guarded trick as cheaply as possible, else throw the cheapest card.
"""

from __future__ import annotations

from typing import Any

from .... import native
from ....engine.tricks import best_of_four
from ....games.rook.dispatch import kernel_tables, nest_points
from ....games.rook.scoring import score_hand
from ....games.rook.state import OVER, PLAY, Context, RookState


def _cards(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _tables(adapter: Any, trump: int) -> tuple[int, ...]:
    """Per trump, computed once per adapter: each card's "cheapest card" key (points, trump or not, strength,
    then index) as one int, so that ``min`` needs no tuples."""
    cache: dict[int, tuple[int, ...]] = adapter.__dict__.setdefault("_rollout_tables", {})
    hit = cache.get(trump)
    if hit is None:
        t = adapter.game.t
        strength, pts, led_suit = t.strength, t.points, t.led_suit[trump]
        hit = cache[trump] = tuple(((pts[j] * 2 + (led_suit[j] == trump)) * 512 + strength[j]) * 64 + j
                                   for j in range(57))
    return hit


def policy_playout(adapter: Any, s: RookState, rng: Any, tail: int = 0) -> RookState:
    """The final state of ``s`` (in the play phase) played to the end by the rollout policy for every seat; with
    ``tail`` > 0, the state at the first trick start where every seat holds at most ``tail`` cards (an exact-tail
    rollout's stop), if it comes first."""
    if s.phase != PLAY or (tail and not s.trick and max((h & ~s.played).bit_count() for h in s.ctx.hands) <= tail):
        return s
    game = adapter.game
    core = native.CORE
    if core is not None:  # the native core's rook_rollout runs this loop (tests/native)
        end: RookState = _native_playout(core, game, s, rng, tail)
        if end is not NotImplemented:
            return end
    t = game.t
    ctx = s.ctx
    trump = ctx.trump
    follow_of, anytime = t.follow[trump], t.anytime_mask
    led_suit, beat_rows, pts, strength = t.led_suit[trump], t.beat[trump], t.points, t.strength
    order = adapter.order
    cheap = _tables(adapter, trump)
    suit_mask = t.suit_mask
    random, randrange = rng.random, rng.randrange
    hands = ctx.hands
    played, trick, leader = s.played, list(s.trick), s.leader
    p0, p1, k0, k1 = s.tally
    total = game.config.hand_size
    seat = s.seat
    plays: list[tuple[int, int]] = []  # (seat, index) of every card played here
    winner = s.leader
    last = s.last
    while True:
        hand = hands[seat] & ~played
        legal = hand
        if trick:
            follow = hand & follow_of[trick[0]]
            if follow:
                legal = follow | (hand & anytime)
        n = legal.bit_count()
        if n == 1 or random() < 0.05:
            k = randrange(n)
            m = legal
            while k:
                m &= m - 1
                k -= 1
            ix = (m & -m).bit_length() - 1
        elif not trick:  # cash the strongest side-suit boss, else the cheapest card
            # a colour's boss is its strongest unplayed card; the strongest boss held wins (lowest index on a tie)
            ix, top = -1, -1
            for c in range(4):
                if c != trump and legal & suit_mask[c]:
                    for j in order[c]:
                        if not played >> j & 1:
                            if legal >> j & 1 and strength[j] > top:
                                ix, top = j, strength[j]
                            break
            if ix < 0:
                ix = _cheapest(legal, cheap)
        else:
            beat = beat_rows[led_suit[trick[0]]]
            best_pos, best_val = 0, beat[trick[0]]
            for i in range(1, len(trick)):
                if beat[trick[i]] > best_val:
                    best_pos, best_val = i, beat[trick[i]]
            fourth = len(trick) == 3
            if ((leader + best_pos) & 1) == (seat & 1):  # the partner is winning
                if fourth or best_val >= 1000:  # feed points (never a trump), weakest first
                    top = -1
                    m = legal
                    while m:
                        low = m & -m
                        j = low.bit_length() - 1
                        m ^= low
                        p = pts[j] if beat[j] < best_val or fourth else -1
                        v = (((p + 1) * 2 + (beat[j] < 1000)) * 512 + 511 - strength[j]) * 64 + 63 - j
                        if v > top:
                            top, ix = v, j
                else:
                    ix = _cheapest(legal, cheap)
            else:  # win counters, or a trick a trump must take, as cheaply as possible
                cheap_win, ix = 1 << 30, -1
                m = legal
                while m:
                    low = m & -m
                    j = low.bit_length() - 1
                    m ^= low
                    if best_val < beat[j] < cheap_win:
                        cheap_win, ix = beat[j], j
                if ix < 0 or not (fourth or cheap_win >= 1000 or pts[trick[0]] + sum(pts[j] for j in trick[1:]) > 0):
                    ix = _cheapest(legal, cheap)
        played |= 1 << ix
        plays.append((seat, ix))
        trick.append(ix)
        if len(trick) < 4:
            seat = (seat + 1) & 3
            continue
        c0, c1, c2, c3 = trick
        winner = (leader + best_of_four(beat_rows[led_suit[c0]], c0, c1, c2, c3)) & 3
        won = pts[c0] + pts[c1] + pts[c2] + pts[c3]
        if winner & 1:
            p1 += won
            k1 += 1
        else:
            p0 += won
            k0 += 1
        last = (leader, (c0, c1, c2, c3), winner)
        if k0 + k1 == total:
            break
        seat = leader = winner
        trick = []
        if total - k0 - k1 <= tail:
            history = s.history
            for who, ix in plays:
                history = (history, who, t.play_actions[ix])
            return RookState(PLAY, seat, played, (), seat, (p0, p1, k0, k1), last, history, ctx)
    acts = t.play_actions
    history = s.history
    for who, ix in plays:
        history = (history, who, acts[ix])
    nest_points = sum(pts[ix] for ix in _cards(ctx.nest))
    result = score_hand(game.config, nest_points, ctx.declarer, ctx.high, trump, (p0, p1), (k0, k1), winner)
    final = Context(ctx.dealer, ctx.hands, ctx.nest, ctx.bids, ctx.high, ctx.declarer, trump, ctx.scores, result)
    return RookState(OVER, None, played, (), winner, (p0, p1, k0, k1), last, history, final)


def _cheapest(legal: int, cheap: tuple[int, ...]) -> int:
    """``min(cards, key=(points, is trump, strength))``, the lowest index on a tie."""
    best = 1 << 40
    m = legal
    while m:
        low = m & -m
        v = cheap[low.bit_length() - 1]
        if v < best:
            best = v
        m ^= low
    return best & 63


def _native_playout(core: Any, game: Any, s: RookState, rng: Any, tail: int) -> Any:
    """``policy_playout`` by the core's ``rook_rollout``, or NotImplemented when it declines the input."""
    tables = kernel_tables(game, core)
    if tables is None:
        return NotImplemented
    ctx = s.ctx
    got = core.rook_rollout(tables, rng, ctx.hands, s.played, s.trick, s.leader, s.to_act, s.tally, ctx.trump, tail,
                            s.history)
    if got is None or got is NotImplemented:
        return s if got is None else got
    over, seat, played, tally, last, history, winner = got
    if not over:
        return RookState(PLAY, seat, played, (), seat, tally, last, history, ctx)
    p0, p1, k0, k1 = tally
    result = score_hand(game.config, nest_points(game, ctx.nest), ctx.declarer, ctx.high, ctx.trump, (p0, p1),
                        (k0, k1), winner)
    final = Context(ctx.dealer, ctx.hands, ctx.nest, ctx.bids, ctx.high, ctx.declarer, ctx.trump, ctx.scores, result)
    return RookState(OVER, None, played, (), winner, tally, last, history, final)
