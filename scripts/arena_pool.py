"""Pool the paired differences of several arena runs of the same two players (chunks on distinct deal seeds, each
short enough for a shared machine) into one estimate with its 95% interval.

    python scripts/arena_pool.py docs/arena/callbreak-master_call48-vs-normal_seed*.json [--json OUT]

Each file is ``tricktable arena --json`` output; their ``paired_per_deal`` lists are joined (the deals of different
seeds are independent), and the mean, interval and bootstrap interval are those of the joined list.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from tricktable.ai.arena.stats import bootstrap_ci, mean_ci


def pool(paths: list[Path]) -> dict:
    runs = [json.loads(p.read_text(encoding="utf-8")) for p in paths]
    pairs = {(r["variant"], r["paired_difference"]["of"]) for r in runs}
    if len(pairs) != 1:
        raise SystemExit(f"the runs compare different things: {sorted(pairs)}")
    per_deal = [x for r in runs for x in r["paired_per_deal"]]
    est = mean_ci(per_deal)
    return {"variant": runs[0]["variant"], "of": runs[0]["paired_difference"]["of"], "runs": [p.name for p in paths],
            "deals": len(per_deal), "paired_difference": {**est.to_json(), "bootstrap95": list(bootstrap_ci(per_deal))},
            "per_run": [{"file": p.name, "deals": r["deals"], "mean": r["paired_difference"]["mean"],
                         "ci95": r["paired_difference"]["ci95"]} for p, r in zip(paths, runs, strict=True)]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--json", type=Path, help="also write the pooled estimate here")
    args = ap.parse_args()
    out = pool(args.files)
    if args.json:
        args.json.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    d = out["paired_difference"]
    print(f"{out['variant']}: {out['of']} over {out['deals']} deals ({len(out['runs'])} runs): "
          f"{d['mean']:+.4f} [{d['ci95'][0]:+.4f}, {d['ci95'][1]:+.4f}]")


if __name__ == "__main__":
    main()
