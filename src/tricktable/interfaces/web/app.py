"""The ASGI app: the single-page client, a small JSON API and one websocket per seat.

``create_app(db)`` builds it; ``tricktable serve`` runs it with uvicorn. Everything the page needs is served here
(no CDN, no external requests; the Content-Security-Policy forbids them).
"""

from __future__ import annotations

import asyncio
import gc
import json
import logging
from collections.abc import Iterable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI, HTTPException, Query, Request, WebSocket
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field

from ...ai import table_kinds  # the AI players a person may sit with (each kind says whether a table offers it)
from ...engine import RuleError, default_variant, get_game, variants
from ...games.faces import display_json
from ...i18n import LANGUAGES, localizer
from ...messages import MessageError
from ...storage import Store, StoreUnavailable
from ...table.room import normal_code
from ...table.stored import ABANDONED
from . import daily as daily_api
from . import profile_api, room_api
from .ai_pool import AIPool
from .bots import BotAllowList, policy_fits
from .cluster import Cluster
from .hangup import Hangups
from .hosts import HostCheck, HostPolicy
from .installable import MANIFEST, worker_script
from .manager import MAX_SEED, Manager, Unavailable
from .outbox import SendLimits
from .progress import MAX_LISTED, HeldSeats, summaries
from .refusals import install_refusals, known, refusal
from .replay import frames, stats
from .room_api import sweep_rooms
from .rooms import RoomHub, room_socket
from .saving import read, store_refusal
from .variant_text import level_names, variant_text
from .ws import BURST, RATE, HostRateLimit, seat_socket

log = logging.getLogger(__name__)
STATIC = Path(__file__).parent / "static"
CSP = ("default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; "
       "connect-src 'self'; frame-ancestors 'none'")


def table_of(kind: str, key: str) -> str | None:
    """The table a socket's address names (``game:ID``, ``room:CODE``, the code as stored), or None if it can name
    none (the socket's handler refuses it)."""
    if kind == "room":
        code = normal_code(key)
        return None if code is None else f"room:{code}"
    return f"game:{key}" if 0 < len(key) <= 100 else None


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


