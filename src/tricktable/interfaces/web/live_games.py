"""The live games of one server in memory: who looks at a table (:class:`Viewer`), a live game (:class:`Live`), and
the cache of them (:class:`LiveGames`): loaded from the store on first use, evicted when idle.

Contracts:

* the store has everything: a game leaves memory whenever it is *idle* (nobody connected, no AI decision, hand
  review or change under way) and is rebuilt from the store when someone asks for it again; a restart loads
  nothing;
* at most ``max_games`` games are in memory: to load or make one more, the idle ones are unloaded (oldest first);
  when none is idle, :class:`Unavailable` ("busy") goes back to the asker and nothing is loaded;
* idle games untouched for ``idle_seconds`` leave memory anyway (:meth:`LiveGames.start_sweeping`);
* a record that cannot be replayed raises :class:`Unavailable` ("broken") and is never put in memory;
* two fetches of one game at once load it once; on PostgreSQL the reads and the replay run off the event loop.

Every game put in memory is handed to ``on_loaded`` (the AI driver: the AI goes on where someone asked for it).
Plain Python: no web framework here.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Callable
from typing import Any, NamedTuple

from ...engine import RuleError
from ...engine.session import AnySession
from ...messages import Message
from ...storage import GameRow, Store
from ...table.stored import session_from_row
from .ai_seats import AISeats
from .bots import BotAllowList, ExternalSeats, external_seats
from .outbox import Outbox
from .saving import read
from .snapshot import Snapshots

log = logging.getLogger(__name__)


class Viewer(NamedTuple):
    """Who a connection is: the seat whose chair it sees the table from, and whether it only watches."""

    seat: int
    watching: bool = False


class Unavailable(RuntimeError):
    """A game cannot be played now: ``code`` "busy" (the server is full) or "broken" (its record cannot be
    replayed); ``message`` says why (a message id and parameters, written in the reader's language at the edge;
    ``str()`` is English)."""

    def __init__(self, code: str, msg_id: str, /, **params: Any) -> None:
        self.code = code
        self.message = Message(msg_id, params)
        super().__init__(str(self.message))


class Live:
    """A live game: its session, the seats' snapshots, its lock, subscribers and AI task."""

    def __init__(self, game_id: str, session: AnySession) -> None:
        self.id = game_id
        self.session = session
        self.views = Snapshots(game_id, session)
        self.options_json = json.dumps(session.game.options(), sort_keys=True, default=str)
        self.lock = asyncio.Lock()
        self.subscribers: dict[Viewer, set[Outbox]] = {}
        self.ai_task: asyncio.Task[None] | None = None
        self.review_tasks: set[asyncio.Task[None]] = set()
        self.bots: ExternalSeats | None = None  # the seats played by allowed external bots
        self.ai = AISeats(session)  # the AI players of the match
        self.bot_faults_told: set[tuple[int, int]] = set()  # (hand seq, seat): its people were told of a fault
        self.touched = time.monotonic()

    def connected(self) -> bool:
        return any(self.subscribers.values())

    def tell(self, seat: int, msg: dict[str, Any]) -> None:
        """Queue ``msg`` for every connection of ``seat`` (not its watchers); one that cannot take it is dropped."""
        sends = self.subscribers.get(Viewer(seat), set())
        for send in list(sends):
            if not send.put(msg):
                sends.discard(send)

    def thinking(self) -> bool:
        return self.ai_task is not None and not self.ai_task.done()

    def idle(self) -> bool:
        """Nobody connected and no AI decision or hand review under way: safe to drop from memory."""
        return not self.connected() and not self.thinking() and not self.review_tasks and not self.lock.locked()

    def unattended(self) -> bool:
        """No human seat and no external bot the server allows: the AI plays alone, which it may do only while
        someone watches. (An allowed bot's seat is an outside player, as a person is: its own answers pace the
        table.)"""
        return not self.session.human_seats() and self.bots is None


