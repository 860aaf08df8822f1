"""Typed options, declared once per family config and checked the same way wherever options come from.

A config is a frozen dataclass whose fields are the options. Its field annotations give each option's type
(``bool``, ``int``, ``int | None``, ``str``); the class data ``CHOICES`` (name → the allowed values) and ``LIMITS``
(name → lowest, highest, step of a number) complete the declaration, which ``Game.option_specs`` also serves to
the settings page. :func:`coerce` reads a value given as JSON or as command-line text into the field's type and
:func:`check_options` validates every scalar field against the declaration. Every family's config uses them, so
the API, ``-o`` on the command line, imported records and resumed games are checked alike. Numbers must be
finite.
"""

from __future__ import annotations

import math
from dataclasses import fields
from typing import Any

from ..messages import Message
from .errors import InvalidConfig

_TRUE = ("true", "on", "yes")
_FALSE = ("false", "off", "no")
_NONE = ("none", "null")
#: the field types this module reads and checks; other fields (tuples of numbers) are the family's to read
SCALAR_TYPES = ("bool", "int", "int | None", "str")


def field_types(config_cls: type) -> dict[str, str]:
    """Each field's annotation as text (``"int | None"``)."""
    return {f.name: f.type if isinstance(f.type, str) else getattr(f.type, "__name__", str(f.type))
            for f in fields(config_cls)}


def coerce(config_cls: type, name: str, value: Any) -> Any:
    """``value`` read as option ``name`` of ``config_cls``: a JSON value of the right type (a whole number may be
    written ``500.0``), or, for a config that declares ``TEXT_FORMS = True``, its text form (``"500"``, ``"on"``,
    ``"none"``). Raises :class:`InvalidConfig` for any other type or a number that is not finite or not whole."""
    kind = field_types(config_cls)[name]
    if kind not in SCALAR_TYPES:
        return value
    text = value.strip().lower() if isinstance(value, str) and getattr(config_cls, "TEXT_FORMS", False) else None
    if kind == "bool":
        if isinstance(value, bool):
            return value
        if text in _TRUE or text in _FALSE:
            return text in _TRUE
        raise InvalidConfig("option-type", name=name, value=repr(value)[:40])
    if kind in ("int", "int | None"):
        if kind == "int | None" and (value is None or text in _NONE):
            return None
        if isinstance(value, float) and not math.isfinite(value):
            raise InvalidConfig("option-finite", name=name)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        if isinstance(value, float) and value.is_integer():
            return int(value)
        if text is not None and text.lstrip("-").isdigit() and len(text) <= 20:
            return int(text)
        raise InvalidConfig("option-int", name=name)
    if not isinstance(value, str):
        raise InvalidConfig("option-type", name=name, value=repr(value)[:40])
    return value.strip()


def check_options(config: Any) -> None:
    """Raise :class:`InvalidConfig` unless every scalar field of ``config`` has its declared type, lies in its
    range and is one of its allowed values."""
    cls = type(config)
    choices = getattr(cls, "CHOICES", {})
    limits = getattr(cls, "LIMITS", {})
    for name, kind in field_types(cls).items():
        if kind not in SCALAR_TYPES:
            continue
        value = getattr(config, name)
        if kind == "int | None" and value is None:
            continue
        if kind == "bool" and not isinstance(value, bool):
            raise InvalidConfig("option-bool", name=name)
        if kind.startswith("int") and (not isinstance(value, int) or isinstance(value, bool)):
            raise InvalidConfig("option-int", name=name)
        if kind == "str" and not isinstance(value, str):
            raise InvalidConfig("option-type", name=name, value=repr(value)[:40])
        if name in limits:
            lo, hi = limits[name][:2]
            if not lo <= value <= hi:
                raise InvalidConfig("option-range", name=name, lo=lo, hi=hi, value=str(value))
        if name in choices and (value not in choices[name] or isinstance(value, bool) != isinstance(
                choices[name][0], bool)):
            raise InvalidConfig("option-choice", name=name, choices=tuple(str(c) for c in choices[name]),
                                value=repr(value)[:40])



def value_message(spec: dict[str, Any], name: str, value: Any) -> Any:
    """An option's value as a person reads it (``spec`` as ``Game.option_specs`` gives it): yes or no, the word of a
    few-valued option's value (``page-optval-<name>-<value>``), the option's "none" (``page-opt-<name>-none``:
    "no limit"), card numbers and counters as text, else the value itself (a number, a house name)."""
    if isinstance(value, bool):
        return Message("option-yes" if value else "option-no", {})
    if value is None:
        return Message(f"page-opt-{name}-none", {})
    kind = spec.get("kind")
    if kind == "choice" and isinstance(value, str):
        return Message(f"page-optval-{name}-{value}", {})
    if kind == "choice" and value == 0:
        return Message(f"page-optval-{name}-none", {})
    if kind == "pairs":
        return ", ".join(f"{n}: {p}" for n, p in value)
    if kind == "numbers":
        return " ".join(str(n) for n in value)
    return value
