"""A real ``tricktable serve`` in a subprocess for the fault tests: start it, find its processes, stop it."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

SERVE = [sys.executable, "-c", "from tricktable.interfaces.cli.app import main; main()", "serve"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _stat(pid: int) -> tuple[int, str] | None:
    """(parent pid, state letter) of a process, or None if it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2:].split()
    return int(fields[1]), fields[0]


def descendants(pid: int) -> set[int]:
    """Every living process below ``pid`` (children, their children, ...)."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            st = _stat(int(entry))
            if st is not None and st[1] != "Z":
                children.setdefault(st[0], []).append(int(entry))
    out, todo = set(), [pid]
    while todo:
        for c in children.get(todo.pop(), []):
            if c not in out:
                out.add(c)
                todo.append(c)
    return out


def alive(pids: set[int]) -> set[int]:
    """The pids still running (zombies count as gone: they hold no memory and wait only to be reaped)."""
    return {p for p in pids if (st := _stat(p)) is not None and st[1] != "Z"}


class Server:
    """``tricktable serve`` on a free port and database ``db`` (its own process group, as a terminal gives)."""

    def __init__(self, db: Path, *args: str, workers: int = 2) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        cmd = [*SERVE, "--port", str(self.port), "--db", str(db), "--ai-workers", str(workers), *args]
        self.proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
        self.seen: set[int] = {self.proc.pid}  # every process of this server seen so far (to clean up after)

    def wait_ready(self, timeout: float = 30.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise AssertionError(f"serve exited: {self.proc.stdout.read().decode(errors='replace')}")
            try:
                urllib.request.urlopen(self.url + "/api/variants", timeout=2).read()
                return
            except OSError:
                time.sleep(0.05)
        raise AssertionError("serve did not answer")

    def get(self, path: str, host: str | None = None) -> tuple[int, bytes]:
        req = urllib.request.Request(self.url + path, headers={"Host": host} if host else {})
        try:
            with urllib.request.urlopen(req, timeout=5) as r:
                return r.status, r.read()
        except urllib.error.HTTPError as e:
            return e.code, e.read()

    def post(self, path: str, body: dict) -> dict:
        req = urllib.request.Request(self.url + path, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=10) as r:
            return json.loads(r.read())

    def processes(self) -> set[int]:
        found = {self.proc.pid} | descendants(self.proc.pid)
        self.seen |= found
        return found

    def signal(self, sig: int, group: bool = False) -> None:
        if group:
            os.killpg(self.proc.pid, sig)  # what Ctrl+C in a terminal does
        else:
            os.kill(self.proc.pid, sig)

    def wait_gone(self, pids: set[int], timeout: float = 10.0) -> set[int]:
        """Wait for the server and ``pids`` to end; the ones still alive after ``timeout``."""
        deadline = time.monotonic() + timeout
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.proc.wait(timeout)
        while time.monotonic() < deadline and alive(pids):
            time.sleep(0.05)
        return alive(pids)

    def kill_all(self) -> None:
        """Clean up whatever is left (a failing test must not leave processes behind either)."""
        for p in alive(self.seen | self.processes()):
            with contextlib.suppress(OSError):
                os.kill(p, signal.SIGKILL)
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.proc.wait(5)
