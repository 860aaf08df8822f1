"""Crash test (issue 11): a real ``tricktable serve`` is killed with -9 at random points, 20 times, and restarted.
No acknowledged action is lost, every game resumes where its record says, and no process is left behind.

A person at seat 0 of two Callbreak tables (random AI opponents) plays as fast as the server answers; each run of
the server is killed at a random moment: every third run while it is still starting, the others after a random
number (1-12) of acknowledged actions and a random moment more, often with the next action in flight.
``CRASH_SEED`` picks another sequence of kill points.
"""

from __future__ import annotations

import json
import os
import random
import sqlite3
import time

import pytest
from websockets.sync.client import connect

from .serving import Server

KILLS = 20
VARIANT = "callbreak/master"


def _stored(db, gid: str) -> set[tuple[int, int, int, str]]:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        rows = conn.execute("SELECT hand_seq, step, seat, action FROM actions WHERE game_id = ?", (gid,)).fetchall()
    finally:
        conn.close()
    return set(rows)


def _play_until(server: Server, gid: str, token: str, acks: int, rng: random.Random,
                acked: list[tuple[int, int, int, str]], stop=None) -> dict | None:
    """Play seat 0 until ``acks`` more actions are acknowledged (or 15 s pass), go on for a random moment of up to
    50 ms (an action may be in flight), then kill the server (or call ``stop()``). Returns the first snapshot the
    server sent."""
    first = None
    url = f"ws://127.0.0.1:{server.port}/ws/{gid}?token={token}"
    pending: tuple[int, int, int, str] | None = None
    goal = len(acked) + acks
    deadline = time.monotonic() + 15
    with connect(url, open_timeout=5, close_timeout=0.1) as ws:
        next_id = 0
        while time.monotonic() < deadline:
            try:
                msg = json.loads(ws.recv(timeout=max(0.01, deadline - time.monotonic())))
            except TimeoutError:
                break
            if msg["type"] == "ack":
                assert pending is not None and msg["id"] == next_id and msg["action"] == pending[3], msg
                acked.append(pending)
                pending = None
                if len(acked) == goal:
                    deadline = min(deadline, time.monotonic() + rng.uniform(0.0, 0.05))
                continue
            if msg["type"] == "error" and msg["code"] == "rate":  # faster than the server takes: not applied
                pending = None
                time.sleep(0.1)
                ws.send(json.dumps({"type": "sync"}))
                continue
            assert msg["type"] != "error", msg
            if msg["type"] != "update" or pending is not None:
                continue
            st = msg["state"]
            first = first or st
            if st["between_hands"]:
                ws.send(json.dumps({"type": "next_hand"}))
            elif st["view"] and st["view"]["to_act"] == 0 and st["legal"]:
                next_id += 1
                action = rng.choice(st["legal"])
                pending = (st["hand_seq"], st["step"], 0, action)
                ws.send(json.dumps({"type": "action", "action": action, "id": next_id}))
        if stop is None:
            server.signal(9)  # kill -9 with the connection open and perhaps an action in flight
        else:
            stop()
    return first


@pytest.mark.slow
def test_kill_9_at_random_points_loses_no_acknowledged_action_and_leaves_no_process(tmp_path):
    rng = random.Random(int(os.environ.get("CRASH_SEED", "11")))
    db = tmp_path / "games.sqlite3"
    games: list[tuple[str, str]] = []
    acked: dict[str, list[tuple[int, int, int, str]]] = {}
    kills = during_startup = 0
    for run in range(KILLS + 1):
        server = Server(db, workers=1)
        try:
            if run < KILLS and run % 3 == 2:  # killed while starting: migrations, imports, workers warming
                time.sleep(rng.uniform(0.05, 0.8))
                pids = server.processes()
                server.signal(9)
                during_startup += 1
            else:
                server.wait_ready()
                pids = server.processes()
                while len(games) < 2:
                    body = server.post("/api/games", {"variant": VARIANT, "ai": "random", "seed": len(games)})
                    games.append((body["id"], body["tokens"]["0"]))
                    acked[body["id"]] = []
                gid, token = games[run % 2]
                record = _stored(db, gid)
                lost = [a for a in acked[gid] if a not in record]
                assert not lost, f"acknowledged before the last kill, missing now: {lost[:3]}"
                if run == KILLS:
                    break
                last = acked[gid][-1][:2] if acked[gid] else None
                first = _play_until(server, gid, token, rng.randint(1, 12), rng, acked[gid])
                if first is not None and last is not None:  # resumed after the last acknowledged action
                    assert (first["hand_seq"], first["step"]) > last
            left = server.wait_gone(pids, timeout=5)
            assert not left, f"processes left after kill -9 number {kills + 1}: {sorted(left)}"
            kills += 1
            record_now = {g: _stored(db, g) for g, _ in games}
            for g, _ in games:
                assert all(a in record_now[g] for a in acked[g])
        finally:
            if run == KILLS or server.proc.poll() is None:
                pids = server.processes()
                server.signal(15)
                assert not server.wait_gone(pids), "processes left after SIGTERM"
            server.kill_all()
    total = sum(len(a) for a in acked.values())
    assert kills == KILLS and during_startup == 6 and total >= 14, (kills, total)
    print(f"crash test: {kills} kills ({during_startup} during start-up), {total} acknowledged actions, none lost")
