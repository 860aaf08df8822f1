"""A test double of a Bhoos "Smart Bots" Callbreak bot that checks every payload it receives against callbreak.md §4.

Standard library only and independent of tricktable's own Bhoos code, so that it checks that code rather than
agreeing with it. It answers ``GET /hi``, ``POST /bid`` and ``POST /play``; every payload that breaks §4 is written
to ``violations`` (and to stderr). It plays legally under callbreak/standard's rules without knowing them by code:
on a lead any card, following the highest card of the suit (which heads the trick whenever heading is possible),
void the highest spade (which overtrumps whenever possible), else its lowest card.

Faults on purpose, for the fault tests: ``mode`` is ``ok``, ``hang`` (sleep before answering), ``crash`` (stop
listening), ``garbage`` (an answer that is not JSON) or ``illegal`` (a card it does not hold, a call of 99), from
request number ``after`` on.

    python tests/bots/bhoos_double.py --port 7001 [--mode ok]
"""

from __future__ import annotations

import argparse
import json
import random
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

RANKS = "23456789TJQK1"
SUITS = "SHCD"
PLAY_KEYS = {"playerId", "playerIds", "cards", "played", "history", "context", "timeBudget"}
BID_KEYS = {"playerId", "playerIds", "cards", "context"}


def is_card(c) -> bool:
    return isinstance(c, str) and len(c) == 2 and c[0] in RANKS and c[1] in SUITS


def strength(card: str, led: str) -> int:
    """How strongly ``card`` contends in a trick led in suit ``led`` (spades trump; off-suit cards cannot win)."""
    r = RANKS.index(card[0])
    return 100 + r if card[1] == "S" else r if card[1] == led else -1


def winner_index(cards: list[str]) -> int:
    led = cards[0][1]
    return max(range(len(cards)), key=lambda i: strength(cards[i], led))


