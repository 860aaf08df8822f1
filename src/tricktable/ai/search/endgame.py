"""Exact endgame search over the real rules (``legal_actions`` + ``advance``) and each side's real objective.

Team games: alpha-beta on the hand's score difference (zero-sum between the partnerships). Individual games
(Callbreak): max^n, every seat maximising its own hand score (so a seat whose call is already met ducks), ties broken
by the lowest action for determinism. Both use a transposition table on the state when states are hashable.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from ...engine import Action, Game
from ...engine.game import S

#: a finished hand's result (``Game.hand_result``) -> one utility per seat
Utilities = Callable[[Any], tuple[float, ...]]


def _identity(state: S) -> S:
    return state


def maxn(game: Game[S, Any, Any], state: S, utilities: Utilities, table: dict[Hashable, tuple[float, ...]] | None = None,
         key: Callable[[S], Hashable] = _identity) -> tuple[float, ...]:
    """The max^n value vector (one utility per seat) of ``state``."""
    seat = game.to_act(state)
    if seat is None:
        return utilities(game.hand_result(state))
    if table is not None:
        k = key(state)
        hit = table.get(k)
        if hit is not None:
            return hit
    best: tuple[float, ...] | None = None
    for action in game.legal_actions(state):
        v = maxn(game, game.advance(state, action), utilities, table, key)
        if best is None or v[seat] > best[seat]:
            best = v
    assert best is not None
    if table is not None:
        table[k] = best
    return best


def alphabeta(game: Game[S, Any, Any], state: S, value: Callable[[Any], float], alpha: float = -1e18, beta: float = 1e18,
              table: dict[Hashable, tuple[float, ...]] | None = None,
              key: Callable[[S], Hashable] = _identity) -> float:
    """The minimax value for team 0 (seats 0 and 2 maximise, 1 and 3 minimise) with alpha-beta pruning."""
    seat = game.to_act(state)
    if seat is None:
        return value(game.hand_result(state))
    k = None
    if table is not None:
        k = key(state)
        hit = table.get(k)
        if hit is not None:
            lo, hi = hit
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            alpha, beta = max(alpha, lo), min(beta, hi)
    a0, b0 = alpha, beta
    maximise = seat % 2 == 0
    best = -1e18 if maximise else 1e18
    for action in game.legal_actions(state):
        v = alphabeta(game, game.advance(state, action), value, alpha, beta, table, key)
        if maximise:
            best = max(best, v)
            alpha = max(alpha, v)
        else:
            best = min(best, v)
            beta = min(beta, v)
        if alpha >= beta:
            break
    if table is not None:
        lo, hi = table.get(k, (-1e18, 1e18))
        if best <= a0:
            hi = best
        elif best >= b0:
            lo = best
        else:
            lo = hi = best
        table[k] = (lo, hi)
    return best


def solve_moves(game: Game[S, Any, Any], state: S, utilities: Utilities, team: bool,
                key: Callable[[S], Hashable] | None = None, moves: Any = None) -> dict[Action, float]:
    """Exact value for the seat to act of every legal action in ``state`` (its own utility; only the actions in
    ``moves``, when given). ``key`` maps a state to a hashable summary of everything that decides its future
    (default: the state itself, if hashable)."""
    seat = game.to_act(state)
    assert seat is not None, "a finished hand has no move to solve"
    out: dict[Action, float] = {}
    table: dict[Hashable, tuple[float, ...]] | None = {}
    if key is None:
        key = _identity
        try:
            hash(state)
        except TypeError:
            table = None
    if team:
        sign = 1.0 if seat % 2 == 0 else -1.0
        value = lambda r: utilities(r)[0]  # noqa: E731  team 0's utility (score difference)
        for action in game.legal_actions(state) if moves is None else moves:
            out[action] = sign * alphabeta(game, game.advance(state, action), value, table=table, key=key)
    else:
        for action in game.legal_actions(state) if moves is None else moves:
            out[action] = maxn(game, game.advance(state, action), utilities, table, key)[seat]
    return out


def brute_force(game: Game[S, Any, Any], state: S, utilities: Utilities, team: bool) -> tuple[float, ...]:
    """Reference: the same game values by plain recursion with no pruning and no table (tests only)."""
    seat = game.to_act(state)
    if seat is None:
        return utilities(game.hand_result(state))
    children = [brute_force(game, game.advance(state, a), utilities, team) for a in game.legal_actions(state)]
    if team:
        pick = max if seat % 2 == 0 else min
        return pick(children, key=lambda v: v[0])
    best = children[0]
    for v in children[1:]:
        if v[seat] > best[seat]:
            best = v
    return best
