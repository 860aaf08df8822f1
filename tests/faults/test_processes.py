"""However ``tricktable serve`` ends (SIGTERM, Ctrl+C, kill -9), its AI workers and multiprocessing's resource
tracker end with it (issue 11, failure 4); and a real server checks the Host header (failure 6)."""

from __future__ import annotations

import signal

import pytest

from .serving import Server


@pytest.mark.slow
@pytest.mark.parametrize("sig, group", [(signal.SIGTERM, False), (signal.SIGINT, True), (signal.SIGKILL, False)],
                         ids=["term", "ctrl-c", "kill-9"])
def test_no_process_is_left_when_the_server_ends(tmp_path, sig, group):
    server = Server(tmp_path / "g.sqlite3", workers=2)
    try:
        server.wait_ready()
        pids = server.processes()
        assert len(pids) >= 3, "the server, its two AI workers (and the resource tracker)"
        server.signal(sig, group)
        left = server.wait_gone(pids)
        assert not left, f"still running after {signal.Signals(sig).name}: {sorted(left)}"
    finally:
        server.kill_all()


@pytest.mark.slow
def test_the_server_answers_only_to_its_own_host_names(tmp_path):
    server = Server(tmp_path / "g.sqlite3", "--allowed-host", "tables.example.org", workers=0)
    try:
        server.wait_ready()
        assert server.get("/api/variants", host=f"127.0.0.1:{server.port}")[0] == 200
        assert server.get("/api/variants", host=f"localhost:{server.port}")[0] == 200
        assert server.get("/api/variants", host="tables.example.org")[0] == 200
        status, body = server.get("/api/variants", host="rebound.attacker.example")
        assert status == 400 and b"Host" in body
    finally:
        server.kill_all()