class Double:
    """The bot's logic: checks and answers, with the requests it saw."""

    def __init__(self, mode: str = "ok", after: int = 0, hang_seconds: float = 30.0) -> None:
        self.mode, self.after, self.hang_seconds = mode, after, hang_seconds
        self.violations: list[str] = []
        self.requests: list[tuple[str, dict]] = []
        self.player_ids: tuple[str, ...] | None = None
        self.lock = threading.Lock()
        self.rng = random.Random(0)
        self.stop_listening = None  # set by serve(): called by the crash mode

    def bad(self, where: str, why: str) -> None:
        with self.lock:
            self.violations.append(f"{where}: {why}")
        print(f"bhoos double: {where}: {why}", file=sys.stderr)

    # ------------------------------------------------------------ §4 checks
    def check_common(self, where: str, body, keys: set[str]) -> None:
        if not isinstance(body, dict):
            return self.bad(where, "the body is not an object")
        if set(body) != keys:
            self.bad(where, f"keys {sorted(body)} are not {sorted(keys)}")
        ids = body.get("playerIds")
        if not (isinstance(ids, list) and len(ids) == 4 and len(set(ids)) == 4 and all(isinstance(i, str) for i in ids)):
            return self.bad(where, f"playerIds {ids!r} is not 4 distinct ids")
        with self.lock:
            if self.player_ids is None:
                self.player_ids = tuple(ids)
        if tuple(ids) != self.player_ids:
            self.bad(where, "playerIds changed during the game")
        if body.get("playerId") not in ids:
            self.bad(where, "playerId is not one of playerIds")
        cards = body.get("cards")
        if not isinstance(cards, list) or not all(is_card(c) for c in cards) or len(set(cards)) != len(cards):
            self.bad(where, f"cards {cards!r} are not distinct Bhoos cards")
        ctx = body.get("context")
        if not isinstance(ctx, dict) or set(ctx) != {"round", "players"}:
            return self.bad(where, "context is not {round, players}")
        if not isinstance(ctx["round"], int) or not 1 <= ctx["round"] <= 5:
            self.bad(where, f"round {ctx['round']!r} is not 1-5")
        players = ctx["players"]
        if not isinstance(players, dict) or set(players) != set(ids):
            return self.bad(where, "context.players is not keyed by the player ids")
        for pid, p in players.items():
            if not isinstance(p, dict) or set(p) != {"totalPoints", "bid", "won"}:
                self.bad(where, f"context.players.{pid} is not {{totalPoints, bid, won}}")
                continue
            if not isinstance(p["totalPoints"], (int, float)) or isinstance(p["totalPoints"], bool):
                self.bad(where, f"totalPoints of {pid} is not a number")
            if round(p["totalPoints"] * 10) != p["totalPoints"] * 10:
                self.bad(where, f"totalPoints of {pid} ({p['totalPoints']}) is not in tenths")
            if not isinstance(p["bid"], int) or not 0 <= p["bid"] <= 8:
                self.bad(where, f"bid of {pid} is not 0-8")
            if not isinstance(p["won"], int) or not 0 <= p["won"] <= 13:
                self.bad(where, f"won of {pid} is not 0-13")

    def check_bid(self, body) -> None:
        self.check_common("/bid", body, BID_KEYS)
        if not isinstance(body, dict) or not isinstance(body.get("context"), dict):
            return
        if len(body.get("cards", [])) != 13:
            self.bad("/bid", "a bidder holds 13 cards")
        ids, me = body["playerIds"], body["playerId"]
        players = body["context"].get("players", {})
        if me in ids and isinstance(players, dict) and all(isinstance(p, dict) for p in players.values()):
            k = sum(1 for p in players.values() if p.get("bid"))
            i = ids.index(me)
            before = {ids[(i - j) % 4] for j in range(1, k + 1)}
            if {pid for pid, p in players.items() if p.get("bid")} != before:
                self.bad("/bid", "the players who have bid are not the ones just before this one in turn order")
            if players.get(me, {}).get("bid"):
                self.bad("/bid", "asked to bid again")
            if any(p.get("won") for p in players.values()):
                self.bad("/bid", "tricks won before the play")

    def check_play(self, body) -> None:
        self.check_common("/play", body, PLAY_KEYS)
        if not isinstance(body, dict):
            return
        budget = body.get("timeBudget")
        if not isinstance(budget, (int, float)) or isinstance(budget, bool) or budget < 0:
            self.bad("/play", f"timeBudget {budget!r} is not a number of ms")
        played, history, cards = body.get("played"), body.get("history"), body.get("cards", [])
        if not isinstance(played, list) or len(played) > 3 or not all(is_card(c) for c in played):
            return self.bad("/play", "played is not 0-3 cards")
        if not isinstance(history, list):
            return self.bad("/play", "history is not a list")
        seen = list(cards) + list(played)
        wins = [0, 0, 0, 0]
        prev_winner = None
        for n, t in enumerate(history):
            if not (isinstance(t, list) and len(t) == 3 and isinstance(t[0], int) and isinstance(t[1], list)
                    and len(t[1]) == 4 and isinstance(t[2], int) and all(is_card(c) for c in t[1])):
                return self.bad("/play", f"history[{n}] is not [start_idx, [4 cards], winner_idx]")
            if (t[0] + winner_index(t[1])) % 4 != t[2]:
                self.bad("/play", f"history[{n}] names the wrong winner")
            if prev_winner is not None and t[0] != prev_winner:
                self.bad("/play", f"history[{n}] is not led by the previous trick's winner")
            prev_winner = t[2]
            wins[t[2]] += 1
            seen.extend(t[1])
        if len(set(seen)) != len(seen):
            self.bad("/play", "a card appears twice")
        if len(cards) != 13 - len(history):
            self.bad("/play", f"{len(cards)} cards in hand after {len(history)} tricks")
        ids, me = body.get("playerIds"), body.get("playerId")
        ctx = body.get("context", {})
        if isinstance(ids, list) and me in ids and isinstance(ctx, dict) and isinstance(ctx.get("players"), dict):
            try:
                if [ctx["players"][pid]["won"] for pid in ids] != wins:
                    self.bad("/play", "context won does not match the history")
                if any(ctx["players"][pid]["bid"] < 1 for pid in ids):
                    self.bad("/play", "a player has not bid during the play")
            except (KeyError, TypeError):
                pass
            leader = prev_winner if prev_winner is not None else None
            if leader is not None and (leader + len(played)) % 4 != ids.index(me):
                self.bad("/play", "the trick's leader and played do not lead to this player")

    # ------------------------------------------------------------ answers
    def misbehaving(self) -> bool:
        return self.mode != "ok" and len(self.requests) > self.after

    def answer(self, path: str, body) -> tuple[int, bytes]:
        with self.lock:
            self.requests.append((path, body))
        (self.check_bid if path == "/bid" else self.check_play)(body)
        if self.misbehaving():
            if self.mode == "hang":
                time.sleep(self.hang_seconds)
            elif self.mode == "crash":
                if self.stop_listening:
                    threading.Thread(target=self.stop_listening, daemon=True).start()
                return 500, b"crashed"
            elif self.mode == "garbage":
                return 200, b"<html>not json</html>"
            elif self.mode == "illegal":
                value = 99 if path == "/bid" else next(f"{r}{s}" for s in SUITS for r in RANKS
                                                       if f"{r}{s}" not in body["cards"])
                return 200, json.dumps({"value": value}).encode()
        if path == "/bid":
            strong = sum(1 for c in body["cards"] if c[0] in "1K")
            return 200, json.dumps({"value": max(1, min(8, strong))}).encode()
        hand, played = body["cards"], body["played"]
        if not played:
            with self.lock:
                card = self.rng.choice(hand)
        else:
            led = played[0][1]
            follow = [c for c in hand if c[1] == led]
            spades = [c for c in hand if c[1] == "S"]
            pool = follow or spades
            card = (max(pool, key=lambda c: RANKS.index(c[0])) if pool
                    else min(hand, key=lambda c: RANKS.index(c[0])))
        return 200, json.dumps({"value": card}).encode()


