"""The push driver of live matches: the table's match sessions by id, subscribers, the AI driver and its budgets.

Each live game is a :class:`~tricktable.engine.MatchSession` writing to the store. Every change to it happens under
its ``asyncio.Lock``; AI decisions are computed in the worker pool *outside* the lock and applied only if the
session has not moved meanwhile. Each subscriber is an :class:`~.outbox.Outbox` (one connection) queued JSON
messages for one viewer (a seat, or a watcher looking from a seat's chair), built from that seat's view and the
events visible to it: under the lock messages are only queued, never awaited on a client.

Budgets, so that no request starts unbounded work:

* a game without a human seat (or an allowed external bot) advances only while someone watches it, one AI
  decision per ``watch_pace`` seconds, and an open-ended one waits for the watcher to deal each next hand;
* at most ``max_games`` games are in memory; idle ones (nobody connected, the AI not thinking) are unloaded to
  make room, and after ``idle_seconds`` anyway (the store has everything; the next connection loads them);
* at most ``pool.max_queued`` AI decisions wait or think at once; a new game waits (in a bounded line, for a
  bounded time) until its AI has room, a hint waits a few seconds; hand reviews run in the pool's low-priority
  background lane, at most ``pool.max_background`` queued (past that a hand is not reviewed), so they never
  delay a table (see ``ai_pool``).

A restart loads nothing: a game is rebuilt from the store when someone connects to it.

Every change is kept in the store before it shows: a step the store cannot take (``StoreUnavailable``: locked by
another process past ``store_patience`` seconds, read-only, full) changes nothing in memory and goes back to whoever
asked; the AI driver tries its move again every ``STORE_RETRY`` seconds until the store takes it.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from collections.abc import Awaitable, Callable, Mapping
from functools import partial
from typing import Any, NamedTuple, TypeVar

from ...ai import is_scheme_kind, make_player
from ...engine import Action, Game, MatchSession, MatchState, RuleError, Step, get_game
from ...engine.session import PendingDeal, PendingStep
from ...i18n import localizer
from ...messages import Message, MessageError, Seat
from ...storage import Store, StoreUnavailable
from ...table.stored import ACTIVE, StoreSink, session_from_row
from .ai_pool import (
    HINT_PATIENCE,
    LIGHT_KINDS,
    AIPool,
    Busy,
    choose_kept,
    shipped,
    suggest,
)
from .ai_seats import AISeats
from .bots import BotAllowList, ExternalSeats, external_seats
from .outbox import Outbox, encode
from .reviews import Reviews
from .saving import kept, kept_apart, read
from .snapshot import Snapshots

log = logging.getLogger(__name__)
#: a reply callback that only queues (never waits on a client)
Send = Callable[[dict[str, Any]], Any]

#: the most seeds a game may have: what SQLite's INTEGER holds
MAX_SEED = 2**63 - 1
#: seconds the AI driver waits before trying again a move the store could not take
STORE_RETRY = 1.0
#: a change worked out, not yet kept nor made (a step, a deal, the seats' new kinds, the match as it ends)
P = TypeVar("P", PendingStep, PendingDeal, list[str], MatchState)


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

    def __init__(self, game_id: str, session: MatchSession) -> None:
        self.id = game_id
        self.session = session
        self.views = Snapshots(game_id, session)
        self.options_json = json.dumps(session.game.options(), sort_keys=True, default=str)
        self.lock = asyncio.Lock()
        self.subscribers: dict[Viewer, set[Outbox]] = {}
        self.ai_task: asyncio.Task | None = None
        self.review_tasks: set[asyncio.Task] = set()
        self.bots: ExternalSeats | None = None  # the seats played by allowed external bots
        self.ai = AISeats(session)  # the AI players of the hand on the table
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


async def _never(game_id: str) -> bool:
    return False


class Manager:
    """All live matches of one server."""

    def __init__(self, store: Store, pool: AIPool, ai_delay: float = 0.0, bots: BotAllowList | None = None,
                 watch_pace: float = 1.0, max_games: int = 200, idle_seconds: float = 600.0,
                 store_patience: float = 5.0) -> None:
        self.store = store
        self.store_patience = store_patience  # seconds a change waits for a store another process has locked
        self.pool = pool
        self.reviews = Reviews(store, pool, store_patience)
        self.ai_delay = ai_delay
        self.allowed_bots = bots or BotAllowList()
        self.watch_pace = watch_pace
        self.max_games = max_games
        self.idle_seconds = idle_seconds
        self.live: dict[str, Live] = {}
        self._sweeper: asyncio.Task | None = None
        self._loop: asyncio.AbstractEventLoop | None = None  # the server's loop (set at start-up)
        #: called (on the loop, under the game's lock: queue work, never wait) when a hand of a live game has been
        #: played out (not a redeal); the daily challenge ends its one-deal games with it
        self.hand_end_hooks: list[Callable[[Live], None]] = []
        #: whether hints are refused in game ``id`` (the daily challenge's games)
        self.hints_off: Callable[[str], Awaitable[bool]] = _never
        #: in a cluster, takes a table's lease for this process (``Cluster.claim``): a new game is claimed as it is
        #: made, so that no other process loads it while it is in this one's memory
        self.claim: Callable[[str], Awaitable[bool]] | None = None
        self._loading: dict[str, asyncio.Future[tuple[Any, MatchSession | None]]] = {}  # games being fetched

    def _live(self, gid: str, session: MatchSession) -> Live:
        """A live game, with its allowed external bots attached."""
        live = self.live[gid] = Live(gid, session)
        seats = external_seats(session.players, self.allowed_bots)
        if seats:
            live.bots = ExternalSeats(session, seats, session.seed)
        return live

    def _drop(self, live: Live) -> None:
        """Take a game out of memory (the store keeps it all)."""
        self.live.pop(live.id, None)
        live.ai.close()
        if live.bots is not None:
            live.bots.close()

    # ------------------------------------------------------------ lifecycle
    async def resume_all(self) -> int:
        """Count the unfinished games a restart may resume. None is loaded now: each is rebuilt from the store
        when someone connects to it (so a restart is quick, and nothing plays by itself)."""
        self._loop = asyncio.get_running_loop()
        return len(self.store.game_ids(ACTIVE))

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
            self._drop(live)
            dropped += 1
        return dropped

    def _make_room(self) -> None:
        if len(self.live) >= self.max_games:
            self.unload_idle(0.0, keep=self.max_games - 1)
        if len(self.live) >= self.max_games:
            raise Unavailable("busy", "server-full-games", games=self.max_games)

    async def create(self, variant: str, options: Mapping[str, Any], players: list[str],
                     seed: int | None = None, on_wait: Callable[[], Awaitable[None]] | None = None,
                     keep_with: Callable[[str], None] | None = None) -> tuple[str, dict[int, str], str | None]:
        """A new match; returns its id, the secret token of each human seat, and (for a game without a human
        seat) the watcher's token. While the AI queue is full it waits its turn (``on_wait`` is called first);
        raises :class:`Unavailable` ("busy") when the line of waiting games is full or the wait too long.
        ``keep_with(game_id)`` writes what belongs with the new game (a room's record of it) in the same store
        transaction as the game and its first deal: all are kept, or none (it may be called again if the store
        was busy, so it changes nothing in memory)."""
        game: Game = get_game(variant, options)
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
        self._make_room()
        gid = secrets.token_urlsafe(16)
        tokens = {i: secrets.token_urlsafe(24) for i, p in enumerate(players) if p == "human"}
        watch = None if tokens else secrets.token_urlsafe(24)
        seed = secrets.randbits(62) if seed is None else seed
        first_dealer = seed % game.num_seats

        def start() -> MatchSession:  # the game, its first deal (and keep_with's writes) are kept together, or none
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
        self._kick(self._live(gid, session))
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

    def _replayed(self, row: Any) -> MatchSession:
        """The session of a stored game (raises :class:`Unavailable` "broken" when it cannot be replayed). Touches
        nothing of the manager's: may run in a thread."""
        try:
            return session_from_row(self.store, row)
        except (RuleError, ValueError, TypeError, KeyError) as e:
            log.warning("cannot resume game %s: %s", row.id, e)
            raise Unavailable("broken", "server-game-broken") from None

    def _resumed(self, gid: str, row: Any, session: MatchSession) -> Live:
        """A stored game's replayed session put in memory (raises :class:`Unavailable` when the server is full)."""
        self._make_room()
        live = self._live(gid, session)
        self._kick(live)  # someone asked for it: the AI plays on (a game without a human: once watched)
        return live

    async def close(self) -> None:
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

    # ------------------------------------------------------------ subscribers
    def subscribe(self, live: Live, viewer: Viewer, send: Outbox) -> None:
        live.subscribers.setdefault(viewer, set()).add(send)
        live.touched = time.monotonic()
        self._kick(live)  # a game loaded for this connection, or a watched game: the AI goes on

    def unsubscribe(self, live: Live, viewer: Viewer, send: Outbox) -> None:
        live.subscribers.get(viewer, set()).discard(send)
        live.touched = time.monotonic()
        if live.session.match_over() and not live.connected():
            self._drop(live)  # finished and nobody watching: the store has it all

    def _broadcast(self, live: Live, steps: list[Step]) -> None:
        """Queue each subscriber its update (never waits on a client: see :mod:`.outbox`): built and encoded once
        per viewer and language, however many connections share them (the spectators, a person's tabs)."""
        for viewer, sends in list(live.subscribers.items()):
            if not sends:
                continue
            state = live.views.snapshot(viewer.seat, viewer.watching)
            updates: dict[str, str] = {}  # per language (each connection says its own)
            for send in list(sends):
                if send.lang not in updates:
                    events = live.views.events_json(viewer.seat, steps, send.lang)
                    updates[send.lang] = encode({"type": "update", "events": events, "state": state})
                if not send.put_text(updates[send.lang]):
                    sends.discard(send)  # closed, or dropped for falling behind: it unsubscribes itself too

    def _tell_bot_fault(self, live: Live, seat: int, kind: str) -> None:
        """Tell everyone at the table, once a hand per seat, that the bot of ``seat`` failed (``kind``: timeout,
        illegal, unreadable, crash) and a legal move was played for it: ``server-bot-fault`` in each one's
        language, as an error without an id (the page shows it; nobody's request failed)."""
        told = (live.session.hand_seq, seat)
        if told in live.bot_faults_told:
            return
        live.bot_faults_told.add(told)
        game = live.session.game
        for viewer, sends in list(live.subscribers.items()):
            for send in list(sends):
                words = localizer(send.lang)
                text = words.format("server-bot-fault", {"seat": Seat(seat), "kind": kind},
                                    seats=words.seats_for(game, viewer.seat))
                send.put({"type": "error", "code": "server-bot-fault", "message": text, "seat": seat, "kind": kind})

    # ------------------------------------------------------------ the hand review
    def _after(self, live: Live, steps: list[Step]) -> None:
        """When ``steps`` ended a hand: the hand-end hooks (not after a redeal), and the hand's reviews
        (:class:`~.reviews.Reviews`)."""
        s = live.session
        if not steps or steps[-1].state is None or not s.game.is_over(steps[-1].state):
            return
        redeal = bool((s.last_result or {}).get("redeal"))
        if not redeal:
            for hook in self.hand_end_hooks:
                hook(live)
        self.reviews.hand_over(live, s.hand_seq, s.dealt[0] if s.dealt else 0, s.human_seats(), redeal)

    # ------------------------------------------------------------ acting
    async def act(self, live: Live, seat: int, action: Action, on_commit: Send | None = None) -> None:
        """Apply a human's action (raises on bad input or when the store cannot keep it: nothing changed); ack via
        ``on_commit`` once stored."""
        async with live.lock:
            steps = await self._step(live, lambda: live.session.prepare(seat, action))
            live.touched = time.monotonic()
            if on_commit is not None:
                on_commit({"type": "ack", "action": steps[0].action, "step": live.session.step})
            self._broadcast(live, steps)
            self._after(live, steps)
        self._kick(live)

    async def _step(self, live: Live, prepare: Callable[[], PendingStep]) -> list[Step]:
        """One action of a live game (under its lock): validated (``prepare`` raises on bad input), kept in the
        store, then applied, all or nothing (see :meth:`_moved`)."""
        s = live.session
        return await self._moved(prepare, s.keep, s.commit)

    async def _deal(self, live: Live) -> list[Step]:
        """The next hand of a live game dealt (under its lock), kept in the store, then on the table, all or
        nothing (see :meth:`_moved`); nothing when no hand is to be dealt now."""
        s = live.session
        return await self._moved(s.prepare_deal, s.keep_deal, s.commit_deal)

    async def _moved(self, prepare: Callable[[], P | None], keep: Callable[[P], None],
                     commit: Callable[[P], list[Step]]) -> list[Step]:
        """Move a session by one step (``prepare`` works it out changing nothing, ``keep`` hands its records to the
        store, ``commit`` moves the session): on PostgreSQL the store's round trip is waited for in a thread
        (``kept_apart``): the event loop serves the other tables meanwhile, and this table, whose lock the caller
        holds, does not move until its step is kept. On SQLite it is the one call it always was (``kept``)."""
        if not self.store.writes_apart:
            def apply() -> list[Step]:
                pending = prepare()
                if pending is None:
                    return []
                keep(pending)
                return commit(pending)

            return await kept(apply, self.store_patience)
        pending = prepare()
        if pending is None:
            return []
        await kept_apart(self.store, self.store.collect(lambda: keep(pending)), self.store_patience)
        return commit(pending)

    async def next_hand(self, live: Live) -> None:
        async with live.lock:
            steps = await self._deal(live)
            if steps:
                self._broadcast(live, steps)
        self._kick(live)

    async def end(self, live: Live) -> None:
        async with live.lock:
            s = live.session
            if not s.ended:
                await self._moved(s.prepare_end, s.keep_end, s.commit_end)
                self._broadcast(live, [])

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
            await self._moved(partial(s.prepare_players, players), s.keep_players, s.commit_players)
            if s.version != before:
                self._broadcast(live, [])
        self._kick(live)

    async def play_for(self, live: Live, seat: int, kind: str) -> None:
        """One move of a person's ``seat`` by the AI ``kind`` (its turn timer ran out). Nothing happens if the seat
        is no longer to act when the AI has decided (the person was quicker)."""
        s = live.session
        if s.to_act() != seat:
            return
        version, legal = s.version, s.legal
        action, player = await self._decide(live, seat, kind, s.game.view(s.state, seat), legal)
        try:
            await self._apply_decision(live, seat, kind, version, action, legal, player)
        except StoreUnavailable as e:  # nothing moved: the seat's next turn timer tries again
            log.warning("game %s: the AI's move for seat %s cannot be saved: %s", live.id, seat, e)
        self._kick(live)

    # ------------------------------------------------------------ the AI driver
    def _kick(self, live: Live) -> None:
        """Start the AI driver of ``live`` unless it runs (from another thread too: then on the server's loop)."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            if self._loop is not None:
                self._loop.call_soon_threadsafe(self._kick, live)
            return
        if live.ai_task is None or live.ai_task.done():
            live.ai_task = loop.create_task(self._drive(live))

    def _may_advance(self, live: Live) -> bool:
        """The AI plays on while a human sits at the table, or while someone watches a game without one."""
        return not live.unattended() or live.connected()

    async def _drive(self, live: Live) -> None:
        s = live.session
        try:
            while self._may_advance(live):
                try:
                    if s.state is None:
                        if s.human_seats() or s.match_over() or s.game.open_ended:
                            return  # a person deals the next hand (an open-ended match asks whether to go on)
                        await self._pace(live)
                        async with live.lock:
                            self._broadcast(live, await self._deal(live))
                        continue
                    seat = s.to_act()
                    if seat is None or s.players[seat] == "human":
                        return
                    version = s.version
                    view = s.game.view(s.state, seat)
                    legal = s.legal  # listed when needed (never, for a light player's choice of cards)
                    kind = s.players[seat]
                    await self._pace(live)
                    if s.version != version:
                        continue
                    action, player = await self._decide(live, seat, kind, view, legal)
                    if self.ai_delay:
                        await asyncio.sleep(self.ai_delay)
                    await self._apply_decision(live, seat, kind, version, action, legal, player)
                except StoreUnavailable as e:  # nothing moved: the same move is decided and tried again later
                    log.warning("game %s: the AI's move cannot be saved, trying again in %s s: %s", live.id,
                                STORE_RETRY, e)
                    await asyncio.sleep(STORE_RETRY)
        except asyncio.CancelledError:
            raise
        except Busy:
            log.warning("AI driver of game %s refused: the pool is full", live.id)
        except Exception:
            log.exception("AI driver of game %s stopped", live.id)

    async def _decide(self, live: Live, seat: int, kind: str, view: Any,
                      legal: Callable[[], list[Action]]) -> tuple[Action, Any]:
        """The move of ``seat`` by its allowed external bot, else by the AI ``kind``, thought off the event loop (a
        light player on it, except for a choice of cards: a Rook declarer's thousands of discards are listed by
        the worker, never on the loop); with the AI player after deciding (None for a bot), for
        :meth:`_apply_decision` to keep. ``legal()`` lists the legal actions of the position (``MatchSession.legal``)."""
        s = live.session
        if live.bots is not None and seat in live.bots.seats:
            faults = live.bots.seating.faults[seat]
            before = dict(faults.counts)
            action = await live.bots.decide(s.state, seat, legal())
            new = [kind for kind, n in faults.counts.items() if n > before.get(kind, 0)]
            if new:
                self._tell_bot_fault(live, seat, new[0])
            return action, None
        if is_scheme_kind(kind):  # a stored bot this server does not allow (now): the heuristic plays
            kind = "heuristic"
        # decided here, on the loop, from the list itself; else from the list or the state (``shipped``)
        light = kind in LIGHT_KINDS and s.game.card_choice(s.state) is None
        action, player = await self.pool.run(choose_kept, live.ai.player(seat, kind), s.game.key, live.options_json,
                                             kind, s.decision_seed(), view,
                                             legal() if light else shipped(s.game, s.state, legal), light=light)
        return action, player

    async def _apply_decision(self, live: Live, seat: int, kind: str, version: int, action: Action,
                              legal: Callable[[], list[Action]], player: Any = None) -> None:
        """Apply a decision taken at ``version``, unless the match has moved since (then nothing happens); the
        seat's AI ``player`` after deciding is kept when the move is. ``legal()`` lists the legal actions at
        ``version`` (the first is played when the decision breaks the rules)."""
        s = live.session

        def prepare() -> PendingStep:
            try:
                return s.prepare(seat, action)
            except RuleError as e:  # the server validates AI actions too: fall back to a listed one
                log.warning("AI %s chose %s in game %s: %s", kind, action, live.id, e)
                return s.prepare(seat, legal()[0])

        async with live.lock:
            if s.version != version:
                live.ai.forget(seat)  # it decided a move never made: built again, caught up, when next asked
                return
            try:
                steps = await self._step(live, prepare)
            except BaseException:
                live.ai.forget(seat)  # the move is decided again: by a player that has not decided it yet
                raise
            if player is not None:
                live.ai.keep(seat, kind, player)
            live.touched = time.monotonic()
            self._broadcast(live, steps)
            self._after(live, steps)

    async def _pace(self, live: Live) -> None:
        """A game the AI plays alone goes at the viewing pace."""
        if live.unattended() and self.watch_pace > 0:
            await asyncio.sleep(self.watch_pace)
