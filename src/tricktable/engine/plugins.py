"""Entry-point groups: how tricktable's registries fill, the same way in every process.

A registry (the variants here; player kinds, schemes and search adapters in ``tricktable.ai``) does not wait for
some module to be imported by chance: it names an entry-point group, and the first time anything asks it for
something it loads that group's entry points. Each entry point names a function of no arguments that registers
its things with the registry's ``register...`` function (``tricktable.games.rook:register_variants``). tricktable
declares its own entry points in ``pyproject.toml``; another installed package adds a family or a player kind by
declaring one in the same group (docs/extending.md).

Contract of :class:`PluginGroup`: each entry point is loaded at most once per process; :meth:`load_all` loads
every one, :meth:`load_until` only as many as it takes (in a fixed order: :func:`_order`) to find a name, so a lookup's answer
does not depend on what was imported or asked before, nor on other threads asking at the same time (they wait for
the load in progress). An entry point whose module cannot be imported (a plugin
whose optional dependencies are missing) is skipped with a warning; any other error is raised. A group that
tricktable itself fills and that has no entry points at all means the package is not installed (its metadata is
missing): :class:`PluginsMissing` says so and names the group, rather than leaving the registry silently empty.
"""

from __future__ import annotations

import threading
import warnings
from collections.abc import Callable
from importlib.metadata import EntryPoint, entry_points


def _order(ep: EntryPoint) -> tuple[bool, str, str]:
    """tricktable's own entry points first, then other packages' by package name; within a package by name."""
    dist = ep.dist.name if ep.dist is not None else ""
    return dist != "tricktable", dist, ep.name


class PluginsMissing(RuntimeError):
    """An entry-point group tricktable fills itself has no entry points: the package's metadata is not installed."""

    def __init__(self, group: str) -> None:
        super().__init__(f"no entry points in group {group!r}: tricktable's installed metadata is missing or was "
                         f"written before the group was declared; (re)install the package (pip install -e . in a "
                         f"checkout) so that its registries can fill")
        self.group = group


class PluginGroup:
    """The entry points of ``group``, loaded lazily; ``required``: tricktable declares some itself."""

    def __init__(self, group: str, *, required: bool = True) -> None:
        self.group = group
        self.required = required
        self._pending: list[EntryPoint] | None = None  # None: not read yet
        self._loading = False  # this group's registration function is running (in the thread holding the lock)
        self._lock = threading.RLock()  # a server's threads asking at once wait for one complete load

    def _entries(self) -> list[EntryPoint]:
        if self._pending is None:
            found = sorted(entry_points(group=self.group), key=_order)
            if self.required and not found:
                raise PluginsMissing(self.group)
            self._pending = found
        return self._pending

    def _load_next(self) -> bool:
        """Load the next pending entry point (False when none is left)."""
        pending = self._entries()
        if not pending or self._loading:  # a registration function that asks its own registry: no recursion
            return False
        ep = pending.pop(0)
        self._loading = True
        try:
            register: Callable[[], object] = ep.load()
            register()
        except ImportError as e:
            warnings.warn(f"{self.group}: entry point {ep.name} = {ep.value} was skipped: {e}", stacklevel=3)
        finally:
            self._loading = False
        return True

    def load_all(self) -> None:
        """Load every entry point of the group not loaded yet."""
        with self._lock:
            while self._load_next():
                pass

    def load_until(self, found: Callable[[], bool]) -> None:
        """Load entry points in order until ``found()`` holds or none is left."""
        if found():
            return
        with self._lock:
            while not found() and self._load_next():
                pass

    def load_named(self, name: str) -> None:
        """Load the entry points called ``name`` (a family's adapter), leaving the others."""
        with self._lock:
            pending = self._entries()
            for ep in [ep for ep in pending if ep.name == name]:
                pending.remove(ep)
                pending.insert(0, ep)
                self._load_next()
