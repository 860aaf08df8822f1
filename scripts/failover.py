#!/usr/bin/env python3
"""Crash test of a cluster (issue 27; not a test): ``kill -9`` of a room's owner during play, N times.

Starts a PostgreSQL and a Redis server of its own (Debian's binaries, as the tests do) and two server processes on
them. Each round makes a room on one process, seats three scripted people (the host on the owner, two on the other
process; the AI in the fourth seat), plays until each has had two actions acknowledged, then kills the owner with
SIGKILL. Everyone reconnects to the surviving process at once (the page reconnects by itself; here without its
pauses) and the hand is played to its end there. The killed process is started again (same instance name) for the
next round, which kills the other one.

Reported per round and in total: seconds from the kill to every forwarded socket closed (the survivor saw the owner
stop listening on the bus), and to everyone seeing the table again on the survivor (its lease taken, the table
rebuilt from the store); acknowledged actions missing from the rebuilt table (always 0 is the goal); cards anyone
was shown that their seat could not know (the leak check of the tests).

    python scripts/failover.py --rounds 10
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import statistics
import sys
import time
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tests" / "web")]

from clusternodes import Node, Person, new_room, room_url, seat_room  # noqa: E402
from multiseat import hidden_cards_seen  # noqa: E402

from servers import PostgresServer, RedisServer, postgres_bindir, redis_binary  # noqa: E402
from tricktable.storage import Store  # noqa: E402

VARIANT = "callbreak/master"


async def one_round(owner: Node, other: Node, seed: int) -> dict:
    body = new_room(owner, VARIANT, options={"rounds": 2})
    code = body["code"]
    people = [Person(f"p{i}", seed * 10 + i) for i in range(3)]
    try:
        await seat_room([owner, other], code, body["secret"], people, where=[0, 1, 1])
        gid = people[0].room["game_id"]
        await asyncio.gather(*(p.play(hands=1, actions=2) for p in people))
        acked = max(max(p.acked) for p in people)
        killed = time.monotonic()
        await asyncio.to_thread(owner.kill)
        closed: list[float] = []
        back: list[float] = []

        async def return_(p: Person) -> int:
            with contextlib.suppress(Exception):
                await p.until(lambda m: False, timeout=60)
            closed.append(time.monotonic() - killed)
            p.log.append({"type": "reconnect"})
            while True:  # (the page would pause between tries; a refusal here would show as a longer time)
                try:
                    await p.connect(room_url(other, code))
                    await p.send({"type": "sync", "id": "back"})
                    msg = await p.until(lambda m: m.get("id") == "back", timeout=60)
                    break
                except Exception:  # noqa: BLE001 (refused for now: try again)
                    await asyncio.sleep(0.1)
            back.append(time.monotonic() - killed)
            return msg["state"]["step"]

        steps = await asyncio.gather(*(return_(p) for p in people))
        await asyncio.gather(*(p.play(hands=1) for p in people))
        return {"gid": gid, "acked_step": acked, "steps_after": steps, "lost": max(0, acked - min(steps)),
                "closed_s": round(max(closed), 3), "back_s": round(max(back), 3), "people": people}
    finally:
        for p in people:
            with contextlib.suppress(Exception):
                await p.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=10)
    args = ap.parse_args()
    bindir, binary = postgres_bindir(), redis_binary()
    if bindir is None or binary is None:
        raise SystemExit("needs PostgreSQL and redis-server (scripts/setup-postgres, scripts/setup-redis)")
    pg, rd = PostgresServer(bindir), RedisServer(binary)
    pg.start()
    rd.start()
    db, bus = pg.url(), rd.url()
    Store(db).close()
    nodes = [Node(db, bus, "n0"), Node(db, bus, "n1")]
    rounds = []
    try:
        for node in nodes:
            node.wait_listening()
        for r in range(args.rounds):
            owner, other = nodes[r % 2], nodes[1 - r % 2]
            out = asyncio.run(one_round(owner, other, r))
            store = Store(db)
            try:
                shim = SimpleNamespace(app=SimpleNamespace(state=SimpleNamespace(store=store)))
                leaks = sum(len(hidden_cards_seen(shim, out["gid"], i, p.log, every_message=True))
                            for i, p in enumerate(out.pop("people")))
            finally:
                store.close()
            out["leaks"] = leaks
            rounds.append(out)
            print(json.dumps({"round": r, **out}), flush=True)
            nodes[r % 2] = Node(db, bus, owner.instance)  # the killed one again, for the next round
            nodes[r % 2].wait_listening()
    finally:
        for node in nodes:
            node.stop()
        rd.stop()
        pg.stop()
    summary = {
        "rounds": len(rounds), "lost": sum(r["lost"] for r in rounds), "leaks": sum(r["leaks"] for r in rounds),
        "closed_s_median": statistics.median(r["closed_s"] for r in rounds),
        "closed_s_max": max(r["closed_s"] for r in rounds),
        "back_s_median": statistics.median(r["back_s"] for r in rounds),
        "back_s_max": max(r["back_s"] for r in rounds),
    }
    print(json.dumps(summary, indent=1))
    ok = summary["lost"] == 0 and summary["leaks"] == 0 and summary["back_s_max"] < 5
    print("goal (nothing lost, no leak, back within 5 s):", "met" if ok else "NOT met")


if __name__ == "__main__":
    main()
