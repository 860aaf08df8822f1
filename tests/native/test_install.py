"""A fresh copy of the repository installs with ``pip install -e .`` with and without a C compiler (slow)."""

from __future__ import annotations

import json
import os
import shutil
import site
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _fresh_copy(dest: Path) -> Path:
    """The files a clone would have (tracked, and new ones not ignored), without any build output."""
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT, capture_output=True)
    if listed.returncode != 0:
        pytest.skip("not a git checkout")
    for name in filter(None, listed.stdout.decode().split("\0")):
        src = ROOT / name
        if src.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / name)
    return dest


@pytest.mark.slow
@pytest.mark.parametrize("compiler", [True, False], ids=["with-compiler", "without-compiler"])
def test_a_fresh_copy_installs_and_plays_with_or_without_a_compiler(tmp_path, compiler):
    copy = _fresh_copy(tmp_path / "repo")
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    py = venv / "bin" / "python"
    packages = subprocess.run([str(py), "-c", "import site; print(site.getsitepackages()[0])"], capture_output=True,
                              text=True, check=True).stdout.strip()
    # the dependencies come from this test's own environment: the install under test is tricktable's alone
    Path(packages, "zz_test_dependencies.pth").write_text("\n".join(site.getsitepackages()) + "\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith("TRICKTABLE_")}
    if not compiler:
        env["CC"] = "/bin/false"
    install = subprocess.run([str(py), "-m", "pip", "install", "--no-deps", "-e", str(copy)], capture_output=True,
                             text=True, env=env, timeout=600)
    assert install.returncode == 0, install.stderr
    built = list((copy / "src" / "tricktable" / "native").glob("_core*"))
    assert bool(built) == compiler
    env.pop("CC", None)
    probe = subprocess.run([str(py), "-c", "import tricktable.native as n; print(n.__file__, n.STATUS)"],
                           capture_output=True, text=True, env=env, check=True).stdout.split()
    assert probe == [str(copy / "src" / "tricktable" / "native" / "__init__.py"), "native" if compiler else "missing"]
    bench = subprocess.run([str(venv / "bin" / "tricktable"), "bench", "--quick", "--variant", "callbreak/master",
                            "--no-spades", "--json", "--lang", "en"], capture_output=True, text=True, env=env,
                           timeout=300)
    assert bench.returncode == 0, bench.stderr
    assert bench.stderr.count("running in pure Python") == (0 if compiler else 1)
    paths = [r["path"] for r in json.loads(bench.stdout)["results"]]
    assert paths == (["native", "python"] if compiler else ["python"])
