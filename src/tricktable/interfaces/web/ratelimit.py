"""Rate limits of the web app: a token bucket per socket (:class:`RateLimit`) and one per client address for the
requests that start work (:class:`HostRateLimit`), shared across a cluster's processes when it has a bus. No
transport here: a request is anything with a ``client.host``."""

from __future__ import annotations

import logging
import time
from typing import Any, Protocol

log = logging.getLogger(__name__)

#: a socket's requests: per second on average, and at once
RATE, BURST = 10.0, 30.0


class RateLimit:
    """A token bucket: ``BURST`` messages at once, refilled at ``RATE`` per second."""

    def __init__(self, rate: float = RATE, burst: float = BURST) -> None:
        self.rate, self.burst, self.tokens, self.last = rate, burst, burst, time.monotonic()

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class SharedBuckets(Protocol):
    """Token buckets every process of a cluster shares (``bus.Bus``)."""

    async def allow(self, name: str, rate: float, burst: float) -> bool: ...


class HostRateLimit:
    """One :class:`RateLimit` per client address (for requests that start work: new games, new rooms, joins). The
    table of addresses is bounded: past ``max_hosts`` it starts afresh.

    In a cluster (:attr:`shared` set, and a ``name``), :meth:`allows` also takes a token from the address's bucket
    the processes share: the limit holds across the cluster, wherever a proxy sends the requests. If the shared
    buckets cannot be asked, this process's own answer stands."""

    def __init__(self, rate: float, burst: float, max_hosts: int = 10000, name: str = "",
                 shared: SharedBuckets | None = None) -> None:
        self.rate, self.burst, self.max_hosts, self.name = rate, burst, max_hosts, name
        self.buckets: dict[str, RateLimit] = {}
        self.shared = shared

    def allow(self, request: Any) -> bool:
        """This process's own bucket for the request's address."""
        return self.allow_host(request.client.host if request.client else "?")

    def allow_host(self, host: str) -> bool:
        if len(self.buckets) > self.max_hosts:
            self.buckets.clear()
        return self.buckets.setdefault(host, RateLimit(self.rate, self.burst)).allow()

    async def allows(self, request: Any) -> bool:
        """:meth:`allow`, and in a cluster the shared bucket of the address too."""
        return await self.allows_host(request.client.host if request.client else "?")

    async def allows_host(self, host: str) -> bool:
        if not self.allow_host(host):
            return False
        if self.shared is None or not self.name:
            return True
        try:
            return await self.shared.allow(f"{self.name}:{host}", self.rate, self.burst)
        except Exception as e:  # noqa: BLE001 (the bus is down: each process limits on its own meanwhile)
            log.warning("the shared rate limit %s cannot be asked: %s", self.name, e)
            return True
