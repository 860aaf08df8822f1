"""The small per-family part of the search player, with generic defaults.

An adapter says what a seat's view implies about hidden cards (``forbidden``/``known``), how a finished hand scores
for a seat (``utility``), how to play fast during rollouts (``rollout_action``), and how to take the decisions that
are not card play (``decide``; returning None lets PIMC choose among the legal actions).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, cast

from ...engine import Action, Deal, Game, MatchState
from ...engine.game import R, S, V
from ...engine.plugins import PluginGroup
from ...engine.results import Redeal

if TYPE_CHECKING:
    from .pimc import Budget
    from .player import SearchPlayer
    from .worlds import Weigher


class Scored(Protocol):
    """A hand result with a score change per side (per team, or per seat): what the default :meth:`Adapter.utility`
    reads (Rook's and Callbreak's results; a family whose result has none overrides ``utility``)."""

    @property
    def score(self) -> Sequence[float]: ...


class Adapter(Generic[S, V, R]):
    """Defaults that work for any family: random rollouts, score-based utility, no inference. ``S``, ``V`` and ``R``
    are the family's hand state, view and hand result (``Adapter[RookState, RookView, rook.HandResult]``)."""

    #: solve the play exactly once the observer holds at most this many cards (0: never; single-card games only)
    endgame_cards = 0
    #: cards beyond ``endgame_cards`` that a fast solver makes worth solving exactly over ``Budget.deep_worlds``
    deep_endgame = 0
    #: the search nodes of the last ``solve`` (0 where a family's solver does not count them; see
    #: ``Budget.max_nodes``)
    solve_work = 0
    #: the rollout policy models how seats play (card sense, not uniform chance), so policy-based inference
    #: (``policy_inference``) may weigh worlds by it
    policy_model = False
    #: the family's own budget for each level where it differs from the generic one (``levels.LEVELS``): the
    #: family's search budgets live beside its adapter, and ``levels.level_budget`` reads them from here
    levels: ClassVar[Mapping[str, Budget]] = {}

    def __init__(self, game: Game[S, V, R]) -> None:
        self.game = game

    def match_for(self, view: V, vj: dict[str, Any]) -> MatchState:
        """The match context of the hand being played (dealer; families add e.g. levels)."""
        return self.game.new_match(int(vj.get("dealer", 0)))

    def forbidden(self, view: V, vj: dict[str, Any]) -> dict[int, set[int]]:
        """Per seat, cards it cannot hold now (voids and other facts shown by its play)."""
        return {}

    def known(self, view: V, vj: dict[str, Any]) -> dict[int, list[int]]:
        """Per seat, hidden-hand cards the observer knows it holds (e.g. declared cards not yet played)."""
        return {}

    def world_weigher(self, view: V, vj: dict[str, Any], evidence: tuple[str, ...] = ("auction",)) -> Weigher | None:
        """Soft inference: a function giving a sampled world (slot -> hidden cards) a likelihood weight from what
        the other seats' bids, calls or discards suggest (``evidence`` says which), or None when there is nothing
        to weigh (the default)."""
        return None

    def explain_deal(self, view: V, deal: Deal) -> Deal:
        """A sampled world's deal, adjusted so that replaying the public history from it shows what the view shows
        (default: unchanged). The cards each seat holds now are never changed, only what the nest held as dealt."""
        return deal

    def my_discards(self, view: V, from_history: tuple[int, ...]) -> tuple[int, ...]:
        """The observer's own discards (default: as its history shows them)."""
        return from_history

    def utility(self, result: R, seat: int) -> float:
        """What a finished hand is worth to ``seat``: its score change (team games: minus the other team's); a
        redeal nothing."""
        if isinstance(result, Redeal):
            return 0.0
        score = cast(Scored, result).score
        if len(score) == 4:
            return float(score[seat])
        return float(score[seat % 2]) - float(score[1 - seat % 2])

    def utilities(self, result: R) -> tuple[float, ...]:
        return tuple(self.utility(result, s) for s in range(4))

    def rollout_action(self, state: S, rng: random.Random) -> Action:
        """The fast policy used to finish a hand in a simulation (default: uniformly random)."""
        return self.game.random_action(state, rng)

    def policy_pick(self, state: S, greedy: Any) -> Action | None:
        """The rollout policy's own play at ``state`` (``greedy``: a generator that never takes the policy's random
        branch), or None where the policy plays by chance there, so that the play says nothing (policy-based
        inference skips it)."""
        return self.rollout_action(state, greedy)

    def playout(self, state: S, rng: random.Random, tail: int = 0) -> S:
        """The final state of ``state`` played out by ``rollout_action`` for every seat (with ``tail`` > 0: the
        first card-play trick start where every seat holds at most ``tail`` cards, if it comes first). Families may
        fuse it into one fast loop, which must play move for move as this reference loop does (tested)."""
        advance, to_act, policy = self.game.advance, self.game.to_act, self.rollout_action
        while to_act(state) is not None:
            if tail and self.at_tail(state, tail):
                break
            state = advance(state, policy(state, rng))
        return state

    def at_tail(self, state: S, tail: int) -> bool:
        """Whether ``state`` is a card-play trick start where every seat holds at most ``tail`` cards (default:
        never; families with exact-tail rollouts say when)."""
        return False

    def decide(self, view: V, legal: list[Action], player: SearchPlayer) -> Action | None:
        """A non-play decision taken without PIMC (None: let PIMC compare the legal actions)."""
        return None

    #: a function from a state to a hashable summary of everything deciding its future (endgame transposition
    #: table), or None to use the state itself when it is hashable
    state_key: Any = None

    def anchor(self, view: V, legal: list[Action], player: SearchPlayer) -> Action | None:
        """A default move that PIMC must beat clearly to be overruled (None: plain PIMC)."""
        return None

    def solve(self, state: S, moves: Any = None) -> dict[Action, float] | None:
        """Each legal action's exact value for the seat to act (only those in ``moves``, when given), from a
        family's fast solver (None: use the generic solver over ``legal_actions`` + ``advance``). A fast solver
        must give exactly the generic values."""
        return None

    def tail_value(self, state: S, seat: int) -> float:
        """The exact value for ``seat`` of a card-play position with every hand known (an exact-tail rollout's
        last cards): the generic solver here (team games: alpha-beta on team 0's utility; else max^n); families
        with a fast solver override it with the same values."""
        from .endgame import alphabeta, maxn

        game = self.game
        key = self.state_key or (lambda s: s)
        if game.scoring_unit == "team":
            v = alphabeta(game, state, lambda r: self.utilities(r)[0], table={}, key=key)
            return v if seat % 2 == 0 else -v
        return maxn(game, state, self.utilities, {}, key)[seat]

    def cards_left(self, state: S) -> int:
        """Cards still to be played by the seat to act (used to switch to the exact endgame solver)."""
        return 99


