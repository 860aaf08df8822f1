"""What the server sends stays what it was, to the byte, while its per-step work is made cheaper (issue 26: the
server's CPU per room step).

Every variant plays a hand and deals the next through the :class:`~tricktable.interfaces.web.manager.Manager`, as
the websockets drive it: three people (each in another language) and the AI, a watcher looking from seat 0's chair
and a spectator. Everything each of them is sent (acks, updates: snapshots and events in words) and every seat's
and the spectator's view as a bot receives it (``view.to_json()``) after every step is compared, message by
message, with digests written by the server before that work changed (``tests/data/wire_pinned.json``). A change
meant to alter what clients receive rewrites the digests on purpose: ``python tests/web/test_wire_pinned.py
--write`` (and says why in its commit)."""

from __future__ import annotations

import asyncio
import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

from test_reply_wire import conforms

from asyncrun import run_coroutine
from tricktable.engine import get_game, variant_keys
from tricktable.interfaces.web.ai_pool import AIPool
from tricktable.interfaces.web.manager import Manager, Viewer
from tricktable.interfaces.web.outbox import encode
from tricktable.storage import Store

PINNED = Path(__file__).resolve().parents[1] / "data" / "wire_pinned.json"
#: who is connected: (name, viewer, language); the people sit in seats 0-2, the AI in the last seat
AUDIENCE = (("seat0", Viewer(0), "en"), ("seat1", Viewer(1), "ro"), ("seat2", Viewer(2), "hu"),
            ("watcher", Viewer(0, watching=True), "el"), ("spectator", Viewer(None, watching=True), "cs"))  # type: ignore[arg-type]


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:12]


class _Socket:
    """A connection's outbox: keeps the digest of every text it is sent (hand reviews left out: they are another
    module's, sent from a task of their own)."""

    def __init__(self, lang: str, gid: list[str]) -> None:
        self.lang = lang
        self.gid = gid
        self.sent: list[str] = []

    def put(self, msg: dict[str, Any]) -> bool:
        return self.put_text(encode(msg))

    def put_text(self, text: str) -> bool:
        conforms(json.loads(text))  # what its type (protocol's TypedDicts) says, the update's and the ack's
        if not text.startswith('{"type":"review"'):
            self.sent.append(_digest(text.replace(self.gid[0], "GAME")))
        return True

    def __call__(self, msg: dict[str, Any]) -> None:  # the ack
        self.put(msg)


async def _play(variant: str, seed: int, store_path: Path) -> dict[str, list[str]]:
    game = get_game(variant)
    store = Store(store_path)
    pool = AIPool(processes=0, max_background=0)
    manager = Manager(store, pool)
    gid: list[str] = [""]
    views: list[str] = []
    try:
        players = ["human"] * 3 + ["heuristic"] * (game.num_seats - 3)
        gid[0], _, _ = await manager.create(variant, {}, players, seed=seed)
        live = manager.get(gid[0])
        s = live.session

        def heard(_session: Any, steps: list[Any]) -> None:  # every seat's view as a bot receives it
            for step in steps:
                if step.state is not None:
                    views.append(_digest("".join(encode(game.view(step.state, seat).to_json())
                                                 for seat in [*range(game.num_seats), None])))

        s.listen(heard)
        sockets = {name: _Socket(lang, gid) for name, _, lang in AUDIENCE}
        for name, viewer, _ in AUDIENCE:
            manager.subscribe(live, viewer, sockets[name])  # type: ignore[arg-type]
            sockets[name].put({"type": "update", "events": [], "state": live.views.snapshot(viewer.seat,
                                                                                            viewer.watching)})
        rng = random.Random(seed)
        for _ in range(5000):
            if s.state is None:  # the hand is over: the next one is dealt, and that deal is the last step
                if not s.match_over():
                    await manager.next_hand(live)
                break
            seat = s.to_act()
            if seat is None or s.players[seat] != "human":
                await asyncio.sleep(0)  # the AI decides on the loop
                continue
            snap = live.views.snapshot(seat)
            if snap["select"]:
                action = game.random_action(s.state, rng)
            else:
                action = game.parse_action(rng.choice(snap["legal"]))
            await manager.act(live, seat, action, on_commit=sockets[f"seat{seat}"])
        else:
            raise AssertionError("the hand did not end")
        return {"views": views, **{name: sock.sent for name, sock in sockets.items()}}
    finally:
        await manager.close()
        pool.close()
        store.close()


def _record(variant: str, tmp: Path) -> dict[str, list[str]]:
    return run_coroutine(_play(variant, 7, tmp / f"{variant.replace('/', '-')}.sqlite3"))


def test_what_every_client_is_sent_is_pinned_to_the_byte(variant, tmp_path):
    pinned = json.loads(PINNED.read_text())[variant]
    got = _record(variant, tmp_path)
    for who, digests in pinned.items():
        mine = got[who]
        first = next((i for i, (a, b) in enumerate(zip(mine, digests, strict=False)) if a != b), None)
        assert first is None and len(mine) == len(digests), (
            f"{variant}: {who}'s message {first if first is not None else min(len(mine), len(digests))} "
            f"differs from the pinned one ({len(mine)} sent, {len(digests)} pinned)")


if __name__ == "__main__" and "--write" in sys.argv:
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        pinned = {v: _record(v, Path(tmp)) for v in variant_keys()}
    PINNED.write_text("{\n" + ",\n".join(f"{json.dumps(v)}: {{\n" + ",\n".join(
        f"  {json.dumps(who)}: {json.dumps(digests)}" for who, digests in record.items()) + "}"
        for v, record in pinned.items()) + "\n}\n")
    print(f"wrote {PINNED}")
