"""Store writes from the event loop, never waiting on it for a lock another process holds.

The server's store fails a write at once when another process (an ``import``, a backup, a second server) holds the
file's lock (``Store.set_busy_wait(0)``: SQLite's busy wait would sleep on the loop and stall every table).
:func:`kept` tries such a write again after a pause on the loop, for a bounded time, so the other tables go on
meanwhile. A write the file cannot take for another reason (read-only, full, an I/O error) is not retried: its
:class:`~tricktable.storage.StoreUnavailable` goes to the caller at once, and the person who asked is told.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TypeVar

from ...storage import StoreUnavailable

T = TypeVar("T")

#: the first pause before trying a busy write again, and the longest (the pause doubles in between)
FIRST_PAUSE, LONGEST_PAUSE = 0.005, 0.25


async def kept(step: Callable[[], T], patience: float) -> T:
    """``step()`` (a change that writes to the store all or nothing, and moves nothing in memory when it raises),
    tried again while the store is busy, for up to ``patience`` seconds. Raises :class:`StoreUnavailable` when the
    store cannot take it (not busy, or still busy at the end)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + patience
    pause = FIRST_PAUSE
    while True:
        try:
            return step()
        except StoreUnavailable as e:
            if not e.busy or loop.time() + pause > deadline:
                raise
        await asyncio.sleep(pause)
        pause = min(2 * pause, LONGEST_PAUSE)
