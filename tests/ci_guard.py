"""Under CI (``CI=true``) a run whose browser tests were skipped fails: a green CI must not hide that the page was
never tried in a browser (Chromium or playwright missing)."""

from __future__ import annotations

import os

_skipped: list[str] = []


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


def pytest_runtest_logreport(report) -> None:
    if report.skipped and "browser" in report.keywords:
        _skipped.append(report.nodeid)


def pytest_sessionfinish(session, exitstatus) -> None:
    if in_ci() and _skipped and exitstatus == 0:
        session.exitstatus = 1
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        if reporter is not None:
            reporter.write_line(f"CI: {len(_skipped)} browser tests were skipped (is /usr/bin/chromium installed? "
                                "run scripts/setup-browser): failing the run", red=True, bold=True)
