"""Callbreak adapter: inference from the follow rules, a call-aware rollout policy, calls chosen by simulation.

Inference (hard facts): a seat that did not follow is void in the led suit; a void seat that played no spade, or a
spade too low, holds no spade above the best spade already in the trick (with ``must_overtrump_when_void``); with
``must_head_when_following``, a seat that followed low holds nothing of the suit above the trick's best.
Rollouts: below the call, win as cheaply as possible; once the call is reached, duck with the highest losing card.
Calls: play the hand out in sampled worlds with a provisional call, then take the call with the best expected score
under the variant's scoring rule (window or at-least, bonus calls), re-simulating once with that call.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Hashable, Iterable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ....cards.notation import cards_of
from ....engine import Action
from ....engine.results import Redeal
from ....games.callbreak.rules import CallbreakGame
from ....games.callbreak.scoring import HandResult
from ....games.callbreak.state import PLAY_PHASE, CallbreakState
from ....games.callbreak.view import CallbreakView
from ..adapter import Adapter, register_adapter
from ..infoset import tricks_of
from ..levels import HARD_EXTRA, LEVELS
from ..pimc import world_source

if TYPE_CHECKING:
    from ..player import SearchPlayer

SPADES = 0


def suit(card: int) -> int:
    return card // 13


def rank(card: int) -> int:
    return card % 13


def beats(card: int, best: int, led: int) -> bool:
    """Whether ``card`` beats ``best`` in a trick led in suit ``led`` (spades trump)."""
    if suit(card) == suit(best):
        return rank(card) > rank(best)
    return suit(card) == SPADES or (suit(card) == led and suit(best) not in (SPADES, led))


def trick_winner_card(cards: list[int]) -> int:
    best = cards[0]
    for c in cards[1:]:
        if beats(c, best, suit(cards[0])):
            best = c
    return best


def follow_facts(tricks: list[list[tuple[int, tuple[int, ...]]]], deck: Iterable[int], overtrump: bool = True,
                 head: int = 0) -> dict[int, set[int]]:
    """Per seat, the cards its plays prove it cannot hold (``head``: 0 no must-head rule, 1 must head, 2 must head
    until the trick is trumped)."""
    forbid: dict[int, set[int]] = {s: set() for s in range(4)}
    for trick in tricks:
        led = suit(trick[0][1][0])
        for i in range(1, len(trick)):
            seat, (card,) = trick[i]
            before = [c for _, (c,) in trick[:i]]
            if suit(card) != led:
                forbid[seat].update(c for c in deck if suit(c) == led)
                if overtrump:
                    top = max((rank(c) for c in before if suit(c) == SPADES), default=-1)
                    if suit(card) != SPADES or rank(card) <= top:
                        forbid[seat].update(c for c in deck if suit(c) == SPADES and rank(c) > top)
            elif head and not (head == 2 and led != SPADES and any(suit(c) == SPADES for c in before)):
                best = max(rank(c) for c in before if suit(c) == led)
                if rank(card) < best:
                    forbid[seat].update(c for c in deck if suit(c) == led and rank(c) > best)
    return forbid


def baseline_call(hand: Iterable[int], lo: int, hi: int) -> int:
    """Aces and kings, at least the minimum call (the issue's baseline bidder)."""
    return max(lo, min(hi, sum(1 for c in hand if rank(c) >= 11)))


def call_score(call: int, tricks: int, cfg: Any) -> float:
    """The hand score of ``call`` when ``tricks`` are taken, under the variant's options."""
    success = getattr(cfg, "success", "window")
    ok = call <= tricks <= call + 1 if success == "window" else tricks >= call
    if not ok:
        return -float(call)
    bonus = getattr(cfg, "bonus_call_from", None)
    if bonus is not None and call >= bonus:
        return 13.0
    extra = 0.1 * (tricks - call) if getattr(cfg, "overtrick_scoring", "none") == "tenth" else 0.0
    return call + extra


#: Callbreak's search budgets where they differ from the generic levels (``CallbreakAdapter.levels``): its normal
#: moves its simulated call by the learned call model (issue 23 item 5: +0.084 [+0.046, +0.122] points a hand over
#: wave 2's normal in 3,000 duplicate deals, docs/ai.md); wave 2's stays normal-v2; hard is ``HARD_EXTRA`` over it
_NORMAL = replace(LEVELS["normal"], learned_calls=True)
CALLBREAK_LEVELS = {"normal-v2": LEVELS["normal"], "normal": _NORMAL, "hard": replace(_NORMAL, **HARD_EXTRA)}


class CallbreakAdapter(Adapter[CallbreakState, CallbreakView, HandResult]):
    game: CallbreakGame
    levels = CALLBREAK_LEVELS
    endgame_cards = 4
    #: at 5 cards, exact values in 8 worlds (normal's ``deep_worlds``): with rollouts normal chose right in 45 of
    #: the 48 clear positions of the partner corpus, with this in all 48
    deep_endgame = 1
    policy_model = True

    def forbidden(self, view: CallbreakView, vj: dict[str, Any]) -> dict[int, set[int]]:
        cfg = self.game.config
        return follow_facts(tricks_of(view.history), self.game.deck(),
                            getattr(cfg, "must_overtrump_when_void", True), self.head_rule())

    def head_rule(self) -> int:
        """The variant's must-head rule (0 never, 1 always, 2 until the trick is trumped)."""
        return int(getattr(self.game, "head_rule", getattr(self.game.config, "must_head_when_following", False)))

    def utility(self, result: HandResult, seat: int) -> float:
        return 0.0 if isinstance(result, Redeal) else float(result.score[seat])

    # -- state accessors (the family's CallbreakState: hands as 52-bit masks, ``trick`` the current trick's cards)
    @staticmethod
    def state_key(s: CallbreakState) -> Hashable:
        # within one world the deal and the calls are fixed: the rest decides the future
        return (s.played, s.trick, s.turn, s.tricks)

    def trick_cards(self, state: CallbreakState) -> list[int]:
        return list(state.trick)

    def calls_and_won(self, state: CallbreakState, seat: int) -> tuple[int, int]:
        call = state.calls[seat]
        assert call is not None  # asked in the play, when every seat has called
        return call, state.tricks[seat]

    def hand_of(self, state: CallbreakState, seat: int) -> list[int]:
        return cards_of(state.info.deal[seat] & ~state.played)

    def rollout_action(self, state: CallbreakState, rng: random.Random) -> Action:
        game = self.game
        legal = game.legal_actions(state)
        if len(legal) == 1 or rng.random() < 0.05:
            return legal[rng.randrange(len(legal))]
        seat = game.to_act(state)
        assert seat is not None  # a rollout step: someone is to act
        if legal[0].kind != "play":
            lo, hi = min(a.value for a in legal), max(a.value for a in legal)
            want = baseline_call(self.hand_of(state, seat), lo, hi)
            return min(legal, key=lambda a: abs(a.value - want))
        cards = [a.cards[0] for a in legal]
        call, won = self.calls_and_won(state, seat)
        need = call - won
        trick = self.trick_cards(state)
        if not trick:
            if need > 0:
                side = [c for c in cards if suit(c) != SPADES] or cards
                return Action("play", 0, (max(side, key=rank),))
            return Action("play", 0, (min(cards, key=lambda c: (suit(c) == SPADES, rank(c))),))
        best, led = trick_winner_card(trick), suit(trick[0])
        winners = [c for c in cards if beats(c, best, led)]
        losers = [c for c in cards if c not in winners]
        if need > 0 and winners:
            return Action("play", 0, (min(winners, key=lambda c: (suit(c) == SPADES, rank(c))),))
        if losers:
            pick = max(losers, key=rank) if need <= 0 else min(losers, key=lambda c: (suit(c) == SPADES, rank(c)))
            return Action("play", 0, (pick,))
        return Action("play", 0, (min(cards, key=lambda c: (suit(c) == SPADES, rank(c))),))

    def playout(self, state: CallbreakState, rng: random.Random, tail: int = 0) -> CallbreakState:
        """The rollout policy fused into one loop (``callbreak_rollout``), move for move as ``rollout_action``
        (with ``tail``: stopping as ``at_tail`` says)."""
        from .callbreak_rollout import policy_playout

        cfg = self.game.config
        return policy_playout(state, rng, cfg.min_call, cfg.max_call, self.head_rule(), cfg.must_overtrump_when_void,
                              tail)

    def at_tail(self, state: CallbreakState, tail: int) -> bool:
        return state.phase == PLAY_PHASE and not len(state.order) & 3 and 52 - len(state.order) <= 4 * tail

    def tail_value(self, state: CallbreakState, seat: int) -> float:
        """The bitmask max^n solver's value for ``seat`` (``callbreak_solver``) at a trick start."""
        from .callbreak_solver import CallbreakSolver

        solver = CallbreakSolver(self.game, state)
        return solver.u[seat][solver.final_tricks()[seat]]

    def solve(self, state: CallbreakState, moves: Any = None) -> dict[Action, float] | None:
        """The bitmask max^n solver (``callbreak_solver``): the generic solver's values, several times faster."""
        from .callbreak_solver import solve

        return solve(self.game, state, moves)

    def cards_left(self, state: CallbreakState) -> int:
        seat = self.game.to_act(state)
        assert seat is not None  # asked of a position with a seat to act
        return len(self.hand_of(state, seat))

    def decide(self, view: CallbreakView, legal: list[Action], player: SearchPlayer) -> Action | None:
        if legal[0].kind != "bid":
            return None
        call = self.simulate_call(view, legal, player)
        if player.budget.learned_calls:
            from ...bids.player import learned_call

            return learned_call(self.game, view, legal, call)
        return call

    def simulate_call(self, view: CallbreakView, legal: list[Action], player: SearchPlayer,
                      worlds: int | None = None) -> Action:
        """The call with the best expected score over sampled worlds played out by the rollout policy."""
        game, seat = self.game, view.seat
        worlds = worlds or player.budget.call_worlds or max(12, player.budget.max_worlds // 2)
        rng = player.rng_for(view)
        draw = world_source(game, self, view, rng)
        values = sorted(a.value for a in legal)
        call = baseline_call(view.hand, values[0], values[-1])
        for _ in range(2):
            counts: Counter[int] = Counter()
            for _ in range(worlds):
                world = player.truth if player.truth is not None else draw()
                state = game.advance(world, Action("bid", call))
                state = self.playout(state, rng) if not player.budget.reference else Adapter.playout(self, state, rng)
                result = game.hand_result(state)
                if not isinstance(result, Redeal) and seat is not None:  # (a seat's call, from a world: never a redeal)
                    counts[result.tricks[seat]] += 1
            best = max(values, key=lambda c: (sum(n * call_score(c, t, game.config) for t, n in counts.items()), -c))
            if best == call:
                break
            call = best
        return Action("bid", call)


def register() -> None:
    """The entry point ``callbreak`` of ``tricktable.adapters``."""
    register_adapter("callbreak", CallbreakAdapter)
