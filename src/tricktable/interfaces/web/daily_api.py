"""The daily challenge's routes: today's state for a player (``GET /api/daily``), an attempt (``POST
/api/daily/play``), a day's results, board and replays (``/api/daily/day``, ``/board``, ``/replays``); the
challenge itself is ``daily.DailyHub``."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, HTTPException
from pydantic import BaseModel, Field

from ...i18n import LANGUAGES, Localizer, localizer
from .daily import DailyHub, Refusal
from .live_games import Unavailable
from .saving import read


class PlayBody(BaseModel):
    variant: str = Field(max_length=80)
    name: str = Field(default="", max_length=200)
    key: str | None = Field(default=None, max_length=200)
    lang: str = Field(default="en", max_length=5)


def router(hub: DailyHub) -> APIRouter:
    """The daily challenge's routes (``/api/daily…``) on ``hub``."""
    api = APIRouter()

    def words(lang: str) -> Localizer:
        return localizer(lang if lang in LANGUAGES else "en")

    def refused(e: Refusal, lang: str) -> HTTPException:
        return HTTPException(e.status, words(lang)(e.msg_id, **e.params))

    @api.get("/api/daily")
    async def daily_status(key: str = "", lang: str = "en") -> dict[str, Any]:
        return hub.status(key[:200], lang if lang in LANGUAGES else "en")

    @api.post("/api/daily/play")
    async def daily_play(body: PlayBody) -> dict[str, Any]:
        try:
            return await hub.play(body.variant, body.name, body.key)
        except Refusal as e:
            raise refused(e, body.lang) from None
        except Unavailable as e:
            raise HTTPException(503, words(body.lang).message(e.message)) from None

    # the records' pages only read the store (and the settings): in a thread on PostgreSQL (``saving.read``)
    @api.get("/api/daily/day")
    async def daily_day(day: str, lang: str = "en") -> dict[str, Any]:
        try:
            return await read(hub.store, lambda: hub.day_json(day[:20]))
        except Refusal as e:
            raise refused(e, lang) from None

    @api.get("/api/daily/board")
    async def daily_board(day: str, variant: str, lang: str = "en") -> dict[str, Any]:
        def board() -> dict[str, Any]:
            hub.day_json(day[:20])
            return hub.board(day[:20], variant[:80])

        try:
            return await read(hub.store, board)
        except Refusal as e:
            raise refused(e, lang) from None

    @api.get("/api/daily/replays")
    async def daily_replays(day: str, variant: str, key: str = "", lang: str = "en") -> dict[str, Any]:
        lang = lang if lang in LANGUAGES else "en"
        try:
            return await read(hub.store, lambda: hub.replays(day[:20], variant[:80], key[:200], lang))
        except Refusal as e:
            raise refused(e, lang) from None

    return api
