"""Run a coroutine from a synchronous test whatever event loop the test's thread already has."""

from __future__ import annotations

import asyncio
from asyncio import events
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


def run_coroutine(coro: Coroutine[Any, Any, T]) -> T:
    """Run ``coro`` to its end on a fresh event loop in this thread and return its result (or raise its error).

    Playwright's sync API leaves its own loop marked as running in the test worker's main thread for the whole
    session, where ``asyncio.run`` would refuse to start: the mark is lifted for the run and put back after."""
    previous = events._get_running_loop()
    events._set_running_loop(None)
    try:
        return asyncio.run(coro)
    finally:
        events._set_running_loop(previous)
