"""A scripted websocket player for the tests: reads updates, plays a legal action when it is its turn."""

from __future__ import annotations

import random
import time
from typing import Any


class SeatDriver:
    """One seat's connection; ``log`` keeps every message it received."""

    def __init__(self, ws, rng: random.Random | None = None) -> None:
        self.ws = ws
        self.rng = rng or random.Random(0)
        self.log: list[dict[str, Any]] = []
        self.state: dict[str, Any] | None = None

    def recv(self) -> dict[str, Any]:
        msg = self.ws.receive_json()
        self.log.append(msg)
        if msg.get("type") == "update":
            self.state = msg["state"]
        return msg

    def recv_until(self, pred) -> dict[str, Any]:
        for _ in range(5000):
            msg = self.recv()
            if pred(msg):
                return msg
        raise AssertionError("message never came")

    def my_turn(self) -> bool:
        st = self.state
        return bool(st and st.get("view") and st["view"]["to_act"] == st["seat"] and (st.get("legal") or st.get("select")))

    def send(self, msg: dict[str, Any]) -> dict[str, Any]:
        self.ws.send_json(msg)
        # a claim in a room with other players waits for them (room_claims): its reply is "claim_waiting"
        return self.recv_until(lambda m: m["type"] in ("ack", "error", "check", "hint", "claim_waiting"))

    def choose(self) -> str:
        """A random legal action, but modest in auctions (the lowest bid or a pass) so that matches end."""
        legal = self.state["legal"]
        if self.state.get("select") and (not legal or self.rng.random() < 0.8):
            hint = self.send({"type": "hint", "id": f"h{len(self.log)}"})  # too many to list: the server suggests
            assert hint["type"] == "hint", hint
            return hint["action"]
        bids = [a for a in legal if a.split()[0] == "bid"]
        if bids:
            lowest = min(bids, key=lambda a: int(a.split()[1]))
            return lowest if "pass" not in legal or self.rng.random() < 0.3 else "pass"
        return self.rng.choice(legal)

    def play_one(self) -> dict[str, Any]:
        action = self.choose()
        return self.send({"type": "action", "action": action, "id": len(self.log)})

    def review(self, wait: float = 60.0) -> dict[str, Any]:
        """The hand review sent to this seat (or why there is none): it comes a moment after the hand; this
        never waits forever."""
        end = time.monotonic() + wait
        while True:
            done = [m["review"] for m in self.log if m["type"] == "review"]
            if done or time.monotonic() > end:
                assert done, "no hand review (nor why there is none) was sent"
                return done[0]
            time.sleep(0.05)
            self.sync()

    def sync(self) -> None:
        """Drain everything sent so far: ask for a snapshot and read up to its answer."""
        token = f"sync{len(self.log)}"
        self.ws.send_json({"type": "sync", "id": token})
        self.recv_until(lambda m: m.get("id") == token)

    def settle(self) -> None:
        """Read messages until it is this seat's turn (really: checked by a sync) or the hand is over."""
        while True:
            while not (self.my_turn() or (self.state and self.state["between_hands"])):
                self.recv()
            self.sync()
            if self.my_turn() or self.state["between_hands"]:
                return

    def play_hand(self) -> dict[str, Any]:
        """Play until the current hand is over; returns the final snapshot."""
        while True:
            self.settle()
            if self.state["between_hands"]:
                return self.state
            ack = self.play_one()
            assert ack["type"] == "ack", ack
