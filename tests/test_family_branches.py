"""No layer outside a family's own folders tests which family it is handed (issue 24's goal: 0 family branches outside
``games/`` and ``ai/search/families/``, in Python).

Every module of the package is read as a syntax tree and each place that names a family to decide something is
counted: a comparison with a family's name or a variant key (``game.family != "rook"``, ``key in ("rook/…", …)``),
``game.family == NAME`` (a name standing for one),
``.startswith("rook")``, a ``match`` case on one, a table keyed by family names and a lookup in one
(``LEVELS["rook"]``). There are none left (the last ones moved in issue 24: each family's search budgets to its search
adapter's ``levels``, Rook's colour permutations and the Bhoos protocol's family to the family's ``faces``); a new one
fails the test."""

from __future__ import annotations

import ast
import pathlib
from collections import Counter

import pytest

import tricktable
from tricktable.games import FAMILIES

SRC = pathlib.Path(tricktable.__file__).parent
OWN = ("games/", "ai/search/families/")  # the family's own folders

def _names_a_family(node: ast.AST | None) -> bool:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value in FAMILIES or any(node.value.startswith(f"{f}/") for f in FAMILIES)
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return any(_names_a_family(e) for e in node.elts)
    if isinstance(node, ast.MatchValue):
        return _names_a_family(node.value)
    if isinstance(node, ast.MatchOr):
        return any(_names_a_family(p) for p in node.patterns)
    return False


def family_branches(source: str) -> list[tuple[int, str]]:
    """(line, kind) of every place in ``source`` that decides something by a family's name."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare) and any(map(_names_a_family, [node.left, *node.comparators])):
            found.append((node.lineno, "comparison"))
        elif isinstance(node, ast.Compare) and any(isinstance(op, (ast.Eq, ast.NotEq)) for op in node.ops) and any(
                isinstance(side, ast.Attribute) and side.attr == "family" for side in [node.left, *node.comparators]):
            found.append((node.lineno, "comparison of .family"))  # with a name standing for a family
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr in ("startswith", "endswith") and any(map(_names_a_family, node.args))):
            found.append((node.lineno, node.func.attr))
        elif isinstance(node, ast.match_case) and _names_a_family(node.pattern):
            found.append((node.pattern.lineno, "match case"))
        elif isinstance(node, ast.Dict) and any(map(_names_a_family, node.keys)):
            found.append((node.lineno, "table keyed by family"))
        elif isinstance(node, ast.Subscript) and _names_a_family(node.slice):
            found.append((node.lineno, "lookup by family"))
    return found


def _places() -> Counter[str]:
    places: Counter[str] = Counter()
    for path in sorted(SRC.rglob("*.py")):
        rel = path.relative_to(SRC).as_posix()
        if not rel.startswith(OWN):
            places[rel] += len(family_branches(path.read_text()))
    return +places


def test_no_family_branch_outside_the_families_folders():
    found = _places()
    assert not found, f"family branches outside games/ and ai/search/families/: {dict(found)} (move that knowledge there)"


def test_the_count_is_what_the_docs_say():
    """The goal's count, as docs/design.md gives it (0: the goal is met)."""
    text = (SRC.parents[1] / "docs" / "design.md").read_text()
    assert f"{sum(_places().values())} family branches" in text


@pytest.mark.parametrize("code", [
    'if game.family == "rook": pass',
    'ok = variant in ("callbreak/master", "callbreak/standard")',
    'if key.startswith("shengji"): pass',
    'match fam:\n    case "rook" | "callbreak": pass',
    'BUDGET = {"rook": 1}',
    'b = BUDGET["callbreak"]',
    'LEVELS = {"rook": {"normal": 1}}\nb = LEVELS["rook"]["normal"]',
    'if enc.game.family != "rook": raise ValueError',
    'if game.family != FAMILY:\n    pass',
    'if game.family != FAMILY: raise ValueError',
])
def test_the_scan_sees_each_kind_of_branch(code):
    assert family_branches(code)


def test_the_scan_leaves_generic_code_alone():
    assert not family_branches('part = family_part(game, "faces")\nif game.family in FAMILIES: pass\nx = "rooks"')
