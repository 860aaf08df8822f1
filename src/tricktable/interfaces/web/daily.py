"""The daily duplicate challenge on this server: today's seed and its published hash, one attempt per player and
variant, each deal a one-hand game against the AI, the AI's own result computed in the background, the
leaderboards, and after the day closes its secret seed, the replays and the hand reviews.

Who a player is: the server has no accounts yet. A player is the holder of a *daily key*, a secret the server
gives on the first attempt and the browser keeps (``localStorage``), kept hashed; the leaderboard shows the name
they chose, unique per day and variant (case folded). One attempt per key per day and variant, so one person could
play again with another browser and another name; profiles (issue 28's "Who you are") will tie the key to a
person. Games are this server's ordinary games (the store's records, the hand reviews), linked to the attempt in
``daily_deals``; a daily game's replay and reviews are refused to everyone, its player too, until its day has
closed, and hints are refused in it. A deal finished after its day closed does not count.

Budgets: the AI's results are ``deals`` × ``variants`` runs a day, each run once (kept in the store), in the AI
pool's background lane; a request only starts the runs still missing and not already running. A replays request
reads at most two attempts' games.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import hashlib
import json
import logging
import secrets
import unicodedata
from collections.abc import AsyncIterator, Callable, Coroutine, Mapping
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from typing import Any, NotRequired, TypedDict

from ...engine import HandResult, get_game
from ...engine.match import AnyGame
from ...games.faces import display_json
from ...i18n import localizer
from ...i18n.names import variant_name
from ...storage import Store
from ...storage.daily import DailyEntry, DailyRecords
from ...table.daily import (
    ai_points,
    day_closes,
    day_of,
    deal_seed,
    duplicate_score,
    is_closed,
    new_secret,
    seat_points,
    seed_hash,
    start_levels,
)
from .ai_admission import Busy
from .ai_pool import AIPool
from .live_games import Live
from .manager import Manager
from .replay import frames
from .saving import kept, read

log = logging.getLogger(__name__)

#: the longest name a player may show on the leaderboard
MAX_NAME = 24
#: the days the all-time leaderboard adds up (the newest)
ALL_TIME_DAYS = 366


class BoardRow(TypedDict):
    """One attempt on a day's leaderboard (JSON): its score against the AI (None while the AI's results are not
    all in), and its own points once the day has closed."""

    name: str
    score: float | None
    points: NotRequired[float]


def utc_now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


@dataclass(frozen=True)
class DailySettings:
    """The challenge of this server: its variants (one a family), deals a day, the AI level of the opponents (and
    of the AI's own run), rules options per variant, and the clock (tests pass their own: never a sleep)."""

    variants: tuple[str, ...] = ("rook/tournament", "callbreak/standard", "shengji/tractor")
    deals: int = 3
    ai: str = "normal"
    options: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    clock: Callable[[], dt.datetime] = utc_now


class Refusal(Exception):
    """A daily request refused: the HTTP status and a message id (written in the asker's language)."""

    def __init__(self, status: int, msg_id: str, **params: Any) -> None:
        super().__init__(msg_id)
        self.status, self.msg_id, self.params = status, msg_id, params


def player_of(key: str) -> str:
    """The stored name of the holder of daily key ``key``: its SHA-256 (the key itself is never kept)."""
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def clean_name(name: str) -> tuple[str, str]:
    """``(the name as shown, its folded form)``; raises :class:`Refusal` for an empty or too long name or one with
    control characters."""
    shown = " ".join(unicodedata.normalize("NFC", name or "").split())
    if not shown or len(shown) > MAX_NAME or any(unicodedata.category(c).startswith("C") for c in shown):
        raise Refusal(400, "daily-name", most=MAX_NAME)
    return shown, shown.casefold()


class DailyHub:
    """The daily challenge of one server (see the module docstring)."""

    def __init__(self, store: Store, manager: Manager, pool: AIPool, settings: DailySettings,
                 store_patience: float = 5.0) -> None:
        if settings.deals < 1:
            raise ValueError("a daily challenge has at least one deal")
        self.store, self.manager, self.pool, self.settings = store, manager, pool, settings
        self.records = DailyRecords(store)
        self.store_patience = store_patience
        self.games: dict[str, AnyGame] = {v: get_game(v, dict(settings.options.get(v, {}))) for v in settings.variants}
        self._ai_running: set[tuple[str, str, int]] = set()
        self._tasks: set[asyncio.Task[None]] = set()
        self._locks: dict[tuple[str, str, str], asyncio.Lock] = {}
        #: in a cluster, a lock every process honours (``Bus.lock``): one player's attempt is set up by one
        #: process at a time, as this process's own locks make sure among its requests
        self.lock_across: Callable[[str], AbstractAsyncContextManager[None]] | None = None
        manager.hand_end_hooks.append(self._hand_done)
        manager.hints_off = self._is_daily

    # ------------------------------------------------------------ days and seeds
    def today(self) -> str:
        return day_of(self.settings.clock())

    def _secret(self, day: str) -> str:
        """``day``'s secret, made (and kept) the first time today is asked for."""
        kept_day = self.records.day(day)
        if kept_day is None:
            secret = new_secret()
            kept_day = self.records.open_day(day, secret, seed_hash(secret))
        return kept_day[0]

    async def sealed(self, game_id: str) -> bool:
        """Whether ``game_id`` is a daily game whose day has not closed yet (its replay and reviews wait). The
        store is read off the loop on PostgreSQL (``saving.read``), as in :meth:`_is_daily`."""
        link = await read(self.store, lambda: self.records.deal_of(game_id))
        return link is not None and not is_closed(link[0], self.today())

    async def _is_daily(self, game_id: str) -> bool:
        """Whether ``game_id`` is one of the daily challenge's games (no hints there)."""
        return await read(self.store, lambda: self.records.deal_of(game_id)) is not None

    def day_json(self, day: str) -> dict[str, Any]:
        """A day's hash, and its secret seed once it has closed (else null)."""
        try:
            closes = day_closes(day)
        except ValueError:
            raise Refusal(400, "daily-bad-day") from None
        kept_day = self.records.day(day)
        if kept_day is None:
            raise Refusal(404, "daily-no-day")
        closed = is_closed(day, self.today())
        return {"day": day, "hash": kept_day[1], "seed": kept_day[0] if closed else None, "closed": closed,
                "closes": closes.isoformat()}

    # ------------------------------------------------------------ the AI's own results
    def compute_ai(self, day: str) -> int:
        """Start, in the AI pool's background lane, each of ``day``'s AI runs not kept and not running; returns how
        many were started (at most deals × variants, once each)."""
        secret = self._secret(day)
        started = 0
        for variant, game in self.games.items():
            done = self.records.ai_points(day, variant)
            for deal in range(self.settings.deals):
                job = (day, variant, deal)
                if deal in done or job in self._ai_running:
                    continue
                self._ai_running.add(job)
                options = json.dumps(game.options(), sort_keys=True, default=str)
                self._spawn(self._run_ai(job, options, deal_seed(secret, variant, deal)))
                started += 1
        return started

    async def _run_ai(self, job: tuple[str, str, int], options: str, seed: int) -> None:
        day, variant, deal = job
        try:
            points = await self.pool.later(ai_points, variant, options, seed, self.settings.ai)
            await kept(lambda: self.records.save_ai(day, variant, deal, points), self.store_patience)
        except Busy:
            log.info("daily %s %s deal %s: the background lane is full, the AI's run waits", day, variant, deal)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("daily %s %s deal %s: the AI's run failed", day, variant, deal)
        finally:
            self._ai_running.discard(job)

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def close(self) -> None:
        for task in list(self._tasks):
            task.cancel()

    # ------------------------------------------------------------ playing
    def _variant(self, variant: str) -> AnyGame:
        game = self.games.get(variant)
        if game is None:
            raise Refusal(404, "daily-no-variant")
        return game

    async def play(self, variant: str, name: str, key: str | None) -> dict[str, Any]:
        """The deal the holder of ``key`` plays next in today's challenge of ``variant`` (the one under way, else a
        new one): ``{key, game_id, token, deal, deals}``. Without a key (or an unknown one, for a new attempt) a new
        key is made: the browser keeps it. Refused: an unknown variant, a bad name or one another player has today,
        an attempt already played out."""
        game = self._variant(variant)
        day = self.today()
        secret = self._secret(day)
        self.compute_ai(day)
        key = key if key and 20 <= len(key) <= 100 else secrets.token_urlsafe(24)
        player = player_of(key)
        lock = self._locks.setdefault((day, variant, player), asyncio.Lock())
        async with lock, self._across(f"daily:{day}:{variant}:{player}"):
            entry = self.records.entry(day, variant, player)
            if entry is None:
                shown, folded = clean_name(name)
                holder = self.records.name_holder(day, variant, folded)
                if holder is not None and holder != player:
                    raise Refusal(409, "daily-name-taken", name=shown)
                await kept(lambda: self.records.start(day, variant, player, shown, folded), self.store_patience)
                entry = self.records.entry(day, variant, player)
                assert entry is not None
            if entry.finished is not None or len(entry.points()) >= self.settings.deals:
                raise Refusal(409, "daily-played")
            under_way = next((d for d in entry.deals if d.points is None), None)
            if under_way is not None:
                token = self.store.tokens(under_way.game_id).get(0)
                return {"key": key, "game_id": under_way.game_id, "token": token, "deal": under_way.deal,
                        "deals": self.settings.deals, "name": entry.name}
            deal = len(entry.deals)
            players = ["human"] + [self.settings.ai] * (game.num_seats - 1)
            gid, tokens, _ = await self.manager.create(variant, game.options(), players,
                                                       deal_seed(secret, variant, deal))
            await kept(lambda: self.records.add_deal(day, variant, player, deal, gid), self.store_patience)
        if len(self._locks) > 10_000:
            self._locks = {k: v for k, v in self._locks.items() if v.locked()}
        return {"key": key, "game_id": gid, "token": tokens[0], "deal": deal, "deals": self.settings.deals,
                "name": entry.name}

    @contextlib.asynccontextmanager
    async def _across(self, name: str) -> AsyncIterator[None]:
        """The cluster's lock ``name`` for the block (nothing without a cluster); refused (503, ``daily-busy``)
        if another process keeps it."""
        async with contextlib.AsyncExitStack() as stack:
            if self.lock_across is not None:
                try:
                    await stack.enter_async_context(self.lock_across(name))
                except Exception as e:  # noqa: BLE001 (held elsewhere past the patience, or the bus is down)
                    log.warning("daily: %s cannot be locked across the cluster: %s", name, e)
                    raise Refusal(503, "daily-busy") from None
            yield

    def _hand_done(self, live: Live) -> None:
        """A hand of a live game was played out (a hook: on the loop, it only queues work): if it is a daily deal,
        keep its result (unless its day has closed) and end its game (a daily game is one deal). Whether it is
        one is read from the store off the loop on PostgreSQL; the hand's result is taken now."""
        s = live.session
        if s.last_result is not None:
            self._spawn(self._if_daily(live, s.game, s.last_result, s.seed))

    async def _if_daily(self, live: Live, game: AnyGame, result: HandResult, seed: int) -> None:
        link = await read(self.store, lambda: self.records.deal_of(live.id))
        if link is None or link[4] is not None:
            return
        day, _variant, _player, deal, _ = link
        points = seat_points(game, result, start_levels(game, seed))
        counts = day == self.today()
        last = deal >= self.settings.deals - 1
        await self._close_deal(live, points if counts else None, last)

    async def _close_deal(self, live: Live, points: float | None, last: bool) -> None:
        try:
            if points is not None:
                finished = self.settings.clock().timestamp() if last else None
                await kept(lambda: self.records.deal_played(live.id, points, finished), self.store_patience)
            await self.manager.end(live)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("daily game %s: its deal could not be closed", live.id)

    # ------------------------------------------------------------ what players see
    def _score(self, entry: DailyEntry, ai: Mapping[int, float]) -> float | None:
        """The duplicate difference of a finished attempt, or None while the AI's results are not all in."""
        mine = [(d.deal, d.points) for d in entry.deals if d.points is not None]
        if not mine or any(deal not in ai for deal, _ in mine):
            return None
        return duplicate_score([p for _, p in mine], [ai[deal] for deal, _ in mine])

    def _entry_json(self, entry: DailyEntry | None, ai: Mapping[int, float]) -> dict[str, Any] | None:
        if entry is None:
            return None
        done = entry.finished is not None
        under_way = next((d for d in entry.deals if d.points is None), None)
        return {"name": entry.name, "played": len(entry.points()), "finished": done,
                "score": self._score(entry, ai) if done else None,
                "deals": [{"deal": d.deal, "points": d.points, "ai": ai.get(d.deal) if done else None}
                          for d in entry.deals if d.points is not None],
                "under_way": under_way.game_id if under_way is not None else None}

    def status(self, key: str, lang: str) -> dict[str, Any]:
        """Today's challenge: the day, when it closes, the published hash, each variant with the asker's attempt
        (by their key), and the day before (its secret seed revealed)."""
        day = self.today()
        digest = seed_hash(self._secret(day))
        self.compute_ai(day)
        player = player_of(key) if key else None
        words = localizer(lang)
        families = []
        for variant, game in self.games.items():
            entry = self.records.entry(day, variant, player) if player else None
            ai = self.records.ai_points(day, variant)
            families.append({"variant": variant, "family": game.family, "name": variant_name(words, variant),
                             "scoring_unit": game.scoring_unit, "display": display_json(game),
                             "entry": self._entry_json(entry, ai)})
        before = (dt.date.fromisoformat(day) - dt.timedelta(days=1)).isoformat()
        days = [d for d in self.records.days(8) if d != day]
        return {"day": day, "closes": day_closes(day).isoformat(), "hash": digest, "deals": self.settings.deals,
                "ai": self.settings.ai, "families": families, "yesterday": before, "days": days}

    def board(self, day: str, variant: str) -> dict[str, Any]:
        """The leaderboard of ``variant`` on ``day`` (finished attempts, best first; an attempt whose AI results are
        not all in yet comes last, unscored; each attempt's own result only once the day has closed) and over time (each name's scores added up, newest
        :data:`ALL_TIME_DAYS` days)."""
        self._variant(variant)
        ai = self.records.ai_points(day, variant)
        closed = is_closed(day, self.today())  # while open, a result beside a score would tell the AI's on the deals
        rows: list[BoardRow] = []
        for e in self.records.finished(day, variant):
            attempt = BoardRow(name=e.name, score=self._score(e, ai))
            if closed:
                attempt["points"] = sum(e.points())
            rows.append(attempt)
        rows.sort(key=lambda r: (r["score"] is None, -(r["score"] or 0.0)))
        ai_days = self.records.ai_totals(variant)
        totals: dict[str, dict[str, Any]] = {}
        for d, name, folded, mine, n in self.records.totals(variant, ALL_TIME_DAYS):
            ai_sum, ai_n = ai_days.get(d, (0.0, 0))
            if ai_n != n:
                continue  # the AI's results of that day are not all in (or the deals a day changed)
            row = totals.setdefault(folded, {"name": name, "score": 0.0, "days": 0})
            row["score"] += mine - ai_sum
            row["days"] += 1
        overall = sorted(totals.values(), key=lambda r: -r["score"])
        return {"day": day, "variant": variant, "board": rows, "all_time": overall[:100]}

    def replays(self, day: str, variant: str, key: str, lang: str) -> dict[str, Any]:
        """After ``day`` has closed: the asker's deals (by their key) and the best attempt's, each with its replay,
        the player's and the AI's results, and the hand review of the seat played."""
        self._variant(variant)
        if not self.day_json(day)["closed"]:
            raise Refusal(403, "daily-not-closed")
        ai = self.records.ai_points(day, variant)
        mine = self.records.entry(day, variant, player_of(key)) if key else None
        scored = [(s, e) for e in self.records.finished(day, variant) if (s := self._score(e, ai)) is not None]
        best = max(scored, key=lambda p: p[0])[1] if scored else None
        return {"day": day, "variant": variant, "mine": self._attempt_json(mine, ai, lang),
                "best": self._attempt_json(best, ai, lang)}

    def _attempt_json(self, entry: DailyEntry | None, ai: Mapping[int, float], lang: str) -> dict[str, Any] | None:
        if entry is None:
            return None
        deals = []
        for d in entry.deals:
            row = self.store.load(d.game_id)
            if row is None:
                continue
            deals.append({"deal": d.deal, "points": d.points, "ai": ai.get(d.deal), "replay": frames(row, lang),
                          "reviews": list(self.store.reviews(d.game_id, 0).values())})
        return {"name": entry.name, "score": self._score(entry, ai) if entry.finished else None,
                "finished": entry.finished is not None, "deals": deals}
