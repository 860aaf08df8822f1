"""The ASGI app: the single-page client, a small JSON API and one websocket per seat.

``create_app(db)`` builds it; ``tricktable serve`` runs it with uvicorn. Everything the page needs is served here
(no CDN, no external requests; the Content-Security-Policy forbids them).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI, HTTPException, Request, WebSocket
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field

from ... import ai
from ...engine import RuleError, get_game, variants
from ...i18n import LANGUAGES, localizer
from ...storage import Store
from ...table.stored import ABANDONED
from .. import bots as _bot_kinds  # noqa: F401  (registers the external bot kinds, seated only if allowed)
from . import room_api
from .ai_pool import HIDDEN_KINDS, AIPool
from .bots import BotAllowList
from .manager import Manager
from .progress import HeldSeats, summaries
from .replay import frames, stats
from .room_api import sweep_rooms
from .rooms import RoomHub
from .ws import BURST, RATE, RateLimit, seat_socket

STATIC = Path(__file__).parent / "static"
CSP = ("default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; "
       "connect-src 'self'; frame-ancestors 'none'")


def table_kinds() -> list[str]:
    """The AI players a person may sit with: the search levels easy→hard, the heuristic, others, random last."""
    order = {"easy": 0, "normal": 1, "hard": 2, "heuristic": 3}
    kinds = [k for k in ai.player_kinds() if k not in HIDDEN_KINDS and k != "random"]
    return sorted(kinds, key=lambda k: (order.get(k, 9), k)) + ["random"]


class NewGame(BaseModel):
    variant: str = Field(max_length=80)
    options: dict[str, Any] = Field(default_factory=dict)
    ai: str = Field(default="normal", max_length=40)
    players: list[str] | None = None
    seed: int | None = None


def create_app(db: str | Path = ":memory:", ai_processes: int = 0, ai_delay: float = 0.0,
               store: Store | None = None, rate: tuple[float, float] = (RATE, BURST),
               new_game_rate: tuple[float, float] = (1.0, 60.0), ai_pool: AIPool | None = None,
               allow_bots: Sequence[str] = (), room_join_rate: tuple[float, float] = (0.1, 10.0),
               room_idle_close: float = 7200.0, share_url: str | None = None) -> FastAPI:
    """The web app on the SQLite database ``db`` (``ai_processes`` > 0 thinks in a process pool, or ``ai_pool``
    as given, e.g. on Ray; ``rate`` is the per-connection message limit: messages per second and burst).
    ``allow_bots`` names the external bots a table may seat (URLs or kinds, see :mod:`.bots`); none by default.
    Rooms: ``room_join_rate`` limits joins and wrong codes per address; a room nobody is in for
    ``room_idle_close`` seconds ends; ``share_url`` is the address friends on the network open (a LAN server)."""
    store = store or Store(db)
    pool = ai_pool or AIPool(processes=ai_processes)
    bots = BotAllowList(allow_bots)
    manager = Manager(store, pool, ai_delay=ai_delay, bots=bots)
    rooms = RoomHub(store, manager, table_kinds, idle_close=room_idle_close, join_rate=room_join_rate)

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        await pool.warm()
        await manager.resume_all()
        sweeper = asyncio.get_running_loop().create_task(sweep_rooms(rooms))
        yield
        sweeper.cancel()
        await rooms.close()
        await manager.close()
        pool.close()

    app = FastAPI(title="tricktable", lifespan=lifespan, docs_url=None, redoc_url=None, openapi_url=None)
    app.state.manager = manager
    app.state.store = store
    app.state.rooms = rooms

    @app.middleware("http")
    async def headers(request, call_next):
        response = await call_next(request)
        response.headers["Content-Security-Policy"] = CSP
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "no-referrer"
        if request.url.path.startswith("/static/"):
            response.headers["Cache-Control"] = "no-cache"
        return response

    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    @app.get("/", include_in_schema=False)
    async def index() -> FileResponse:
        return FileResponse(STATIC / "index.html")

    room_api.install(app, rooms, STATIC / "index.html", rate, new_game_rate, share_url)

    @app.get("/catalog.js", include_in_schema=False)
    async def catalog() -> Response:
        """The page's words: every language's Fluent catalog, parsed (``tricktable.i18n.page``)."""
        from ...i18n.page import catalog_script

        return Response(catalog_script(), media_type="text/javascript; charset=utf-8",
                        headers={"Cache-Control": "no-cache"})

    @app.get("/api/variants")
    async def list_variants() -> dict[str, Any]:
        out = []
        for info in variants():
            try:
                g = get_game(info.key)
            except Exception:  # noqa: BLE001
                continue
            out.append({"key": info.key, "description": info.description, "family": g.family,
                        "scoring_unit": g.scoring_unit, "options": json.loads(json.dumps(g.options(), default=str)),
                        "choices": g.option_choices(), "specs": json.loads(json.dumps(g.option_specs())),
                        "direction": g.direction, "open_ended": g.open_ended})
        return {"variants": out, "players": table_kinds(), "bots": bots.offered()}

    @app.get("/api/rules")
    async def rules(variant: str, options: str = "{}", lang: str = "en") -> dict[str, Any]:
        loc = localizer(lang if lang in LANGUAGES else "en")
        try:
            return {"markdown": loc.rules_markdown(get_game(variant, json.loads(options)))}
        except RuleError as e:
            raise HTTPException(400, loc.error(e)) from None
        except (ValueError, TypeError) as e:
            raise HTTPException(400, str(e)) from None

    creators: dict[str, RateLimit] = {}

    @app.post("/api/games")
    async def new_game(body: NewGame, request: Request) -> dict[str, Any]:
        host = request.client.host if request.client else "?"
        if len(creators) > 10000:
            creators.clear()
        if not creators.setdefault(host, RateLimit(*new_game_rate)).allow():
            raise HTTPException(429, "too many new games: wait a moment")
        players = body.players or ["human", body.ai, body.ai, body.ai]
        allowed = set(table_kinds()) | {"human"}
        if len(players) > 8 or any(p not in allowed and not bots.allows(p) for p in players):
            raise HTTPException(400, f"players must be among {sorted(allowed | set(bots.offered()))}")
        try:
            gid, tokens = await manager.create(body.variant, body.options, players, body.seed)
        except (RuleError, ValueError, TypeError) as e:
            raise HTTPException(400, str(e)) from None
        return {"id": gid, "tokens": {str(k): v for k, v in tokens.items()}}

    @app.post("/api/games/mine")
    async def games_held(body: HeldSeats) -> dict[str, Any]:
        """The games whose seat tokens the caller holds (the page keeps its own), with score and last move."""
        return {"games": summaries(store, body)}

    @app.get("/api/history")
    async def history() -> dict[str, Any]:
        done = store.list_games("finished") + store.list_games(ABANDONED)
        return {"games": [g.to_json(with_hands=False) for g in sorted(done, key=lambda g: -g.updated)]}

    @app.get("/api/replay/{game_id}")
    async def replay(game_id: str, lang: str = "en") -> JSONResponse:
        row = store.load(game_id[:100])
        if row is None or row.status not in ("finished", ABANDONED):
            raise HTTPException(404, "no finished game with that id")
        return JSONResponse(frames(row, lang if lang in LANGUAGES else "en"))

    @app.get("/api/stats")
    async def statistics() -> dict[str, Any]:
        return {"variants": stats(store)}

    @app.websocket("/ws/{game_id}")
    async def socket(ws: WebSocket, game_id: str) -> None:
        await seat_socket(ws, manager, game_id, rate)

    return app
