"""Ctrl+C (SIGINT to the process group, as a terminal sends it) while a person plays at a served table with an
external bot and AI workers: ``tricktable serve`` exits 0 within seconds, leaves no process behind (AI workers, the
bot's process group) and every action it acknowledged is in the store."""

from __future__ import annotations

import random
import signal
import sys
import time
import uuid
from pathlib import Path

import pytest

from .serving import Server
from .test_crash import _play_until, _stored

FAULTY = Path(__file__).resolve().parents[1] / "bots" / "faulty_bot.py"


def _with_marker(marker: str) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if marker.encode() in (entry / "cmdline").read_bytes():
                    found.append(int(entry.name))
            except OSError:
                continue
    return found


@pytest.mark.slow
def test_ctrl_c_during_play_exits_0_leaves_no_process_and_loses_no_acknowledged_action(tmp_path):
    marker = f"sigint-{uuid.uuid4().hex}"
    bot = f"cmd:{sys.executable} {FAULTY} ok {marker}"
    db = tmp_path / "g.sqlite3"
    server = Server(db, "--allow-bot", bot, workers=2)
    try:
        server.wait_ready()
        body = server.post("/api/games", {"variant": "callbreak/standard", "seed": 5,
                                          "players": ["human", bot, "normal", "random"]})
        gid, token = body["id"], body["tokens"]["0"]
        acked: list[tuple[int, int, int, str]] = []
        seen: dict[str, object] = {}

        def ctrl_c() -> None:
            seen["pids"] = server.processes()
            seen["bots"] = _with_marker(marker)
            seen["at"] = time.monotonic()
            server.signal(signal.SIGINT, group=True)

        _play_until(server, gid, token, 6, random.Random(2), acked, stop=ctrl_c)
        assert len(acked) >= 6 and seen["bots"], (acked, seen)
        left = server.wait_gone(set(seen["pids"]) | set(seen["bots"]), timeout=15)
        assert server.proc.returncode == 0, server.proc.stdout.read().decode(errors="replace")[-2000:]
        assert not left and not _with_marker(marker), f"still running after Ctrl+C: {sorted(left)}"
        print(f"Ctrl+C: exited 0 after {time.monotonic() - seen['at']:.2f} s, {len(acked)} actions acknowledged")
        lost = [a for a in acked if a not in _stored(db, gid)]
        assert not lost, f"acknowledged, then missing: {lost}"
    finally:
        server.kill_all()
