"""The arena's deals on a Ray cluster (optional extra ``[cluster]``; docs/cluster.md).

Each deal is one Ray task running the same ``play_deal`` as the local backends, seeded the same way, so the results
equal the process backend's for the same seed. Results come back in deal order (a stopped run still reports the
prefix 0..n-1), with at most ``2 × cluster CPUs`` tasks in flight so that a 100,000-deal run does not queue 100,000
tasks at once. Each worker knows the player kinds and schemes from the entry points of its installed tricktable.
"""

from __future__ import annotations

import os
import sys
from collections import deque
from collections.abc import Iterator, Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .runner import DealResult, DealTask


def _ray(local: bool = False) -> ModuleType:
    if local and "ray" not in sys.modules:
        # a private Ray on this machine stays on the loopback interface: Ray otherwise announces its services on
        # the machine's network address (this switch, read when ray is imported, makes it use 127.0.0.1)
        os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")
    try:
        import ray
    except ImportError:
        raise ValueError("the ray backend needs Ray: pip install -e '.[cluster]'") from None
    return ray


def connect(address: str | None, cpus: int) -> bool:
    """Join the cluster at ``address`` (``auto``, ``HOST:PORT`` or ``ray://HOST:PORT``), or start a local Ray with
    ``cpus`` CPUs; True when this call started (and should stop) it."""
    ray = _ray(local=not address)
    if ray.is_initialized():
        return False
    try:
        if address:
            ray.init(address=address, log_to_driver=False)
        else:
            ray.init(num_cpus=max(1, cpus), include_dashboard=False, log_to_driver=False,
                     object_store_memory=200 * 1024 * 1024)
    except ConnectionError as e:
        raise ValueError(f"cannot reach the Ray cluster at {address}: {e}") from None
    return True


def _run_deal(task: DealTask) -> DealResult:
    from .runner import play_deal

    return play_deal(*task)


class RayDeals:
    """An iterator over the results of ``tasks`` run as Ray tasks, in order; ``close()`` cancels the rest."""

    def __init__(self, tasks: Sequence[DealTask], address: str | None, cpus: int) -> None:
        ray = _ray()
        self.ray = ray
        self.started = connect(address, cpus)
        self.remote = ray.remote(num_cpus=1)(_run_deal)
        self.tasks = deque(tasks)
        self.window = max(2, 2 * int(ray.cluster_resources().get("CPU", cpus)))
        self.pending: deque[Any] = deque()  # Ray's object references

    def __iter__(self) -> Iterator[DealResult]:
        while self.tasks or self.pending:
            while self.tasks and len(self.pending) < self.window:
                self.pending.append(self.remote.remote(self.tasks.popleft()))
            yield self.ray.get(self.pending.popleft())

    def close(self) -> None:
        for ref in self.pending:
            self.ray.cancel(ref, force=True)
        self.pending.clear()
        self.tasks.clear()
        if self.started:
            self.ray.shutdown()
