"""AI thinking off the event loop: a worker pool (processes by default for ``serve``, threads in tests).

A table's decision is made by its seat's kept player (:mod:`.ai_seats`: one for the match), sent with the view and
the legal actions to whichever worker is free and given back after deciding (:func:`choose_kept`), so it can run in
any process and the player goes on as if it had stayed in one; no worker keeps a player between decisions. It
travels as :class:`Carried`: the games it refers to go by name, not as objects.

At most ``max_queued`` decisions are queued or thinking at once: a table's AI waits for its turn (each game has
at most one decision under way, and the games in memory are capped), a hint waits at most a few seconds, and a
new game is admitted (:meth:`AIPool.admit`) once the queue has room, waiting in a line of at most ``max_waiting``
for at most ``admit_timeout`` seconds; past any of these, :class:`Busy`.

Work that nobody waits on (the hand reviews) runs in a *background lane* (:meth:`AIPool.later`): its own worker
process at a low CPU priority (``BACKGROUND_NICE``), at most ``max_background`` queued, so it never delays a
table's decisions nor takes the CPU from the server's event loop; past the cap it is refused with :class:`Busy`.

Worker processes never outlive the server: each checks that its parent is alive (a ``kill -9`` of the server
leaves no orphan), ignores Ctrl+C (the server stops them), and ``close`` terminates them.
"""

from __future__ import annotations

import asyncio
import collections
import concurrent.futures as cf
import io
import json
import logging
import multiprocessing
import os
import pickle
import signal
import threading
import time
from collections.abc import Awaitable, Callable, Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from ...ai import make_player
from ...ai.base import AnyPlayer, RandomPlayer
from ...engine import Action, Game, get_game
from ...engine.claims import claim_in
from ...engine.game import View
from ...engine.match import AnyGame
from ...messages import Message

log = logging.getLogger(__name__)


@lru_cache(maxsize=64)
def game_of(variant: str, options_json: str) -> AnyGame:
    """The game ``variant`` with its options (their JSON), made once per process for the 64 last asked."""
    return get_game(variant, json.loads(options_json))


def player_for(kind: str, game: AnyGame, seed: int) -> AnyPlayer:
    """The player of ``kind``, falling back to the heuristic and then the random player when unavailable."""
    for k in (kind, "heuristic"):
        try:
            return make_player(k, game, seed)
        except (ImportError, ValueError, AttributeError):
            continue
    return RandomPlayer(seed)


#: a legal list longer than this is not pickled to a worker: the worker lists it from the state (:class:`LegalOf`)
MAX_SHIPPED = 400


class LegalOf(NamedTuple):
    """The candidate actions of ``state``, listed by the worker that decides: a long list (a Rook declarer's
    thousands of discards) costs the server more to pickle than the state does."""

    state: Any


def shipped(game: Any, state: Any, listed: Callable[[], list[Action]]) -> list[Action] | LegalOf:
    """The legal actions of ``state`` as they are best sent to a worker: the list (``listed()``), or the state to
    list them from where the list is long: a choice of cards the rules describe (``Game.card_choice``: never
    listed here) or more than ``MAX_SHIPPED`` actions."""
    if game.card_choice(state) is not None:
        return LegalOf(state)
    legal = listed()
    return LegalOf(state) if len(legal) > MAX_SHIPPED else legal


def _listed(game: Any, legal: Sequence[Action] | LegalOf) -> list[Action]:
    return game.candidate_actions(legal.state) if isinstance(legal, LegalOf) else list(legal)


def choose(variant: str, options_json: str, kind: str, seed: int, view: View,
           legal: Sequence[Action] | LegalOf) -> Action:
    """One AI decision (runs in a worker). A player that fails is replaced by the heuristic (then the random)
    player for this decision, so a table never stalls."""
    game = game_of(variant, options_json)
    legal = _listed(game, legal)
    claim = claim_in(legal)
    if claim is not None:  # the rest is provably ours: the AI claims it
        return claim
    for k in (kind, "heuristic"):
        try:
            return player_for(k, game, seed).choose(game, view, legal)
        except Exception:  # noqa: BLE001
            log.exception("player %s failed on %s", k, variant)
    return RandomPlayer(seed).choose(game, view, legal)


