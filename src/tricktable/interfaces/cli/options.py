"""Reading ``--option name=value`` house rules from the command line."""

from __future__ import annotations

import json
from typing import Any

import typer


def parse_options(pairs: list[str]) -> dict[str, Any]:
    """``["target=500", "bird_rank=low"]`` → ``{"target": 500, "bird_rank": "low"}`` (values read as JSON if they can be)."""
    out: dict[str, Any] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise typer.BadParameter(f"'{pair}': write options as name=value, e.g. target=500")
        try:
            out[name.strip()] = json.loads(value)
        except json.JSONDecodeError:
            out[name.strip()] = value.strip()
    return out
