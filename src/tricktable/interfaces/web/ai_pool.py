"""The AI pool: one face for the AI's work off the event loop, composed of who may ask now (:mod:`.ai_admission`),
where the work runs (:mod:`.ai_workers` on this machine, or :mod:`.ai_ray` on a Ray cluster) and what runs there
(:mod:`.ai_tasks`).

Contracts (each part's own in its module):

* :meth:`AIPool.run` takes one decision once :meth:`~.ai_admission.Admission.decision` lets it in: a light player
  (``LIGHT_KINDS``) on the event loop itself, a search player on Ray, else in a worker process, else a thread;
* :meth:`AIPool.later` runs background work (a hand review, a daily score) counted by
  :meth:`~.ai_admission.Admission.background`, in the background lane (low-priority workers of its own, or Ray),
  never in a table's slot;
* :meth:`AIPool.admit` lets a new game start (a bounded line, a bounded wait); every refusal is
  :class:`~.ai_admission.Busy`;
* :meth:`AIPool.close` stops it all: pending work is cancelled, worker processes terminated, a Ray it started shut
  down.

Plain Python: no web framework here.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TypeVar, TypeVarTuple

from .ai_admission import Admission
from .ai_ray import RayThinking
from .ai_workers import LocalWorkers

T = TypeVar("T")
Ts = TypeVarTuple("Ts")


class AIPool:
    """Runs decisions: search players off the event loop in a process pool (``processes > 0``), so one table's
    thinking never holds the server's interpreter, or else in a thread pool, or on Ray (``ray``); light players on
    the event loop itself. Background work (:meth:`later`) in ``background`` low-priority workers of its own.
    ``admission`` counts who may ask (``max_queued``, ``max_waiting``, ``admit_timeout``, ``max_background``)."""

    def __init__(self, processes: int = 0, threads: int = 4, ray: bool = False, ray_address: str | None = None,
                 max_queued: int = 64, max_waiting: int = 64, admit_timeout: float = 30.0, background: int = 1,
                 max_background: int = 64) -> None:
        self.admission = Admission(max_queued, max_waiting, admit_timeout, max_background)
        self.ray: RayThinking | None = RayThinking(ray_address) if ray else None
        # on Ray, the decisions and the background lane go there; the threads stay (warming up, fallbacks)
        self.workers = (LocalWorkers(0, threads, background_lane=False) if self.ray is not None
                        else LocalWorkers(processes, threads, background))

    def full(self) -> bool:
        """Whether ``max_queued`` decisions are queued or thinking now."""
        return self.admission.full()

    def in_line(self) -> int:
        """How many new games wait for room in the queue now."""
        return self.admission.in_line()

    def background_full(self) -> bool:
        """Whether the background lane refuses more work now."""
        return self.admission.background_full()

    async def admit(self, on_wait: Callable[[], Awaitable[None]] | None = None) -> None:
        """Return once a new game may start (:meth:`~.ai_admission.Admission.admit`)."""
        await self.admission.admit(on_wait)

    async def run(self, fn: Callable[[*Ts], T], *args: *Ts, light: bool = False, patience: float | None = None) -> T:
        """Run one decision ``fn(*args)`` once a slot is free (``patience``: see
        :meth:`~.ai_admission.Admission.decision`); ``light``: on the event loop itself."""
        async with self.admission.decision(patience):
            if light:
                # A light decision (tens of microseconds) costs less than handing it to a thread, and a thread would
                # contend with the event loop for the interpreter: every socket write of the loop would then wait
                # for the thread's switch interval. It runs here, and other tables go next.
                result = fn(*args)
                await asyncio.sleep(0)
                return result
            if self.ray is not None:
                return await self.ray.run(fn, *args)
            return await self.workers.think(fn, *args)

    async def later(self, fn: Callable[[*Ts], T], *args: *Ts) -> T:
        """Run background work ``fn(*args)`` (nobody waits on it: a hand review) in the background lane, at a low
        priority, never ahead of a table's decisions. Raises :class:`~.ai_admission.Busy` at once when
        ``max_background`` pieces are queued or running."""
        with self.admission.background():
            if self.ray is not None:
                return await self.ray.run(fn, *args)
            return await self.workers.in_background(fn, *args)

    async def warm(self) -> None:
        """Start the worker processes now and ready the server's own process
        (:meth:`~.ai_workers.LocalWorkers.warm`)."""
        await self.workers.warm()

    def close(self) -> None:
        """Stop thinking: pending decisions are cancelled, the worker processes terminated, a Ray it started shut
        down."""
        if self.ray is not None:
            self.ray.close()
        self.workers.close()
