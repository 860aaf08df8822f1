"""Fixtures for the tests that run against PostgreSQL: ``postgres`` (one real server per test worker, started from
Debian's binaries, stopped at the end: see pgserver.py), ``pg_url`` (a fresh, empty schema on it: a store address of
its own for one test) and ``store_target`` (the same test over a SQLite file and over PostgreSQL).

Without PostgreSQL or psycopg those tests are skipped, except under CI (``CI=true``), where they fail: a green CI
must not hide that the PostgreSQL store was never tried."""

from __future__ import annotations

import itertools

import pytest

from ci_guard import in_ci
from pgserver import PostgresServer, postgres_bindir


def _cannot(why: str) -> None:
    if in_ci():
        pytest.fail(f"CI: {why}", pytrace=False)
    pytest.skip(why)


class _Postgres:
    """The running server and an administrator's connection, to make each test its own schema."""

    def __init__(self, server: PostgresServer) -> None:
        import psycopg

        self.server = server
        self.admin = psycopg.connect(server.url(), autocommit=True)
        self._numbers = itertools.count()

    def url(self, database: str = "postgres") -> str:
        return self.server.url(database)

    def new_schema_url(self) -> str:
        """An address whose tables land in a new, empty schema (``search_path``), as a database of its own would."""
        name = f"t{next(self._numbers)}"
        self.admin.execute(f"CREATE SCHEMA {name}")
        return f"{self.server.url()}?options=-csearch_path%3D{name}"

    def close(self) -> None:
        self.admin.close()
        self.server.stop()


@pytest.fixture(scope="session")
def postgres():
    """A PostgreSQL server of this test worker's own, for the whole session."""
    try:
        import psycopg  # noqa: F401
    except ImportError:
        _cannot("psycopg is not installed (pip install -e '.[test]' brings it)")
    bindir = postgres_bindir()
    if bindir is None:
        _cannot("PostgreSQL is not installed (scripts/test installs it: apt-get install postgresql)")
    server = PostgresServer(bindir)
    try:
        server.start()
        running = _Postgres(server)
    except Exception as e:
        server.stop()
        _cannot(f"PostgreSQL did not start: {e}")
    yield running
    running.close()


@pytest.fixture
def pg_url(postgres) -> str:
    return postgres.new_schema_url()


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgresql)])
def store_target(request, tmp_path):
    """Where a test's store lives: a SQLite file, then a PostgreSQL schema (the test runs once for each)."""
    if request.param == "sqlite":
        return tmp_path / "target.sqlite3"  # (not the web tests' games.sqlite3)
    return request.getfixturevalue("pg_url")
