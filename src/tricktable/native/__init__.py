"""The native core: compiled kernels for the rules' hot loops, with the Python rules as their reference.

``CORE`` is the compiled module ``_core`` when it is in use, else None; callers (the dispatch points in the rules)
read it at call time and fall back to their Python reference when it is None or when a kernel answers
``NotImplemented`` (an input outside what the kernel represents). Either way the results are identical; see
docs/native.md.

``STATUS`` says why: ``"native"``; ``"pure"`` (``TRICKTABLE_PURE=1`` asked for the Python path);
``"missing"`` (no build: no compiler at install time); ``"stale"`` (the C sources changed since the build: rerun
``pip install -e .``); ``"broken"`` (the build does not load). :func:`notice` gives the message id that the
interfaces show, once, when the core is not in use although nobody asked for pure Python.

``TRICKTABLE_NATIVE_LIB=PATH`` loads the core from another build (``scripts/native-sanitize`` uses it). This
package imports nothing from the rest of tricktable.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import importlib.util
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType

_HERE = Path(__file__).resolve().parent
#: the game families whose hands the kernels play (``tricktable bench`` times these on both paths)
FAMILIES = frozenset({"callbreak", "rook", "shengji"})


def _forced_pure() -> bool:
    return os.environ.get("TRICKTABLE_PURE", "").strip() not in ("", "0")


def _import_core() -> ModuleType:
    path = os.environ.get("TRICKTABLE_NATIVE_LIB")
    if not path:
        return importlib.import_module(f"{__name__}._core")
    name = f"{__name__}._core"
    loader = importlib.machinery.ExtensionFileLoader(name, path)
    spec = importlib.util.spec_from_file_location(name, path, loader=loader)
    if spec is None:
        raise ImportError(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def _load() -> tuple[ModuleType | None, str, str]:
    """(core or None, status, detail)."""
    if _forced_pure():
        return None, "pure", ""
    try:
        core = _import_core()
    except ModuleNotFoundError as e:
        return None, ("missing" if e.name == f"{__name__}._core" else "broken"), str(e)
    except Exception as e:  # a build for another interpreter or a broken file fails in many ways
        return None, "broken", f"{type(e).__name__}: {e}"
    if any(p.suffix == ".c" for p in _HERE.iterdir()):  # sources beside us (a checkout): the build must match
        from .build import source_hash

        if source_hash() != core.SOURCE_HASH:
            return None, "stale", core.SOURCE_HASH
    return core, "native", ""


LOADED, STATUS, DETAIL = _load()
CORE: ModuleType | None = LOADED


def enabled() -> bool:
    """True while the kernels are in use."""
    return CORE is not None


def set_enabled(on: bool) -> bool:
    """Use the kernels (when they loaded) or the Python reference from now on; returns the previous setting."""
    global CORE
    before = CORE is not None
    CORE = LOADED if on else None
    return before


@contextmanager
def pure_python() -> Iterator[None]:
    """Run the body on the Python reference (the tests and ``tricktable bench`` compare the two paths)."""
    before = set_enabled(False)
    try:
        yield
    finally:
        set_enabled(before)


@contextmanager
def native_core() -> Iterator[bool]:
    """Run the body on the kernels if they loaded; yields whether they did."""
    before = set_enabled(True)
    try:
        yield CORE is not None
    finally:
        set_enabled(before)


def notice() -> str | None:
    """The message id to show once when the core is not in use although nobody asked for pure Python
    (``native-missing``, ``native-stale``, ``native-broken``), else None."""
    return None if STATUS in ("native", "pure") else f"native-{STATUS}"