def serve(double: Double, host: str = "127.0.0.1", port: int = 0) -> ThreadingHTTPServer:
    """Serve ``double`` on a thread; ``server.server_address[1]`` is the port."""

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def setup(self):
            super().setup()
            self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # answer at once (no Nagle)

        def send(self, status: int, data: bytes) -> None:
            try:
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):  # the caller gave up (a timeout test): no one to tell
                self.close_connection = True

        def do_GET(self):  # noqa: N802
            if self.path == "/hi":
                self.send(200, b'{"value": "hello"}')
            else:
                self.send(404, b"{}")

        def do_POST(self):  # noqa: N802
            length = int(self.headers.get("Content-Length", 0))
            try:
                body = json.loads(self.rfile.read(length))
            except ValueError:
                double.bad(self.path, "the body is not JSON")
                return self.send(400, b"{}")
            if self.path not in ("/bid", "/play"):
                double.bad(self.path, "no such endpoint in section 4")
                return self.send(404, b"{}")
            self.send(*double.answer(self.path, body))

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer((host, port), Handler)
    server.daemon_threads = True

    def stop() -> None:
        server.shutdown()
        server.server_close()

    double.stop_listening = stop
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description="a Bhoos-protocol test bot that checks payloads against section 4")
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=7001)
    ap.add_argument("--mode", default="ok", choices=["ok", "hang", "crash", "garbage", "illegal"])
    ap.add_argument("--after", type=int, default=0)
    args = ap.parse_args()
    d = Double(args.mode, args.after)
    s = serve(d, args.host, args.port)
    print(f"bhoos double on http://{args.host}:{s.server_address[1]} ({args.mode})", file=sys.stderr, flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        print(f"{len(d.requests)} requests, {len(d.violations)} violations", file=sys.stderr)
