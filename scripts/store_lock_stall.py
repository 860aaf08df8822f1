#!/usr/bin/env python3
"""How long the server's event loop stalls while another process holds the store's lock (not a test).

One table's action is stored while another process holds ``BEGIN EXCLUSIVE`` on the file for ``--hold`` seconds;
a ticker on the same loop records the longest gap between its 1 ms sleeps (what every other table would wait).
``--wait loop`` is SQLite's own busy wait on the loop (the server before issue 29: a 5 s busy timeout);
``--wait retry`` is the server now (busy timeout 0, the write tried again after pauses on the loop,
``interfaces/web/saving.py``). Reports, per run and as medians: the longest stall, when the action was acknowledged
(after the lock was released), and the tries it took.

    python scripts/store_lock_stall.py --wait retry --runs 5
    python scripts/store_lock_stall.py --wait loop --runs 5
    python scripts/store_lock_stall.py --hold 0 --runs 5    # no lock: the machine's own stalls, for comparison
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tricktable.interfaces.web.ai_pool import AIPool
from tricktable.interfaces.web.manager import Manager
from tricktable.storage import Store

HOLDER = """
import sqlite3, sys, time
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
time.sleep(float(sys.argv[2]))
conn.execute("ROLLBACK")
"""


async def one_run(db: Path, wait: str, hold: float) -> tuple[float, float, int]:
    store = Store(db)
    store.set_busy_wait(5.0 if wait == "loop" else 0.0)
    manager = Manager(store, AIPool(processes=0), store_patience=0.0 if wait == "loop" else 30.0)
    gid, _, _ = await manager.create("callbreak/standard", {}, ["human"] * 4, seed=1)
    live = manager.get(gid)
    tries = 0
    sink = live.session.sink
    real = sink.action_applied

    def counted(*args):
        nonlocal tries
        tries += 1
        return real(*args)

    sink.action_applied = counted
    holder = None
    if hold > 0:  # (--hold 0: no other process, the machine's own noise)
        holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(db), str(hold)], stdout=subprocess.PIPE,
                                  text=True)
        assert holder.stdout.readline().strip() == "locked"
    start = time.perf_counter()
    longest, ticking = 0.0, True

    async def ticker() -> None:
        nonlocal longest
        last = time.perf_counter()
        while ticking:
            await asyncio.sleep(0.001)
            now = time.perf_counter()
            longest, last = max(longest, now - last), now

    tick = asyncio.get_running_loop().create_task(ticker())
    await asyncio.sleep(0.01)
    s = live.session
    await manager.act(live, s.to_act(), s.legal()[0])
    acked = time.perf_counter() - start
    if holder is None:
        await asyncio.sleep(2.0)  # the same window as a 2 s lock, ticking
    ticking = False
    await tick
    if holder is not None:
        holder.wait(30)
    await manager.close()
    store.close()
    return longest * 1000, acked, tries


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--wait", choices=["loop", "retry"], default="retry")
    ap.add_argument("--hold", type=float, default=2.0, help="seconds the other process holds the lock")
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    stalls, acks, tries = [], [], []
    for n in range(args.runs):
        with tempfile.TemporaryDirectory() as tmp:
            stall, acked, count = asyncio.run(one_run(Path(tmp) / "games.sqlite3", args.wait, args.hold))
        stalls.append(stall)
        acks.append(acked)
        tries.append(count)
        print(f"run {n + 1}: longest loop stall {stall:.1f} ms, acknowledged after {acked:.2f} s, {count} tries")
    print(f"{args.wait}, lock held {args.hold} s, {args.runs} runs: median longest stall "
          f"{statistics.median(stalls):.1f} ms, median ack {statistics.median(acks):.2f} s, "
          f"median tries {statistics.median(tries):.0f}")


if __name__ == "__main__":
    main()
