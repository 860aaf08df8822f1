#!/usr/bin/env python3
"""CPU per socket message of reading a request (not a test): ``read_message`` alone (the JSON and its checks, as
before the protocol's models) against ``read_message`` and ``protocol.parse`` (the model the handlers dispatch on),
over a mix of a seat's and a room's requests. And of building a seat's reply and encoding it as sent: the dict
as it was written before against the reply model's ``wire()`` (``seat_requests``). Reports µs per message, the
median of ``--runs``.

    python scripts/bench_protocol.py --runs 7
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from tricktable.interfaces.web.frames import read_message
from tricktable.interfaces.web.outbox import encode
from tricktable.interfaces.web.protocol import ROOM_TYPES, SEAT_TYPES, CheckReply, Done, HintReply, LangReply, parse

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


def replies_per_message(with_models: bool, n: int) -> float:
    """A seat's replies (check, hint, lang, done; each with an id), built and encoded."""
    start = time.process_time()
    for i in range(n):
        if with_models:
            encode(CheckReply(type="check", ok=True, action="play R14", id=i).wire())
            encode(HintReply(type="hint", action="bid 120", id=i).wire())
            encode(LangReply(type="lang", lang="ro", id=i).wire())
            encode(Done(type="done", request="next_hand", id=i).wire())
        else:
            encode({"type": "check", "ok": True, "action": "play R14", "id": i})
            encode({"type": "hint", "action": "bid 120", "id": i})
            encode({"type": "lang", "lang": "ro", "id": i})
            encode({"type": "done", "request": "next_hand", "id": i})
    return (time.process_time() - start) / (n * 4) * 1e6


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
    plain = statistics.median(replies_per_message(False, args.messages) for _ in range(args.runs))
    built = statistics.median(replies_per_message(True, args.messages) for _ in range(args.runs))
    print(f"a seat's reply as a dict: {plain:.2f} µs; from its model: {built:.2f} µs (+{built - plain:.2f} µs)"
          f"; medians of {args.runs}")


if __name__ == "__main__":
    main()
