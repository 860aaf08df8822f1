#!/usr/bin/env python3
"""Soak (not a test): play and abandon a few hundred games against a real ``tricktable serve`` and report the
server's memory (RSS) before, right after, and once idle games have left memory.

Each game: a person at seat 0 against AI players connects, plays a few actions mid-hand, and leaves for good.

    python scripts/soak.py                          # 300 games, CrowsNest, heuristic AI, idle unload after 1 min
    python scripts/soak.py --games 500 --variant callbreak/master --idle-minutes 0.5 --json soak.json

New games are created at the server's per-address limit (a burst of 60, then one a second), so 300 games take
about four minutes; the idle wait adds ``--idle-minutes`` plus the sweep interval.
"""

from __future__ import annotations

import argparse
import json
import random
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

from websockets.sync.client import connect


def rss_mb(pid: int) -> float:
    """Resident memory of process ``pid`` and its children (the AI workers), in MB."""
    total = 0
    pids = [pid] + children(pid)
    for p in pids:
        try:
            for line in Path(f"/proc/{p}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
        except OSError:
            pass
    return total / 1024


def children(pid: int) -> list[int]:
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat[stat.rindex(")") + 2:].split()[1]) == pid:
                out.append(int(entry.name))
    return out


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def post(url: str, body: dict) -> dict | None:
    req = urllib.request.Request(url + "/api/games", data=json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        return json.loads(urllib.request.urlopen(req, timeout=30).read())
    except urllib.error.HTTPError as e:
        if e.code in (429, 503):
            return None
        raise


def abandon_one(url: str, variant: str, ai: str, actions: int, rng: random.Random) -> int:
    """Create a game, play up to ``actions`` actions at seat 0, leave. Returns the actions played."""
    while (body := post(url, {"variant": variant, "ai": ai, "seed": rng.randrange(2**62)})) is None:
        time.sleep(0.5)  # the server's limit on new games: wait
    ws_url = url.replace("http", "ws", 1) + f"/ws/{body['id']}?token={body['tokens']['0']}"
    played = 0
    with connect(ws_url, open_timeout=30) as ws:
        deadline = time.monotonic() + 20
        while played < actions and time.monotonic() < deadline:
            try:
                msg = json.loads(ws.recv(timeout=max(0.1, deadline - time.monotonic())))
            except TimeoutError:
                break
            st = msg.get("state")
            if msg["type"] != "update" or not st:
                continue
            if st["between_hands"] or (st["view"] and st["view"]["to_act"] == 0 and not st["legal"]):
                break  # the hand is over, or cards to pick (the nest): leave here
            if st["view"] and st["view"]["to_act"] == 0:
                ws.send(json.dumps({"type": "action", "action": rng.choice(st["legal"]), "id": played}))
                while json.loads(ws.recv(timeout=20))["type"] not in ("ack", "error"):
                    pass
                played += 1
    return played


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--variant", default="rook/crowsnest")
    ap.add_argument("--ai", default="heuristic")
    ap.add_argument("--actions", type=int, default=3, help="actions played by the person before leaving")
    ap.add_argument("--idle-minutes", type=float, default=1.0)
    ap.add_argument("--ai-workers", type=int, default=1)
    ap.add_argument("--rounds", type=int, default=1, help="abandon --games games this many times, waiting for "
                    "the idle unload after each round (memory should stop growing)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", type=Path, help="write the figures here too")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [sys.executable, "-c", "from tricktable.interfaces.cli.app import main; main()", "serve", "--port",
               str(port), "--db", str(Path(tmp) / "soak.sqlite3"), "--ai-workers", str(args.ai_workers),
               "--idle-minutes", str(args.idle_minutes)]
        server = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
        try:
            deadline = time.monotonic() + 120
            while True:
                if server.poll() is not None or time.monotonic() > deadline:
                    print("soak: the server did not start", file=sys.stderr)
                    return 1
                try:
                    urllib.request.urlopen(url + "/api/variants", timeout=2).read()
                    break
                except OSError:
                    time.sleep(0.1)
            abandon_one(url, args.variant, args.ai, 1, rng)  # warm: the first game loads what every game uses
            before = rss_mb(server.pid)
            started, played, rounds = time.monotonic(), 0, []
            for r in range(args.rounds):
                for i in range(args.games):
                    played += abandon_one(url, args.variant, args.ai, args.actions, rng)
                    if (i + 1) % 50 == 0:
                        print(f"  round {r + 1}: {i + 1} games abandoned, RSS {rss_mb(server.pid):.1f} MB", flush=True)
                after = rss_mb(server.pid)
                wait = args.idle_minutes * 60 + 35  # the idle time, plus the sweeper's 30 s interval
                print(f"  waiting {wait:.0f} s for idle games to leave memory", flush=True)
                time.sleep(wait)
                rounds.append({"rss_mb_after": round(after, 1), "rss_mb_after_idle_unload": round(rss_mb(server.pid), 1)})
            figures = {"games_per_round": args.games, "rounds": rounds, "variant": args.variant, "ai": args.ai,
                       "actions_played": played, "seconds": round(time.monotonic() - started, 1),
                       "rss_mb_before": round(before, 1)}
            print(f"soak: {args.games} games abandoned mid-hand per round ({played} actions in all); server RSS "
                  f"(with its AI workers) {before:.1f} MB before; " + "; ".join(
                      f"round {i + 1}: {x['rss_mb_after']} MB after, {x['rss_mb_after_idle_unload']} MB once idle "
                      "games left memory" for i, x in enumerate(rounds)))
            if args.json:
                args.json.write_text(json.dumps(figures, indent=1) + "\n")
        finally:
            server.terminate()
            server.wait(10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
