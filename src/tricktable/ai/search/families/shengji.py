"""Tractor adapter: voids from following, declared cards as known holdings, the level context for replays,
card play by PIMC over the engine's candidate plays (never full enumeration) with the engine's fast uniform
rollouts, solved exactly in the last three cards; declaring and burying are left to the family heuristic (one decision per hand each, with a kitty of
8 of 33 cards whose simulation would cost many card-play budgets)."""

from __future__ import annotations

import random
from collections.abc import Hashable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ....engine import Action, Deal, MatchState
from ....games.shengji.ordering import order_for
from ....games.shengji.rules import TractorGame
from ....games.shengji.scoring import TractorResult
from ....games.shengji.state import HandState
from ....games.shengji.view import TractorView
from ..adapter import Adapter, register_adapter
from ..infoset import tricks_of
from ..levels import BELIEFS_TEMPER, HARD_EXTRA, LEVELS
from .shengji_rollout import greedy_action, sense_action, sense_single

if TYPE_CHECKING:
    from ..player import SearchPlayer


def _tractor_key(s: HandState) -> Hashable:
    # within one world the kitty, trump, level and dealer are fixed: the hands, the trick, whose turn it is and
    # the points so far decide the rest (the last trick's winner and size come from them)
    return (s.h1, s.h2, s.trick, s.to_act, s.points)


#: Tractor's search budgets where they differ from the generic levels (``TractorAdapter.levels``). Its leads offer
#: 20-26 candidate plays and its exact play in the last 3 cards costs about 7 ms a world, so its normal counts its
#: rollouts and solves 15 worlds there (CPU p95 136 -> 85 ms, max 280 -> 147 ms in ``bench --ai``; strength in
#: docs/ai.md): wave 2's normal, kept as the measurement kind normal-v2.
_NORMAL_V2 = replace(LEVELS["normal"], max_evaluations=300, endgame_worlds=15)
#: Tractor's normal rolls out with card sense instead of uniform chance and deals by the learned beliefs (issue 23:
#: it beat wave 2's normal by +0.374 [+0.286, +0.463] levels a hand over 310 duplicate deals, docs/ai.md)
_NORMAL = replace(_NORMAL_V2, rollout="sense", beliefs=BELIEFS_TEMPER)
#: hard: what ``HARD_EXTRA`` adds to Tractor's normal, with four times its rollouts and 30 worlds solved exactly
TRACTOR_LEVELS = {"normal-v2": _NORMAL_V2, "normal": _NORMAL,
                  "hard": replace(replace(_NORMAL, **HARD_EXTRA), max_evaluations=1200, endgame_worlds=30)}


