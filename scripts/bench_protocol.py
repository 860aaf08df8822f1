#!/usr/bin/env python3
"""CPU per socket message of reading a request (not a test): ``read_message`` alone (the JSON and its checks, as
before the protocol's models) against ``read_message`` and ``protocol.parse`` (the model the handlers dispatch on),
over a mix of a seat's and a room's requests. Reports µs per message, the median of ``--runs``.

    python scripts/bench_protocol.py --runs 7
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from tricktable.interfaces.web.frames import read_message
from tricktable.interfaces.web.protocol import ROOM_TYPES, SEAT_TYPES, parse

MIX = [({"type": "action", "action": "play R14", "id": 7}, SEAT_TYPES),
       ({"type": "sync", "id": "s1"}, SEAT_TYPES),
       ({"type": "check", "action": "bid 120", "id": 8}, SEAT_TYPES),
       ({"type": "action", "action": "play G7", "id": 9}, ROOM_TYPES),
       ({"type": "say", "phrase": "nice", "id": 10}, ROOM_TYPES),
       ({"type": "fill", "seat": 2, "ai": True, "id": 11}, ROOM_TYPES)]


def per_message(with_models: bool, n: int) -> float:
    raws = [(json.dumps(m), types) for m, types in MIX]
    start = time.process_time()
    for _ in range(n):
        for raw, types in raws:
            msg, _msg_id, _error = read_message(raw)
            if with_models and msg is not None:
                parse(msg, types)
    return (time.process_time() - start) / (n * len(raws)) * 1e6


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--messages", type=int, default=20000, help="rounds of the mix per run")
    args = ap.parse_args()
    dicts, models = [], []
    for _ in range(args.runs):
        dicts.append(per_message(False, args.messages))
        models.append(per_message(True, args.messages))
    a, b = statistics.median(dicts), statistics.median(models)
    print(f"read_message: {a:.2f} µs; with the model: {b:.2f} µs (+{b - a:.2f} µs, +{100 * (b - a) / a:.0f}%)"
          f"; medians of {args.runs}")


if __name__ == "__main__":
    main()
