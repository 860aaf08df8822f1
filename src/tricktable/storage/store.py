"""The game store: every match as a record (variant, options, seed, dealt cards, actions, results) in SQLite.

Writes commit before they return, so a caller that acknowledges an action after ``add_action`` never loses it.
A write the file cannot take now (another process holds the lock, a read-only file or file system, a full disk, an
I/O error) raises :class:`StoreUnavailable` having written nothing; writes made inside :meth:`Store.atomic` commit
together, all or none. The store deals in text and JSON only; it knows no game rules.
"""

from __future__ import annotations

import json
import math
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..messages import Message, MessageError
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

    def __init__(self, path: str | Path = ":memory:", busy_wait: float = 5.0) -> None:
        """Open (or create) the store at ``path``; a file this program cannot use raises :class:`StoreError`: not
        openable, not a SQLite database, a newer schema, or one that fails SQLite's ``quick_check``. A write waits
        up to ``busy_wait`` seconds for a lock another process holds (see :meth:`set_busy_wait`)."""
        self.path = str(path)
        self._lock = threading.RLock()
        self._batch: list[tuple[str, tuple[Any, ...]]] | None = None  # the writes of an open ``atomic()`` block
        try:
            self._conn = sqlite3.connect(self.path, timeout=busy_wait, check_same_thread=False, isolation_level=None)
        except sqlite3.Error as e:
            raise StoreError("store-cannot-open", path=self.path, reason=str(e)) from None
        try:
            self._open()
        except BaseException:
            self._conn.close()
            raise

    def _open(self) -> None:
        try:
            self._conn.execute("PRAGMA foreign_keys = ON")
            if self.path != ":memory:":
                self._conn.execute("PRAGMA journal_mode = WAL")
                self._conn.execute("PRAGMA synchronous = NORMAL")
                version = self._conn.execute("PRAGMA user_version").fetchone()[0]
                if version > SCHEMA_VERSION:
                    raise StoreError("store-newer-schema", path=self.path, version=version, known=SCHEMA_VERSION)
                problems = [r[0] for r in self._conn.execute("PRAGMA quick_check(3)").fetchall()]
                if problems != ["ok"]:
                    raise StoreError("store-damaged", path=self.path, reason="; ".join(problems)[:300])
            self.version = migrate(self._conn)
        except sqlite3.OperationalError as e:
            raise StoreError("store-cannot-open", path=self.path, reason=str(e)) from None
        except sqlite3.DatabaseError as e:
            key = "store-not-a-store" if "not a database" in str(e) else "store-damaged"
            raise StoreError(key, path=self.path, reason=str(e)) from None

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def set_busy_wait(self, seconds: float) -> None:
        """How long a write waits, blocking its thread, for a lock another process holds before it raises
        :class:`StoreUnavailable` (``busy``). The web server sets 0 and retries on its event loop instead."""
        with self._lock:
            self._conn.execute(f"PRAGMA busy_timeout = {max(0, int(seconds * 1000))}")

    @contextmanager
    def atomic(self) -> Iterator[None]:
        """The writes made inside the block commit together when it ends, all or none (if the block raises, none
        is made). Other threads wait for the block; nested blocks join the outermost one. A write inside is not
        visible to reads inside."""
        with self._lock:
            if self._batch is not None:
                yield
                return
            self._batch = []
            try:
                yield
                statements = self._batch
            finally:
                self._batch = None
            self._tx(statements)

    def _tx(self, statements: list[tuple[str, tuple[Any, ...]]]) -> None:
        with self._lock:
            if self._batch is not None:
                self._batch.extend(statements)
                return
            if not statements:
                return
            try:
                self._conn.execute("BEGIN IMMEDIATE")  # the write lock now, or SQLITE_BUSY before anything is done
                for sql, args in statements:
                    self._conn.execute(sql, args)
                self._conn.execute("COMMIT")
            except BaseException as e:
                if self._conn.in_transaction:  # (SQLite rolls back by itself on some errors, e.g. a full disk)
                    with suppress(sqlite3.Error):
                        self._conn.execute("ROLLBACK")
                reason = unavailable_reason(e) if isinstance(e, sqlite3.OperationalError) else None
                if reason is not None:
                    raise StoreUnavailable(reason, str(e)) from e
                raise

    def _query(self, sql: str, args: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        with self._lock:
            try:
                return self._conn.execute(sql, args).fetchall()
            except sqlite3.OperationalError as e:
                reason = unavailable_reason(e)
                if reason is None:
                    raise
                raise StoreUnavailable(reason, str(e)) from e

    # ------------------------------------------------------------ writes
    def create_game(
        self, game_id: str, variant: str, options: Mapping[str, Any], seed: int, first_dealer: int,
        players: list[str], tokens: Mapping[int, str], watch_token: str | None = None,
    ) -> None:
        now = time.time()
        stmts: list[tuple[str, tuple[Any, ...]]] = [(
            "INSERT INTO games (id, variant, options, seed, first_dealer, players, created, updated)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (game_id, variant, json.dumps(dict(options)), seed, first_dealer, json.dumps(players), now, now),
        )]
        stmts += [("INSERT INTO seat_tokens VALUES (?, ?, ?)", (game_id, s, t)) for s, t in tokens.items()]
        if watch_token is not None:
            stmts.append(("INSERT INTO watch_tokens VALUES (?, ?)", (game_id, watch_token)))
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
    def save_review(self, game_id: str, hand_seq: int, seat: int, review: Mapping[str, Any]) -> None:
        """Keep the hand review of ``seat`` for one hand (replacing an earlier one)."""
        self._tx([("INSERT OR REPLACE INTO reviews VALUES (?, ?, ?, ?)",
                   (game_id, hand_seq, seat, json.dumps(review)))])

    def reviews(self, game_id: str, seat: int) -> dict[int, dict[str, Any]]:
        """The stored hand reviews of ``seat`` in a game, by hand seq."""
        rows = self._query("SELECT hand_seq, review FROM reviews WHERE game_id = ? AND seat = ? ORDER BY hand_seq",
                           (game_id, seat))
        return {seq: json.loads(text) for seq, text in rows}

    def seat_for_token(self, game_id: str, token: str) -> int | None:
        rows = self._query("SELECT seat FROM seat_tokens WHERE game_id = ? AND token = ?", (game_id, token))
        return rows[0][0] if rows else None

    def watch_token_ok(self, game_id: str, token: str) -> bool:
        return bool(self._query("SELECT 1 FROM watch_tokens WHERE game_id = ? AND token = ?", (game_id, token)))

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
        """The newest ``limit`` games (of ``status``), newest first; a damaged row is left out."""
        out = []
        for i in reversed(self.game_ids(status)[-limit:]):
            try:
                g = self.load(i, with_hands=False)
            except ValueError:
                continue
            if g is not None:
                out.append(g)
        return out

    # ------------------------------------------------------------ export / import
    def export_json(self, ids: list[str] | None = None) -> dict[str, Any]:
        """Every game (or the given ones) as one JSON document, without the seat secrets."""
        games = [self.load(i) for i in (ids if ids is not None else self.game_ids())]
        return {"format": EXPORT_FORMAT, "schema": SCHEMA_VERSION,
                "games": [g.to_json() for g in games if g is not None]}

    def import_json(self, doc: Mapping[str, Any], check: Callable[[GameRow], None] | None = None) -> int:
        """Add the games of an export document, all of them or none: each is read strictly
        (:func:`game_from_json`) and passed to ``check`` (which raises ``ValueError`` to refuse it) before anything
        is written, then all are written in one transaction. Games whose id is already stored are skipped.
        Returns how many were added; raises :class:`RecordError` (a message id, ``record-in-game`` naming the game
        with the reason nested as ``reason``: the reader's language is the caller's business)."""
        if not isinstance(doc, Mapping) or doc.get("format") != EXPORT_FORMAT:
            found = doc.get("format") if isinstance(doc, Mapping) else type(doc).__name__
            raise RecordError("record-not-records", found=str(found)[:100])
        games = doc.get("games", [])
        if not isinstance(games, list):
            raise RecordError("record-games-list")
        rows: list[GameRow] = []
        seen: set[str] = set()
        for i, g in enumerate(games):
            gid = g.get("id") if isinstance(g, Mapping) else None
            try:
                row = game_from_json(g)
                if row.id in seen:
                    raise RecordError("record-twice")
                seen.add(row.id)
                if check is not None:
                    check(row)
            except (ValueError, TypeError, KeyError) as e:
                reason = e.message if isinstance(e, MessageError) else Message("record-invalid", {"detail": str(e)})
                if isinstance(gid, str):
                    raise RecordError("record-in-game", game=gid[:100], reason=reason) from None
                raise RecordError("record-in-game-number", n=i + 1, reason=reason) from None
            if self.load(row.id, with_hands=False) is None:
                rows.append(row)
        stmts: list[tuple[str, tuple[Any, ...]]] = []
        for row in rows:
            stmts.append((
                "INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (row.id, row.variant, json.dumps(row.options), row.seed, row.first_dealer, json.dumps(row.players),
                 row.status, json.dumps(row.scores) if row.scores is not None else None, row.winner, row.created,
                 row.updated),
            ))
            for h in row.hands:
                stmts.append((
                    "INSERT INTO hands VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (row.id, h.seq, h.number, h.dealer, h.attempt, json.dumps(h.hands), h.extra,
                     json.dumps(h.result) if h.result is not None else None),
                ))
                stmts += [("INSERT INTO actions VALUES (?, ?, ?, ?, ?)", (row.id, h.seq, step, seat, action))
                          for step, (seat, action) in enumerate(h.actions)]
        self._tx(stmts)
        return len(rows)


