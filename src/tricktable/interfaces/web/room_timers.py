"""A room's clocks and its match: one task per room in memory that follows the room's match and counts down.

Contracts:

* the task wakes on every step of the room's match (``match_of`` listens) and at the room's next deadline (a
  member's grace period, the turn timer, a pending claim), and then brings the room up to date (:meth:`tick`);
* it ends when the room closes, or when nobody is connected and nothing counts down (the next connection starts
  it again);
* a turn timer that runs out has the room's AI make that one move (``Manager.play_for``); a member away past
  the grace period has the AI take the seat, and back, the person again (:meth:`RoomTimers.seat_players`); the
  next hand is dealt once every member has confirmed;
* a claim nobody objected to within ``claim_seconds`` is applied; one made stale (the claimant played on) is
  withdrawn; a claim kept before a restart waits again;
* a change the store cannot keep changes nothing and is looked at again :data:`~.ai_driver.STORE_RETRY` seconds
  later.

Plain Python: no web framework here.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from ...engine import RuleError
from ...storage import StoreUnavailable
from ...table.room import CLOSED, PLAYING
from .ai_driver import STORE_RETRY
from .live_games import Live
from .live_rooms import LiveRoom, RoomClocks, match_of
from .manager import Manager
from .room_claims import WITHDRAWN, PendingClaim
from .room_store import RoomStore
from .room_subscriptions import RoomSubscriptions

log = logging.getLogger(__name__)


class RoomTimers:
    """Runs the rooms' clocks and follows their matches."""

    def __init__(self, manager: Manager, saved: RoomStore, subs: RoomSubscriptions, clocks: RoomClocks) -> None:
        self.manager = manager
        self.saved = saved
        self.subs = subs
        self.clocks = clocks

    def start(self, lr: LiveRoom) -> None:
        """Start the room's task unless it runs."""
        if lr.task is None or lr.task.done():
            lr.task = asyncio.get_running_loop().create_task(self._run(lr))

    async def _run(self, lr: LiveRoom) -> None:
        """Wake on every change of the room's match (and at the next deadline): follow the match, count down
        the grace periods and the turn timer, deal the next hand once everyone confirmed."""
        try:
            while lr.room.phase != CLOSED:
                wait = self.next_wait(lr)
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(lr.wake.wait(), timeout=None if wait is None else wait + 0.05)
                lr.wake.clear()
                try:
                    await self.tick(lr)
                except StoreUnavailable as e:  # nothing changed: the clocks are looked at again a little later
                    log.warning("room %s cannot save, trying again in %s s: %s", lr.room.code, STORE_RETRY, e)
                    await asyncio.sleep(STORE_RETRY)
                    lr.wake.set()
                if not lr.connections() and self.next_wait(lr) is None:
                    return  # nobody here and nothing counting down: the next connection starts it again
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("room %s stopped", lr.room.code)

    def next_wait(self, lr: LiveRoom) -> float | None:
        """Seconds until the room's next clock runs out: a grace period, the turn timer or a pending claim."""
        now = self.clocks.clock()
        waits = [w for w in (lr.room.next_deadline(now),
                             None if lr.claim is None else max(0.0, lr.claim.until - now)) if w is not None]
        return min(waits) if waits else None

    async def tick(self, lr: LiveRoom) -> None:
        """Bring the room up to date with its match and its clocks (called whenever something may have moved)."""
        turn_seat = None
        claim_due: PendingClaim | None = None
        async with RoomStore.changing(lr):
            room, now = lr.room, self.clocks.clock()
            live = match_of(self.manager, lr)
            if live is None or room.phase != PLAYING:
                lr.claim = None
                if room.claim is not None and room.phase != PLAYING:
                    room.claim = None
                    await self.saved.save(room)
                return
            s = live.session
            changed = False
            if lr.claim is None and room.claim is not None:  # kept before a restart: it waits again
                lr.claim = PendingClaim.from_json(room.claim, s, now)
                room.claim = None if lr.claim is None else room.claim
            kept_claim = room.claim
            if lr.claim is not None and lr.claim.stale(s):  # the claimant played on (or the AI for it)
                lr.claim_ended(WITHDRAWN, None)
                changed = True
            elif lr.claim is not None and now >= lr.claim.until:  # nobody objected: it is applied below
                claim_due, lr.claim, room.claim = lr.claim, None, None
                changed = True
            if room.claim != kept_claim:
                await self.saved.save(room)
            if s.match_over():
                room.match_ended()
                await self.saved.save(room)
                self.subs.broadcast_room(lr)
                return
            to_act = s.to_act()
            seen_hand, seen_version, seen_seat = lr.seen
            if s.hand_seq != seen_hand:
                room.hand_started()
                changed = True
                self.subs.resubscribe_all(lr)  # a seat taken between hands shows its table from the deal
            if to_act is not None and to_act == seen_seat and s.version != seen_version and s.hand_seq == seen_hand:
                room.restart_turn(now)  # the same person acts again (the declarer discards, then names trump)
            before = room.turn
            if lr.claim is not None:
                room.turn = None  # the claimant's timer waits while the others may object
            else:
                room.turn_is(to_act, now)
            changed = changed or before != room.turn
            lr.seen = (s.hand_seq, s.version, to_act)
            if room.due_away(now):
                await self.seat_players(lr, live)
                changed = True
            turn_seat = room.turn_due(now) if lr.claim is None and claim_due is None else None
            if turn_seat is not None:
                room.turn = None  # the AI makes this move; the next one starts a new timer
            if s.state is None and room.all_confirmed():
                room.hand_started()
                await self.manager.next_hand(live)
                changed = True
            if changed:
                self.subs.broadcast_room(lr)
        if claim_due is not None:
            try:
                await self.manager.act(live, claim_due.seat, claim_due.action)
            except RuleError as e:  # cannot happen on the same table; if it does, play simply goes on
                log.warning("room %s: a claim was refused when applied: %s", lr.room.code, e)
        if turn_seat is not None:
            await self.manager.play_for(live, turn_seat, room.settings.ai)

    async def seat_players(self, lr: LiveRoom, live: Live | None = None) -> None:
        """Give the match's seats the player kinds the room says (members present: human; else the AI), and
        keep the players' names in the record."""
        live = live or match_of(self.manager, lr)
        if live is None or lr.room.phase != PLAYING:
            return
        await self.manager.set_players(live, lr.room.players())
        await self.saved.keep_names(lr.room, live.id)
        between = live.session.state is None  # a seat taken between hands is played from the next one
        await self.saved.keep_seats(lr.room, live.id, live.session.hand_seq + between, live.session.hand_seq)
