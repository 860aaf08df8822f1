"""The page's resolver (static/js/i18n.js, an ES module, run in Node) writes every message of every language exactly as
fluent.runtime does, from the same FTL files (served to the page as CATALOG by /catalog.js)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from test_catalogs import SAMPLES, _arg_sets, catalog  # the same sample arguments as the catalog tests

from tricktable.cards import parse_cards
from tricktable.i18n import LANGUAGES, localizer
from tricktable.i18n.localizer import short_card, side_key
from tricktable.i18n.page import catalog_script
from tricktable.messages import Cards, Message, Seat, Side

I18N_JS = Path(__file__).resolve().parents[2] / "src/tricktable/interfaces/web/static/js/i18n.js"
NODE = shutil.which("node")
SEATS = ("you", "left", "partner", "right")

# the catalogs as the page gets them (a classic script declaring CATALOG, read by the module as a global), then the
# module itself (copied as .mjs: Node reads it as an ES module whatever its version's detection)
RUNNER = r"""
const fs = require("fs");
const vm = require("vm");
const { pathToFileURL } = require("url");
const ctx = {};
vm.createContext(ctx);
vm.runInContext(fs.readFileSync(process.argv[2], "utf8") + "\nthis.CATALOG = CATALOG;", ctx);
globalThis.CATALOG = ctx.CATALOG;
import(pathToFileURL(process.argv[3]).href).then(({ Fluent }) => {
  const cases = JSON.parse(fs.readFileSync(process.argv[4], "utf8"));
  const out = cases.map(([lang, id, args]) => Fluent.format(lang, id, args));
  fs.writeFileSync(process.argv[5], JSON.stringify(out));
});
"""


def _for_js(value, seats):
    if isinstance(value, Seat):
        return seats[value.seat] if seats else f"seat{value.seat}"
    if isinstance(value, Side):
        return side_key(value, seats)
    if isinstance(value, Cards):
        return {"cards": [short_card(c, value.bird) for c in value.ids], "bird": value.bird}
    if isinstance(value, Message):  # a nested message, as the server sends it
        return {"id": value.id, "params": {k: _for_js(v, seats) for k, v in value.params.items()}}
    if isinstance(value, (list, tuple)):
        return [_for_js(v, seats) for v in value]
    return value


@pytest.mark.skipif(NODE is None, reason="node is not installed")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_page_resolver_writes_every_message_as_fluent_runtime_does(lang, tmp_path):
    loc = localizer(lang)
    cases, expected = [], []
    for mid, refs in catalog(lang).items():
        for args in _arg_sets(refs.variables):
            for seats in (None, SEATS):
                expected.append(loc.format(mid, args, seats=seats))
                cases.append([lang, mid, {k: _for_js(v, seats) for k, v in args.items()}])
    (tmp_path / "catalog.js").write_text(catalog_script(), encoding="utf-8")
    (tmp_path / "cases.json").write_text(json.dumps(cases, ensure_ascii=False), encoding="utf-8")
    (tmp_path / "run.js").write_text(RUNNER, encoding="utf-8")
    (tmp_path / "i18n.mjs").write_text(I18N_JS.read_text(encoding="utf-8"), encoding="utf-8")
    subprocess.run([NODE, str(tmp_path / "run.js"), str(tmp_path / "catalog.js"), str(tmp_path / "i18n.mjs"),
                    str(tmp_path / "cases.json"), str(tmp_path / "out.json")], check=True, timeout=120)
    got = json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))
    diff = [(c[1], c[2], e, g) for c, e, g in zip(cases, expected, got, strict=True) if e != g]
    assert len(cases) > 300
    assert not diff, f"{len(diff)} of {len(cases)} differ, e.g. {diff[:3]}"


def test_no_page_string_is_left_outside_the_catalogs():
    """Rows added to i18n.js's STRINGS table are moved into locales/*/page.ftl by the script."""
    out = subprocess.run([sys.executable, str(I18N_JS.parents[5].parent / "scripts/page_strings_to_ftl.py"), "--check"],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr


def test_card_samples_are_cards():
    assert SAMPLES["cards"][0].ids == parse_cards("G14 R5")
