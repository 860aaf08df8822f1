"""Several server processes on one store (PostgreSQL) and one bus (Redis): each table owned by one process at a time,
and a connection that lands on another process joined to the owner over the bus (issue 27; docs/hosting.md).

A *table* is a room (``room:CODE``) or a game (``game:ID``). Its owner is the process holding its lease
(:class:`~tricktable.storage.leases.TableLeases`: a PostgreSQL advisory lock, which lapses by itself when the process
dies). Contracts:

- **One owner.** A table is in the memory of a process only while that process holds its lease: a socket is served
  here only after :meth:`Cluster.claim` granted it, a new room or game is claimed as it is made, and a lease is
  given up only for a table no longer in memory (:meth:`Cluster.sweep`). A process that loses its lease connection
  (and so, maybe, its leases) stops: it cannot know which of its tables another process has taken.
- **Joined, not copied.** A socket that lands on a process that is not the table's owner is *forwarded*: each frame
  the person sends goes to the owner over the bus, and the owner runs the very same socket handler as for a local
  connection (``seat_socket``, ``room_socket``) on a :class:`VirtualSocket`, whose every frame comes back over the
  bus to that one connection. So the owner builds each connection's messages from that connection's seat as it
  does locally (nothing another seat may not see ever crosses to a connection), applies the same checks, rate
  limits and caps, and knows who is connected for presence.
- **Failover.** The owner's death (``kill -9``) drops its own sockets and, within :data:`WATCH_EVERY` seconds, the
  sockets forwarded to it: the forwarding process sees the owner stop listening on the bus and closes them with
  code 1012 (the page reconnects, as after any lost connection). The lease has lapsed with the owner's database
  session; the next connection's process claims it and rebuilds the table from the store, where everything
  acknowledged already is.

:func:`join_cluster` makes this process's :class:`Cluster` and wires it to the app's services (``create_app`` calls
it): the socket handlers it serves a table with, which tables are in memory or in the store, the leases a new game
or room takes, and the limits and locks shared across the processes.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
import signal
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from starlette.datastructures import Address
from starlette.websockets import WebSocket, WebSocketDisconnect

from ...i18n import LANGUAGES
from ...storage import Store
from ...storage.leases import TableLeases
from ...table.room import normal_code
from .bus import Bus
from .daily import DailyHub
from .frames import told
from .manager import Manager
from .outbox import DISCONNECT, Outbox, SendLimits
from .room_api import room_socket
from .rooms import RoomHub
from .saving import read
from .ws import seat_socket

log = logging.getLogger(__name__)

#: seconds between two looks at whether the instances this one forwards to (or serves for) still listen
WATCH_EVERY = 0.5
#: seconds between two looks for leases of tables no longer in memory (given up) and at the lease connection
SWEEP_EVERY = 10.0
#: how long a connection waits for a table's owner to be known (its lease taken by a live instance) before refused
ROUTE_PATIENCE = 5.0
#: the close code of a forwarded socket whose owner went away (the page reconnects)
OWNER_GONE = 1012
#: the close code of a socket whose table has no owner that can be reached now (the page tries again later)
TRY_AGAIN = 4503
#: the headers passed on to the owner (what the socket handlers read)
PASSED_HEADERS = ("origin", "host", "user-agent")

Handler = Callable[[Any, str], Awaitable[None]]


@dataclass
class _Forwarded:
    """A socket of this process whose table another instance owns."""
    out: Outbox
    owner: str


class VirtualSocket:
    """A person's socket as the owner sees it when it is connected to another instance (``peer``): what the socket
    handlers use of a Starlette ``WebSocket`` (``accept``, ``receive``, ``send_text``, ``close``,
    ``query_params``, ``headers``, ``client``), its frames carried by the bus."""

    def __init__(self, cluster: Cluster, conn: str, peer: str, query: dict[str, str], headers: dict[str, str],
                 client: str) -> None:
        self.cluster, self.conn, self.peer = cluster, conn, peer
        self.query_params = query
        self.headers = headers
        self.client = Address(client, 0)
        self.frames: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self.ended = False

    async def accept(self) -> None:
        """(The forwarding instance accepted the real socket.)"""

    async def receive(self) -> dict[str, Any]:
        if self.ended and self.frames.empty():
            return dict(DISCONNECT)
        return await self.frames.get()

    async def send_text(self, text: str) -> None:
        if self.ended:
            raise WebSocketDisconnect(1006)
        self.cluster.bus.publish(self.peer, {"op": "send", "conn": self.conn, "text": text})

    async def close(self, code: int = 1000, reason: str = "") -> None:
        if not self.ended:
            self.ended = True
            self.cluster.bus.publish(self.peer, {"op": "closed", "conn": self.conn, "code": code, "reason": reason})

    def gone(self) -> None:
        """The person's socket (or the instance holding it) went away."""
        self.ended = True
        self.frames.put_nowait(dict(DISCONNECT))


