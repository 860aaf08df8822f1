"""Loading the core: TRICKTABLE_PURE, a build that no longer matches its sources, a failed build."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tricktable import native
from tricktable.native import build

PROBE = "import tricktable.native as n; print(n.STATUS, n.CORE is None, n.notice())"


def _probe(**env: str) -> str:
    full = {k: v for k, v in os.environ.items() if not k.startswith("TRICKTABLE_")} | env
    return subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, env=full,
                          check=True).stdout.strip()


def test_tricktable_pure_forces_the_python_path_without_a_notice():
    assert _probe(TRICKTABLE_PURE="1") == "pure True None"


def test_switching_paths_in_a_process_restores_the_previous_one():
    before = native.enabled()
    with native.pure_python():
        assert native.CORE is None
        with native.native_core() as on:
            assert on == (native.LOADED is not None) == native.enabled()
        assert native.CORE is None
    assert native.enabled() == before


def _compiler() -> bool:
    return shutil.which(build.compile_command(Path("x"))[0]) is not None


@pytest.mark.slow
@pytest.mark.skipif(not _compiler(), reason="no C compiler")
def test_a_build_of_other_sources_is_refused_as_stale(tmp_path):
    lib = build.build(tmp_path, ("-UTT_SOURCE_HASH", '-DTT_SOURCE_HASH="0000000000000000"'))
    assert lib is not None
    assert _probe(TRICKTABLE_NATIVE_LIB=str(lib)) == "stale True native-stale"


def test_a_file_that_is_no_library_is_reported_broken(tmp_path):
    lib = tmp_path / build.library_name()
    lib.write_text("not a library")
    assert _probe(TRICKTABLE_NATIVE_LIB=str(lib)) == "broken True native-broken"


def test_without_a_compiler_the_build_says_why_and_removes_an_old_library(tmp_path, monkeypatch, capsys):
    old = tmp_path / build.library_name()
    old.write_bytes(b"an earlier build")
    monkeypatch.setenv("CC", "/bin/false")
    assert build.build(tmp_path) is None
    assert not old.exists()
    assert list(tmp_path.iterdir()) == []
    assert "pure Python" in capsys.readouterr().err


def test_the_source_digest_follows_every_source_file(tmp_path):
    for p in build.sources():
        shutil.copy(p, tmp_path / p.name)
    digest = build.source_hash(tmp_path)
    assert digest == build.source_hash()
    header = tmp_path / "mt.h"
    header.write_text(header.read_text() + "\n")
    assert build.source_hash(tmp_path) != digest
