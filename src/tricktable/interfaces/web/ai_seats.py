"""The AI players of one live game, kept for the hand as the arena keeps them (one object per AI seat).

The player of an AI seat is built once per hand, from ``engine.match.player_seed(match seed, hand number, seat)``
(the arena's seeds), hears its hooks (``start_match``, ``start_hand``, ``observe``, ``end_hand``, ``end_match``:
:mod:`tricktable.ai.seating`) and decides every move of its seat in that hand, so a kind plays at a web table
under the conditions it is measured under in the arena. The next hand deals in new players.

A player built during a hand (the game was restored from the store, a seat changed hands, a decision was thrown
away because the match moved meanwhile) is caught up through the hand first: it hears the hooks of the steps so far
and, when its kind is light (``ai_pool.LIGHT_KINDS``: microseconds a decision), makes again its seat's earlier
choices, so that a player that draws from its own random stream (``random``) goes on exactly where it was. Other
kinds are not asked again (the search levels decide from their seed and the view alone; ``easy``'s noise stream
starts afresh). A seat played by a person gets a fresh, caught-up player for each move the AI makes for it.
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any

from ...ai.seating import Seating
from ...engine import MatchSession, Step
from ...engine.match import player_seed, replay_steps
from ...table.hooks import hook_steps
from .ai_pool import LIGHT_KINDS, player_for

log = logging.getLogger(__name__)


class AISeats:
    """The AI players of a live game's hand on the table, by seat (built when first asked for)."""

    def __init__(self, session: MatchSession) -> None:
        self.session = session
        self.hand_seq = session.hand_seq
        self.kept: dict[int, tuple[str, Any]] = {}  # seat -> (kind, player)
        self._hearing: Seating | None = None  # the kept players' seating, made again when ``kept`` changes
        self._stop_listening = session.listen(self._heard)

    def player(self, seat: int, kind: str) -> Any:
        """The player of ``kind`` in ``seat`` for the hand on the table (the kept one, else a new one caught up)."""
        self._new_hand_check()
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
        number = s.dealt[0] if s.dealt is not None else s.match.hand_number
        player = player_for(kind, game, player_seed(s.seed, number, seat))
        solo = self._seating({seat: player})
        solo.start_match()
        if s.hand_start is None:
            return player
        solo.start_hand(s.hand_start, number)
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

    def _heard(self, session: MatchSession, steps: list[Step]) -> None:
        """A session listener: the kept players hear the steps of their hand; a new deal lets them go."""
        if self._new_hand_check() or not self.kept:
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

    def _new_hand_check(self) -> bool:
        """Let the players of a finished hand go once another hand is dealt; True when that happened."""
        if self.session.hand_seq == self.hand_seq:
            return False
        self._clear()
        self.hand_seq = self.session.hand_seq
        return True

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

