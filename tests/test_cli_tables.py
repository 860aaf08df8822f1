"""The CLI's tables in an 80-column terminal (issue 25 item 15): the arena's intervals whole on one line and its
"hands won" shared out on ties (so the shares of a hand sum to one), ``bench`` with every variant's name whole."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tricktable.engine import variant_keys
from tricktable.i18n import localizer

ROOT = Path(__file__).resolve().parents[1]
INTERVAL = re.compile(r"\[([+-]?\d+\.\d+), ([+-]?\d+\.\d+)\]")


def run80(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "COLUMNS": "80", "LANG": "C.UTF-8"}
    return subprocess.run([sys.executable, "-m", "tricktable", *args], capture_output=True, text=True, timeout=300,
                          env=env)


def test_the_arena_table_fits_80_columns_and_shares_ties(tmp_path):
    out_file = tmp_path / "arena.json"
    out = run80("arena", "-v", "callbreak/master", "-p", "random,heuristic", "-n", "3", "--seed", "0",
                "--json", str(out_file), "--lang", "en")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert max(len(ln) for ln in lines) <= 80, out.stdout
    data = json.loads(out_file.read_text())
    for name, c in data["contestants"].items():
        row = next(i for i, ln in enumerate(lines) if f" {name} " in ln)
        second = lines[row + 1]  # the figures' intervals, each whole: points, hands won, bids made
        found = [(float(lo), float(hi)) for lo, hi in INTERVAL.findall(second)]
        assert len(found) == 3, (name, out.stdout)
        assert found[0] == pytest.approx(c["points_per_hand"]["ci95"], abs=0.006), (found, c)
        assert found[1] == pytest.approx([100 * x for x in c["hands_won"]["ci95"]], abs=0.06), (found, c)
    paired = [(float(lo), float(hi)) for ln in lines for lo, hi in INTERVAL.findall(ln) if ln.startswith("  ")]
    assert paired[-1] == pytest.approx(data["paired_difference"]["ci95"], abs=0.001), out.stdout
    # one seat of "random" against three of "heuristic" in every hand: the hand's shares of the win sum to one
    a, b = (data["contestants"][k]["hands_won"] for k in ("random", "heuristic"))
    assert abs(a["n"] * a["mean"] + b["n"] * b["mean"] - a["n"]) <= 5e-5 * (a["n"] + b["n"]), (a, b)  # JSON rounds
    assert "tie" in localizer("en")("cli-arena-hands-won") and "tie" in out.stdout, out.stdout


@pytest.mark.slow
def test_bench_names_every_variant_whole_at_80_columns():
    out = run80("bench", "--quick", "--no-spades", "--lang", "en")
    assert out.returncode == 0, out.stderr
    assert "…" not in out.stdout, out.stdout
    shipped = [k for k in variant_keys() if k.split("/")[0] in ("rook", "callbreak", "shengji")]  # not a test's own
    assert len(shipped) >= 10
    for key in shipped:
        assert f" {key} " in out.stdout, (key, out.stdout)
