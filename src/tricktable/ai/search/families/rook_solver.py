"""The exact Rook endgame on bitmasks: alpha-beta on the partnership score difference, with equivalent-card
pruning and move ordering.

It gives exactly the values of the generic solver (``endgame.solve_moves`` over ``legal_actions`` + ``advance``,
tested on random positions of several presets): each root move is searched with a full window, so its value is
exact; ordering and pruning change only the work.

- Hands are index masks, the trick a tuple of card indices; no Action or state is built per node.
- **Equivalent cards**: two cards of one effective suit in the same hand, with the same counter value and no card
  between them in strength still in play (every card between was played in an earlier trick), lead to the same
  outcome; only the weakest of such a run is searched. The bird and the red 1, which have rules of their own, are
  always searched.
- **Move ordering**: leading, strongest first; following, a card that takes the trick from the other side first
  (cheapest such card first), then the rest from the fewest points up; when the partner is winning, the most
  points first.
- A transposition table at trick starts (cards gone, leader, points and tricks so far) holding bounds.
- **Static bounds** at trick starts: the hand's value only grows as team 0 takes more points, tricks or the last
  trick (every preset's scoring, the nest, bonuses and shooting the moon included), so team 1 taking every trick
  left bounds it from below and team 0 taking them all from above; a window outside those bounds is cut at once.

``RookSolver`` is the reference. The module's entry points (:func:`solve`, :func:`solve_counted`,
:func:`position_value`) run the native core's ``rook_solve`` when it is in use: the same search step for step (the
same nodes, counted alike, and the same values; tests/native/test_rook_solver.py), with the leaves' scores still
computed here (``_Contract``). For a position the kernel does not represent it declines and ``RookSolver`` runs.
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

from .... import native
from ....engine.tricks import best_of_four
from ....games.rook.dispatch import kernel_tables
from ....games.rook.scoring import score_hand

if TYPE_CHECKING:
    from ....engine import Action
    from ....games.rook.rules import RookGame
    from ....games.rook.state import RookState

INF = 1e18


def _cards(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


_TABLES: dict[tuple[int, int], tuple[Any, tuple[int, ...], tuple[tuple[int, ...], ...]]] = {}


def _suit_tables(t: Any, trump: int) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """Per card under ``trump``: its strength in its own effective suit, and the weaker cards of that suit,
    strongest first (computed once per rule tables and trump)."""
    key = (id(t), trump)
    hit = _TABLES.get(key)
    if hit is None or hit[0] is not t:
        led = t.led_suit[trump]
        own = tuple(t.beat[trump][led[ix]][ix] for ix in range(57))
        deck = _cards(t.deck_mask)
        weaker = tuple(tuple(sorted((j for j in deck if led[j] == led[ix] and own[j] < own[ix]), key=lambda j: -own[j]))
                       for ix in range(57))
        hit = _TABLES[key] = (t, own, weaker)
    return hit[1], hit[2]


class _Contract:
    """The finished hands of one contract: team 0's score difference when team 0 took ``p0`` of the hands'
    ``hand_points`` counters in ``k0`` of ``total`` tricks and ``last_team`` the last trick (team 1 the rest)."""

    __slots__ = ("cfg", "nest_points", "declarer", "high", "trump", "hand_points", "total")

    def __init__(self, cfg: Any, nest_points: int, declarer: int, high: int, trump: int, hand_points: int,
                 total: int) -> None:
        self.cfg, self.nest_points, self.declarer, self.high, self.trump = cfg, nest_points, declarer, high, trump
        self.hand_points, self.total = hand_points, total

    def __call__(self, p0: int, k0: int, last_team: int) -> float:
        r = score_hand(self.cfg, self.nest_points, self.declarer, self.high, self.trump,
                       (p0, self.hand_points - p0), (k0, self.total - k0), last_team)
        return float(r.score[0] - r.score[1])


#: per hand contract (see ``RookSolver.__init__``): leaf key -> team 0's score difference
_LEAVES: dict[Hashable, dict[int, float]] = {}
#: a trick tally: (points of team 0, of team 1, tricks of team 0, of team 1)
Tally = tuple[int, int, int, int]


class RookSolver:
    """Solves one play-phase position: ``values()`` is each legal action's exact value for the seat to act."""

    def __init__(self, game: RookGame, state: RookState) -> None:
        t = game.t
        ctx = state.ctx
        trump = ctx.trump
        self.cfg = game.config
        self.follow = t.follow[trump]
        self.anytime: int = t.anytime_mask
        self.beat = t.beat[trump]
        self.led = t.led_suit[trump]
        self.points = t.points
        self.special = t.special_mask
        self.deck = t.deck_mask
        self.total = game.config.hand_size
        self.acts = t.play_actions
        self.declarer, self.high, self.trump = ctx.declarer, ctx.high, trump
        self.nest_points = sum(t.points[ix] for ix in _cards(ctx.nest))
        # the counters in the four hands (every card dealt but the nest's): what tricks can still capture is this
        # less what the tally holds
        self.hand_points = sum(t.points[ix] for ix in _cards(t.deck_mask & ~ctx.nest))
        self.strength, self.weaker = _suit_tables(t, trump)
        self.hands: tuple[int, ...] = ()
        self.table: dict[tuple[int, int, tuple[int, int, int, int]], tuple[float, float]] = {}
        # the leaves depend only on the hand's contract and counters: shared by every solver of the same hand (an
        # exact-tail rollout builds one solver per rollout)
        leaf_key = (self.cfg, self.nest_points, self.declarer, self.high, trump, self.hand_points, self.total)
        self.contract = _Contract(self.cfg, self.nest_points, self.declarer, self.high, trump, self.hand_points,
                                  self.total)
        self.leaves: dict[int, float] = _LEAVES.get(leaf_key) or {}
        if leaf_key not in _LEAVES:
            if len(_LEAVES) > 1024:
                _LEAVES.clear()
            _LEAVES[leaf_key] = self.leaves
        self.state = state
        #: search nodes visited so far (the work a budget can count; the machine's speed does not change it)
        self.nodes = 0

    def _below(self, ix: int, present: int) -> int:  # the readable form of the loop inlined in _node
        """The next weaker card of ``ix``'s suit still in play, or -1."""
        for j in self.weaker[ix]:
            if present >> j & 1:
                return j
        return -1

    def _same(self, ix: int, legal: int, present: int) -> int:
        """The card ``ix`` plays exactly like (its next weaker card in play, when equivalent), or -1."""
        special = self.special
        if special >> ix & 1:
            return -1
        j = self._below(ix, present)
        if j >= 0 and legal >> j & 1 and not special >> j & 1 and self.points[j] == self.points[ix]:
            return j
        return -1

    def _legal(self, hand: int, trick: tuple[int, ...]) -> int:
        if trick:
            follow: int = hand & self.follow[trick[0]]
            if follow:
                return follow | (hand & self.anytime)
        return hand

    def values(self, moves: Any = None) -> dict[Any, float]:
        """Each legal action's exact value (only those in ``moves``, when given)."""
        s = self.state
        seat = s.to_act
        assert seat is not None  # a position with a seat to act
        trick = tuple(s.trick)
        played = s.played
        gone = played
        for ix in trick:
            gone &= ~(1 << ix)
        self.hands = tuple(s.ctx.hands)
        legal = self._legal(self.hands[seat] & ~played, trick)
        present = self.deck & ~gone
        sign = 1.0 if seat % 2 == 0 else -1.0
        wanted = None if moves is None else set(moves)
        done: dict[int, float] = {}
        out: dict[Any, float] = {}
        for ix in _cards(legal):
            if wanted is not None and self.acts[ix] not in wanted:
                continue
            j = ix
            while (k := self._same(j, legal, present)) >= 0:
                j = k
            if j not in done:
                done[j] = sign * self._play(played, trick, s.leader, seat, s.tally, j, -INF, INF)
            out[self.acts[ix]] = done[j]
        return out

    def value(self) -> float:
        """Team 0's exact value of the position, which must be a trick start (one search with a full window)."""
        s = self.state
        assert not s.trick, "value needs a trick start"
        self.hands = tuple(s.ctx.hands)
        return self._node(s.played, (), s.leader, s.leader, s.tally, -INF, INF)

    def _play(self, played: int, trick: tuple[int, ...], leader: int, seat: int, tally: Tally, ix: int, alpha: float,
              beta: float) -> float:
        """Team 0's value after ``seat`` plays ``ix`` (``played``: every card played before it, this trick too)."""
        played |= 1 << ix
        trick = (*trick, ix)
        if len(trick) < 4:
            return self._node(played, trick, leader, (seat + 1) & 3, tally, alpha, beta)
        c0, c1, c2, c3 = trick
        winner = (leader + best_of_four(self.beat[self.led[c0]], c0, c1, c2, c3)) & 3
        pts = self.points
        won = pts[c0] + pts[c1] + pts[c2] + pts[c3]
        p0, p1, k0, k1 = tally
        tally = (p0, p1 + won, k0, k1 + 1) if winner & 1 else (p0 + won, p1, k0 + 1, k1)
        left = self.total - tally[2] - tally[3]
        if not left:
            return self._leaf(tally[0], tally[2], winner & 1)
        if left == 1:  # the last trick is forced: every seat holds one card
            hands = self.hands
            c = [0, 0, 0, 0]
            for i in range(4):
                rest = hands[(winner + i) & 3] & ~played
                c[i] = rest.bit_length() - 1
            c0, c1, c2, c3 = c
            last = (winner + best_of_four(self.beat[self.led[c0]], c0, c1, c2, c3)) & 3
            won = pts[c0] + pts[c1] + pts[c2] + pts[c3]
            if last & 1:
                return self._leaf(tally[0], tally[2], 1)
            return self._leaf(tally[0] + won, tally[2] + 1, 0)
        return self._node(played, (), winner, winner, tally, alpha, beta)

    def _leaf(self, p0: int, k0: int, last_team: int) -> float:
        """Team 0's score difference of the finished hand in which team 0 took ``p0`` counters in ``k0`` tricks
        (team 1 the rest) and ``last_team`` the last trick."""
        key = (p0 << 8) | (k0 << 1) | last_team
        v = self.leaves.get(key)
        if v is None:
            v = self.leaves[key] = self.contract(p0, k0, last_team)
        return v

    def _node(self, played: int, trick: tuple[int, ...], leader: int, seat: int, tally: Tally, alpha: float,
              beta: float) -> float:
        self.nodes += 1
        key = None
        if not trick:
            key = (played, leader, tally)
            hit = self.table.get(key)
            if hit is not None:
                lo, hi = hit
                if lo >= beta or lo == hi:
                    return lo
                if hi <= alpha:
                    return hi
                alpha, beta = max(alpha, lo), min(beta, hi)
            # static bounds: team 1, then team 0, taking every point and trick left
            p0, _, k0, _ = tally
            lo = self._leaf(p0, k0, 1)
            if lo >= beta:
                return lo
            hi = self._leaf(self.hand_points - tally[1], self.total - tally[3], 0)
            if hi <= alpha or lo == hi:
                return hi
            gone = played
        else:
            gone = played
            for ix in trick:
                gone ^= 1 << ix
        hand = self.hands[seat] & ~played
        legal = hand
        if trick:
            follow = hand & self.follow[trick[0]]
            if follow:
                legal = follow | (hand & self.anytime)
        if not legal & (legal - 1):  # one card: no choice
            return self._play(played, trick, leader, seat, tally, legal.bit_length() - 1, alpha, beta)
        present = self.deck & ~gone
        # the cards worth searching (the weakest of every run of equivalent cards), in search order
        special, pts, weaker = self.special, self.points, self.weaker
        if trick:
            beat = self.beat[self.led[trick[0]]]
            best_pos, best_val = 0, beat[trick[0]]
            for i in range(1, len(trick)):
                if beat[trick[i]] > best_val:
                    best_pos, best_val = i, beat[trick[i]]
            partner = ((leader + best_pos) & 1) == (seat & 1)
        else:
            strength = self.strength
        keyed: list[tuple[int, ...]] = []  # sort keys ending in the card index
        m = legal
        while m:
            low = m & -m
            ix = low.bit_length() - 1
            m ^= low
            if not special >> ix & 1:
                for j in weaker[ix]:
                    if present >> j & 1:
                        if legal >> j & 1 and not special >> j & 1 and pts[j] == pts[ix]:
                            ix = -1
                        break
                if ix < 0:
                    continue
            if not trick:
                keyed.append((-strength[ix], ix))
            elif partner:  # feed points, keep strength
                keyed.append((-pts[ix], beat[ix], ix))
            elif beat[ix] > best_val:  # take the trick as cheaply as possible
                keyed.append((0, beat[ix], ix))
            else:
                keyed.append((1, pts[ix], ix))
        keyed.sort()
        maximise = not seat & 1
        a0, b0 = alpha, beta
        best = -INF if maximise else INF
        play = self._play
        for k in keyed:
            v = play(played, trick, leader, seat, tally, k[-1], alpha, beta)
            if maximise:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            elif v < best:
                best = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        if key is not None:
            lo, hi = self.table.get(key, (-INF, INF))
            if best <= a0:
                hi = min(hi, best)
            elif best >= b0:
                lo = max(lo, best)
            else:
                lo = hi = best
            self.table[key] = (lo, hi)
        return best


