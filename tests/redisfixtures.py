"""Fixtures for the tests that need Redis (the cluster's bus): ``redis_server`` (one real server per test worker,
started from Debian's ``redis-server``, stopped at the end: see redisserver.py) and ``redis_url`` (a database of
its own on it for one test, emptied first).

Without redis-server or the redis client those tests are skipped, except under CI (``CI=true``), where they fail."""

from __future__ import annotations

import itertools

import pytest

from ci_guard import in_ci
from redisserver import RedisServer, redis_binary


def _cannot(why: str) -> None:
    if in_ci():
        pytest.fail(f"CI: {why}", pytrace=False)
    pytest.skip(why)


_databases = itertools.count()


@pytest.fixture(scope="session")
def redis_server():
    """A Redis server of this test worker's own, for the whole session."""
    try:
        import redis  # noqa: F401
    except ImportError:
        _cannot("the redis client is not installed (pip install -e '.[scale]' or '.[test]' brings it)")
    binary = redis_binary()
    if binary is None:
        _cannot("redis-server is not installed (scripts/test installs it: scripts/setup-redis)")
    server = RedisServer(binary)
    try:
        server.start()
    except Exception as e:
        server.stop()
        _cannot(f"redis-server did not start: {e}")
    yield server
    server.stop()


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
