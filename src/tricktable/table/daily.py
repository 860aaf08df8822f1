"""The daily duplicate challenge's rules, apart from any server: the day's secret seed and its published hash, the
deals it gives, a seat's result on a deal, and the AI's own result from that seat on the same cards.

* A **day** is a UTC calendar date (``YYYY-MM-DD``). Its secret is 32 random bytes as 64 hex digits
  (:func:`new_secret`); :func:`seed_hash` (SHA-256 of the secret's text, hex) is published when the day opens and the
  secret itself once it has closed, so anyone can check that the deals were fixed before anyone played.
* Deal ``i`` (from 0) of variant ``v`` that day is the first hand of a match whose seed is :func:`deal_seed`
  ``(secret, v, i)`` and whose first dealer is that seed modulo the seats, dealt by the engine's seeded deal
  (``engine.match.deal_for``), exactly as the web app deals any game it is given a seed for.
* A deal's result for a seat (:func:`seat_points`) is its side's score change on that hand as the arena counts it
  (``ai.arena.metrics.outcomes``): a Rook or Tractor team's, a Callbreak player's own. A redeal does not count: the
  deal goes on with the redealt cards until a hand is played out.
* The AI's own result (:func:`ai_points`) is the AI of the opponents' level playing all four seats of the same
  match, its players built as a web table builds its AI players (``interfaces.web.ai_seats``): once per match
  (redeals included), seeded by ``engine.match.player_seed(seed, 1, seat)``, hearing the players' hooks; so the
  opponents of a person and of the AI decide alike (until 7 Dec 2026 the run built a fresh player for each
  decision, seeded by the step's ``decision_seed``, and for some hours that day one per hand: a redealt deal's
  AI result then differs).
* The score of an attempt is the **duplicate difference**: the sum of the person's results minus the sum of the
  AI's (:func:`duplicate_score`).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import secrets
from collections.abc import Sequence
from typing import Any

from ..ai import fallback_move, make_player_or_fallback
from ..ai.arena.metrics import outcomes
from ..ai.seating import Seating
from ..engine import HandResult, Redeal, get_game
from ..engine.match import AnyGame, player_seed
from ..engine.session import MatchSession
from .hooks import hook_steps

#: the most redeals of one deal the AI's run follows before it gives up (a Rook all-pass redeals)
MAX_REDEALS = 50


def day_of(now: dt.datetime) -> str:
    """The UTC day (``YYYY-MM-DD``) that ``now`` (an aware time; a naive one is taken as UTC) falls in."""
    if now.tzinfo is not None:
        now = now.astimezone(dt.UTC)
    return now.date().isoformat()


def day_closes(day: str) -> dt.datetime:
    """When ``day`` closes: the next UTC midnight. Raises ``ValueError`` for a text that is not a date."""
    date = dt.date.fromisoformat(day)
    return dt.datetime.combine(date + dt.timedelta(days=1), dt.time(0), tzinfo=dt.UTC)


def is_closed(day: str, today: str) -> bool:
    """Whether ``day`` has closed when it is ``today`` (both ``YYYY-MM-DD``)."""
    return dt.date.fromisoformat(day) < dt.date.fromisoformat(today)


def new_secret() -> str:
    """A fresh day secret: 32 bytes from the operating system's secure source, as 64 hex digits."""
    return secrets.token_hex(32)


def seed_hash(secret: str) -> str:
    """The published commitment to ``secret``: SHA-256 of its text (UTF-8), 64 hex digits."""
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def deal_seed(secret: str, variant: str, index: int) -> int:
    """The match seed of deal ``index`` of ``variant`` on the day of ``secret``: the first 8 bytes of
    SHA-256 of ``tricktable-daily/1:{secret}:{variant}:{index}``, big-endian, shifted right by 2 (62 bits)."""
    digest = hashlib.sha256(f"tricktable-daily/1:{secret}:{variant}:{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 2


def first_dealer(game: AnyGame, seed: int) -> int:
    """The first dealer of a match with ``seed`` (as the web app picks it for a game given a seed)."""
    return seed % game.num_seats


def seat_points(game: AnyGame, result: HandResult, levels_before: Any = None, seat: int = 0) -> float:
    """``seat``'s result on a finished (not redealt) hand: its side's score change (see the module docstring)."""
    return float(outcomes(game, result, levels_before)[seat].points)


def start_levels(game: AnyGame, seed: int) -> Any:
    """The levels of a fresh match (Tractor; None elsewhere): what a deal's level gain is counted from."""
    return getattr(game.new_match(first_dealer(game, seed)), "levels", None)


def played_points(game: AnyGame, seed: int, hands: Sequence[Any], seat: int = 0) -> float | None:
    """``seat``'s result on the deal recorded in ``hands`` (stored hand rows with ``result``), or None while no
    hand of it has been played out (only redeals so far, or a hand under way)."""
    for h in hands:
        stored = getattr(h, "result", None)  # the result's JSON
        result = game.result_from_json(stored) if stored else None
        if result is not None and not isinstance(result, Redeal):
            return seat_points(game, result, start_levels(game, seed), seat)
    return None


def ai_points(variant: str, options_json: str, seed: int, kind: str, seat: int = 0) -> float:
    """The AI's own result from ``seat`` on deal ``seed``: ``kind`` plays every seat of the match (see the module
    docstring), redeals followed until a hand is played out (at most :data:`MAX_REDEALS`). Pure and picklable by
    name, so it runs in a worker process. Raises ``RuntimeError`` if the deal never gets played."""
    game = get_game(variant, json.loads(options_json))
    session = MatchSession(game, seed, first_dealer(game, seed), [kind] * game.num_seats)
    levels = getattr(session.match, "levels", None)
    players = [make_player_or_fallback(kind, game, player_seed(seed, 1, s)) for s in range(game.num_seats)]
    seating = Seating(game, players)
    seating.start_match()
    try:
        for _ in range(MAX_REDEALS + 1):
            hook_steps(seating, session.start_next_hand(), session.match.hand_number)
            number = session.match.hand_number
            while (to_act := session.to_act()) is not None:
                view, legal = game.view(session.state, to_act), session.legal()
                try:
                    action = players[to_act].choose(game, view, legal)
                except Exception:  # noqa: BLE001  (the web app's AI falls back the same way)
                    action = fallback_move(game, session.decision_seed(), view, legal)
                hook_steps(seating, session.apply(to_act, action), number)
            result = session.last_result
            if result is not None and not isinstance(result, Redeal):
                return seat_points(game, result, levels, seat)
        raise RuntimeError(f"deal {seed} of {variant} was redealt more than {MAX_REDEALS} times")
    finally:
        seating.close()


def duplicate_score(mine: Sequence[float], ai: Sequence[float]) -> float:
    """The duplicate difference of an attempt: the person's results minus the AI's on the same deals."""
    if len(mine) != len(ai):
        raise ValueError("the person's and the AI's results must be on the same deals")
    return float(sum(mine) - sum(ai))
