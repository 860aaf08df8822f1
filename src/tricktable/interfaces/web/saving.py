"""Store writes from the event loop, never waiting on it for a lock another process holds.

The server's store fails a write at once when another process (an ``import``, a backup, a second server) holds the
file's lock (``Store.set_busy_wait(0)``: SQLite's busy wait would sleep on the loop and stall every table).
:func:`kept` tries such a write again after a pause on the loop, for a bounded time, so the other tables go on
meanwhile. A write the file cannot take for another reason (read-only, full, an I/O error) is not retried: its
:class:`~tricktable.storage.StoreUnavailable` goes to the caller at once, and the person who asked is told (on a
socket :func:`unsaved`; over HTTP ``refusals.store_refusal``). :func:`moved` moves a live match by one change,
kept in the store before it is made. No web framework here: the services use it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, TypeVar

from ...engine.session import AnyStep
from ...i18n import LANGUAGES, localizer
from ...storage import Store, StoreUnavailable
from ...storage.database import Statement

T = TypeVar("T")
#: a change worked out, not yet kept nor made (a step, a deal, the seats' new kinds, the match as it ends)
P = TypeVar("P")

#: the first pause before trying a busy write again, and the longest (the pause doubles in between)
FIRST_PAUSE, LONGEST_PAUSE = 0.005, 0.25


async def kept(step: Callable[[], T], patience: float, apart: Store | None = None) -> T:
    """``step()`` (a change that writes to the store all or nothing, and moves nothing in memory when it raises),
    tried again while the store is busy, for up to ``patience`` seconds. Raises :class:`StoreUnavailable` when the
    store cannot take it (not busy, or still busy at the end).

    ``apart``: the store ``step`` writes to, given when ``step`` may run in a thread: it touches nothing the event
    loop reads meanwhile (a pure write of values made beforehand, or an object nobody else holds yet). On a store
    that ``writes_apart`` (PostgreSQL) it then runs in a thread, and the loop serves everyone else during the round
    trip; the caller waits for it all the same (under whatever lock it holds), so order and "kept before shown"
    are as before. On SQLite it is called here, on the loop, as always."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + patience
    pause = FIRST_PAUSE
    threaded = apart is not None and apart.writes_apart
    while True:
        try:
            return await asyncio.to_thread(step) if threaded else step()
        except StoreUnavailable as e:
            if not e.busy or loop.time() + pause > deadline:
                raise
        await asyncio.sleep(pause)
        pause = min(2 * pause, LONGEST_PAUSE)


async def kept_apart(store: Store, statements: list[Statement], patience: float) -> None:
    """:func:`kept` for writes collected beforehand (``Store.collect``), made in a thread on a connection of their
    own (``Store.run_apart``): the event loop serves everyone else during the round trip to the database server.
    For a store that ``writes_apart`` (PostgreSQL)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + patience
    pause = FIRST_PAUSE
    while True:
        try:
            return await asyncio.to_thread(store.run_apart, statements)
        except StoreUnavailable as e:
            if not e.busy or loop.time() + pause > deadline:
                raise
        await asyncio.sleep(pause)
        pause = min(2 * pause, LONGEST_PAUSE)


async def moved(store: Store, patience: float, prepare: Callable[[], P | None], keep: Callable[[P], None],
                commit: Callable[[P], list[AnyStep]]) -> list[AnyStep]:
    """Move a match session by one change, all or nothing: ``prepare`` works it out changing nothing (None: no
    change; it raises on bad input), ``keep`` hands its records to ``store``, ``commit`` moves the session; returns
    the steps made. On PostgreSQL the store's round trip is waited for in a thread (:func:`kept_apart`): the event
    loop serves the other tables meanwhile, and this table, whose lock the caller holds, does not move until its
    change is kept. On SQLite it is the one call it always was (:func:`kept`). Raises ``StoreUnavailable`` when the
    store cannot keep it (then nothing moved)."""
    if not store.writes_apart:
        def apply() -> list[AnyStep]:
            pending = prepare()
            if pending is None:
                return []
            keep(pending)
            return commit(pending)

        return await kept(apply, patience)
    pending = prepare()
    if pending is None:
        return []
    await kept_apart(store, store.collect(lambda: keep(pending)), patience)
    return commit(pending)


async def read(store: Store, query: Callable[[], T]) -> T:
    """``query()`` (reads of ``store`` only), in a thread on a store that ``writes_apart`` (PostgreSQL: the loop
    serves everyone else during the round trip), else here."""
    return await asyncio.to_thread(query) if store.writes_apart else query()


def unsaved(lang: str, msg_id: Any = None) -> dict[str, Any]:
    """The socket's error for a request the store could not keep (nothing was changed), in ``lang``: its code is
    the message id ``store-unavailable``; ``id`` is the request's."""
    words = localizer(lang if lang in LANGUAGES else "en")
    out = {"type": "error", "code": StoreUnavailable.msg_id, "message": words.format(StoreUnavailable.msg_id)}
    if msg_id is not None:
        out["id"] = msg_id
    return out
