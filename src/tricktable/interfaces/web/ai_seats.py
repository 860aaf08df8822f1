"""The AI players of one live game, kept for the match as the arena keeps them (one object per AI seat).

The player of an AI seat is built once per match, from ``engine.match.player_seed(match seed, 1, seat)`` (the seed
the arena gives the seat's player in a match that starts at hand 1), hears its hooks (``start_match`` once,
``start_hand`` at every deal, redeals included, ``observe``, ``end_hand``, ``end_match``:
:mod:`tricktable.ai.seating`) and decides every move of its seat in every hand, so a kind plays at a web table
(and in a room, whose matches are live games too) under the conditions it is measured under in the arena and
played under at the terminal (``table.runner.Table``). The match's end (``end_match``), the seat changing hands
or the game leaving memory (:meth:`AISeats.close`) lets it go.

Where a player lives: here, in the server's process. A decision ships it with the view to whichever worker of the
pool (a process, a thread or a Ray task: ``ai_tasks.choose_kept``) is free and the player after deciding comes back
and is kept in place of the one sent, so it goes on as if it had stayed in one process; no worker keeps a player
between decisions. The memory is bounded by the games in memory (``Manager.max_games``) times their AI seats.

A player built mid-match (the game was restored from the store after a restart or an unload, a seat changed
hands, a decision was thrown away because the match moved meanwhile) is built from the same seed and caught up
through the hand on the table only: it hears ``start_match`` and the hooks of this hand's steps so far and, when
its kind is light (``ai_tasks.LIGHT_KINDS``: microseconds a decision), makes again its seat's earlier choices of
this hand, so that within the first hand a restored ``random`` goes on exactly where it was. Earlier hands are not
replayed (the session keeps only the hand on the table): from the second hand on, a rebuilt player that draws
from its own random stream (``random``, ``heuristic``, ``easy``) starts that stream afresh, and one that learns
from earlier hands has not heard them. The search levels decide from their seed and the view alone. A seat
played by a person gets a fresh, caught-up player for each move the AI makes for it.
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any

from ...ai import make_player_or_fallback
from ...ai.seating import Seating
from ...engine.match import player_seed, replay_steps
from ...engine.session import AnySession, AnyStep
from ...table.hooks import hook_steps
from .ai_tasks import LIGHT_KINDS

log = logging.getLogger(__name__)


class AISeats:
    """The AI players of a live game's match, by seat (built when first asked for)."""

    def __init__(self, session: AnySession) -> None:
        self.session = session
        self.kept: dict[int, tuple[str, Any]] = {}  # seat -> (kind, player)
        self._hearing: Seating | None = None  # the kept players' seating, made again when ``kept`` changes
        self._stop_listening = session.listen(self._heard)

    def player(self, seat: int, kind: str) -> Any:
        """The player of ``kind`` in ``seat`` for the match (the kept one, else a new one caught up)."""
        kept = self.kept.get(seat)
        if kept is not None and kept[0] == kind:
            return kept[1]
        player = self._build(seat, kind)
        if self.session.players[seat] == kind:  # a person's seat is not kept: its moves are the person's
            self._replace(seat, (kind, player))
        return player

    def keep(self, seat: int, kind: str, player: Any) -> None:
        """After ``seat``'s decision was applied: keep the player as it is after deciding (a worker process
        decided with a copy, and gives back the copy)."""
        if self.session.players[seat] == kind and seat in self.kept:
            self.kept[seat] = (kind, player)
            self._hearing = None

    def forget(self, seat: int) -> None:
        """``seat``'s decision was thrown away (the match moved meanwhile): its player is built again when next
        asked for, caught up through the hand, as if the thrown-away decision had never been made."""
        self._replace(seat, None)

    def close(self) -> None:
        self._stop_listening()
        self._clear()

    # ------------------------------------------------------------ building and hooks
    def _build(self, seat: int, kind: str) -> Any:
        s, game = self.session, self.session.game
        player = make_player_or_fallback(kind, game, player_seed(s.seed, 1, seat))
        solo = self._seating({seat: player})
        solo.start_match()
        if s.hand_start is None or s.dealt is None:
            return player
        solo.start_hand(s.hand_start, s.dealt[0])
        again = kind in LIGHT_KINDS
        if not again and not solo.wants_events:
            return player
        for acting, _, events, before, after in replay_steps(game, s.hand_start, s.hand_actions):
            if again and acting == seat:
                with contextlib.suppress(Exception):  # as it failed then: the table's fallback moved instead
                    player.choose(game, game.view(before, seat), game.candidate_actions(before))
            solo.observe(after, events)
        return player

    def _seating(self, players: dict[int, Any]) -> Seating:
        game = self.session.game
        return Seating(game, [players.get(seat) for seat in range(game.num_seats)])  # None: no hooks

    def _heard(self, session: AnySession, steps: list[AnyStep]) -> None:
        """A session listener: the kept players hear the steps of the match; its end lets them go."""
        if not self.kept:
            return
        if self._hearing is None:
            self._hearing = self._seating({seat: player for seat, (_, player) in self.kept.items()})
        seating = self._hearing
        try:
            hook_steps(seating, steps, session.match.hand_number)
            for seat, (kind, _) in list(self.kept.items()):
                if session.players[seat] != kind:  # the seat changed hands
                    self._replace(seat, None)
            if session.match_over():
                seating.end_match(list(session.match.scores), session.match.winner)
                self._clear()
        except Exception:  # noqa: BLE001 - a player's trouble with a hook never reaches the table
            log.exception("an AI player's hook failed")

    def _replace(self, seat: int, kept: tuple[str, Any] | None) -> None:
        self._hearing = None
        old = self.kept.pop(seat, None)
        if old is not None:
            self._seating({seat: old[1]}).close()
        if kept is not None:
            self.kept[seat] = kept

    def _clear(self) -> None:
        for seat in list(self.kept):
            self._replace(seat, None)

