"""``scripts/test --fast`` is a useful quick subset (issue 24: the ``slow`` marker was declared and never used): the
tests that take seconds each (whole matches, many playouts, property searches, server and bot processes) are marked
``slow`` and the fast run leaves them and the browser tests out. Which tests are slow was measured (README, *Tests*);
this checks that the marks are there and that the fast run reads them."""

from __future__ import annotations

import ast
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]


def _marked_slow(path: pathlib.Path) -> list[str]:
    """The tests of ``path`` (functions, or their parameter sets) marked ``slow``."""
    tree = ast.parse(path.read_text())
    if any(isinstance(n, ast.Assign) and any(getattr(t, "id", "") == "pytestmark" for t in n.targets)
           and "slow" in ast.unparse(n.value) for n in tree.body):
        return [n.name for n in tree.body if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")]
    out = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
            marks = " ".join(ast.unparse(d) for d in node.decorator_list)
            if "mark.slow" in marks:
                out.append(node.name)
    return out


def test_the_slow_tests_measured_are_marked():
    marked = {f"{p.relative_to(ROOT).as_posix()}::{name}" for p in (ROOT / "tests").rglob("test_*.py")
              for name in _marked_slow(p)}
    for test in ("tests/faults/test_crash.py::test_kill_9_at_random_points_loses_no_acknowledged_action_and_leaves_no_process",
                 "tests/rl/test_rl_ray_arena.py::test_on_a_local_ray_with_two_cpus",
                 "tests/native/test_install.py::test_a_fresh_copy_installs_and_plays_with_or_without_a_compiler",
                 "tests/ai/test_ai_rollouts.py::test_exact_tail_rollouts_stop_where_the_policy_does_and_solve_the_tail_exactly"):
        assert test in marked, f"{test} takes many seconds: mark it slow"
    assert len(marked) >= 25


def test_the_fast_run_leaves_out_the_slow_and_browser_tests():
    script = (ROOT / "scripts" / "test").read_text()
    assert 'SELECT="not slow and not browser and "' in script
    assert "--fast" in (ROOT / "README.md").read_text()


@pytest.mark.slow  # a pytest process collecting the browser modules
def test_every_test_that_opens_chromium_is_a_browser_test():
    """Whether or not its module is marked: the rooms' and the daily challenge's browser tests were not, so the fast
    run played whole room matches in Chromium (collected here without running)."""
    import subprocess
    import sys

    modules = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tests" / "web").glob("test_browser_*.py"))
    out = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-p", "no:cacheprovider",
                          "-m", "not browser", *modules], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert out.returncode == 5, f"collected outside the browser marker:\n{out.stdout[-2000:]}{out.stderr[-2000:]}"  # 5: none
