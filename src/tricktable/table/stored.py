"""Sessions kept in the game store: the sink that writes every step to ``storage.Store`` (committed before the
session moves on) and the rebuilding of a session from a stored game."""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from typing import Any

from ..ai import is_scheme_kind, player_kinds
from ..engine import DealtHand, HandResult, MatchSession, Score, get_game, variant_keys
from ..engine.match import AnyGame
from ..engine.session import AnySession, plain_json
from ..storage import GameRow, RecordError, Store
from .records import jsonable

#: the status of a game that is still played (every other status — finished, abandoned, … — is not resumed)
ACTIVE = "active"
#: the status of a match stopped before it was decided (nobody won it)
ABANDONED = "abandoned"


class StoreSink:
    """Writes one game's steps to ``store`` under ``game_id``."""

    def __init__(self, store: Store, game_id: str) -> None:
        self.store, self.game_id = store, game_id

    def atomic(self) -> AbstractContextManager[None]:
        """The writes of one step commit together (``Store.atomic``)."""
        return self.store.atomic()

    def hand_dealt(self, hand: DealtHand) -> None:
        self.store.add_hand(self.game_id, hand.seq, hand.number, hand.dealer, hand.attempt, hand.hands, hand.extra)

    def action_applied(self, hand_seq: int, step: int, seat: int, action: str) -> None:
        self.store.add_action(self.game_id, hand_seq, step, seat, action)

    def hand_finished(self, hand_seq: int, result: HandResult, scores: Sequence[Score],
                      winner: int | None) -> None:
        self.store.finish_hand(self.game_id, hand_seq, result.to_json(), jsonable(list(scores)), winner)

    def match_ended(self, winner: int | None) -> None:
        self.store.end_game(self.game_id, winner, "finished" if winner is not None else ABANDONED)

    def players_changed(self, players: list[str]) -> None:
        self.store.set_players(self.game_id, players)


def session_from_row(store: Store, row: GameRow, game: AnyGame | None = None) -> AnySession:
    """The session of a stored game, replayed action by action (raises ``RuleError`` on a record that breaks
    the rules); its later steps are written back to ``store``."""
    game = game or get_game(row.variant, row.options)
    return MatchSession.restore(game, row.seed, row.first_dealer, row.hands, row.players,
                                StoreSink(store, row.id), ended=row.status != ACTIVE,
                                abandoned=row.status == ABANDONED)


def check_record(row: GameRow) -> None:
    """Refuse (``RecordError``, ``RuleError``: message ids) a game record that live play could not have written:
    options that do not validate, a first dealer or players that do not fit the game, or hands, results and scores
    that a replay through the rules does not give."""
    game = get_game(row.variant, row.options)
    if not 0 <= row.first_dealer < game.num_seats:
        raise RecordError("record-whole-number", field="first_dealer", lo=0, hi=game.num_seats - 1)
    if len(row.players) != game.num_seats:
        raise RecordError("record-seat-count", variant=game.key, seats=game.num_seats, players=len(row.players))
    known = set(player_kinds())
    unknown = [p for p in row.players if p != "human" and p not in known and not is_scheme_kind(p)]
    if unknown:
        raise RecordError("record-player-kind", kind=unknown[0][:80])
    s = MatchSession.restore(game, row.seed, row.first_dealer, row.hands, row.players,
                             ended=row.status != ACTIVE, abandoned=row.status == ABANDONED, strict=True)
    if row.scores is not None and row.hands and plain_json(row.scores) != plain_json(jsonable(list(s.match.scores))):
        raise RecordError("record-scores-differ")
    if row.status != ACTIVE and row.winner != s.match.winner:
        raise RecordError("record-winner-differs")


def import_records(store: Store, doc: Any) -> tuple[int, list[str]]:
    """Import an export document into ``store``, every game validated like live play (:func:`check_record`);
    one bad game refuses the whole file, and so does a game of a variant this installation does not have (it cannot
    be replayed here). Returns how many games were added, and notes (none so far)."""

    def check(row: GameRow) -> None:
        if row.variant not in variant_keys():
            raise RecordError("record-unknown-variant", variant=row.variant)
        check_record(row)

    return store.import_json(doc, check=check), []
