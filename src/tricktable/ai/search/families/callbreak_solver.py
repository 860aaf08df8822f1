"""The exact Callbreak endgame on bitmasks: max^n on every seat's own hand score, with equivalent-card pruning.

It gives exactly the values of the generic solver (``endgame.solve_moves`` over ``legal_actions`` + ``advance``,
tested on random positions) at a fraction of the cost:

- hands, the trick and the tricks taken are plain ints and tuples; no Action or state is built per node;
- **equivalent cards**: two cards of one suit in the same hand with no card between them still in play (every card
  between was played in an earlier trick) lead to the same outcome, so only the lowest of such a run is searched.
  Tie-breaking is unchanged: the generic solver keeps the first best card in ascending order, and the lowest card
  of a run is the first of its run, with an identical value vector;
- **immediate pruning**: a seat stops searching once a card reaches the best score it could still make (the best
  of its score table over the tricks it may yet take). Nothing after that card can beat it, and the generic
  solver keeps the first best card, so the vector returned is the same;
- the last trick is forced (every seat holds one card) and is scored without search;
- a transposition table at trick starts, keyed on the cards gone, the leader and the tricks taken.

The search order stays the generic solver's (ascending card id, first best kept): that is what makes the values
identical, including the other seats' values at ties. The native core's ``callbreak_solve`` runs this same search
in C when it is in use (``tricktable.native``; tests/native check it equal to this code).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .... import native
from ....engine.tricks import best_of_four
from ....games.callbreak.state import PLAY_ACTIONS, STRENGTH, SUIT_MASK, legal_mask

if TYPE_CHECKING:
    from ....games.callbreak.rules import CallbreakGame
    from ....games.callbreak.state import CallbreakState

FULL = (1 << 52) - 1


def representatives(legal: int, present: int) -> list[int]:
    """The cards of ``legal`` worth searching, ascending: a card whose next lower card still in play
    (``present``: in a hand or in the current trick) is also in ``legal`` plays exactly like it."""
    out = []
    m = legal
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        below = present & (low - 1) & SUIT_MASK[c // 13]
        if below and legal >> (below.bit_length() - 1) & 1:
            continue
        out.append(c)
    return out


#: a score table's utilities per seat (``u[s][tricks]``) and best reachable scores (``cap[s][taken][to play]``)
Utilities = list[tuple[float, ...]]
Caps = list[tuple[tuple[float, ...], ...]]
#: the four hands as card bit masks
Hands = tuple[int, ...]
_SCORES: dict[tuple[int, tuple[int | None, ...]], tuple[Any, Utilities, Caps]] = {}


def _called(call: int | None) -> int:
    """A seat's call, in the play (where every seat has called)."""
    if call is None:
        raise ValueError("the play is solved once every seat has called")
    return call


def _score_tables(game: CallbreakGame, calls: tuple[int | None, ...]) -> tuple[Utilities, Caps]:
    """Per seat, its score for each number of tricks taken (``u``), and ``cap[s][t][r]``: the best score seat ``s``
    can still make with ``t`` tricks taken and ``r`` tricks to play; computed once per score table and calls (an
    exact-tail rollout builds a solver per rollout)."""
    key = (id(game._score), calls)
    hit = _SCORES.get(key)
    if hit is None or hit[0] is not game._score:
        if len(_SCORES) > 4096:
            _SCORES.clear()
        u = [tuple(float(x) for x in game._score[_called(calls[s])]) for s in range(4)]
        cap = [tuple(tuple(max(us[t:t + r + 1]) for r in range(14)) for t in range(14)) for us in u]
        hit = _SCORES[key] = (game._score, u, cap)
    return hit[1], hit[2]


