"""The repository stands on its own: its text points at nothing outside it.

A user who clones the project has no ``../shared/`` beside it, so no tracked file outside ``tests/`` may mention it,
and every relative link in README.md and the Markdown under docs/ must lead to a file in the repository (and, for a
link into a Markdown file with ``#anchor``, to one of its headings).
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
OUTSIDE = b"../shared"
_SKIP_DIRS = {"node_modules", "__pycache__", "build", "dist"}


def tracked_files() -> list[Path]:
    """The repository's files: ``git ls-files`` in a clone, else every file not in a hidden or build directory."""
    try:
        out = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
        names = [n for n in out.decode().split("\0") if n]
    except (OSError, subprocess.CalledProcessError):
        names = [str(p.relative_to(ROOT)) for p in ROOT.rglob("*") if p.is_file() and not any(
            part.startswith(".") or part in _SKIP_DIRS or part.endswith(".egg-info")
            for part in p.relative_to(ROOT).parts[:-1])]
    return [ROOT / n for n in names if (ROOT / n).is_file()]


def markdown_docs() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


_FENCE = re.compile(r"^(```|~~~).*?^\1", re.S | re.M)
_CODE = re.compile(r"`[^`\n]*`")
_LINK = re.compile(r"!?\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")


def relative_links(text: str) -> list[str]:
    """The targets of the Markdown links in ``text`` that point inside the repository (no scheme, not only
    ``#anchor``), outside code blocks and code spans."""
    text = _CODE.sub("", _FENCE.sub("", text))
    return [t for t in _LINK.findall(text) if not re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", t) and not t.startswith("#")]


def heading_anchors(text: str) -> set[str]:
    """GitHub's anchors for the headings of a Markdown text: lower case, punctuation dropped, spaces to hyphens."""
    out: set[str] = set()
    for line in _FENCE.sub("", text).splitlines():
        m = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
        if m:
            slug = re.sub(r"[^\w\- ]", "", m.group(1).lower()).replace(" ", "-")
            out.add(slug)
    return out


def broken_links(doc: Path, root: Path = ROOT) -> list[str]:
    """The relative links of ``doc`` that lead to no file (or heading) under ``root``."""
    bad = []
    for target in relative_links(doc.read_text(encoding="utf-8")):
        path, _, anchor = target.partition("#")
        dest = (doc.parent / path).resolve()
        missing = not dest.is_relative_to(root.resolve()) or not dest.exists()
        if missing or (anchor and dest.suffix == ".md"
                       and anchor not in heading_anchors(dest.read_text(encoding="utf-8"))):
            bad.append(target)
    return bad


def test_no_file_outside_tests_points_at_the_shared_notes_beside_the_repository():
    files = tracked_files()
    assert ROOT / "README.md" in files
    offenders = [str(p.relative_to(ROOT)) for p in files
                 if p.relative_to(ROOT).parts[0] != "tests" and OUTSIDE in p.read_bytes()]
    assert offenders == [], f"these mention {OUTSIDE.decode()}, which a clone does not have: {offenders}"


@pytest.mark.parametrize("doc", markdown_docs(), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_in_the_docs_resolves_inside_the_repository(doc: Path):
    assert broken_links(doc) == []


def test_the_rules_and_design_notes_are_in_the_repository_and_linked_from_the_readme():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for name in ("docs/rules/rook.md", "docs/rules/callbreak.md", "docs/rules/shengji.md", "docs/design.md"):
        assert (ROOT / name).is_file(), name
        assert f"]({name})" in readme, f"README.md does not link {name}"


def test_the_link_checker_finds_a_broken_link_an_outside_link_and_a_broken_anchor(tmp_path: Path):
    (tmp_path / "repo" / "docs" / "rules").mkdir(parents=True)
    (tmp_path / "repo" / "docs" / "rules" / "rook.md").write_text("# Rook\n## The presets\n", encoding="utf-8")
    (tmp_path / "shared.md").write_text("outside", encoding="utf-8")
    doc = tmp_path / "repo" / "docs" / "page.md"
    doc.write_text("[a](rules/rook.md#the-presets) [b](no-such-file.md) [c](rules/rook.md#no-such-heading) "
                   "[d](../../shared.md) [e](https://x.org/y) [f](#local) `[g](z)`\n```\n[h](y)\n```\n",
                   encoding="utf-8")
    assert broken_links(doc, tmp_path / "repo") == ["no-such-file.md", "rules/rook.md#no-such-heading",
                                                     "../../shared.md"]