class LiveGames:
    """The games in memory by id (``live``), loaded from ``store`` on first use, unloaded when idle."""

    def __init__(self, store: Store, bots: BotAllowList, on_loaded: Callable[[Live], None], max_games: int = 200,
                 idle_seconds: float = 600.0) -> None:
        self.store = store
        self.allowed_bots = bots
        self.on_loaded = on_loaded
        self.max_games = max_games
        self.idle_seconds = idle_seconds
        self.live: dict[str, Live] = {}
        self._sweeper: asyncio.Task[None] | None = None
        self._loading: dict[str, asyncio.Future[tuple[Any, AnySession | None]]] = {}  # games being fetched

    def attach(self, gid: str, session: AnySession) -> Live:
        """Put ``session`` in memory as the live game ``gid``, with its allowed external bots attached (the caller
        made room first: :meth:`make_room`)."""
        live = self.live[gid] = Live(gid, session)
        seats = external_seats(session.players, self.allowed_bots)
        if seats:
            live.bots = ExternalSeats(session, seats, session.seed)
        return live

    def drop(self, live: Live) -> None:
        """Take a game out of memory (the store keeps it all)."""
        self.live.pop(live.id, None)
        live.ai.close()
        if live.bots is not None:
            live.bots.close()

    def make_room(self) -> None:
        """Make room for one more game (unloading idle ones); raises :class:`Unavailable` ("busy") when full."""
        if len(self.live) >= self.max_games:
            self.unload_idle(0.0, keep=self.max_games - 1)
        if len(self.live) >= self.max_games:
            raise Unavailable("busy", "server-full-games", games=self.max_games)

    # ------------------------------------------------------------ eviction
    def start_sweeping(self, every: float = 30.0) -> None:
        """Unload idle games every ``every`` seconds."""
        async def sweep() -> None:
            while True:
                await asyncio.sleep(every)
                self.unload_idle(self.idle_seconds)

        if self._sweeper is None:
            self._sweeper = asyncio.get_running_loop().create_task(sweep())

    def unload_idle(self, older_than: float = 0.0, keep: int | None = None) -> int:
        """Drop idle games untouched for ``older_than`` seconds (oldest first), until at most ``keep`` are left."""
        now = time.monotonic()
        idle = sorted((live for live in self.live.values() if live.idle() and now - live.touched >= older_than),
                      key=lambda live: live.touched)
        dropped = 0
        for live in idle:
            if keep is not None and len(self.live) <= keep:
                break
            self.drop(live)
            dropped += 1
        return dropped

    # ------------------------------------------------------------ loading
    def get(self, gid: str) -> Live | None:
        """The live game ``gid``, loaded from the store if needed (None if there is no such game). Raises
        :class:`Unavailable` when the server is full or the record cannot be replayed. Its reads are made here, on
        the caller's thread: a socket's handler calls :meth:`fetch` first, which makes them off the loop."""
        live = self.live.get(gid)
        if live is None:
            row = self.store.load(gid)
            live = None if row is None else self._resumed(gid, row, self._replayed(row))
        if live is not None:
            live.touched = time.monotonic()
        return live

    async def fetch(self, gid: str) -> Live | None:
        """:meth:`get`, with the store's reads and the replay of the record in a thread on PostgreSQL (the loop
        serves everyone else meanwhile). Two fetches of one game at once load it once."""
        if gid in self.live or not self.store.writes_apart:
            return self.get(gid)
        loading = self._loading.get(gid)
        if loading is None:
            loading = self._loading[gid] = asyncio.get_running_loop().create_future()
            try:
                row = await read(self.store, lambda: self.store.load(gid))
                session = None if row is None else await asyncio.to_thread(self._replayed, row)
                loading.set_result((row, session))
            except BaseException as e:
                loading.set_exception(e)
                loading.exception()  # (retrieved: the waiters, if any, get it too)
                raise
            finally:
                del self._loading[gid]
        row, session = await asyncio.shield(loading)
        live = self.live.get(gid)  # (loaded meanwhile by a synchronous get: that one stays)
        if live is None and row is not None and session is not None:
            live = self._resumed(gid, row, session)
        if live is not None:
            live.touched = time.monotonic()
        return live

    def _replayed(self, row: GameRow) -> AnySession:
        """The session of a stored game (raises :class:`Unavailable` "broken" when it cannot be replayed). Touches
        nothing of the cache's: may run in a thread."""
        try:
            return session_from_row(self.store, row)
        except (RuleError, ValueError, TypeError, KeyError) as e:
            log.warning("cannot resume game %s: %s", row.id, e)
            raise Unavailable("broken", "server-game-broken") from None

    def _resumed(self, gid: str, row: GameRow, session: AnySession) -> Live:
        """A stored game's replayed session put in memory (raises :class:`Unavailable` when the server is full)."""
        self.make_room()
        live = self.attach(gid, session)
        self.on_loaded(live)  # someone asked for it: the AI plays on (a game without a human: once watched)
        return live

    async def close(self) -> None:
        """Stop sweeping; cancel every game's AI decision and hand reviews and close its players."""
        if self._sweeper is not None:
            self._sweeper.cancel()
        for live in self.live.values():
            if live.ai_task is not None:
                live.ai_task.cancel()
            for task in list(live.review_tasks):
                task.cancel()
            live.ai.close()
            if live.bots is not None:
                live.bots.close()
