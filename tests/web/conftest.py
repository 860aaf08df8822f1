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
