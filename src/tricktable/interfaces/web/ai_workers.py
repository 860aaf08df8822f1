"""The AI's workers on this machine: a thread pool, a process pool for the search players (``processes > 0``, as
``serve`` runs), and the background lane's own worker at a low CPU priority.

Contracts:

* a decision given to :meth:`LocalWorkers.think` runs in a worker process when there are any, so one table's
  thinking never holds the server's interpreter; what a process cannot take (an unpicklable argument, a variant
  registered only in this process, as in tests) runs in a thread instead (logged at debug level, this module's
  logger), never lost;
* background work (:meth:`LocalWorkers.in_background`: hand reviews) runs in workers of its own (``background``
  of them), processes at ``BACKGROUND_NICE`` when there are worker processes, else threads, so it never delays a
  table's decisions nor takes the CPU from the server's event loop; without a background lane here (the work goes
  to Ray) there is none;
* worker processes never outlive the server: each checks every ``PARENT_CHECK`` seconds that its parent is alive
  (a ``kill -9`` of the server leaves no orphan), ignores Ctrl+C (the server stops them), and
  :meth:`LocalWorkers.close` cancels what is pending and terminates them;
* :meth:`LocalWorkers.warm` starts the worker processes and readies the server's own process before the first
  games.

How many may wait is not counted here (:mod:`.ai_admission`). Plain Python: no web framework here.
"""

from __future__ import annotations

import asyncio
import concurrent.futures as cf
import logging
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable
from typing import TypeVar, TypeVarTuple

from ...ai import make_player_or_fallback
from ...engine import get_game
from .ai_tasks import LIGHT_KINDS

log = logging.getLogger(__name__)
T = TypeVar("T")
Ts = TypeVarTuple("Ts")

#: how often a worker checks that the server is still alive (seconds)
PARENT_CHECK = 0.25
#: the CPU priority (``nice``) of the background lane's workers: they think only when the server does not need
#: the CPU
BACKGROUND_NICE = 15


def _worker_init(parent: int, nice: int = 0) -> None:
    """In each worker process: ignore Ctrl+C (it reaches the whole process group; the server stops the workers)
    and exit as soon as the server is gone, however it ended. ``nice`` lowers the worker's CPU priority."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if nice:
        os.nice(nice)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_CHECK)
        os._exit(0)

    threading.Thread(target=watch, name="tricktable-parent-check", daemon=True).start()


def _warm() -> int:
    from ...engine import variant_keys

    return len(variant_keys())


def _warm_here() -> None:
    """What the server's own process uses at every step, made ready: the words of every language, and every
    variant's rules (Rook's tables) and light players."""
    from ...engine import variant_keys
    from ...i18n import LANGUAGES, localizer

    for lang in LANGUAGES:
        localizer(lang).bundle  # noqa: B018  (read and kept)
    for variant in variant_keys():
        for kind in sorted(LIGHT_KINDS):
            make_player_or_fallback(kind, get_game(variant), 0)


class LocalWorkers:
    """``threads`` threads, ``processes`` worker processes (none: decisions think in the threads) and, when
    ``background_lane``, ``background`` workers for background work (see the module's contracts)."""

    def __init__(self, processes: int = 0, threads: int = 4, background: int = 1,
                 background_lane: bool = True) -> None:
        self.threads = cf.ThreadPoolExecutor(max_workers=threads, thread_name_prefix="tricktable-ai")
        self.processes: cf.ProcessPoolExecutor | None = None
        self.background: cf.Executor | None = None  # None: no background lane here
        if processes > 0:
            ctx = multiprocessing.get_context("spawn")
            self.processes = cf.ProcessPoolExecutor(max_workers=processes, mp_context=ctx,
                                                    initializer=_worker_init, initargs=(os.getpid(),))
            if background_lane:
                self.background = cf.ProcessPoolExecutor(max_workers=background, mp_context=ctx,
                                                         initializer=_worker_init,
                                                         initargs=(os.getpid(), BACKGROUND_NICE))
        elif background_lane:
            self.background = cf.ThreadPoolExecutor(max_workers=background,
                                                    thread_name_prefix="tricktable-background")
        self.size = processes

    async def think(self, fn: Callable[[*Ts], T], *args: *Ts) -> T:
        """``fn(*args)`` in a worker process, else (none, or it cannot go there) in a thread."""
        loop = asyncio.get_running_loop()
        if self.processes is not None:
            try:
                return await loop.run_in_executor(self.processes, fn, *args)
            except Exception as e:  # noqa: BLE001
                # unpicklable objects or a variant registered only in this process (tests): think in a thread
                log.debug("process pool unavailable (%s); using a thread", e)
        return await loop.run_in_executor(self.threads, fn, *args)

    async def in_background(self, fn: Callable[[*Ts], T], *args: *Ts) -> T:
        """``fn(*args)`` in the background lane's workers."""
        return await asyncio.get_running_loop().run_in_executor(self.background, fn, *args)

    async def warm(self) -> None:
        """Start the worker processes now (each imports the games), and ready what the event loop itself uses
        (the light players, each language's words), not during the first games: a language's catalog takes a
        third of a second to read, the players half a second to import, and the loop would stand still meanwhile."""
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(self.threads, _warm_here)
        if self.processes is not None:
            await asyncio.gather(*(loop.run_in_executor(self.processes, _warm) for _ in range(self.size)))
        if isinstance(self.background, cf.ProcessPoolExecutor):
            await loop.run_in_executor(self.background, _warm)

    def close(self) -> None:
        """Cancel what is pending and terminate the worker processes."""
        self.threads.shutdown(wait=False, cancel_futures=True)
        for pool in (self.processes, self.background):
            if pool is None:
                continue
            workers = list((getattr(pool, "_processes", None) or {}).values())
            pool.shutdown(wait=False, cancel_futures=True)
            for p in workers:
                if p.is_alive():
                    p.terminate()
            for p in workers:
                p.join(2)
