"""The variant registry: keys ``family/variant`` mapped to factories that build a :class:`Game` from options.

The registry fills from the entry-point group ``tricktable.variants`` (:mod:`.plugins`), completely, the first time
anything asks: each entry point is a family's function that registers its presets (``register_variants``), so every
process sees every family whatever it imported. Options given at lookup override a preset's defaults and are
validated then (bad combinations raise :class:`InvalidConfig`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .errors import UnknownVariant
from .game import Game
from .plugins import PluginGroup


@dataclass(frozen=True)
class VariantInfo:
    key: str
    description: str
    factory: Callable[[Mapping[str, Any]], Game[Any, Any, Any]]


_REGISTRY: dict[str, VariantInfo] = {}
#: family -> the key of its default variant (what a bare family name picks), as the family registered it
_DEFAULTS: dict[str, str] = {}


def register(key: str, description: str, factory: Callable[[Mapping[str, Any]], Game[Any, Any, Any]], default: bool = False) -> None:
    """Register a variant under ``family/variant``; ``default``: the variant a bare family name picks."""
    if "/" not in key:
        raise ValueError(f"variant keys are 'family/variant', not {key!r}")
    _REGISTRY[key] = VariantInfo(key, description, factory)
    if default:
        _DEFAULTS[key.split("/", 1)[0]] = key


#: the families' registration functions (``pyproject.toml``; other packages may add their own)
VARIANT_PLUGINS = PluginGroup("tricktable.variants")


def _ensure_loaded() -> None:
    VARIANT_PLUGINS.load_all()


def variants() -> list[VariantInfo]:
    """Every registered variant, sorted by key."""
    _ensure_loaded()
    return [_REGISTRY[k] for k in sorted(_REGISTRY)]


def variant_keys() -> list[str]:
    return [v.key for v in variants()]


def default_variant() -> str:
    """The variant offered first (a new player's, the page's): the default variant of the first family registered,
    else the first variant by key."""
    _ensure_loaded()
    first = next(iter(_DEFAULTS.values()), None)
    return first if first is not None and first in _REGISTRY else min(_REGISTRY)


def get_game(key: str, options: Mapping[str, Any] | None = None) -> Game[Any, Any, Any]:
    """The game for ``key`` (a bare family name picks its default variant) with ``options`` applied."""
    _ensure_loaded()
    if key not in _REGISTRY:
        if key in _DEFAULTS and _DEFAULTS[key] in _REGISTRY:
            key = _DEFAULTS[key]
        else:
            raise UnknownVariant("variant-unknown", key=key, known=sorted(_REGISTRY))
    return _REGISTRY[key].factory(dict(options or {}))
