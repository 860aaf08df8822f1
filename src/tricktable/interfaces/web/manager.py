"""The games of one server, as a service: the commands a table takes (make a game, act, deal, end, hint, seats
changing hands, subscribe), composed of the games in memory (:mod:`.live_games`), the fan-out to subscribers
(:mod:`.fanout`), the AI driver (:mod:`.ai_driver`) and the hand reviews (:mod:`.reviews`).

Each live game is a :class:`~tricktable.engine.MatchSession` writing to the store. Every change to it happens under
its ``asyncio.Lock``; AI decisions are computed in the worker pool *outside* the lock and applied only if the
session has not moved meanwhile (``ai_driver``). Under the lock messages are only queued, never awaited on a
client (``fanout``).

Budgets, so that no request starts unbounded work:

* a game without a human seat (or an allowed external bot) advances only while someone watches it, one AI
  decision per ``watch_pace`` seconds, and an open-ended one waits for the watcher to deal each next hand;
* at most ``max_games`` games are in memory; idle ones (nobody connected, the AI not thinking) are unloaded to
  make room, and after ``idle_seconds`` anyway (the store has everything; the next connection loads them);
* at most ``pool.max_queued`` AI decisions wait or think at once; a new game waits (in a bounded line, for a
  bounded time) until its AI has room, a hint waits a few seconds; hand reviews run in the pool's low-priority
  background lane, at most ``pool.max_background`` queued (past that a hand is not reviewed), so they never
  delay a table (see ``ai_pool`` and ``ai_admission``).

A restart loads nothing: a game is rebuilt from the store when someone connects to it.

Every change is kept in the store before it shows (``saving.moved``): a step the store cannot take
(``StoreUnavailable``: locked by another process past ``store_patience`` seconds, read-only, full) changes nothing
in memory and goes back to whoever asked; the AI driver tries its move again every ``ai_driver.STORE_RETRY``
seconds until the store takes it.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Awaitable, Callable, Mapping
from functools import partial
from typing import Any

from ...ai import is_scheme_kind, make_player
from ...engine import Action, MatchSession, Redeal, get_game
from ...engine.match import AnyGame
from ...engine.session import AnySession, AnyStep
from ...messages import MessageError
from ...storage import Store
from ...table.stored import ACTIVE, StoreSink
from . import fanout
from .ai_admission import HINT_PATIENCE, Busy
from .ai_driver import AIDriver
from .ai_pool import AIPool
from .ai_tasks import shipped, suggest
from .bots import BotAllowList
from .live_games import Live, LiveGames, Unavailable, Viewer
from .outbox import Outbox
from .protocol import Ack
from .reviews import Reviews
from .saving import kept, moved, read

log = logging.getLogger(__name__)
#: a reply callback that only queues (never waits on a client)
#: told of an action applied and stored: its :class:`~.protocol.Ack` (without an ``id``: the asker adds its own)
Send = Callable[[Ack], Any]

#: the most seeds a game may have: what SQLite's INTEGER holds
MAX_SEED = 2**63 - 1

__all__ = ["MAX_SEED", "Live", "Manager", "Send", "Unavailable", "Viewer"]


async def _never(game_id: str) -> bool:
    return False


class Manager:
    """All live matches of one server: the commands, over the games in memory (``games``), the AI driver
    (``driver``) and the hand reviews (``reviews``)."""

    def __init__(self, store: Store, pool: AIPool, ai_delay: float = 0.0, bots: BotAllowList | None = None,
                 watch_pace: float = 1.0, max_games: int = 200, idle_seconds: float = 600.0,
                 store_patience: float = 5.0) -> None:
        self.store = store
        self.store_patience = store_patience  # seconds a change waits for a store another process has locked
        self.pool = pool
        self.reviews = Reviews(store, pool, store_patience)
        self.allowed_bots = bots or BotAllowList()
        self.driver = AIDriver(store, pool, self._after, ai_delay=ai_delay, watch_pace=watch_pace,
                               store_patience=store_patience)
        self.games = LiveGames(store, self.allowed_bots, self.driver.kick, max_games=max_games,
                               idle_seconds=idle_seconds)
        self.live: dict[str, Live] = self.games.live  # the games in memory by id
        #: called (on the loop, under the game's lock: queue work, never wait) when a hand of a live game has been
        #: played out (not a redeal); the daily challenge ends its one-deal games with it
        self.hand_end_hooks: list[Callable[[Live], None]] = []
        #: whether hints are refused in game ``id`` (the daily challenge's games)
        self.hints_off: Callable[[str], Awaitable[bool]] = _never
        #: in a cluster, takes a table's lease for this process (``Cluster.claim``): a new game is claimed as it is
        #: made, so that no other process loads it while it is in this one's memory
        self.claim: Callable[[str], Awaitable[bool]] | None = None

    # ------------------------------------------------------------ lifecycle
    async def resume_all(self) -> int:
        """Count the unfinished games a restart may resume. None is loaded now: each is rebuilt from the store
        when someone connects to it (so a restart is quick, and nothing plays by itself)."""
        self.driver.loop = asyncio.get_running_loop()
        return len(self.store.game_ids(ACTIVE))

    def start_sweeping(self, every: float = 30.0) -> None:
        """Unload idle games every ``every`` seconds (``LiveGames.start_sweeping``)."""
        self.games.start_sweeping(every)

    def unload_idle(self, older_than: float = 0.0, keep: int | None = None) -> int:
        """Drop idle games untouched for ``older_than`` seconds (oldest first), until at most ``keep`` are left."""
        return self.games.unload_idle(older_than, keep)

    def get(self, gid: str) -> Live | None:
        """The live game ``gid``, loaded if needed (``LiveGames.get``)."""
        return self.games.get(gid)

    async def fetch(self, gid: str) -> Live | None:
        """The live game ``gid``, loaded off the loop on PostgreSQL if needed (``LiveGames.fetch``)."""
        return await self.games.fetch(gid)

    async def close(self) -> None:
        await self.games.close()

    # ------------------------------------------------------------ new games, who may play
    async def create(self, variant: str, options: Mapping[str, Any], players: list[str],
                     seed: int | None = None, on_wait: Callable[[], Awaitable[None]] | None = None,
                     keep_with: Callable[[str], None] | None = None) -> tuple[str, dict[int, str], str | None]:
        """A new match; returns its id, the secret token of each human seat, and (for a game without a human
        seat) the watcher's token. While the AI queue is full it waits its turn (``on_wait`` is called first);
        raises :class:`Unavailable` ("busy") when the line of waiting games is full or the wait too long.
        ``keep_with(game_id)`` writes what belongs with the new game (a room's record of it) in the same store
        transaction as the game and its first deal: all are kept, or none (it may be called again if the store
        was busy, so it changes nothing in memory)."""
        game: AnyGame = get_game(variant, options)
        if len(players) != game.num_seats:
            raise MessageError("server-seats", seats=game.num_seats)
        if seed is not None and not (isinstance(seed, int) and 0 <= seed <= MAX_SEED):
            raise MessageError("server-seed", most=MAX_SEED)
        for kind in players:
            if is_scheme_kind(kind):
                if not self.allowed_bots.allows(kind):
                    raise MessageError("server-bot-not-allowed", bot=kind[:200])
                try:  # a bot that cannot play this variant fails here (Bhoos: Callbreak only)
                    make_player(kind, game)
                except ValueError:
                    raise MessageError("server-bot-cannot-play", bot=kind[:200], variant=game.key) from None
        await self.admit(on_wait)
        self.games.make_room()
        gid = secrets.token_urlsafe(16)
        tokens = {i: secrets.token_urlsafe(24) for i, p in enumerate(players) if p == "human"}
        watch = None if tokens else secrets.token_urlsafe(24)
        seed = secrets.randbits(62) if seed is None else seed
        first_dealer = seed % game.num_seats

        def start() -> AnySession:  # the game, its first deal (and keep_with's writes) are kept together, or none
            with self.store.atomic():
                self.store.create_game(gid, game.key, game.options(), seed, first_dealer, players, tokens, watch)
                session = MatchSession(game, seed, first_dealer, players, StoreSink(self.store, gid))
                session.start_next_hand()
                if keep_with is not None:
                    keep_with(gid)
            return session

        session = await kept(start, self.store_patience, apart=self.store)  # (the new session: nobody else's yet)
        if self.claim is not None and not await self.claim(f"game:{gid}"):  # (a new id: nobody else can hold it)
            log.warning("the new game %s could not be claimed", gid)
        self.driver.kick(self.games.attach(gid, session))
        return gid, tokens, watch

    async def admit(self, on_wait: Callable[[], Awaitable[None]] | None = None) -> None:
        """Return once a new game may start (its AI has room in the queue); raises :class:`Unavailable` ("busy")
        when it may not start soon (see ``AIPool.admit``)."""
        try:
            await self.pool.admit(on_wait)
        except Busy:
            raise Unavailable("busy", "server-ai-busy") from None

    def authorize(self, gid: str, token: str) -> Viewer | None:
        """The viewer a token makes of its holder in game ``gid`` (None: wrong game or token)."""
        if not token or len(gid) > 100 or len(token) > 100:
            return None
        seat = self.store.seat_for_token(gid, token)
        if seat is not None:
            return Viewer(seat)
        return Viewer(0, watching=True) if self.store.watch_token_ok(gid, token) else None

    async def authorized(self, gid: str, token: str) -> Viewer | None:
        """:meth:`authorize`, its reads off the event loop on PostgreSQL (``saving.read``)."""
        return await read(self.store, lambda: self.authorize(gid, token))

    # ------------------------------------------------------------ subscribers
    def subscribe(self, live: Live, viewer: Viewer, send: Outbox) -> None:
        fanout.add(live, viewer, send)
        self.driver.kick(live)  # a game loaded for this connection, or a watched game: the AI goes on

    def unsubscribe(self, live: Live, viewer: Viewer, send: Outbox) -> None:
        fanout.remove(live, viewer, send)
        if live.session.match_over() and not live.connected():
            self.games.drop(live)  # finished and nobody watching: the store has it all

    # ------------------------------------------------------------ the hand's end
    def _after(self, live: Live, steps: list[AnyStep]) -> None:
        """When ``steps`` ended a hand: the hand-end hooks (not after a redeal), and the hand's reviews
        (:class:`~.reviews.Reviews`)."""
        s = live.session
        if not steps or steps[-1].state is None or not s.game.is_over(steps[-1].state):
            return
        redeal = isinstance(s.last_result, Redeal)
        if not redeal:
            for hook in self.hand_end_hooks:
                hook(live)
        self.reviews.hand_over(live, s.hand_seq, s.dealt[0] if s.dealt else 0, s.human_seats(), redeal)

    # ------------------------------------------------------------ acting
    async def act(self, live: Live, seat: int, action: Action, on_commit: Send | None = None) -> None:
        """Apply a human's action (raises on bad input or when the store cannot keep it: nothing changed); ack via
        ``on_commit`` once stored."""
        async with live.lock:
            s = live.session
            steps = await moved(self.store, self.store_patience, lambda: s.prepare(seat, action), s.keep, s.commit)
            live.touched = time.monotonic()
            if on_commit is not None:
                on_commit(Ack(type="ack", action=steps[0].action, step=live.session.step))
            fanout.broadcast(live, steps)
            self._after(live, steps)
        self.driver.kick(live)

    async def next_hand(self, live: Live) -> None:
        """Deal the next hand (nothing when no hand is to be dealt now), kept before it shows."""
        async with live.lock:
            s = live.session
            steps = await moved(self.store, self.store_patience, s.prepare_deal, s.keep_deal, s.commit_deal)
            if steps:
                fanout.broadcast(live, steps)
        self.driver.kick(live)

    async def end(self, live: Live) -> None:
        """End the match where it stands (abandoned), unless it has ended."""
        async with live.lock:
            s = live.session
            if not s.ended:
                await moved(self.store, self.store_patience, s.prepare_end, s.keep_end, s.commit_end)
                fanout.broadcast(live, [])

    async def hint(self, live: Live, seat: int) -> Action | None:
        """A suggestion for ``seat`` (None when it is not to act); raises :class:`Busy` when the AI stays full
        for ``HINT_PATIENCE`` seconds."""
        s = live.session
        if s.to_act() != seat:
            return None
        view = s.game.view(s.state, seat)
        legal = shipped(s.game, s.state, s.legal)
        return await self.pool.run(suggest, s.game.key, live.options_json, s.seed + s.step, view, legal,
                                   patience=HINT_PATIENCE)

    # ------------------------------------------------------------ seats changing hands (rooms of friends)
    async def set_players(self, live: Live, players: list[str]) -> None:
        """Give seats to other kinds of player (a room's member gone past the grace period: the AI; back:
        "human"), tell everyone, and let the AI play on."""
        async with live.lock:
            s = live.session
            before = s.version
            await moved(self.store, self.store_patience, partial(s.prepare_players, players), s.keep_players,
                        s.commit_players)
            if s.version != before:
                fanout.broadcast(live, [])
        self.driver.kick(live)

    async def play_for(self, live: Live, seat: int, kind: str) -> None:
        """One move of a person's ``seat`` by the AI ``kind`` (its turn timer ran out): ``AIDriver.play_for``."""
        await self.driver.play_for(live, seat, kind)
