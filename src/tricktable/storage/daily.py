"""The daily challenge's tables in the game store: each day's secret and hash, the AI's result on each deal, and
the players' attempts with the game of each deal they played. Plain text and numbers; what they mean is
``table.daily``'s business. Writes commit before they return; a player is named here only by ``player`` (the
hash of the key their browser keeps, never the key itself) and the name they chose."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from .store import Store


@dataclass
class DailyDeal:
    deal: int
    game_id: str
    points: float | None  # None while the deal is being played


@dataclass
class DailyEntry:
    """One player's attempt at one variant on one day."""

    day: str
    variant: str
    player: str
    name: str
    created: float
    finished: float | None  # when its last deal was played out (None: not yet, or never)
    deals: list[DailyDeal] = field(default_factory=list)

    def points(self) -> list[float]:
        return [d.points for d in self.deals if d.points is not None]


class DailyRecords:
    """The daily tables of ``store`` (sharing its connection and lock)."""

    def __init__(self, store: Store) -> None:
        self.store = store

    # ------------------------------------------------------------ days
    def day(self, day: str) -> tuple[str, str] | None:
        """``(secret, hash)`` of ``day``, or None if it was never opened."""
        rows = self.store._query("SELECT secret, hash FROM daily_days WHERE day = ?", (day,))
        return (rows[0][0], rows[0][1]) if rows else None

    def open_day(self, day: str, secret: str, digest: str) -> tuple[str, str]:
        """Keep ``day``'s secret and hash unless the day already has them; returns the ones kept (the first
        writer's, when two open it at once)."""
        self.store._tx([("INSERT INTO daily_days (day, secret, hash, created) VALUES (?, ?, ?, ?)"
                         " ON CONFLICT (day) DO NOTHING", (day, secret, digest, time.time()))])
        kept = self.day(day)
        assert kept is not None
        return kept

    def days(self, limit: int = 60) -> list[str]:
        """The newest ``limit`` days ever opened, newest first."""
        return [r[0] for r in self.store._query("SELECT day FROM daily_days ORDER BY day DESC LIMIT ?", (limit,))]

    # ------------------------------------------------------------ the AI's results
    def ai_points(self, day: str, variant: str) -> dict[int, float]:
        """Deal index -> the AI's result from the players' seat, for the deals computed so far."""
        return {int(d): float(p) for d, p in self.store._query(
            "SELECT deal, points FROM daily_ai WHERE day = ? AND variant = ?", (day, variant))}

    def save_ai(self, day: str, variant: str, deal: int, points: float) -> None:
        self.store._tx([("INSERT INTO daily_ai (day, variant, deal, points) VALUES (?, ?, ?, ?)"
                         " ON CONFLICT (day, variant, deal) DO NOTHING", (day, variant, deal, float(points)))])

    # ------------------------------------------------------------ attempts
    def entry(self, day: str, variant: str, player: str) -> DailyEntry | None:
        rows = self.store._query("SELECT name, created, finished FROM daily_entries WHERE day = ? AND variant = ?"
                                 " AND player = ?", (day, variant, player))
        if not rows:
            return None
        name, created, finished = rows[0]
        out = DailyEntry(day, variant, player, name, float(created), None if finished is None else float(finished))
        out.deals = [DailyDeal(int(d), g, None if p is None else float(p)) for d, g, p in self.store._query(
            "SELECT deal, game_id, points FROM daily_deals WHERE day = ? AND variant = ? AND player = ?"
            " ORDER BY deal", (day, variant, player))]
        return out

    def name_holder(self, day: str, variant: str, name_key: str) -> str | None:
        """The player who chose the name ``name_key`` (its folded form) for ``variant`` on ``day``, if any."""
        rows = self.store._query("SELECT player FROM daily_entries WHERE day = ? AND variant = ? AND name_key = ?",
                                 (day, variant, name_key))
        return rows[0][0] if rows else None

    def start(self, day: str, variant: str, player: str, name: str, name_key: str) -> None:
        """The player's attempt begins (raises the store's integrity error if the player or the name has one)."""
        self.store._tx([("INSERT INTO daily_entries (day, variant, player, name, name_key, created)"
                         " VALUES (?, ?, ?, ?, ?, ?)", (day, variant, player, name, name_key, time.time()))])

    def add_deal(self, day: str, variant: str, player: str, deal: int, game_id: str) -> None:
        self.store._tx([("INSERT INTO daily_deals (day, variant, player, deal, game_id) VALUES (?, ?, ?, ?, ?)",
                         (day, variant, player, deal, game_id))])

    def deal_of(self, game_id: str) -> tuple[str, str, str, int, float | None] | None:
        """``(day, variant, player, deal, points)`` of a daily challenge's game, or None for any other game."""
        rows = self.store._query("SELECT day, variant, player, deal, points FROM daily_deals WHERE game_id = ?",
                                 (game_id,))
        if not rows:
            return None
        day, variant, player, deal, points = rows[0]
        return day, variant, player, int(deal), None if points is None else float(points)

    def deal_played(self, game_id: str, points: float, finished: float | None) -> None:
        """Keep the result of the deal played in ``game_id``; ``finished`` (a time) also closes the attempt (its
        last deal). Both in one transaction; a result already kept is not changed."""
        stmts: list[tuple[str, tuple[Any, ...]]] = [(
            "UPDATE daily_deals SET points = ? WHERE game_id = ? AND points IS NULL", (float(points), game_id))]
        if finished is not None:
            stmts.append(("UPDATE daily_entries SET finished = ? WHERE finished IS NULL AND (day, variant, player) IN"
                          " (SELECT day, variant, player FROM daily_deals WHERE game_id = ?)", (finished, game_id)))
        self.store._tx(stmts)

    def finished(self, day: str, variant: str) -> list[DailyEntry]:
        """Every attempt at ``variant`` on ``day`` played to its end, with its deals."""
        players = [r[0] for r in self.store._query(
            "SELECT player FROM daily_entries WHERE day = ? AND variant = ? AND finished IS NOT NULL ORDER BY finished",
            (day, variant))]
        return [e for e in (self.entry(day, variant, p) for p in players) if e is not None]

    def totals(self, variant: str, days: int = 366) -> list[tuple[str, str, str, float, int]]:
        """Each finished attempt at ``variant`` of the newest ``days`` days: ``(day, name, name_key, the sum of
        its results, its deals)``."""
        return [(d, n, k, float(s), int(c)) for d, n, k, s, c in self.store._query(
            "SELECT e.day, e.name, e.name_key, SUM(d.points), COUNT(d.points) FROM daily_entries e"
            " JOIN daily_deals d ON d.day = e.day AND d.variant = e.variant AND d.player = e.player"
            " WHERE e.variant = ? AND e.finished IS NOT NULL AND e.day IN"
            " (SELECT day FROM daily_days ORDER BY day DESC LIMIT ?)"
            " GROUP BY e.day, e.player, e.name, e.name_key", (variant, days))]

    def ai_totals(self, variant: str) -> dict[str, tuple[float, int]]:
        """Day -> (the sum of the AI's results on ``variant``'s deals that day, how many deals)."""
        return {d: (float(s), int(c)) for d, s, c in self.store._query(
            "SELECT day, SUM(points), COUNT(*) FROM daily_ai WHERE variant = ? GROUP BY day", (variant,))}
