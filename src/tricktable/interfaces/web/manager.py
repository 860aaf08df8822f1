"""The push driver of live matches: the table's match sessions by id, per-seat subscribers, the AI driver and
resumption.

Each live game is a :class:`~tricktable.table.MatchSession` writing to the store. Every change to it happens under
its ``asyncio.Lock``; AI decisions are computed in the worker pool *outside* the lock and applied only if the
session has not moved meanwhile. Each subscriber is a callback receiving JSON messages for one seat, built from
that seat's view and the events visible to it.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from ...ai import is_scheme_kind, make_player
from ...engine import Action, Game, RuleError, get_game
from ...storage import Store
from ...table import MatchSession, Step
from ...table.stored import StoreSink, session_from_row
from .ai_pool import LIGHT_KINDS, AIPool, choose, suggest
from .bots import BotAllowList, ExternalSeats, external_seats
from .snapshot import Snapshots

log = logging.getLogger(__name__)
Send = Callable[[dict[str, Any]], Awaitable[None]]


class Live:
    """A live game: its session, the seats' snapshots, its lock, subscribers and AI task."""

    def __init__(self, game_id: str, session: MatchSession) -> None:
        self.id = game_id
        self.session = session
        self.views = Snapshots(game_id, session)
        self.options_json = json.dumps(session.game.options(), sort_keys=True, default=str)
        self.lock = asyncio.Lock()
        self.subscribers: dict[int, set[Send]] = {}
        self.ai_task: asyncio.Task | None = None
        self.bots: ExternalSeats | None = None  # the seats played by allowed external bots


