"""The client's static files: every UI string in all five languages, no external URLs, short JS modules."""

from __future__ import annotations

import re
from pathlib import Path

STATIC = Path(__file__).resolve().parents[2] / "src" / "tricktable" / "interfaces" / "web" / "static"


def test_every_ui_string_has_all_five_languages():
    text = (STATIC / "js" / "i18n.js").read_text(encoding="utf-8")
    rows = re.findall(r'^  "([a-z_.A-Z]+)": \[(.*)\],$', text, re.M)
    assert len(rows) > 80
    for key, body in rows:
        values = re.findall(r'"((?:[^"\\]|\\.)*)"', body)
        assert len(values) == 5 and all(values), key


def test_every_key_used_by_the_client_is_translated():
    text = (STATIC / "js" / "i18n.js").read_text(encoding="utf-8")
    keys = set(re.findall(r'^  "([a-z_.A-Z]+)":', text, re.M))
    used = set()
    for f in [*(STATIC / "js").glob("*.js"), STATIC / "index.html"]:
        src = f.read_text(encoding="utf-8")
        used |= set(re.findall(r'\bt\("([a-z_]+\.[a-z_A-Z]+)"', src))
        used |= set(re.findall(r'data-i18n="([^"]+)"', src))
    assert used - keys == set()


def test_no_external_resources_and_short_modules():
    for f in STATIC.rglob("*"):
        if f.is_file():
            src = f.read_text(encoding="utf-8")
            assert not re.search(r'(src|href)="https?://', src), f
            assert "@import url(http" not in src, f
            assert len(src.splitlines()) < 400, f"{f.name} is too long"


def _keys() -> set[str]:
    return set(re.findall(r'^  "([a-z_.A-Z]+)":', (STATIC / "js" / "i18n.js").read_text(encoding="utf-8"), re.M))


def test_every_option_of_every_variant_has_a_plain_name_and_a_line_of_help():
    from tricktable.engine import get_game, variant_keys

    keys = _keys()
    missing = set()
    for variant in variant_keys():
        if variant.startswith("webtest/"):
            continue
        game = get_game(variant)
        for name, spec in game.option_specs().items():
            missing |= {k for k in (f"opt.{name}", f"opt.{name}.help") if k not in keys}
            if spec["nullable"] and f"opt.{name}.none" not in keys:
                missing.add(f"opt.{name}.none")
            for value in spec.get("choices", []):
                if isinstance(value, str) and f"optval.{name}.{value}" not in keys:
                    missing.add(f"optval.{name}.{value}")
    assert not missing, sorted(missing)
