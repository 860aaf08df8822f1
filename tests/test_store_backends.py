"""One store, two databases: every record, room and review kept in a SQLite file comes back the same from
PostgreSQL, with the same migrations, the same all-or-none writes and the same export document; every table of the
schema exists on both with the same columns; and a PostgreSQL store refuses what it cannot use (another program's
table, a newer schema, a missing table) with the same message ids as a SQLite file."""

from __future__ import annotations

import sqlite3

import pytest

from tricktable.storage import Store, StoreError
from tricktable.storage.postgres import postgres_ddl, shown_url
from tricktable.storage.rooms import RoomRecords
from tricktable.storage.schema import MIGRATIONS, SCHEMA_VERSION, schema_objects

SEATS = ["human", "random", "random", "random"]


def _fill(store: Store) -> None:
    """A game of every kind of row: tokens, a watcher, two hands (one finished, with a review), names, a room."""
    store.create_game("g1", "webtest/mini", {"target": 3, "deck": [1, 2]}, 2**63 - 1, 1, SEATS, {0: "tok0"}, "watch")
    store.add_hand("g1", 0, 1, 1, 0, ["R1 R2", "R3", "R4", "R5"], "kitty")
    for step, (seat, action) in enumerate([(1, "pass"), (2, "bid 70"), (3, "play R14")]):
        store.add_action("g1", 0, step, seat, action)
    store.finish_hand("g1", 0, {"points": [10, -10], "note": "ünïcode ✓"}, [10, -10], None)
    store.add_hand("g1", 1, 2, 2, 1, ["R6", "R7", "R8", "R9"], "")
    store.save_review("g1", 0, 0, {"mistakes": 1})
    store.save_review("g1", 0, 0, {"mistakes": 2})  # replaced, not added
    store.set_names("g1", ["Ana", None, None, None])
    store.set_names("g1", ["Ana", "Béla", None, None])
    store.set_players("g1", ["human", "human", "random", "random"])
    store.create_game("g2", "webtest/mini", {}, 0, 0, SEATS, {0: "tok2", 1: "tok3"})
    store.end_game("g2", None, "abandoned")
    rooms = RoomRecords(store)
    rooms.save("ROOM1", "open", {"members": ["a"]})
    rooms.save("ROOM1", "playing", {"members": ["a", "b"]})
    rooms.save("ROOM2", "closed", {})
    rooms.keep_seats("g1", "ROOM1", {0: "a", 1: "b"}, 0, 0)
    rooms.keep_seats("g1", "ROOM1", {0: "a", 1: "c"}, 1, 0)  # b left after hand 0, c sat down from hand 1


def test_the_same_records_come_back_from_either_database(store_target):
    store = Store(store_target)
    assert store.version == SCHEMA_VERSION
    _fill(store)
    again = Store(store_target)  # another connection: everything was committed
    g = again.load("g1")
    assert (g.seed, g.first_dealer, g.options, g.players, g.names) == (
        2**63 - 1, 1, {"target": 3, "deck": [1, 2]}, ["human", "human", "random", "random"], ["Ana", "Béla", None, None])
    assert g.hands[0].actions == [(1, "pass"), (2, "bid 70"), (3, "play R14")]
    assert g.hands[0].result == {"points": [10, -10], "note": "ünïcode ✓"} and g.hands[1].result is None
    assert (g.hands[1].attempt, g.hands[0].extra, g.scores, g.status) == (1, "kitty", [10, -10], "active")
    assert isinstance(g.created, float) and g.created <= g.updated
    assert again.reviews("g1", 0) == {0: {"mistakes": 2}}
    assert again.seat_for_token("g1", "tok0") == 0 and again.seat_for_token("g1", "tok2") is None
    assert again.tokens("g2") == {0: "tok2", 1: "tok3"}
    assert again.watch_token_ok("g1", "watch") and not again.watch_token_ok("g2", "watch")
    assert again.game_ids() == ["g1", "g2"] and again.game_ids("abandoned") == ["g2"]
    assert [x.id for x in again.list_games()] == ["g2", "g1"]
    rooms = RoomRecords(again)
    status, doc, updated = rooms.load("ROOM1")
    assert (status, doc) == ("playing", {"members": ["a", "b"]}) and updated > 0
    assert rooms.exists("ROOM2") and not rooms.exists("ROOM3") and rooms.load("ROOM3") is None
    assert rooms.codes("closed") == ["ROOM2"] and rooms.stale(-60) == ["ROOM1"]
    assert rooms.seats_of("g1") == ("ROOM1", [(0, "a", 0, None), (1, "b", 0, 0), (1, "c", 1, None)])
    assert rooms.seats_of("g2") == (None, [])


