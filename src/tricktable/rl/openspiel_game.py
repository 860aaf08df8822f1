"""Every variant as an OpenSpiel Python game: ``python_tricktable_<family>_<variant>`` (``-`` becomes ``_``).

* Game type: sequential, explicit chance, imperfect information, general sum, terminal rewards; four players.
* Chance: the deal, one card at a time in the order ``game.deal_from_order`` reads it (chance outcome = the card's
  index in the ``card`` block; Tractor's two copies make a card twice as likely while both are in the deck).
* Player actions: the flat indices of ``rl.actions`` (multi-card actions card by card).
* Returns: each seat's points for the hand, as the PettingZoo env's ``reward="score"``.
* Observation tensor/string: the seat's observation (``rl.encoding``) and a short text; information-state
  tensor: the observation plus, per relative seat and card, the trick in which it was played (trick number / tricks
  of a hand); information-state string: the seat's whole view as canonical JSON with the current selection, so it
  is equal exactly for states the seat cannot tell apart.
* ``resample_from_infostate``: a deal drawn by tricktable's world sampler (``ai.search``: consistent with every
  void, count and card the seat has seen), then the same actions replayed: OpenSpiel's ISMCTS bot runs on it.
* Serialization: OpenSpiel's default (the action history), replayed on deserialization.

Parameter ``dealer`` (0-3, default 0): the seat that deals.
"""

from __future__ import annotations

import json
import random
from functools import cache
from typing import Any

import numpy as np
import pyspiel

from ..ai.arena.metrics import outcomes
from ..ai.base import seat_of
from ..ai.search.adapter import adapter_for
from ..ai.search.infoset import knowledge, multiset_minus, world_deal
from ..ai.search.worlds import sample
from ..engine import Action, Deal, get_game, variant_keys
from ..engine.game import View
from ..engine.match import AnyGame
from .actions import ActionCodec, family_scheme, has_action_space, indices_of
from .encoding import Encoder

#: OpenSpiel's player ids of chance and of a finished game
CHANCE: int = pyspiel.PlayerId.CHANCE
TERMINAL: int = pyspiel.PlayerId.TERMINAL


def short_name(variant: str) -> str:
    return "python_tricktable_" + variant.replace("/", "_").replace("-", "_")


@cache
def _tools(variant: str) -> tuple[AnyGame, ActionCodec, Encoder]:
    game = get_game(variant)
    codec = ActionCodec(game)
    return game, codec, Encoder(game, codec)


def _utility_bounds(game: AnyGame) -> tuple[float, float]:
    bounds: tuple[float, float] = family_scheme(game).utility_bounds(game)
    return bounds


def _max_length(game: AnyGame, codec: ActionCodec) -> int:
    cards = len(game.deck())
    bids = 4 * (len(codec.bid_values) + 1) + 8
    return cards + bids + 5 + (cards + 4 * game.hand_size) * (2 if codec.plays_card_by_card else 1)


def game_type(variant: str) -> pyspiel.GameType:
    return pyspiel.GameType(
        short_name=short_name(variant),
        long_name=f"tricktable {variant}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=4,
        min_num_players=4,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"dealer": 0},
    )


class TricktableSpielGame(pyspiel.Game):
    """One tricktable variant as an OpenSpiel game."""

    variant = ""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        game, codec, encoder = _tools(self.variant)
        low, high = _utility_bounds(game)
        info = pyspiel.GameInfo(
            num_distinct_actions=codec.size, max_chance_outcomes=len(codec.cards), num_players=4,
            min_utility=low, max_utility=high, utility_sum=None, max_game_length=_max_length(game, codec),
        )
        super().__init__(game_type(self.variant), info, params or {})
        if int((params or {}).get("dealer", 0)) not in range(4):
            raise ValueError(f"dealer must be a seat 0-3, not {(params or {}).get('dealer')}")

    # derived from the variant and the parameters (not stored: OpenSpiel rebuilds games when it unpickles them)
    @property
    def tt_game(self) -> AnyGame:
        return _tools(self.variant)[0]

    @property
    def codec(self) -> ActionCodec:
        return _tools(self.variant)[1]

    @property
    def encoder(self) -> Encoder:
        return _tools(self.variant)[2]

    @property
    def dealer(self) -> int:
        return int(self.get_parameters().get("dealer", 0))

    @property
    def slot_of(self) -> tuple[int, ...]:
        return _slots(self.variant, self.dealer)

    @property
    def info_extra(self) -> int:
        return 4 * len(self.codec.cards)

    def new_initial_state(self) -> TricktableSpielState:
        return TricktableSpielState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> TricktableObserver:
        perfect_recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        return TricktableObserver(self, perfect_recall)


