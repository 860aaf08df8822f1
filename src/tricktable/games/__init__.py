"""Game families. :func:`register_families` registers every family's variants (each through its
``register_variants``); the engine's registry calls it from the entry-point group ``tricktable.variants``
(``pyproject.toml``) the first time a variant is asked for."""

from __future__ import annotations

from importlib import import_module
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..engine import Game

#: the families this package holds, in the order they register (the first one's default is the page's default)
FAMILIES = ("rook", "callbreak", "shengji")


def register_families() -> None:
    """Register the variants of every family of :data:`FAMILIES` (the entry point ``games`` of
    ``tricktable.variants``), in that order."""
    for family in FAMILIES:
        import_module(f"{__name__}.{family}").register_variants()


def family_part(game: Game[Any, Any, Any], part: str, default: ModuleType | None = None) -> ModuleType:
    """The module ``part`` of ``game``'s family (``games/<family>/<part>.py``): where a family keeps what the layers
    above it read of it, so that they hold no family branches (``rl``: its RL action blocks and observation,
    ``faces``: its review threshold and what a hand's result means for each seat). A family without that module
    (one registered from outside ``games/``) gets ``default``, or ``ModuleNotFoundError`` when there is none."""
    name = f"{__name__}.{game.family}.{part}"
    try:
        return import_module(name)
    except ModuleNotFoundError as e:
        if default is None or e.name not in (name, f"{__name__}.{game.family}"):
            raise  # a module the family part itself imports is missing: not a family without the part
        return default
