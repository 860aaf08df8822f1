"""CI fails when the browser tests could not run (issue 11, failure 8)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).parent


def _run(tmp_path, ci: str | None, body: str) -> subprocess.CompletedProcess:
    (tmp_path / "conftest.py").write_text('pytest_plugins = ["ci_guard"]\n')
    (tmp_path / "test_page.py").write_text(
        "import pytest\n\n@pytest.mark.browser\ndef test_page():\n" + body + "\n\ndef test_rules():\n    pass\n")
    (tmp_path / "pytest.ini").write_text("[pytest]\nmarkers =\n    browser: in Chromium\n")
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    if ci is not None:
        env["CI"] = ci
    env["PYTHONPATH"] = os.pathsep.join([str(TESTS), env.get("PYTHONPATH", "")])
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(tmp_path)],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)


@pytest.mark.slow
def test_skipped_browser_tests_fail_a_ci_run(tmp_path):
    r = _run(tmp_path, "true", "    pytest.skip('Debian chromium is not installed')")
    assert r.returncode == 1 and "browser tests were skipped" in r.stdout, r.stdout


@pytest.mark.slow
def test_outside_ci_a_skip_is_only_reported(tmp_path):
    assert _run(tmp_path, None, "    pytest.skip('no chromium')").returncode == 0


@pytest.mark.slow
def test_a_ci_run_whose_browser_tests_ran_passes(tmp_path):
    assert _run(tmp_path, "true", "    pass").returncode == 0