@cache
def _slots(variant: str, dealer: int) -> tuple[int, ...]:
    """Position in the chance sequence -> seat (4: the nest/kitty), as ``deal_from_order`` reads the order."""
    game = _tools(variant)[0]
    n = len(game.deck())
    probe = game.deal_from_order(list(range(n)), dealer)
    slot_of = [0] * n
    for s, hand in enumerate(probe.hands):
        for pos in hand:
            slot_of[pos] = s
    for pos in probe.extra:
        slot_of[pos] = 4
    return tuple(slot_of)


class TricktableSpielState(pyspiel.State):
    """A hand: the chance deal card by card, then the seats' indices."""

    def __init__(self, game: TricktableSpielGame) -> None:
        super().__init__(game)
        self._g = game
        self.dealt: list[int] = []
        self.engine: Any = None  # the rules' state once every card is dealt
        self.selection: tuple[int, ...] = ()
        self.actions: list[int] = []  # the players' indices, in order (for resampling)
        #: replaying a history on a resampled deal: the world sampler's deal explains what the seat saw, but not
        #: always every past action (Tractor: a declared card later buried may be sampled into the kitty)
        self.replaying = False

    # ------------------------------------------------------------ OpenSpiel API
    def current_player(self) -> int:
        if self.engine is None:
            return CHANCE
        seat = self._g.tt_game.to_act(self.engine)
        return TERMINAL if seat is None else seat

    def _legal_actions(self, player: int) -> list[int]:
        return self._g.codec.legal(self.engine, self.selection)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        codec = self._g.codec
        left = list(self._g.tt_game.deck())
        for c in self.dealt:
            left.remove(c)
        n = len(left)
        counts: dict[int, int] = {}
        for c in left:
            counts[c] = counts.get(c, 0) + 1
        return [(codec.card_index[c], k / n) for c, k in sorted(counts.items())]

    def _apply_action(self, action: int) -> None:
        g = self._g
        if self.engine is None:
            self.dealt.append(g.codec.cards[action])
            if len(self.dealt) == len(g.tt_game.deck()):
                game = g.tt_game
                self.engine = game.start_hand(game.new_match(g.dealer), game.deal_from_order(self.dealt, g.dealer))
            return
        self.actions.append(action)
        check = not self.replaying
        self.selection, complete = g.codec.step(self.engine, self.selection, action, check)
        if complete is not None:
            if check and len(complete.cards) > 1:
                g.tt_game.check(self.engine, complete)
            self.engine = g.tt_game.advance(self.engine, complete)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == CHANCE:
            return f"deal {self._g.tt_game.format_card(self._g.codec.cards[action])}"
        return self._g.codec.describe(action)

    def is_terminal(self) -> bool:
        return self.engine is not None and self._g.tt_game.to_act(self.engine) is None

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0] * 4
        game = self._g.tt_game
        result = game.hand_result(self.engine)
        return [float(o.points) for o in outcomes(game, result, getattr(game.new_match(self._g.dealer), "levels", None))]

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> TricktableSpielState:
        """A state the seat cannot tell from this one, with the hidden cards drawn by tricktable's world sampler."""
        rng = random.Random(int(probability_sampler() * 2**53) if callable(probability_sampler) else None)
        return resample(self, player_id, rng)

    def __str__(self) -> str:
        if self.engine is None:
            return f"dealing: {len(self.dealt)} cards dealt"
        from .render import render_text

        return render_text(self._g.tt_game, self.engine, self.selection)

    def __deepcopy__(self, memo: Any) -> TricktableSpielState:
        twin: TricktableSpielState = self.clone()
        return twin


def resample(state: TricktableSpielState, seat: int, rng: random.Random) -> TricktableSpielState:
    """A state ``seat`` cannot tell from ``state``: hidden cards from tricktable's world sampler, same history."""
    if state.engine is None:
        raise ValueError("resample only after the deal (at a decision)")
    view = state._g.tt_game.view(state.engine, seat)
    return world_state(state._g, view, rng, state.selection)