def solve(game: RookGame, state: RookState, moves: Any = None) -> dict[Any, float]:
    """Each legal action's exact value (the seat's side's score difference) in a Rook play-phase state (only the
    actions in ``moves``, when given)."""
    return solve_counted(game, state, moves)[0]


def solve_counted(game: RookGame, state: RookState, moves: Any = None) -> tuple[dict[Any, float], int]:
    """``solve`` and the number of search nodes it visited."""
    got: tuple[dict[Any, float], int] = _native_solve(game, state, moves, False)
    if got is not NotImplemented:
        return got
    solver = RookSolver(game, state)
    return solver.values(moves), solver.nodes


def position_value(game: RookGame, state: RookState) -> float:
    """``RookSolver(game, state).value()``: team 0's exact value of a position at a trick start."""
    got: tuple[float, int] = _native_solve(game, state, None, True)
    if got is not NotImplemented:
        return got[0]
    return RookSolver(game, state).value()


#: per contract (config, nest, declarer, bid, trump): the kernel's cache of leaf values (NaN: not known yet), and
#: the function that computes one
_NATIVE_LEAVES: dict[Hashable, tuple[array[float], _Contract]] = {}


def _native_solve(game: RookGame, state: RookState, moves: Any, whole: bool) -> Any:
    """``(values or value, nodes)`` from the core's ``rook_solve``, or NotImplemented (no core, or a position the
    kernel does not represent)."""
    core = native.CORE
    if core is None:
        return NotImplemented
    tables = kernel_tables(game, core)
    if tables is None:
        return NotImplemented
    ctx = state.ctx
    nest = ctx.nest
    if type(nest) is not int or not 0 <= nest < 1 << 57:
        return NotImplemented
    key = (game.config, nest, ctx.declarer, ctx.high, ctx.trump)
    hit = _NATIVE_LEAVES.get(key)
    if hit is None:
        t = game.t
        total = game.config.hand_size
        nest_points = sum(t.points[ix] for ix in _cards(nest))
        hand_points = sum(t.points[ix] for ix in _cards(t.deck_mask & ~nest))
        contract = _Contract(game.config, nest_points, ctx.declarer, ctx.high, ctx.trump, hand_points, total)
        if len(_NATIVE_LEAVES) > 256:
            _NATIVE_LEAVES.clear()
        hit = _NATIVE_LEAVES[key] = (array("d", [math.nan]) * ((hand_points + 1) * (total + 1) * 2), contract)
    mask = -1
    if moves is not None:
        wanted = set(moves)
        index = _action_index(game)
        mask = 0
        for a in wanted:
            ix = index.get(a)
            if ix is not None:
                mask |= 1 << ix
    return core.rook_solve(tables, game.t.special_mask, ctx.hands, nest, state.played, state.trick, state.leader,
                           state.to_act, state.tally, ctx.trump, mask, whole, hit[0], hit[1])


def _action_index(game: RookGame) -> dict[Action, int]:
    """Each card's play action -> its index (built once per game)."""
    index: dict[Any, int] | None = game.__dict__.get("_solver_action_index")
    if index is None:
        index = game.__dict__["_solver_action_index"] = {a: ix for ix, a in enumerate(game.t.play_actions)
                                                          if a is not None}
    return index
