"""The ASGI app: the single-page client, a small JSON API and one websocket per seat or room.

``create_app(db)`` builds it; ``tricktable serve`` runs it with uvicorn. Everything the page needs is served here
(no CDN, no external requests; the Content-Security-Policy forbids them). ``create_app`` composes: it makes the
services (the store, the AI pool, the games' ``Manager``, the rooms' ``RoomHub``, the daily challenge, the cluster
if any) and mounts one router per resource on them: the page (``pages``), the variants (``variants_api``), a
person's games and a seat's socket (``games_api``), rooms and a room's socket (``room_api``), the daily challenge
(``daily_api``) and profiles (``profile_api``).
"""

from __future__ import annotations

import asyncio
import gc
import logging
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI, Request, Response
from fastapi.staticfiles import StaticFiles
from starlette.middleware.base import RequestResponseEndpoint

from ...ai import table_kinds  # the AI players a person may sit with (each kind says whether a table offers it)
from ...storage import Store
from . import daily as _daily
from . import daily_api, games_api, pages, profile_api, room_api, variants_api
from .ai_pool import AIPool
from .bots import BotAllowList
from .cluster import join_cluster
from .hangup import Hangups
from .hosts import HostCheck, HostPolicy
from .manager import Manager
from .outbox import SendLimits
from .pages import STATIC
from .ratelimit import BURST, RATE
from .refusals import install_refusals
from .room_api import sweep_rooms
from .rooms import RoomHub

log = logging.getLogger(__name__)
CSP = ("default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; "
       "connect-src 'self'; frame-ancestors 'none'")


def create_app(db: str | Path = ":memory:", ai_processes: int = 0, ai_delay: float = 0.0,
               store: Store | None = None, rate: tuple[float, float] = (RATE, BURST),
               new_game_rate: tuple[float, float] = (1.0, 60.0), ai_pool: AIPool | None = None,
               allow_bots: Sequence[str] = (), allowed_hosts: Iterable[str] | None = None,
               host_policy: HostPolicy | None = None, watch_pace: float = 1.0, max_games: int = 200,
               max_ai_queue: int = 64, idle_seconds: float = 600.0, sweep_every: float = 30.0,
               room_join_rate: tuple[float, float] = (0.1, 10.0), room_idle_close: float = 7200.0,
               new_room_rate: tuple[float, float] = (0.2, 10.0), room_unjoined_expiry: float = 60.0,
               profile_code_rate: tuple[float, float] = (0.2, 10.0),
               share_url: str | None = None, freeze_startup: bool = False, store_patience: float = 5.0,
               send_limits: SendLimits | None = None, daily: _daily.DailySettings | None = None,
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
    ``profile_code_rate`` limits the requests carrying a profile's code per address (so codes cannot be guessed).
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
    challenge = _daily.DailyHub(store, manager, pool, daily or _daily.DailySettings(), store_patience)
    if host_policy is None and allowed_hosts is not None:
        host_policy = HostPolicy(allowed_hosts)
    joined = None if cluster is None else join_cluster(store, cluster[0], cluster[1], manager, rooms, challenge, rate,
                                                        send_limits)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
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

    @app.middleware("http")
    async def headers(request: Request, call_next: RequestResponseEndpoint) -> Response:
        response = await call_next(request)
        response.headers["Content-Security-Policy"] = CSP
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "no-referrer"
        if request.url.path.startswith("/static/"):
            response.headers["Cache-Control"] = "no-cache"
        return response

    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    app.include_router(pages.router())
    room_api.install(app, rooms, STATIC / "index.html", rate, new_room_rate, share_url, send_limits, joined)
    app.include_router(daily_api.router(challenge))
    profile_api.install(app, store, store_patience, code_rate=profile_code_rate)
    app.include_router(variants_api.router(bots))

    app.include_router(games_api.router(store, manager, rooms, challenge, bots, new_game_rate, rate, send_limits,
                                        joined))
    return app
