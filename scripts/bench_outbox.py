#!/usr/bin/env python3
"""CPU time per message of the sockets' outboxes (not a test): 300 connections each put bursts of 4 updates into
their :class:`~tricktable.interfaces.web.outbox.Outbox`, sent by the writers to a socket that is always writable,
against the same messages sent by an awaited ``send_text`` (as before the outboxes). Reports µs per message, the
median of ``--runs``.

    python scripts/bench_outbox.py --runs 5
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time

from tricktable.interfaces.web.outbox import Outbox, encode

MSG = {"type": "update", "events": [{"text": "Left plays R14", "seat": 1}] * 3,
       "state": {"version": 12, "view": {"hand": list(range(13)), "to_act": 2}}}
CONNS, BURSTS, PER = 300, 200, 4


class Writable:
    """A socket with room in its buffers: a frame goes out at once."""

    async def send_text(self, text: str) -> None:
        pass

    async def close(self, code: int = 1000, reason: str = "") -> None:
        pass


async def awaited() -> None:
    socks = [Writable() for _ in range(CONNS)]
    for _ in range(BURSTS):
        for s in socks:
            for _ in range(PER):
                await s.send_text(encode(MSG))
        await asyncio.sleep(0)


async def queued() -> None:
    outs = [Outbox(Writable()) for _ in range(CONNS)]
    for _ in range(BURSTS):
        for o in outs:
            for _ in range(PER):
                o.put(MSG)
        await asyncio.sleep(0)  # the writers' turn
        await asyncio.sleep(0)
    for o in outs:
        o.close(1000)
    for o in outs:
        await o.finish()


def per_message(run) -> float:
    cpu = time.process_time()
    asyncio.run(run())
    return (time.process_time() - cpu) / (CONNS * BURSTS * PER) * 1e6


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=5)
    args = p.parse_args()
    found: dict[str, list[float]] = {"awaited send": [], "outbox": []}
    for _ in range(args.runs):
        found["awaited send"].append(per_message(awaited))
        found["outbox"].append(per_message(queued))
    for name, runs in found.items():
        print(f"{name}: {statistics.median(runs):.2f} µs CPU per message (runs {', '.join(f'{r:.2f}' for r in runs)})")


if __name__ == "__main__":
    main()
