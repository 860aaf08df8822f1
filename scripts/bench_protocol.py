#!/usr/bin/env python3
"""CPU per socket message of reading a request (not a test): ``read_message`` alone (the JSON and its checks, as
before the protocol's models) against ``read_message`` and ``protocol.parse`` (the model the handlers dispatch on),
over a mix of a seat's and a room's requests. And of building a seat's reply and encoding it as sent: the dict
as it was written before against the reply model's ``wire()`` (``seat_requests``). And what the server sends at
every step of a room of three people and a spectator (Rook, mid-hand: real snapshots and events): each viewer's
``update``, the ``ack`` and the ``room`` to everyone, as sent (TypedDicts: plain dicts, the room built once per
change) against the same messages validated and dumped by pydantic, as a model would be (a ``TypeAdapter`` of
the same types), and against the room as it was sent before (built again for each connection). Reports µs per
message or per step, the median of ``--runs``.

    python scripts/bench_protocol.py --runs 7
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter

from tricktable.interfaces.web.frames import read_message
from tricktable.interfaces.web.outbox import encode
from tricktable.interfaces.web.protocol import (
    ROOM_TYPES,
    SEAT_TYPES,
    Ack,
    CheckReply,
    Done,
    HintReply,
    LangReply,
    RoomState,
    Update,
    parse,
)
from tricktable.storage import Store
from tricktable.table.room import you

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


# ---------------------------------------------------------------- what is sent at every step
class _Conn:
    """A room connection that only counts what it is sent (``put_text``)."""

    def __init__(self, member_id: str | None) -> None:
        self.member_id = member_id
        self.bytes = 0

    def put_text(self, text: str) -> bool:
        self.bytes += len(text)
        return True


async def _table(variant: str, seed: int, actions: int) -> list[tuple[dict[str, Any], list[Any]]]:
    """A table of four people ``actions`` steps into a hand: each viewer's snapshot (seats 0-2 and a spectator)
    and the events of the last step in English, as the server sends them."""
    from tricktable.interfaces.web.ai_pool import AIPool
    from tricktable.interfaces.web.manager import Manager

    store = Store(Path(tempfile.mkdtemp()) / "bench.sqlite3")
    pool = AIPool(processes=0, max_background=0)
    manager = Manager(store, pool)
    try:
        gid, _, _ = await manager.create(variant, {}, ["human"] * 4, seed=seed)
        live = manager.get(gid)
        s, rng, last = live.session, random.Random(seed), []
        s.listen(lambda _s, steps: last.__setitem__(slice(None), steps))
        for _ in range(actions):
            seat = s.to_act()
            snap = live.views.snapshot(seat)
            action = (s.game.random_action(s.state, rng) if snap["select"]
                      else s.game.parse_action(rng.choice(snap["legal"])))
            await manager.act(live, seat, action)
        viewers = [(0, False), (1, False), (2, False), (None, True)]
        return [(live.views.snapshot(seat, watching), live.views.events_json(seat, last, "en"))  # type: ignore[arg-type]
                for seat, watching in viewers]
    finally:
        await manager.close()
        pool.close()
        store.close()


def _room(variant: str) -> Any:
    """A room playing: three members seated (two of them connected) and the AI, a spectator, a turn counting."""
    from tricktable.interfaces.web.live_rooms import LiveRoom, RoomClocks
    from tricktable.interfaces.web.room_subscriptions import RoomSubscriptions
    from tricktable.table.room import Room, RoomSettings

    room = Room("ABCDEFGH", RoomSettings(variant, ai="normal", turn_seconds=30), 4, True)
    host, _ = room.join("Ana", 0.0, host=True)
    people = [host] + [room.join(name, 0.0)[0] for name in ("Bo", "Cy")]
    for seat, m in enumerate(people):
        room.sit(m, seat)
        room.connect(m, 0.0)
    room.fill(host, 3, True)
    room.start(host)
    room.began("g1")
    room.turn_is(1, 0.0)
    lr = LiveRoom(room)
    lr.members = {m.id: _Conn(m.id) for m in people}  # type: ignore[misc]
    lr.watchers = {_Conn(None)}  # type: ignore[arg-type]
    return lr, RoomSubscriptions(None, RoomClocks(clock=lambda: 12.0))  # type: ignore[arg-type]


def per_step(variant: str, n: int, runs: int) -> None:
    """µs per step: the four viewers' updates, the ack, the room to its four connections; as sent (TypedDicts),
    as pydantic models would be (validated and dumped), and the room as it was sent before."""
    tables = asyncio.run(_table(variant, 5, 24))
    lr, subs = _room(variant)
    update, ack, room_state = TypeAdapter(Update), TypeAdapter(Ack), TypeAdapter(RoomState)

    def updates(model: bool) -> None:
        for state, events in tables:
            msg = Update(type="update", events=events, state=state)
            encode(update.dump_python(update.validate_python(msg)) if model else msg)

    def acked(model: bool) -> None:
        msg = Ack(type="ack", action="play R14", step=25, id=7)
        encode(ack.dump_python(ack.validate_python(msg)) if model else msg)

    def room_now() -> None:
        subs.broadcast_room(lr)

    def room_models() -> None:  # the room built once, each connection's message a validated model, dumped
        view = subs.room_view(lr, 12.0)
        for conn in lr.connections():
            member = lr.room.members.get(conn.member_id) if conn.member_id else None
            seen = view.copy()
            seen["you"] = you(member)
            encode(room_state.dump_python(room_state.validate_python(RoomState(type="room", room=seen))))

    def room_before() -> None:  # as before: the room built again for every connection, a dict
        for conn in lr.connections():
            member = lr.room.members.get(conn.member_id) if conn.member_id else None
            out: dict[str, Any] = dict(lr.room.public_json(12.0, member))
            out["claim"] = None
            out["objected"] = None
            encode({"type": "room", "room": out})

    def timed(f) -> float:
        def once() -> float:
            start = time.process_time()
            for _ in range(n):
                f()
            return (time.process_time() - start) / n * 1e6
        return statistics.median(once() for _ in range(runs))

    rows = [("4 updates, as sent", lambda: updates(False)), ("4 updates, as models", lambda: updates(True)),
            ("ack, as sent", lambda: acked(False)), ("ack, as a model", lambda: acked(True)),
            ("room to 4 connections, as sent", room_now), ("room to 4, as models", room_models),
            ("room to 4, as before", room_before)]
    sizes = [len(encode(Update(type="update", events=e, state=st))) for st, e in tables]
    print(f"per step ({variant}, 3 people and a spectator; updates of {min(sizes)}-{max(sizes)} bytes):")
    for name, f in rows:
        print(f"  {name}: {timed(f):.2f} µs")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--messages", type=int, default=20000, help="rounds of the mix per run")
    ap.add_argument("--steps", type=int, default=2000, help="steps per run (the per-step part)")
    ap.add_argument("--variant", default="rook/crowsnest")
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
    per_step(args.variant, args.steps, args.runs)


if __name__ == "__main__":
    main()
