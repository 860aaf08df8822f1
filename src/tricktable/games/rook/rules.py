"""The Rook rules engine: auction, nest exchange, trump, trick play (rook.md §1-§8), one class for every preset."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations
from math import comb
from typing import Any

from ...cards.notation import COLOUR_NAMES, COLOURS, ROOK_BASE
from ...engine.actions import BID, DISCARD, PASS, PLAY, TRUMP, Action, Event
from ...engine.dealing import Deal
from ...engine.errors import IllegalAction, RuleError
from ...engine.game import Game, MatchState
from . import state as st
from .config import PRESETS, RookConfig
from .scoring import match_after, score_hand
from .state import BID as _BID
from .state import EXCHANGE as _EXCHANGE
from .state import OVER as _OVER
from .state import PASSED, RookState
from .state import PLAY as _PLAY
from .state import TRUMP as _TRUMP
from .tables import BIRD_IX, Tables, ids_of, ixs_of


class RookGame(Game):
    """A Rook version (CrowsNest or a classic preset) with its options."""

    family = "rook"

    def __init__(self, key: str, config: RookConfig, preset: str = "crowsnest") -> None:
        super().__init__(key, config)
        self.preset = PRESETS[preset]
        self.t = Tables(config)
        self.top_bid = config.top_bid
        step = config.bid_step
        self._bids = {v: Action(BID, v) for v in range(step, self.top_bid + 1, step)}
        self._pass = Action(PASS)
        self._trumps = tuple(Action(TRUMP, c) for c in range(4))
        t = self.t  # hot-path tables as attributes of the game
        self._follow, self._anytime, self._play_actions = t.follow, t.anytime_mask, t.play_actions
        self._beat, self._led_suit, self._points, self._tricks = t.beat, t.led_suit, t.points, config.hand_size

    # ------------------------------------------------------------ description
    @property
    def description(self) -> str:
        return self.preset.description

    @property
    def bird_name(self) -> str:
        return self.config.bird_name

    def rules_text(self) -> str:
        from .rules_text import rules_text

        return rules_text(self)

    # ------------------------------------------------------------ deck and deal
    def deck(self) -> tuple[int, ...]:
        return self.t.deck

    @property
    def hand_size(self) -> int:
        return self.config.hand_size

    @property
    def extra_size(self) -> int:
        return self.config.nest_size

    def deal_from_order(self, order: Sequence[int], dealer: int) -> Deal:
        """One card at a time from the dealer's left; the last cards form the nest."""
        n = 4 * self.config.hand_size
        first = (dealer + 1) % 4
        hands = [()] * 4
        for j in range(4):
            hands[(first + j) % 4] = tuple(order[j:n:4])
        return Deal(tuple(hands), tuple(order[n : n + self.config.nest_size]))

    # ------------------------------------------------------------ match
    def new_match(self, first_dealer: int) -> MatchState:
        return MatchState(dealer=first_dealer)

    def match_from_scenario(self, scenario: Mapping[str, Any]) -> MatchState:
        scores = tuple(scenario.get("scores", (0, 0)))
        return MatchState(dealer=int(scenario.get("dealer", 0)), scores=scores)

    def scenario_fields(self, match: MatchState) -> dict[str, Any]:
        out: dict[str, Any] = {"dealer": match.dealer}
        if any(match.scores):
            out["scores"] = list(match.scores)
        return out

    def start_hand(self, match: MatchState, deal: Deal) -> RookState:
        hs = self.config.hand_size
        hands = []
        seen = 0
        count = 0
        for cards in deal.hands:
            if len(cards) != hs:
                raise RuleError(f"each hand must hold {hs} cards, not {len(cards)}")
            m = 0
            for c in cards:
                m |= 1 << (c - ROOK_BASE)
            hands.append(m)
            seen |= m
            count += hs
        nest = 0
        for c in deal.extra:
            nest |= 1 << (c - ROOK_BASE)
        seen |= nest
        count += len(deal.extra)
        if len(deal.extra) != self.config.nest_size or seen != self.t.deck_mask or count != len(self.t.deck):
            raise RuleError(f"the deal must hold every card of the {len(self.t.deck)}-card deck exactly once")
        dealer = match.dealer
        return RookState(_BID, (dealer + 1) % 4, dealer, tuple(hands), 0, nest, (None,) * 4, 0, -1, -1, -1, (),
                         (0, 0), (0, 0), None, None, None, tuple(match.scores))

    def finish_hand(self, match: MatchState, state: RookState) -> MatchState:
        return match_after(self.config, match, self.hand_result(state))

    # ------------------------------------------------------------ queries
    def phase(self, state: RookState) -> str:
        return state.phase

    def to_act(self, state: RookState) -> int | None:
        return state.to_act

    def _bid_range(self, s: RookState) -> tuple[int, bool]:
        """The lowest bid allowed now, and whether passing is allowed."""
        cfg = self.config
        low = cfg.min_bid if s.high == 0 else s.high + cfg.bid_step
        may_pass = not (
            cfg.all_pass == "dealer_forced_min" and s.high == 0 and s.to_act == s.dealer
            and sum(b == PASSED for b in s.bids) == 3
        )
        return low, may_pass

    def _legal_play_mask(self, s: RookState) -> int:
        hand = s.hand(s.to_act)
        if not s.trick:
            return hand
        follow = hand & self.t.follow[s.trump][s.trick[0]]
        return follow | (hand & self.t.anytime_mask) if follow else hand

    def legal_actions(self, s: RookState) -> list[Action]:
        phase = s.phase
        if phase == st.PLAY:
            acts = self.t.play_actions
            return [acts[ix] for ix in ixs_of(self._legal_play_mask(s))]
        if phase == st.BID:
            low, may_pass = self._bid_range(s)
            out = [self._bids[v] for v in range(low, self.top_bid + 1, self.config.bid_step)]
            return [*out, self._pass] if may_pass else out
        if phase == st.EXCHANGE:
            cards = ids_of(s.hand(s.to_act))
            return [Action(DISCARD, 0, c) for c in combinations(cards, self.config.nest_size)]
        if phase == st.TRUMP:
            return list(self._trumps)
        return []

    def legal_count(self, s: RookState) -> int:
        if s.phase == st.EXCHANGE:
            return comb(s.hand(s.to_act).bit_count(), self.config.nest_size)
        if s.phase == st.PLAY:
            return self._legal_play_mask(s).bit_count()
        return len(self.legal_actions(s))

    def random_action(self, s: RookState, rng: Any) -> Action:
        phase = s.phase
        if phase is _PLAY:
            legal = hand = s.hands[s.to_act] & ~s.played
            trick = s.trick
            if trick:
                follow = hand & self._follow[s.trump][trick[0]]
                if follow:
                    legal = follow | (hand & self._anytime)
            k = int(rng.random() * legal.bit_count())
            while k:
                legal &= legal - 1
                k -= 1
            return self._play_actions[(legal & -legal).bit_length() - 1]
        if phase == st.BID:
            low, may_pass = self._bid_range(s)
            n = (self.top_bid - low) // self.config.bid_step + 1
            k = int(rng.random() * (n + may_pass))
            return self._pass if k == n else self._bids[low + k * self.config.bid_step]
        if phase == st.EXCHANGE:
            cards = rng.sample(ids_of(s.hand(s.to_act)), self.config.nest_size)
            return Action(DISCARD, 0, tuple(sorted(cards)))
        if phase == st.TRUMP:
            return self._trumps[int(rng.random() * 4)]
        raise IllegalAction("the hand is over: no more actions")

    # ------------------------------------------------------------ validation
    def check(self, s: RookState, a: Action) -> None:
        from .checks import check_action

        check_action(self, s, a)

    # ------------------------------------------------------------ the fast path
    def advance(self, s: RookState, a: Action) -> RookState:
        phase = s.phase
        if phase is _PLAY:
            trick = s.trick
            if len(trick) < 3:  # the common case inline: a card that does not end the trick
                seat = s.to_act
                ix = a.cards[0] - ROOK_BASE
                return RookState(_PLAY, (seat + 1) & 3, s.dealer, s.hands, s.played | 1 << ix, s.nest, s.bids, s.high,
                                 s.declarer, s.trump, s.leader, (*trick, ix), s.points, s.tricks, s.last,
                                 (s.history, seat, a), None, s.scores)
            return self._play(s, a)
        if phase is _BID:
            return self._bid(s, a)
        if phase is _EXCHANGE:
            return self._discard(s, a)
        if phase is _TRUMP:
            return self._name_trump(s, a)
        raise IllegalAction("the hand is over: no more actions")

    def _play(self, s: RookState, a: Action) -> RookState:
        seat = s.to_act
        ix = a.cards[0] - ROOK_BASE
        played = s.played | 1 << ix
        trick = (*s.trick, ix)
        history = (s.history, seat, a)
        if len(trick) < 4:
            return RookState(_PLAY, (seat + 1) & 3, s.dealer, s.hands, played, s.nest, s.bids, s.high, s.declarer,
                             s.trump, s.leader, trick, s.points, s.tricks, s.last, history, None, s.scores)
        trump = s.trump
        c0, c1, c2, c3 = trick
        beat = self._beat[trump][self._led_suit[trump][c0]]
        best, top = 0, beat[c0]
        if beat[c1] > top:
            best, top = 1, beat[c1]
        if beat[c2] > top:
            best, top = 2, beat[c2]
        if beat[c3] > top:
            best = 3
        winner = (s.leader + best) & 3
        pts = self._points
        won = pts[c0] + pts[c1] + pts[c2] + pts[c3]
        p0, p1 = s.points
        k0, k1 = s.tricks
        if winner & 1:
            points, tricks = (p0, p1 + won), (k0, k1 + 1)
        else:
            points, tricks = (p0 + won, p1), (k0 + 1, k1)
        last = (s.leader, trick, winner)
        if k0 + k1 + 1 < self._tricks:
            return RookState(_PLAY, winner, s.dealer, s.hands, played, s.nest, s.bids, s.high, s.declarer, trump,
                             winner, (), points, tricks, last, history, None, s.scores)
        nest_points = sum(pts[ix] for ix in ixs_of(s.nest))
        result = score_hand(self.config, nest_points, s.declarer, s.high, trump, points, tricks, winner)
        return RookState(_OVER, None, s.dealer, s.hands, played, s.nest, s.bids, s.high, s.declarer, trump, winner,
                         (), points, tricks, last, history, result, s.scores)

    def _bid(self, s: RookState, a: Action) -> RookState:
        seat = s.to_act
        bids = list(s.bids)
        high, declarer = s.high, s.declarer
        if a.kind == PASS:
            bids[seat] = PASSED
        else:
            bids[seat] = high = a.value
            declarer = seat
        bids = tuple(bids)
        history = (s.history, seat, a)
        active = [x for x in range(4) if bids[x] != PASSED]
        if not active:
            return RookState(_OVER, None, s.dealer, s.hands, 0, s.nest, bids, 0, -1, -1, -1, (), (0, 0), (0, 0), None,
                             history, {"redeal": True}, s.scores)
        if declarer >= 0 and (high >= self.top_bid or active == [declarer]):
            hands = s.hands
            if self.config.nest_size:
                hands = list(hands)
                hands[declarer] |= s.nest
                hands = tuple(hands)
                phase = st.EXCHANGE
            else:
                phase = st.TRUMP
            return RookState(phase, declarer, s.dealer, hands, 0, s.nest, bids, high, declarer, -1, -1, (), (0, 0),
                             (0, 0), None, history, None, s.scores)
        nxt = (seat + 1) & 3
        while bids[nxt] == PASSED:
            nxt = (nxt + 1) & 3
        return RookState(_BID, nxt, s.dealer, s.hands, 0, s.nest, bids, high, declarer, -1, -1, (), (0, 0), (0, 0),
                         None, history, None, s.scores)

    def _discard(self, s: RookState, a: Action) -> RookState:
        seat = s.to_act
        out = 0
        for c in a.cards:
            out |= 1 << (c - ROOK_BASE)
        hands = list(s.hands)
        hands[seat] &= ~out
        return RookState(_TRUMP, seat, s.dealer, tuple(hands), 0, out, s.bids, s.high, s.declarer, -1, -1, (), (0, 0),
                         (0, 0), None, (s.history, seat, a), None, s.scores)

    def _name_trump(self, s: RookState, a: Action) -> RookState:
        seat = s.to_act
        leader = s.declarer if self.config.first_lead == "declarer" else (s.dealer + 1) % 4
        return RookState(_PLAY, leader, s.dealer, s.hands, 0, s.nest, s.bids, s.high, s.declarer, a.value, leader, (),
                         (0, 0), (0, 0), None, (s.history, seat, a), None, s.scores)

    # ------------------------------------------------------------ results, events, views
    def hand_result(self, s: RookState) -> dict[str, Any]:
        if s.result is None:
            raise ValueError("the hand is not over yet")
        return {k: list(v) if isinstance(v, list) else v for k, v in s.result.items()}

    def events(self, before: RookState, a: Action, after: RookState) -> list[Event]:
        seat = before.to_act
        out: list[Event] = []
        kind = a.kind
        if kind == BID:
            out.append(Event("bid", seat, value=a.value))
        elif kind == PASS:
            out.append(Event("pass", seat))
        elif kind == DISCARD:
            out.append(Event("discarded", seat, cards=tuple(sorted(a.cards)), visible_to=seat))
            out.append(Event("discarded", seat, value=len(a.cards)))
        elif kind == TRUMP:
            out.append(Event("trump_named", seat, value=COLOURS[a.value], data={"colour": COLOUR_NAMES[a.value]}))
        elif kind == PLAY:
            out.append(Event("played", seat, cards=a.cards))
        if before.phase == st.BID and after.phase != st.BID:
            if after.result is not None:
                out.append(Event("redeal", before.dealer))
            else:
                out.append(Event("auction_won", after.declarer, value=after.high))
                if self.config.nest_size:
                    out.append(Event("nest_taken", after.declarer, cards=ids_of(after.nest),
                                     visible_to=after.declarer))
        if kind == PLAY and not after.trick:
            leader, trick, winner = after.last
            pts = sum(self.t.points[ix] for ix in trick)
            out.append(Event("trick_won", winner, cards=tuple(ix + ROOK_BASE for ix in trick), value=pts))
            if after.phase == st.OVER:
                out.append(Event("hand_scored", -1, data=self.hand_result(after)))
        return out

    def view(self, s: RookState, seat: int):
        from .view import make_view

        return make_view(self, s, seat)

    def describe(self, event: Event) -> str:
        from .view import describe

        return describe(self, event)

    def hand_groups(self, state_or_view: Any, cards: Sequence[int]) -> list[tuple[str, list[int]]]:
        from .view import hand_groups

        return hand_groups(self, state_or_view, cards)

    def is_bird(self, card: int) -> bool:
        return card - ROOK_BASE == BIRD_IX
