"""A throwaway Redis server for the tests: Debian's ``redis-server`` (scripts/setup-redis installs it), on
127.0.0.1 only and a free port, no persistence, its directory a new temporary one. It runs through ``setpriv
--pdeathsig`` where available, so the kernel stops it if the test process dies: it is never left running.

Used by the session fixture ``redis_server`` (tests/redisfixtures.py), one server per test worker.
"""

from __future__ import annotations

import contextlib
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path


def redis_binary() -> str | None:
    """The ``redis-server`` program, or None if it is not installed."""
    return shutil.which("redis-server") or ("/usr/bin/redis-server" if Path("/usr/bin/redis-server").is_file()
                                            else None)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class RedisServer:
    """A Redis server of its own in a new temporary directory; :meth:`start` it, :meth:`stop` it (which removes it)."""

    def __init__(self, binary: str) -> None:
        self.binary = binary
        self.root = Path(tempfile.mkdtemp(prefix="tricktable-redis-"))
        self.port = 0
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self, timeout: float = 30.0) -> None:
        wrap = ["setpriv", "--pdeathsig", "TERM", "--"] if shutil.which("setpriv") else []
        for _attempt in range(3):  # a free port can be taken by someone else before the server binds it
            self.port = _free_port()
            self.proc = subprocess.Popen(
                [*wrap, self.binary, "--bind", "127.0.0.1", "--port", str(self.port), "--save", "",
                 "--appendonly", "no", "--dir", str(self.root), "--protected-mode", "yes", "--daemonize", "no",
                 "--logfile", str(self.root / "redis.log")],
                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
            if self._wait_ready(timeout):
                return
            self._kill()
        log = self.root / "redis.log"
        raise RuntimeError(f"redis-server did not start: {log.read_text()[-800:] if log.exists() else ''}")

    def _wait_ready(self, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc is None or self.proc.poll() is not None:
                return False
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", self.port), timeout=1) as s:
                s.sendall(b"PING\r\n")
                if s.recv(64).startswith(b"+PONG"):
                    return True
            time.sleep(0.05)
        return False

    def url(self, db: int = 0) -> str:
        return f"redis://127.0.0.1:{self.port}/{db}"

    def _kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        self.proc = None

    def stop(self) -> None:
        """Stop the server and remove its directory."""
        self._kill()
        shutil.rmtree(self.root, ignore_errors=True)
