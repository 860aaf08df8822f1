"""The bus between a cluster's processes (``interfaces/web/bus.py``) on a real Redis server: one instance's
messages to another arrive each on its own and in the order they were published, also when many are queued at
once and travel together (the writer puts what is queued for one instance into one Redis message)."""

from __future__ import annotations

import asyncio
import secrets

import pytest

from asyncrun import run_coroutine
from tricktable.interfaces.web.bus import Bus

pytestmark = pytest.mark.redis


def test_messages_queued_together_arrive_one_by_one_in_order_in_fewer_redis_messages(redis_url):
    tag = secrets.token_hex(3)
    n = 2000

    async def go() -> tuple[list[dict], int, int]:
        got: list[dict] = []
        all_in = asyncio.Event()

        def on_message(msg: dict) -> None:
            got.append(msg)
            if len(got) == n + 1:
                all_in.set()

        a, b = Bus(redis_url, f"a{tag}"), Bus(redis_url, f"b{tag}")
        await a.start(lambda m: None)
        await b.start(on_message)
        try:
            a.publish(f"b{tag}", {"op": "first", "text": "alone"})
            while a.sent < 1:  # (written before the rest is queued: a message on its own)
                await asyncio.sleep(0.01)
            for i in range(n):  # queued with no wait in between: the writer finds them together
                a.publish(f"b{tag}", {"op": "send", "i": i, "text": f'"quoted" [{i}]'})
            await asyncio.wait_for(all_in.wait(), 60)
            return got, a.sent, a.published
        finally:
            await a.close()
            await b.close()

    got, sent, published = run_coroutine(go())
    assert got[0] == {"op": "first", "text": "alone"}
    assert got[1:] == [{"op": "send", "i": i, "text": f'"quoted" [{i}]'} for i in range(n)]
    assert sent == n + 1
    assert published < n // 10  # a Redis message per batch, not per message