class TractorAdapter(Adapter[HandState, TractorView, TractorResult]):
    game: TractorGame
    levels = TRACTOR_LEVELS
    #: exact play once the seat holds 3 cards or fewer (about 2 ms a world with the key below; at 4 cards
    #: combination leads make it about 20 ms a world, too slow for normal's budget)
    endgame_cards = 3
    state_key = staticmethod(_tractor_key)

    def cards_left(self, state: HandState) -> int:
        seat = state.to_act
        return (state.h1[seat].bit_count() + state.h2[seat].bit_count()) if seat >= 0 else 0

    def match_for(self, view: TractorView, vj: dict[str, Any]) -> MatchState:
        """The match before the hand: the auction opener is the first seat in the history (the dealer of record);
        when the dealer changed since, it was deal 1's "first declarer deals" rule."""
        opener = view.history[0][0] if view.history else view.dealer
        deal_number = 1 if opener != view.dealer else 2
        return self.game.match_from_scenario({"dealer": opener, "levels": vj["levels"], "deal_number": deal_number})

    def my_discards(self, view: TractorView, from_history: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(view.buried or from_history)

    def utility(self, result: TractorResult, seat: int) -> float:
        """Card points for the attackers (kitty bonus included), negated for the defenders."""
        attackers = (result.dealer + 1) % 2
        pts = float(result.attacker_points)
        return pts if seat % 2 == attackers else -pts

    def known(self, view: TractorView, vj: dict[str, Any]) -> dict[int, list[int]]:
        """Declared cards stay in the declarer's hand until played (the dealer may have buried them: skip it)."""
        out: dict[int, list[int]] = {}
        played: dict[int, list[int]] = {}
        for seat, action in view.history:
            if action.kind == "play":
                played.setdefault(seat, []).extend(action.cards)
        for seat, action in view.history:
            if action.kind != "declare" or seat == view.seat or seat == view.dealer:
                continue
            cards = list(action.cards)
            for c in played.get(seat, []):
                if c in cards:
                    cards.remove(c)
            best = out.get(seat, [])
            out[seat] = cards if len(cards) > len(best) else best
        return out

    def explain_deal(self, view: TractorView, deal: Deal) -> Deal:
        """The dealer takes the kitty, so any 8 of its 33 cards may have been the kitty as dealt. Choose them so that
        the replay agrees with the view: the dealer's declared cards were in its dealt hand, and when nobody
        declared, the kitty's first plain card names the trump suit the view shows."""
        if view.phase == "declare":
            return deal
        dealer = view.dealer
        hand, kitty = list(deal.hands[dealer]), list(deal.extra)
        declared: list[int] = []
        for seat, action in view.history:
            if action.kind == "declare" and seat == dealer and len(action.cards) > len(declared):
                declared = list(action.cards)
        for c in declared:
            if hand.count(c) < declared.count(c) and c in kitty:
                swap = next((h for h in hand if h not in declared), None)
                if swap is not None:
                    hand[hand.index(swap)], kitty[kitty.index(c)] = c, swap
        if not any(a.kind == "declare" for _, a in view.history) and 0 <= view.trump_suit < 4:
            first = next((c for c in kitty if c < 52), None)
            if first is None or first // 13 != view.trump_suit:
                namer = next((c for c in kitty if c < 52 and c // 13 == view.trump_suit), None)
                if namer is not None:
                    kitty.remove(namer)
                    kitty.insert(0, namer)
                else:
                    namer = next((c for c in hand if c < 52 and c // 13 == view.trump_suit), None)
                    if namer is not None:
                        hand[hand.index(namer)] = kitty[0]
                        kitty[0] = namer
        if hand == list(deal.hands[dealer]) and kitty == list(deal.extra):
            return deal
        hands = list(deal.hands)
        hands[dealer] = tuple(sorted(hand))
        return type(deal)(tuple(hands), tuple(kitty))

    def forbidden(self, view: TractorView, vj: dict[str, Any]) -> dict[int, set[int]]:
        if view.trump_suit < 0:
            return {}
        order = order_for(view.level_rank, view.trump_suit)
        forbid: dict[int, set[int]] = {s: set() for s in range(4)}
        for trick in tricks_of(view.history):
            led = order.eff[trick[0][1][0]]
            for seat, cards in trick[1:]:
                if any(order.eff[c] != led for c in cards):
                    mask = order.suit_mask[led]
                    forbid[seat].update(c for c in range(mask.bit_length()) if mask >> c & 1)
        return forbid

    def decide(self, view: TractorView, legal: list[Action], player: SearchPlayer) -> Action | None:
        if view.phase == "play":
            return None
        return player.fallback(self.game).choose(self.game, view, legal)

    def anchor(self, view: TractorView, legal: list[Action], player: SearchPlayer) -> Action | None:
        """The heuristic's play: uniform-random rollouts are noisy in a 25-trick game, so PIMC must beat it clearly."""
        choice = player.fallback(self.game).choose(self.game, view, legal)
        return choice if choice in legal else None

    def rollout_action(self, state: HandState, rng: random.Random) -> Action:
        return self.game.random_action(state, rng)

    def playout(self, state: HandState, rng: random.Random, tail: int = 0) -> HandState:
        """Uniform random play to the end: the game's fused loop, which draws exactly as ``rollout_action``
        (``tail`` is accepted and ignored: Tractor has no exact tails, its ``at_tail`` is never true)."""
        return self.game.random_playout(state, rng)


class TractorSenseAdapter(TractorAdapter):
    """Tractor with the card-sense rollout policy (``shengji_rollout``; ``Budget.rollout == "sense"``): it models
    how seats follow a single card, so policy-based inference may weigh worlds by those plays."""

    policy_model = True

    def rollout_action(self, state: HandState, rng: random.Random) -> Action:
        return sense_action(self.game, state, rng)

    def playout(self, state: HandState, rng: random.Random, tail: int = 0) -> HandState:
        """The game's fused loop with the policy's single-card follows (it draws exactly as ``rollout_action``)."""
        return self.game.random_playout(state, rng, sense_single)

    def policy_pick(self, state: HandState, greedy: Any) -> Action | None:
        return greedy_action(state)


def register() -> None:
    """The entry point ``shengji`` of ``tricktable.adapters``."""
    register_adapter("shengji", TractorAdapter)
    register_adapter("shengji", TractorSenseAdapter, "sense")
