"""Rook adapter (every preset): voids from failing to follow, a card-sense rollout on the engine's bitmask tables,
the auction left to the family heuristic, discards and trump chosen by PIMC among a few strong candidates.

Why the auction is heuristic: an auction simulation needs a model of three other bidders and a full hand per
candidate bid, about 10x the budget of a card play, for a decision taken once per hand; the heuristic bidder's
estimate is preset-scaled and the arena compares the whole player (see docs/ai.md for the figures).
Discards: one candidate per possible trump (the heuristic's keep values under that trump), compared by PIMC, which
also names trump in the rollouts with the heuristic's best colour for the declarer's hand.
"""

from __future__ import annotations

import random

from ....cards.notation import ROOK_BASE
from ....cards.notation import cards_of as _ixs
from ....engine import Action
from ...heuristic.rook import HeuristicPlayer
from ..adapter import Adapter, register_adapter
from ..infoset import tricks_of


def _rook_key(s):
    # within one world the dealt hands, nest, trump and contract are fixed: the rest decides the future
    return (s.played, s.trick, s.to_act, s.points, s.tricks)


class RookAdapter(Adapter):
    endgame_cards = 4
    state_key = staticmethod(_rook_key)

    def __init__(self, game) -> None:
        super().__init__(game)
        self.t = game.t
        self.h = HeuristicPlayer(game, 0)
        t = self.t
        # per colour, its card indices strongest first (for "is this card the boss of its colour?")
        self.order = tuple(sorted(_ixs(t.suit_mask[c]), key=lambda ix: -t.strength[ix]) for c in range(4))

    # ------------------------------------------------------------ inference
    def forbidden(self, view, vj):
        trump = view.trump
        if trump is None:
            return {}
        t = self.t
        led_suit = t.led_suit[trump]
        forbid: dict[int, set[int]] = {s: set() for s in range(4)}
        deck = [ix for ix in _ixs(t.deck_mask)]
        for trick in tricks_of(view.history):
            led = led_suit[trick[0][1][0] - ROOK_BASE]
            for seat, (card,) in trick[1:]:
                ix = card - ROOK_BASE
                if led_suit[ix] != led and not (t.anytime_mask >> ix & 1):
                    forbid[seat].update(j + ROOK_BASE for j in deck if led_suit[j] == led)
                elif led_suit[ix] != led and led == trump:  # the bird played on a trump lead is a trump: fine
                    pass
        return forbid

    # ------------------------------------------------------------ non-play decisions
    def decide(self, view, legal, player):
        kind = legal[0].kind
        if kind in ("bid", "pass"):
            return self.h.choose(self.game, view, legal)
        if kind == "discard":
            cands = self.discard_candidates(view)
            from ..pimc import choose

            return choose(self.game, self, view, cands, player.budget, player.rng_for(view))
        return None  # trump: PIMC over the four colours

    def discard_candidates(self, view) -> list[Action]:
        ixs = [c - ROOK_BASE for c in view.hand]
        n = self.game.config.nest_size
        out: list[Action] = []
        for colour in range(4):
            keep = {ix: self.h.keep_value(ixs, ix, colour) for ix in ixs}
            cards = sorted(ixs, key=lambda ix: (keep[ix], ix))[:n]
            a = Action("discard", 0, tuple(sorted(ix + ROOK_BASE for ix in cards)))
            if a not in out:
                out.append(a)
        return out

    # ------------------------------------------------------------ rollouts
    def rollout_action(self, s, rng: random.Random) -> Action:
        phase = s.phase
        if phase != "play":
            game = self.game
            if phase == "trump":
                return Action("trump", self.h.best_trump(_ixs(s.hand(s.to_act)))[0])
            if phase == "exchange":
                ixs = _ixs(s.hand(s.to_act))
                colour = self.h.best_trump(ixs)[0]
                cards = sorted(ixs, key=lambda ix: (self.h.keep_value(ixs, ix, colour), ix))[: game.config.nest_size]
                return Action("discard", 0, tuple(sorted(ix + ROOK_BASE for ix in cards)))
            return game.random_action(s, rng)
        t = self.t
        seat, trick, trump = s.to_act, s.trick, s.trump
        hand = s.hands[seat] & ~s.played
        legal = hand
        if trick:
            follow = hand & t.follow[trump][trick[0]]
            if follow:
                legal = follow | (hand & t.anytime_mask)
        ixs = _ixs(legal)
        acts = t.play_actions
        if len(ixs) == 1 or rng.random() < 0.05:
            return acts[ixs[rng.randrange(len(ixs))]]
        pts, strength = t.points, t.strength
        if not trick:
            out = t.deck_mask & ~s.played & ~hand
            for ix in sorted(ixs, key=lambda j: -strength[j]):
                c = t.led_suit[trump][ix]
                if c != trump and self._boss(ix, c, out):
                    return acts[ix]
            return acts[min(ixs, key=lambda j: (pts[j], t.led_suit[trump][j] == trump, strength[j]))]
        beat = t.beat[trump][t.led_suit[trump][trick[0]]]
        best_pos = max(range(len(trick)), key=lambda i: beat[trick[i]])
        best_val = beat[trick[best_pos]]
        partner_wins = ((s.leader + best_pos) & 1) == (seat & 1)
        last = len(trick) == 3
        if partner_wins:
            if last or best_val >= 1000:
                return acts[max(ixs, key=lambda j: (pts[j] if beat[j] < best_val or last else -1, -strength[j]))]
            return acts[min(ixs, key=lambda j: (pts[j], strength[j]))]
        winners = [j for j in ixs if beat[j] > best_val]
        if winners and (last or sum(pts[j] for j in trick) > 0 or beat[min(winners, key=lambda j: beat[j])] >= 1000):
            return acts[min(winners, key=lambda j: beat[j])]
        return acts[min(ixs, key=lambda j: (pts[j], beat[j] >= 1000, strength[j]))]

    def _boss(self, ix: int, colour: int, out: int) -> bool:
        for j in self.order[colour]:
            if j == ix:
                return True
            if out >> j & 1:
                return False
        return False


register_adapter("rook", RookAdapter)
