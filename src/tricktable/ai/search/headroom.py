"""Run a deep recursion (the exact endgame solvers) where CPython's frame stack has room for all of it.

CPython 3.11+ keeps Python frames in 16 KiB chunks of memory and frees a chunk as soon as the frame that opened it
returns. A solver whose recursion goes up and down across a chunk's end therefore maps and unmaps a chunk on every
crossing: in ``bench --ai`` one Rook decision made 20,500 mmap/munmap pairs and took 2.7x its CPU time, depending
only on how deep in the stack it was called (so the same decision cost 95 ms from a script and 160-390 ms from the
command line, and anything in between in a server). ``headroom(fn, *args)`` calls ``fn`` from a frame too large for
any 16 KiB chunk, so a fresh 64 KiB chunk is opened for it and the recursion under it (about 39 KiB) never crosses
an edge: one map and one unmap per call. It changes no value, only where the frames live.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

#: local slots of the padding frame: 3,200 x 8 bytes is more than a 16 KiB chunk holds, so CPython opens a chunk of
#: 64 KiB (the first size that fits the frame plus its 1,000-slot margin), of which about 39 KiB stay free
_SLOTS = 3200
_SOURCE = ("def headroom(fn, *args):\n"
           "    if fn is None:  # never true: the assignment only gives the frame its local slots\n"
           "        " + " = ".join(f"_{i}" for i in range(_SLOTS)) + " = None\n"
           "    return fn(*args)\n")
_namespace: dict[str, Any] = {}
exec(compile(_SOURCE, "<tricktable.ai.search.headroom>", "exec"), _namespace)  # noqa: S102  (fixed source above)
_headroom: Callable[..., Any] = _namespace["headroom"]


def headroom(fn: Callable[..., T], *args: Any) -> T:
    """``fn(*args)``, called from a fresh frame-stack chunk with room for a deep recursion (see the module)."""
    answer: T = _headroom(fn, *args)
    return answer
