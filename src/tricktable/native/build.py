"""Compile the native core (``_core``) from the C sources beside this file, with the standard library only.

Used by the install (``hatch_build.py`` at the repository root runs :func:`build` during ``pip install``) and by
``scripts/native-sanitize`` (``python -m tricktable.native.build --out DIR --sanitize``). A build that fails, for
want of a compiler or of Python's headers, returns None after saying why and removing any earlier build, so that
tricktable then runs in pure Python rather than with an outdated core.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shlex
import subprocess
import sys
import sysconfig
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

HERE = Path(__file__).resolve().parent
MODULE = "_core"
SANITIZE_FLAGS = ("-fsanitize=address,undefined", "-fno-sanitize-recover=undefined", "-fno-omit-frame-pointer", "-g")


def sources(root: Path = HERE) -> list[Path]:
    """The C sources and headers the core is built from, sorted."""
    return sorted(p for p in root.iterdir() if p.suffix in (".c", ".h"))


def source_hash(root: Path = HERE) -> str:
    """A digest of the sources (names and contents): a build records it, and the loader refuses a build whose
    digest differs from the sources beside it (an editable install whose C changed since ``pip install``)."""
    h = hashlib.sha256()
    for p in sources(root):
        h.update(p.name.encode() + b"\0" + p.read_bytes() + b"\0")
    return h.hexdigest()[:16]


def library_name() -> str:
    """The extension's file name for this interpreter (``_core.cpython-311-x86_64-linux-gnu.so``)."""
    return MODULE + (sysconfig.get_config_var("EXT_SUFFIX") or ".so")


def compile_command(out: Path, extra: Sequence[str] = ()) -> list[str]:
    """The compiler's command line: ``$CC`` or Python's own compiler, Python's headers, position-independent code."""
    cc = shlex.split(os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc")
    include = sysconfig.get_paths()["include"]
    c_files = [str(p) for p in sources() if p.suffix == ".c"]
    return [*cc, "-shared", "-fPIC", "-O2", "-std=c11", "-Wall", "-Wextra", "-Wno-unused-parameter", f"-I{include}",
            f'-DTT_SOURCE_HASH="{source_hash()}"', *extra, *c_files, "-o", str(out)]


def build(out_dir: Path = HERE, extra: Sequence[str] = (), log: TextIO | None = None) -> Path | None:
    """Compile into ``out_dir``; the library's path, or None (saying why on ``log``, stderr by default) when it
    cannot be built.

    The library is written under a temporary name and renamed into place, so a running process never loads half a
    file; a failed build removes the earlier library (it would no longer match the sources)."""
    target = out_dir / library_name()
    out_dir.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".core-", suffix=".so", dir=out_dir)
    os.close(fd)
    cmd = compile_command(Path(tmp), extra)
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
        error = None if done.returncode == 0 else (done.stderr.strip() or f"exit status {done.returncode}")
    except (OSError, subprocess.SubprocessError) as e:
        error = str(e)
    if error is None and Path(tmp).stat().st_size > 0:
        os.replace(tmp, target)
        return target
    Path(tmp).unlink(missing_ok=True)
    target.unlink(missing_ok=True)
    print(f"tricktable: the native core was not built ({cmd[0]}: {error or 'no output'}); tricktable will run in "
          "pure Python, which gives the same results more slowly.", file=log or sys.stderr)
    return None


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE, help="directory to write the library into")
    parser.add_argument("--sanitize", action="store_true", help="build with AddressSanitizer and UBSan")
    args = parser.parse_args(argv)
    built = build(args.out, SANITIZE_FLAGS if args.sanitize else ())
    if built is None:
        return 1
    print(built)
    return 0


if __name__ == "__main__":
    sys.exit(main())
