"""What two processes of a cluster share (issue 27): the per-address rate limits on new games, new rooms and joins
hold across the cluster (kept in Redis), and a daily-challenge attempt is set up by one process at a time. Two
apps in this test process, each with its own bus connection and instance name, on one PostgreSQL store and one
Redis server, as two ``tricktable serve --bus`` processes would be."""

from __future__ import annotations

import secrets
import threading

import pytest

from asyncrun import run_coroutine
from tricktable.interfaces.web.bus import Bus, BusError

pytestmark = [pytest.mark.postgresql, pytest.mark.redis]


@pytest.fixture
def two(client_factory, pg_url, redis_url):
    """Two cluster processes' apps (TestClients), ``a`` and ``b``: a new game, a new room or a join each allowed
    twice per address in the whole cluster (and hardly refilled)."""
    tag = secrets.token_hex(3)
    few = (0.001, 2.0)
    kw = {"new_game_rate": few, "new_room_rate": few, "room_join_rate": few}
    return (client_factory(pg_url, cluster=(redis_url, f"a{tag}"), **kw),
            client_factory(pg_url, cluster=(redis_url, f"b{tag}"), **kw))


def test_new_games_are_limited_per_address_across_the_cluster(two):
    a, b = two
    body = {"variant": "webtest/mini", "ai": "random"}
    codes = [c.post("/api/games", json=body).status_code for c in (a, b, b)]
    assert codes == [200, 200, 429]  # each process alone would have allowed two


def test_new_rooms_are_limited_per_address_across_the_cluster(two):
    a, b = two
    body = {"variant": "webtest/mini", "name": "host"}
    codes = [c.post("/api/rooms", json=body).status_code for c in (a, b, a)]
    assert codes == [200, 200, 429]


def test_joins_and_wrong_codes_are_limited_per_address_across_the_cluster(two):
    a, b = two
    codes = []
    for c in (a, b, a):
        with c.websocket_connect("/ws/room/ZZZZZZZZ") as ws:
            codes.append(ws.receive_json()["code"])
    assert codes == ["unknown", "unknown", "slow-down"]


def test_a_lock_is_held_by_one_process_at_a_time(redis_url):
    tag = secrets.token_hex(3)

    async def go() -> list[str]:
        a, b = Bus(redis_url, f"a{tag}"), Bus(redis_url, f"b{tag}")
        await a.start(lambda m: None)
        await b.start(lambda m: None)
        seen = []
        try:
            async with a.lock("daily:x"):
                try:
                    async with b.lock("daily:x", patience=0.05):
                        seen.append("b inside while a holds it")
                except BusError:
                    seen.append("b refused")
            async with b.lock("daily:x", patience=0.05):
                seen.append("b after a")
        finally:
            await a.close()
            await b.close()
        return seen

    assert run_coroutine(go()) == ["b refused", "b after a"]


def test_a_daily_attempt_asked_of_two_processes_at_once_is_one_attempt(two, pg_url):
    """The same person's "play" reaching both processes at once: both answers name the same game (without the
    cluster's lock, each process would start a deal of its own, and one of them fail on the store's keys)."""
    from tricktable.interfaces.web.daily import player_of
    from tricktable.storage import Store
    from tricktable.storage.daily import DailyRecords

    a, b = two
    key = secrets.token_urlsafe(24)
    today = a.get("/api/daily?key=" + key).json()
    variant = today["families"][0]["variant"]
    answers: list = [None, None]

    def play(i, client) -> None:
        answers[i] = client.post("/api/daily/play", json={"variant": variant, "name": "Ana", "key": key})

    threads = [threading.Thread(target=play, args=(i, c)) for i, c in enumerate((a, b))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert [r.status_code for r in answers] == [200, 200], [r.text for r in answers]
    assert answers[0].json()["game_id"] == answers[1].json()["game_id"]
    store = Store(pg_url)
    try:
        entry = DailyRecords(store).entry(today["day"], variant, player_of(key))
        assert entry is not None and len(entry.deals) == 1
    finally:
        store.close()
