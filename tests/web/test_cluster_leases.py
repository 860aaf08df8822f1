"""A cluster process's leases (``Cluster.claim``, ``Cluster.sweep``) against a real PostgreSQL and Redis, without
running servers: one owner per table, leases given up only for tables no longer in memory, and a claim made while
a lease is being given up ends holding it (never a table served without its lease)."""

from __future__ import annotations

import asyncio
import secrets
import threading

import pytest

from asyncrun import run_coroutine
from tricktable.interfaces.web.cluster import Cluster
from tricktable.storage import Store

pytestmark = [pytest.mark.postgresql, pytest.mark.redis]


def two_processes(pg_url: str, redis_url: str) -> tuple[Cluster, Cluster]:
    tag = secrets.token_hex(3)
    return Cluster(Store(pg_url), redis_url, f"a{tag}"), Cluster(Store(pg_url), redis_url, f"b{tag}")


def test_a_table_has_one_owner_until_it_leaves_the_owners_memory(pg_url, redis_url):
    a, b = two_processes(pg_url, redis_url)
    in_a = {"room:AAAA2222"}
    a.in_memory = lambda table: table in in_a

    async def go() -> None:
        await a.start()
        await b.start()
        try:
            assert await a.claim("room:AAAA2222") and await a.claim("game:g1")
            assert not await b.claim("room:AAAA2222") and not await b.claim("game:g1")
            assert await a.bus.owner("room:AAAA2222") == a.instance
            assert await a.sweep() == 1  # game:g1 is not in a's memory: given up; the room stays a's
            assert await b.claim("game:g1") and not await b.claim("room:AAAA2222")
            assert await b.bus.alive([a.instance, b.instance, "nobody"]) == {a.instance, b.instance}
        finally:
            await a.close()
            await b.close()

    run_coroutine(go())


def test_a_claim_while_the_lease_is_given_up_ends_holding_it(pg_url, redis_url):
    a, _ = two_processes(pg_url, redis_url)
    other = Store(pg_url)
    from tricktable.storage.leases import TableLeases

    async def go() -> None:
        await a.start()
        try:
            assert await a.claim("room:BBBB3333")
            gate = threading.Event()
            release = a.leases.release
            a.leases.release = lambda table: (gate.wait(30), release(table))  # the release is slow to come
            sweeping = asyncio.ensure_future(a.sweep())  # (nothing is in memory: it gives the lease up)
            await asyncio.sleep(0)
            claiming = asyncio.ensure_future(a.claim("room:BBBB3333"))
            await asyncio.sleep(0.2)  # (the claim's chance to run ahead of the release, as it may)
            gate.set()
            assert await claiming  # it waited for the release, then took the lease again
            await sweeping
            elsewhere = TableLeases(other)
            try:
                assert not elsewhere.take("room:BBBB3333")  # a holds it: the lease was taken after it was given up
            finally:
                elsewhere.close()
        finally:
            await a.close()

    run_coroutine(go())


def test_a_cluster_needs_a_postgresql_store(tmp_path, redis_url):
    with pytest.raises(ValueError):
        Cluster(Store(tmp_path / "s.sqlite3"), redis_url, "x")
