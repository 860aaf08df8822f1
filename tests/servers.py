"""Throwaway database servers for the tests (and the load and crash scripts): Debian's PostgreSQL
(``/usr/lib/postgresql/N/bin``; scripts/setup-postgres) and Redis (``redis-server``; scripts/setup-redis), each in a
new temporary directory, on 127.0.0.1 only and a free port, without durability (fsync off; no Redis persistence).
They run through ``setpriv --pdeathsig`` where available, so that the kernel stops them if the process that started
them dies: they are never left running. As root PostgreSQL runs as ``nobody`` (it refuses root).

One shape serves both (:class:`ThrowawayServer`): a directory, a command on a free port started up to three times
(a free port can be taken by someone else before the server binds it), a readiness check, a stop that removes the
directory. Used by the session fixtures ``postgres`` and ``redis_server`` (tests/serverfixtures.py), one server of
each per test worker.
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
from typing import IO

USER = "tricktable"  # PostgreSQL's superuser (trusted on loopback and the socket: a test cluster only)
PG_PREFIX = "tricktable-pg-"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ThrowawayServer:
    """A server of its own in a new temporary directory (``prefix``); :meth:`start` it, :meth:`stop` it (which
    removes the directory). A subclass says how to prepare the directory (:meth:`prepare`), the command on a port
    (:meth:`command`), when it is ready (:meth:`ready`), the signal that stops it fast (:attr:`stop_signal`) and
    its address (:meth:`url`)."""

    name = "server"
    stop_signal = signal.SIGTERM
    death_signal = "TERM"  # sent by the kernel to the server when its parent dies

    def __init__(self, prefix: str) -> None:
        self.root = Path(tempfile.mkdtemp(prefix=prefix))
        self.port = 0
        self.proc: subprocess.Popen[bytes] | None = None
        self._log: IO[bytes] | None = None
        self._as: list[str] = []  # setpriv's options to run as another user

    # ------------------------------------------------------------ what a subclass says
    def prepare(self, timeout: float) -> None:
        """Make what the server needs in :attr:`root` before its first start."""

    def command(self, port: int) -> list[str]:
        raise NotImplementedError

    def ready(self) -> bool:
        raise NotImplementedError

    def env(self) -> dict[str, str] | None:
        return None

    # ------------------------------------------------------------ the shape
    def wrapped(self, args: list[str], pdeathsig: bool = False) -> list[str]:
        """``args`` run through ``setpriv`` (as another user, stopped with its parent) where that is wanted and
        available."""
        wrap = ["setpriv", *self._as, *(["--pdeathsig", self.death_signal] if pdeathsig else []), "--"]
        return [*wrap, *args] if (self._as or pdeathsig) and shutil.which("setpriv") else list(args)

    @property
    def log_path(self) -> Path:
        return self.root / "server.log"

    def start(self, timeout: float = 60.0) -> None:
        self.prepare(timeout)
        self._log = open(self.log_path, "ab")  # noqa: SIM115 (the server's, closed in stop())
        for _attempt in range(3):
            self.port = free_port()
            self.proc = subprocess.Popen(self.wrapped(self.command(self.port), pdeathsig=True), stdout=self._log,
                                         stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=self.env())
            if self._wait_ready(timeout):
                return
            self._kill()
        text = self.log_path.read_text(errors="replace") if self.log_path.exists() else ""
        raise RuntimeError(f"{self.name} did not start: {text[-800:]}")

    def _wait_ready(self, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc is None or self.proc.poll() is not None:
                return False
            if self.ready():
                return True
            time.sleep(0.05)
        return False

    def _kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(self.stop_signal)
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        self.proc = None

    def stop(self) -> None:
        """Stop the server and remove its directory."""
        self._kill()
        with contextlib.suppress(OSError):
            if self._log is not None:
                self._log.close()
        shutil.rmtree(self.root, ignore_errors=True)


# ---------------------------------------------------------------- PostgreSQL
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


def sweep_stale(older_than: float = 60.0) -> None:
    """Remove the directories of earlier PostgreSQL test servers that were not stopped (their test process was
    killed; the kernel stopped the server), leaving any whose server still runs."""
    for path in Path(tempfile.gettempdir()).glob(PG_PREFIX + "*"):
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


class PostgresServer(ThrowawayServer):
    """A PostgreSQL cluster of its own (``initdb``), on a free port and a unix socket in its directory."""

    name = "postgres"
    stop_signal = signal.SIGINT  # a fast shutdown: sessions ended, no waiting for clients
    death_signal = "QUIT"

    def __init__(self, bindir: Path) -> None:
        sweep_stale()
        super().__init__(PG_PREFIX)
        self.bindir = bindir
        self.data = self.root / "data"
        if os.geteuid() == 0:  # PostgreSQL will not run as root: as nobody, in a directory nobody owns
            who = pwd.getpwnam("nobody")
            os.chown(self.root, who.pw_uid, who.pw_gid)
            self._as = ["--reuid", str(who.pw_uid), "--regid", str(who.pw_gid), "--clear-groups"]

    def env(self) -> dict[str, str]:
        return {"PATH": "/usr/bin:/bin", "LANG": "C", "LC_ALL": "C", "HOME": str(self.root)}

    def prepare(self, timeout: float) -> None:
        init = subprocess.run(
            self.wrapped([str(self.bindir / "initdb"), "-D", str(self.data), "-U", USER, "-A", "trust", "-E", "UTF8",
                          "--no-locale", "--no-sync", "--no-instructions"]),
            capture_output=True, text=True, env=self.env(), timeout=timeout)
        if init.returncode != 0:
            raise RuntimeError(f"initdb failed: {init.stderr.strip()[-800:]}")

    def command(self, port: int) -> list[str]:
        return [str(self.bindir / "postgres"), "-D", str(self.data), "-h", "127.0.0.1", "-p", str(port),
                "-k", str(self.root), "-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off",
                "-c", "shared_buffers=32MB", "-c", "max_connections=200"]

    def ready(self) -> bool:
        return subprocess.run([str(self.bindir / "pg_isready"), "-q", "-h", "127.0.0.1", "-p", str(self.port),
                               "-U", USER, "-d", "postgres"], env={"PATH": "/usr/bin:/bin"}).returncode == 0

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{USER}@127.0.0.1:{self.port}/{database}"


# ---------------------------------------------------------------- Redis
def redis_binary() -> str | None:
    """The ``redis-server`` program, or None if it is not installed."""
    return shutil.which("redis-server") or ("/usr/bin/redis-server" if Path("/usr/bin/redis-server").is_file()
                                            else None)


class RedisServer(ThrowawayServer):
    """A Redis server of its own: no persistence, protected mode, its log in its directory."""

    name = "redis-server"

    def __init__(self, binary: str) -> None:
        super().__init__("tricktable-redis-")
        self.binary = binary

    def command(self, port: int) -> list[str]:
        return [self.binary, "--bind", "127.0.0.1", "--port", str(port), "--save", "", "--appendonly", "no",
                "--dir", str(self.root), "--protected-mode", "yes", "--daemonize", "no"]

    def ready(self) -> bool:
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", self.port), timeout=1) as s:
            s.sendall(b"PING\r\n")
            return s.recv(64).startswith(b"+PONG")
        return False

    def url(self, db: int = 0) -> str:
        return f"redis://127.0.0.1:{self.port}/{db}"
