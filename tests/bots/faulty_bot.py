"""A tricktable-protocol stdio bot that misbehaves on purpose (argv[1] names how), for the fault tests.

ok        answers the first legal action, echoing ids
listening the same, and asks for event messages
late      its first answer comes after 0.3 s (too late), echoing ids; then it answers at once
latenoid  the same without echoing ids (the host matches answers first in, first out)
hang      never answers an act
crash     exits with status 3 at its first act (after a word on stderr)
garbage   answers every act with a line that is not JSON
illegal   answers every act with "bid 99"
hugebid   answers every act with a 40-digit bid
flood     answers hello, then writes junk lines without end
deaf      answers hello, then never reads its input again (nor answers)
"""

import json
import sys
import time

mode = sys.argv[1] if len(sys.argv) > 1 else "ok"
acts = 0
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        print(json.dumps({"type": "ready", "name": f"faulty {mode}", "events": mode == "listening"}), flush=True)
        while mode == "flood":
            sys.stdout.write("junk\n" * 10_000)
        if mode == "deaf":
            time.sleep(3600)
        continue
    if message["type"] != "act":
        continue
    acts += 1
    if mode == "hang":
        time.sleep(3600)
    if mode == "crash":
        print("faulty bot: giving up", file=sys.stderr, flush=True)
        sys.exit(3)
    if mode == "garbage":
        print("I think I will play the ace", flush=True)
        continue
    if mode.startswith("late") and acts == 1:
        time.sleep(0.3)
    answer = {"type": "action", "action": "bid 99" if mode == "illegal" else "bid " + "9" * 40 if mode == "hugebid" else message["legal"][0]}
    if mode != "latenoid":
        answer["id"] = message["id"]
    print(json.dumps(answer), flush=True)
