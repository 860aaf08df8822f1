"""A tricktable bot in 30 lines: plays a random legal action in any variant (protocol: docs/protocol.md).

Run it at a table or in the arena:  tricktable arena --players normal,"cmd:python examples/random_bot.py"
It speaks JSON lines on stdin/stdout; anything it wants to log goes to stderr.
"""

import json
import random
import sys

rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else None)


def answer(message):
    if message["type"] == "hello":  # a new match: variant, options, our seat, the time control
        return {"type": "ready", "name": "random bot", "protocol": 1, "events": False}
    if message["type"] == "act":  # our turn: message["view"] is what our seat sees
        return {"type": "action", "id": message["id"], "action": rng.choice(message["legal"])}
    return None  # "event" and "end" want no answer


for line in sys.stdin:  # one message per line, until the host closes our input
    reply = answer(json.loads(line))
    if reply is not None:
        print(json.dumps(reply), flush=True)
