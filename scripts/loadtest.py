#!/usr/bin/env python3
"""Load test for the browser app (not a test): N concurrent tables over websockets, each a scripted human at seat 0
with AI opponents, or (``--humans 2..4``) N rooms of friends, each with that many scripted people who meet through
the room's code, take seats, leave the rest to the AI, and confirm every next hand. Reports the acknowledgement
latency of the humans' actions (p50/p95; AI thinking excluded: an action is acknowledged once it is validated and
committed), errors, and lost actions (acknowledged but not stored).

    python scripts/loadtest.py --tables 50 --hands 2            # starts its own server on a temporary database
    python scripts/loadtest.py --tables 100 --humans 3          # 100 rooms with 3 people each
    python scripts/loadtest.py --url http://127.0.0.1:8000/ ...  # against a running server (no lost-action check)
    python scripts/loadtest.py --tables 100 --humans 3 --diagnose  # and where the time goes
    python scripts/loadtest.py --tables 200 --humans 3 --nodes 2   # a cluster: PostgreSQL, Redis, 2 server processes
    python scripts/loadtest.py --tables 200 --humans 3 --nodes 2 --compare  # one process first, then the cluster

With ``--nodes N`` it starts a PostgreSQL and a Redis server of its own (Debian's binaries, as the tests do:
tests/servers.py) and N server processes on them (``--bus``, ``--instance``): each room is
made on one process and its people connect to the processes in turn, so that the people of a room are on different
processes (issue 27). ``server_cpu_seconds`` is then the server processes' sum; ``store_bus_cpu_seconds`` the
database's and Redis's.

The server it starts is the app of ``tricktable serve`` with the per-address limits on new games, new rooms and joins raised:
every scripted person connects from 127.0.0.1. Errors are counted by kind (``code:request``). ``server_cpu_seconds``
and ``ai_worker_cpu_seconds`` are the CPU the server and its AI workers used (robust on a busy machine, unlike the
latencies). ``--diagnose`` adds the event loops' lag (server and clients), messages by type, and each
acknowledgement split into: client send -> the server receiving the frame (``to_server``), -> reading it, -> the
table handling it, -> the ack (``in_server``), -> the client reading the ack (``to_client``).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
import orjson
import websockets

sys.path[:0] = [str(Path(__file__).resolve().parent.parent / "tests"),
                str(Path(__file__).resolve().parent.parent / "tests" / "web")]
from scriptedpeople import Person, ack_key, choose, count, pick_cards  # noqa: E402  (one copy: the tests' own)


async def table(url: str, variant: str, ai: str, hands: int, seed: int, stats: dict, hints: bool = False) -> None:
    rng = random.Random(seed)
    async with httpx.AsyncClient(base_url=url, timeout=30) as http:
        r = await http.post("/api/games", json={"variant": variant, "ai": ai, "seed": seed})
        r.raise_for_status()
        body = r.json()
    gid, token = body["id"], body["tokens"]["0"]
    stats["games"].append(gid)
    ws_url = url.replace("http", "ws", 1).rstrip("/") + f"/ws/{gid}?token={token}"
    async with websockets.connect(ws_url, max_size=2**22) as ws:
        done, next_id, pending, counted = 0, 0, None, -1
        sent_at = sent_wall = 0.0
        while done < hands:
            msg = orjson.loads(await asyncio.wait_for(ws.recv(decode=False), 60))
            count(stats, msg)
            kind = msg["type"]
            if kind == "ack":
                stats["latency"].append(time.perf_counter() - sent_at)
                stats["ack_times"][ack_key(gid, msg)] = (sent_wall, time.time())
                stats["acked"][gid] = stats["acked"].get(gid, 0) + 1
                pending = None
                continue
            if kind == "error":
                stats["errors"].append(msg)
                pending = None
                await ws.send(json.dumps({"type": "sync"}))
                continue
            if kind != "update" or pending is not None:
                continue
            st = msg["state"]
            if st["between_hands"]:
                if st["hand_seq"] != counted:
                    counted = st["hand_seq"]
                    done += 1
                    if done < hands and not st["match_over"]:
                        await ws.send(json.dumps({"type": "next_hand"}))
                    elif st["match_over"]:
                        break
                continue
            view = st["view"]
            if view and view["to_act"] == st["seat"] and (st["legal"] or st.get("select")):
                if st.get("select"):  # too many choices to list
                    async def ask(out: dict, types: tuple) -> dict:
                        await ws.send(json.dumps(out))
                        while (reply := orjson.loads(await asyncio.wait_for(ws.recv(decode=False), 60)))["type"] not in types:
                            pass
                        if reply["type"] == "error":
                            stats["errors"].append(reply)
                        return reply

                    action = await pick_cards(ask, view.get("hand") or [], st["select"], hints)
                    if action is None:
                        continue
                else:
                    action = choose(st["legal"], rng)
                next_id += 1
                pending = next_id
                sent_at, sent_wall = time.perf_counter(), time.time()
                await ws.send(json.dumps({"type": "action", "action": action, "id": next_id}))


async def room_table(urls: list[str], variant: str, ai: str, hands: int, seed: int, humans: int, stats: dict,
                     ramp: float = 0.0, think: float = 0.0, hints: bool = False) -> None:
    """A room of ``humans`` scripted friends: the host makes it, the others join by its code and sit, the host
    lets the AI play the other seats and starts; then all play ``hands`` hands. Rooms start at random moments
    over the first ``ramp`` seconds, as people do. With several server processes (``urls``) the room is made on
    one and its people connect to them in turn."""
    rng = random.Random(seed)
    await asyncio.sleep(rng.random() * ramp)
    async with httpx.AsyncClient(base_url=urls[seed % len(urls)], timeout=30) as http:
        r = await http.post("/api/rooms", json={"variant": variant, "ai": ai, "name": "p0"})
        r.raise_for_status()
        body = r.json()

    def base(i: int) -> str:
        url = urls[(seed + i) % len(urls)]
        return url.replace("http", "ws", 1).rstrip("/") + f"/ws/room/{body['code']}"

    sockets = [await websockets.connect(base(0) + f"?secret={body['secret']}", max_size=2**22, open_timeout=60)]
    sockets += [await websockets.connect(base(i), max_size=2**22, open_timeout=60) for i in range(1, humans)]
    people = [Person(f"p{i}", random.Random(rng.random()), stats, think, hints, timeout=120, ws=ws)
              for i, ws in enumerate(sockets)]
    try:
        for i, p in enumerate(people[1:], start=1):
            await p.send({"type": "join", "name": p.name, "seat": i, "id": "join"})
            while (await p.recv()).get("id") != "join":
                pass
        host = people[0]
        for seat in range(humans, 4):
            await host.send({"type": "fill", "seat": seat, "ai": True})
        await host.send({"type": "start", "id": "start"})
        while (await host.recv()).get("id") != "start":
            pass
        stats["games"].append(host.room["game_id"])
        await asyncio.gather(*(p.play(hands) for p in people))
    finally:
        for ws in sockets:
            await ws.close()


def start_server(db: Path | str, ai_workers: int, diagnose: bool = False,
                 cluster: tuple[str, str] | None = None) -> tuple[subprocess.Popen, str]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    cmd = [sys.executable, __file__, "--serve", str(db), str(ai_workers), str(port)]
    if diagnose:
        cmd.append("--diagnose")  # the server writes diagnose.json beside the database
    if cluster is not None:
        cmd += ["--bus", cluster[0], "--instance", cluster[1]]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=os.environ)
    proc.stdout.readline()
    url = f"http://127.0.0.1:{port}/"
    for _ in range(600):
        try:
            httpx.get(url + "api/variants", timeout=1)
            return proc, url
        except httpx.HTTPError:
            time.sleep(0.1)
    proc.kill()
    raise SystemExit("the server did not start")


def percentiles(values: list[float]) -> dict[str, float]:
    """p50 / p95 / max of ``values`` (seconds) in milliseconds."""
    v = sorted(values) or [0.0]
    return {"p50": round(statistics.median(v) * 1000, 1), "p95": round(v[min(len(v) - 1, int(len(v) * 0.95))] * 1000, 1),
            "max": round(v[-1] * 1000, 1)}


async def loop_lag(into: list[float], every: float = 0.01) -> None:
    """How late this event loop wakes a task that sleeps ``every`` seconds: the time anything that became ready
    waits for the loop (forever; cancel to stop)."""
    while True:
        t = time.perf_counter()
        await asyncio.sleep(every)
        into.append(time.perf_counter() - t - every)


def serve(db: str, ai_workers: int, port: int, diagnose: str | None, cluster: tuple[str, str] | None = None) -> None:
    """The server the load test starts (in its own process): the app of ``tricktable serve`` with the per-address
    limits on new games and joins raised. With ``diagnose`` it also measures its event loop's lag and the time
    from an action reaching the manager to its acknowledgement, and writes them to that file when it stops."""
    import uvicorn

    from tricktable.interfaces.web import create_app
    from tricktable.interfaces.web.manager import Manager

    lag: list[float] = []
    act: list[float] = []
    acks: dict[str, tuple[float, float, float]] = {}  # ack key -> (frame read, handled from, acked), wall clock
    if diagnose:
        import contextvars

        from starlette.websockets import WebSocket

        from tricktable.interfaces.web import rooms, ws

        handled = contextvars.ContextVar("handled", default=0.0)
        received = contextvars.ContextVar("received", default=0.0)
        arrived = contextvars.ContextVar("arrived", default=0.0)
        plain_act, plain_handle, plain_receive = Manager.act, ws.handle_seat_message, WebSocket.receive

        from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol as Protocol

        plain_data = Protocol.data_received

        def timed_data(self, data):
            self.__dict__.setdefault("arrivals", []).append(time.time())
            return plain_data(self, data)

        async def timed_receive(self):
            frame = await plain_receive(self)
            proto = getattr(self._receive, "__self__", None)
            arrivals = getattr(proto, "arrivals", None)
            arrived.set(arrivals.pop(0) if arrivals else 0.0)
            if arrivals:
                arrivals.clear()
            received.set(time.time())
            return frame

        async def timed_handle(*args, **kw):
            handled.set(time.time())
            return await plain_handle(*args, **kw)

        async def timed_act(self, live, seat, action, on_commit=None):
            t0 = time.perf_counter()

            def commit(msg):  # the ack, queued under the game's lock (a baseline's manager awaits what it returns)
                act.append(time.perf_counter() - t0)
                acks[ack_key(live.id, msg)] = (arrived.get(), received.get(), handled.get(), time.time())
                return on_commit(msg) if on_commit is not None else None
            return await plain_act(self, live, seat, action, on_commit=commit)

        Manager.act = timed_act
        ws.handle_seat_message = rooms.handle_seat_message = timed_handle
        WebSocket.receive = timed_receive
        Protocol.data_received = timed_data
    import inspect

    # as tricktable serve (a server from before start-up freezing, as a baseline, runs without it)
    known = inspect.signature(create_app).parameters
    serve_like = {"freeze_startup": True} if "freeze_startup" in known else {}
    if "new_room_rate" in known:  # every scripted person is 127.0.0.1: the per-address limit on new rooms is raised
        serve_like["new_room_rate"] = (1000.0, 1000.0)
    if cluster is not None:
        serve_like["cluster"] = cluster
    app = create_app(db, ai_processes=ai_workers, new_game_rate=(1000.0, 1000.0), room_join_rate=(1000.0, 1000.0),
                     allowed_hosts=["127.0.0.1", "localhost"], **serve_like)
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", ws_max_size=65536,
                            ws_per_message_deflate=False)

    async def main() -> None:
        # uvicorn re-raises the SIGTERM that stopped it once it is done: let that one return, to write the file
        signal.signal(signal.SIGTERM, lambda *_: None)
        monitor = asyncio.get_running_loop().create_task(loop_lag(lag)) if diagnose else None
        print("serving", flush=True)
        await uvicorn.Server(config).serve()
        if monitor is not None:
            monitor.cancel()

    asyncio.run(main())
    if diagnose:
        Path(diagnose).write_text(json.dumps({"loop_lag_ms": percentiles(lag), "act_to_ack_ms": percentiles(act),
                                              "acks": acks}))


def segments(client: dict[str, tuple[float, float]], server: dict[str, list[float]]) -> dict[str, dict[str, float]]:
    """Where acknowledgement time goes, per action seen by both sides (wall clock, one machine): from the client's
    send to the server reading the frame, the frame to the table's handling of it, that to the ack, the ack to the
    client reading it."""
    parts: dict[str, list[float]] = {"to_server": [], "arrived_to_read": [], "read_to_handled": [], "in_server": [],
                                     "to_client": []}
    for key, (sent, read) in client.items():
        if key in server:
            arrived, received, handled, acked = server[key]
            parts["to_server"].append(arrived - sent)
            parts["arrived_to_read"].append(received - arrived)
            parts["read_to_handled"].append(handled - received)
            parts["in_server"].append(acked - handled)
            parts["to_client"].append(read - acked)
    return {k: percentiles(v) for k, v in parts.items()}


def _count(db: Path | str, sql: str, args: tuple = ()) -> int:
    """One count from the store: a SQLite file, or a PostgreSQL address (``?`` placeholders either way)."""
    if str(db).startswith("postgresql://"):
        import psycopg

        with psycopg.connect(str(db)) as conn:
            return conn.execute(sql.replace("?", "%s"), args).fetchone()[0]
    with sqlite3.connect(db) as conn:
        return conn.execute(sql, args).fetchone()[0]


def stored_actions(db: Path | str) -> int:
    """Every action the server kept (people's and the AI's): the work it did."""
    return _count(db, "SELECT COUNT(*) FROM actions")


def lost_actions(db: Path | str, acked: dict[str, int], humans: int) -> int:
    lost = 0
    for gid, n in acked.items():
        stored = _count(db, "SELECT COUNT(*) FROM actions WHERE game_id = ? AND seat < ?", (gid, humans))
        lost += max(0, n - stored)
    return lost


def client_process(urls: list[str], variant: str, ai: str, hands: int, seeds: list[int], humans: int = 1,
                   ramp: float = 0.0, think: float = 0.0, hints: bool = False) -> dict:
    """One client process driving some of the tables (several processes keep the clients from being the bottleneck)."""
    stats: dict = {"latency": [], "errors": [], "acked": {}, "games": [], "messages": {}, "lag": [], "ack_times": {}}

    async def go():
        monitor = asyncio.get_running_loop().create_task(loop_lag(stats["lag"]))
        try:
            if humans > 1:
                return await asyncio.gather(*(room_table(urls, variant, ai, hands, seed, humans, stats, ramp, think,
                                                         hints) for seed in seeds), return_exceptions=True)
            return await asyncio.gather(*(table(urls[seed % len(urls)], variant, ai, hands, seed, stats, hints)
                                          for seed in seeds),
                                        return_exceptions=True)
        finally:
            monitor.cancel()

    results = asyncio.run(go())
    stats["errors"] += [repr(r) for r in results if isinstance(r, BaseException)]
    stats["cpu"] = time.process_time()
    return stats


def _cpu_seconds(pid: int) -> float | None:
    """User + system CPU time of a process so far (Linux), to tell server cost from machine contention."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return round((int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK"), 2)
    except (OSError, ValueError, IndexError):
        return None


