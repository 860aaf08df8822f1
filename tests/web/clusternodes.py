"""Server processes of a cluster for the tests: ``tricktable serve --db postgresql://… --bus redis://… --instance
NAME`` as a person runs it (its own process, a free port), and scripted room people over real websockets who keep
every message they are sent."""

from __future__ import annotations

import asyncio
import json
import os
import random
import re
import subprocess
import sys
import time
from typing import Any

import httpx
import orjson
import websockets

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
                return self.url
        raise RuntimeError(f"{self.instance} did not start: {''.join(self.output)[-2000:]}")

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
        if self.proc.stdout is not None:
            self.proc.stdout.close()


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


class Person:
    """A scripted person in a room, connected to one node: keeps every message (``log``), plays random legal
    actions at their seat, confirms each next hand."""

    def __init__(self, name: str, seed: int) -> None:
        self.name, self.rng = name, random.Random(seed)
        self.ws: Any = None
        self.log: list[dict[str, Any]] = []
        self.room: dict[str, Any] | None = None
        self.state: dict[str, Any] | None = None
        self.secret: str | None = None
        self.next_id = 0
        self.acked: list[int] = []  # the steps of the hand acknowledged to this person (their own actions)
        self.node = ""

    async def connect(self, node: Node, code: str) -> None:
        query = f"?secret={self.secret}" if self.secret else ""
        self.ws = await websockets.connect(node.ws(f"/ws/room/{code}{query}"), max_size=2**22, open_timeout=60)
        self.node = node.instance

    async def send(self, msg: dict[str, Any]) -> None:
        await self.ws.send(json.dumps(msg))

    async def recv(self, timeout: float = 300.0) -> dict[str, Any]:
        msg = orjson.loads(await asyncio.wait_for(self.ws.recv(decode=False), timeout))
        self.log.append(msg)
        if msg["type"] == "room":
            self.room = msg["room"]
        elif msg["type"] == "update":
            self.state = msg["state"]
        elif msg["type"] == "joined":
            self.secret = msg["secret"]
        return msg

    async def until(self, test, timeout: float = 300.0) -> dict[str, Any]:
        while not test(msg := await self.recv(timeout)):
            pass
        return msg

    async def play(self, hands: int = 1, actions: int | None = None) -> None:
        """Play until ``hands`` hands are over (or the match is), or this person has had ``actions`` actions
        acknowledged."""
        done: set[int] = set()
        confirmed, pending = -1, False
        await self.send({"type": "sync"})
        while len(done) < hands and (actions is None or len(self.acked) < actions):
            msg = await self.recv()
            if msg["type"] in ("ack", "error") and msg.get("id") is not None:
                pending = False
                if msg["type"] == "ack":
                    self.acked.append(msg.get("step", -1))
                elif msg["type"] == "error":
                    assert msg.get("code") == "turn", msg  # a move raced by the turn moving on, nothing else
                    await self.send({"type": "sync"})
                continue
            if msg["type"] != "update" or pending:
                continue
            st = msg["state"]
            if st["between_hands"]:
                done.add(st["hand_seq"])
                if st["match_over"]:
                    return
                if len(done) < hands and confirmed != st["hand_seq"]:
                    confirmed = st["hand_seq"]
                    await self.send({"type": "ready"})
                continue
            view = st["view"]
            if view and view["to_act"] == st["seat"] and st["legal"]:
                self.next_id += 1
                pending = True
                await self.send({"type": "action", "action": self.rng.choice(sorted(st["legal"])),
                                 "id": self.next_id})

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()


async def seat_room(nodes: list[Node], code: str, host_secret: str, people: list[Person],
                    where: list[int]) -> None:
    """Connect ``people`` to the room (person i to ``nodes[where[i]]``; person 0 is the host, whose secret is
    given), seat each at their own number, let the AI play the other seats and start the match."""
    host = people[0]
    host.secret = host_secret
    for p, n in zip(people, where, strict=True):
        await p.connect(nodes[n], code)
    for i, p in enumerate(people[1:], start=1):
        await p.send({"type": "join", "name": p.name, "seat": i, "id": "join"})
        await p.until(lambda m: m.get("id") == "join")
    for seat in range(len(people), 4):
        await host.send({"type": "fill", "seat": seat, "ai": True})
    await host.send({"type": "start", "id": "start"})
    await host.until(lambda m: m.get("id") == "start")