class Cluster:
    """This process's part of a cluster: its instance name, its leases on ``store`` and its bus at ``bus_url``.

    :func:`join_cluster` fills in :attr:`handlers` (``"room"``, ``"game"``: serve a socket for a table key here),
    :attr:`table_of` (the table id of a socket's key, or None for a key that names no table) and
    :attr:`in_memory` (whether a table is in this process's memory), then :meth:`start` it on the loop."""

    def __init__(self, store: Store, bus_url: str, instance: str, limits: SendLimits | None = None) -> None:
        if store.backend != "postgresql":
            raise ValueError("a cluster needs a PostgreSQL store")
        self.instance = instance
        self.store = store
        self.leases = TableLeases(store)
        self.bus = Bus(bus_url, instance)
        self.limits = limits
        self.handlers: dict[str, Handler] = {}
        self.table_of: Callable[[str, str], str | None] = lambda kind, key: f"{kind}:{key}"
        self.in_memory: Callable[[str], bool] = lambda table: False
        #: whether the store has the table (else: no lease); a store's read, made where it would be (``saving.read``)
        self.exists: Callable[[str], bool] = lambda table: True
        self._held: set[str] = set()  # the leases held (as far as the loop knows; the leases' own set agrees)
        self._serving: dict[str, int] = {}  # table -> sockets served here now (their leases are not given up)
        self._forwarded: dict[str, _Forwarded] = {}  # connection id -> a socket here whose table is elsewhere
        self._virtual: dict[str, VirtualSocket] = {}  # connection id -> a socket elsewhere of a table here
        self._tasks: list[asyncio.Task[None]] = []
        self._served: set[asyncio.Task[None]] = set()
        self._claiming: dict[str, asyncio.Future[bool]] = {}
        self._releasing: dict[str, asyncio.Future[None]] = {}  # leases being given up (a claim waits for it)

    # ------------------------------------------------------------ lifecycle
    async def start(self) -> None:
        """Join the bus (raises :class:`~.bus.BusError`) and start the watchdogs."""
        await self.bus.start(self._on_message)
        loop = asyncio.get_running_loop()
        self._tasks = [loop.create_task(self._watch()), loop.create_task(self._sweep_forever())]

    async def close(self) -> None:
        for task in self._tasks:
            task.cancel()
        for conn in list(self._forwarded.values()):
            conn.out.close(OWNER_GONE)
        for vs in list(self._virtual.values()):
            vs.gone()
        await asyncio.sleep(0)
        await self.bus.close()
        await asyncio.to_thread(self.leases.close)

    # ------------------------------------------------------------ leases
    async def claim(self, table: str) -> bool:
        """Take ``table``'s lease for this process if nobody holds it (True: this process owns it now, or did
        already), and name this process its owner in the directory. Never waits for another holder."""
        while (released := self._releasing.get(table)) is not None:
            await asyncio.shield(released)
        if table in self._held:
            return True
        pending = self._claiming.get(table)
        if pending is not None:
            return await asyncio.shield(pending)
        future: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._claiming[table] = future
        try:
            try:
                granted = await asyncio.to_thread(self.leases.take, table)
            except Exception as e:  # noqa: BLE001 (the lease connection is lost: the leases with it)
                self._lost(e)
                granted = False
            if granted:
                self._held.add(table)
                with contextlib.suppress(Exception):  # (the directory is a hint; the lease decides)
                    await self.bus.set_owner(table)
            future.set_result(granted)
            return granted
        finally:
            del self._claiming[table]
            if not future.done():
                future.set_result(False)

    async def sweep(self) -> int:
        """Give up the leases of tables that left memory and have no socket here; returns how many."""
        gone = [t for t in self._held if not self._serving.get(t) and not self.in_memory(t)
                and t not in self._claiming]
        if not gone:
            return 0
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        for table in gone:  # (all at once, before any wait: a claim meanwhile waits until they are given up)
            self._held.discard(table)
            self._releasing[table] = done
        try:
            for table in gone:
                await asyncio.to_thread(self.leases.release, table)
        finally:
            for table in gone:
                del self._releasing[table]
            done.set_result(None)
        return len(gone)

    async def _sweep_forever(self) -> None:
        while True:
            await asyncio.sleep(SWEEP_EVERY)
            try:
                await self.sweep()
                if self._held and not await asyncio.to_thread(self.leases.held):
                    self._lost(ConnectionError("the lease connection was lost"))
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("sweeping the leases failed")

    def _lost(self, e: BaseException) -> None:
        """The lease connection is gone, and with it (maybe) the leases: another process may own this process's
        tables now. Serving them on would make two owners: stop (a supervisor starts the process again)."""
        log.critical("instance %s lost its table leases (%s): stopping", self.instance, e)
        self._held.clear()
        os.kill(os.getpid(), signal.SIGTERM)

    # ------------------------------------------------------------ sockets
    async def serve(self, ws: WebSocket, kind: str, key: str) -> None:
        """Serve a socket of table ``key`` of ``kind`` (``room``, ``game``): here if this process owns it or can
        take it, else forwarded to its owner, else refused for now (code ``TRY_AGAIN``: the page tries later)."""
        table = self.table_of(kind, key)
        if table is None or (table not in self._held and not await read(self.store, lambda: self.exists(table))):
            return await self.handlers[kind](ws, key)  # names no table: the handler refuses it as it would alone
        owner = await self._route(table)
        if owner == self.instance:
            await self._serve_here(ws, kind, key, table)
        elif owner is not None:
            await self._forward(ws, owner, kind, key)
        else:
            await ws.accept()
            lang = ws.query_params.get("lang", "en")
            out = Outbox(ws, lang if lang in LANGUAGES else "en", self.limits)
            await out.refuse(told(out.lang, "busy", "socket-table-moving"), TRY_AGAIN)

    async def _route(self, table: str) -> str | None:
        """Who serves ``table``: this instance (it holds the lease now), a live instance the directory names while
        the lease is held elsewhere, or None if neither comes within ``ROUTE_PATIENCE`` seconds."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + ROUTE_PATIENCE
        pause = 0.02
        while True:
            if await self.claim(table):
                return self.instance
            with contextlib.suppress(Exception):
                owner = await self.bus.owner(table)
                if owner and owner != self.instance and await self.bus.alive([owner]):
                    return owner
            if loop.time() + pause > deadline:
                return None
            await asyncio.sleep(pause)  # the holder is naming itself, or a dead holder's session is ending
            pause = min(2 * pause, 0.5)

    async def _serve_here(self, ws: Any, kind: str, key: str, table: str) -> None:
        self._serving[table] = self._serving.get(table, 0) + 1
        try:
            await self.handlers[kind](ws, key)
        finally:
            left = self._serving[table] - 1
            if left:
                self._serving[table] = left
            else:
                del self._serving[table]

    async def _forward(self, ws: WebSocket, owner: str, kind: str, key: str) -> None:
        """Join the person's socket to the table's owner: their frames go to it, its frames for them come back."""
        await ws.accept()
        lang = ws.query_params.get("lang", "en")
        out = Outbox(ws, lang if lang in LANGUAGES else "en", self.limits)
        conn = secrets.token_hex(12)
        self._forwarded[conn] = _Forwarded(out, owner)
        client = ws.client.host if ws.client else "?"
        headers = {h: ws.headers[h] for h in PASSED_HEADERS if h in ws.headers}
        self.bus.publish(owner, {"op": "open", "conn": conn, "from": self.instance, "kind": kind, "key": key,
                                 "query": dict(ws.query_params), "headers": headers, "client": client})
        try:
            while True:
                frame = await out.receive()
                if frame["type"] == "websocket.disconnect":
                    break
                text = frame.get("text")
                self.bus.publish(owner, {"op": "frame", "conn": conn, "text": text} if text is not None
                                 else {"op": "frame", "conn": conn, "binary": True})
        except WebSocketDisconnect:
            pass
        finally:
            if self._forwarded.pop(conn, None) is not None:
                self.bus.publish(owner, {"op": "close", "conn": conn})
            await out.finish()

    def _on_message(self, msg: dict[str, Any]) -> None:
        """A message from another instance (on the loop, in that instance's order)."""
        op, conn = msg.get("op"), str(msg.get("conn", ""))
        if op == "send":
            fwd = self._forwarded.get(conn)
            if fwd is not None:
                fwd.out.put_text(str(msg.get("text", "")))
        elif op == "closed":
            fwd = self._forwarded.get(conn)
            if fwd is not None:
                fwd.out.close(int(msg.get("code", 1000)), str(msg.get("reason", ""))[:120])
        elif op == "frame":
            vs = self._virtual.get(conn)
            if vs is not None and not vs.ended:
                text = msg.get("text")
                vs.frames.put_nowait({"type": "websocket.receive", "text": text} if isinstance(text, str)
                                     else {"type": "websocket.receive", "bytes": b""})
        elif op == "close":
            vs = self._virtual.get(conn)
            if vs is not None:
                vs.gone()
        elif op == "open":
            self._open(msg, conn)

    def _open(self, msg: dict[str, Any], conn: str) -> None:
        peer, kind, key = str(msg.get("from", "")), str(msg.get("kind", "")), str(msg.get("key", ""))
        query = {str(k): str(v) for k, v in dict(msg.get("query") or {}).items()}
        headers = {str(k): str(v) for k, v in dict(msg.get("headers") or {}).items() if k in PASSED_HEADERS}
        vs = VirtualSocket(self, conn, peer, query, headers, str(msg.get("client", "?")))
        if kind not in self.handlers or not peer or conn in self._virtual:
            return
        self._virtual[conn] = vs
        task = asyncio.get_running_loop().create_task(self._serve_virtual(vs, kind, key))
        self._served.add(task)
        task.add_done_callback(self._served.discard)

    async def _serve_virtual(self, vs: VirtualSocket, kind: str, key: str) -> None:
        try:
            table = self.table_of(kind, key)
            if table is not None and not await self.claim(table):  # (moved on meanwhile: the page tries again)
                lang = vs.query_params.get("lang", "en")
                out = Outbox(vs, lang if lang in LANGUAGES else "en", self.limits)
                await out.refuse(told(out.lang, "busy", "socket-table-moving"), TRY_AGAIN)
                return
            if table is None:
                await self.handlers[kind](vs, key)
            else:
                await self._serve_here(vs, kind, key, table)
        except Exception:
            log.exception("a forwarded socket failed")
        finally:
            self._virtual.pop(vs.conn, None)
            if not vs.ended:
                await vs.close(1011)

    async def _watch(self) -> None:
        """Close the sockets that depend on an instance that stopped listening on the bus."""
        while True:
            await asyncio.sleep(WATCH_EVERY)
            peers = {f.owner for f in self._forwarded.values()} | {v.peer for v in self._virtual.values()}
            if not peers:
                continue
            try:
                alive = await self.bus.alive(peers)
            except asyncio.CancelledError:
                raise
            except Exception as e:  # noqa: BLE001 (the bus is down: nothing can be forwarded)
                log.warning("the bus cannot be asked who listens: %s", e)
                alive = set()
            for fwd in list(self._forwarded.values()):
                if fwd.owner not in alive:
                    log.info("instance %s is gone: its forwarded socket is closed", fwd.owner)
                    fwd.out.close(OWNER_GONE)
            for vs in list(self._virtual.values()):
                if vs.peer not in alive:
                    vs.gone()

    def counts(self) -> dict[str, int]:
        """What this instance holds now: leases, sockets forwarded elsewhere, sockets served for others."""
        return {"leases": len(self._held), "forwarded": len(self._forwarded), "virtual": len(self._virtual)}


__all__ = ["Cluster", "VirtualSocket"]


def table_of(kind: str, key: str) -> str | None:
    """The table a socket's address names (``game:ID``, ``room:CODE``, the code as stored), or None if it can name
    none (the socket's handler refuses it)."""
    if kind == "room":
        code = normal_code(key)
        return None if code is None else f"room:{code}"
    return f"game:{key}" if 0 < len(key) <= 100 else None


def join_cluster(store: Store, bus_url: str, instance: str, manager: Manager, rooms: RoomHub, daily: DailyHub,
                 rate: tuple[float, float], limits: SendLimits | None = None) -> Cluster:
    """This process's part of the cluster at ``bus_url`` (as ``instance``), wired to the app's services: a table's
    socket served here runs the local handler (``seat_socket``, ``room_socket``, with the per-connection message
    ``rate`` and send ``limits``); a new game or room takes its lease as it is made; joins and wrong codes are
    limited across the processes, and one process at a time sets up a player's daily attempt. Raises
    ``ValueError`` for a store that is not PostgreSQL. Started with the app (``Cluster.start``)."""
    cluster = Cluster(store, bus_url, instance, limits)
    cluster.handlers = {"game": lambda ws, key: seat_socket(ws, manager, key, rate, limits),
                        "room": lambda ws, key: room_socket(ws, rooms, key, rate, limits)}
    cluster.table_of = table_of
    cluster.in_memory = lambda table: (table.startswith("game:") and table[5:] in manager.live
                                       or table.startswith("room:") and table[5:] in rooms.rooms)
    cluster.exists = lambda table: (store.load(table[5:], with_hands=False) is not None if table.startswith("game:")
                                    else rooms.records.exists(table[5:]))
    manager.claim = rooms.claim = cluster.claim
    rooms.attempts.shared = cluster.bus  # joins and wrong codes limited across the cluster
    daily.lock_across = cluster.bus.lock  # one process at a time sets up a player's daily attempt
    return cluster
