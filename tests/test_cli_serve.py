"""``tricktable serve`` as a user starts it (issue 25 item 11): the "running at" line comes only once the server
listens, at the port it really listens on; a port already taken is told in the reader's language, without that line,
and the command exits non-zero."""

from __future__ import annotations

import os
import select
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tricktable.i18n import LANGUAGES, localizer

ROOT = Path(__file__).resolve().parents[1]
CLI = [sys.executable, "-m", "tricktable", "serve", "--ai-workers", "0"]


def _env(**extra: str) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT / "src"), **extra}


def _running_prefix(lang: str) -> str:
    """The fixed words the "running at" line starts with in ``lang`` (before its URL)."""
    return localizer(lang)("serve-running", url="URL", path="PATH").split("URL")[0]


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_taken_port_is_a_translated_error_without_the_running_line(tmp_path, lang):
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        held.listen()
        port = held.getsockname()[1]
        r = subprocess.run([*CLI, "--port", str(port), "--db", str(tmp_path / "g.sqlite3"), "--lang", lang],
                           capture_output=True, text=True, timeout=60, env=_env())
    assert r.returncode == 2, (r.stdout, r.stderr)
    assert "Traceback" not in r.stderr, r.stderr
    assert not any(_running_prefix(lg) in r.stdout + r.stderr for lg in LANGUAGES), r.stdout
    loc = localizer(lang)
    assert loc("cli-error", reason=loc("serve-port-taken", host="127.0.0.1", port=str(port))) in r.stderr, r.stderr


def test_the_running_line_comes_once_listening_and_names_the_real_port(tmp_path):
    """With --port 0 the system picks the port: the line must give that one, and it must already answer."""
    proc = subprocess.Popen([*CLI, "--port", "0", "--db", str(tmp_path / "g.sqlite3"), "--lang", "ro"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env())
    try:
        deadline = time.monotonic() + 60
        line = ""
        while not line and time.monotonic() < deadline and proc.poll() is None:
            if select.select([proc.stdout], [], [], 1)[0]:
                line = proc.stdout.readline()
        prefix = _running_prefix("ro")
        assert line.startswith(prefix), (line, proc.poll())
        url = line[len(prefix):].split()[0]
        assert not url.endswith(":0/"), line
        with urllib.request.urlopen(url + "api/variants", timeout=10) as answer:  # no retry: it listens already
            assert answer.status == 200
    finally:
        proc.terminate()
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)
