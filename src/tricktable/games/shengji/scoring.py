"""Round scoring and level changes (docs/rules/shengji.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from ...messages import Message, Side

ACE = 12
#: the attackers' points from which they take over as defenders (below it the defenders keep the deal and go up)
TAKE_OVER = 80
#: the points worth one more level on either side of :data:`TAKE_OVER`
LEVEL_STEP = 40


class HandOutcome(NamedTuple):
    """The result of one hand: attackers' points P (kitty bonus included), the new levels, next dealer, winner."""

    attacker_points: int
    kitty_points: int
    levels: tuple[int, int]
    next_dealer: int
    winner: int | None


class TractorResult(NamedTuple):
    """The result of a played hand: the dealer, the trump (a suit letter or ``"NT"``) and the level played, the
    attackers' points (kitty bonus included) and the kitty's own points, each team's level after the hand (rank
    texts, ``"A+1"`` past A), the next dealer and the team that won the match with this hand (None while it goes
    on). Its JSON (:meth:`to_json`) has these keys in this order, the levels as ``{"0": …, "1": …}``."""

    dealer: int
    trump: str | None
    level: str
    attacker_points: int
    kitty_points: int
    levels: tuple[str, str]
    next_dealer: int
    winner: int | None

    def to_json(self) -> dict[str, Any]:
        return {"dealer": self.dealer, "trump": self.trump, "level": self.level,
                "attacker_points": self.attacker_points, "kitty_points": self.kitty_points,
                "levels": {"0": self.levels[0], "1": self.levels[1]}, "next_dealer": self.next_dealer,
                "winner": self.winner}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TractorResult:
        """The result whose :meth:`to_json` is ``data`` (raises ``KeyError``/``ValueError`` on a malformed one)."""
        levels, trump, winner = data["levels"], data["trump"], data["winner"]
        return cls(int(data["dealer"]), None if trump is None else str(trump), str(data["level"]),
                   int(data["attacker_points"]), int(data["kitty_points"]), (str(levels["0"]), str(levels["1"])),
                   int(data["next_dealer"]), None if winner is None else int(winner))


def kitty_multiplier(n_last: int, rule: str = "times") -> int:
    """How many times the kitty counts for attackers who win the last trick, led with ``n_last`` cards:
    2·n_last (``times``) or 2**n_last (``power``)."""
    return 2 * n_last if rule == "times" else 2**n_last


def kitty_bonus(kitty_points: int, n_last: int, rule: str = "times") -> int:
    """The kitty's worth to attackers who win the last trick: its points × :func:`kitty_multiplier`."""
    return kitty_points * kitty_multiplier(n_last, rule)


def level_change(points: int) -> tuple[bool, int]:
    """``(defenders_keep, levels_gained)`` for attackers' points P: 0 → +3, 5-35 → +2, 40-75 → +1 (defenders);
    80-115 → +0, P ≥ 120 → +⌊(P−80)/40⌋ (attackers take over)."""
    if points < TAKE_OVER:
        return True, 3 if points == 0 else 2 if points < TAKE_OVER - LEVEL_STEP else 1
    return False, (points - TAKE_OVER) // LEVEL_STEP


def explain(result: TractorResult) -> list[Message]:
    """A scored hand in words (the level table of :func:`level_change`): the attackers' points (kitty bonus
    included), which side goes up and by how many levels, and who defends next (or, at the match's end, who won it)."""
    defenders = result.dealer % 2
    attackers = 1 - defenders
    points = result.attacker_points
    keep, gain = level_change(points)
    team = defenders if keep else attackers
    lines = [Message("explain-sj-points", {"side": Side(attackers), "pts": points})]
    if gain:
        lines.append(Message("explain-sj-up", {"side": Side(team), "n": gain, "level": result.levels[team]}))
    else:
        lines.append(Message("explain-sj-no-change", {}))
    if result.winner is not None:  # the match is over: nobody defends a next hand
        lines.append(Message("explain-sj-match-won", {"side": Side(result.winner)}))
    else:
        lines.append(Message("explain-sj-keep" if keep else "explain-sj-take-over", {"side": Side(team)}))
    return lines


def score_hand(
    levels: tuple[int, int],
    dealer: int,
    card_points: int,
    kitty_points: int,
    last_winner: int,
    n_last: int,
    *,
    rule: str = "times",
    must_defend_a: bool = False,
) -> HandOutcome:
    """Score a finished hand: ``card_points`` are the point cards the attackers took in tricks."""
    defenders, attackers = dealer % 2, (dealer + 1) % 2
    points = card_points + (kitty_bonus(kitty_points, n_last, rule) if last_winner % 2 == attackers else 0)
    keep, gain = level_change(points)
    team = defenders if keep else attackers
    new = list(levels)
    if must_defend_a:
        won = keep and levels[defenders] == ACE
        new[team] = min(ACE, new[team] + gain)
    else:
        new[team] += gain
        won = new[team] > ACE
    next_dealer = (dealer + 2) % 4 if keep else (dealer + 1) % 4
    return HandOutcome(points, kitty_points, (new[0], new[1]), next_dealer, team if won else None)
