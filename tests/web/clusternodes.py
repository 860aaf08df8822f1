"""Server processes of a cluster for the tests and scripts/failover.py: ``tricktable serve --db postgresql://… --bus
redis://… --instance NAME`` as a person runs it (its own process, a free port), and the scripted people of
scriptedpeople.py seated in a room across them.

A node's output (its warnings and errors) is read all the time by a thread of its own and kept in
:attr:`Node.output`: a pipe nobody reads fills up (64 KiB) and the server's next log line then blocks its event
loop for good, which a test would see as a hang."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
import time
from types import SimpleNamespace
from typing import Any

import httpx
from multiseat import hidden_cards_seen
from scriptedpeople import Person
from scriptedpeople import seat_room as seat_people

from tricktable.storage import Store
from tricktable.storage.leases import lease_key

LISTENING = re.compile(r"http://127\.0\.0\.1:(\d+)/")


class Node:
    """One ``tricktable serve`` process of the cluster."""

    def __init__(self, db: str, bus: str, instance: str, *extra: str) -> None:
        self.instance = instance
        cmd = [sys.executable, "-m", "tricktable", "serve", "--db", db, "--bus", bus, "--instance", instance,
               "--port", "0", "--ai-workers", "0", "--lang", "en", *extra]
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        self.proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env,
                                     stdin=subprocess.DEVNULL)
        self.url = ""
        self.output: list[str] = []

    def wait_listening(self, timeout: float = 300.0) -> str:
        """The node's base URL once it says it listens (its output up to then is kept in :attr:`output`)."""
        deadline = time.monotonic() + timeout
        assert self.proc.stdout is not None
        while time.monotonic() < deadline:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError(f"{self.instance} ended: {''.join(self.output)[-2000:]}")
            self.output.append(line)
            m = LISTENING.search(line)
            if m:
                self.url = f"http://127.0.0.1:{m.group(1)}"
                threading.Thread(target=self._drain, name=f"output of {self.instance}", daemon=True).start()
                return self.url
        raise RuntimeError(f"{self.instance} did not start: {''.join(self.output)[-2000:]}")

    def _drain(self) -> None:
        """Keep reading the node's output (see the module's docstring) until it ends."""
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.output.append(line)

    def said(self) -> str:
        """The end of what the node wrote (for a failing test's message)."""
        return "".join(self.output)[-4000:]

    def ws(self, path: str) -> str:
        return self.url.replace("http", "ws", 1) + path

    def kill(self) -> None:
        """``kill -9``."""
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(30)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)



def start_nodes(db: str, bus: str, names: list[str]) -> list[Node]:
    """Start the nodes together (their start-ups overlap) and return them once all listen."""
    nodes = [Node(db, bus, name) for name in names]
    try:
        for node in nodes:
            node.wait_listening()
    except BaseException:
        for node in nodes:
            node.stop()
        raise
    return nodes


def new_room(node: Node, variant: str, ai: str = "heuristic", **settings: Any) -> dict[str, Any]:
    r = httpx.post(node.url + "/api/rooms", json={"variant": variant, "ai": ai, "name": "p0", **settings}, timeout=60)
    r.raise_for_status()
    return r.json()


def room_url(node: Node, code: str) -> str:
    """The address of room ``code``'s socket on ``node``."""
    return node.ws(f"/ws/room/{code}")


async def seat_room(nodes: list[Node], code: str, host_secret: str, people: list[Person],
                    where: list[int]) -> None:
    """:func:`scriptedpeople.seat_room` with person i connected to ``nodes[where[i]]``."""
    await seat_people(people, [room_url(nodes[n], code) for n in where], host_secret)


def leak_check(db: str, gid: str, people: list[Person], spectator: Person | None,
               pages: dict[int | None, list[dict[str, Any]]] | None = None, seats: list[int] | None = None) -> list:
    """Every card anyone was shown that their seat (a spectator: nobody's) could not know then: each scripted
    person (at ``seats``, else at their place in ``people``), the ``spectator``, and what browser ``pages`` held
    (by seat; their table states as ``test_browser_rooms.client_state`` takes them)."""
    store = Store(db)
    try:
        shim = SimpleNamespace(app=SimpleNamespace(state=SimpleNamespace(store=store)))
        leaks = []
        for seat, p in zip(seats or range(len(people)), people, strict=True):
            leaks += hidden_cards_seen(shim, gid, seat, p.log, every_message=True)
        if spectator is not None:
            leaks += hidden_cards_seen(shim, gid, None, spectator.log, every_message=True)
        for seat, held in (pages or {}).items():
            leaks += hidden_cards_seen(shim, gid, seat, held, every_message=False)
        return leaks
    finally:
        store.close()


def lease_holders(db: str, table: str) -> int:
    """How many database sessions hold ``table``'s lease (an advisory lock)."""
    import psycopg

    key = lease_key(table) & 0xFFFF_FFFF_FFFF_FFFF
    with psycopg.connect(db.split("?")[0], autocommit=True) as conn:
        return conn.execute("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted"
                            " AND classid::bigint = %s AND objid::bigint = %s",
                            (key >> 32, key & 0xFFFF_FFFF)).fetchone()[0]


def directory(bus: str, table: str) -> str | None:
    import redis

    client = redis.Redis.from_url(bus)
    try:
        value = client.get(f"tricktable:owner:{table}")
        return value.decode() if value else None
    finally:
        client.close()
