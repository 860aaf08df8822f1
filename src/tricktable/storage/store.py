"""The game store: every match as a record (variant, options, seed, dealt cards, actions, results) in SQLite (a file,
the default: ``sqlite``) or PostgreSQL (a server several processes share: ``postgres``), the same records either way.

Writes commit before they return, so a caller that acknowledges an action after ``add_action`` never loses it.
A write the database cannot take now (another process holds the lock, a read-only file or file system, a full disk,
an I/O error, a lost connection to the server) raises :class:`StoreUnavailable` having written nothing; writes made
inside :meth:`Store.atomic` commit together, all or none. The store deals in text and JSON only; it knows no game
rules. SQL text, which backend holds it (``database.Database``), and why psycopg: docs/hosting.md.
"""

from __future__ import annotations

import json
import math
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..messages import Message, MessageError
from .database import Database, Statement
from .errors import StoreError, StoreUnavailable
from .schema import SCHEMA_VERSION
from .sqlite import SQLiteDatabase

__all__ = ["GameRow", "HandRow", "RecordError", "Store", "StoreError", "StoreUnavailable", "game_from_json",
           "is_database_url"]

EXPORT_FORMAT = "tricktable-records/1"


def is_database_url(target: str) -> bool:
    """True for an address of a database server (``scheme://…``) rather than a file path: ``postgresql://`` and
    ``postgres://`` are opened, any other scheme is refused with ``store-bad-url``."""
    scheme, sep, _ = target.partition("://")
    return bool(sep) and scheme.replace("+", "").isalnum()


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
    """A game store in SQLite (a file, the default) or PostgreSQL (a ``postgresql://`` address: several server
    processes share it). Safe to share between threads (one connection behind a lock)."""

    def __init__(self, path: str | Path = ":memory:", busy_wait: float = 5.0) -> None:
        """Open (or create) the store at ``path``, a file or a ``postgresql://`` address (see
        :func:`is_database_url`); one this program cannot use raises :class:`StoreError`: not openable or not
        reachable, not a store, a newer schema, or one that fails the integrity check. A write waits up to
        ``busy_wait`` seconds for a lock another process holds (see :meth:`set_busy_wait`)."""
        if is_database_url(str(path)):
            from .postgres import PostgresDatabase

            self._db: Database = PostgresDatabase(str(path), busy_wait)
        else:
            self._db = SQLiteDatabase(path, busy_wait)
        self.path = self._db.where  # what to show people: the file, or the address without its password
        self.version = self._db.version
        self._lock = self._db.lock
        self._local = threading.local()  # per thread: the writes of its open ``atomic()`` or ``collect()``

    @property
    def _batch(self) -> list[Statement] | None:
        """The writes of this thread's open ``atomic()`` (or ``collect()``) block, or None outside one."""
        return getattr(self._local, "batch", None)

    @_batch.setter
    def _batch(self, value: list[Statement] | None) -> None:
        self._local.batch = value

    @property
    def backend(self) -> str:
        """``sqlite`` or ``postgresql``."""
        return "sqlite" if isinstance(self._db, SQLiteDatabase) else "postgresql"

    @property
    def _conn(self) -> Any:
        """The database connection (for the tests' fault injection)."""
        return self._db.conn

    def close(self) -> None:
        self._db.close()

    def set_busy_wait(self, seconds: float) -> None:
        """How long a write waits, blocking its thread, for a lock another process holds before it raises
        :class:`StoreUnavailable` (``busy``). The web server sets 0 and retries on its event loop instead."""
        self._db.set_busy_wait(seconds)

    @contextmanager
    def atomic(self) -> Iterator[None]:
        """The writes made inside the block commit together when it ends, all or none (if the block raises, none
        is made). The block is this thread's own (other threads' writes meanwhile are theirs: each thread has its
        own block); nested blocks join the outermost one. A write inside is not visible to reads inside."""
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

    def collect(self, writes: Callable[[], None]) -> list[Statement]:
        """The statements ``writes()`` would make, made into a list instead of written (nothing is written). Must
        not be called inside :meth:`atomic`. Goes with :meth:`run_apart`. Never waits for the store's lock (a
        thread's round trip to the database): the event loop calls it."""
        if self._batch is not None:
            raise RuntimeError("collect() inside atomic()")
        self._batch = []
        try:
            writes()
            return self._batch
        finally:
            self._batch = None

    @property
    def writes_apart(self) -> bool:
        """Whether :meth:`run_apart` uses connections of its own, so that a thread may wait for it while the
        store's other calls go on (PostgreSQL). On SQLite it is the store's one connection: call it where the
        store is called."""
        return self.backend == "postgresql"

    def run_apart(self, statements: list[Statement]) -> None:
        """Write ``statements`` (from :meth:`collect`) in one transaction, all or none, as the store's writes do
        (``StoreUnavailable``: nothing written). On PostgreSQL on a connection of its own from a small pool, without
        taking the store's lock: safe to call from a thread (``asyncio.to_thread``) while the store serves others."""
        if statements:
            apart = getattr(self._db, "run_apart", None)
            (apart or self._db.run)(statements)

    def _tx(self, statements: list[Statement]) -> None:
        batch = self._batch
        if batch is not None:
            batch.extend(statements)
            return
        if statements:
            with self._lock:
                self._db.run(statements)

    def _query(self, sql: str, args: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        return self._db.query(sql, args)

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
        self._tx([("INSERT INTO reviews VALUES (?, ?, ?, ?) ON CONFLICT (game_id, hand_seq, seat)"
                   " DO UPDATE SET review = excluded.review",
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
            if row.names is not None:
                stmts.append(("INSERT INTO game_names VALUES (?, ?)", (row.id, json.dumps(row.names))))
        self._tx(stmts)
        return len(rows)


class RecordError(MessageError):
    """A game record that is not in the records format (a missing field, a wrong type, a value out of range), or
    an import refused: a message id (``record-…``, in the catalogs) and its parameters, written in the reader's
    language by whoever reports it (``str()`` is English, for logs)."""


#: the largest number SQLite's INTEGER holds (seeds are 0 ... this)
MAX_INT = 2**63 - 1
_ID_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
_STATUS_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz_")


def _refusal(msg_id: str, hand: int | None = None, **params: Any) -> RecordError:
    """The :class:`RecordError` ``msg_id`` (inside ``record-in-hand`` when ``hand`` is given)."""
    if hand is None:
        return RecordError(msg_id, **params)
    return RecordError("record-in-hand", hand=hand, reason=Message(msg_id, params))


def _need(ok: bool, msg_id: str, hand: int | None = None, **params: Any) -> None:
    """Raise :func:`_refusal` ``msg_id`` unless ``ok``."""
    if not ok:
        raise _refusal(msg_id, hand, **params)


def _int(value: Any, name: str, lo: int = 0, hi: int = MAX_INT, hand: int | None = None) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi:
        return value
    raise _refusal("record-whole-number", hand, field=name, lo=lo, hi=hi)


def _text(value: Any, name: str, longest: int, hand: int | None = None) -> str:
    if isinstance(value, str) and len(value) <= longest:
        return value
    raise _refusal("record-text", hand, field=name, most=longest)


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
    names = g.get("names")
    _need(names is None or (isinstance(names, list) and len(names) == len(players) and all(
        n is None or (isinstance(n, str) and len(n) <= 100) for n in names)), "record-names", most=100)
    row.names = names
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
