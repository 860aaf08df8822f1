"""Scripted people over real websockets, for the cluster tests (clusternodes.py), the load test
(scripts/loadtest.py) and the crash test (scripts/failover.py): a person in a room who plays legal moves at their
seat, confirms each next hand, and keeps what they were sent.

A :class:`Person` keeps every message (:attr:`Person.log`, for the leak checks), the room and the table as last
sent, their secret once they joined, the steps of their own acknowledged actions (:attr:`Person.acked`) and the
errors they were told other than a move raced by the turn moving on (:attr:`Person.errors`). Given a ``stats``
dictionary (the load test's), it also counts messages by type and times each acknowledgement."""

from __future__ import annotations

import asyncio
import json
import random
import time
from collections.abc import Awaitable, Callable
from typing import Any

import orjson
import websockets

#: card numbers that count points in a Rook game (5s, 10s, 14s, and 1s where they count): a person lays away others
COUNTING = {"1", "5", "10", "14"}


def own_pick(hand: list[str], select: dict) -> str | None:
    """The cards a person picks when the page asks for a choice of cards (a Rook declarer's discard): the
    lowest cards that count nothing, as the page shows them; None when no count is given."""
    n = select.get("count")
    if not n or len(hand) < n:
        return None

    def number(card: str) -> str:
        return card[1:] if card[:1] in "RYGB" and card[1:].isdigit() else ""

    order = sorted(hand, key=lambda c: (number(c) in COUNTING or not number(c), int(number(c) or 99)))
    return f"{select['kind']} {' '.join(order[:n])}"


async def pick_cards(ask: Callable[[dict, tuple], Awaitable[dict]], hand: list[str], select: dict,
                     hints: bool) -> str | None:
    """A choice of cards the page does not list (a Rook declarer's discard): picked as a person picks them and
    checked by the server (``check``), or (``hints``, or a pick the rules refuse) the server's hint. ``ask`` sends a
    message and returns the first reply of the given types. None: no answer (an error)."""
    action = None if hints else own_pick(hand, select)
    if action is not None and (await ask({"type": "check", "action": action, "id": "check"},
                                         ("check", "error"))).get("ok"):
        return action
    reply = await ask({"type": "hint", "id": "hint"}, ("hint", "error"))
    return reply.get("action") if reply["type"] == "hint" else None


def choose(legal: list[str], rng: random.Random) -> str:
    """A scripted person's move: the lowest bid or a pass in auctions, else any legal move but a claim of the rest
    (in a room a claim waits up to ten seconds for the others: a test would measure that wait, not the server)."""
    legal = [a for a in legal if a.split()[0] != "claim"] or legal
    bids = [a for a in legal if a.split()[0] == "bid"]
    if bids:
        lowest = min(bids, key=lambda a: int(a.split()[1]))
        return lowest if "pass" not in legal or rng.random() < 0.3 else "pass"
    return rng.choice(legal)


def count(stats: dict, msg: dict) -> None:
    """Count the messages the server sent, by type."""
    stats["messages"][msg["type"]] = stats["messages"].get(msg["type"], 0) + 1


def ack_key(gid: str, ack: dict) -> str:
    """Which action an acknowledgement is of (to match the server's and the client's times of it)."""
    return f"{gid} {ack.get('step')} {ack.get('action')}"


