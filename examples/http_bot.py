"""A tricktable bot behind HTTP (protocol: docs/protocol.md), standard library only.

    python examples/http_bot.py --port 8765
    tricktable arena --variant callbreak/standard --players normal,http:http://127.0.0.1:8765

Each protocol message arrives as one POST with a JSON body; the answer is the response body. One server can play
many seats of many matches at once: every message names its ``session``. This bot plays a random legal action,
logs what it sees to stderr, and forgets a session at its "end".
"""

import argparse
import json
import random
import socket
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

sessions = {}  # session id -> (our seat, the variant)
lock = threading.Lock()
rng = random.Random()


def answer(message):
    kind, session = message.get("type"), message.get("session")
    if kind == "hello":
        with lock:
            sessions[session] = (message["seat"], message["variant"])
        print(f"{session}: seat {message['seat']} in {message['variant']}", file=sys.stderr)
        return {"type": "ready", "name": "random http bot", "protocol": 1, "events": True}
    if kind == "act":
        view = message["view"]  # what our seat sees: the hand, the trick, the history, ...
        print(f"{session}: hand {' '.join(view['hand'])}; {message['time_left_ms']} ms left", file=sys.stderr)
        return {"type": "action", "id": message["id"], "action": rng.choice(message["legal"])}
    if kind == "event":
        for e in message["events"]:
            print(f"{session}: {e['text']}", file=sys.stderr)
    if kind == "end":
        with lock:
            sessions.pop(session, None)
    return {}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def setup(self):
        super().setup()
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # answer at once (no Nagle delay)

    def do_POST(self):  # noqa: N802
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        data = json.dumps(answer(json.loads(body))).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):  # quiet: the answers above are the log
        pass


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--seed", type=int, default=None)
    args = parser.parse_args()
    rng.seed(args.seed)
    server = ThreadingHTTPServer((args.host, args.port), Handler)
    print(f"http bot listening on http://{args.host}:{server.server_address[1]}", file=sys.stderr, flush=True)
    server.serve_forever()
