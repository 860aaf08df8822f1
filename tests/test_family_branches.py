"""No layer outside a family's own folders tests which family it is handed (issue 24's goal: 0 family branches outside
``games/`` and ``ai/search/families/``, in Python).

Every module of the package is read as a syntax tree and each place that names a family to decide something is
counted: a comparison with a family's name or a variant key (``game.family != "rook"``, ``key in ("rook/…", …)``),
``game.family == NAME`` (a name standing for one),
``.startswith("rook")``, a ``match`` case on one, a table keyed by family names and a lookup in one
(``FAMILY_LEVELS["rook"]``). The places left are listed below, each with why it is not moved yet; a new one fails
the test, and so does one of them gone (then take it off the list)."""

from __future__ import annotations

import ast
import pathlib
from collections import Counter

import pytest

import tricktable
from tricktable.games import FAMILIES

SRC = pathlib.Path(tricktable.__file__).parent
OWN = ("games/", "ai/search/families/")  # the family's own folders

#: module -> (places, why it is still there)
LEFT = {
    "ai/search/player.py": (12, "each family's search budgets per level (FAMILY_LEVELS): to move beside the family's "
                                "search adapter in ai/search/families/"),
    "ai/beliefs/train.py": (1, "the colour permutations used to augment training data are Rook's (its four colours)"),
    "interfaces/bots/bhoos.py": (1, "the Bhoos protocol is Callbreak's own wire format: the one check that a game "
                                    "speaks it (bhoos.check_game)"),
}


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


def test_no_family_branch_outside_the_families_folders_but_the_listed_ones():
    found = _places()
    new = {path: n for path, n in found.items() if path not in LEFT}
    assert not new, f"family branches outside games/ and ai/search/families/: {new} (move that knowledge there)"
    assert {path: n for path, n in found.items()} == {path: n for path, (n, _) in LEFT.items()}, \
        "a listed module changed its count: update LEFT (lower is the goal)"


def test_the_listed_places_total_is_what_the_docs_say():
    """The goal's count, as docs/design.md gives it (0 is the goal)."""
    total = sum(n for n, _ in LEFT.values())
    text = (SRC.parents[1] / "docs" / "design.md").read_text()
    assert f"{total} family branches" in text


@pytest.mark.parametrize("code", [
    'if game.family == "rook": pass',
    'ok = variant in ("callbreak/master", "callbreak/standard")',
    'if key.startswith("shengji"): pass',
    'match fam:\n    case "rook" | "callbreak": pass',
    'BUDGET = {"rook": 1}',
    'b = BUDGET["callbreak"]',
    'if game.family != FAMILY: raise ValueError',
])
def test_the_scan_sees_each_kind_of_branch(code):
    assert family_branches(code)


def test_the_scan_leaves_generic_code_alone():
    assert not family_branches('part = family_part(game, "faces")\nif game.family in FAMILIES: pass\nx = "rooks"')
