"""The bus between the server processes of one cluster: Redis pub/sub (``--bus redis://…``; the ``redis`` client of
the ``scale`` extra, asyncio).

Each process (an *instance*, ``--instance NAME``) listens on a channel of its own, ``tricktable:inst:NAME``, and
sends to another instance by publishing on that one's channel. What goes over it is small JSON objects (see
:mod:`.cluster` for what they say). Contracts:

- **In order.** Everything one instance publishes leaves through one writer task on one connection, in the order
  :meth:`Bus.publish` was called: Redis delivers a publisher's messages on a channel in that order, so a receiver
  gets one sender's messages in order. :meth:`Bus.publish` never waits (it queues); the writer sends what has
  queued in one pipeline, one round trip for many messages, and the messages queued for one instance as one
  Redis message (a JSON array of them, in order; a lone message as itself), which the receiver takes apart: under
  load a Redis command and a parse per batch rather than per message (each costs the Python client's CPU on both
  sides).
- **Alive** means *listening*: :meth:`Bus.alive` asks Redis how many subscribers an instance's channel has. A
  process that dies (even ``kill -9``) loses its connection to Redis at once, and with it its subscription.
- **Shared limits.** :meth:`Bus.allow` is a token bucket kept in Redis (one script run: read, refill by Redis's
  own clock, take), so a rate limit holds for the whole cluster however a proxy spreads the requests;
  :meth:`Bus.lock` a lock every process honours (``SET NX PX``, given back only by its holder, lapsing by itself
  if its holder dies).
- Keys: the directory of tables (which instance owns a table, ``tricktable:owner:TABLE``), a hint only: the
  lease in the store (:mod:`tricktable.storage.leases`) is what decides who owns a table.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from typing import Any

import orjson

log = logging.getLogger(__name__)

PREFIX = "tricktable"
#: how long a directory entry lives without being written again (a hint: the lease decides)
OWNER_TTL = 24 * 3600
#: messages sent in one pipeline at most
BATCH = 512
#: a token bucket in Redis (KEYS[1]; ARGV: rate per second, burst): 1 if a token was taken, else 0. Redis's clock.
BUCKET = """
local rate, burst = tonumber(ARGV[1]), tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) + tonumber(t[2]) / 1000000
local v = redis.call('HMGET', KEYS[1], 'tokens', 'last')
local tokens, last = tonumber(v[1]) or burst, tonumber(v[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - last) * rate)
local ok = 0
if tokens >= 1 then tokens = tokens - 1; ok = 1 end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'last', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(1000 * (burst / rate + 1)))
return ok
"""
#: give a lock back (KEYS[1]) only if this holder (ARGV[1]) still holds it
UNLOCK = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


def channel(instance: str) -> str:
    return f"{PREFIX}:inst:{instance}"


def owner_key(table: str) -> str:
    return f"{PREFIX}:owner:{table}"


class BusError(Exception):
    """The bus cannot be used: the client is not installed, or the server cannot be reached."""


class Bus:
    """One instance's connection to the bus at ``url`` (``redis://`` or ``rediss://``)."""

    def __init__(self, url: str, instance: str) -> None:
        self.url = url
        self.instance = instance
        self._client: Any = None
        self._pubsub: Any = None
        self._queue: asyncio.Queue[tuple[str, bytes]] = asyncio.Queue()
        self._tasks: list[asyncio.Task[None]] = []
        self.sent = 0  # messages published (for the tests and the logs)
        self.published = 0  # Redis messages they went in (several messages for one instance go in one)

    async def start(self, on_message: Callable[[dict[str, Any]], Awaitable[None] | None]) -> None:
        """Connect, subscribe to this instance's channel and start delivering each message to ``on_message`` (on
        the loop, in order). Raises :class:`BusError` when the server cannot be reached or another live process
        already listens under this instance's name."""
        try:
            import redis.asyncio as aioredis
        except ImportError:
            raise BusError("the redis client is not installed: pip install -e '.[scale]'") from None
        try:
            self._client = aioredis.Redis.from_url(self.url, socket_connect_timeout=10, health_check_interval=30)
            await self._client.ping()
            if await self.alive([self.instance]):
                raise BusError(f"another process already runs as instance {self.instance!r}")
            self._pubsub = self._client.pubsub(ignore_subscribe_messages=True)
            await self._pubsub.subscribe(channel(self.instance))
        except BusError:
            await self.close()
            raise
        except Exception as e:  # noqa: BLE001 (refused, unknown host, bad password, not Redis: all are "cannot")
            await self.close()
            raise BusError(str(e) or type(e).__name__) from None
        loop = asyncio.get_running_loop()
        self._tasks = [loop.create_task(self._read(on_message)), loop.create_task(self._write())]

    async def _read(self, on_message: Callable[[dict[str, Any]], Awaitable[None] | None]) -> None:
        while True:
            try:
                msg = await self._pubsub.get_message(timeout=1.0)
            except asyncio.CancelledError:
                raise
            except Exception as e:  # noqa: BLE001 (the connection dropped: redis-py connects again)
                log.warning("the bus cannot be read: %s", e)
                await asyncio.sleep(0.5)
                continue
            if msg is None or msg.get("type") != "message":
                continue
            try:
                body = orjson.loads(msg["data"])
            except orjson.JSONDecodeError:
                log.exception("a message from the bus could not be read")
                continue
            for one in body if isinstance(body, list) else (body,):
                try:
                    done = on_message(one)
                    if done is not None:
                        await done
                except Exception:
                    log.exception("a message from the bus could not be handled")

    async def _write(self) -> None:
        while True:
            first = await self._queue.get()
            await asyncio.sleep(0)  # (what the loop's other ready work publishes now goes in the same batch)
            batch = [first]
            while not self._queue.empty() and len(batch) < BATCH:
                batch.append(self._queue.get_nowait())
            by_channel: dict[str, list[bytes]] = {}
            for name, data in batch:  # (a dict keeps each channel's messages in their order)
                by_channel.setdefault(name, []).append(data)
            try:
                async with self._client.pipeline(transaction=False) as pipe:
                    for name, datas in by_channel.items():
                        pipe.publish(name, datas[0] if len(datas) == 1 else b"[" + b",".join(datas) + b"]")
                    await pipe.execute()
                self.sent += len(batch)
                self.published += len(by_channel)
            except asyncio.CancelledError:
                raise
            except Exception as e:  # noqa: BLE001 (lost: the connections' watchdog closes what depended on it)
                log.warning("the bus lost %d messages: %s", len(batch), e)

    def publish(self, instance: str, message: dict[str, Any]) -> None:
        """Send ``message`` (a JSON object) to ``instance`` (never waits; in order, see the module's contract)."""
        self._queue.put_nowait((channel(instance), orjson.dumps(message)))

    async def alive(self, instances: Iterable[str]) -> set[str]:
        """The instances among ``instances`` that listen on the bus now."""
        names = list(dict.fromkeys(instances))
        if not names:
            return set()
        counts = await self._client.pubsub_numsub(*(channel(n) for n in names))
        listening = {(c.decode() if isinstance(c, bytes) else c) for c, n in counts if n > 0}
        return {n for n in names if channel(n) in listening}

    async def owner(self, table: str) -> str | None:
        """The instance the directory names as ``table``'s owner (a hint), or None."""
        value = await self._client.get(owner_key(table))
        return value.decode() if isinstance(value, bytes) else value

    async def set_owner(self, table: str) -> None:
        """Name this instance as ``table``'s owner in the directory."""
        await self._client.set(owner_key(table), self.instance, ex=OWNER_TTL)

    async def allow(self, name: str, rate: float, burst: float) -> bool:
        """Take one token from the cluster's bucket ``name`` (``rate`` tokens a second, ``burst`` at most): False
        when it is empty. Raises the client's error when Redis cannot be asked (the caller decides)."""
        taken = await self._client.eval(BUCKET, 1, f"{PREFIX}:rate:{name}", repr(float(rate)), repr(float(burst)))
        return int(taken) == 1

    @contextlib.asynccontextmanager
    async def lock(self, name: str, patience: float = 10.0, lapse: float = 60.0) -> AsyncIterator[None]:
        """Hold the cluster's lock ``name`` for the block: waits (polling) up to ``patience`` seconds for another
        holder, then raises :class:`BusError`. It lapses after ``lapse`` seconds (a holder that died)."""
        key, token = f"{PREFIX}:lock:{name}", secrets.token_hex(8)
        loop = asyncio.get_running_loop()
        deadline, pause = loop.time() + patience, 0.01
        while not await self._client.set(key, token, nx=True, px=int(lapse * 1000)):
            if loop.time() + pause > deadline:
                raise BusError(f"the lock {name!r} stays held")
            await asyncio.sleep(pause)
            pause = min(2 * pause, 0.2)
        try:
            yield
        finally:
            with contextlib.suppress(Exception):  # (a lost connection: the lock lapses by itself)
                await self._client.eval(UNLOCK, 1, key, token)

    async def close(self) -> None:
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(BaseException):  # (cancelled, or it had failed: ending either way)
                await task
        self._tasks = []
        if self._pubsub is not None:
            with contextlib.suppress(Exception):
                await self._pubsub.aclose()
            self._pubsub = None
        if self._client is not None:
            with contextlib.suppress(Exception):
                await self._client.aclose()
            self._client = None


__all__ = ["Bus", "BusError", "channel", "owner_key"]
