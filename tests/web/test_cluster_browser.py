"""A room of a cluster played from a real browser (issue 27): the browser's page is on one server process, the
room is owned by the other, where two scripted people are connected. The page's socket is joined to the owner over
the bus; the person in the browser takes a seat through the invite link, plays a whole hand by clicking, and the
page never holds a card its seat may not know.

It runs in the cluster tests' own pytest process, and in one of its own there (``scripts/test``: browser and
cluster tests once stalled when they shared a process; docs/hosting.md)."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Coroutine
from typing import Any

import pytest
from browsing import Page
from clusternodes import Person, directory, leak_check, new_room, room_url
from test_browser_rooms import client_state, join, play_together

from tricktable.storage import Store

pytestmark = [pytest.mark.postgresql, pytest.mark.redis, pytest.mark.browser, pytest.mark.slow]

VARIANT = "callbreak/master"
OPTIONS = {"rounds": 2}  # (Callbreak/master is open-ended: a short match)


class Loop:
    """An asyncio loop in a thread of its own, for the scripted people while the browser is driven here."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="scripted people", daemon=True)
        self.thread.start()

    def start(self, coro: Coroutine[Any, Any, Any]):
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def run(self, coro: Coroutine[Any, Any, Any], timeout: float = 120.0) -> Any:
        return self.start(coro).result(timeout)

    def close(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


def test_a_person_in_a_browser_on_one_process_plays_a_hand_in_a_room_owned_by_the_other(cluster, chromium):
    a, b = cluster.nodes
    body = new_room(b, VARIANT, options=OPTIONS)  # made on b: b owns it
    code = body["code"]
    host, friend = Person("p0", 1), Person("p2", 2)
    host.secret = body["secret"]
    people = Loop()
    page = Page(chromium, a.url + "/")
    try:
        people.run(host.connect(room_url(b, code)))
        join(page, f"{a.url}/join/{code}", "Bea", seat=1)  # the browser, on a, through the invite link
        people.run(friend.connect(room_url(b, code)))
        people.run(friend.send({"type": "join", "name": friend.name, "seat": 2, "id": "join"}))
        people.run(friend.until(lambda m: m.get("id") == "join"))
        people.run(host.send({"type": "fill", "seat": 3, "ai": True}))
        people.run(host.send({"type": "start", "id": "start"}))
        people.run(host.until(lambda m: m.get("id") == "start"))
        async def both() -> None:
            await asyncio.gather(host.play(hands=1), friend.play(hands=1))

        playing = people.start(both())
        play_together([page], quick=True)
        playing.result(300)
        held = client_state(page.page)  # (at the hand's end, when no play is being drawn: see test_browser_rooms)
        gid = held["state"]["game_id"]
        assert held["room"]["code"] == code and held["state"]["seat"] == 1
        assert held["state"]["between_hands"] and held["state"]["hand_seq"] == host.state["hand_seq"]
        assert page.errors == [] and page.external == []
    finally:
        page.close()
        for p in (host, friend):
            with contextlib.suppress(Exception):
                people.run(p.close(), 30)
        people.close()
    assert directory(cluster.bus, f"room:{code}") == b.instance  # the page's socket was joined to b over the bus
    store = Store(cluster.db)
    try:
        row = store.load(gid)
    finally:
        store.close()
    assert {seat for h in row.hands for seat, _ in h.actions} >= {0, 1, 2}  # the browser's seat acted too
    assert [host.errors, friend.errors] == [[], []]
    assert leak_check(cluster.db, gid, [host, friend], None, {1: [held]}, seats=[0, 2]) == []
