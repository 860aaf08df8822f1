"""What one finished hand means for each seat: points, its share of the hand's win, bids/calls made.

Reads the family's ``hand_result`` keys (issue contract): Callbreak ``score`` per seat and ``calls``; Rook ``score``
per team, ``declarer`` and ``made``; Tractor ``attacker_points``, ``dealer`` and ``levels``.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ...engine import Game

_RANK_ORDER = "23456789TJQKA"


class SeatOutcome(NamedTuple):
    points: float  # the seat's (or its team's) score change this hand
    # its share of the win: 1 if its side did better than every other, 1/k if k sides tie for the best, else 0, so
    # the shares of a hand sum to 1 (team games: given for seats 0 and 1 only, one record per partnership)
    won: float | None
    bid: bool | None  # None: made no contract this hand; else whether its bid/call was made


def _level_index(level: Any) -> int:
    if isinstance(level, int):  # the engine's own index (0 = level 2)
        return level
    text = str(level).upper()
    if text in ("10", "T"):
        return _RANK_ORDER.index("T")
    if text.startswith("A") and len(text) > 1:  # "A+" / past A
        return len(_RANK_ORDER)
    return _RANK_ORDER.index(text) if text in _RANK_ORDER else 0


def win_shares(scores: list[float]) -> list[float]:
    """Each side's share of the win: the best score wins, and ``k`` sides tied for it get ``1/k`` each."""
    best = max(scores)
    tied = sum(1 for x in scores if x == best)
    return [1.0 / tied if x == best else 0.0 for x in scores]


def outcomes(game: Game, result: dict[str, Any], levels_before: Any = None) -> list[SeatOutcome]:
    """One :class:`SeatOutcome` per seat for a finished hand (a redeal scores nothing for anybody)."""
    if result.get("redeal"):  # nobody did better: every side ties
        team = game.scoring_unit == "team"
        return [SeatOutcome(0.0, (0.5 if team else 0.25) if s < 2 or not team else None, None) for s in range(4)]
    if game.family == "shengji":
        return _shengji(result, levels_before)
    score = [float(x) for x in result["score"]]
    if len(score) == 4:  # individual scoring (Callbreak)
        shares = win_shares(score)
        calls = result.get("calls")
        return [SeatOutcome(score[s], shares[s], (score[s] > 0) if calls else None) for s in range(4)]
    shares = win_shares(score)
    declarer = result.get("declarer")
    out = []
    for s in range(4):
        team = s % 2
        bid = bool(result.get("made")) if declarer == s else None  # one record per contract, not per partner
        out.append(SeatOutcome(score[team], shares[team] if s < 2 else None, bid))
    return out


def _shengji(result: dict[str, Any], levels_before: Any) -> list[SeatOutcome]:
    """Tractor: a side's points are the levels it gained minus the levels the other side gained."""
    after = result.get("levels") or {}
    gain = [0.0, 0.0]
    for team in (0, 1):
        a = after.get(str(team), after.get(team)) if isinstance(after, dict) else after[team]
        if isinstance(levels_before, dict):
            b = levels_before.get(str(team), levels_before.get(team))
        else:
            b = None if levels_before is None else levels_before[team]
        if a is not None and b is not None:
            gain[team] = float(_level_index(a) - _level_index(b))
    dealer_team = int(result.get("dealer", 0)) % 2
    shares = win_shares(gain)
    out = []
    for s in range(4):
        team = s % 2
        pts = gain[team] - gain[1 - team]
        made = (gain[dealer_team] > 0) if s == int(result.get("dealer", 0)) else None
        out.append(SeatOutcome(pts, shares[team] if s < 2 else None, made))
    return out
