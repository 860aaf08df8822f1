"""External bots at web tables: only those ``tricktable serve --allow-bot`` names, each with its own thread.

A web table never calls an arbitrary address: a seat may be an external bot (``http:URL``, ``bhoos:URL``,
``cmd:COMMAND``) or a trained policy (``policy:PATH``, an exported ``.npz`` run with numpy) only when the server was
started with ``--allow-bot`` naming it (a bare URL allows both of its ``http:`` and ``bhoos:`` kinds). The page's
Settings offer them beside the AI levels (``/api/variants`` lists them under ``bots``). A stored game whose bot is no longer allowed, after a restart, plays that seat with
the heuristic instead.

Each live game's bots live in one :class:`ExternalSeats`: the players are kept for the whole match (a bot hears
``hello`` once and the steps as they happen), and every call to them (hooks and decisions) runs in order on one
worker thread of the game, never on the event loop, so a slow bot slows only its own table.
"""

from __future__ import annotations

import asyncio
import concurrent.futures as cf
import logging
from collections.abc import Iterable, Sequence
from typing import Any

from ...ai import is_scheme_kind, make_player
from ...ai.seating import Seating, TimeControl
from ...engine import Action
from ...engine.game import View
from ...engine.match import AnyGame
from ...engine.session import AnySession, AnyStep
from ...table.hooks import hook_steps

log = logging.getLogger(__name__)

#: the time a bot at a web table has for one decision (a person is waiting)
WEB_DECISION_MS = 5000.0
URL_SCHEMES = ("http", "bhoos")


class BotAllowList:
    """The external bots this server may seat: full kinds, or URLs (allowing ``http:URL`` and ``bhoos:URL``)."""

    def __init__(self, entries: Iterable[str] = ()) -> None:
        self.kinds: set[str] = set()
        self.urls: set[str] = set()
        for entry in entries:
            entry = entry.strip()
            prefix, sep, rest = entry.partition(":")
            if prefix in ("http", "https") and rest.startswith("//"):
                self.urls.add(entry.rstrip("/"))
            elif sep and prefix in ("cmd", "policy", *URL_SCHEMES) and rest.strip():
                self.kinds.add(f"{prefix}:{rest.strip().rstrip('/') if prefix in URL_SCHEMES else rest.strip()}")
            else:
                raise ValueError(f"--allow-bot takes a URL (http://127.0.0.1:7000) or a bot kind "
                                 f"(bhoos:URL, http:URL, cmd:COMMAND, policy:PATH), not {entry!r}")

    def allows(self, kind: str) -> bool:
        prefix, sep, rest = kind.partition(":")
        if not sep:
            return False
        if prefix in URL_SCHEMES:
            rest = rest.rstrip("/")
            return f"{prefix}:{rest}" in self.kinds or rest in self.urls
        return kind in self.kinds

    def offered(self) -> list[str]:
        """Every bot kind a person may seat at this server's tables."""
        return sorted(self.kinds | {f"{s}:{url}" for url in self.urls for s in URL_SCHEMES})

    def __bool__(self) -> bool:
        return bool(self.kinds or self.urls)


class _EmptySeat:
    """A seat not played by an external bot: no hooks, never asked here."""

    name = "(not a bot)"

    def choose(self, game: AnyGame, view: View, legal: Sequence[Action]) -> Action:
        raise RuntimeError("this seat is not played by an external bot")


def policy_fits(kind: str, game: AnyGame) -> bool:
    """Whether ``kind``, when it is a trained policy (``policy:PATH``), can play ``game``: a policy plays only the
    variant it was trained for (its file says which), and its file must load. Any other kind: True."""
    if not kind.startswith("policy:"):
        return True
    try:
        make_player(kind, game)
    except (ValueError, OSError):
        return False
    return True


def external_seats(kinds: Sequence[str], allowed: BotAllowList) -> list[int]:
    """The seats of ``kinds`` that are allowed external bots."""
    return [s for s, k in enumerate(kinds) if is_scheme_kind(k) and allowed.allows(k)]


class ExternalSeats:
    """The allowed external bots of one live game, their hooks fed from the session, on one thread."""

    def __init__(self, session: AnySession, seats: Sequence[int], seed: int) -> None:
        self.game = session.game
        self.seats = set(seats)
        players = [make_player(k, self.game, seed + s) if s in self.seats else _EmptySeat()
                   for s, k in enumerate(session.players)]
        self.seating = Seating(self.game, players, TimeControl(decision_ms=WEB_DECISION_MS))
        self.thread = cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="tricktable-web-bot")
        self.finished = False
        state, number = session.state, session.match.hand_number
        self.thread.submit(self._start, state, number)
        self._stop_listening = session.listen(self._steps)

    def _start(self, state: Any, number: int) -> None:
        self.seating.start_match()
        if state is not None:  # joined during a hand (a new game's first deal, or a resumed game)
            self.seating.start_hand(state, number)

    def _steps(self, session: AnySession, steps: list[AnyStep]) -> None:
        """A session listener (on the event loop): hand the steps to the bots' thread, in order."""
        over = session.match_over()
        scores, winner = list(session.match.scores), session.match.winner
        self.thread.submit(self._hear, list(steps), session.match.hand_number, over, scores, winner)

    def _hear(self, steps: list[AnyStep], number: int, over: bool, scores: list[Any], winner: int | None) -> None:
        try:
            hook_steps(self.seating, steps, number)
            if over and not self.finished:
                self.finished = True
                self.seating.end_match(scores, winner)
                self.seating.close()
        except Exception:  # noqa: BLE001 - a bot's trouble never reaches the table
            log.exception("an external bot's hook failed")

    async def decide(self, state: Any, seat: int, legal: Sequence[Action]) -> Action:
        """The bot's action for ``seat`` (its fallback move if it fails; the fault is counted and logged)."""
        loop = asyncio.get_running_loop()
        faults = self.seating.faults[seat]
        before = faults.total
        action = await loop.run_in_executor(self.thread, self.seating.decide, state, seat, list(legal))
        if faults.total > before:
            log.warning("bot %s at seat %d: %d faults so far (%s)", self.seating.players[seat].name, seat,
                        faults.total, dict(faults.counts))
        return action

    def close(self) -> None:
        self._stop_listening()
        if not self.finished:
            self.finished = True
            self.thread.submit(self.seating.close)
        self.thread.shutdown(wait=False)