def _children_cpu_seconds(pid: int) -> float | None:
    """CPU time so far of the processes ``pid`` started (the server's AI workers), summed."""
    total, found = 0.0, False
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            total += _cpu_seconds(int(stat.parent.name)) or 0.0
            found = True
    return round(total, 2) if found else None


def error_kinds(errors: list) -> dict[str, int]:
    """How many errors of each kind: ``code:request`` (the request's id says which: start, join, hint, an
    action's number) for the server's error messages, the exception's name for a client that failed."""
    out: dict[str, int] = {}
    for e in errors:
        if isinstance(e, dict):
            req = e.get("id")
            key = f"{e.get('code')}:{'action' if isinstance(req, int) else req}"
        else:
            key = str(e).split("(", 1)[0]
        out[key] = out.get(key, 0) + 1
    return out


def start_cluster(nodes: int, ai_workers: int) -> tuple[str, list, list[subprocess.Popen], list[str]]:
    """A PostgreSQL server, a Redis server and ``nodes`` server processes on them: (the store's address, the
    database and bus servers, the server processes, their URLs)."""
    from servers import PostgresServer, RedisServer, postgres_bindir, redis_binary

    bindir, binary = postgres_bindir(), redis_binary()
    if bindir is None or binary is None:
        raise SystemExit("--nodes needs PostgreSQL and redis-server (scripts/setup-postgres, scripts/setup-redis)")
    pg, rd = PostgresServer(bindir), RedisServer(binary)
    pg.start()
    rd.start()
    db = pg.url()
    from tricktable.storage import Store

    Store(db).close()  # the schema, once, before the processes start
    procs, urls = [], []
    for i in range(nodes):
        proc, url = start_server(db, ai_workers, cluster=(rd.url(), f"node{i}"))
        procs.append(proc)
        urls.append(url)
    return db, [pg, rd], procs, urls


