"""``tricktable bot stdio``, ``tricktable bot serve`` and the arena with external bots, run as a user runs them."""

from __future__ import annotations

import http.client
import json
import os
import re
import subprocess
import sys
import time

import pytest
from botkit import ROOT, bot_command

from tricktable.engine import get_game, shuffled


def tricktable(*args, **kw):
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "COLUMNS": "140", "TRICKTABLE_BOT_STARTUP_SECONDS": "1"}
    return subprocess.Popen([sys.executable, "-m", "tricktable", *args], env=env, text=True, **kw)


@pytest.mark.slow
def test_bot_stdio_answers_hello_and_act_and_reports_bad_lines():
    game = get_game("callbreak/standard")
    state = game.start_hand(game.new_match(1), game.deal_from_order(shuffled(game.deck(), 4), 1))
    view = game.view(state, 2)
    lines = [
        {"type": "hello", "protocol": 1, "session": "s1", "variant": game.key, "options": {}, "seat": 2,
         "seats": 4, "scoring": "individual", "time_control": {"decision_ms": 2000, "hand_ms": None}},
        {"type": "act", "session": "s1", "id": 1, "view": view.to_json(),
         "legal": [str(a) for a in game.legal_actions(state)], "time_left_ms": 2000},
        "this is not json",
        {"type": "act", "session": "nobody", "id": 2, "view": view.to_json(), "legal": ["bid 1"]},
        {"type": "end", "session": "s1", "scores": [0, 0, 0, 0], "winner": None},
    ]
    text = "".join((json.dumps(m) if isinstance(m, dict) else m) + "\n" for m in lines)
    proc = tricktable("bot", "stdio", "--level", "normal", stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                      stderr=subprocess.PIPE)
    out, err = proc.communicate(text, timeout=120)
    replies = [json.loads(line) for line in out.splitlines()]
    assert proc.returncode == 0, err
    assert replies[0]["type"] == "ready" and replies[0]["protocol"] == 1
    assert replies[1]["type"] == "action" and replies[1]["id"] == 1
    assert game.parse_action(replies[1]["action"]) in game.legal_actions(state)
    assert replies[2]["type"] == "error" and "not JSON" in replies[2]["message"]
    assert replies[3]["type"] == "error" and "hello first" in replies[3]["message"]
    assert len(replies) == 4  # nothing answers "end"


@pytest.mark.slow
def test_bot_serve_bhoos_answers_hi_on_its_port():
    proc = tricktable("bot", "serve", "--protocol", "bhoos", "--port", "0", stderr=subprocess.PIPE)
    try:
        line = proc.stderr.readline()
        port = int(re.search(r"127\.0\.0\.1:(\d+)", line).group(1))
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        conn.request("GET", "/hi")
        assert json.loads(conn.getresponse().read()) == {"value": "hello"}
        assert "bhoos protocol" in line
    finally:
        proc.terminate()
        proc.wait(10)


@pytest.mark.slow
def test_bot_serve_refuses_a_bhoos_server_for_another_family():
    proc = tricktable("bot", "serve", "--protocol", "bhoos", "--variant", "rook/crowsnest", "--port", "0",
                      stderr=subprocess.PIPE, stdout=subprocess.PIPE)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode != 0 and "Callbreak only" in err


def test_the_arena_plays_a_stdio_bot_and_writes_its_faults(tmp_path):
    out_file = tmp_path / "arena.json"
    random_bot = bot_command("examples/random_bot.py", "1")
    illegal = bot_command("tests/bots/faulty_bot.py", "illegal")
    proc = tricktable("arena", "--variant", "callbreak/standard", "--players", f"cmd:{random_bot},cmd:{illegal}",
                      "--deals", "1", "--layout", "2v2", "--decision-ms", "3000", "--json", str(out_file),
                      stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err
    data = json.loads(out_file.read_text())
    assert data["layout"] == "2v2"
    faults = data["contestants"][f"cmd:{illegal}"]["faults"]
    assert faults["illegal"] == faults["fallback_moves"] == 2 * 2 * 14
    assert data["contestants"][f"cmd:{random_bot}"]["faults"]["fallback_moves"] == 0
    assert "faults of cmd:" in out and "56 illegal" in out


@pytest.mark.slow
def test_the_arena_refuses_a_bot_that_does_not_answer():
    start = time.monotonic()
    proc = tricktable("arena", "--variant", "callbreak/standard", "--players", "normal,bhoos:http://127.0.0.1:9",
                      "--deals", "1", stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    _, err = proc.communicate(timeout=120)
    assert proc.returncode != 0 and "cannot play" in err
    assert time.monotonic() - start < 30  # polled for the startup time (1 s here), not forever


def test_the_stdio_benchmark_script_runs(tmp_path):
    """The overhead figure comes from this script (a benchmark, not a timed test): it must keep running."""
    out_file = tmp_path / "bench.json"
    out = subprocess.run([sys.executable, str(ROOT / "scripts/bench_stdio.py"), "--runs", "1", "--decisions", "30",
                          "--json", str(out_file)], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    data = json.loads(out_file.read_text())
    assert data["runs"] == 1 and data["decisions_per_run"] == 30 and "overhead_p50_ms" in data
