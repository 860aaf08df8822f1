"""Shared fixtures: the registered variants, for suites that run over all of them."""

from tricktable.engine import variant_keys

pytest_plugins = ["ci_guard", "serverfixtures"]

VARIANTS = variant_keys()


def pytest_generate_tests(metafunc):
    if "variant" in metafunc.fixturenames:
        metafunc.parametrize("variant", VARIANTS)
