"""A rule-based Callbreak player: calls from hand strength, then plays to make its call exactly.

It sees only its seat's view. Calls count likely tricks (high spades, aces, guarded kings, long spades, short side
suits to trump in), respect the minimum, and jump to a bonus call only when the hand counts that many. In play it
wins cheaply while below its call; under window scoring, once the call is reached it ducks with its highest losing
card so as not to overshoot. It only ever picks from the legal actions it is given.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from ...engine import Action
from ...engine.match import AnyGame
from ...games.callbreak.rules import CallbreakGame
from ...games.callbreak.view import CallbreakView

PLAY, BID = "play", "bid"


def _suit(c: int) -> int:
    return c // 13


def _rank(c: int) -> int:
    return c % 13  # 0 = two ... 12 = ace


def _beats(c: int, best: int) -> bool:
    """Whether card ``c`` beats ``best`` (the card now winning a trick): spades trump, else higher of the suit."""
    if c < 13:
        return best >= 13 or c > best
    return best >= 13 and _suit(c) == _suit(best) and c > best


def estimate_tricks(hand: Sequence[int]) -> float:
    """How many tricks ``hand`` (13 card ids) should win, counted the usual way."""
    by_suit: list[list[int]] = [sorted((_rank(c) for c in hand if _suit(c) == s), reverse=True) for s in range(4)]
    spades = by_suit[0]
    n_sp = len(spades)
    est = 0.0
    for r in spades:  # A sure; K with a guard; Q with two; J with three (half)
        if r == 12 or (r == 11 and n_sp >= 2):
            est += 1.0
        elif r == 10 and n_sp >= 3:
            est += 0.7
        elif r == 9 and n_sp >= 4:
            est += 0.4
    est += max(0, n_sp - 4) * 0.7  # long spades win once the others run out
    spare = max(0, n_sp - 2)
    for s in (1, 2, 3):
        ranks = by_suit[s]
        if ranks and ranks[0] == 12:
            est += 1.0 if len(ranks) <= 5 else 0.6
            if len(ranks) >= 2 and ranks[1] == 11 and len(ranks) <= 4:
                est += 0.8
        elif ranks and ranks[0] == 11 and 2 <= len(ranks) <= 4:
            est += 0.5
        if spare and len(ranks) <= 1:  # a void or singleton lets a spare spade trump in
            ruff = 1.0 if not ranks else 0.5
            est += ruff
            spare -= 1
    return est


class HeuristicPlayer:
    """Callbreak heuristic: ``choose(game, view, legal)`` for any Callbreak preset."""

    name = "heuristic"
    #: added to the trick estimate before rounding down, per success rule (calibrated on self-play)
    call_offset = {"window": 1.4, "at_least": 0.9}

    def __init__(self, game: CallbreakGame, seed: int = 0) -> None:
        self.game = game
        self.rng = random.Random(seed)

    # ------------------------------------------------------------ calls
    def call_for(self, hand: Sequence[int]) -> int:
        """The call this player makes with ``hand`` under the game's options."""
        cfg = self.game.config
        est = estimate_tricks(hand)
        call = math.floor(est + self.call_offset[cfg.success])
        bonus = cfg.bonus_call_from
        if bonus is not None and call >= bonus and est < bonus - 0.5:
            call = bonus - 1  # jump to a bonus call only with a hand that clearly counts it
        return max(cfg.min_call, min(cfg.max_call, call))

    # ------------------------------------------------------------ play
    def choose(self, game: AnyGame, view: CallbreakView, legal: Sequence[Action]) -> Action:
        if legal[0].kind == BID:
            want = self.call_for(view.hand)
            return min(legal, key=lambda a: abs(a.value - want))
        cards = [a.cards[0] for a in legal if a.kind == PLAY]
        card = self._play(view, cards)
        return next(a for a in legal if a.cards and a.cards[0] == card)

    def _play(self, view: CallbreakView, cards: list[int]) -> int:
        seat = view.seat
        assert seat is not None  # a player's view is its seat's
        call = view.calls[seat] or 0
        won = view.tricks_won[seat]
        window = self.game.config.success == "window"
        avoid = window and won >= call  # one more still succeeds, two more fails: stop taking tricks
        unseen = self._unseen(view)
        trick = [c for _, c in view.trick]
        if not trick:
            return self._lead(cards, unseen, avoid)
        best = trick[0]
        for c in trick[1:]:
            if _beats(c, best):
                best = c
        winners = [c for c in cards if _beats(c, best)]
        losers = [c for c in cards if not _beats(c, best)]
        last = len(trick) == 3
        if avoid:
            if losers:
                return max(losers, key=_strength)  # duck with the highest losing card
            return max(winners, key=_strength) if last else min(winners, key=_strength)
        if winners:
            if last:
                return min(winners, key=_strength)
            safe = [c for c in winners if self._boss(c, unseen, trick[0])]
            if safe:
                return min(safe, key=_strength)
            return max(winners, key=_strength)
        return min(cards, key=_discard_value)

    def _lead(self, cards: list[int], unseen: int, avoid: bool) -> int:
        if avoid:
            return min(cards, key=lambda c: (c < 13, _rank(c)))
        bosses = [c for c in cards if c >= 13 and self._boss(c, unseen, c)]
        if bosses:
            return max(bosses, key=_rank)
        spade_bosses = [c for c in cards if c < 13 and self._boss(c, unseen, c)]
        if spade_bosses:
            return max(spade_bosses)
        side = [c for c in cards if c >= 13] or cards
        counts = [sum(1 for c in cards if _suit(c) == s) for s in range(4)]
        return min(side, key=lambda c: (counts[_suit(c)], _rank(c)))

    @staticmethod
    def _boss(card: int, unseen: int, led: int) -> bool:
        """No unseen card of ``card``'s suit is higher (and, off-trump, no unseen spade could trump in cheaply)."""
        s = _suit(card)
        higher = unseen & (((1 << 13) - 1) << (13 * s)) & ~((2 << card) - 1)
        if higher:
            return False
        return card < 13 or _suit(led) == s

    @staticmethod
    def _unseen(view: CallbreakView) -> int:
        """Cards neither in this hand nor played yet (as a bit mask)."""
        mask = (1 << 52) - 1
        for c in view.hand:
            mask &= ~(1 << c)
        for _, action in view.history:
            if action.kind == PLAY:
                mask &= ~(1 << action.cards[0])
        return mask


def _strength(c: int) -> int:
    """Order cards by trick-taking strength: any spade above any side card."""
    return 100 + c if c < 13 else _rank(c)


def _discard_value(c: int) -> tuple[int, int]:
    """Throw away low side cards first, spades last."""
    return (c < 13, _rank(c))
