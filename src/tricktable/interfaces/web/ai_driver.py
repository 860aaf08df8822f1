"""The AI driver of live games: who moves for the AI seats, external bots and a person's timed-out turn, and when.

Contracts:

* one driver task per game at most (:meth:`AIDriver.kick` starts it unless it runs; safe from another thread,
  then it starts on the server's loop);
* it plays on while a human sits at the table, or while someone watches a game without one (``Live.unattended``);
  such an unattended game goes at ``watch_pace`` seconds per decision, and an open-ended one waits for the watcher
  to deal each next hand; a person always deals the next hand of a table with a human seat;
* a decision is thought *outside* the game's lock (in the worker pool, or on the loop for a light player's choice
  among listed actions) and applied under it only if the session has not moved meanwhile; a decision that
  breaks the rules is replaced by the first legal action (the server validates AI actions too);
* an allowed external bot's seat is decided by the bot; its faults are told to the table once a hand per seat;
* every move is kept in the store before it shows (``saving.moved``); a move the store cannot take changes
  nothing and is decided and tried again every :data:`STORE_RETRY` seconds;
* after each applied move ``after(live, steps)`` runs under the lock (hand-end hooks, reviews: the manager's).

Plain Python: no web framework here.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import Any

from ...ai import is_scheme_kind
from ...engine import Action, RuleError
from ...engine.game import View
from ...engine.session import AnyPendingStep, AnyStep
from ...storage import Store, StoreUnavailable
from . import fanout
from .ai_admission import Busy
from .ai_pool import AIPool
from .ai_tasks import LIGHT_KINDS, Carried, choose_kept, shipped
from .live_games import Live
from .saving import moved

log = logging.getLogger(__name__)

#: seconds the AI driver waits before trying again a move the store could not take
STORE_RETRY = 1.0


class AIDriver:
    """Moves the AI seats of live games, thinking in ``pool``; each move kept in ``store`` first."""

    def __init__(self, store: Store, pool: AIPool, after: Callable[[Live, list[AnyStep]], None],
                 ai_delay: float = 0.0, watch_pace: float = 1.0, store_patience: float = 5.0) -> None:
        self.store = store
        self.store_patience = store_patience
        self.pool = pool
        self.after = after
        self.ai_delay = ai_delay
        self.watch_pace = watch_pace
        self.loop: asyncio.AbstractEventLoop | None = None  # the server's loop (set at start-up)

    def kick(self, live: Live) -> None:
        """Start the AI driver of ``live`` unless it runs (from another thread too: then on the server's loop)."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            if self.loop is not None:
                self.loop.call_soon_threadsafe(self.kick, live)
            return
        if live.ai_task is None or live.ai_task.done():
            live.ai_task = loop.create_task(self._drive(live))

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
        self.kick(live)

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
                            fanout.broadcast(live, await moved(self.store, self.store_patience, s.prepare_deal,
                                                               s.keep_deal, s.commit_deal))
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

    async def _decide(self, live: Live, seat: int, kind: str, view: View,
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
                fanout.tell_bot_fault(live, seat, new[0])
            return action, None
        if is_scheme_kind(kind):  # a stored bot this server does not allow (now): the heuristic plays
            kind = "heuristic"
        # decided here, on the loop, from the list itself; else from the list or the state (``shipped``)
        light = kind in LIGHT_KINDS and s.game.card_choice(s.state) is None
        action, carried = await self.pool.run(choose_kept, Carried(live.ai.player(seat, kind)), s.game.key,
                                              live.options_json, kind, s.decision_seed(), view,
                                              legal() if light else shipped(s.game, s.state, legal), light=light)
        return action, carried.player

    async def _apply_decision(self, live: Live, seat: int, kind: str, version: int, action: Action,
                              legal: Callable[[], list[Action]], player: Any = None) -> None:
        """Apply a decision taken at ``version``, unless the match has moved since (then nothing happens); the
        seat's AI ``player`` after deciding is kept when the move is. ``legal()`` lists the legal actions at
        ``version`` (the first is played when the decision breaks the rules)."""
        s = live.session

        def prepare() -> AnyPendingStep:
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
                steps = await moved(self.store, self.store_patience, prepare, s.keep, s.commit)
            except BaseException:
                live.ai.forget(seat)  # the move is decided again: by a player that has not decided it yet
                raise
            if player is not None:
                live.ai.keep(seat, kind, player)
            live.touched = time.monotonic()
            fanout.broadcast(live, steps)
            self.after(live, steps)

    async def _pace(self, live: Live) -> None:
        """A game the AI plays alone goes at the viewing pace."""
        if live.unattended() and self.watch_pace > 0:
            await asyncio.sleep(self.watch_pace)
