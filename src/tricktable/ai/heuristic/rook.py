"""A rule-based Rook player. It sees only its seat's view and the legal actions, and reads the variant's
public tables (card points, ranks, bird rank, bid range) from the game, so it adapts to every preset."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...cards.notation import ROOK_BASE
from ...engine import Action
from ...engine.actions import BID, DISCARD, PASS, PLAY, TRUMP
from ...engine.match import AnyGame
from ...games.rook.rules import RookGame
from ...games.rook.view import RookView

BIRD_IX = 56


class HeuristicPlayer:
    """Bids from hand strength, discards to void short colours, names its best colour, and plays by simple
    card sense: win with the cheapest winner, feed counters to the partner's winning trick, duck low otherwise,
    pull trump when its side declared."""

    name = "heuristic"

    def __init__(self, game: RookGame, seed: int = 0) -> None:
        self.game = game
        self.t = game.t  # the variant's public tables (points, ranks, follow rules)
        self.cfg = game.config
        self.rng = random.Random(seed)
        t = self.t
        in_deck = [ix for ix in range(57) if t.deck_mask >> ix & 1]
        # per trump colour: its highest trump value; per colour: its strengths, highest first (fixed per variant)
        self._top_trump = tuple(max((t.beat[c][c][ix] for ix in in_deck), default=0) for c in range(4))
        self._tops = tuple(sorted((t.strength[ix] for ix in in_deck if t.suit_mask[c] >> ix & 1), reverse=True)
                           for c in range(4))

    # ------------------------------------------------------------ entry point
    def choose(self, game: AnyGame, view: RookView, legal: Sequence[Action]) -> Action:
        kinds = {a.kind for a in legal}
        if PLAY in kinds:
            return self._play(view, legal)
        if BID in kinds or PASS in kinds:
            return self._bid(view, legal)
        if DISCARD in kinds:
            return self._discard(view, legal)
        if TRUMP in kinds:
            colour = self.best_trump([c - ROOK_BASE for c in view.hand])[0]
            return next(a for a in legal if a.value == colour)
        return legal[0]

    # ------------------------------------------------------------ hand evaluation
    def colour_strength(self, ixs: list[int], colour: int) -> float:
        """How good ``colour`` would be as trump for these cards (trump length and height)."""
        t = self.t
        row = t.beat[colour][colour]
        trumps = [ix for ix in ixs if row[ix] >= 0]
        top = self._top_trump[colour]
        score = 0.0
        for ix in trumps:
            score += 3.0 + 4.0 * max(0, row[ix] - (top - 8)) / 8  # the top few trumps count most
        return score + 2.0 * len(trumps)

    def best_trump(self, ixs: list[int]) -> tuple[int, float]:
        scores = [(self.colour_strength(ixs, c), c) for c in range(4)]
        best, colour = max(scores)
        return colour, best

    def estimate(self, ixs: list[int]) -> float:
        """Points this hand's side may expect to take as declarer (a rough, preset-scaled guess)."""
        t = self.t
        colour, trump_score = self.best_trump(ixs)
        off = 0.0
        for c in range(4):
            if c == colour:
                continue
            mine = sorted((t.strength[ix] for ix in ixs if t.colour[ix] == c), reverse=True)
            tops = self._tops[c]
            for k, s in enumerate(mine[:2]):  # the ace (and king behind it) are likely winners
                if k < len(tops) and s == tops[k]:
                    off += 6.0
            if not mine:
                off += 3.0  # a void lets us trump
        units = (trump_score + off) * 9 / self.cfg.hand_size + 1.5 * max(self.cfg.nest_size, 4)  # per 9-card hand
        share = min(0.95, 0.34 + units / 110)
        return share * self.cfg.total_points

    # ------------------------------------------------------------ auction
    def _bid(self, view: RookView, legal: Sequence[Action]) -> Action:
        bids = [a for a in legal if a.kind == BID]
        can_pass = any(a.kind == PASS for a in legal)
        if not bids:
            return next(a for a in legal if a.kind == PASS)
        ixs = [c - ROOK_BASE for c in view.hand]
        est = self.estimate(ixs)
        assert view.seat is not None  # a player's view is its seat's
        partner = (view.seat + 2) % 4
        if view.declarer == partner:
            est -= 15  # do not outbid the partner without a clear surplus
        lowest = bids[0]
        if lowest.value <= est or not can_pass:
            step = self.cfg.bid_step
            target = lowest.value
            # open modestly, raise one step at a time
            if view.high_bid is None and est >= lowest.value + 4 * step:
                target = lowest.value + step
            return next((a for a in bids if a.value == target), lowest)
        return next(a for a in legal if a.kind == PASS)

    # ------------------------------------------------------------ nest exchange
    def _discard(self, view: RookView, legal: Sequence[Action]) -> Action:
        n = len(legal[0].cards)
        ixs = [c - ROOK_BASE for c in view.hand]
        colour, _ = self.best_trump(ixs)
        keep = {ix: self.keep_value(ixs, ix, colour) for ix in ixs}
        order = [ix + ROOK_BASE for ix in sorted(ixs, key=lambda ix: (keep[ix], ix))]
        return Action(DISCARD, 0, self.game.discard_from(order, n))  # the nest rule of the variant decides

    def keep_value(self, ixs: list[int], ix: int, trump: int) -> float:
        """How much the declarer wants to keep a card (lowest values are discarded)."""
        t = self.t
        row = t.beat[trump][trump]
        trumps = sum(1 for j in ixs if row[j] >= 0)
        safe = trumps >= 7  # a long trump suit should win the last trick: the nest is then ours
        if ix == BIRD_IX and self.cfg.bird_rank == "low" and safe and self.cfg.nest_points_to == "last_trick":
            return -5.0  # a low bird is easily caught in play; in the nest its points are banked
        if row[ix] >= 0:
            return 1000.0 + row[ix]
        colour = t.colour[ix]
        same = [j for j in ixs if t.colour[j] == colour and row[j] < 0]
        tops = sorted((t.strength[j] for j in range(57) if t.suit_mask[colour] >> j & 1), reverse=True)
        value = float(t.strength[ix]) + 4.0 * len(same)
        if tops and t.strength[ix] == tops[0]:
            value += 60.0  # a sure winner
        if t.points[ix]:
            value += -3.0 if safe else 25.0 + t.points[ix]
        return value

    # ------------------------------------------------------------ play
    def _play(self, view: RookView, legal: Sequence[Action]) -> Action:
        t = self.t
        trump = view.trump
        assert trump is not None and view.seat is not None  # cards are played once trump is named, by a seat
        cards = [a.cards[0] - ROOK_BASE for a in legal]
        if len(cards) == 1:
            return legal[0]
        unseen = self._unseen(view)
        by_ix = {a.cards[0] - ROOK_BASE: a for a in legal}
        if not view.trick:
            return by_ix[self._lead(view, cards, unseen)]
        led = t.led_suit[trump][view.trick[0][1] - ROOK_BASE]
        beat = t.beat[trump][led]
        win_seat, win_ix = max(view.trick, key=lambda p: beat[p[1] - ROOK_BASE])
        win_ix -= ROOK_BASE
        partner_wins = win_seat == (view.seat + 2) % 4
        last = len(view.trick) == 3
        points = sum(t.points[c - ROOK_BASE] for _, c in view.trick)
        winners = [ix for ix in cards if beat[ix] > beat[win_ix]]
        if partner_wins and (last or self._is_boss(win_ix, trump, unseen)):
            return by_ix[max(cards, key=lambda ix: (t.points[ix], -self._cost(ix, trump)))]
        if winners and not partner_wins:
            cheapest = min(winners, key=lambda ix: self._cost(ix, trump))
            worth = last or points > 0 or self._is_boss(cheapest, trump, unseen) or t.points[cheapest]
            if worth:
                return by_ix[cheapest]
        return by_ix[min(cards, key=lambda ix: (self._cost(ix, trump), ix))]

    def _lead(self, view: RookView, cards: list[int], unseen: int) -> int:
        t = self.t
        trump = view.trump
        assert trump is not None and view.seat is not None  # cards are played once trump is named, by a seat
        row = t.beat[trump][trump]
        my_team = view.declarer is not None and view.declarer % 2 == view.seat % 2
        trumps = [ix for ix in cards if row[ix] >= 0]
        trumps_out = sum(1 for ix in range(57) if unseen >> ix & 1 and row[ix] >= 0)
        if my_team and trumps and trumps_out:
            boss = [ix for ix in trumps if self._is_boss(ix, trump, unseen)]
            if boss:
                return max(boss, key=lambda ix: row[ix])
            if len(trumps) >= trumps_out:
                return min(trumps, key=lambda ix: (t.points[ix], row[ix]))
        side = [ix for ix in cards if row[ix] < 0]
        bosses = [ix for ix in side if self._is_boss(ix, trump, unseen)]
        if bosses:
            return max(bosses, key=lambda ix: (t.points[ix], t.strength[ix]))
        pool = side or cards
        return min(pool, key=lambda ix: (self._cost(ix, trump), ix))

    def _cost(self, ix: int, trump: int) -> float:
        """What playing a card gives away: its points, its height, trumps most."""
        t = self.t
        row = t.beat[trump][trump]
        trump_cost = 40 + row[ix] - 1000 if row[ix] >= 0 else 0
        return 10.0 * t.points[ix] + t.strength[ix] + trump_cost

    def _is_boss(self, ix: int, trump: int, unseen: int) -> bool:
        """No card still out (unseen by this seat) of the same suit ranks above ``ix``."""
        t = self.t
        suit = t.led_suit[trump][ix]
        beat = t.beat[trump][suit]
        m = unseen & (t.trump_mask[trump] if suit == trump else t.suit_mask[suit])
        while m:
            low = m & -m
            if beat[low.bit_length() - 1] > beat[ix]:
                return False
            m ^= low
        return True

    def _unseen(self, view: RookView) -> int:
        """Cards this seat has not seen played, held or discarded (bitmask over card indices)."""
        known = 0
        for c in view.hand:
            known |= 1 << (c - ROOK_BASE)
        for _, a in view.history:
            if a.kind == PLAY:
                for c in a.cards:
                    known |= 1 << (c - ROOK_BASE)
        for _, c in view.trick:
            known |= 1 << (c - ROOK_BASE)
        if view.my_discards:
            for c in view.my_discards:
                known |= 1 << (c - ROOK_BASE)
        return self.t.deck_mask & ~known