class Manager:
    """All live matches of one server."""

    def __init__(self, store: Store, pool: AIPool, ai_delay: float = 0.0, bots: BotAllowList | None = None) -> None:
        self.store = store
        self.pool = pool
        self.ai_delay = ai_delay
        self.allowed_bots = bots or BotAllowList()
        self.live: dict[str, Live] = {}

    def _live(self, gid: str, session: MatchSession) -> Live:
        """A live game, with its allowed external bots attached."""
        live = self.live[gid] = Live(gid, session)
        seats = external_seats(session.players, self.allowed_bots)
        if seats:
            live.bots = ExternalSeats(session, seats, session.seed)
        return live

    # ------------------------------------------------------------ lifecycle
    async def resume_all(self) -> int:
        """Rebuild every unfinished game from the store and let the AI continue where it stopped."""
        count = 0
        for gid in self.store.game_ids("active"):
            row = self.store.load(gid)
            try:
                session = session_from_row(self.store, row)
            except Exception as e:  # noqa: BLE001  (a variant no longer registered, a changed rule)
                log.warning("cannot resume game %s: %s", gid, e)
                continue
            self._kick(self._live(gid, session))
            count += 1
        return count

    async def create(self, variant: str, options: Mapping[str, Any], players: list[str],
                     seed: int | None = None) -> tuple[str, dict[int, str]]:
        """A new match; returns its id and the secret token of each human seat."""
        game: Game = get_game(variant, options)
        if len(players) != game.num_seats:
            raise ValueError(f"{variant} needs {game.num_seats} players")
        for kind in players:
            if is_scheme_kind(kind):
                if not self.allowed_bots.allows(kind):
                    raise ValueError(f"this server does not seat the bot {kind} (see tricktable serve --allow-bot)")
                make_player(kind, game)  # a bot that cannot play this variant fails here (Bhoos: Callbreak only)
        gid = secrets.token_urlsafe(16)
        tokens = {i: secrets.token_urlsafe(24) for i, p in enumerate(players) if p == "human"}
        seed = secrets.randbits(62) if seed is None else seed
        first_dealer = seed % game.num_seats
        self.store.create_game(gid, game.key, game.options(), seed, first_dealer, players, tokens)
        session = MatchSession(game, seed, first_dealer, players, StoreSink(self.store, gid))
        session.start_next_hand()
        self._kick(self._live(gid, session))
        return gid, tokens

    def get(self, gid: str) -> Live | None:
        live = self.live.get(gid)
        if live is None and self.store.load(gid, with_hands=False) is not None:
            row = self.store.load(gid)
            live = self._live(gid, session_from_row(self.store, row))
        return live

    async def close(self) -> None:
        for live in self.live.values():
            if live.ai_task is not None:
                live.ai_task.cancel()
            if live.bots is not None:
                live.bots.close()

    # ------------------------------------------------------------ subscribers
    def subscribe(self, live: Live, seat: int, send: Send) -> None:
        live.subscribers.setdefault(seat, set()).add(send)

    def unsubscribe(self, live: Live, seat: int, send: Send) -> None:
        live.subscribers.get(seat, set()).discard(send)
        if live.session.match_over() and not any(live.subscribers.values()):
            self.live.pop(live.id, None)  # finished and nobody watching: the store has it all
            if live.bots is not None:
                live.bots.close()

    async def _broadcast(self, live: Live, steps: list[Step]) -> None:
        for seat, sends in list(live.subscribers.items()):
            if not sends:
                continue
            state = live.views.snapshot(seat)
            events: dict[str, list] = {}  # per language (each connection says its own)
            for send in list(sends):
                lang = getattr(send, "lang", "en")
                if lang not in events:
                    events[lang] = live.views.events_json(seat, steps, lang)
                msg = {"type": "update", "events": events[lang], "state": state}
                try:
                    await send(msg)
                except Exception:  # noqa: BLE001  (a closed socket: it unsubscribes itself)
                    sends.discard(send)

    # ------------------------------------------------------------ acting
    async def act(self, live: Live, seat: int, action: Action, on_commit: Send | None = None) -> None:
        """Apply a human's action (raises on bad input, nothing changed); ack via ``on_commit`` once stored."""
        async with live.lock:
            steps = live.session.apply(seat, action)
            if on_commit is not None:
                await on_commit({"type": "ack", "action": steps[0].action, "step": live.session.step})
            await self._broadcast(live, steps)
        self._kick(live)

    async def next_hand(self, live: Live) -> None:
        async with live.lock:
            steps = live.session.start_next_hand()
            if steps:
                await self._broadcast(live, steps)
        self._kick(live)

    async def end(self, live: Live) -> None:
        async with live.lock:
            if not live.session.ended:
                live.session.end()
                await self._broadcast(live, [])

    async def hint(self, live: Live, seat: int) -> Action | None:
        s = live.session
        if s.to_act() != seat:
            return None
        view = s.game.view(s.state, seat)
        legal = s.game.candidate_actions(s.state)
        return await self.pool.run(suggest, s.game.key, live.options_json, s.seed + s.step, view, legal)

    # ------------------------------------------------------------ seats changing hands (rooms of friends)
    async def set_players(self, live: Live, players: list[str]) -> None:
        """Give seats to other kinds of player (a room's member gone past the grace period: the AI; back:
        "human"), tell everyone, and let the AI play on."""
        async with live.lock:
            s = live.session
            changed = [seat for seat, kind in enumerate(players) if s.players[seat] != kind]
            for seat in changed:
                s.set_player(seat, players[seat])
            if changed:
                await self._broadcast(live, [])
        self._kick(live)

    async def play_for(self, live: Live, seat: int, kind: str) -> None:
        """One move of a person's ``seat`` by the AI ``kind`` (its turn timer ran out). Nothing happens if the seat
        is no longer to act when the AI has decided (the person was quicker)."""
        s = live.session
        if s.to_act() != seat:
            return
        version = s.version
        view, legal = s.game.view(s.state, seat), s.game.candidate_actions(s.state)
        action = await self.pool.run(choose, s.game.key, live.options_json, kind, s.decision_seed(), view, legal,
                                     light=kind in LIGHT_KINDS)
        async with live.lock:
            if s.version != version:
                return
            try:
                steps = s.apply(seat, action)
            except RuleError:
                steps = s.apply(seat, legal[0])
            await self._broadcast(live, steps)
        self._kick(live)

    # ------------------------------------------------------------ the AI driver
    def _kick(self, live: Live) -> None:
        if live.ai_task is None or live.ai_task.done():
            live.ai_task = asyncio.get_running_loop().create_task(self._drive(live))

    async def _drive(self, live: Live) -> None:
        s = live.session
        try:
            while True:
                if s.state is None:
                    if s.human_seats() or s.match_over():
                        return  # a human starts the next hand
                    async with live.lock:
                        await self._broadcast(live, s.start_next_hand())
                    continue
                seat = s.to_act()
                if seat is None or s.players[seat] == "human":
                    return
                version = s.version
                view = s.game.view(s.state, seat)
                legal = s.game.candidate_actions(s.state)
                seed = s.decision_seed()
                kind = s.players[seat]
                if live.bots is not None and seat in live.bots.seats:
                    action = await live.bots.decide(s.state, seat, legal)
                else:
                    if is_scheme_kind(kind):  # a stored bot this server does not allow (now): the heuristic plays
                        kind = "heuristic"
                    action = await self.pool.run(choose, s.game.key, live.options_json, kind, seed, view, legal,
                                                 light=kind in LIGHT_KINDS)
                if self.ai_delay:
                    await asyncio.sleep(self.ai_delay)
                async with live.lock:
                    if s.version != version:
                        continue
                    try:
                        steps = s.apply(seat, action)
                    except RuleError as e:  # the server validates AI actions too: fall back to a listed one
                        log.warning("AI %s chose %s in game %s: %s", kind, action, live.id, e)
                        steps = s.apply(seat, legal[0])
                    await self._broadcast(live, steps)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("AI driver of game %s stopped", live.id)

