"""A throwaway PostgreSQL server for the tests: Debian's binaries (``/usr/lib/postgresql/N/bin``; scripts/test
installs them), a fresh cluster in a temporary directory, on 127.0.0.1 only (a free port) and a unix socket in that
directory, fsync off. As root it runs as ``nobody`` (PostgreSQL refuses root), through ``setpriv``, which also asks
the kernel to stop it if the test process dies (``--pdeathsig``): it is never left running.

Used by the session fixture ``postgres`` (tests/pgfixtures.py), one server per test worker.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path

USER = "tricktable"  # the cluster's superuser (trusted on loopback and the socket: a test cluster only)


def postgres_bindir() -> Path | None:
    """Where ``initdb`` and ``postgres`` are: ``$TRICKTABLE_PG_BIN``, else Debian's newest
    ``/usr/lib/postgresql/N/bin``; None if there is none."""
    given = os.environ.get("TRICKTABLE_PG_BIN")
    candidates = [Path(given)] if given else sorted(
        Path("/usr/lib/postgresql").glob("*/bin"), key=lambda p: int(p.parent.name) if p.parent.name.isdigit() else 0,
        reverse=True)
    for path in candidates:
        if (path / "initdb").is_file() and (path / "postgres").is_file():
            return path
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


PREFIX = "tricktable-pg-"


def sweep_stale(older_than: float = 60.0) -> None:
    """Remove the directories of earlier test servers that were not stopped (their test process was killed; the
    kernel stopped the server, ``--pdeathsig``), leaving any whose server still runs."""
    for path in Path(tempfile.gettempdir()).glob(PREFIX + "*"):
        pidfile = path / "data" / "postmaster.pid"
        try:
            if time.time() - path.stat().st_mtime < older_than:
                continue
            pid = int(pidfile.read_text().split()[0]) if pidfile.exists() else 0
            if pid:
                os.kill(pid, 0)  # still running: not ours to remove
                continue
        except PermissionError:
            continue  # another user's running server
        except (OSError, ValueError, IndexError):
            pass  # no such process (or an unreadable pid file): stale
        shutil.rmtree(path, ignore_errors=True)


class PostgresServer:
    """A cluster of its own in a new temporary directory; :meth:`start` it, :meth:`stop` it (which removes it)."""

    def __init__(self, bindir: Path) -> None:
        sweep_stale()
        self.bindir = bindir
        self.root = Path(tempfile.mkdtemp(prefix=PREFIX))
        self.data = self.root / "data"
        self.port = 0
        self.proc: subprocess.Popen[bytes] | None = None
        self._as: list[str] = []
        if os.geteuid() == 0:  # PostgreSQL will not run as root: as nobody, in a directory nobody owns
            who = pwd.getpwnam("nobody")
            os.chown(self.root, who.pw_uid, who.pw_gid)
            self._as = ["--reuid", str(who.pw_uid), "--regid", str(who.pw_gid), "--clear-groups"]

    def _command(self, *args: str, pdeathsig: bool = False) -> list[str]:
        wrap = ["setpriv", *self._as, *(["--pdeathsig", "QUIT"] if pdeathsig else []), "--"]
        return [*wrap, *args] if (self._as or pdeathsig) and shutil.which("setpriv") else list(args)

    def start(self, timeout: float = 60.0) -> None:
        env = {"PATH": "/usr/bin:/bin", "LANG": "C", "LC_ALL": "C", "HOME": str(self.root)}
        init = subprocess.run(
            self._command(str(self.bindir / "initdb"), "-D", str(self.data), "-U", USER, "-A", "trust", "-E", "UTF8",
                          "--no-locale", "--no-sync", "--no-instructions"),
            capture_output=True, text=True, env=env, timeout=timeout)
        if init.returncode != 0:
            raise RuntimeError(f"initdb failed: {init.stderr.strip()[-800:]}")
        log = open(self.root / "server.log", "wb")  # noqa: SIM115 (the server's, closed in stop())
        self._log = log
        for _attempt in range(3):  # a free port can be taken by someone else before the server binds it
            self.port = _free_port()
            self.proc = subprocess.Popen(
                self._command(str(self.bindir / "postgres"), "-D", str(self.data), "-h", "127.0.0.1",
                              "-p", str(self.port), "-k", str(self.root), "-c", "fsync=off",
                              "-c", "synchronous_commit=off", "-c", "full_page_writes=off",
                              "-c", "shared_buffers=32MB", "-c", "max_connections=200", pdeathsig=True),
                stdout=log, stderr=subprocess.STDOUT, env=env, stdin=subprocess.DEVNULL)
            if self._wait_ready(timeout):
                return
            self._kill()
        raise RuntimeError(f"postgres did not start: {(self.root / 'server.log').read_text()[-800:]}")

    def _wait_ready(self, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc is None or self.proc.poll() is not None:
                return False
            ready = subprocess.run([str(self.bindir / "pg_isready"), "-q", "-h", "127.0.0.1", "-p", str(self.port),
                                    "-U", USER, "-d", "postgres"], env={"PATH": "/usr/bin:/bin"})
            if ready.returncode == 0:
                return True
            time.sleep(0.1)
        return False

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{USER}@127.0.0.1:{self.port}/{database}"

    def _kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)  # a fast shutdown: sessions ended, no waiting for clients
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        self.proc = None

    def stop(self) -> None:
        """Stop the server and remove its directory."""
        self._kill()
        with contextlib.suppress(AttributeError, OSError):
            self._log.close()
        shutil.rmtree(self.root, ignore_errors=True)
