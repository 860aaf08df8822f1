"""The store's schema as an ordered list of migrations, written in SQLite's SQL; ``PRAGMA user_version`` holds the
applied count (on PostgreSQL the table ``tricktable_schema`` does, and ``postgres.postgres_ddl`` translates each
migration's types). Write a migration in the SQL both understand: SQLite's type names (``INTEGER``, ``REAL``,
``TEXT``), ``CREATE TABLE`` / ``CREATE INDEX`` with plain names; a table whose rows are addressed by SQLite's
implicit ``rowid`` is named in :data:`ROWID_TABLES`."""

from __future__ import annotations

import re
import sqlite3

#: Each entry upgrades the schema by one version. Never edit a released entry: append a new one.
MIGRATIONS: tuple[str, ...] = (
    # 1: games, their hands (one row per deal, redeals included) and every action in order
    """
    CREATE TABLE games (
        id TEXT PRIMARY KEY,
        variant TEXT NOT NULL,
        options TEXT NOT NULL,
        seed INTEGER NOT NULL,
        first_dealer INTEGER NOT NULL,
        players TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'active',
        scores TEXT,
        winner INTEGER,
        created REAL NOT NULL,
        updated REAL NOT NULL
    );
    CREATE TABLE hands (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        number INTEGER NOT NULL,
        dealer INTEGER NOT NULL,
        attempt INTEGER NOT NULL DEFAULT 0,
        cards TEXT NOT NULL,
        extra TEXT NOT NULL,
        result TEXT,
        PRIMARY KEY (game_id, seq)
    );
    CREATE TABLE actions (
        game_id TEXT NOT NULL,
        hand_seq INTEGER NOT NULL,
        step INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        PRIMARY KEY (game_id, hand_seq, step),
        FOREIGN KEY (game_id, hand_seq) REFERENCES hands(game_id, seq) ON DELETE CASCADE
    );
    """,
    # 2: per-seat secrets live in their own table (so exports can leave them out), status lookups are indexed
    """
    CREATE TABLE seat_tokens (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        token TEXT NOT NULL UNIQUE,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX games_status ON games(status, updated);
    """,
    # 3: the hand review of a seat's card play (tricktable.ai.review), computed after the hand, kept with the game
    """
    CREATE TABLE reviews (
        game_id TEXT NOT NULL,
        hand_seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        review TEXT NOT NULL,
        PRIMARY KEY (game_id, hand_seq, seat),
        FOREIGN KEY (game_id, hand_seq) REFERENCES hands(game_id, seq) ON DELETE CASCADE
    );
    """,
    # 4: a watcher's secret for a game without a human seat (it may watch the AI play, deal on and stop it)
    """
    CREATE TABLE watch_tokens (
        game_id TEXT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        token TEXT NOT NULL UNIQUE
    );
    """,
    # 5: rooms of friends (one JSON document per room code, closed rooms kept so a code is never reused), and
    # the players' names of a game played in a room (a JSON list, null for a seat the AI played)
    """
    CREATE TABLE rooms (
        code TEXT PRIMARY KEY,
        status TEXT NOT NULL,
        doc TEXT NOT NULL,
        created REAL NOT NULL,
        updated REAL NOT NULL
    );
    CREATE INDEX rooms_status ON rooms(status, updated);
    CREATE TABLE game_names (
        game_id TEXT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        names TEXT NOT NULL
    );
    """,
    # 6: who of a room sat in which seat of its game, over which hands (hand seqs, last_hand NULL while sitting),
    # so that a member (by the room's secret) is given the hand reviews of the seats they played, and no other
    """
    CREATE TABLE room_seats (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        room TEXT NOT NULL,
        seat INTEGER NOT NULL,
        member TEXT NOT NULL,
        first_hand INTEGER NOT NULL,
        last_hand INTEGER
    );
    CREATE INDEX room_seats_game ON room_seats(game_id, seat);
    """,
    # 7: the daily duplicate challenge: each UTC day's secret seed (its hash published at once, the secret shown
    # once the day has closed), the AI's own result on each deal, and each player's attempt (a player is the hash of
    # the key their browser keeps; the name is what the leaderboard shows) with the game of each deal they played
    """
    CREATE TABLE daily_days (
        day TEXT PRIMARY KEY,
        secret TEXT NOT NULL,
        hash TEXT NOT NULL,
        created REAL NOT NULL
    );
    CREATE TABLE daily_ai (
        day TEXT NOT NULL,
        variant TEXT NOT NULL,
        deal INTEGER NOT NULL,
        points REAL NOT NULL,
        PRIMARY KEY (day, variant, deal)
    );
    CREATE TABLE daily_entries (
        day TEXT NOT NULL,
        variant TEXT NOT NULL,
        player TEXT NOT NULL,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL,
        created REAL NOT NULL,
        finished REAL,
        PRIMARY KEY (day, variant, player),
        UNIQUE (day, variant, name_key)
    );
    CREATE TABLE daily_deals (
        day TEXT NOT NULL,
        variant TEXT NOT NULL,
        player TEXT NOT NULL,
        deal INTEGER NOT NULL,
        game_id TEXT NOT NULL UNIQUE REFERENCES games(id) ON DELETE CASCADE,
        points REAL,
        PRIMARY KEY (day, variant, player, deal)
    );
    """,
    # 8: profiles: a person's name, face and the keys of the games they played, found by the SHA-256 of their
    # personal code (the code itself is never kept); a new code replaces the hash, so the old code stops working
    """
    CREATE TABLE profiles (
        id TEXT PRIMARY KEY,
        code_hash TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        avatar TEXT NOT NULL,
        games TEXT NOT NULL,
        created REAL NOT NULL,
        updated REAL NOT NULL
    );
    """,
)

SCHEMA_VERSION = len(MIGRATIONS)

#: tables whose rows the store addresses by SQLite's implicit ``rowid`` (in insertion order): on PostgreSQL the
#: migration that creates one also gives it a ``rowid`` column numbered from a sequence
ROWID_TABLES: tuple[str, ...] = ("room_seats",)


def schema_objects(version: int = SCHEMA_VERSION) -> tuple[set[str], set[str]]:
    """The names of the tables and of the indexes the first ``version`` migrations leave (the integrity check of
    a PostgreSQL store looks for each)."""
    tables: set[str] = set()
    indexes: set[str] = set()
    for sql in MIGRATIONS[:version]:
        for verb, kind, name in re.findall(r"\b(CREATE|DROP)\s+(?:UNIQUE\s+)?(TABLE|INDEX)\s+(?:IF\s+(?:NOT\s+)?EXISTS\s+)?"
                                           r"(\w+)", sql, flags=re.IGNORECASE):
            names = tables if kind.upper() == "TABLE" else indexes
            (names.add if verb.upper() == "CREATE" else names.discard)(name.lower())
    return tables, indexes


def migrate(conn: sqlite3.Connection) -> int:
    """Apply every migration not yet applied, each in its own transaction. Returns the resulting version."""
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise RuntimeError(f"the database has schema version {version}, newer than this program ({SCHEMA_VERSION})")
    for index in range(version, SCHEMA_VERSION):
        conn.executescript(f"BEGIN; {MIGRATIONS[index]} PRAGMA user_version = {index + 1}; COMMIT;")
    return SCHEMA_VERSION
