"""Who may ask the AI for work now: the slots of the tables' decisions, the line of new games waiting for room,
and the cap of the background lane; past any of them, :class:`Busy`.

Contracts:

* at most ``max_queued`` decisions are queued or thinking at once (:meth:`Admission.decision`): a table's AI
  waits for its turn (each game has at most one decision under way, and the games in memory are capped); a
  request a person waits on (a hint) waits at most ``patience`` seconds (``HINT_PATIENCE``), and is refused at
  once when the slots are taken and ``max_waiting`` such requests wait already;
* a new game is admitted (:meth:`Admission.admit`) at once while the queue has room, else it waits in a line of
  at most ``max_waiting`` for at most ``admit_timeout`` seconds; each freed slot lets the line go, in order, while
  the queue has room;
* at most ``max_background`` pieces of background work (nobody waits on them: hand reviews) are queued or running
  (:meth:`Admission.background`); past that, refused at once, and they never take a table's slot;
* a refusal is :class:`Busy`, carrying a message id (the words are written in the reader's language at the edge),
  and changes no count.

It only counts and lets in: where the work runs is the pool's (:mod:`.ai_pool`). Plain Python, one event loop: no
web framework here.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from typing import Any

from ...messages import Message

#: the longest a hint waits for a free slot (seconds) before it is refused as busy
HINT_PATIENCE = 5.0


class Busy(RuntimeError):
    """Every slot for AI decisions is taken: the request is refused (try again in a moment). ``message`` says why
    (a message id and parameters, written in the reader's language at the edge; ``str()`` is English)."""

    def __init__(self, msg_id: str, /, **params: Any) -> None:
        self.message = Message(msg_id, params)
        super().__init__(str(self.message))


class Admission:
    """The counts and the line of one AI pool (see the module's contracts)."""

    def __init__(self, max_queued: int = 64, max_waiting: int = 64, admit_timeout: float = 30.0,
                 max_background: int = 64) -> None:
        self.max_queued = max_queued
        self.max_waiting = max_waiting
        self.admit_timeout = admit_timeout
        self.max_background = max_background
        self.queued = 0  # decisions waiting or thinking now
        self.background_queued = 0  # background work waiting or running now
        self.hints_waiting = 0
        self._slots: asyncio.Semaphore | None = None
        self._line: collections.deque[asyncio.Future[None]] = collections.deque()  # new games waiting for room

    def full(self) -> bool:
        return self.queued >= self.max_queued

    def in_line(self) -> int:
        """How many new games wait for room in the queue now."""
        return len(self._line)

    def background_full(self) -> bool:
        return self.background_queued >= self.max_background

    @contextlib.asynccontextmanager
    async def decision(self, patience: float | None = None) -> AsyncIterator[None]:
        """Hold one of the ``max_queued`` slots while the body thinks, once one is free. ``patience`` (seconds)
        bounds the wait of a request a person is waiting on (a hint): it is refused with :class:`Busy` when the
        slots stay taken that long, or at once when ``max_waiting`` such requests wait already. A table's AI
        (``patience`` None) waits its turn. Leaving lets the next new game in line go."""
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
                yield
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
        turn: asyncio.Future[None] = asyncio.get_running_loop().create_future()
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

    @contextlib.contextmanager
    def background(self) -> Iterator[None]:
        """Count one piece of background work while the body runs it. Raises :class:`Busy` at once when
        ``max_background`` pieces are queued or running."""
        if self.background_full():
            raise Busy("server-background-busy", queued=self.max_background)
        self.background_queued += 1
        try:
            yield
        finally:
            self.background_queued -= 1
