"""A person's games: a new table against the AI, the games a browser holds keys of (in progress, finished), their
replays, statistics and hand reviews, and a seat's socket (``/ws/{game}``: ``ws``). Records answer only to a key
of theirs: a seat token, a watch token, or the secret of a room member who sat at the table."""

from __future__ import annotations

import logging
from typing import Any

from fastapi import APIRouter, HTTPException, Request, WebSocket
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field

from ...ai import table_kinds  # the AI players a person may sit with (each kind says whether a table offers it)
from ...engine import RuleError, get_game
from ...i18n import LANGUAGES, localizer
from ...messages import MessageError
from ...storage import Store, StoreUnavailable
from ...table.stored import ABANDONED
from .bots import BotAllowList, policy_fits
from .cluster import Cluster
from .daily import DailyHub
from .live_games import Unavailable
from .manager import MAX_SEED, Manager
from .outbox import SendLimits
from .progress import MAX_LISTED, HeldSeats, summaries
from .ratelimit import HostRateLimit
from .refusals import refusal, store_refusal
from .replay import frames, stats
from .rooms import RoomHub
from .saving import read
from .ws import seat_socket

log = logging.getLogger(__name__)


class HeldGame(BaseModel):
    id: str = Field(max_length=100)
    token: str = Field(max_length=200)  # a seat token, a watch token or a room member's secret


class HeldGames(BaseModel):
    """The games a browser holds a key of (it keeps its own): at most as many as it remembers."""
    games: list[HeldGame] = Field(default_factory=list, max_length=2 * MAX_LISTED)


class NewGame(BaseModel):
    variant: str = Field(max_length=80)
    options: dict[str, Any] = Field(default_factory=dict, max_length=40)
    ai: str = Field(default="normal", max_length=300)  # a level, or an allowed bot's kind (a URL, a path)
    players: list[str] | None = Field(default=None, max_length=8)
    seed: int | None = Field(default=None, ge=0, le=MAX_SEED)
    lang: str = Field(default="en", max_length=5)  # the language of the answer's words


