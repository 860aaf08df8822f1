"""Every third-party package the code imports is declared in ``pyproject.toml`` (issue 24: pydantic and starlette
were imported by the web layer and reached the install only through fastapi).

The imports are read from the source (every ``import``, at any depth) and mapped to the distribution that provides
them in this environment (``importlib.metadata.packages_distributions``; the test command installs every extra).
The package's own modules may import only the core dependencies when they load, except the RL faces (``rl/``: the
``rl`` extra); anything else an extra provides is imported inside the function that needs it, or under a guard."""

from __future__ import annotations

import ast
import importlib.metadata as md
import pathlib
import re
import sys
import tomllib
from collections.abc import Iterator

ROOT = pathlib.Path(__file__).resolve().parents[1]
SRC = ROOT / "src" / "tricktable"
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
#: modules only for type checkers (``if TYPE_CHECKING``): no distribution provides them
TYPING_ONLY = {"_typeshed"}


def _dist(requirement: str) -> str:
    """The normalized distribution name of a requirement line (``psycopg[binary]==3.3.9`` -> ``psycopg``)."""
    return re.sub(r"[-_.]+", "-", re.split(r"[<>=!~\[ ;]", requirement, maxsplit=1)[0]).lower()


CORE = {_dist(r) for r in PROJECT["dependencies"]}
EXTRAS = {extra: {_dist(r) for r in reqs} for extra, reqs in PROJECT["optional-dependencies"].items()}
PROVIDERS = {name: {re.sub(r"[-_.]+", "-", d).lower() for d in dists}
             for name, dists in md.packages_distributions().items()}


def _imported(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Import):
        return [a.name.split(".")[0] for a in node.names]
    if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
        return [node.module.split(".")[0]]
    return []


def third_party(names: list[str], local: frozenset[str] | set[str] = frozenset()) -> list[str]:
    return [n for n in names if n not in sys.stdlib_module_names and n != "tricktable" and n not in local
            and n not in TYPING_ONLY]


def every_import(root: pathlib.Path, local: frozenset[str] | set[str] = frozenset()) -> Iterator[tuple[str, str]]:
    """(file, top-level module) of every third-party import under ``root``."""
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            for name in third_party(_imported(node), local):
                yield path.relative_to(ROOT).as_posix(), name


def load_time_imports(tree: ast.Module) -> Iterator[str]:
    """The modules imported when a module loads: at its top level, outside ``if TYPE_CHECKING`` and outside a
    ``try`` that catches ``ImportError`` (an optional import the module can do without)."""
    def walk(body: list[ast.stmt]) -> Iterator[str]:
        for node in body:
            yield from _imported(node)
            if isinstance(node, ast.If) and "TYPE_CHECKING" not in ast.unparse(node.test):
                yield from walk(node.body)
                yield from walk(node.orelse)
            elif isinstance(node, ast.If):
                yield from walk(node.orelse)
            elif isinstance(node, ast.Try) and not any(
                    h.type is not None and "ImportError" in ast.unparse(h.type) for h in node.handlers):
                yield from walk(node.body)
    yield from walk(tree.body)


def provided_by(module: str) -> set[str]:
    dists = PROVIDERS.get(module)
    assert dists, f"no installed distribution provides {module!r} (run scripts/test: it installs every extra)"
    return dists


LOCAL = {p.stem for p in (ROOT / "tests").rglob("*.py")} | {"fakeplugin"}  # tests' helpers, a written plugin
DECLARED = CORE | set().union(*EXTRAS.values())


def test_every_package_the_code_imports_is_declared():
    undeclared = sorted({f"{name} ({path})" for path, name in every_import(SRC) if not provided_by(name) & DECLARED})
    assert not undeclared, f"imported but not declared in pyproject.toml: {undeclared}"


def test_every_package_the_tests_import_is_declared():
    """The tests' own tools (pytest, playwright, click, websockets, ...) are in the ``test`` extra, or are the
    product's own dependencies."""
    undeclared = sorted({f"{name} ({path})" for path, name in every_import(ROOT / "tests", LOCAL)
                         if not provided_by(name) & DECLARED})
    assert not undeclared, f"the tests import packages declared nowhere: {undeclared}"


def test_modules_import_only_the_core_dependencies_when_they_load():
    wrong = []
    for path in sorted(SRC.rglob("*.py")):
        rel = path.relative_to(SRC).as_posix()
        allowed = CORE | (EXTRAS["rl"] if rel.startswith("rl/") else set())
        for name in third_party(list(load_time_imports(ast.parse(path.read_text())))):
            if not provided_by(name) & allowed:
                wrong.append(f"{rel}: {name}")
    assert not wrong, f"imported when the module loads, but not a core dependency: {wrong}"


def test_the_check_sees_pydantic_as_the_web_layer_imports_it():
    """The check would have caught issue 24's bug: pydantic and starlette are imported directly, and without their
    own lines in ``dependencies`` they are declared nowhere."""
    imported = {name for _, name in every_import(SRC)}
    assert {"pydantic", "starlette"} <= imported
    assert "pydantic" in CORE and "starlette" in CORE
    assert not provided_by("pydantic") & (CORE - {"pydantic"} | set().union(*EXTRAS.values()))