class Person:
    """One scripted person in a room (see the module's docstring). ``think``: seconds a person takes before a move
    (random, around it); ``hints``: choices of cards from the server's hint, not the person's own pick;
    ``timeout``: seconds to wait for any one message."""

    def __init__(self, name: str, rng: random.Random | int, stats: dict | None = None, think: float = 0.0,
                 hints: bool = False, timeout: float = 300.0, ws: Any = None) -> None:
        self.name = name
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.stats, self.think, self.hints, self.timeout = stats, think, hints, timeout
        self.ws: Any = ws
        self.where = ""  # the address connected to
        self.log: list[dict[str, Any]] = []
        self.room: dict[str, Any] | None = None
        self.state: dict[str, Any] | None = None
        self.secret: str | None = None
        self.next_id = 0
        self.acked: list[int] = []  # the steps of the hand acknowledged to this person (their own actions)
        self.errors: list[dict[str, Any]] = []  # errors other than "turn" (a move raced by the turn moving on)
        self.sent_at: dict[int, tuple[float, float]] = {}  # id -> (perf counter, wall clock) when sent

    async def connect(self, ws_url: str) -> None:
        """Connect to a room's socket at ``ws_url`` (``…/ws/room/CODE``), with this person's secret if they have
        one."""
        query = f"?secret={self.secret}" if self.secret else ""
        self.ws = await websockets.connect(ws_url + query, max_size=2**22, open_timeout=60)
        self.where = ws_url

    async def send(self, msg: dict[str, Any]) -> None:
        await self.ws.send(json.dumps(msg))

    async def recv(self, timeout: float | None = None) -> dict[str, Any]:
        msg = orjson.loads(await asyncio.wait_for(self.ws.recv(decode=False), timeout or self.timeout))
        self.log.append(msg)
        kind = msg["type"]
        if kind == "room":
            self.room = msg["room"]
        elif kind == "update":
            self.state = msg["state"]
        elif kind == "joined":
            self.secret = msg["secret"]
        elif kind == "ack" and isinstance(msg.get("id"), int):
            self.acked.append(msg.get("step", -1))
        elif kind == "error" and msg.get("code") != "turn":
            self.errors.append(msg)
        if self.stats is not None:
            self._count(msg)
        return msg

    def _count(self, msg: dict[str, Any]) -> None:
        stats = self.stats
        assert stats is not None
        count(stats, msg)
        if msg["type"] == "ack" and msg.get("id") in self.sent_at:
            sent, wall = self.sent_at.pop(msg["id"])
            stats["latency"].append(time.perf_counter() - sent)
            gid = (self.room or {}).get("game_id", "?")
            stats["ack_times"][ack_key(gid, msg)] = (wall, time.time())
            stats["acked"][gid] = stats["acked"].get(gid, 0) + 1
        elif msg["type"] == "error" and msg.get("code") != "turn":
            stats["errors"].append(msg)

    async def until(self, test: Callable[[dict[str, Any]], bool], timeout: float | None = None) -> dict[str, Any]:
        """Read messages until one passes ``test``; returns it."""
        while not test(msg := await self.recv(timeout)):
            pass
        return msg

    async def ask(self, msg: dict, types: tuple) -> dict:
        """Send ``msg``; the first reply of one of ``types``."""
        await self.send(msg)
        return await self.until(lambda m: m["type"] in types)

    async def play(self, hands: int = 1, actions: int | None = None) -> None:
        """Play until ``hands`` hands are over (or the match is), or this person has had ``actions`` actions
        acknowledged."""
        done: set[int] = set()
        confirmed, pending = -1, False
        await self.send({"type": "sync"})  # the table as it is now (a first update may have gone by)
        while len(done) < hands and (actions is None or len(self.acked) < actions):
            msg = await self.recv()
            if msg["type"] in ("ack", "error", "claim_waiting") and isinstance(msg.get("id"), int):
                self.sent_at.pop(msg["id"], None)  # (a claim that waits for the others has no ack)
                pending = False
                if msg["type"] == "error":
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
            if view and view["to_act"] == st["seat"] and (st["legal"] or st.get("select")):
                if st.get("select"):  # too many choices to list
                    action = await pick_cards(self.ask, view.get("hand") or [], st["select"], self.hints)
                    if action is None:
                        continue
                else:
                    action = choose(sorted(st["legal"]), self.rng)
                if self.think:  # a person takes a moment (the update that follows may be a newer one)
                    await asyncio.sleep(self.rng.uniform(0, 2 * self.think))
                self.next_id += 1
                pending = True
                self.sent_at[self.next_id] = (time.perf_counter(), time.time())
                await self.send({"type": "action", "action": action, "id": self.next_id})

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()


async def seat_room(people: list[Person], urls: list[str], host_secret: str) -> None:
    """Connect ``people`` to a room (person i to the room socket address ``urls[i]``; person 0 is the host, whose
    secret is given), seat each at their own number, let the AI play the other seats and start the match."""
    host = people[0]
    host.secret = host_secret
    for p, url in zip(people, urls, strict=True):
        await p.connect(url)
    for i, p in enumerate(people[1:], start=1):
        await p.send({"type": "join", "name": p.name, "seat": i, "id": "join"})
        await p.until(lambda m: m.get("id") == "join")
    for seat in range(len(people), 4):
        await host.send({"type": "fill", "seat": seat, "ai": True})
    await host.send({"type": "start", "id": "start"})
    await host.until(lambda m: m.get("id") == "start")
