"""The names people read for things the code knows by key: a variant ("CrowsNest Rook", "Verseny-Rook") and an AI
level ("könnyű", "közepes"), in one language, for the page and the terminal alike. A key the catalogs do not know
keeps its own name (a trained policy ``policy:PATH``, a test variant)."""

from __future__ import annotations

from .localizer import Localizer, localizer


def catalog_or(loc: Localizer, msg_id: str, fallback: str) -> str:
    """``msg_id`` in ``loc``'s language if a catalog has it (in that language or in English), else ``fallback``."""
    return loc(msg_id) if loc.has(msg_id) or loc.lang != "en" and localizer("en").has(msg_id) else fallback


def variant_name(loc: Localizer, key: str) -> str:
    """The variant's short name ("CrowsNest Rook", "Verseny-Rook"), or its key."""
    family, _, name = key.partition("/")
    return catalog_or(loc, f"page-variant-{family}-{name.replace('-', '_')}", key)


def level_name(loc: Localizer, kind: str) -> str:
    """An AI level's name ("könnyű", "közepes"), or the kind as given."""
    return catalog_or(loc, f"page-level-{kind}", kind)
