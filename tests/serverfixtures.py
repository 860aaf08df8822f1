"""Fixtures for the tests that need a real database server (tests/servers.py starts them, one of each per test
worker, for the whole session):

- ``postgres`` (PostgreSQL), ``pg_url`` (a fresh, empty schema on it: a store address of its own for one test) and
  ``store_target`` (the same test over a SQLite file and over PostgreSQL);
- ``redis_server`` (Redis: the cluster's bus) and ``redis_url`` (a database of its own on it for one test,
  emptied first).

Without a server or its client library those tests are skipped, except under CI (``CI=true``), where they fail: a
green CI must not hide that PostgreSQL or the cluster was never tried."""

from __future__ import annotations

import importlib
import itertools
from collections.abc import Callable, Iterator
from typing import TypeVar

import pytest

from ci_guard import in_ci
from servers import PostgresServer, RedisServer, ThrowawayServer, postgres_bindir, redis_binary

S = TypeVar("S", bound=ThrowawayServer)


def _cannot(why: str) -> None:
    if in_ci():
        pytest.fail(f"CI: {why}", pytrace=False)
    pytest.skip(why)


def _session_server(client: str, client_hint: str, found: object | None, missing: str,
                    make: Callable[[], S]) -> Iterator[S]:
    """The shape of both session fixtures: the client library and the server's program are there (else skipped,
    or failed under CI), the server started (the same if it will not start), yielded, stopped."""
    try:
        importlib.import_module(client)
    except ImportError:
        _cannot(f"{client} is not installed ({client_hint})")
    if found is None:
        _cannot(missing)
    server = make()
    try:
        server.start()
    except Exception as e:
        server.stop()
        _cannot(f"{server.name} did not start: {e}")
    try:
        yield server
    finally:
        server.stop()


# ---------------------------------------------------------------- PostgreSQL
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


@pytest.fixture(scope="session")
def postgres():
    """A PostgreSQL server of this test worker's own, for the whole session."""
    bindir = postgres_bindir()
    for server in _session_server("psycopg", "pip install -e '.[test]' brings it", bindir,
                                  "PostgreSQL is not installed (scripts/test installs it: apt-get install postgresql)",
                                  lambda: PostgresServer(bindir)):
        try:
            running = _Postgres(server)
        except Exception as e:
            _cannot(f"PostgreSQL cannot be reached: {e}")
        try:
            yield running
        finally:
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


# ---------------------------------------------------------------- Redis
_databases = itertools.count()


@pytest.fixture(scope="session")
def redis_server():
    """A Redis server of this test worker's own, for the whole session."""
    binary = redis_binary()
    yield from _session_server("redis", "pip install -e '.[scale]' or '.[test]' brings it", binary,
                               "redis-server is not installed (scripts/test installs it: scripts/setup-redis)",
                               lambda: RedisServer(binary or ""))


@pytest.fixture
def redis_url(redis_server) -> str:
    """The address of an empty database of this test's own (Redis has 16; a worker's tests take 0-14 in turn).
    Pub/sub channels are shared by all databases: the cluster's channel names carry the test's own prefix."""
    import redis

    url = redis_server.url(next(_databases) % 15)  # (15 is for module-wide fixtures: tests/web/test_cluster.py)
    client = redis.Redis.from_url(url)
    client.flushdb()
    client.close()
    return url