class Carried:
    """A table's kept player on its way to a worker and back (:func:`choose_kept`). Pickled (to a process, a Ray
    task), every game inside the player (an :class:`~tricktable.engine.Game`: its own, its adapter's) travels as
    the game's name, its variant and options, and is on arrival the receiving process's own copy of that game
    (:func:`game_of`). A game carries its rules' tables and caches: a Rook game that the native core has read holds
    a capsule no pickle takes, so a kept Rook player could not be sent at all and thought in a thread of the server.
    Not pickled (a thread, the event loop), it is the player itself, untouched."""

    __slots__ = ("player",)

    def __init__(self, player: Any) -> None:
        self.player = player

    def __reduce__(self) -> tuple[Any, tuple[bytes]]:
        out = io.BytesIO()
        _GamesByName(out, protocol=pickle.HIGHEST_PROTOCOL).dump(self.player)
        return _arrived, (out.getvalue(),)


class _GamesByName(pickle.Pickler):
    def persistent_id(self, obj: Any) -> tuple[str, str] | None:
        if isinstance(obj, Game):
            return obj.key, json.dumps(obj.options(), sort_keys=True, default=str)
        return None


class _GamesFromName(pickle.Unpickler):
    def persistent_load(self, pid: Any) -> AnyGame:
        variant, options_json = pid
        return game_of(variant, options_json)


def _arrived(data: bytes) -> Carried:
    return Carried(_GamesFromName(io.BytesIO(data)).load())


def choose_kept(carried: Carried, variant: str, options_json: str, kind: str, seed: int, view: View,
                legal: Sequence[Action] | LegalOf) -> tuple[Action, Carried]:
    """One decision of a table's kept player (runs in a worker): the action and the player after deciding (in a
    worker process a copy, which the table keeps in place of its own). A player that fails is replaced by the
    heuristic (then the random) player seeded ``seed`` for this decision, so a table never stalls."""
    game = game_of(variant, options_json)
    legal = _listed(game, legal)
    try:
        return carried.player.choose(game, view, legal), carried
    except Exception:  # noqa: BLE001
        log.exception("player %s failed on %s", kind, variant)
    return choose(variant, options_json, "heuristic", seed, view, legal), carried


def suggest(variant: str, options_json: str, seed: int, view: View, legal: Sequence[Action] | LegalOf) -> Action:
    """A hint for a human: ``ai.hints.suggest`` when the AI package offers it, else the heuristic player."""
    game = game_of(variant, options_json)
    legal = _listed(game, legal)
    claim = claim_in(legal)
    if claim is not None:
        return claim
    try:
        from ...ai import hints

        return hints.suggest(game, view, list(legal))
    except ImportError:
        return player_for("heuristic", game, seed).choose(game, view, list(legal))


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
            player_for(kind, get_game(variant), 0)


class Busy(RuntimeError):
    """Every slot for AI decisions is taken: the request is refused (try again in a moment). ``message`` says why
    (a message id and parameters, written in the reader's language at the edge; ``str()`` is English)."""

    def __init__(self, msg_id: str, /, **params: Any) -> None:
        self.message = Message(msg_id, params)
        super().__init__(str(self.message))


#: how often a worker checks that the server is still alive (seconds)
PARENT_CHECK = 0.25
#: the CPU priority (``nice``) of the background lane's workers: they think only when the server does not need
#: the CPU
BACKGROUND_NICE = 15
#: the longest a hint waits for a free slot (seconds) before it is refused as busy
HINT_PATIENCE = 5.0


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


#: player kinds that decide in well under a millisecond: shipping them to a process costs more than thinking
LIGHT_KINDS = frozenset({"random", "heuristic"})


