"""AI thinking off the event loop: a worker pool (processes by default for ``serve``, threads in tests).

A decision is a pure function of (variant, options, player kind, seed, view, legal), so it can run in any process;
the player is rebuilt per decision from a seed derived from the match seed and the step, which keeps AI play
deterministic across server restarts.
"""

from __future__ import annotations

import asyncio
import concurrent.futures as cf
import json
import logging
import multiprocessing
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from ...ai import MEASUREMENT_KINDS, make_player
from ...ai.base import RandomPlayer
from ...engine import Action, Game, get_game

log = logging.getLogger(__name__)


@lru_cache(maxsize=64)
def _game(variant: str, options_json: str) -> Game:
    return get_game(variant, json.loads(options_json))


def player_for(kind: str, game: Game, seed: int):
    """The player of ``kind``, falling back to the heuristic and then the random player when unavailable."""
    for k in (kind, "heuristic"):
        try:
            return make_player(k, game, seed)
        except (ImportError, ValueError, AttributeError):
            continue
    return RandomPlayer(seed)


#: player kinds that are not table opponents (measurement tools of the arena)
HIDDEN_KINDS = MEASUREMENT_KINDS


def choose(variant: str, options_json: str, kind: str, seed: int, view: Any, legal: Sequence[Action]) -> Action:
    """One AI decision (runs in a worker). A player that fails is replaced by the heuristic (then the random)
    player for this decision, so a table never stalls."""
    game = _game(variant, options_json)
    legal = list(legal)
    for k in (kind, "heuristic"):
        try:
            return player_for(k, game, seed).choose(game, view, legal)
        except Exception:  # noqa: BLE001
            log.exception("player %s failed on %s", k, variant)
    return RandomPlayer(seed).choose(game, view, legal)


def suggest(variant: str, options_json: str, seed: int, view: Any, legal: Sequence[Action]) -> Action:
    """A hint for a human: ``ai.hints.suggest`` when the AI package offers it, else the heuristic player."""
    game = _game(variant, options_json)
    try:
        from ...ai import hints  # type: ignore[attr-defined]

        return hints.suggest(game, view, list(legal))
    except ImportError:
        return player_for("heuristic", game, seed).choose(game, view, list(legal))


def _warm() -> int:
    from ...engine import variant_keys

    return len(variant_keys())


#: player kinds that decide in well under a millisecond: shipping them to a process costs more than thinking
LIGHT_KINDS = frozenset({"random", "heuristic"})


class AIPool:
    """Runs decisions off the event loop: search players in a process pool (``processes > 0``), so one table's
    thinking never holds the server's interpreter; light players (and everything when ``processes == 0``) in
    a thread pool."""

    def __init__(self, processes: int = 0, threads: int = 4, ray: bool = False, ray_address: str | None = None) -> None:
        self.threads = cf.ThreadPoolExecutor(max_workers=threads, thread_name_prefix="tricktable-ai")
        self.processes: cf.ProcessPoolExecutor | None = None
        self.ray: RayThinking | None = RayThinking(ray_address) if ray else None
        if processes > 0 and self.ray is None:
            ctx = multiprocessing.get_context("spawn")
            self.processes = cf.ProcessPoolExecutor(max_workers=processes, mp_context=ctx)
        self.size = processes

    async def run(self, fn, *args, light: bool = False) -> Any:
        loop = asyncio.get_running_loop()
        if self.ray is not None and not light:
            return await self.ray.run(fn, *args)
        if self.processes is not None and not light:
            try:
                return await loop.run_in_executor(self.processes, fn, *args)
            except Exception as e:  # noqa: BLE001
                # unpicklable objects or a variant registered only in this process (tests): think in a thread
                log.debug("process pool unavailable (%s); using a thread", e)
        return await loop.run_in_executor(self.threads, fn, *args)

    async def warm(self) -> None:
        """Start the worker processes now (each imports the games), not during the first game."""
        if self.processes is not None:
            loop = asyncio.get_running_loop()
            await asyncio.gather(*(loop.run_in_executor(self.processes, _warm) for _ in range(self.size)))

    def close(self) -> None:
        if self.ray is not None:
            self.ray.close()
        self.threads.shutdown(wait=False, cancel_futures=True)
        if self.processes is not None:
            self.processes.shutdown(wait=False, cancel_futures=True)


def _call(fn, *args):
    return fn(*args)


class RayThinking:
    """AI decisions as Ray tasks on a cluster (``serve --ai-backend ray --ray-address HOST:PORT``; docs/cluster.md):
    every node must have tricktable installed. Without an address: the Ray already running in this process, else
    a local one."""

    def __init__(self, address: str | None) -> None:
        import os

        from ...ai.arena.ray_backend import connect

        self.started = connect(address, os.cpu_count() or 1)
        import ray

        self._ray = ray
        self.remote = self._ray.remote(num_cpus=1)(_call)

    async def run(self, fn, *args) -> Any:
        return await asyncio.wrap_future(self.remote.remote(fn, *args).future())

    def close(self) -> None:
        if self.started:
            self._ray.shutdown()
