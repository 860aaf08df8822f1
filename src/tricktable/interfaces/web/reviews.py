"""The hand reviews of a server's tables: when a hand is over, each human seat's card play is reviewed in the AI
pool's background lane (:meth:`~.ai_pool.AIPool.later`: off the event loop, behind every table's decisions), the
review kept in the store and sent to the seat (``{"type": "review", "review": …}``), read back later
(:meth:`Reviews.kept`). When that lane is full the
hand is not reviewed and each seat is told why (:func:`not_reviewed`, ``skipped``: "busy"). A redeal is never
reviewed: nothing to explain.

:class:`Reviews` is the service (no web framework here); :func:`review` the work a worker does (the match
replayed from the store's text, :func:`~tricktable.ai.review.review_match`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from typing import Any, Protocol

from ...engine.match import AnyGame
from ...engine.results import is_redeal
from ...storage import GameRow, Store, StoreUnavailable
from .ai_admission import Busy
from .ai_pool import AIPool
from .ai_tasks import game_of
from .protocol import Review
from .saving import kept, read

log = logging.getLogger(__name__)


class _Session(Protocol):
    """A match as the reviews see it: its game."""

    @property
    def game(self) -> AnyGame:
        """The game of the match."""


class Reviewed(Protocol):
    """A live table as the reviews see it (``live_games.Live``)."""

    id: str
    options_json: str
    review_tasks: set[asyncio.Task[None]]

    @property
    def session(self) -> _Session:
        """Its match, whose game says what the family calls a deal (the message that a hand is not reviewed)."""

    def tell(self, seat: int, msg: dict[str, Any]) -> None:
        """Queue ``msg`` for every connection of ``seat`` (never waits on a client)."""


class Reviews:
    """Reviews the hands played at a server's tables (its ``store``, its ``pool``'s background lane); a review
    waits at most ``patience`` seconds for a store another process has locked."""

    def __init__(self, store: Store, pool: AIPool, patience: float) -> None:
        self.store, self.pool, self.patience = store, pool, patience

    async def kept(self, game_id: str, seats: list[int]) -> dict[int, dict[int, dict[str, Any]]]:
        """The reviews kept of game ``game_id`` for each of ``seats``: by seat, then by hand (its ``hand_seq``).
        Who may read which is the caller's to decide (a seat's token, a room member's seats)."""
        return await read(self.store, lambda: {seat: self.store.reviews(game_id, seat) for seat in seats})

    def hand_over(self, live: Reviewed, hand_seq: int, hand_number: int, seats: list[int], redeal: bool) -> None:
        """Hand ``hand_seq`` (the match's ``hand_number``-th dealt) of ``live`` is over: review it for each of
        ``seats`` (its human seats), in a task of ``live.review_tasks`` (queued: never waits)."""
        if not seats:
            return
        if self.pool.background_full():
            log.info("game %s hand %s is not reviewed: the background lane is full", live.id, hand_seq)
            if redeal:
                return
            work = self._skipped(live, hand_seq, hand_number, seats)
        else:
            work = self._review(live, hand_seq, seats)
        task = asyncio.get_running_loop().create_task(work)
        live.review_tasks.add(task)
        task.add_done_callback(live.review_tasks.discard)

    async def _review(self, live: Reviewed, hand_seq: int, seats: list[int]) -> None:
        """Review hand ``hand_seq`` for each of ``seats`` (the match read from the store once)."""
        try:
            row = await read(self.store, lambda: self.store.load(live.id))
            if row is None:
                return
            rows = [h for h in row.hands if h.seq <= hand_seq]
            if not rows or rows[-1].seq != hand_seq or is_redeal(rows[-1].result):
                return
            hands = [(h.hands, h.extra, [a for _, a in h.actions]) for h in rows]
            await asyncio.gather(*(self._review_seat(live, row, hands, hand_seq, rows[-1].number, seat)
                                   for seat in seats))
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("hand review of game %s failed", live.id)

    async def _review_seat(self, live: Reviewed, row: GameRow, hands: Sequence[tuple[Sequence[str], str, Sequence[str]]],
                           hand_seq: int, hand_number: int, seat: int) -> None:
        try:
            result = await self.pool.later(review, row.variant, live.options_json, row.first_dealer, row.seed,
                                           hands, len(hands), seat)
        except Busy:
            log.info("game %s hand %s is not reviewed for seat %s: the background lane is full", live.id,
                     hand_seq, seat)
            result = not_reviewed(live.session.game, hand_seq, hand_number, seat)
        await self._give(live, hand_seq, seat, {**result, "hand_seq": hand_seq, "hand_number": hand_number})

    async def _skipped(self, live: Reviewed, hand_seq: int, hand_number: int, seats: list[int]) -> None:
        """Hand ``hand_seq`` is not reviewed (the background lane is full): each seat is told why."""
        for seat in seats:
            await self._give(live, hand_seq, seat, not_reviewed(live.session.game, hand_seq, hand_number, seat))

    async def _give(self, live: Reviewed, hand_seq: int, seat: int, result: dict[str, Any]) -> None:
        """Keep a seat's hand review (or why there is none) and send it to the seat (sent even when the store cannot
        keep it: then it is not shown again later)."""
        try:
            await kept(lambda: self.store.save_review(live.id, hand_seq, seat, result), self.patience,
                       apart=self.store)
        except StoreUnavailable as e:
            log.warning("game %s: the hand review of seat %s is not kept: %s", live.id, seat, e)
        live.tell(seat, Review(type="review", review=result).wire())


def review(variant: str, options_json: str, first_dealer: int, seed: int,
           hands: Sequence[tuple[Sequence[str], str, Sequence[str]]], number: int, seat: int) -> dict[str, Any]:
    """The hand review of ``seat`` for hand ``number`` (from 1) of a match (runs in a worker): ``hands`` are the
    match's hands so far as (dealt hands, extra, actions) text, replayed to rebuild the match before it. Returns
    the hand's review with its words as message ids (``messages``) and in English (``lines``), and its decisions
    as a page shows them (``choices``: :func:`~tricktable.ai.review.page_choices`)."""
    from ...ai.review import hand_messages, message_json, page_choices, review_match
    from ...engine import Deal
    from ...i18n.localizer import localizer

    game = game_of(variant, options_json)
    deals = [(Deal(tuple(game.parse_cards(c) for c in cards), game.parse_cards(extra)), list(actions))
             for cards, extra, actions in hands]
    out = review_match(game, first_dealer, deals, seat, seed, only=number)
    hand = out["hands"][0] if out["hands"] else {"number": number, "decisions": [], "flags": []}
    msgs = hand_messages(game, hand)
    en = localizer("en")
    seats = en.seats_for(game, seat)
    return {**hand, "seat": seat, "worlds": out["worlds"], "messages": [message_json(game, m) for m in msgs], "choices": page_choices(game, hand),
            "lines": [en.message(m, seats=seats) for m in msgs]}


def not_reviewed(game: AnyGame, hand_seq: int, hand_number: int, seat: int) -> dict[str, Any]:
    """What is kept and sent instead of the hand review of ``seat`` when the background lane had no room for it
    (``skipped``: "busy"): its one message says so (the deal called as ``game``'s family calls it), so that the page
    says why there is no review."""
    from ...ai.review import not_reviewed_message
    from ...i18n.localizer import localizer

    said = not_reviewed_message(game, hand_number)
    return {"hand_seq": hand_seq, "hand_number": hand_number, "number": hand_number, "seat": seat,
            "skipped": "busy", "decisions": [], "flags": [],
            "messages": [{"id": said.id, "params": dict(said.params)}], "lines": [localizer("en").message(said)]}
