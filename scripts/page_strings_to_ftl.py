#!/usr/bin/env python3
"""Move the page's five-column string rows (``STRINGS`` in static/js/i18n.js) into the Fluent catalogs.

Each row ``"tab.play": ["Play", "Joc", "Játék", "Παιχνίδι", "Hra"]`` becomes the message ``page-tab-play`` in
``locales/<lang>/page.ftl`` (``{name}`` placeholders become ``{ $name }``) and leaves i18n.js, whose ``t(key)``
reads the catalogs. Run it after merging page changes that added rows: it moves whatever rows are left, and a
test fails while any row is left. A message already in the catalogs is kept (the catalogs are the source: edit
page.ftl to change a text, or add plural forms), unless ``--replace`` is given.

    python scripts/page_strings_to_ftl.py [--check] [--replace]
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
I18N_JS = ROOT / "src/tricktable/interfaces/web/static/js/i18n.js"
LOCALES = ROOT / "src/tricktable/i18n/locales"
LANGS = ("en", "ro", "hu", "el", "cs")
_BLOCK = re.compile(r"(const STRINGS = \{\n)(.*?)(\n?\};)", re.S)
_ROW = re.compile(r'^\s*"([^"]+)":\s*(\[.*\]),?\s*$')


def message_id(key: str) -> str:
    """``"tab.play"`` → ``"page-tab-play"`` (the id the page's ``t()`` looks up)."""
    return "page-" + re.sub(r"[^A-Za-z0-9_-]", "-", key)


def ftl_value(text: str) -> str:
    """A row's text as a Fluent pattern: ``{name}`` → ``{ $name }``, other braces escaped, edges kept."""
    parts = re.split(r"(\{[A-Za-z_][A-Za-z0-9_]*\})", text)
    out = []
    for p in parts:
        if re.fullmatch(r"\{[A-Za-z_][A-Za-z0-9_]*\}", p):
            out.append("{ $" + p[1:-1] + " }")
        else:
            out.append(p.replace("{", '{ "{" }').replace("}", '{ "}" }'))
    value = "".join(out)
    if not value.strip():
        return '{ "" }'
    if value[0] in " [*." or value[-1] == " ":
        value = '{ "" }' + value + ('{ "" }' if value[-1] == " " else "")
    return value


def read_rows(js: str) -> tuple[list[tuple[str, list[str]]], re.Match]:
    m = _BLOCK.search(js)
    if m is None:
        raise SystemExit(f"{I18N_JS}: no 'const STRINGS = {{ ... }};' block")
    rows = []
    for line in m.group(2).splitlines():
        if not line.strip() or line.strip().startswith("//"):
            continue
        r = _ROW.match(line)
        if r is None:
            raise SystemExit(f"cannot read the row: {line[:100]}")
        texts = json.loads(r.group(2))
        if len(texts) != len(LANGS):
            raise SystemExit(f"{r.group(1)}: {len(texts)} columns, not {len(LANGS)}")
        rows.append((r.group(1), texts))
    return rows, m


def write_catalogs(rows: list[tuple[str, list[str]]], replace: bool = False) -> None:
    for i, lang in enumerate(LANGS):
        path = LOCALES / lang / "page.ftl"
        text = path.read_text(encoding="utf-8") if path.exists() else (
            "### The browser page's own words (tab names, buttons, labels), looked up by static/js/i18n.js t(key).\n\n")
        for key, texts in rows:
            mid = message_id(key)
            entry = f"{mid} = {ftl_value(texts[i] or texts[0])}\n"
            pattern = re.compile(rf"^{re.escape(mid)} =.*\n(?:[ \t]+.*\n)*", re.M)
            if not pattern.search(text):
                text += entry
            elif replace:
                text = pattern.sub(lambda _m, e=entry: e, text)
        path.write_text(text, encoding="utf-8")


def main(argv: list[str]) -> int:
    js = I18N_JS.read_text(encoding="utf-8")
    rows, m = read_rows(js)
    if "--check" in argv:
        if rows:
            print(f"{len(rows)} rows left in {I18N_JS.name}: run scripts/page_strings_to_ftl.py", file=sys.stderr)
            return 1
        return 0
    if not rows:
        print("nothing to move")
        return 0
    write_catalogs(rows, replace="--replace" in argv)
    I18N_JS.write_text(js[: m.start()] + "const STRINGS = {\n};" + js[m.end():], encoding="utf-8")
    print(f"moved {len(rows)} rows into {LOCALES}/*/page.ftl")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
