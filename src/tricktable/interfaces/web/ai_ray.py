"""The AI's work as Ray tasks on a cluster (``serve --ai-backend ray --ray-address HOST:PORT``; docs/cluster.md).

Contracts:

* every node must have tricktable installed: a task is a function of :mod:`.ai_tasks` (or a review's, a daily
  score's) with its arguments, pickled by reference, each task taking one CPU;
* it uses the Ray already running in this process, else joins the cluster at the address, else (no address)
  starts a local Ray; :meth:`RayThinking.close` shuts down only a Ray it joined or started itself;
* Ray is imported only when this backend is made: a server on its own workers never loads it.

Plain Python: no web framework here.
"""

from __future__ import annotations

import asyncio
import concurrent.futures as cf
from collections.abc import Callable
from typing import TypeVar, TypeVarTuple, cast

T = TypeVar("T")
Ts = TypeVarTuple("Ts")


def _call(fn: Callable[..., object], args: tuple[object, ...]) -> object:
    """The Ray task: ``fn(*args)`` (the arguments in one tuple: Ray's types know remote functions of fixed arity)."""
    return fn(*args)


class RayThinking:
    """AI decisions as Ray tasks on a cluster: every node must have tricktable installed. Without an address: the
    Ray already running in this process, else a local one."""

    def __init__(self, address: str | None) -> None:
        import os

        from ...ai.arena.ray_backend import connect

        self.started = connect(address, os.cpu_count() or 1)
        import ray

        self._ray = ray
        self.remote = self._ray.remote(num_cpus=1)(_call)

    async def run(self, fn: Callable[[*Ts], T], *args: *Ts) -> T:
        """``fn(*args)`` as a Ray task."""
        # what comes back from the cluster is what fn returned: its type is T, which Ray's types cannot carry
        done = cast("cf.Future[T]", self.remote.remote(fn, args).future())
        return await asyncio.wrap_future(done)

    def close(self) -> None:
        if self.started:
            self._ray.shutdown()