def run(args) -> dict:
    from concurrent.futures import ProcessPoolExecutor

    proc = None
    procs: list[subprocess.Popen] = []
    servers: list = []
    db: Path | str = Path(tempfile.mkdtemp()) / "load.sqlite3"
    urls = [args.url] if args.url else []
    diagnose = Path(db).with_name("diagnose.json") if args.diagnose else None
    if args.url is None and args.nodes:
        db, servers, procs, urls = start_cluster(args.nodes, args.ai_workers)
    elif args.url is None:
        proc, url = start_server(db, args.ai_workers, args.diagnose)
        procs, urls = [proc], [url]
    # each server's CPU once it serves: its start-up (imports, every language's words, the AI workers) is a fixed
    # cost per process, not per action, and is reported apart
    startup_cpu = round(sum(_cpu_seconds(p.pid) or 0.0 for p in procs), 2) if procs else None
    started = time.perf_counter()
    seeds = [1000 + i for i in range(args.tables)]
    stats: dict = {"latency": [], "errors": [], "acked": {}, "messages": {}, "lag": [], "ack_times": {}}
    server_cpu = worker_cpu = store_bus_cpu = None
    try:
        with ProcessPoolExecutor(args.procs) as pool:
            parts = [pool.submit(client_process, urls, args.variant, args.ai, args.hands, seeds[i::args.procs],
                                 args.humans, args.ramp, args.think, args.hint_cards) for i in range(args.procs)]
            for f in parts:
                part = f.result()
                stats["latency"] += part["latency"]
                stats["errors"] += part["errors"]
                stats["acked"].update(part["acked"])
                stats["lag"] += part["lag"]
                stats["ack_times"].update(part["ack_times"])
                for k, n in part["messages"].items():
                    stats["messages"][k] = stats["messages"].get(k, 0) + n
                stats["client_cpu"] = stats.get("client_cpu", 0.0) + part["cpu"]
        if procs:
            server_cpu = round(sum(_cpu_seconds(p.pid) or 0.0 for p in procs), 2)
            worker_cpu = round(sum(_children_cpu_seconds(p.pid) or 0.0 for p in procs), 2)
        if servers:
            store_bus_cpu = round(sum((_cpu_seconds(s.proc.pid) or 0.0) + (_children_cpu_seconds(s.proc.pid) or 0.0)
                                      for s in servers), 2)  # (setpriv execs the server: its pid is the server's)
    finally:
        for p in procs:
            p.terminate()
            p.wait(10)
    crashed: list[str] = []
    lat = sorted(stats["latency"]) or [0.0]
    kept = stored_actions(db) if args.url is None else 0
    lost = lost_actions(db, stats["acked"], args.humans) if args.url is None else None
    for server in servers:
        server.stop()
    more = {}
    if args.diagnose:
        server = json.loads(diagnose.read_text()) if diagnose is not None and diagnose.exists() else {}
        more = {"client_loop_lag_ms": percentiles(stats["lag"]), "messages_received": stats["messages"],
                "server_loop_lag_ms": server.get("loop_lag_ms"), "server_act_to_ack_ms": server.get("act_to_ack_ms"),
                "ack_segments_ms": segments(stats["ack_times"], server.get("acks", {}))}
    return {
        "tables": args.tables, "humans_per_table": args.humans, "think_seconds": args.think,
        "client_processes": args.procs, "hint_cards": args.hint_cards,
        "variant": args.variant, "ai": args.ai, "hands_per_table": args.hands,
        "seconds": round(time.perf_counter() - started, 1), "actions_acked": len(stats["latency"]),
        "ack_ms_p50": round(statistics.median(lat) * 1000, 1),
        "ack_ms_p95": round(lat[min(len(lat) - 1, int(len(lat) * 0.95))] * 1000, 1),
        "ack_ms_max": round(lat[-1] * 1000, 1),
        "errors": len(stats["errors"]) + len(crashed), "error_kinds": error_kinds(stats["errors"] + crashed),
        "error_samples": (stats["errors"] + crashed)[:3],
        "lost_actions": lost,
        "stored_actions": kept,
        "server_cpu_ms_per_action": (round((server_cpu - startup_cpu) * 1000 / kept, 2)
                                     if server_cpu is not None and startup_cpu is not None and kept else None),
        "server_cpu_ms_per_action_with_startup": (round(server_cpu * 1000 / kept, 2)
                                                  if server_cpu is not None and kept else None),
        "server_cpu_seconds": server_cpu, "server_startup_cpu_seconds": startup_cpu, "ai_worker_cpu_seconds": worker_cpu, "client_cpu_seconds": round(stats.get("client_cpu", 0.0), 2),
        "load_average": os.getloadavg()[0], "nodes": len(procs) if args.nodes else None,
        "store_bus_cpu_seconds": store_bus_cpu, **more,
    }


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tables", type=int, default=50)
    p.add_argument("--humans", type=int, default=1, choices=(1, 2, 3, 4),
                   help="people per table: 1 (seat 0 against the AI) or 2-4 (rooms of friends)")
    p.add_argument("--hands", type=int, default=1, help="hands per table")
    p.add_argument("--variant", default="rook/crowsnest")
    p.add_argument("--ai", default="heuristic", help="AI player kind of the seats no person takes")
    p.add_argument("--ai-workers", type=int, default=2, help="AI processes of the started server (0: threads)")
    p.add_argument("--url", default=None, help="a running server instead of starting one")
    p.add_argument("--procs", type=int, default=2, help="client processes")
    p.add_argument("--ramp", type=float, default=5.0, help="rooms start at random moments over this many seconds")
    p.add_argument("--think", type=float, default=0.0, help="rooms: each person takes 0 to twice this many "
                   "seconds before each action, as people do (default 0: at once, which saturates the server)")
    p.add_argument("--hint-cards", action="store_true", help="take the server's hint for every choice of cards "
                   "the page does not list (a Rook declarer's discard; an AI search each) instead of picking them")
    p.add_argument("--diagnose", action="store_true", help="also report where time goes: the event loops' lag "
                   "(server and clients), the server's time from an action to its acknowledgement, messages by type")
    p.add_argument("--nodes", type=int, default=0, help="start a cluster of this many server processes on a "
                   "PostgreSQL and a Redis server of its own (issue 27), the people of each room spread over them")
    p.add_argument("--compare", action="store_true", help="with --nodes: first the same load on one process "
                   "(SQLite, as `tricktable serve` by default), then on the cluster, and the ratio of their server "
                   "CPU per action")
    p.add_argument("--serve", nargs=3, metavar=("DB", "WORKERS", "PORT"), help=argparse.SUPPRESS)
    p.add_argument("--bus", help=argparse.SUPPRESS)
    p.add_argument("--instance", help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.serve:  # the server process this script starts
        db, workers, port = args.serve
        serve(db, int(workers), int(port), str(Path(db).with_name("diagnose.json")) if args.diagnose else None,
              (args.bus, args.instance) if args.bus else None)
        return
    if args.compare and args.nodes:  # one process on SQLite (the default server) first, then the cluster
        single = run(argparse.Namespace(**{**vars(args), "nodes": 0}))
        print(json.dumps(single, indent=1))
        report = run(args)
        print(json.dumps(report, indent=1))
        ratio = (report["server_cpu_ms_per_action"] / single["server_cpu_ms_per_action"]
                 if report["server_cpu_ms_per_action"] and single["server_cpu_ms_per_action"] else None)
        print("server CPU per action, cluster / one process:", None if ratio is None else round(ratio, 2),
              "(goal 1.5 at most)")
    else:
        report = run(args)
        print(json.dumps(report, indent=1))
    ok = report["errors"] == 0 and not report["lost_actions"] and report["ack_ms_p95"] < 100
    print("goal (p95 < 100 ms, no errors, nothing lost):", "met" if ok else "NOT met")


if __name__ == "__main__":
    main()
