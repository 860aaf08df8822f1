"""A rule-based Tractor player that sees only its seat's view.

Declaring: declares when the resulting trumps would be long (level cards and jokers count double), never over its
partner, and prefers pairs, which are harder to overcall. Burying: never trumps if avoidable; voids short plain suits
without aces or pairs; keeps points unless it is sure of the last trick. Leading: tractors, then pairs and singles that
are the highest left in their suit (card memory from the public history), else a low card of its shortest plain suit.
Following: feeds points to a partner who is winning, takes a trick as cheaply as it can when it is worth taking, and
otherwise plays its cheapest legal cards.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from ...engine import Action
from ...engine.actions import DECLARE, DISCARD, PASS, PLAY
from ...engine.match import AnyGame
from ...games.shengji.follow import discard_value
from ...games.shengji.ordering import NT, POINTS, TRUMP, Order, order_for
from ...games.shengji.state import Lead, lead_of, play_key
from ...games.shengji.units import Unit, classify
from ...games.shengji.view import TractorView


class HeuristicPlayer:
    """Heuristic Tractor player: ``choose(game, view, legal)`` picks one of ``legal``."""

    name = "heuristic"

    def __init__(self, game: AnyGame | None = None, seed: int = 0) -> None:
        self.game = game
        self.rng = random.Random(seed)

    def choose(self, game: AnyGame, view: TractorView, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if view.phase == "declare":
            return self._declare(view, legal)
        if view.phase == "exchange":
            return self._bury(view, legal)
        order = order_for(view.level_rank, view.trump_suit)
        plays = [a for a in legal if a.kind == PLAY]
        if not view.trick:
            return self._lead(view, plays, order)
        return self._follow(view, plays, order)

    # ------------------------------------------------------------ declaring
    def _declare(self, view: TractorView, legal: Sequence[Action]) -> Action:
        decl = view.declaration
        assert view.seat is not None  # a player's view is its seat's
        if decl is not None and decl[0] % 2 == view.seat % 2:
            return Action(PASS)
        best, best_score = Action(PASS), 0.0
        for a in legal:
            if a.kind != DECLARE:
                continue
            trump = NT if a.cards[0] >= 52 else a.cards[0] // 13
            score = trump_strength(view.hand, view.level_rank, trump) + (0.5 if len(a.cards) == 2 else 0)
            need = 9.0 if trump != NT else 7.0
            if score >= need and score > best_score:
                best, best_score = a, score
        return best

    # ------------------------------------------------------------ burying
    def _bury(self, view: TractorView, legal: Sequence[Action]) -> Action:
        order = order_for(view.level_rank, view.trump_suit)
        cards = list(view.hand)
        counts = Counter(cards)
        trumps = [c for c in cards if order.eff[c] == TRUMP]
        sure_last = len(trumps) >= 14 and counts[53] + counts[52] >= 3
        plain = [c for c in cards if order.eff[c] != TRUMP]
        by_suit = {e: [c for c in plain if order.eff[c] == e] for e in range(4)}
        chosen: list[int] = []
        for e in sorted(by_suit, key=lambda s: len(by_suit[s])):
            suit = by_suit[e]
            if not suit or len(chosen) + len(suit) > 8:
                continue
            if any(order.idx[c] >= 11 or counts[c] == 2 or (POINTS[c] and not sure_last) for c in suit):
                continue
            chosen += suit
        rest = sorted(
            (c for c in cards if c not in chosen),
            key=lambda c: (order.eff[c] == TRUMP, counts[c] == 2, 0 if sure_last else POINTS[c] > 0, order.idx[c]),
        )
        chosen += rest[: 8 - len(chosen)]
        return Action(DISCARD, 0, tuple(sorted(chosen)))

    # ------------------------------------------------------------ leading
    def _lead(self, view: TractorView, plays: list[Action], order: Order) -> Action:
        seen = played_counts(view)
        hand = Counter(view.hand)
        units = [(a, u) for a in plays if (u := classify(a.cards, order)) is not None]
        if not units:
            return plays[0]
        tractors = [(a, u) for a, u in units if u.pairs >= 2]
        if tractors:
            return max(tractors, key=lambda au: (au[1].suit != TRUMP, au[1].n, au[1].top))[0]
        winners = [(a, u) for a, u in units if u.suit != TRUMP and is_top(a.cards, u, order, seen, hand)]
        trumps = sum(1 for c in view.hand if order.eff[c] == TRUMP)
        if trumps * 2 >= len(view.hand):  # long in trumps: draw the opponents' trumps with top trump pairs first
            top_pairs = [(a, u) for a, u in units if u.suit == TRUMP and u.n == 2 and is_top(a.cards, u, order, seen, hand)]
            if top_pairs:
                return max(top_pairs, key=lambda au: au[1].top)[0]
        if winners:
            return max(winners, key=lambda au: (au[1].n, -sum(POINTS[c] for c in au[0].cards), au[1].top))[0]
        plain_len = Counter(order.eff[c] for c in view.hand if order.eff[c] != TRUMP)
        singles = [(a, u) for a, u in units if u.n == 1]
        plain_singles = [(a, u) for a, u in singles if u.suit != TRUMP and not POINTS[a.cards[0]]]
        if plain_singles:  # a low card of a short suit, keeping pairs together
            return min(plain_singles, key=lambda au: (plain_len[au[1].suit], au[1].top))[0]
        return min(units, key=lambda au: (au[1].n, POINTS[au[0].cards[0]] > 0, au[1].suit != TRUMP, au[1].top))[0]

    # ------------------------------------------------------------ following
    def _follow(self, view: TractorView, plays: list[Action], order: Order) -> Action:
        lead = lead_of(tuple(view.trick[0][1]), order)
        if lead is None:  # a throw: play the cheapest legal cards
            return min(plays, key=lambda a: cost(a.cards, order))
        best_seat, best_key = view.trick[0][0], lead.key
        for s, cards in view.trick[1:]:
            k = play_key(tuple(cards), lead, order)
            if k > best_key:
                best_seat, best_key = s, k
        assert view.seat is not None  # a player's view is its seat's
        partner_wins = best_seat % 2 == view.seat % 2
        last = len(view.trick) == 3
        at_stake = sum(POINTS[c] for _, cs in view.trick for c in cs)
        hand = Counter(view.hand)

        def price(a: Action) -> int:
            return cost(a.cards, order) + 30 * broken_pairs(a.cards, hand)

        def points(a: Action) -> int:
            return sum(POINTS[c] for c in a.cards)

        if partner_wins and (last or best_key >= 16 + 12 or _is_top_key(best_key, lead, order, view)):
            return max(plays, key=lambda a: (points(a), -price(a)))
        winning = [a for a in plays if play_key(a.cards, lead, order) > best_key]
        if winning and not partner_wins:
            cheapest = min(winning, key=lambda a: (price(a), play_key(a.cards, lead, order)))
            uses_trump = any(order.eff[c] == TRUMP for c in cheapest.cards) and lead.suit != TRUMP
            if last or not uses_trump or at_stake >= 10 or len(cheapest.cards) > 1:
                if not last:  # later players may still beat it: take with the strongest in-suit winner
                    strong = max(winning, key=lambda a: play_key(a.cards, lead, order))
                    if not any(order.eff[c] == TRUMP for c in strong.cards) or lead.suit == TRUMP:
                        return strong
                return cheapest
        if partner_wins:
            return min(plays, key=lambda a: (points(a), price(a)))
        return min(plays, key=lambda a: (points(a), price(a)))


def broken_pairs(cards: Sequence[int], hand: Counter[int]) -> int:
    """How many held pairs a play splits (one copy played, one kept)."""
    played = Counter(cards)
    return sum(1 for c, k in played.items() if k == 1 and hand[c] == 2)


def trump_strength(hand: Sequence[int], level: int, trump: int) -> float:
    """Trump length if ``trump`` were chosen, jokers and level cards counting double."""
    order = order_for(level, trump)
    return sum(2.0 if (c >= 52 or c % 13 == level) else 1.0 for c in hand if order.eff[c] == TRUMP)


def cost(cards: Sequence[int], order: Order) -> int:
    return sum(discard_value(c, order) for c in cards)


def played_counts(view: TractorView) -> Counter[int]:
    """How many copies of each identity have been played so far (public history and the current trick)."""
    out: Counter[int] = Counter()
    for _, a in view.history:
        if a.kind == PLAY:
            out.update(a.cards)
    return out


def is_top(cards: Sequence[int], unit: Unit, order: Order, seen: Counter[int], hand: Counter[int]) -> bool:
    """Whether no unseen card of the unit's suit can beat it (a single: no higher card left; a pair: no higher
    identity of which both copies could be with one opponent)."""
    suit_cards = [c for c in range(54) if order.eff[c] == unit.suit and order.idx[c] > unit.top]
    for c in suit_cards:
        left = 2 - seen[c] - hand[c]
        if (unit.pairs == 0 and left > 0) or (unit.pairs >= 1 and left == 2):
            return False
    return True


def _is_top_key(key: int, lead: Lead, order: Order, view: TractorView, seen: Counter[int] | None = None) -> bool:
    """Whether a plain-suit key can no longer be beaten by a card of the led suit still unseen (trumps may ruff)."""
    if key >= 16:
        return key >= 16 + 14
    seen = played_counts(view) if seen is None else seen
    hand = Counter(view.hand)
    higher = [c for c in range(54) if order.eff[c] == lead.suit and order.idx[c] > key]
    return all(2 - seen[c] - hand[c] <= 0 for c in higher)