def test_atomic_writes_are_all_or_none_on_either_database(store_target):
    store = Store(store_target)
    store.create_game("g", "webtest/mini", {}, 1, 0, SEATS, {0: "t"})
    with pytest.raises(RuntimeError), store.atomic():
        store.add_hand("g", 0, 1, 0, 0, ["R1", "R2", "R3", "R4"], "")
        raise RuntimeError("the change failed half-way")
    assert store.load("g").hands == []
    with pytest.raises(Exception, match="(?i)unique|constraint|duplicate"), store.atomic():
        store.add_hand("g", 0, 1, 0, 0, ["R1", "R2", "R3", "R4"], "")
        store.create_game("g", "webtest/mini", {}, 1, 0, SEATS, {})  # the same id again: the database refuses
    assert store.load("g").hands == []  # nor the hand of the same block
    with store.atomic():
        store.add_hand("g", 0, 1, 0, 0, ["R1", "R2", "R3", "R4"], "")
        store.add_action("g", 0, 0, 1, "pass")
    assert Store(store_target).load("g").hands[0].actions == [(1, "pass")]


def test_a_run_of_the_same_statement_and_a_single_write_are_each_all_or_none(store_target):
    """SQLite makes a run of the same statement in one call and a single write without BEGIN and COMMIT: the run is
    still all or none (the last of three actions refused: none kept), and a refused single write leaves what was
    committed before it and is not half made."""
    store = Store(store_target)
    store.create_game("g", "webtest/mini", {}, 1, 0, SEATS, {0: "t"})
    store.add_hand("g", 0, 1, 0, 0, ["R1", "R2", "R3", "R4"], "")
    store.add_action("g", 0, 0, 1, "pass")  # a single write
    with pytest.raises(Exception, match="(?i)unique|constraint|duplicate"), store.atomic():
        store.add_action("g", 0, 1, 2, "bid 70")
        store.add_action("g", 0, 2, 3, "pass")
        store.add_action("g", 0, 0, 0, "pass")  # step 0 again: the database refuses the run's last statement
    assert Store(store_target).load("g").hands[0].actions == [(1, "pass")]
    with pytest.raises(Exception, match="(?i)unique|constraint|duplicate"):
        store.add_action("g", 0, 0, 0, "bid 80")  # a single write refused
    store.add_action("g", 0, 1, 2, "bid 70")  # and the store writes on after it (no transaction left open)
    with store.atomic():  # a run of the same statement kept whole
        store.add_action("g", 0, 2, 3, "pass")
        store.add_action("g", 0, 3, 0, "pass")
    assert Store(store_target).load("g").hands[0].actions == [(1, "pass"), (2, "bid 70"), (3, "pass"), (0, "pass")]


def test_an_export_moves_between_the_databases_unchanged(store_target, tmp_path):
    first = Store(tmp_path / "first.sqlite3")
    _fill(first)
    doc = first.export_json()
    assert "tok0" not in str(doc) and "watch" not in str(doc)
    other = Store(store_target)
    assert other.import_json(doc) == 2 and other.import_json(doc) == 0
    assert other.export_json() == doc
    back = Store(tmp_path / "back.sqlite3")
    assert back.import_json(other.export_json()) == 2 and back.export_json() == doc


def _columns_sqlite(path) -> dict[str, list[str]]:
    with sqlite3.connect(path) as conn:
        names = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        return {t: [c[1] for c in conn.execute(f"PRAGMA table_info({t})")] for t in names}


@pytest.mark.postgresql
def test_every_table_of_the_schema_is_on_both_with_the_same_columns(tmp_path, pg_url):
    Store(tmp_path / "s.sqlite3").close()
    lite = _columns_sqlite(tmp_path / "s.sqlite3")
    pg = Store(pg_url)
    rows = pg._query("SELECT table_name, column_name FROM information_schema.columns"
                     " WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position")
    server: dict[str, list[str]] = {}
    for table, column in rows:
        server.setdefault(table, []).append(column)
    tables, indexes = schema_objects()
    assert tables == set(lite) and tables | {"tricktable_schema"} == set(server)
    for table in tables:  # the same columns in the same order (``INSERT … VALUES`` without names relies on it),
        extra = ["rowid"] if table in ("room_seats",) else []  # and the rowid SQLite gives every table
        assert server[table] == lite[table] + extra, table
    assert indexes <= {r[0] for r in pg._query("SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()")}


def test_the_postgresql_schema_keeps_a_seed_of_63_bits_and_times_as_doubles():
    ddl = "".join(postgres_ddl(i) for i in range(len(MIGRATIONS)))
    assert " INTEGER" not in ddl and " REAL" not in ddl and "seed BIGINT NOT NULL" in ddl
    assert "created DOUBLE PRECISION NOT NULL" in ddl


@pytest.mark.postgresql
def test_a_new_postgresql_database_gets_every_migration_once(pg_url):
    a = Store(pg_url)
    b = Store(pg_url)  # a second process opening it: nothing to do
    assert a.version == b.version == SCHEMA_VERSION
    assert a._query("SELECT version FROM tricktable_schema") == [(SCHEMA_VERSION,)]


