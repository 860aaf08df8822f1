"""The Callbreak rules (callbreak.md): calls from the dealer's next seat, 13 tricks, spades trump, individual scores."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping, Sequence
from typing import Any, cast

from ...cards.decks import STANDARD_52
from ...cards.notation import SUIT_NAMES, SUITS, cards_of, standard
from ...engine.actions import BID, CLAIM, PLAY, Action, Event
from ...engine.claims import Claim, ClaimPosition
from ...engine.dealing import Deal
from ...engine.errors import IllegalAction, InvalidConfig
from ...engine.game import Game, MatchState
from ...engine.results import REDEAL, Redeal
from ...messages import Block, Cards, Message, Seat
from . import match as m
from .config import CallbreakConfig
from .dispatch import legal_mask, random_playout
from .rules_text import rules_page
from .scoring import (
    CallbreakResult,
    HandResult,
    as_number,
    explain,
    hand_tenths,
    result_from_json,
    score_tenths,
    to_tenths,
)
from .state import (
    ABOVE,
    BID_ACTIONS,
    BID_PHASE,
    BIT,
    HEAD_UNTIL_TRUMPED,
    OVER,
    PHASE_NAMES,
    PLAY_ACTIONS,
    PLAY_PHASE,
    RANKS_OF,
    SPADES,
    SUIT_BASE,
    SUIT_MASK,
    CallbreakState,
    HandInfo,
    advance_bid,
    deal_masks,
    finish_trick,
    head_rule,
    weak_hand,
)
from .view import CallbreakView, display_order, make_view, view_from_json

_new = tuple.__new__


def _suit_of(card: int) -> int:
    return card // 13


def _beats(x: int, led: int) -> bool:
    """Whether ``x`` played to a trick led with ``led`` takes it (a spade over any other suit; a higher card of
    the suit)."""
    return (x < 13 and led >= 13) or (x // 13 == led // 13 and x > led)


class CallbreakGame(Game[CallbreakState, CallbreakView, HandResult]):
    """One Callbreak variant (a preset with options). Seats are in play order: seat ``dealer + 1`` calls and leads first."""

    config: CallbreakConfig

    family = "callbreak"
    scoring_unit = "individual"
    action_kinds = (BID, PLAY)
    verb_ids = {BID: "verb-call"}
    example_card = standard("A", "S")

    def __init__(self, key: str, config: CallbreakConfig, description: str = "") -> None:
        super().__init__(key, config.validate())
        self._description = description or key
        self._head = head_rule(config.must_head_when_following, config.must_head_until_trumped)
        self._overtrump = config.must_overtrump_when_void
        self._bids = BID_ACTIONS[config.min_call : config.max_call + 1]
        self.direction = config.direction  # display only: seats are in play order
        self._fresh = tuple(m.new_callbreak_match(d) for d in range(4))  # immutable, so shared
        #: _score[call][tricks]: the score change as a JSON number, precomputed from scoring.score_tenths
        self._score = tuple(tuple(as_number(score_tenths(config, c, t)) for t in range(14)) for c in range(14))

    @property
    def description(self) -> str:
        return self._description

    @property
    def head_rule(self) -> int:
        """The must-head rule as ``state.NO_HEAD``, ``HEAD`` or ``HEAD_UNTIL_TRUMPED`` (what ``legal_mask`` takes)."""
        return self._head

    def rules_page(self) -> list[Block]:
        return rules_page(self.key, self.config)

    # ------------------------------------------------------------ deck and match
    def deck(self) -> tuple[int, ...]:
        return STANDARD_52

    @property
    def hand_size(self) -> int:
        return 13

    def new_match(self, first_dealer: int) -> m.CallbreakMatch:
        return self._fresh[first_dealer % 4]

    @property
    def open_ended(self) -> bool:
        """True without a fixed number of rounds: the players choose after each round to go on or stop."""
        return self.config.rounds is None

    def match_from_scenario(self, scenario: Mapping[str, Any]) -> m.CallbreakMatch:
        """``dealer``, and optionally ``round`` (hand number, default 1) and ``scores`` (the totals before this
        round, one number per seat, default 0) from a scenario file."""
        scores = scenario.get("scores") or (0, 0, 0, 0)
        if len(scores) != 4:
            raise InvalidConfig("callbreak-scenario-scores")
        tenths = tuple(to_tenths(x) for x in scores)
        return m.new_callbreak_match(int(scenario.get("dealer", 0)), int(scenario.get("round", 1)), tenths)

    def deal_from_order(self, order: Sequence[int], dealer: int) -> Deal:
        """One card at a time from the dealer's next seat: that seat gets ``order[0::4]`` (as ``split_deal``)."""
        a = (3 - dealer) & 3  # where seat 0's cards start: seat s gets order[(s - dealer - 1) % 4 :: 4]
        b, c, d = (a + 1) & 3, (a + 2) & 3, (a + 3) & 3
        return _new(Deal, ((tuple(order[a:52:4]), tuple(order[b:52:4]), tuple(order[c:52:4]), tuple(order[d:52:4])), ()))

    def scenario_fields(self, match: Any) -> dict[str, Any]:
        """``dealer``, and ``round`` and ``scores`` when they are not the first round's."""
        out: dict[str, Any] = {"dealer": match.dealer}
        if match.hand_number != 1:
            out["round"] = match.hand_number
        if any(match.tenths):
            out["scores"] = list(match.scores)
        return out

    def start_hand(self, match: Any, deal: Deal) -> CallbreakState:
        """Validate the deal; under ``redeal_weak_hands`` a weak hand ends the hand at once with a redeal."""
        masks = deal_masks(deal)
        dealer = match.dealer
        first = (dealer + 1) & 3
        totals = getattr(match, "tenths", (0, 0, 0, 0))
        if self.config.redeal_weak_hands and any(weak_hand(h) for h in masks):
            info = HandInfo(dealer, match.hand_number, masks, True, totals)
            return CallbreakState(info, (None,) * 4, (0, 0, 0, 0), -1, OVER, first)
        info = _new(HandInfo, (dealer, match.hand_number, masks, False, totals, None))
        return _new(CallbreakState, (info, (None, None, None, None), (0, 0, 0, 0), first, BID_PHASE, first, 0, ()))

    def finish_hand(self, match: MatchState, state: CallbreakState) -> MatchState:
        result = self.hand_result(state)
        if isinstance(result, Redeal):
            return match  # same dealer, same round number
        assert isinstance(match, m.CallbreakMatch)  # what new_match and match_from_scenario make
        return m.add_round(match, hand_tenths(self.config, result.calls, result.tricks), result, self.config.rounds)

    def stop_match(self, match: Any) -> m.CallbreakMatch:
        """End an open-ended match now: the current leader wins (see :mod:`.match`)."""
        return m.stop_match(match)

    # ------------------------------------------------------------ a hand
    def phase(self, state: CallbreakState) -> str:
        return PHASE_NAMES[state.phase]

    def to_act(self, state: CallbreakState) -> int | None:
        turn = state[3]
        return None if turn < 0 else turn

    def is_over(self, state: CallbreakState) -> bool:
        return state.turn < 0

    def legal_mask(self, state: CallbreakState) -> int:
        """The playable cards of the seat to act as a bit mask (play phase)."""
        order = state.order
        n = len(order) & 3  # the cards of the current trick: the last n (state.trick, without the property)
        return legal_mask(state.info.deal[state.turn] & ~state.played, order[-n:] if n else (), self._head,
                          self._overtrump)

    def legal_actions(self, state: CallbreakState) -> list[Action]:
        if state.phase == BID_PHASE:
            return list(self._bids)
        if state.phase == OVER:
            return []
        mask = self.legal_mask(state)
        return [PLAY_ACTIONS[base + r] for base in (0, 13, 26, 39) for r in RANKS_OF[(mask >> base) & 8191]]

    def random_action(self, state: CallbreakState, rng: Any) -> Action:
        """A uniformly random legal action, drawn from per-suit rank tables without building the legal list.

        Mirrors :func:`.state.legal_mask` (the tests check the two agree)."""
        info, _, _, turn, phase, _, played, order = state
        if phase == BID_PHASE:
            return self._bids[int(rng.random() * len(self._bids))]
        hand = info[2][turn] & ~played
        n = len(order) & 3
        if n:
            base = SUIT_BASE[order[-n]]
            ranks = RANKS_OF[(hand >> base) & 8191]
            if ranks:  # following suit
                if not self._head or (self._head == HEAD_UNTIL_TRUMPED and base and min(order[-n:]) < 13):
                    return PLAY_ACTIONS[base + ranks[int(rng.random() * len(ranks))]]
                best = base
                for c in order[-n:]:
                    if c > best and SUIT_BASE[c] == base:
                        best = c
                i = bisect_right(ranks, best - base)
                if i == len(ranks):
                    i = 0  # cannot beat it: any card of the suit
                return PLAY_ACTIONS[base + ranks[i + int(rng.random() * (len(ranks) - i))]]
            trick = order[-n:]
            spades = RANKS_OF[hand & 8191]
            if spades and self._overtrump:
                top = -1
                for c in trick:
                    if top < c < 13:
                        top = c
                i = bisect_right(spades, top)
                if i < len(spades):
                    return PLAY_ACTIONS[spades[i + int(rng.random() * (len(spades) - i))]]
        k = int(rng.random() * hand.bit_count())
        for suit in (0, 13, 26, 39):
            ranks = RANKS_OF[(hand >> suit) & 8191]
            if k < len(ranks):
                return PLAY_ACTIONS[suit + ranks[k]]
            k -= len(ranks)
        raise AssertionError("unreachable: a hand in play is never empty")

    def fallback_action(self, legal: Sequence[Action]) -> Action:
        """The minimum call, or the lowest-ranked legal card (a side suit before a spade of the same rank)."""
        if legal and legal[0].kind == PLAY:
            return min(legal, key=lambda a: (a.cards[0] % 13, a.cards[0] < 13, a.cards[0]))
        return super().fallback_action(legal)

    def random_playout(self, state: CallbreakState, rng: Any) -> CallbreakState:
        """The hand played to its end with :meth:`random_action` draws, fused into one loop (see :mod:`.playout`)."""
        return random_playout(state, rng, self.config.min_call, len(self._bids), self._head, self._overtrump)

    def check(self, state: CallbreakState, action: Action) -> None:
        if state.phase == OVER:
            raise IllegalAction("hand-over")
        if action.kind == CLAIM:
            return self.check_claim(state, action)
        if state.phase == BID_PHASE:
            lo, hi = self.config.min_call, self.config.max_call
            if action.kind != BID:
                raise IllegalAction("callbreak-time-to-call", lo=lo, hi=hi)
            if not lo <= action.value <= hi:
                raise IllegalAction("callbreak-call-range", lo=lo, hi=hi, value=action.value)
            return
        if action.kind != PLAY or len(action.cards) != 1:
            raise IllegalAction("play-a-card", example=Cards((self.example_card,)))
        card = action.cards[0]
        hand = state.hands[state.turn]
        if not 0 <= card < 52 or not hand >> card & 1:
            raise IllegalAction("not-held", card=Cards((card,)))
        if not self.legal_mask(state) >> card & 1:
            msg_id, params = self._why_not(state, hand)
            raise IllegalAction(msg_id, **params)

    def _why_not(self, state: CallbreakState, hand: int) -> tuple[str, dict[str, Any]]:
        led = state.trick[0] // 13
        follow = hand & SUIT_MASK[led]
        if follow:
            held = Cards.of(display_order(cards_of(follow)))
            if self.legal_mask(state) != follow:
                best = max(c for c in state.trick if c // 13 == led)
                return "callbreak-must-beat", {"best": Cards((best,)), "suit": SUITS[led], "held": held}
            return "must-follow", {"suit": SUITS[led], "held": held}
        top = max((c for c in state.trick if c < 13), default=-1)
        spades = hand & SPADES if top < 0 else hand & ABOVE[top]
        held = Cards.of(display_order(cards_of(spades)))
        if top < 0:
            return "callbreak-must-spade", {"suit": SUITS[led], "held": held}
        return "callbreak-must-spade-higher", {"suit": SUITS[led], "top": Cards((top,)), "held": held}

    def advance(self, state: CallbreakState, action: Action) -> CallbreakState:
        if action[0] != PLAY:
            return advance_bid(state, action[1]) if action[0] == BID else self.advance_claim(state, action)
        info, calls, tricks, seat, _, leader, played, order = state
        card = action[2][0]
        order = order + (card,)
        if len(order) & 3:  # the trick goes on (inlined from advance_play: the hot path of every playout)
            return _new(CallbreakState, (info, calls, tricks, (seat + 1) & 3, PLAY_PHASE, leader, played | BIT[card], order))
        return finish_trick(info, calls, tricks, leader, played | BIT[card], order)

    def events(self, before: CallbreakState, action: Action, after: CallbreakState) -> list[Event]:
        seat = before.turn
        if action.kind == CLAIM:
            return self.claim_events(before, action)
        if action.kind == BID:
            return [Event("bid", seat, value=action.value)]
        out = [Event("played", seat, action.cards)]
        if len(before.trick) == 3:
            winner = after.leader
            out.append(Event("trick_won", winner, after.order[-4:], data={"trick": sum(after.tricks), "leader": before.leader}))
        if after.phase == OVER:
            out.append(Event("hand_scored", data=self.hand_result(after).to_json()))
        return out

    def hand_result(self, state: CallbreakState) -> HandResult:
        """The finished hand's :class:`.scoring.CallbreakResult` (score changes as exact decimals such as 4.1), or
        the redeal."""
        _, calls, tricks, _, phase, _, _, _ = state
        if phase != OVER:
            raise ValueError("the hand is not over yet")
        if state.info.redeal:
            return REDEAL
        c0, c1, c2, c3 = cast(tuple[int, int, int, int], calls)  # a hand over (not a redeal): every seat called
        t0, t1, t2, t3 = tricks
        score = self._score
        return _new(CallbreakResult, ((c0, c1, c2, c3), (t0, t1, t2, t3),
                                      (score[c0][t0], score[c1][t1], score[c2][t2], score[c3][t3])))

    def result_from_json(self, data: Mapping[str, Any]) -> HandResult:
        return result_from_json(data)

    def explain_result(self, result: HandResult) -> list[Message]:
        return explain(self.config, result)

    def view(self, state: CallbreakState, seat: int | None) -> CallbreakView:
        if state.info.claim is not None:
            return self.claimed_view(lambda st, s: make_view(self.key, st, s), state, seat)
        return make_view(self.key, state, seat)

    # ------------------------------------------------------------ claims (engine.claims)
    def claim_position(self, state: CallbreakState) -> ClaimPosition | None:
        """The leader's cards and every card it cannot see (the others' hands); spades are trump."""
        if state.phase != PLAY_PHASE or len(state.order) & 3:
            return None
        seat, hands = state.turn, state.hands
        unseen = tuple(c for s in range(4) if s != seat for c in cards_of(hands[s]))
        return ClaimPosition(seat, tuple(cards_of(hands[seat])), unseen, _suit_of, 0, _beats)

    def claim_of(self, state: CallbreakState) -> Claim[CallbreakState] | None:
        return state.info.claim

    def mark_claim(self, state: CallbreakState, claim: Claim[CallbreakState]) -> CallbreakState:
        return state._replace(info=state.info._replace(claim=claim))

    def view_from_json(self, data: dict[str, Any]) -> CallbreakView:
        return view_from_json(data)

    # ------------------------------------------------------------ text
    def event_message(self, event: Event) -> Message:
        params = self.event_params(event)
        if event.kind == "hand_scored":
            r = result_from_json(event.data)
            if isinstance(r, Redeal):
                return Message("callbreak-event-redeal", params)
            seats = [Message("callbreak-seat-score", {"seat": Seat(s), "call": c, "tricks": t, "score": sc})
                     for s, (c, t, sc) in enumerate(zip(r.calls, r.tricks, r.score, strict=True))]
            params["seats"] = seats
        if event.kind in ("hand_started", "bid", "trick_won", "hand_scored"):
            return Message(f"callbreak-event-{event.kind.replace('_', '-')}", params)
        return super().event_message(event)

    def hand_groups(self, state_or_view: Any, cards: Sequence[int]) -> list[tuple[str, list[int]]]:
        """Cards by suit, spades (trump) first, highest first."""
        ordered = display_order(list(cards))
        groups: list[tuple[str, list[int]]] = []
        for c in ordered:
            name = SUIT_NAMES[c // 13]
            if not groups or groups[-1][0] != name:
                groups.append((name, []))
            groups[-1][1].append(c)
        return groups
