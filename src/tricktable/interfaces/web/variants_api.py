"""The variants a table may play, with their options and words, the players offered, and a variant's rules as
text: ``/api/variants``, ``/api/rules``."""

from __future__ import annotations

import json
from typing import Any

from fastapi import APIRouter, Query
from fastapi.responses import JSONResponse

from ...ai import table_kinds  # the AI players a person may sit with (each kind says whether a table offers it)
from ...engine import RuleError, default_variant, get_game, variants
from ...games.faces import display_json
from ...i18n import LANGUAGES, localizer
from .bots import BotAllowList
from .refusals import known, refusal
from .variant_text import level_names, variant_text


def router(bots: BotAllowList) -> APIRouter:
    """The routes; ``bots``: the external bots the server was started with (offered beside the AI levels)."""
    api = APIRouter()

    @api.get("/api/variants")
    async def list_variants(lang: str = "en") -> dict[str, Any]:
        """Every variant with its options (values, types, ranges) and their words in ``lang``, and the AI levels."""
        loc = localizer(lang if lang in LANGUAGES else "en")
        out = []
        for info in variants():
            try:
                g = get_game(info.key)
            except Exception:  # noqa: BLE001
                continue
            out.append({"key": info.key, **variant_text(loc, g), "family": g.family,
                        "scoring_unit": g.scoring_unit, "display": display_json(g),
                        "options": json.loads(json.dumps(g.options(), default=str)),
                        "choices": g.option_choices(), "specs": json.loads(json.dumps(g.option_specs())),
                        "direction": g.direction, "open_ended": g.open_ended})
        players = table_kinds()
        return {"variants": out, "default": default_variant(), "players": players,
                "levels": level_names(loc, players), "bots": bots.offered()}

    @api.get("/api/rules", response_model=None)
    async def rules(variant: str = Query(max_length=80), options: str = Query("{}", max_length=4000),
                    lang: str = "en") -> dict[str, Any] | JSONResponse:
        try:
            chosen = json.loads(options)
        except ValueError:
            return refusal(400, lang, "http-options-not-json")
        if not isinstance(chosen, dict):
            return refusal(400, lang, "room-settings-invalid")
        try:
            return {"markdown": localizer(known(lang)).rules_markdown(get_game(variant, chosen))}
        except RuleError as e:
            return refusal(400, lang, e.msg_id, **e.params)
        except (ValueError, TypeError):
            return refusal(400, lang, "room-settings-invalid")

    return api
