"""scripts/arena_pool.py: arena chunks on distinct deal seeds pooled into one paired difference."""

import importlib.util
import json
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "arena_pool.py"


def _module():
    spec = importlib.util.spec_from_file_location("arena_pool", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _run(path, per_deal, of="a - b", variant="callbreak/master"):
    path.write_text(json.dumps({"variant": variant, "deals": len(per_deal), "paired_per_deal": per_deal,
                                "paired_difference": {"of": of, "mean": sum(per_deal) / len(per_deal),
                                                      "ci95": [0, 0]}}), encoding="utf-8")
    return path


def test_chunks_pool_into_the_estimate_of_all_their_deals(tmp_path):
    pool = _module().pool
    a = _run(tmp_path / "a.json", [1.0, 0.0, 2.0])
    b = _run(tmp_path / "b.json", [0.0, -1.0])
    out = pool([a, b])
    assert out["deals"] == 5 and out["paired_difference"]["mean"] == pytest.approx(0.4)
    assert out["paired_difference"]["n"] == 5 and [r["deals"] for r in out["per_run"]] == [3, 2]
    lo, hi = out["paired_difference"]["ci95"]
    assert lo < 0.4 < hi


def test_runs_of_different_players_are_not_pooled(tmp_path):
    pool = _module().pool
    with pytest.raises(SystemExit):
        pool([_run(tmp_path / "a.json", [1.0]), _run(tmp_path / "b.json", [1.0], of="a - c")])
