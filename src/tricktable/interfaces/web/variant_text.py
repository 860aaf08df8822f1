"""What the variant list says, in the player's language: each variant's name and one-line description, its options'
names, one-line explanations and values, and the AI levels' names (``GET /api/variants?lang=``).

The words come from the same catalogs as the rules pages (``variant-*``, ``page-opt-*``, ``page-optval-*``,
``page-level-*``); the page shows them as they come and knows no option's words itself.
"""

from __future__ import annotations

from typing import Any

from ...engine.options import value_message
from ...i18n import Localizer
from ...i18n.names import catalog_or as _or
from ...i18n.names import level_name, variant_name
from ...messages import Message


def _humanized(name: str) -> str:
    text = str(name).replace("_", " ")
    return text[:1].upper() + text[1:]


def value_label(loc: Localizer, game: Any, name: str, value: Any) -> str:
    """What one value of a few-valued option is called: the variant's words, a seat from seat 0, or the number."""
    if name == "first_auction_seat" and isinstance(value, int):
        if value < 0:
            return _or(loc, "page-optval-first_auction_seat-table", str(value))
        return loc("page-seat-" + loc.seats_for(game)[value % 4])
    word = value_message(game.option_specs().get(name, {}), name, value)
    if isinstance(word, Message):
        return _or(loc, word.id, _humanized(str(value)))
    return loc.number(word) if isinstance(word, (int, float)) else str(word)


def option_labels(loc: Localizer, game: Any) -> dict[str, dict[str, Any]]:
    """Each option's ``name``, ``help``, the ``values`` of a few-valued one (in the order of its choices) and the
    word for its ``none`` where it may be switched off."""
    specs = game.option_specs()
    out: dict[str, dict[str, Any]] = {}
    for name in game.options():
        spec = specs.get(name, {})
        entry: dict[str, Any] = {"name": _or(loc, f"page-opt-{name}", _humanized(name)),
                                 "help": _or(loc, f"page-opt-{name}-help", ""),
                                 "values": [value_label(loc, game, name, c) for c in spec.get("choices", [])]}
        if spec.get("nullable"):
            entry["none"] = _or(loc, f"page-opt-{name}-none", "—")
        out[name] = entry
    return out


def level_names(loc: Localizer, kinds: list[str]) -> dict[str, str]:
    """The AI levels by name ("könnyű", "közepes"); a kind the catalogs do not know keeps its own name."""
    return {k: level_name(loc, k) for k in kinds}


def variant_text(loc: Localizer, game: Any) -> dict[str, Any]:
    """The words of one variant's entry: ``name``, ``description`` and the options' ``labels``."""
    return {"name": variant_name(loc, game.key), "description": loc.description(game),
            "labels": option_labels(loc, game)}
