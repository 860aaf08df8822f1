"""The client's static files: every UI string in all five languages, no external URLs, short JS modules."""

from __future__ import annotations

import re
from pathlib import Path

STATIC = Path(__file__).resolve().parents[2] / "src" / "tricktable" / "interfaces" / "web" / "static"


def _page_keys(lang: str) -> set[str]:
    """The page's keys (``tab.play``) whose ``page-…`` message the catalog of ``lang`` has."""
    from tricktable.i18n import localizer

    return {mid for mid in localizer(lang).message_ids() if mid.startswith("page-")}


def test_every_ui_string_has_all_five_languages():
    """The page's words are in the Fluent catalogs (locales/*/page.ftl), the same messages in every language."""
    en = _page_keys("en")
    assert len(en) > 80
    for lang in ("ro", "hu", "el", "cs"):
        assert _page_keys(lang) == en, lang


def test_every_key_used_by_the_client_is_translated():
    text = (STATIC / "js" / "i18n.js").read_text(encoding="utf-8")
    keys = set(re.findall(r'^  "([a-z_.A-Z]+)":', text, re.M))  # rows not yet moved into the catalogs
    catalog = _page_keys("en")
    used = set()
    for f in [*(STATIC / "js").glob("*.js"), STATIC / "index.html"]:
        src = f.read_text(encoding="utf-8")
        used |= set(re.findall(r'\bt(?:Seat)?\("([a-z_]+\.[a-z_.A-Z]+)"', src))
        used |= set(re.findall(r'data-i18n="([^"]+)"', src))
    missing = {k for k in used if "page-" + re.sub(r"[^A-Za-z0-9_-]", "-", k) not in catalog} - keys
    assert missing == set()


def test_no_external_resources_and_short_modules():
    for f in STATIC.rglob("*"):
        if f.is_file() and f.suffix != ".png":  # the app's icons are images
            src = f.read_text(encoding="utf-8")
            assert not re.search(r'(src|href)="https?://', src), f
            assert "@import url(http" not in src, f
            assert len(src.splitlines()) < 400, f"{f.name} is too long"


def _keys() -> set[str]:
    """The page keys the catalogs have (``opt.target`` for ``page-opt-target``), as the page's ``t()`` asks."""
    from tricktable.i18n import localizer

    ids = {mid for mid in localizer("en").message_ids() if mid.startswith("page-")}
    return {k for k in _used_or_known_keys() if "page-" + re.sub(r"[^A-Za-z0-9_-]", "-", k) in ids}


def _used_or_known_keys() -> set[str]:
    from tricktable.engine import get_game, variant_keys

    keys = set()
    for variant in variant_keys():
        for name, spec in get_game(variant).option_specs().items():
            keys |= {f"opt.{name}", f"opt.{name}.help", f"opt.{name}.none"}
            keys |= {f"optval.{name}.{v}" for v in spec.get("choices", []) if isinstance(v, str)}
    return keys


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
