#!/usr/bin/env python3
"""CPU time the web server spends per step of a room's match, without sockets (not a test): rooms of 3 people and
one AI seat played through the manager exactly as the websockets drive it (the action applied and stored, its
ack, every person's update built and encoded as the socket would send it). Reports CPU ms per step (median of
``--runs``), so a change to the per-step work can be compared on a busy machine.

    python scripts/bench_server_steps.py --rooms 20 --runs 5
    python scripts/bench_server_steps.py --profile          # where the time goes (cProfile, top 25)
    python scripts/bench_server_steps.py --db postgresql://USER@HOST/DB   # the store in PostgreSQL (this process's
                                                            # CPU only: the database server's is not counted)
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

from loadtest import choose  # the scripted person's choice, the same as the load test's (scripts/ is on the path)

from tricktable.interfaces.web.ai_pool import AIPool
from tricktable.interfaces.web.manager import Manager, Viewer
from tricktable.storage import Store

try:
    from tricktable.interfaces.web.outbox import encode
except ImportError:  # a baseline from before the outboxes: its sockets' encoder, or what Starlette's send_json writes
    try:
        from tricktable.interfaces.web.ws import encode
    except ImportError:
        import json

        def encode(msg) -> str:
            return json.dumps(msg, separators=(",", ":"), ensure_ascii=False)


class Socket:
    """What a person's socket would be sent: each message encoded as text, as the server sends it."""

    def __init__(self) -> None:
        self.lang = "en"
        self.sent = 0
        self.bytes = 0

    def put(self, msg) -> bool:
        """A message queued for the person (as a subscriber's outbox)."""
        return self.put_text(encode(msg))

    def put_text(self, text: str) -> bool:
        """A message the server encoded itself, queued for the person."""
        self.sent += 1
        self.bytes += len(text)
        return True

    def __call__(self, msg) -> asyncio.Future:
        """The ack callback: counted at once; a done future for a baseline that awaits it."""
        self.put(msg)
        done = asyncio.get_running_loop().create_future()
        done.set_result(None)
        return done


async def room(manager: Manager, variant: str, seed: int, humans: int) -> int:
    """One hand of one room; returns its steps."""
    from tricktable.engine import get_game

    players = ["human"] * humans + ["heuristic"] * (get_game(variant).num_seats - humans)
    gid, _, _ = await manager.create(variant, {}, players, seed=seed)
    live = manager.get(gid)
    sockets = {seat: Socket() for seat in range(humans)}
    for seat, sock in sockets.items():
        manager.subscribe(live, Viewer(seat), sock)
    rng = random.Random(seed)
    s = live.session
    while s.state is not None:
        seat = s.to_act()
        if seat is None or s.players[seat] != "human":
            await asyncio.sleep(0.0005)  # the AI thinks in the pool
            continue
        snap = live.views.snapshot(seat)
        if snap.get("select"):
            action = await manager.hint(live, seat)
        else:
            action = s.game.parse_action(choose(snap["legal"], rng))
        await manager.act(live, seat, action, on_commit=sockets[seat])
    return s.version


async def run_once(variant: str, rooms: int, humans: int, seed: int, db: str | None = None) -> tuple[float, int]:
    store = Store(db or Path(tempfile.mkdtemp()) / "bench.sqlite3")
    try:
        # hints and search players think in a worker process, as in the server: not the step's work (nor reviews)
        pool = AIPool(processes=1, max_background=0)
    except TypeError:  # a version before the background lane (a baseline)
        pool = AIPool(processes=0)
        manager_after = Manager._after
        Manager._after = lambda self, live, steps: None  # the same: no reviews
    else:
        manager_after = None
    manager = Manager(store, pool)
    cpu = time.process_time()
    steps = sum(await asyncio.gather(*(room(manager, variant, seed + i, humans) for i in range(rooms))))
    cpu = time.process_time() - cpu
    await manager.close()
    pool.close()
    store.close()
    if manager_after is not None:
        Manager._after = manager_after
    return cpu, steps


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--variant", default="rook/crowsnest")
    p.add_argument("--rooms", type=int, default=20)
    p.add_argument("--humans", type=int, default=3)
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--profile", action="store_true")
    p.add_argument("--db", default=None, help="the store (default: a new SQLite file); games' ids never repeat")
    args = p.parse_args()
    if args.profile:
        import cProfile
        import pstats

        asyncio.run(run_once(args.variant, 2, args.humans, 1))  # warm: the catalogs parsed, the modules imported
        prof = cProfile.Profile(time.process_time)  # CPU time: the machine is shared, wall time is noise
        prof.enable()
        asyncio.run(run_once(args.variant, args.rooms, args.humans, 1000, args.db))
        prof.disable()
        stats = pstats.Stats(prof)
        stats.sort_stats("cumulative").print_stats(40)
        stats.sort_stats("tottime").print_stats(25)
        return
    per_step = []
    for r in range(args.runs):
        cpu, steps = asyncio.run(run_once(args.variant, args.rooms, args.humans, 1000, args.db))
        per_step.append(cpu * 1000 / steps)
        print(f"run {r + 1}: {steps} steps, {cpu:.2f} s CPU, {per_step[-1]:.3f} ms per step", flush=True)
    print(f"median CPU ms per step: {statistics.median(per_step):.3f} (runs: {', '.join(f'{x:.3f}' for x in per_step)})")


if __name__ == "__main__":
    main()
