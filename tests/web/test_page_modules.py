"""The page's modules as docs/page.md lays them out: one module entry, every file reached from it by its imports,
no import cycle, the table's modules free of the places a table is played in, and the debugging handle read by no
module."""

from __future__ import annotations

import re
from pathlib import Path

STATIC = Path(__file__).resolve().parents[2] / "src" / "tricktable" / "interfaces" / "web" / "static"
JS = STATIC / "js"
IMPORT = re.compile(r'^import \{[^}]*\} from "\./([\w.]+)";$', re.M)
TABLE_SIDE = ["table.js", "seats.js", "trick.js", "controls.js", "score.js", "summary.js", "alerts.js"]
HOSTS = {"room.js", "roompanel.js", "friends.js", "daily.js", "games.js", "app.js", "main.js"}


def imports() -> dict[str, set[str]]:
    return {f.name: set(IMPORT.findall(f.read_text(encoding="utf-8"))) for f in JS.glob("*.js")}


def reached(graph: dict[str, set[str]], start: str) -> set[str]:
    seen, todo = set(), [start]
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo.extend(graph.get(name, ()))
    return seen


def test_the_page_loads_one_module_and_the_catalogs():
    html = (STATIC / "index.html").read_text(encoding="utf-8")
    assert re.findall(r"<script[^>]*>", html) == ['<script src="/catalog.js">',
                                                   '<script type="module" src="/static/js/main.js">']


def test_every_module_is_reached_from_main_and_imports_only_modules_that_exist():
    graph = imports()
    assert all(dep in graph for deps in graph.values() for dep in deps)
    assert reached(graph, "main.js") == set(graph)


def test_the_import_graph_has_no_cycle():
    graph = imports()
    cyclic = [name for name in graph if any(name in reached(graph, dep) for dep in graph[name])]
    assert cyclic == []


def test_the_tables_modules_import_none_of_the_places_a_table_is_played_in():
    graph = imports()
    for name in TABLE_SIDE:
        assert not reached(graph, name) & HOSTS, name


def test_only_main_names_the_debugging_handle_and_no_module_shares_a_global():
    for f in JS.glob("*.js"):
        src = f.read_text(encoding="utf-8")
        if f.name != "main.js":
            assert "tricktable." not in re.sub(r"//[^\n]*", "", src).replace('"tricktable.', ""), f.name
            assert not re.search(r"\b(window|globalThis|self)\.\w+\s*=[^=]", src), f.name  # no name set on the window
