"""Rook adapter (every preset): voids from failing to follow, a card-sense rollout on the engine's bitmask tables,
the auction left to the family heuristic, discards and trump chosen by PIMC among a few strong candidates.

Why the auction is heuristic: bidding by simulation (``simulate_bid``, the measurement kind ``normal-sim-auction``:
win the auction at the lowest bid in sampled worlds, play out with the rollout policy, bid the highest level made in
60% of the worlds) costs only 15-50 ms per decision, but over 300 duplicate CrowsNest deals it lost 9.4 points per
hand [3.2, 15.6] to the heuristic auction: the rollouts are optimistic for the declarer, so it overbids (contracts
made 70% against 87%). See docs/ai.md.
Discards: one candidate per possible trump (the heuristic's keep values under that trump), compared by PIMC, which
also names trump in the rollouts with the heuristic's best colour for the declarer's hand.
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ....cards.notation import ROOK_BASE
from ....cards.notation import cards_of as _ixs
from ....engine import Action
from ....engine.results import Redeal
from ....games.rook.config import RookConfig
from ....games.rook.rules import RookGame
from ....games.rook.scoring import HandResult
from ....games.rook.state import RookState
from ....games.rook.view import RookView
from ...base import seat_of
from ...heuristic.rook import BIRD_IX, HeuristicPlayer
from ..adapter import Adapter, register_adapter
from ..infoset import History, discarder, played_by, tricks_of
from ..levels import BELIEFS_TEMPER, HARD_EXTRA, LEVELS
from ..pimc import world_source
from ..worlds import PILE, Weigher

if TYPE_CHECKING:
    from ..player import SearchPlayer

#: the bidding model's spread, as a share of the deck's points (the heuristic's estimate is a rough guess, and
#: human bidders differ from it); and the weight a world keeps however badly it explains the auction
BID_SPREAD = 0.05
BID_FLOOR = 0.01
#: the discard model: how sharply a world's weight falls per place a discard stands above the least valued cards,
#: and the weight a world keeps however badly it explains the discards
DISCARD_BETA = 0.5
DISCARD_FLOOR = 0.01
#: how much less a seat bids over its partner's standing bid (the heuristic bidder's rule)
PARTNER_MARGIN = 15.0
#: the simulated bidder bids what its side makes in at least this share of the sampled worlds
AUCTION_CONFIDENCE = 0.6


def auction_evidence(history: History, dealer: int, cfg: RookConfig) -> dict[int, list[tuple[int, bool, bool]]]:
    """Per seat, its informative auction actions as (lowest bid allowed then, whether it bid, whether its
    partner held the high bid). A forced bid (the dealer after three passes) says nothing and is left out."""
    out: dict[int, list[tuple[int, bool, bool]]] = {s: [] for s in range(4)}
    high, high_seat, passes = 0, None, 0
    for seat, action in history:
        if action.kind not in ("bid", "pass"):
            continue
        lowest = cfg.min_bid if high == 0 else high + cfg.bid_step
        forced = high == 0 and seat == dealer and passes == 3
        if not forced:
            partner_high = high_seat is not None and high_seat == (seat + 2) % 4
            out[seat].append((lowest, action.kind == "bid", partner_high))
        if action.kind == "bid":
            high, high_seat = action.value, seat
        else:
            passes += 1
    return {s: acts for s, acts in out.items() if acts}


def _rook_key(s: RookState) -> Hashable:
    # within one world the dealt hands, nest, trump and contract are fixed: the rest decides the future
    return (s.played, s.trick, s.to_act, s.points, s.tricks)


#: Rook's search budgets where they differ from the generic levels (``RookAdapter.levels``). Its exact play at 4-5
#: cards visits about 4 us a node; the few positions of 40,000 nodes or more (about 1% of normal's decisions) solve
#: fewer worlds, so that none takes 300 ms: wave 2's normal, kept as the measurement kind normal-v2.
_NORMAL_V2 = replace(LEVELS["normal"], max_nodes=40_000)
#: Rook's normal deals the hidden cards by the learned belief model (issue 23: it beat wave 2's normal by
#: +3.18 [+1.76, +4.61] points a hand over 3,578 duplicate deals, docs/ai.md); since 7 Dec 2026 it deals its worlds
#: jointly (``beliefs.joint``) by the model fine-tuned on normal players' hands: +1.54 [+0.50, +2.58] points a hand
#: over the earlier Rook normal (now the measurement kind normal-beliefs) in 6,000 pooled duplicate deals
_NORMAL = replace(_NORMAL_V2, beliefs=BELIEFS_TEMPER, beliefs_model="normal", joint_beliefs=True)
#: hard: what ``HARD_EXTRA`` adds to Rook's normal, with four times its node cap
ROOK_LEVELS = {"normal-v2": _NORMAL_V2, "normal": _NORMAL,
               "hard": replace(replace(_NORMAL, **HARD_EXTRA), max_nodes=160_000)}


class RookAdapter(Adapter[RookState, RookView, HandResult]):
    levels = ROOK_LEVELS
    endgame_cards = 4
    #: at 5 cards, exact values in 8 worlds (normal's ``deep_worlds``): rollouts from 30 worlds led to clear
    #: contract-losing leads in the partner corpus (normal right in 29 of its first 35 positions with rollouts, 34
    #: with this; 47 of the final 48)
    deep_endgame = 1
    state_key = staticmethod(_rook_key)
    policy_model = True

    game: RookGame  # the adapter registry gives each family's adapter its own family's game

    def __init__(self, game: RookGame) -> None:
        super().__init__(game)
        self.t = game.t
        self.h = HeuristicPlayer(game, 0)
        t = self.t
        # per colour, its card indices strongest first (for "is this card the boss of its colour?")
        self.order = tuple(sorted(_ixs(t.suit_mask[c]), key=lambda ix: -t.strength[ix]) for c in range(4))
        self.top_strength = tuple(max((t.strength[j] for j in _ixs(t.suit_mask[c])), default=None) for c in range(4))

    # ------------------------------------------------------------ inference
    def forbidden(self, view: RookView, vj: dict[str, Any]) -> dict[int, set[int]]:
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

    def world_weigher(self, view: RookView, vj: dict[str, Any],
                      evidence: tuple[str, ...] = ("auction",)) -> Weigher | None:
        """Soft inference: the product of the ``evidence`` asked for (``auction_weigher``, ``discard_weigher``),
        None when none of it says anything here."""
        parts = [w for w in (self.auction_weigher(view) if "auction" in evidence else None,
                             self.discard_weigher(view) if "discard" in evidence else None) if w is not None]
        if not parts:
            return None
        if len(parts) == 1:
            return parts[0]
        return lambda assignment: math.prod(w(assignment) for w in parts)

    def auction_weigher(self, view: RookView) -> Weigher | None:
        """Soft inference from the auction: a seat that bid to some level probably holds a hand the bidding
        model values at least that high, a seat that passed one that it values lower. Each auction action counts
        as a logistic likelihood of (estimate - lowest bid) over a spread of ``BID_SPREAD`` of the deck's points.
        The declarer's hand is judged after its exchange (its dealt hand is unknown), which only softens the fact."""
        evidence = auction_evidence(view.history, view.dealer, self.game.config)
        evidence.pop(seat_of(view), None)
        if not evidence:
            return None
        played = {s: [c - ROOK_BASE for c in cs] for s, cs in played_by(view.history).items()}
        spread = BID_SPREAD * self.game.config.total_points
        estimate = self.h.estimate

        def weight(assignment: dict[int, list[int]]) -> float:
            w = 1.0
            for seat, acts in evidence.items():
                est = estimate([c - ROOK_BASE for c in assignment.get(seat, ())] + played[seat])
                for lowest, bid, partner_high in acts:
                    x = ((est - PARTNER_MARGIN if partner_high else est) - lowest) / spread
                    w /= 1.0 + math.exp(-x if bid else x)
            return BID_FLOOR + w

        return weight

    def discard_weigher(self, view: RookView) -> Weigher | None:
        """Soft inference from another seat's hidden discards: a declarer lays aside the cards it values least
        (the heuristic's keep values under the trump it named). A world whose nest is the declarer's ``n`` least
        valued cards weighs 1; every place a discard stands above that in the declarer's order (hand + nest,
        least valued first) divides the weight by ``e ** DISCARD_BETA``, down to a floor."""
        who, cards = discarder(view.history)
        if who is None or who == view.seat or cards or view.trump is None:
            return None
        played = [c - ROOK_BASE for c in played_by(view.history)[who]]
        keep = self.keep_values
        trump = view.trump
        n = self.game.config.nest_size
        best = n * (n - 1) // 2

        def weight(assignment: dict[int, list[int]]) -> float:
            nest = [c - ROOK_BASE for c in assignment.get(PILE, ())]
            pool = [c - ROOK_BASE for c in assignment.get(who, ())] + played + nest
            value = keep(pool, trump)
            order = sorted(pool, key=lambda ix: (value[ix], ix))
            rank = {ix: r for r, ix in enumerate(order)}
            penalty = sum(rank[ix] for ix in nest) - best
            return DISCARD_FLOOR + math.exp(-DISCARD_BETA * penalty)

        return weight

    def keep_values(self, ixs: list[int], trump: int) -> dict[int, float]:
        """``HeuristicPlayer.keep_value`` of every card of ``ixs`` at once (the same values, computed in one pass)."""
        t = self.t
        row = t.beat[trump][trump]
        trumps = sum(1 for j in ixs if row[j] >= 0)
        safe = trumps >= 7
        cfg = self.game.config
        low_bird = cfg.bird_rank == "low" and safe and cfg.nest_points_to == "last_trick"
        per_colour = [0, 0, 0, 0, 0]
        for j in ixs:
            if row[j] < 0:
                per_colour[t.colour[j]] += 1
        out = {}
        for ix in ixs:
            if ix == BIRD_IX and low_bird:
                out[ix] = -5.0
            elif row[ix] >= 0:
                out[ix] = 1000.0 + row[ix]
            else:
                colour = t.colour[ix]
                value = float(t.strength[ix]) + 4.0 * per_colour[colour]
                if t.strength[ix] == self.top_strength[colour]:
                    value += 60.0
                if t.points[ix]:
                    value += -3.0 if safe else 25.0 + t.points[ix]
                out[ix] = value
        return out

    # ------------------------------------------------------------ non-play decisions
    def decide(self, view: RookView, legal: list[Action], player: SearchPlayer) -> Action | None:
        kind = legal[0].kind
        if kind in ("bid", "pass"):
            if player.budget.simulate_auction and any(a.kind == "bid" for a in legal):
                return self.simulate_bid(view, legal, player)
            return self.h.choose(self.game, view, legal)
        if kind == "discard":
            cands = self.discard_candidates(view)
            from ..pimc import choose

            return choose(self.game, self, view, cands, player.budget, player.rng_for(view))
        return None  # trump: PIMC over the four colours

    def simulate_bid(self, view: RookView, legal: list[Action], player: SearchPlayer,
                     confidence: float = AUCTION_CONFIDENCE) -> Action:
        """Bid by simulation: in sampled worlds (auction-weighted when the level infers) this seat wins at the
        lowest bid, the others pass, and the rollout policy takes the nest, names trump and plays the hand out.
        The bid is the highest one this side makes in at least ``confidence`` of the worlds (the lowest when the
        variant scores points taken rather than the bid); none: pass. Over a partner's standing bid it passes."""
        game, seat, cfg = self.game, seat_of(view), self.game.config
        bids = sorted((a for a in legal if a.kind == "bid"), key=lambda a: a.value)
        passing = next((a for a in legal if a.kind == "pass"), None)
        if passing is not None and view.declarer == (seat + 2) % 4:
            return passing
        rng = player.rng_for(view)
        draw = world_source(game, self, view, rng, player.budget.infer_pool)
        taken: list[int] = []
        for _ in range(player.budget.max_worlds):
            state = game.advance(player.truth if player.truth is not None else draw(), bids[0])
            while state.phase == "bid":
                state = game.advance(state, Action("pass"))
            while game.to_act(state) is not None:
                state = game.advance(state, self.rollout_action(state, rng))
            result = game.hand_result(state)
            if not isinstance(result, Redeal):  # (a bid was made: the hand is played, never dealt again)
                taken.append(result.points[seat & 1])
        makes = [a for a in bids if sum(p >= a.value for p in taken) >= confidence * len(taken)]
        if not makes:
            return passing if passing is not None else bids[0]
        return makes[-1] if cfg.made_bid_scores == "bid" else makes[0]

    def discard_candidates(self, view: RookView) -> list[Action]:
        ixs = [c - ROOK_BASE for c in view.hand]
        n = self.game.config.nest_size
        out: list[Action] = []
        for colour in range(4):
            keep = {ix: self.h.keep_value(ixs, ix, colour) for ix in ixs}
            order = [ix + ROOK_BASE for ix in sorted(ixs, key=lambda ix: (keep[ix], ix))]
            a = Action("discard", 0, self.game.discard_from(order, n))
            if a not in out:
                out.append(a)
        return out

    def playout(self, state: RookState, rng: random.Random, tail: int = 0) -> RookState:
        """The rollout policy: step by step up to the play, then its card play fused into one loop
        (``rook_rollout``), move for move as ``rollout_action`` (with ``tail``: stopping as ``at_tail`` says)."""
        from .rook_rollout import policy_playout

        game = self.game
        while state.phase != "play" and game.to_act(state) is not None:
            state = game.advance(state, self.rollout_action(state, rng))
        return policy_playout(self, state, rng, tail)

    def at_tail(self, state: RookState, tail: int) -> bool:
        if state.phase != "play" or state.trick:
            return False
        return max(state.hand(s).bit_count() for s in range(4)) <= tail

    def tail_value(self, state: RookState, seat: int) -> float:
        """The bitmask solver's value (``rook_solver``) at a trick start, for ``seat``'s side."""
        from .rook_solver import position_value

        v = position_value(self.game, state)
        return v if seat % 2 == 0 else -v

    def solve(self, state: RookState, moves: Any = None) -> dict[Action, float] | None:
        """The bitmask alpha-beta solver (``rook_solver``): the generic solver's values, several times faster."""
        from .rook_solver import solve_counted

        values, self.solve_work = solve_counted(self.game, state, moves)
        return values

    # ------------------------------------------------------------ rollouts
    def rollout_action(self, s: RookState, rng: random.Random) -> Action:
        phase, seat = s.phase, s.to_act
        assert seat is not None  # a rollout step: someone is to act
        if phase != "play":
            game = self.game
            if phase == "trump":
                return Action("trump", self.h.best_trump(_ixs(s.hand(seat)))[0])
            if phase == "exchange":
                ixs = _ixs(s.hand(seat))
                colour = self.h.best_trump(ixs)[0]
                order = [ix + ROOK_BASE for ix in sorted(ixs, key=lambda ix: (self.h.keep_value(ixs, ix, colour), ix))]
                return Action("discard", 0, game.discard_from(order, game.config.nest_size))
            return game.random_action(s, rng)
        t = self.t
        trick, trump = s.trick, s.trump
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
        if partner_wins:  # feed points to a sure winner, else throw the cheapest card; keep trumps either way
            if last or best_val >= 1000:
                return acts[max(ixs, key=lambda j: (pts[j] if beat[j] < best_val or last else -1,
                                                    beat[j] < 1000, -strength[j]))]
            return acts[min(ixs, key=lambda j: (pts[j], beat[j] >= 1000, strength[j]))]
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


def register() -> None:
    """The entry point ``rook`` of ``tricktable.adapters``."""
    register_adapter("rook", RookAdapter)