_ADAPTERS: dict[str, type[Adapter[Any, Any, Any]]] = {}

#: the families' adapter registrations, one entry point per family named after it (``pyproject.toml``)
ADAPTER_PLUGINS = PluginGroup("tricktable.adapters")


def register_adapter(family: str, cls: type[Adapter[Any, Any, Any]], rollout: str = "") -> None:
    """``cls`` is ``family``'s adapter (with ``rollout``: its adapter for that named rollout policy). Called by the
    function the family's entry point in ``tricktable.adapters`` names."""
    _ADAPTERS[f"{family}:{rollout}" if rollout else family] = cls


def adapter_class(game: Game[Any, Any, Any], rollout: str = "") -> type[Adapter[Any, Any, Any]]:
    """The family's adapter class (the entry point of ``tricktable.adapters`` named after the family, loaded the
    first time), else the generic one; with ``rollout`` (``Budget.rollout``) the family's adapter for that rollout
    policy, where it has one, else its default."""
    if game.family not in _ADAPTERS:
        ADAPTER_PLUGINS.load_named(game.family)
        _ADAPTERS.setdefault(game.family, Adapter)
    cls = _ADAPTERS.get(f"{game.family}:{rollout}") if rollout else None
    return cls or _ADAPTERS[game.family]


def adapter_for(game: Game[S, V, R], rollout: str = "") -> Adapter[S, V, R]:
    """An adapter of :func:`adapter_class` for ``game``."""
    return adapter_class(game, rollout)(game)
