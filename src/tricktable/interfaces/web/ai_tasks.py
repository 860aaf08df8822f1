"""What an AI worker runs, and what travels to it: one decision (:func:`choose`), one decision of a table's kept
player (:func:`choose_kept`, the player carried as :class:`Carried`), a hint (:func:`suggest`).

Contracts:

* each function here is plain and picklable by reference, so it runs the same on the event loop, in a thread, in a
  worker process or as a Ray task; its arguments are what a pickle takes cheaply: a game goes by name (its variant
  and options' JSON, :func:`game_of` makes it once per process), a long legal list as the state to list it from
  (:func:`shipped`, :class:`LegalOf`), a kept player as :class:`Carried` (its games by name);
* a decision never fails a table: a player that raises is logged (this module's logger) and replaced for this
  decision by the heuristic, then the random player; a claim of the rest is taken before any player thinks;
* no worker keeps a player between decisions: a kept player comes back with the action (in a worker process a
  copy, which the table keeps in place of its own).

Plain Python: no web framework here.
"""

from __future__ import annotations

import io
import json
import logging
import pickle
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from ...ai import fallback_move, make_player_or_fallback
from ...engine import Action, Game, get_game
from ...engine.claims import claim_in
from ...engine.game import View
from ...engine.match import AnyGame

log = logging.getLogger(__name__)

#: player kinds that decide in well under a millisecond: shipping them to a process costs more than thinking
LIGHT_KINDS = frozenset({"random", "heuristic"})


@lru_cache(maxsize=64)
def game_of(variant: str, options_json: str) -> AnyGame:
    """The game ``variant`` with its options (their JSON), made once per process for the 64 last asked."""
    return get_game(variant, json.loads(options_json))


#: a legal list longer than this is not pickled to a worker: the worker lists it from the state (:class:`LegalOf`)
MAX_SHIPPED = 400


class LegalOf(NamedTuple):
    """The candidate actions of ``state``, listed by the worker that decides: a long list (a Rook declarer's
    thousands of discards) costs the server more to pickle than the state does."""

    state: Any


def shipped(game: Any, state: Any, listed: Callable[[], list[Action]]) -> list[Action] | LegalOf:
    """The legal actions of ``state`` as they are best sent to a worker: the list (``listed()``), or the state to
    list them from where the list is long: a choice of cards the rules describe (``Game.card_choice``: never
    listed here) or more than ``MAX_SHIPPED`` actions."""
    if game.card_choice(state) is not None:
        return LegalOf(state)
    legal = listed()
    return LegalOf(state) if len(legal) > MAX_SHIPPED else legal


def _listed(game: Any, legal: Sequence[Action] | LegalOf) -> list[Action]:
    return game.candidate_actions(legal.state) if isinstance(legal, LegalOf) else list(legal)


def choose(variant: str, options_json: str, kind: str, seed: int, view: View,
           legal: Sequence[Action] | LegalOf) -> Action:
    """One AI decision (runs in a worker). A player that fails is replaced by the heuristic (then the random)
    player for this decision, so a table never stalls."""
    game = game_of(variant, options_json)
    legal = _listed(game, legal)
    claim = claim_in(legal)
    if claim is not None:  # the rest is provably ours: the AI claims it
        return claim
    try:
        return make_player_or_fallback(kind, game, seed).choose(game, view, legal)
    except Exception:  # noqa: BLE001
        log.exception("player %s failed on %s", kind, variant)
    return fallback_move(game, seed, view, legal)


class Carried:
    """A table's kept player on its way to a worker and back (:func:`choose_kept`). Pickled (to a process, a Ray
    task), every game inside the player (an :class:`~tricktable.engine.Game`: its own, its adapter's) travels as
    the game's name, its variant and options, and is on arrival the receiving process's own copy of that game
    (:func:`game_of`). A game carries its rules' tables and caches: a Rook game that the native core has read holds
    a capsule no pickle takes, so a kept Rook player could not be sent at all and thought in a thread of the server.
    Not pickled (a thread, the event loop), it is the player itself, untouched."""

    __slots__ = ("player",)

    def __init__(self, player: Any) -> None:
        self.player = player

    def __reduce__(self) -> tuple[Any, tuple[bytes]]:
        out = io.BytesIO()
        _GamesByName(out, protocol=pickle.HIGHEST_PROTOCOL).dump(self.player)
        return _arrived, (out.getvalue(),)


class _GamesByName(pickle.Pickler):
    def persistent_id(self, obj: Any) -> tuple[str, str] | None:
        if isinstance(obj, Game):
            return obj.key, json.dumps(obj.options(), sort_keys=True, default=str)
        return None


class _GamesFromName(pickle.Unpickler):
    def persistent_load(self, pid: Any) -> AnyGame:
        variant, options_json = pid
        return game_of(variant, options_json)


def _arrived(data: bytes) -> Carried:
    return Carried(_GamesFromName(io.BytesIO(data)).load())


def choose_kept(carried: Carried, variant: str, options_json: str, kind: str, seed: int, view: View,
                legal: Sequence[Action] | LegalOf) -> tuple[Action, Carried]:
    """One decision of a table's kept player (runs in a worker): the action and the player after deciding (in a
    worker process a copy, which the table keeps in place of its own). A player that fails is replaced by the
    heuristic (then the random) player seeded ``seed`` for this decision, so a table never stalls."""
    game = game_of(variant, options_json)
    legal = _listed(game, legal)
    try:
        return carried.player.choose(game, view, legal), carried
    except Exception:  # noqa: BLE001
        log.exception("player %s failed on %s", kind, variant)
    return fallback_move(game, seed, view, legal), carried


def suggest(variant: str, options_json: str, seed: int, view: View, legal: Sequence[Action] | LegalOf) -> Action:
    """A hint for a human: ``ai.hints.suggest`` when the AI package offers it, else the heuristic player."""
    game = game_of(variant, options_json)
    legal = _listed(game, legal)
    claim = claim_in(legal)
    if claim is not None:
        return claim
    try:
        from ...ai import hints

        return hints.suggest(game, view, list(legal))
    except ImportError:
        return make_player_or_fallback("heuristic", game, seed).choose(game, view, list(legal))
