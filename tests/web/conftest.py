"""Fixtures for the web tests: the test game registered, an app on a temporary database, a websocket driver."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from minigame import register  # noqa: E402

register()


@pytest.fixture
def db(tmp_path):
    return tmp_path / "games.sqlite3"


@pytest.fixture
def client_factory(db):
    """Build TestClients for ``create_app(db)``; they are closed at the end of the test."""
    from fastapi.testclient import TestClient

    from tricktable.interfaces.web import create_app

    clients = []

    def make(path=None, **kw):
        c = TestClient(create_app(path or db, **{"rate": (1000.0, 1000.0), **kw}))
        c.__enter__()
        clients.append(c)
        return c

    yield make
    for c in clients:
        c.__exit__(None, None, None)


@pytest.fixture
def client(client_factory):
    return client_factory()


def pytest_configure(config):
    config.addinivalue_line("filterwarnings", "ignore:Using `httpx` with `starlette.testclient`")


@pytest.fixture(scope="session")
def served(tmp_path_factory):
    """The dev server (test game registered) for the browser tests, one per test worker: its URL and database."""
    import os

    from browsing import CHROMIUM, start_server

    if not os.path.exists(CHROMIUM):
        pytest.skip("Debian chromium is not installed (run scripts/setup-browser)")
    pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed")
    db = tmp_path_factory.mktemp("web") / "games.sqlite3"
    proc, url = start_server(db)
    yield url, db
    proc.terminate()
    proc.wait(5)


@pytest.fixture(scope="session")
def server(served):
    return served[0]


@pytest.fixture(scope="session")
def chromium():
    """The one Debian Chromium of this test process (playwright's sync API allows one instance per thread)."""
    import os

    from browsing import ARGS, CHROMIUM

    if not os.path.exists(CHROMIUM):
        pytest.skip("Debian chromium is not installed (run scripts/setup-browser)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.fixture(scope="session")
def browser(chromium, server):
    """The shared browser, with the shared dev server running."""
    return chromium


@pytest.fixture(scope="session")
def claim_server(chromium, tmp_path_factory):
    """A server of its own with ``webtest/claim`` (claimgame.py: seat 0 may claim the rest in a few moves): its URL
    and database."""
    from browsing import start_server

    db = tmp_path_factory.mktemp("claims") / "games.sqlite3"
    proc, url = start_server(db, "serve_claim.py")
    yield url, db
    proc.terminate()
    proc.wait(5)


@pytest.fixture
def page_factory(browser, server):
    """Open pages on the app (closed at the end of the test); each checks for page errors and outside requests."""
    from browsing import Page

    pages = []

    def make(viewport=None):
        p = Page(browser, server, viewport)
        pages.append(p)
        return p

    yield make
    for p in pages:
        p.close()


@pytest.fixture(scope="module")
def cluster(postgres, redis_server):
    """Two cluster nodes (``tricktable serve`` processes, clusternodes.py), ``a`` and ``b``, on a new schema and a
    Redis database, shared by a module's tests (each its own rooms; starting a node takes seconds). Names of their
    own: Redis channels are shared by all its databases."""
    import secrets
    from types import SimpleNamespace

    import redis as client

    tag = secrets.token_hex(3)
    bus = redis_server.url(15)
    client.Redis.from_url(bus).flushdb()
    db = postgres.new_schema_url()
    from clusternodes import start_nodes

    nodes = start_nodes(db, bus, [f"a{tag}", f"b{tag}"])
    yield SimpleNamespace(nodes=nodes, db=db, bus=bus)
    for node in nodes:
        node.stop()
        print(f"--- {node.instance} said:\n{node.said()}")  # (shown with a failing test's output)
