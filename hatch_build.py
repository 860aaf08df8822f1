"""Build hook: compile tricktable's native core during ``pip install`` (docs/native.md).

Runs for wheels and for editable installs. Where no compiler (or no Python headers) is at hand the build says
so and goes on: tricktable then installs and runs in pure Python. The compiling itself is
``src/tricktable/native/build.py`` (standard library only), loaded by path since the package is not importable yet.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

ROOT = Path(__file__).resolve().parent
NATIVE = ROOT / "src" / "tricktable" / "native"


def _builder():
    spec = importlib.util.spec_from_file_location("_tricktable_native_build", NATIVE / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class NativeBuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict) -> None:
        if self.target_name != "wheel":
            return
        built = _builder().build(NATIVE, log=sys.stderr)
        if built is None or version == "editable":
            return  # an editable install imports the library from src/, where it was built
        build_data["force_include"][str(built)] = f"tricktable/native/{built.name}"
        build_data["pure_python"] = False
        build_data["infer_tag"] = True
