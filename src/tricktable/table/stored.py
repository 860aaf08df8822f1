"""Sessions kept in the game store: the sink that writes every step to ``storage.Store`` (committed before the
session moves on) and the rebuilding of a session from a stored game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..engine import Game, get_game
from ..storage import GameRow, Store
from .records import jsonable
from .session import DealtHand, MatchSession

#: the status of a game that is still played (every other status — finished, abandoned, … — is not resumed)
ACTIVE = "active"
#: the status of a match stopped before it was decided (nobody won it)
ABANDONED = "abandoned"


class StoreSink:
    """Writes one game's steps to ``store`` under ``game_id``."""

    def __init__(self, store: Store, game_id: str) -> None:
        self.store, self.game_id = store, game_id

    def hand_dealt(self, hand: DealtHand) -> None:
        self.store.add_hand(self.game_id, hand.seq, hand.number, hand.dealer, hand.attempt, hand.hands, hand.extra)

    def action_applied(self, hand_seq: int, step: int, seat: int, action: str) -> None:
        self.store.add_action(self.game_id, hand_seq, step, seat, action)

    def hand_finished(self, hand_seq: int, result: dict[str, Any], scores: Sequence[Any],
                      winner: int | None) -> None:
        self.store.finish_hand(self.game_id, hand_seq, result, jsonable(list(scores)), winner)

    def match_ended(self, winner: int | None) -> None:
        self.store.end_game(self.game_id, winner, "finished" if winner is not None else ABANDONED)

    def players_changed(self, players: list[str]) -> None:
        self.store.set_players(self.game_id, players)


def session_from_row(store: Store, row: GameRow, game: Game | None = None) -> MatchSession:
    """The session of a stored game, replayed action by action (raises ``RuleError`` on a record that breaks
    the rules); its later steps are written back to ``store``."""
    game = game or get_game(row.variant, row.options)
    return MatchSession.restore(game, row.seed, row.first_dealer, row.hands, row.players,
                                StoreSink(store, row.id), ended=row.status != ACTIVE,
                                abandoned=row.status == ABANDONED)
