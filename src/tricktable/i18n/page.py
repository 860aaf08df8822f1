"""The catalogs for the browser page: the same FTL files, parsed here and sent as JSON for the page's resolver
(``static/js/i18n.js``), which writes them with ``Intl.PluralRules``, ``Intl.NumberFormat`` and ``Intl.ListFormat``.

A pattern becomes a list of parts: a string, ``{"v": name}`` (a variable), ``{"n": number}``, ``{"m": id}`` (a
message reference), ``{"f": NAME, "a": [parts], "o": {option: value}}`` (a function call) or
``{"s": selector, "k": [[key, pattern], ...], "d": index of the default}`` (a select expression; a key is a
number or a name).
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from .localizer import LANGUAGES, catalog_files


def _expr(node: Any) -> Any:
    from fluent.syntax import ast

    if isinstance(node, ast.Placeable):
        return _expr(node.expression)
    if isinstance(node, ast.StringLiteral):
        return node.parse()["value"]
    if isinstance(node, ast.NumberLiteral):
        return {"n": float(node.value) if "." in node.value else int(node.value)}
    if isinstance(node, ast.VariableReference):
        return {"v": node.id.name}
    if isinstance(node, ast.MessageReference):
        return {"m": node.id.name}
    if isinstance(node, ast.FunctionReference):
        return {"f": node.id.name, "a": [_expr(a) for a in node.arguments.positional],
                "o": {n.name.name: _expr(n.value) for n in node.arguments.named}}
    if isinstance(node, ast.SelectExpression):
        keys, default = [], 0
        for i, v in enumerate(node.variants):
            key = v.key.name if isinstance(v.key, ast.Identifier) else (
                float(v.key.value) if "." in v.key.value else int(v.key.value))
            keys.append([key, _pattern(v.value)])
            if v.default:
                default = i
        return {"s": _expr(node.selector), "k": keys, "d": default}
    raise ValueError(f"unsupported FTL expression {type(node).__name__}")


def _pattern(pattern: Any) -> list[Any]:
    from fluent.syntax import ast

    out: list[Any] = []
    for el in pattern.elements:
        part = el.value if isinstance(el, ast.TextElement) else _expr(el)
        if isinstance(part, str) and out and isinstance(out[-1], str):
            out[-1] += part
        else:
            out.append(part)
    return out


@cache
def page_catalog(lang: str) -> dict[str, list[Any]]:
    """Every message of ``lang`` as JSON patterns (messages missing in ``lang`` come from English)."""
    from fluent.syntax import FluentParser, ast

    out: dict[str, list[Any]] = {} if lang == "en" else dict(page_catalog("en"))
    for path in catalog_files(lang):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                out[entry.id.name] = _pattern(entry.value)
    return out


@cache
def catalog_script() -> str:
    """``const CATALOG = {lang: {id: pattern}}``: the script the page loads before ``i18n.js``."""
    data = {lang: page_catalog(lang) for lang in LANGUAGES}
    return "// Generated from src/tricktable/i18n/locales/*/*.ftl (tricktable.i18n.page).\n" \
           f"const CATALOG = {json.dumps(data, ensure_ascii=False, separators=(',', ':'))};\n"
