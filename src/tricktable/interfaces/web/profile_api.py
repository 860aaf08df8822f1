"""Profiles on the web (``table.profile``): ``POST /api/profile`` makes one and gives its personal code once;
``/api/profile/open`` (the code: the profile, never the code), ``/api/profile/save`` (the code and the profile as
this browser has it: kept, its games merged with those kept, the result returned) and ``/api/profile/revoke`` (the
code: a new code, the old one stops working). Every request that carries a code is rate-limited per address, and
a wrong code is told apart from nothing else (``profile-unknown``, 404). Codes travel only in request bodies (never
in an address the server logs); the page's personal link carries it after ``#``, which browsers never send."""

from __future__ import annotations

import secrets
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field

from ...storage import Store, StoreUnavailable
from ...storage.profiles import ProfileRecords
from ...table.profile import MAX_GAMES, clean, code_hash, merged, new_code
from ...table.room import RoomError
from .ratelimit import HostRateLimit
from .refusals import refusal, store_refusal
from .saving import kept, read


class HeldKey(BaseModel):
    id: str = Field(max_length=100)
    token: str = Field(max_length=200)


class ProfileBody(BaseModel):
    """A profile as the page has it (its code, except when making one)."""

    model_config = ConfigDict(strict=True)
    code: str | None = Field(default=None, max_length=80)
    name: str = Field(max_length=200)
    avatar: str = Field(max_length=60)
    games: list[HeldKey] = Field(default_factory=list, max_length=2 * MAX_GAMES)
    lang: str = Field(default="en", max_length=5)


class CodeBody(BaseModel):
    model_config = ConfigDict(strict=True)
    code: str = Field(max_length=80)
    lang: str = Field(default="en", max_length=5)


def install(app: FastAPI, store: Store, patience: float, code_rate: tuple[float, float] = (0.2, 10.0),
            new_rate: tuple[float, float] = (0.05, 5.0)) -> None:
    """Add the profile routes to ``app``: ``code_rate`` bounds the requests carrying a code per address (so codes
    cannot be guessed), ``new_rate`` the new profiles."""
    records = ProfileRecords(store)
    attempts, makers = HostRateLimit(*code_rate), HostRateLimit(*new_rate)

    def shown(found: dict[str, Any]) -> dict[str, Any]:
        return {"name": found["name"], "avatar": found["avatar"], "games": found["games"]}

    def checked(body: ProfileBody) -> tuple[str, str, list[dict[str, str]]]:
        return clean(body.name, body.avatar, [g.model_dump() for g in body.games])

    @app.post("/api/profile", response_model=None)
    async def make(body: ProfileBody, request: Request) -> dict[str, Any] | JSONResponse:
        if not makers.allow(request):
            return refusal(429, body.lang, "room-slow-down")
        try:
            name, avatar, games = checked(body)
        except RoomError as e:
            return refusal(400, body.lang, e.msg_id, **e.params)
        code = new_code()
        try:
            await kept(lambda: records.create(secrets.token_hex(8), str(code_hash(code)), name, avatar, games),
                       patience, apart=store)
        except StoreUnavailable:
            return store_refusal(body.lang)
        return {"code": code, "profile": {"name": name, "avatar": avatar, "games": games}}

    async def find(code: Any, request: Request, lang: str) -> dict[str, Any] | JSONResponse:
        if not attempts.allow(request):
            return refusal(429, lang, "room-slow-down")
        digest = code_hash(code)
        found = await read(store, lambda: records.find(digest)) if digest is not None else None
        return found if found is not None else refusal(404, lang, "profile-unknown")

    @app.post("/api/profile/open", response_model=None)
    async def open_profile(body: CodeBody, request: Request) -> dict[str, Any] | JSONResponse:
        found = await find(body.code, request, body.lang)
        return found if isinstance(found, JSONResponse) else {"profile": shown(found)}

    @app.post("/api/profile/save", response_model=None)
    async def save(body: ProfileBody, request: Request) -> dict[str, Any] | JSONResponse:
        found = await find(body.code, request, body.lang)
        if isinstance(found, JSONResponse):
            return found
        try:
            name, avatar, games = checked(body)
        except RoomError as e:
            return refusal(400, body.lang, e.msg_id, **e.params)
        games = merged(games, found["games"])
        try:
            await kept(lambda: records.save(found["id"], name, avatar, games), patience, apart=store)
        except StoreUnavailable:
            return store_refusal(body.lang)
        return {"profile": {"name": name, "avatar": avatar, "games": games}}

    @app.post("/api/profile/revoke", response_model=None)
    async def revoke(body: CodeBody, request: Request) -> dict[str, Any] | JSONResponse:
        found = await find(body.code, request, body.lang)
        if isinstance(found, JSONResponse):
            return found
        code = new_code()
        try:
            await kept(lambda: records.rekey(found["id"], str(code_hash(code))), patience, apart=store)
        except StoreUnavailable:
            return store_refusal(body.lang)
        return {"code": code}