def create_app(db: str | Path = ":memory:", ai_processes: int = 0, ai_delay: float = 0.0,
               store: Store | None = None, rate: tuple[float, float] = (RATE, BURST),
               new_game_rate: tuple[float, float] = (1.0, 60.0), ai_pool: AIPool | None = None,
               allow_bots: Sequence[str] = (), allowed_hosts: Iterable[str] | None = None,
               host_policy: HostPolicy | None = None, watch_pace: float = 1.0, max_games: int = 200,
               max_ai_queue: int = 64, idle_seconds: float = 600.0, sweep_every: float = 30.0,
               room_join_rate: tuple[float, float] = (0.1, 10.0), room_idle_close: float = 7200.0,
               new_room_rate: tuple[float, float] = (0.2, 10.0), room_unjoined_expiry: float = 60.0,
               share_url: str | None = None, freeze_startup: bool = False, store_patience: float = 5.0,
               send_limits: SendLimits | None = None, daily: daily_api.DailySettings | None = None,
               cluster: tuple[str, str] | None = None) -> FastAPI:
    """The web app on the SQLite database ``db``.

    ``ai_processes`` > 0 thinks in a process pool, or ``ai_pool`` as given (e.g. on Ray); ``rate`` is the
    per-connection message limit (messages per second and burst); ``allow_bots`` names the external bots a table
    may seat (URLs or kinds, see :mod:`.bots`; none by default); ``allowed_hosts`` (exact names) or
    ``host_policy`` turn on the ``Host`` check (``serve`` always does); ``watch_pace`` is the seconds per AI
    decision of a watched game without a human seat; ``max_games`` games at most in memory, ``max_ai_queue`` AI
    decisions at most queued; games idle for ``idle_seconds`` leave memory (checked every ``sweep_every``
    seconds). Rooms of friends: ``new_room_rate`` limits new rooms per address (per second, burst),
    ``room_join_rate`` joins and wrong codes; a room no socket opened within ``room_unjoined_expiry`` seconds
    leaves memory; a room nobody is in for ``room_idle_close`` seconds ends; ``share_url`` is the address friends on the network open.
    ``freeze_startup`` (``serve`` sets it) keeps everything loaded at start-up (the games, every language's
    words, the players) out of the garbage collector's passes: a full pass over it all held the event loop for
    up to 80 ms of CPU, 15 ms without it. A change waits at most ``store_patience`` seconds for a store another
    process has locked (off the event loop: see ``saving``), then the person is told ``store-unavailable``.
    ``send_limits``: how far one socket may fall behind before it is dropped (see :mod:`.outbox`).
    ``daily``: the daily challenge's variants, deals, AI level and clock (see :mod:`.daily`; the defaults if None).
    ``cluster``: ``(bus URL, instance name)`` to run as one process of several on a PostgreSQL store (see
    :mod:`.cluster`): each table is served by the process holding its lease, a socket landing elsewhere is joined
    to it over the bus. Raises ``ValueError`` for a cluster on a store that is not PostgreSQL."""
    store = store or Store(db)
    store.set_busy_wait(0.0)  # a locked store fails at once; ``saving.kept`` waits for it without holding the loop
    pool = ai_pool or AIPool(processes=ai_processes, max_queued=max_ai_queue)
    bots = BotAllowList(allow_bots)
    manager = Manager(store, pool, ai_delay=ai_delay, bots=bots, watch_pace=watch_pace, max_games=max_games,
                      idle_seconds=idle_seconds, store_patience=store_patience)
    rooms = RoomHub(store, manager, table_kinds, idle_close=room_idle_close, join_rate=room_join_rate,
                    unjoined_expiry=room_unjoined_expiry, store_patience=store_patience)
    challenge = daily_api.DailyHub(store, manager, pool, daily or daily_api.DailySettings(), store_patience)
    if host_policy is None and allowed_hosts is not None:
        host_policy = HostPolicy(allowed_hosts)
    joined = None
    if cluster is not None:
        joined = Cluster(store, cluster[0], cluster[1], send_limits)
        joined.handlers = {"game": lambda ws, key: seat_socket(ws, manager, key, rate, send_limits),
                           "room": lambda ws, key: room_socket(ws, rooms, key, rate, send_limits)}
        joined.table_of = table_of
        joined.in_memory = lambda table: (table.startswith("game:") and table[5:] in manager.live
                                          or table.startswith("room:") and table[5:] in rooms.rooms)
        joined.exists = lambda table: (store.load(table[5:], with_hands=False) is not None if table.startswith("game:")
                                       else rooms.records.exists(table[5:]))
        manager.claim = rooms.claim = joined.claim
        rooms.attempts.shared = joined.bus  # joins and wrong codes limited across the cluster
        challenge.lock_across = joined.bus.lock  # one process at a time sets up a player's daily attempt

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        if joined is not None:
            await joined.start()  # (a bus that cannot be reached fails the start-up, with the reason)
        await pool.warm()
        await manager.resume_all()
        if freeze_startup:
            gc.collect()
            gc.freeze()
        manager.start_sweeping(sweep_every)
        sweeper = asyncio.get_running_loop().create_task(sweep_rooms(rooms))
        yield
        sweeper.cancel()
        await challenge.close()
        await rooms.close()
        await manager.close()
        if joined is not None:
            await joined.close()
        pool.close()

    app = FastAPI(title="tricktable", lifespan=lifespan, docs_url=None, redoc_url=None, openapi_url=None)
    if host_policy is not None:
        app.add_middleware(HostCheck, policy=host_policy)
    app.add_middleware(Hangups)  # (outermost: it must see the server's own send) a dropped socket can be hung up on
    app.state.manager = manager
    app.state.store = store
    app.state.rooms = rooms
    app.state.daily = challenge
    app.state.cluster = joined

    install_refusals(app)

    @app.exception_handler(StoreUnavailable)
    async def store_unavailable(request: Request, e: StoreUnavailable) -> JSONResponse:
        """Any request the store cannot serve now: 503, nothing changed, told in ``?lang=`` (else English)."""
        return store_refusal(request.query_params.get("lang", "en"))

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

    @app.get("/sw.js", include_in_schema=False)
    async def service_worker() -> Response:
        """The service worker, at the root so that its scope is the whole page (``installable.py``)."""
        return Response(worker_script(), media_type="text/javascript; charset=utf-8",
                        headers={"Cache-Control": "no-cache"})

    @app.get("/manifest.webmanifest", include_in_schema=False)
    async def manifest() -> FileResponse:
        return FileResponse(MANIFEST, media_type="application/manifest+json", headers={"Cache-Control": "no-cache"})

    room_api.install(app, rooms, STATIC / "index.html", rate, new_room_rate, share_url, send_limits, joined)
    daily_api.install(app, challenge)
    profile_api.install(app, store, store_patience)

    @app.get("/catalog.js", include_in_schema=False)
    async def catalog() -> Response:
        """The page's words: every language's Fluent catalog, parsed (``tricktable.i18n.page``)."""
        from ...i18n.page import catalog_script

        return Response(catalog_script(), media_type="text/javascript; charset=utf-8",
                        headers={"Cache-Control": "no-cache"})

    @app.get("/api/variants")
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

    @app.get("/api/rules", response_model=None)
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

    creators = HostRateLimit(*new_game_rate, name="new-game")
    if joined is not None:
        creators.shared = joined.bus  # the limit holds across the cluster

    @app.post("/api/games", response_model=None)
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
    @app.post("/api/games/mine")
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

    @app.post("/api/history")
    async def history(body: HeldGames) -> dict[str, Any]:
        """The finished and abandoned games the caller holds a key of (the others are left out without a word)."""
        ids = await held_ids(body)
        rows = await read(store, lambda: [store.load(gid) for gid in ids])
        done = [row for row in rows if row is not None and row.status in ("finished", ABANDONED)]
        return {"games": [g.to_json(with_hands=False) for g in sorted(done, key=lambda g: -g.updated)]}

    @app.get("/api/replay/{game_id}")
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

    @app.get("/api/games/{game_id}/reviews")
    async def reviews(game_id: str, token: str = "", secret: str = "", lang: str = "en") -> dict[str, Any]:
        """The hand reviews of the seat whose secret token is given, or (a room's game) of the seats the room's
        member whose secret is given sat in, for the hands they sat there: each only about that seat's own play."""
        gid = game_id[:100]
        if await challenge.sealed(gid):  # a daily deal's review waits for its day to close, as its replay does
            raise HTTPException(404, localizer(lang if lang in LANGUAGES else "en")("daily-sealed"))
        seat = await read(store, lambda: store.seat_for_token(gid, token[:100])) if token else None
        if seat is not None:
            kept_reviews = await read(store, lambda: store.reviews(gid, seat))
            return {"seat": seat, "seats": [seat], "reviews": list(kept_reviews.values())}
        mine = await rooms.member_reviews(gid, secret[:200]) if secret else None
        if mine is None:
            raise HTTPException(404, localizer(lang if lang in LANGUAGES else "en")("http-no-seat"))
        return {"seat": mine[0][0], "seats": mine[0], "reviews": mine[1]}

    @app.post("/api/stats")
    async def statistics(body: HeldGames) -> dict[str, Any]:
        """The statistics of the games the caller holds a key of, and of no other."""
        ids = await held_ids(body)
        return {"variants": await read(store, lambda: stats(store, ids))}

    @app.websocket("/ws/{game_id}")
    async def socket(ws: WebSocket, game_id: str) -> None:
        if joined is None:
            await seat_socket(ws, manager, game_id, rate, send_limits)
        else:
            await joined.serve(ws, "game", game_id)

    return app
