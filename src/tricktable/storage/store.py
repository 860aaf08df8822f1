"""The game store: every match as a record (variant, options, seed, dealt cards, actions, results) in SQLite.

Writes commit before they return, so a caller that acknowledges an action after ``add_action`` never loses it.
The store deals in text and JSON only; it knows no game rules.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .schema import SCHEMA_VERSION, migrate

EXPORT_FORMAT = "tricktable-records/1"


def default_db_path() -> Path:
    """``games.sqlite3`` in the user's data directory (created if needed)."""
    from platformdirs import user_data_dir

    path = Path(user_data_dir("tricktable", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path / "games.sqlite3"


@dataclass
class HandRow:
    seq: int
    number: int
    dealer: int
    attempt: int
    hands: list[str]
    extra: str
    result: dict[str, Any] | None
    actions: list[tuple[int, str]] = field(default_factory=list)  # (seat, action text)

    def to_json(self) -> dict[str, Any]:
        return {
            "seq": self.seq, "number": self.number, "dealer": self.dealer, "attempt": self.attempt,
            "hands": self.hands, "extra": self.extra, "result": self.result,
            "actions": [{"seat": s, "action": a} for s, a in self.actions],
        }


@dataclass
class GameRow:
    id: str
    variant: str
    options: dict[str, Any]
    seed: int
    first_dealer: int
    players: list[str]
    status: str
    scores: list[Any] | None
    winner: int | None
    created: float
    updated: float
    hands: list[HandRow] = field(default_factory=list)
    names: list[str | None] | None = None  # the players' names (a room's game); None for the AI's seats

    def to_json(self, with_hands: bool = True) -> dict[str, Any]:
        out = {
            "id": self.id, "variant": self.variant, "options": self.options, "seed": self.seed,
            "first_dealer": self.first_dealer, "players": self.players, "status": self.status,
            "scores": self.scores, "winner": self.winner, "created": self.created, "updated": self.updated,
        }
        if self.names is not None:
            out["names"] = self.names
        if with_hands:
            out["hands"] = [h.to_json() for h in self.hands]
        return out


class Store:
    """A SQLite game store. Safe to share between threads (one connection behind a lock)."""

    def __init__(self, path: str | Path = ":memory:") -> None:
        self.path = str(path)
        self._lock = threading.RLock()
        self._conn = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self._conn.execute("PRAGMA foreign_keys = ON")
        if self.path != ":memory:":
            self._conn.execute("PRAGMA journal_mode = WAL")
            self._conn.execute("PRAGMA synchronous = NORMAL")
        self.version = migrate(self._conn)

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def _tx(self, statements: list[tuple[str, tuple[Any, ...]]]) -> None:
        with self._lock:
            self._conn.execute("BEGIN")
            try:
                for sql, args in statements:
                    self._conn.execute(sql, args)
                self._conn.execute("COMMIT")
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise

    def _query(self, sql: str, args: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        with self._lock:
            return self._conn.execute(sql, args).fetchall()

    # ------------------------------------------------------------ writes
    def create_game(
        self, game_id: str, variant: str, options: Mapping[str, Any], seed: int, first_dealer: int,
        players: list[str], tokens: Mapping[int, str],
    ) -> None:
        now = time.time()
        stmts: list[tuple[str, tuple[Any, ...]]] = [(
            "INSERT INTO games (id, variant, options, seed, first_dealer, players, created, updated)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (game_id, variant, json.dumps(dict(options)), seed, first_dealer, json.dumps(players), now, now),
        )]
        stmts += [("INSERT INTO seat_tokens VALUES (?, ?, ?)", (game_id, s, t)) for s, t in tokens.items()]
        self._tx(stmts)

    def add_hand(self, game_id: str, seq: int, number: int, dealer: int, attempt: int, hands: list[str],
                 extra: str) -> None:
        self._tx([(
            "INSERT INTO hands (game_id, seq, number, dealer, attempt, cards, extra) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (game_id, seq, number, dealer, attempt, json.dumps(hands), extra),
        ), ("UPDATE games SET updated = ? WHERE id = ?", (time.time(), game_id))])

    def add_action(self, game_id: str, hand_seq: int, step: int, seat: int, action: str) -> None:
        """Record one action; returns only once it is committed."""
        self._tx([("INSERT INTO actions VALUES (?, ?, ?, ?, ?)", (game_id, hand_seq, step, seat, action))])

    def finish_hand(self, game_id: str, hand_seq: int, result: Mapping[str, Any], scores: list[Any],
                    winner: int | None) -> None:
        status = "finished" if winner is not None else "active"
        self._tx([
            ("UPDATE hands SET result = ? WHERE game_id = ? AND seq = ?", (json.dumps(result), game_id, hand_seq)),
            ("UPDATE games SET scores = ?, winner = ?, status = ?, updated = ? WHERE id = ?",
             (json.dumps(scores), winner, status, time.time(), game_id)),
        ])

    def end_game(self, game_id: str, winner: int | None, status: str = "finished") -> None:
        """Close a match: an open-ended one stopped (``finished``, with its winner) or one abandoned before it was
        decided (``abandoned``, no winner). Either way it will not be resumed."""
        if status not in ("finished", "abandoned"):
            raise ValueError(f"a game ends finished or abandoned, not {status!r}")
        self._tx([("UPDATE games SET status = ?, winner = ?, updated = ? WHERE id = ?",
                   (status, winner, time.time(), game_id))])

    def set_players(self, game_id: str, players: list[str]) -> None:
        """The kind of player in each seat changed (a seat handed to the AI or taken back)."""
        self._tx([("UPDATE games SET players = ?, updated = ? WHERE id = ?",
                   (json.dumps(players), time.time(), game_id))])

    def set_names(self, game_id: str, names: list[str | None]) -> None:
        """The players' names of a room's game (None: a seat the AI plays), shown in its history and replay."""
        self._tx([("INSERT INTO game_names (game_id, names) VALUES (?, ?)"
                   " ON CONFLICT(game_id) DO UPDATE SET names = excluded.names", (game_id, json.dumps(names)))])

    # ------------------------------------------------------------ reads
    def seat_for_token(self, game_id: str, token: str) -> int | None:
        rows = self._query("SELECT seat FROM seat_tokens WHERE game_id = ? AND token = ?", (game_id, token))
        return rows[0][0] if rows else None

    def tokens(self, game_id: str) -> dict[int, str]:
        return dict(self._query("SELECT seat, token FROM seat_tokens WHERE game_id = ?", (game_id,)))

    def game_ids(self, status: str | None = None) -> list[str]:
        if status is None:
            return [r[0] for r in self._query("SELECT id FROM games ORDER BY created")]
        return [r[0] for r in self._query("SELECT id FROM games WHERE status = ? ORDER BY created", (status,))]

    def load(self, game_id: str, with_hands: bool = True) -> GameRow | None:
        rows = self._query(
            "SELECT id, variant, options, seed, first_dealer, players, status, scores, winner, created, updated"
            " FROM games WHERE id = ?", (game_id,))
        if not rows:
            return None
        r = rows[0]
        game = GameRow(r[0], r[1], json.loads(r[2]), r[3], r[4], json.loads(r[5]), r[6],
                       json.loads(r[7]) if r[7] else None, r[8], r[9], r[10])
        names = self._query("SELECT names FROM game_names WHERE game_id = ?", (game_id,))
        if names:
            game.names = json.loads(names[0][0])
        if with_hands:
            game.hands = list(self._hands(game_id))
        return game

    def _hands(self, game_id: str) -> Iterator[HandRow]:
        actions: dict[int, list[tuple[int, str]]] = {}
        for seq, seat, action in self._query(
                "SELECT hand_seq, seat, action FROM actions WHERE game_id = ? ORDER BY hand_seq, step", (game_id,)):
            actions.setdefault(seq, []).append((seat, action))
        for seq, number, dealer, attempt, cards, extra, result in self._query(
                "SELECT seq, number, dealer, attempt, cards, extra, result FROM hands WHERE game_id = ? ORDER BY seq",
                (game_id,)):
            yield HandRow(seq, number, dealer, attempt, json.loads(cards), extra,
                          json.loads(result) if result else None, actions.get(seq, []))

    def list_games(self, status: str | None = None, limit: int = 200) -> list[GameRow]:
        ids = self.game_ids(status)[-limit:]
        return [g for g in (self.load(i, with_hands=False) for i in reversed(ids)) if g is not None]

    # ------------------------------------------------------------ export / import
    def export_json(self, ids: list[str] | None = None) -> dict[str, Any]:
        """Every game (or the given ones) as one JSON document, without the seat secrets."""
        games = [self.load(i) for i in (ids if ids is not None else self.game_ids())]
        return {"format": EXPORT_FORMAT, "schema": SCHEMA_VERSION,
                "games": [g.to_json() for g in games if g is not None]}

    def import_json(self, doc: Mapping[str, Any]) -> int:
        """Add the games of an export document; games whose id already exists are skipped. Returns how many."""
        if doc.get("format") != EXPORT_FORMAT:
            raise ValueError(f"not a tricktable records file (format {doc.get('format')!r})")
        added = 0
        for g in doc.get("games", []):
            if self.load(g["id"], with_hands=False) is not None:
                continue
            stmts: list[tuple[str, tuple[Any, ...]]] = [(
                "INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (g["id"], g["variant"], json.dumps(g.get("options", {})), int(g["seed"]), int(g["first_dealer"]),
                 json.dumps(g.get("players", [])), g.get("status", "finished"),
                 json.dumps(g["scores"]) if g.get("scores") is not None else None, g.get("winner"),
                 float(g.get("created", time.time())), float(g.get("updated", time.time()))),
            )]
            for h in g.get("hands", []):
                stmts.append((
                    "INSERT INTO hands VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (g["id"], h["seq"], h["number"], h["dealer"], h.get("attempt", 0), json.dumps(h["hands"]),
                     h.get("extra", ""), json.dumps(h["result"]) if h.get("result") is not None else None),
                ))
                for step, a in enumerate(h.get("actions", [])):
                    stmts.append(("INSERT INTO actions VALUES (?, ?, ?, ?, ?)",
                                  (g["id"], h["seq"], step, int(a["seat"]), a["action"])))
            self._tx(stmts)
            added += 1
        return added
