"""Scoring a Rook hand and carrying the result into the match."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple, TypeAlias

from ...cards.notation import COLOURS
from ...engine.game import MatchState
from ...engine.results import REDEAL, Redeal
from ...messages import Message, Seat, Side
from .config import RookConfig

#: a tuple subclass built from its items without the named tuple's constructor
_new = tuple.__new__


class RookResult(NamedTuple):
    """The result of a played hand: the declarer's seat and bid, the trump colour (``"R"``, ``"Y"``, ``"G"``,
    ``"B"``), each team's points taken (team 0: seats 0 and 2), whether the bid was made, each team's score change,
    and the side that shot the moon (``shoot_the_moon``; None when none did). Its JSON (:meth:`to_json`) lists the
    keys in that order and leaves ``moon`` out when no side shot the moon."""

    declarer: int
    bid: int
    trump: str
    points: tuple[int, int]
    made: bool
    score: tuple[int, int]
    moon: int | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"declarer": self.declarer, "bid": self.bid, "trump": self.trump,
                               "points": [*self.points], "made": self.made, "score": [*self.score]}
        if self.moon is not None:
            out["moon"] = self.moon
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> RookResult:
        """The result whose :meth:`to_json` is ``data`` (raises ``KeyError``/``ValueError`` on a malformed one)."""
        p0, p1 = data["points"]
        s0, s1 = data["score"]
        moon = data.get("moon")
        return cls(int(data["declarer"]), int(data["bid"]), str(data["trump"]), (int(p0), int(p1)),
                   bool(data["made"]), (int(s0), int(s1)), None if moon is None else int(moon))


#: what a finished hand's state keeps as its result
HandResult: TypeAlias = RookResult | Redeal


def result_from_json(data: Mapping[str, Any]) -> HandResult:
    """The result whose JSON is ``data``: :data:`~tricktable.engine.results.REDEAL` or a :class:`RookResult`."""
    return REDEAL if data.get("redeal") else RookResult.from_json(data)


def score_hand(
    cfg: RookConfig,
    nest_points: int,
    declarer: int,
    bid: int,
    trump: int,
    captured: tuple[int, int],
    tricks: tuple[int, int],
    last_winner: int,
) -> RookResult:
    """The result of a played hand (docs/rules/rook.md): who took what, whether the bid was made, the score change.

    ``captured`` are the counters won in tricks; the nest's counters go to the last-trick team (or to the
    declarer's team), then the last-trick and majority-of-tricks bonuses are added. With ``shoot_the_moon`` a side
    that took every point scores double, and ``moon`` names it.
    """
    points = list(captured)
    points[nest_team(cfg, declarer, last_winner)] += nest_points
    points[last_winner & 1] += cfg.last_trick_bonus
    if cfg.majority_bonus and tricks[0] != tricks[1]:
        points[0 if tricks[0] > tricks[1] else 1] += cfg.majority_bonus
    p0, p1 = points
    us = declarer & 1
    ours = p1 if us else p0
    made = ours >= bid
    change = (bid if cfg.made_bid_scores == "bid" else ours) if made else -bid
    s0, s1 = (p0, change) if us else (change, p1)  # the other side scores what it took
    moon = None
    if cfg.shoot_the_moon:
        moon = 0 if p0 == cfg.total_points else 1 if p1 == cfg.total_points else None
        if moon is not None:  # the side that took every point scores double
            s0, s1 = (s0 * 2, s1) if moon == 0 else (s0, s1 * 2)
    # built as the tuple it is (``tuple.__new__``, not the named tuple's Python-level constructor): every rollout
    # and search playout ends here
    return _new(RookResult, (declarer, bid, COLOURS[trump], (p0, p1), made, (s0, s1), moon))


def nest_team(cfg: RookConfig, declarer: int, last_winner: int) -> int:
    """The team whose points the nest's counters join: the last trick's (or the declarer's, by the variant)."""
    return last_winner & 1 if cfg.nest_points_to == "last_trick" else declarer & 1


def match_after(cfg: RookConfig, match: MatchState, result: HandResult) -> MatchState:
    """The match after a hand: a redeal keeps the dealer and hand number; otherwise scores add up, the deal
    passes left, and the match ends once a team reaches the target (both over: the higher wins; a tie plays on).
    With the house rule ``minus_target_loses``, a team at minus the target or below loses (the other team wins)."""
    if isinstance(result, Redeal):
        return match
    scores = (int(match.scores[0]) + result.score[0], int(match.scores[1]) + result.score[1])  # Rook's are ints
    winner = None
    over = [s >= cfg.target for s in scores]
    if cfg.minus_target_loses:
        over = [o or scores[1 - i] <= -cfg.target for i, o in enumerate(over)]
    if any(over) and scores[0] != scores[1]:
        winner = 0 if scores[0] > scores[1] else 1  # the higher score is the one over the target (or not under)
    return MatchState(
        dealer=(match.dealer + 1) % 4,
        hand_number=match.hand_number + 1,
        scores=scores,
        hands=(*match.hands, result),
        winner=winner,
    )


def explain(result: HandResult) -> list[Message]:
    """A scored hand in words (docs/rules/rook.md): the contract and what the declarer's side took, made or set and so
    its score; what the other side took and scores; a side that shot the moon. A redeal says so."""
    if isinstance(result, Redeal):
        return [Message("explain-redeal", {})]
    us = result.declarer & 1
    points, score = result.points, result.score
    params = {"declarer": Seat(result.declarer), "side": Side(us), "bid": result.bid, "pts": points[us],
              "score": score[us]}
    if result.made:
        lines = [Message("explain-rook-made", params)]
    else:
        lines = [Message("explain-rook-set", {**params, "short": result.bid - points[us]})]
    lines.append(Message("explain-rook-other", {"side": Side(1 - us), "pts": points[1 - us], "score": score[1 - us]}))
    if result.moon is not None:
        lines.append(Message("explain-rook-moon", {"side": Side(result.moon)}))
    return lines
