"""Our AI answering a host within its time: a clock for one request, and a decision with a wall-clock guard.

The search player cuts its own budget to the clock it is given (``SearchPlayer.timed``), but it counts CPU time,
so on a busy machine it could still run late. :func:`decide_in_time` therefore computes a quick answer first (the
family heuristic), runs the real decision in a worker thread, and answers the quick one if the real one is not
ready by the deadline (the late search stops by itself when its budget is spent).
"""

from __future__ import annotations

import concurrent.futures as cf
import threading
import time
from collections.abc import Sequence

from ...ai.base import AnyPlayer
from ...ai.search.player import heuristic_or_random
from ...ai.seating import PlayContext, TimeControl
from ...engine import Action
from ...engine.game import View
from ...engine.match import AnyGame

#: kept back from every deadline for the answer's way back (milliseconds)
MARGIN_MS = 25.0

_POOL = cf.ThreadPoolExecutor(max_workers=4, thread_name_prefix="tricktable-bot")


class RequestClock:
    """The time left for one request: ``budget_ms`` from when it arrived (None: no limit)."""

    def __init__(self, budget_ms: float | None) -> None:
        self.budget_ms = budget_ms
        self.start = time.perf_counter()

    def time_left_ms(self) -> float | None:
        if self.budget_ms is None:
            return None
        return max(0.0, self.budget_ms - (time.perf_counter() - self.start) * 1000.0)


def context_for(seat: int, control: TimeControl, budget_ms: float | None) -> PlayContext:
    """A :class:`PlayContext` whose clock counts down ``budget_ms`` from now (``control`` says whether it is a
    per-decision or a per-hand budget)."""
    return PlayContext(seat, control, RequestClock(budget_ms))  # type: ignore[arg-type]


def decide_in_time(player: AnyPlayer, game: AnyGame, view: View, legal: Sequence[Action], seconds: float | None,
                   lock: threading.Lock | None = None) -> tuple[Action, bool]:
    """``player``'s choice if it comes within ``seconds`` (None: wait), else a quick heuristic one.
    Returns ``(action, in_time)``. ``lock`` keeps one player from thinking twice at once."""
    legal = list(legal)
    if len(legal) == 1:
        return legal[0], True

    def think() -> Action:
        if lock is None:
            return player.choose(game, view, legal)
        with lock:
            return player.choose(game, view, legal)

    if seconds is None:
        return think(), True
    quick = heuristic_or_random(game, 0).choose(game, view, legal)
    future = _POOL.submit(think)
    try:
        return future.result(timeout=max(0.0, seconds)), True
    except cf.TimeoutError:
        return quick, False
