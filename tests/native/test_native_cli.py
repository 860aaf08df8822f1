"""The command line: the native core's notice said once, and the bench timing both paths."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tricktable import native
from tricktable.native import build

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str, **env: str) -> subprocess.CompletedProcess:
    full = {k: v for k, v in os.environ.items() if not k.startswith("TRICKTABLE_")} | env
    return subprocess.run([sys.executable, "-m", "tricktable", *args], capture_output=True, text=True, timeout=300,
                          env=full | {"PYTHONPATH": str(ROOT / "src")})


def test_a_core_not_in_use_is_said_once_in_the_chosen_language(tmp_path):
    lib = tmp_path / build.library_name()
    lib.write_text("not a library")
    out = _run("variants", "--lang", "ro", TRICKTABLE_NATIVE_LIB=str(lib))
    assert out.returncode == 0, out.stderr
    assert out.stderr.count("Python pur") == 1
    assert "callbreak/master" in out.stdout


def test_asking_for_pure_python_is_not_complained_about():
    out = _run("variants", TRICKTABLE_PURE="1")
    assert out.returncode == 0 and "pure Python" not in out.stderr


def test_bench_times_callbreak_and_rook_on_the_native_core_and_on_the_python_reference():
    same_path = {"TRICKTABLE_PURE": "1"} if native.STATUS == "pure" else {}  # the child takes this run's path
    out = _run("bench", "--quick", "--variant", "callbreak/master", "--variant", "rook/crowsnest", "--no-spades",
               "--json", **same_path)
    assert out.returncode == 0, out.stderr
    rows = [(r["variant"], r["path"]) for r in json.loads(out.stdout)["results"]]
    if native.LOADED is not None:
        assert rows == [("callbreak/master", "native"), ("callbreak/master", "python"), ("rook/crowsnest", "native"),
                        ("rook/crowsnest", "python")]
    else:
        assert rows == [("callbreak/master", "python"), ("rook/crowsnest", "python")]
