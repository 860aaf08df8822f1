"""Fixtures for the bot protocols: the Bhoos test double, bots on stdio and HTTP, our own bot servers."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from bhoos_double import Double, serve
from botkit import ROOT

import tricktable.interfaces.bots  # noqa: F401  (registers cmd:, http:, bhoos:)


@pytest.fixture
def bhoos_double():
    """A factory of Bhoos test doubles on free ports: ``double, url = bhoos_double(mode="ok", after=0)``."""
    servers = []

    def make(mode: str = "ok", after: int = 0, hang_seconds: float = 5.0):
        double = Double(mode, after, hang_seconds)
        server = serve(double)
        servers.append(server)
        return double, f"http://127.0.0.1:{server.server_address[1]}"

    yield make
    for server in servers:
        server.shutdown()
        server.server_close()


@pytest.fixture
def http_example_bot():
    """examples/http_bot.py running in its own process on a free port; yields its URL."""
    proc = subprocess.Popen([sys.executable, str(ROOT / "examples/http_bot.py"), "--port", "0", "--seed", "3"],
                            stderr=subprocess.PIPE, text=True)
    assert proc.stderr is not None
    line = proc.stderr.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)", line)
    assert match, line
    # keep reading its log so that the pipe never fills
    import threading

    threading.Thread(target=lambda: [None for _ in proc.stderr], daemon=True).start()
    yield f"http://127.0.0.1:{match.group(1)}"
    proc.terminate()
    proc.wait(5)