class CallbreakSolver:
    """Solves one position: ``values()`` is each legal action's exact value for the seat to act."""

    def __init__(self, game: CallbreakGame, state: CallbreakState) -> None:
        self.head, self.overtrump = game._head, game._overtrump
        self.u, self.cap = _score_tables(game, state.calls)
        self.deal = state.info.deal
        self.table: dict[tuple[int, int, tuple[int, ...]], tuple[int, ...]] = {}
        self.state = state

    def values(self, moves: Any = None) -> dict[Any, float]:
        """Each legal action's exact value (only those in ``moves``, when given)."""
        s = self.state
        seat = s.turn
        n = len(s.order) & 3
        trick = s.order[-n:] if n else ()
        gone = s.played
        for c in trick:
            gone &= ~(1 << c)
        hands = tuple(h & ~s.played for h in self.deal)
        legal = legal_mask(hands[seat], trick, self.head, self.overtrump)
        present = FULL & ~gone
        wanted = None if moves is None else {a.cards[0] for a in moves}
        rep: dict[int, int] = {}  # each card to value → the card searched for it
        for c in _cards(legal):
            if wanted is not None and c not in wanted:
                continue
            r = c
            while True:  # a card plays exactly like the card just below it, when that one is legal too
                below = present & ((1 << r) - 1) & SUIT_MASK[r // 13]
                b = below.bit_length() - 1
                if not below or not legal >> b & 1:
                    break
                r = b
            rep[c] = r
        searched = tuple(dict.fromkeys(rep.values()))
        vectors = self._native(hands, trick, s.leader, seat, s.tricks, gone, searched)
        if vectors is None:
            vectors = tuple(self._play(hands, trick, s.leader, seat, s.tricks, gone, r) for r in searched)
        us = self.u[seat]
        value = {r: us[v[seat]] for r, v in zip(searched, vectors, strict=True)}
        return {PLAY_ACTIONS[c]: value[r] for c, r in rep.items()}

    def _native(self, hands: Hands, trick: tuple[int, ...], leader: int, seat: int, tricks: tuple[int, ...],
                gone: int, plays: tuple[int, ...] | None) -> Any:
        """The native core's answer for :meth:`_play` of each of ``plays`` (``plays`` None: :meth:`_node`), or
        None when the core is not in use or declines the position."""
        core = native.CORE
        if core is None:
            return None
        got = core.callbreak_solve(hands, trick, leader, seat, tricks, gone, self.head, self.overtrump,
                                   tuple(self.u), plays)
        return None if got is NotImplemented else got

    def final_tricks(self) -> tuple[int, ...]:
        """Every seat's final tricks under max^n play from the position, which must be a trick start."""
        s = self.state
        assert not len(s.order) & 3, "final_tricks needs a trick start"
        hands = tuple(h & ~s.played for h in self.deal)
        got: tuple[int, ...] | None = self._native(hands, (), s.leader, s.leader, s.tricks, s.played, None)
        return got if got is not None else self._node(hands, (), s.leader, s.leader, s.tricks, s.played)

    def _play(self, hands: Hands, trick: tuple[int, ...], leader: int, seat: int, tricks: tuple[int, ...], gone: int,
              c: int) -> tuple[int, ...]:
        """The final tricks of every seat after ``seat`` plays ``c``."""
        h = list(hands)
        h[seat] ^= 1 << c
        trick = (*trick, c)
        if len(trick) < 4:
            return self._node(tuple(h), trick, leader, (seat + 1) & 3, tricks, gone)
        c0, c1, c2, c3 = trick
        winner = (leader + best_of_four(STRENGTH[c0 // 13], c0, c1, c2, c3)) & 3
        t = list(tricks)
        t[winner] += 1
        tricks = tuple(t)
        gone |= (1 << c0) | (1 << c1) | (1 << c2) | (1 << c3)
        hw = h[winner]
        if not hw:
            return tricks
        if not hw & (hw - 1):  # one card each: the last trick is forced
            c0 = hw.bit_length() - 1
            c1 = h[(winner + 1) & 3].bit_length() - 1
            c2 = h[(winner + 2) & 3].bit_length() - 1
            c3 = h[(winner + 3) & 3].bit_length() - 1
            last = (winner + best_of_four(STRENGTH[c0 // 13], c0, c1, c2, c3)) & 3
            t[last] += 1
            return tuple(t)
        return self._node(tuple(h), (), winner, winner, tricks, gone)

    def _node(self, hands: Hands, trick: tuple[int, ...], leader: int, seat: int, tricks: tuple[int, ...],
              gone: int) -> tuple[int, ...]:
        if not trick:
            key = (gone, leader, tricks)
            hit = self.table.get(key)
            if hit is not None:
                return hit
        hand = hands[seat]
        legal = legal_mask(hand, trick, self.head, self.overtrump)
        if not legal & (legal - 1):  # one card: no choice
            best = self._play(hands, trick, leader, seat, tricks, gone, legal.bit_length() - 1)
        else:
            us = self.u[seat]
            cap = self.cap[seat][tricks[seat]][hand.bit_count()]
            found: tuple[int, ...] | None = None
            best_v = 0.0
            for c in representatives(legal, FULL & ~gone):
                v = self._play(hands, trick, leader, seat, tricks, gone, c)
                if found is None or us[v[seat]] > best_v:
                    found, best_v = v, us[v[seat]]
                    if best_v >= cap:  # nothing can do better for this seat
                        break
            assert found is not None  # legal holds two cards or more
            best = found
        if not trick:
            self.table[key] = best
        return best


def _cards(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def solve(game: CallbreakGame, state: CallbreakState, moves: Any = None) -> dict[Any, float]:
    """Each legal action's exact value (max^n, the seat's own hand score) in a Callbreak play-phase state (only
    the actions in ``moves``, when given)."""
    return CallbreakSolver(game, state).values(moves)