def router(store: Store, manager: Manager, rooms: RoomHub, challenge: DailyHub, bots: BotAllowList,
           new_game_rate: tuple[float, float], rate: tuple[float, float], send_limits: SendLimits | None,
           joined: Cluster | None) -> APIRouter:
    """The routes. ``new_game_rate`` limits new games per address (per second, burst; across the cluster if any); ``rate`` and ``send_limits`` are a seat socket's
    (``ws``, ``outbox``); ``joined``: the cluster this process is one of, if any (a socket of a table held
    elsewhere is joined to its owner)."""
    api = APIRouter()
    # in a cluster the limit holds across its processes
    creators = HostRateLimit(*new_game_rate, name="new-game", shared=joined.bus if joined is not None else None)

    @api.post("/api/games", response_model=None)
    async def new_game(body: NewGame, request: Request) -> dict[str, Any] | JSONResponse:
        words = localizer(body.lang if body.lang in LANGUAGES else "en")
        if not await creators.allows(request):
            raise HTTPException(429, words("server-too-many-games"))
        players = body.players or ["human", body.ai, body.ai, body.ai]
        allowed = set(table_kinds()) | {"human"}
        if len(players) > 8 or any(p not in allowed and not bots.allows(p) for p in players):
            raise HTTPException(400, words("http-players", allowed=sorted(allowed | set(bots.offered()))))
        try:
            game = get_game(body.variant, body.options)
        except (RuleError, ValueError, TypeError):
            game = None  # refused below, in the creation's own words
        if game is not None and not all(policy_fits(p, game) for p in set(players)):
            return refusal(400, body.lang, "http-policy-variant")
        try:
            gid, tokens, watch = await manager.create(body.variant, body.options, players, body.seed)
        except Unavailable as e:
            raise HTTPException(503, words.message(e.message)) from None
        except StoreUnavailable:
            return store_refusal(body.lang)
        except MessageError as e:  # the rules' errors (RuleError) and the server's
            return refusal(400, body.lang, e.msg_id, **e.params)
        except (ValueError, TypeError, OverflowError):
            return refusal(400, body.lang, "room-settings-invalid")
        out: dict[str, Any] = {"id": gid, "tokens": {str(k): v for k, v in tokens.items()}}
        if watch is not None:
            out["watch"] = watch  # no human seat: the AI plays while this token's holder watches
        return out

    # The pages that read records wait for the store in a thread on PostgreSQL (``saving.read``: the loop serves
    # the tables meanwhile); what is in memory (rooms, the daily challenge's seal) is read here, on the loop.
    @api.post("/api/games/mine")
    async def games_held(body: HeldSeats) -> dict[str, Any]:
        """The games whose seat tokens the caller holds (the page keeps its own), with score and last move."""
        return {"games": await read(store, lambda: summaries(store, body))}

    async def holds(gid: str, key: str) -> bool:
        """Whether ``key`` opens the record of game ``gid``: one of its seat tokens, its watch token, or the secret
        of a room member who sat at its table. History, replays and statistics answer to nobody else."""
        key = key[:200]
        if not key:
            return False
        if await read(store, lambda: store.seat_for_token(gid, key) is not None or store.watch_token_ok(gid, key)):
            return True
        return await rooms.member_sat(gid, key)

    async def held_ids(body: HeldGames) -> list[str]:
        out: list[str] = []
        for g in body.games:
            if g.id not in out and await holds(g.id, g.token):
                out.append(g.id)
        return out

    @api.post("/api/history")
    async def history(body: HeldGames) -> dict[str, Any]:
        """The finished and abandoned games the caller holds a key of (the others are left out without a word)."""
        ids = await held_ids(body)
        rows = await read(store, lambda: [store.load(gid) for gid in ids])
        done = [row for row in rows if row is not None and row.status in ("finished", ABANDONED)]
        return {"games": [g.to_json(with_hands=False) for g in sorted(done, key=lambda g: -g.updated)]}

    @api.get("/api/replay/{game_id}")
    async def replay(game_id: str, lang: str = "en", token: str = "") -> JSONResponse:
        lang = lang if lang in LANGUAGES else "en"
        gid = game_id[:100]
        try:
            shown = await holds(gid, token) and not await challenge.sealed(gid)
            row = await read(store, lambda: store.load(gid)) if shown else None
        except ValueError:  # a damaged row (not JSON where JSON belongs)
            row = None
        if row is None or row.status not in ("finished", ABANDONED):
            raise HTTPException(404, localizer(lang)("http-no-finished-game"))
        try:
            return JSONResponse(frames(row, lang))
        except (RuleError, ValueError, TypeError, KeyError, IndexError) as e:
            log.warning("cannot replay game %s: %s", gid, e)
            raise HTTPException(422, localizer(lang)("server-game-broken")) from None

    @api.get("/api/games/{game_id}/reviews")
    async def reviews(game_id: str, token: str = "", secret: str = "", lang: str = "en") -> dict[str, Any]:
        """The hand reviews of the seat whose secret token is given, or (a room's game) of the seats the room's
        member whose secret is given sat in, for the hands they sat there: each only about that seat's own play."""
        gid = game_id[:100]
        if await challenge.sealed(gid):  # a daily deal's review waits for its day to close, as its replay does
            raise HTTPException(404, localizer(lang if lang in LANGUAGES else "en")("daily-sealed"))
        seat = await read(store, lambda: store.seat_for_token(gid, token[:100])) if token else None
        if seat is not None:
            kept_reviews = await manager.reviews.kept(gid, [seat])
            return {"seat": seat, "seats": [seat], "reviews": list(kept_reviews[seat].values())}
        mine = await rooms.member_reviews(gid, secret[:200]) if secret else None
        if mine is None:
            raise HTTPException(404, localizer(lang if lang in LANGUAGES else "en")("http-no-seat"))
        return {"seat": mine[0][0], "seats": mine[0], "reviews": mine[1]}

    @api.post("/api/stats")
    async def statistics(body: HeldGames) -> dict[str, Any]:
        """The statistics of the games the caller holds a key of, and of no other."""
        ids = await held_ids(body)
        return {"variants": await read(store, lambda: stats(store, ids))}

    @api.websocket("/ws/{game_id}")
    async def socket(ws: WebSocket, game_id: str) -> None:
        if joined is None:
            await seat_socket(ws, manager, game_id, rate, send_limits)
        else:
            await joined.serve(ws, "game", game_id)

    return api
