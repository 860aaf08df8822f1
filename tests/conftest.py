"""Shared fixtures: the registered variants, for suites that run over all of them."""

import pytest

from tricktable.engine import variant_keys

pytest_plugins = ["ci_guard", "serverfixtures"]

VARIANTS = variant_keys()


def pytest_generate_tests(metafunc):
    if "variant" in metafunc.fixturenames:
        metafunc.parametrize("variant", VARIANTS)


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    """A test that opens Chromium (it uses the ``chromium`` fixture, which every browser fixture needs) is a
    ``browser`` test whether or not its module says so: ``scripts/test --fast`` and ``-m "not browser"`` leave it
    out, and CI's guard counts its skips (two modules of whole-room and daily-challenge games were unmarked)."""
    for item in items:
        if "chromium" in getattr(item, "fixturenames", ()) and item.get_closest_marker("browser") is None:
            item.add_marker(pytest.mark.browser)