class AIPool:
    """Runs decisions: search players off the event loop in a process pool (``processes > 0``), so one table's
    thinking never holds the server's interpreter, or else in a thread pool; light players (``LIGHT_KINDS``) on
    the event loop itself. Background work (:meth:`later`) in ``background`` low-priority workers of its own."""

    def __init__(self, processes: int = 0, threads: int = 4, ray: bool = False, ray_address: str | None = None,
                 max_queued: int = 64, max_waiting: int = 64, admit_timeout: float = 30.0, background: int = 1,
                 max_background: int = 64) -> None:
        self.threads = cf.ThreadPoolExecutor(max_workers=threads, thread_name_prefix="tricktable-ai")
        self.processes: cf.ProcessPoolExecutor | None = None
        self.ray: RayThinking | None = RayThinking(ray_address) if ray else None
        self.background: cf.Executor | None = None  # None: on Ray
        if self.ray is None:
            if processes > 0:
                ctx = multiprocessing.get_context("spawn")
                self.processes = cf.ProcessPoolExecutor(max_workers=processes, mp_context=ctx,
                                                        initializer=_worker_init, initargs=(os.getpid(),))
                self.background = cf.ProcessPoolExecutor(max_workers=background, mp_context=ctx,
                                                         initializer=_worker_init,
                                                         initargs=(os.getpid(), BACKGROUND_NICE))
            else:
                self.background = cf.ThreadPoolExecutor(max_workers=background,
                                                        thread_name_prefix="tricktable-background")
        self.size = processes
        self.max_queued = max_queued
        self.max_waiting = max_waiting
        self.admit_timeout = admit_timeout
        self.max_background = max_background
        self.queued = 0  # decisions waiting or thinking now
        self.background_queued = 0  # background work waiting or running now
        self.hints_waiting = 0
        self._slots: asyncio.Semaphore | None = None
        self._line: collections.deque[asyncio.Future] = collections.deque()  # new games waiting for room

    def full(self) -> bool:
        return self.queued >= self.max_queued

    def in_line(self) -> int:
        """How many new games wait for room in the queue now."""
        return len(self._line)

    async def run(self, fn, *args, light: bool = False, patience: float | None = None) -> Any:
        """Run one decision once a slot is free. ``patience`` (seconds) bounds the wait of a request a person
        is waiting on (a hint): it is refused with :class:`Busy` when the slots stay taken that long, or at once
        when ``max_waiting`` such requests wait already. A table's AI (``patience`` None) waits its turn."""
        if self._slots is None:
            self._slots = asyncio.Semaphore(self.max_queued)
        if patience is not None and self._slots.locked() and self.hints_waiting >= self.max_waiting:
            raise self._busy()
        self.queued += 1
        try:
            if patience is None:
                await self._slots.acquire()
            else:
                self.hints_waiting += 1
                try:
                    await asyncio.wait_for(self._slots.acquire(), patience)
                except TimeoutError:
                    raise self._busy() from None
                finally:
                    self.hints_waiting -= 1
            try:
                return await self._run(fn, *args, light=light)
            finally:
                self._slots.release()
        finally:
            self.queued -= 1
            self._admit_next()

    def _busy(self) -> Busy:
        return Busy("server-ai-busy")

    async def admit(self, on_wait: Callable[[], Awaitable[None]] | None = None) -> None:
        """Return once a new game may start: at once while fewer than ``max_queued`` decisions are queued, else
        after waiting (``on_wait`` is called first, to tell the person) in a line of at most ``max_waiting``
        for at most ``admit_timeout`` seconds; a freed slot lets the line go in order while the queue has room. Raises
        :class:`Busy` when the line is full or the wait too long."""
        if not self.full():
            return
        if len(self._line) >= self.max_waiting:
            raise self._busy()
        turn = asyncio.get_running_loop().create_future()
        self._line.append(turn)
        try:
            if on_wait is not None:
                await on_wait()
            await asyncio.wait_for(turn, self.admit_timeout)
        except TimeoutError:
            raise self._busy() from None
        finally:
            if turn in self._line:
                self._line.remove(turn)
        self._admit_next()  # the next in line may go too while the queue has room

    def _admit_next(self) -> None:
        """A slot was freed: the first new game in line may start."""
        while self._line and not self.full():
            turn = self._line.popleft()
            if not turn.done():
                turn.set_result(None)
                return

    def background_full(self) -> bool:
        return self.background_queued >= self.max_background

    async def later(self, fn, *args) -> Any:
        """Run background work (nobody waits on it: a hand review) in the background lane, at a low priority,
        never ahead of a table's decisions. Raises :class:`Busy` at once when ``max_background`` pieces are
        queued or running."""
        if self.background_full():
            raise Busy("server-background-busy", queued=self.max_background)
        self.background_queued += 1
        try:
            if self.background is None and self.ray is not None:
                return await self.ray.run(fn, *args)
            return await asyncio.get_running_loop().run_in_executor(self.background, fn, *args)
        finally:
            self.background_queued -= 1

    async def _run(self, fn, *args, light: bool) -> Any:
        if light:
            # A light decision (tens of microseconds) costs less than handing it to a thread, and a thread would
            # contend with the event loop for the interpreter: every socket write of the loop would then wait for
            # the thread's switch interval. It runs here, and other tables go next.
            result = fn(*args)
            await asyncio.sleep(0)
            return result
        loop = asyncio.get_running_loop()
        if self.ray is not None:
            return await self.ray.run(fn, *args)
        if self.processes is not None:
            try:
                return await loop.run_in_executor(self.processes, fn, *args)
            except Exception as e:  # noqa: BLE001
                # unpicklable objects or a variant registered only in this process (tests): think in a thread
                log.debug("process pool unavailable (%s); using a thread", e)
        return await loop.run_in_executor(self.threads, fn, *args)

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
        """Stop thinking: pending decisions are cancelled and the worker processes are terminated."""
        if self.ray is not None:
            self.ray.close()
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