class StoreError(ValueError):
    """A store file this program cannot use: a message id (``store-…``, in the catalogs) and its parameters, shown
    in the reader's language by whoever reports it."""

    def __init__(self, msg_id: str, **params: Any) -> None:
        super().__init__(f"{msg_id}: {params}")
        self.msg_id, self.params = msg_id, params


#: SQLite's primary result codes that mean the file cannot take a write now: (code, reason)
_UNAVAILABLE = {5: "busy", 6: "busy", 8: "read-only", 10: "io-error", 13: "full", 14: "cannot-open", 15: "busy"}


def unavailable_reason(e: sqlite3.Error) -> str | None:
    """Why SQLite could not write (``busy``, ``read-only``, ``io-error``, ``full``, ``cannot-open``), or None for
    an error that is not about the file (a bug, a constraint)."""
    code = getattr(e, "sqlite_errorcode", None)
    return _UNAVAILABLE.get(code & 0xFF) if isinstance(code, int) else None


class StoreUnavailable(RuntimeError):
    """The store cannot save now; nothing was written. ``msg_id`` is the catalog's ``store-unavailable`` (the
    person who acted is told it); ``reason`` is SQLite's (``busy``: another process holds the lock, which may clear
    in a moment; ``read-only``, ``full``, ``io-error``, ``cannot-open``: until someone fixes the file or disk)."""

    msg_id = "store-unavailable"

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(f"the game store cannot save now ({reason}: {detail})")
        self.reason = reason
        self.params: dict[str, Any] = {}

    @property
    def busy(self) -> bool:
        return self.reason == "busy"