def world_state(g: TricktableSpielGame, view: View, rng: random.Random,
                selection: tuple[int, ...] = ()) -> TricktableSpielState:
    """A state of ``g`` consistent with one seat's ``view``: a sampled deal, then the view's public history (hidden
    discards replaced by the sampled ones) and the cards selected so far."""
    game = g.tt_game
    adapter = adapter_for(game)
    vj = view.to_json()
    k = knowledge(game, adapter, view, vj)
    _, deal, hidden = world_deal(game, adapter, view, vj, k, sample(k, rng))
    seen_nest = getattr(view, "kitty", None) or getattr(view, "nest", None)
    if seen_nest:  # the seat holding the nest/kitty now knows exactly which cards it was
        hands = [list(h) for h in deal.hands]
        seat = seat_of(view)
        hands[seat] = multiset_minus([*hands[seat], *deal.extra], seen_nest)
        deal = Deal(tuple(tuple(h) for h in hands), tuple(seen_nest))
    state = state_from_deal(g, deal)
    state.replaying = True
    try:
        for _seat, action in view.history:
            if action.kind == "discard" and not action.cards:
                action = Action("discard", action.value, hidden)
            for index in indices_of(g.codec, state.engine, action):
                state.apply_action(index)
        for c in selection:
            state.apply_action(g.codec.blocks["card"].start + g.codec.card_index[c])
    finally:
        state.replaying = False
    return state


def state_from_deal(g: TricktableSpielGame, deal: Any) -> TricktableSpielState:
    """A new state at the end of the chance deal of ``deal`` (hands as sets, the nest in order)."""
    pools = [list(h) for h in deal.hands] + [list(deal.extra)]
    out = g.new_initial_state()
    for slot in g.slot_of:
        out.apply_action(g.codec.card_index[pools[slot].pop(0)])
    return out


class TricktableObserver:
    """OpenSpiel's observer: the tensor is the seat's observation (plus play times for perfect recall)."""

    def __init__(self, game: TricktableSpielGame, perfect_recall: bool) -> None:
        self.game, self.perfect_recall = game, perfect_recall
        size = game.encoder.size + (game.info_extra if perfect_recall else 0)
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: TricktableSpielState, player: int) -> None:
        g = self.game
        self.tensor.fill(0.0)
        if state.engine is None:
            mine = [c for c, slot in zip(state.dealt, g.slot_of, strict=False) if slot == player]
            for c in mine:
                self.tensor[g.encoder.slices["hand"].start + g.codec.card_index[c]] += 1.0
            return
        view = g.tt_game.view(state.engine, player)
        acting = g.tt_game.to_act(state.engine) == player
        n = g.encoder.size
        self.tensor[:n] = g.encoder.encode(view, state.selection if acting else ())
        if self.perfect_recall:
            d = len(g.codec.cards)
            tricks = g.tt_game.hand_size
            plays = 0
            for seat, action in view.history:
                if action.kind == "play":
                    t = plays // 4 + 1
                    plays += 1
                    for c in action.cards:
                        self.tensor[n + ((seat - player) & 3) * d + g.codec.card_index[c]] = t / tricks

    def string_from(self, state: TricktableSpielState, player: int) -> str:
        g = self.game
        if state.engine is None:
            mine = sorted(c for c, slot in zip(state.dealt, g.slot_of, strict=False) if slot == player)
            return f"seat {player} dealt {g.tt_game.format_cards(mine)}"
        view = g.tt_game.view(state.engine, player)
        acting = g.tt_game.to_act(state.engine) == player
        selection = sorted(state.selection) if acting else []
        if self.perfect_recall:
            return json.dumps({"view": view.to_json(), "selection": selection}, sort_keys=True)
        vj = view.to_json()
        vj.pop("history", None)
        return json.dumps({"view": vj, "selection": selection}, sort_keys=True)


_REGISTERED: list[str] = []


def register_all() -> list[str]:
    """Register every variant of the shipped families with OpenSpiel (once per process); their short names."""
    if not _REGISTERED:
        for key in variant_keys():
            game = get_game(key)
            if not has_action_space(game):
                continue
            name = f"Spiel_{short_name(key)}"
            cls = type(name, (TricktableSpielGame,), {"variant": key, "__module__": __name__})
            globals()[name] = cls  # picklable by name (OpenSpiel pickles Python games to serialize them)
            pyspiel.register_game(game_type(key), cls)
            _REGISTERED.append(short_name(key))
    return list(_REGISTERED)


def load(variant: str, dealer: int = 0) -> TricktableSpielGame:
    """The registered OpenSpiel game of ``variant`` with ``dealer``."""
    register_all()
    game: TricktableSpielGame = pyspiel.load_game(short_name(get_game(variant).key), {"dealer": dealer})
    return game
