"""Regenerate the Callbreak golden hands on purpose (review the diff before committing).

Run: ``PYTHONPATH=src python tests/callbreak/make_golden.py``. Each file is a scenario (variant, options, dealer,
the four dealt hands, every action) and the expected hand result. ``suits_*`` files are written by hand.
"""

from __future__ import annotations

import json
from pathlib import Path

from tricktable.ai.heuristic.callbreak import HeuristicPlayer
from tricktable.engine import get_game
from tricktable.table import Table

HERE = Path(__file__).parent / "golden"

CASES = [
    ("master_seed1", "callbreak/master", {}, 1),
    ("master_seed2_must_head", "callbreak/master", {"must_head_when_following": True}, 2),
    ("standard_seed3", "callbreak/standard", {}, 3),
    ("standard_seed4_cw", "callbreak/standard", {"direction": "cw"}, 4),
    ("master_seed5_no_overtrump_rule", "callbreak/master", {"must_overtrump_when_void": False}, 5),
    ("master_seed6_at_least_tenth", "callbreak/master", {"success": "at_least", "overtrick_scoring": "tenth"}, 6),
    ("standard_seed10_head_until_trumped", "callbreak/standard", {"must_head_until_trumped": True}, 10),
]


def main() -> None:
    for name, key, options, seed in CASES:
        game = get_game(key, options)
        table = Table(game, [HeuristicPlayer(game, seed * 10 + i) for i in range(4)], seed=seed)
        hand = table.play_hand()
        scenario = {
            "variant": key,
            "options": options,
            "dealer": hand.dealer,
            "hands": [game.format_cards(h) for h in hand.deal.hands],
            "actions": hand.actions,
        }
        path = HERE / f"{name}.json"
        path.write_text(json.dumps({"scenario": scenario, "expected": {"result": hand.result}}, indent=1) + "\n")
        print(path, hand.result)


if __name__ == "__main__":
    main()
