"""The web layer's modules stand on their own (issue 24: a web layer you can read in one sitting).

Each module of ``interfaces.web`` imports first, in a fresh set of web modules, without an import cycle biting:
``cluster`` wires the socket handlers of ``ws`` and ``room_api`` into the cluster while ``room_api`` and
``games_api`` name the cluster's type, so an import at the top of the wrong one would fail whichever is imported
first. And each module says what it is for in its docstring.
"""

from __future__ import annotations

import ast
import pkgutil
import subprocess
import sys
from pathlib import Path

import tricktable.interfaces.web as web

PACKAGE = "tricktable.interfaces.web"

FRESH_IMPORTS = """
import importlib, sys
import tricktable.ai, tricktable.storage, tricktable.table  # (the layers below stay loaded: only the web is fresh)
failed = []
for name in sys.argv[1:]:
    for loaded in [m for m in sys.modules if m.startswith("tricktable.interfaces.web.")]:
        del sys.modules[loaded]
    try:
        importlib.import_module(name)
    except ImportError as e:
        failed.append(f"{name}: {e}")
print("\\n".join(failed))
sys.exit(1 if failed else 0)
"""


def _modules() -> list[str]:
    return sorted(m.name for m in pkgutil.iter_modules(web.__path__))


def test_every_web_module_imports_first_without_a_cycle():
    names = [f"{PACKAGE}.{m}" for m in _modules()]
    done = subprocess.run([sys.executable, "-c", FRESH_IMPORTS, *names], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr


def test_every_web_module_says_what_it_is_for():
    missing = [m for m in _modules()
               if not ast.get_docstring(ast.parse((Path(web.__path__[0]) / f"{m}.py").read_text()))]
    assert not missing, f"modules without a docstring: {missing}"
