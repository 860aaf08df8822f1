"""The two paths every native test runs on: the Python reference and the native core's kernels."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tricktable import native

PATHS = ("python", "native")


@pytest.fixture(params=PATHS)
def path(request) -> Iterator[str]:
    """Run the test body with the kernels on (``native``; skipped when the core is not built) or off."""
    if request.param == "native":
        if native.LOADED is None:
            pytest.skip(f"the native core is not in use ({native.STATUS})")
        with native.native_core():
            yield "native"
    else:
        with native.pure_python():
            yield "python"


def core():
    """The compiled module (the test is skipped when it is not built)."""
    if native.LOADED is None:
        pytest.skip(f"the native core is not in use ({native.STATUS})")
    return native.LOADED