class RecordError(MessageError):
    """A game record that is not in the records format (a missing field, a wrong type, a value out of range), or
    an import refused: a message id (``record-…``, in the catalogs) and its parameters, written in the reader's
    language by whoever reports it (``str()`` is English, for logs)."""


#: the largest number SQLite's INTEGER holds (seeds are 0 ... this)
MAX_INT = 2**63 - 1
_ID_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
_STATUS_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz_")


def _need(ok: bool, msg_id: str, hand: int | None = None, **params: Any) -> None:
    """Raise :class:`RecordError` ``msg_id`` unless ``ok`` (inside ``record-in-hand`` when ``hand`` is given)."""
    if not ok:
        if hand is None:
            raise RecordError(msg_id, **params)
        raise RecordError("record-in-hand", hand=hand, reason=Message(msg_id, params))


def _int(value: Any, name: str, lo: int = 0, hi: int = MAX_INT, hand: int | None = None) -> int:
    _need(isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi,
          "record-whole-number", hand, field=name, lo=lo, hi=hi)
    return value


def _text(value: Any, name: str, longest: int, hand: int | None = None) -> str:
    _need(isinstance(value, str) and len(value) <= longest, "record-text", hand, field=name, most=longest)
    return value


def _time(value: Any, name: str) -> float:
    _need(isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value) and value >= 0,
          "record-time", field=name)
    return float(value)


