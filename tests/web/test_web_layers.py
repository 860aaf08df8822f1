"""Which modules of the web app may import the web framework (issue 24: services without Starlette imports).

``lint-imports`` enforces the contract "The web services never import the web framework" (``pyproject.toml``),
indirect imports included. These tests keep that contract whole: every module of ``interfaces.web`` is either one
of the framework's edges named below (routers, the socket transport, refusals, ``create_app``) or a service named
in the contract, and the edges are exactly the modules that import the framework themselves.
"""

from __future__ import annotations

import ast
import pkgutil
import tomllib
from pathlib import Path

import tricktable.interfaces.web as web

ROOT = Path(__file__).resolve().parents[2]
FRAMEWORK = {"fastapi", "starlette", "uvicorn"}
CONTRACT = "The web services never import the web framework"
#: the modules that speak HTTP or websockets: the routers, the socket transport, refusals, create_app
EDGES = {"__init__", "app", "cluster", "daily_api", "games_api", "pages", "profile_api", "refusals", "room_api",
         "variants_api", "ws"}


def _modules() -> set[str]:
    return {m.name for m in pkgutil.iter_modules(web.__path__)} | {"__init__"}


def _imports_framework(name: str) -> bool:
    tree = ast.parse((Path(web.__path__[0]) / f"{name}.py").read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots = {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots = {node.module.split(".")[0]}
        else:
            continue
        if roots & FRAMEWORK:
            return True
    return False


def _contract() -> dict:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    contracts = config["tool"]["importlinter"]["contracts"]
    return next(c for c in contracts if c["name"] == CONTRACT)


def test_the_framework_is_imported_only_by_the_routers_and_the_socket_transport():
    importers = {name for name in _modules() if _imports_framework(name)}
    assert importers == EDGES - {"__init__"}, "a service imports the web framework, or an edge no longer does"


def test_every_other_web_module_is_held_by_the_services_contract():
    contract = _contract()
    assert set(contract["forbidden_modules"]) == FRAMEWORK
    services = {m.removeprefix("tricktable.interfaces.web.") for m in contract["source_modules"]}
    assert services == _modules() - EDGES, "name a new web module in the contract (a service) or in EDGES"