@pytest.mark.postgresql
def test_an_old_postgresql_database_is_upgraded_in_place_keeping_its_games(postgres, pg_url):
    import psycopg

    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute("CREATE TABLE tricktable_schema (version INTEGER NOT NULL)")
        conn.execute("INSERT INTO tricktable_schema VALUES (1)")
        conn.execute(postgres_ddl(0))
        conn.execute("INSERT INTO games (id, variant, options, seed, first_dealer, players, created, updated)"
                     " VALUES ('g1', 'webtest/mini', '{}', 1, 0, '[]', 0, 0)")
    store = Store(pg_url)
    assert store.version == SCHEMA_VERSION and store.load("g1").variant == "webtest/mini"
    assert store._query("SELECT version FROM tricktable_schema") == [(SCHEMA_VERSION,)]


def _sql(url: str, sql: str) -> None:
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(sql)


@pytest.mark.postgresql
@pytest.mark.parametrize("what, setup, msg_id", [
    ("another program's table", "CREATE TABLE games (id INTEGER)", "store-pg-not-a-store"),
    ("a newer schema", "UPDATE tricktable_schema SET version = 999", "store-newer-schema"),
    ("a missing index", "DROP INDEX games_status", "store-damaged"),
    ("a missing table", "DROP TABLE reviews", "store-damaged"),
])
def test_a_postgresql_database_this_program_cannot_use_is_refused(pg_url, what, setup, msg_id):
    if msg_id != "store-pg-not-a-store":
        Store(pg_url).close()
    _sql(pg_url, setup)
    with pytest.raises(StoreError) as refused:
        Store(pg_url)
    assert refused.value.msg_id == msg_id, what
    assert refused.value.params["path"] == shown_url(pg_url)


def test_an_address_is_shown_without_its_password():
    assert shown_url("postgresql://ana:s3cret@db.example:5432/games") == "postgresql://ana:***@db.example:5432/games"
    assert shown_url("postgresql://ana@db/games?password=s3cret&sslmode=require") == (
        "postgresql://ana@db/games?password=***&sslmode=require")
    assert shown_url("postgresql:///games?host=/run/postgresql") == "postgresql:///games?host=/run/postgresql"


def test_the_daily_challenge_records_are_the_same_on_either_database(store_target):
    """storage/daily.py's statements (``ON CONFLICT … DO NOTHING``, ``LIMIT ?``, a row-value ``IN``, sums)."""
    from tricktable.storage.daily import DailyRecords

    store = Store(store_target)
    daily = DailyRecords(store)
    assert daily.open_day("2026-12-01", "s1", "h1") == ("s1", "h1")
    assert daily.open_day("2026-12-01", "s2", "h2") == ("s1", "h1")  # the first writer's
    daily.open_day("2026-12-02", "s3", "h3")
    assert daily.days(1) == ["2026-12-02"] and daily.days() == ["2026-12-02", "2026-12-01"]
    daily.save_ai("2026-12-01", "v", 0, 1.5)
    daily.save_ai("2026-12-01", "v", 0, 9.0)  # kept as first saved
    daily.save_ai("2026-12-01", "v", 1, -0.5)
    assert daily.ai_points("2026-12-01", "v") == {0: 1.5, 1: -0.5}
    assert daily.ai_totals("v") == {"2026-12-01": (1.0, 2)}
    daily.start("2026-12-01", "v", "p1", "Ana", "ana")
    with pytest.raises(Exception, match="(?i)unique|constraint|duplicate"):
        daily.start("2026-12-01", "v", "p2", "ANA", "ana")  # the name is taken that day
    assert daily.name_holder("2026-12-01", "v", "ana") == "p1" and daily.name_holder("2026-12-01", "v", "x") is None
    for deal in (0, 1):
        store.create_game(f"d{deal}", "webtest/mini", {}, deal, 0, SEATS, {})
        daily.add_deal("2026-12-01", "v", "p1", deal, f"d{deal}")
    daily.deal_played("d0", 2.0, None)
    daily.deal_played("d0", 7.0, None)  # a result already kept is not changed
    assert daily.finished("2026-12-01", "v") == []
    daily.deal_played("d1", -1.0, 1234.5)
    assert daily.deal_of("d1") == ("2026-12-01", "v", "p1", 1, -1.0) and daily.deal_of("g") is None
    [entry] = daily.finished("2026-12-01", "v")
    assert (entry.name, entry.finished, [(d.deal, d.points) for d in entry.deals]) == (
        "Ana", 1234.5, [(0, 2.0), (1, -1.0)])
    assert daily.totals("v") == [("2026-12-01", "Ana", "ana", 1.0, 2)]