def _json_value(value: Any, name: str, hand: int | None = None) -> Any:
    try:
        json.dumps(value, allow_nan=False)
    except (TypeError, ValueError):
        _need(False, "record-plain-json", hand, field=name)
    return value


def game_from_json(g: Any) -> GameRow:
    """Read one game of an export document strictly (types, ranges, hands numbered 0, 1, ... in order). The rules
    are not consulted here: the table layer replays the record to check it."""
    _need(isinstance(g, Mapping), "record-object")
    gid = _text(g.get("id"), "id", 100)
    _need(bool(gid) and set(gid) <= _ID_CHARS, "record-id-chars")
    options = g.get("options", {})
    _need(isinstance(options, Mapping), "record-options")
    players = g.get("players", [])
    _need(isinstance(players, list) and 1 <= len(players) <= 8, "record-players", most=8)
    status = _text(g.get("status", "finished"), "status", 20)
    _need(bool(status) and set(status) <= _STATUS_CHARS, "record-status")
    scores = g.get("scores")
    _need(scores is None or isinstance(scores, list), "record-scores")
    winner = g.get("winner")
    hands_json = g.get("hands", [])
    _need(isinstance(hands_json, list), "record-hands")
    now = time.time()
    row = GameRow(
        gid, _text(g.get("variant"), "variant", 80), dict(_json_value(dict(options), "options")),
        _int(g.get("seed"), "seed"), _int(g.get("first_dealer"), "first_dealer", 0, 7),
        [_text(p, "players", 80) for p in players], status, _json_value(scores, "scores"),
        None if winner is None else _int(winner, "winner", 0, 7), _time(g.get("created", now), "created"),
        _time(g.get("updated", now), "updated"))
    for i, h in enumerate(hands_json):
        _need(isinstance(h, Mapping), "record-hand-object", i)
        seq = h.get("seq")
        _need(seq == i and not isinstance(seq, bool), "record-hand-seq", i, seq=str(seq)[:20])
        cards = h.get("hands")
        _need(isinstance(cards, list) and 1 <= len(cards) <= 8, "record-dealt", i)
        actions = h.get("actions", [])
        _need(isinstance(actions, list), "record-actions", i)
        pairs = []
        for a in actions:
            _need(isinstance(a, Mapping), "record-action-object", i)
            pairs.append((_int(a.get("seat"), "seat", 0, 7, i), _text(a.get("action"), "action", 300, i)))
        result = h.get("result")
        _need(result is None or isinstance(result, Mapping), "record-result", i)
        row.hands.append(HandRow(
            i, _int(h.get("number"), "number", hand=i), _int(h.get("dealer"), "dealer", 0, 7, i),
            _int(h.get("attempt", 0), "attempt", hand=i), [_text(c, "hands", 1000, i) for c in cards],
            _text(h.get("extra", ""), "extra", 1000, i),
            None if result is None else dict(_json_value(dict(result), "result", i)), pairs))
    return row
