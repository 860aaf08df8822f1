"""Several server processes on one PostgreSQL store and one Redis bus (issue 27): real servers, real sockets.

A room is owned by the process that holds its lease; people connected to another process play in it as if they
were connected to the owner (their sockets are joined to it over the bus), and each of them is shown only what
their seat may see. When the owner is killed (``kill -9``), its lease lapses, and the people who reconnect find the
table on the other process, rebuilt from the store with everything acknowledged."""

from __future__ import annotations

import asyncio
import contextlib

import pytest
from clusternodes import Node, Person, directory, leak_check, lease_holders, new_room, room_url, seat_room

from asyncrun import run_coroutine
from tricktable.storage import Store

pytestmark = [pytest.mark.postgresql, pytest.mark.redis]
#: the tests on running nodes: starting two servers takes 25-35 s on a loaded 2-core machine (shared by the module)
on_nodes = pytest.mark.slow

VARIANT = "callbreak/master"
OPTIONS = {"rounds": 2}  # (Callbreak/master is open-ended: a short match)


@on_nodes
def test_a_room_is_played_by_people_on_two_processes_and_nobody_sees_a_hidden_card(cluster):
    a, b = cluster.nodes
    body = new_room(a, VARIANT, options=OPTIONS)  # made on a: a owns it
    code = body["code"]
    people = [Person(f"p{i}", i) for i in range(3)]
    spectator = Person("watcher", 9)

    async def go() -> str:
        try:
            await seat_room([a, b], code, body["secret"], people, where=[0, 1, 1])  # the host on a, two on b
            await spectator.connect(room_url(b, code))
            watching = asyncio.create_task(spectator.until(lambda m: False, timeout=600))
            gid = people[0].room["game_id"]
            await asyncio.gather(*(p.play(hands=1) for p in people))
            for p in people:  # each ends with the table as it is now
                await p.send({"type": "sync", "id": "end"})
                await p.until(lambda m: m.get("id") == "end")
            watching.cancel()
            with contextlib.suppress(asyncio.CancelledError, TimeoutError):
                await watching
            return gid
        finally:
            for p in [*people, spectator]:
                await p.close()

    gid = run_coroutine(go())
    # the room and its table are a's: one lease holder, the directory names a
    assert lease_holders(cluster.db, f"room:{code}") == 1
    assert directory(cluster.bus, f"room:{code}") == a.instance
    # the people on b played: their actions were acknowledged, and they saw the hand end like the host
    assert all(p.acked for p in people[1:]), [len(p.acked) for p in people]
    ends = [p.state["hand_seq"] for p in people]
    assert people[1].state["between_hands"] and len(set(ends)) == 1, ends
    # the spectator on b saw the table's updates, with no hand
    updates = [m for m in spectator.log if m["type"] == "update"]
    assert updates and all(not (m["state"].get("view") or {}).get("hand") for m in updates)
    store = Store(cluster.db)
    try:
        row = store.load(gid)
    finally:
        store.close()
    acted = {seat for h in row.hands for seat, _ in h.actions}
    assert {0, 1, 2} <= acted
    assert [p.errors for p in people] == [[], [], []]
    assert leak_check(cluster.db, gid, people, spectator) == []


@on_nodes
def test_a_person_on_another_process_is_refused_as_on_the_owner(cluster):
    """A wrong secret, an unknown code: the same refusals through the bus as on the owner."""
    a, b = cluster.nodes
    body = new_room(a, VARIANT, options=OPTIONS)

    async def go() -> list[tuple[dict, int | None]]:
        out = []
        for url in (b.ws(f"/ws/room/{body['code']}?secret=nope"), b.ws("/ws/room/ZZZZZZZZ")):
            async with websockets_connect(url) as ws:
                msg = await asyncio.wait_for(ws.recv(), 60)
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(ws.recv(), 60)
                out.append((__import__("json").loads(msg), ws.close_code))
        return out

    (wrong, wrong_code), (unknown, unknown_code) = run_coroutine(go())
    assert wrong["code"] == "secret-unknown" and wrong_code == 4403
    assert unknown["code"] == "unknown" and unknown_code == 4404


def websockets_connect(url: str):
    import websockets

    return websockets.connect(url, max_size=2**22, open_timeout=60)


def test_serve_refuses_a_bus_without_a_postgresql_store(tmp_path, redis_url):
    node = Node(str(tmp_path / "games.sqlite3"), redis_url, "solo")
    out, _ = node.proc.communicate(timeout=300)  # (a loaded machine: starting Python may take a minute)
    assert node.proc.returncode == 2
    assert "--bus and --instance go together" in out


@pytest.mark.slow  # (last: it kills node a, which the module's other tests use)
def test_the_room_plays_on_after_its_owner_is_killed(cluster):
    """kill -9 of the owner mid-hand: the sockets forwarded to it close, everyone reconnects to the other process,
    which takes the lease, rebuilds the table from the store (every acknowledged action in it) and plays on."""
    a, b = cluster.nodes
    body = new_room(a, VARIANT, options=OPTIONS)
    code = body["code"]
    people = [Person(f"p{i}", 10 + i) for i in range(3)]

    async def go() -> tuple[str, int, list[int]]:
        try:
            await seat_room([a, b], code, body["secret"], people, where=[0, 1, 1])
            gid = people[0].room["game_id"]
            # play until each person has had an action acknowledged (a few tricks in)
            await asyncio.gather(*(p.play(hands=1, actions=2) for p in people))
            acked = max(max(p.acked) for p in people)
            await asyncio.to_thread(a.kill)
            for p in people:  # the sockets to a are gone; b closes those it joined to a once a stops listening
                with contextlib.suppress(Exception):
                    await p.until(lambda m: False, timeout=60)
                p.log.append({"type": "reconnect"})
                await p.connect(room_url(b, code))
            steps = []
            for p in people:
                await p.send({"type": "sync", "id": "back"})
                msg = await p.until(lambda m: m.get("id") == "back")
                steps.append(msg["state"]["step"])
            await asyncio.gather(*(p.play(hands=1) for p in people))
            return gid, acked, steps
        finally:
            for p in people:
                with contextlib.suppress(Exception):
                    await p.close()

    gid, acked, steps = run_coroutine(go())
    assert min(steps) >= acked, (steps, acked)  # nothing acknowledged was lost
    assert lease_holders(cluster.db, f"room:{code}") == 1
    assert directory(cluster.bus, f"room:{code}") == b.instance
    assert all(p.state["between_hands"] for p in people)
    assert [p.errors for p in people] == [[], [], []]
    assert leak_check(cluster.db, gid, people, None) == []
