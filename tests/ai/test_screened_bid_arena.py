"""scripts/screened_bid_arena.py: skipping the deals where the learned bids change nothing gives exactly the
arena's paired differences."""

import importlib.util
from pathlib import Path

from tricktable.ai.arena import run_arena

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "screened_bid_arena.py"


def _module():
    spec = importlib.util.spec_from_file_location("screened_bid_arena", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_screened_deals_give_the_arenas_paired_differences():
    kinds = ["heuristic-bids", "heuristic"]
    per_deal, played = _module().screened("rook/crowsnest", kinds, 16, 11, log=lambda line: None)
    full = run_arena("rook/crowsnest", kinds, 16, seed=11).to_json()["paired_per_deal"]
    assert [round(x, 4) for x in per_deal] == full
    assert 0 < len(played.deals) < 16  # some deals were skipped, some played
    assert all(x == 0 for x, d in zip(per_deal, range(16), strict=True) if d not in {p["deal"] for p in played.deals})
