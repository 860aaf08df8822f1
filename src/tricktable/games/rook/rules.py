"""The Rook rules engine: auction, nest exchange, trump, trick play (docs/rules/rook.md), one class for every preset."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations
from math import comb
from random import Random
from typing import TYPE_CHECKING, Any

from ...cards.notation import COLOUR_NAMES, COLOURS, ROOK_BASE, cards_of
from ...engine.actions import BID, CLAIM, DISCARD, PASS, PLAY, TRUMP, Action, Event
from ...engine.claims import Claim, ClaimPosition
from ...engine.dealing import Deal
from ...engine.errors import IllegalAction, RuleError
from ...engine.game import Game, MatchState
from ...engine.results import REDEAL, Redeal
from ...engine.tricks import best_of_four
from ...messages import Block, Message
from .config import PRESETS, RookConfig
from .dispatch import deal_masks, legal_mask, random_playout
from .playout import draw_legal_discard
from .scoring import HandResult, explain, match_after, nest_team, result_from_json, score_hand
from .state import BID as _BID
from .state import EXCHANGE as _EXCHANGE
from .state import OVER as _OVER
from .state import PASSED, Context, Hands, History, RookState
from .state import PLAY as _PLAY
from .state import TRUMP as _TRUMP
from .tables import ids_of, tables_for

if TYPE_CHECKING:
    from .view import RookView, _Plan, _Public

_ZERO = (0, 0, 0, 0)
_NO_BIDS = (None, None, None, None)


def reference_deal_masks(game: RookGame, deal: Deal) -> tuple[tuple[int, int, int, int], int]:
    """The card masks of ``deal``'s four hands and its nest, or :class:`RuleError` saying what is wrong unless it
    holds every card of ``game``'s deck exactly once, ``hand_size`` in each hand and ``nest_size`` in the nest (the
    reference of the ``rook_deal`` kernel: ``RookGame.start_hand`` reaches it through ``dispatch.deal_masks``).

    Validation in one sum: the cards' bits (0 outside this deck) add up to the deck's mask, with the right number of
    cards in each hand and the nest, only if every card of the deck is there exactly once (a card given twice or one
    from another deck leaves a bit unset). Otherwise ``checks.deal_error`` says what is wrong."""
    hs, bit = game.config.hand_size, game._bit_of
    try:
        h0, h1, h2, h3 = deal.hands
        masks = (sum(map(bit, h0)), sum(map(bit, h1)), sum(map(bit, h2)), sum(map(bit, h3)))
        nest = sum(map(bit, deal.extra))
        ok = len(h0) == hs and len(h1) == hs and len(h2) == hs and len(h3) == hs \
            and len(deal.extra) == game._nest_size and sum(masks) + nest == game.t.deck_mask
    except (TypeError, ValueError, IndexError):
        ok = False
    if not ok:
        from .checks import deal_error

        msg_id, params = deal_error(game, deal)
        raise RuleError(msg_id, **params)
    return masks, nest


class RookGame(Game[RookState, "RookView", HandResult]):
    """A Rook version (CrowsNest or a classic preset) with its options."""

    config: RookConfig

    family = "rook"

    def __init__(self, key: str, config: RookConfig, preset: str = "crowsnest") -> None:
        super().__init__(key, config)
        self.preset = PRESETS[preset]
        self.t = tables_for(config)
        self.top_bid = config.top_bid
        step = config.bid_step
        self._bids = {v: Action(BID, v) for v in range(step, self.top_bid + 1, step)}
        self._pass = Action(PASS)
        self._trumps = tuple(Action(TRUMP, c) for c in range(4))
        self._forced = config.all_pass == "dealer_forced_min"
        self._bit = tuple(1 << (c - ROOK_BASE) if c in self.t.deck else 0 for c in range(ROOK_BASE + 57))
        self._bit_of = self._bit.__getitem__  # card id -> its bit (0 outside this deck)
        self._nest_size = config.nest_size
        #: hands as grouped for display, by trump and cards (every view groups its seat's hand; few hands recur)
        self.group_memo: dict[tuple[int | None, tuple[int, ...] | frozenset[int]],
                              tuple[tuple[str, tuple[int, ...]], ...]] = {}
        #: how cards are grouped for display under each trump (None: not named yet), see ``view._plan``
        self.group_plans: dict[int | None, _Plan] = {}
        #: what every seat's view of a recent state shares, by the state's history node (``view._public``): a
        #: table's seats are shown the same state after each step, and the next state extends its history
        self.public_memo: dict[int, _Public] = {}
        #: the cards that may not go to the nest while others can (no_counters_in_nest), else 0
        self.nest_counters = self.t.counter_mask if config.no_counters_in_nest else 0
        self.action_kinds = (BID, PASS, DISCARD, TRUMP, PLAY) if config.nest_size else (BID, PASS, TRUMP, PLAY)
        self._matches = tuple(MatchState(dealer=d) for d in range(4))  # immutable, so shared
        t = self.t  # hot-path tables as attributes of the game
        self._follow, self._anytime, self._play_actions = t.follow, t.anytime_mask, t.play_actions
        self._suits, self._codes = t.suits, t.codes
        self._beat, self._led_suit, self._points, self._tricks = t.beat, t.led_suit, t.points, config.hand_size

    # ------------------------------------------------------------ description
    @property
    def description(self) -> str:
        return self.preset.description

    @property
    def bird_name(self) -> str:
        return self.config.bird_name

    def rules_page(self) -> list[Block]:
        from .rules_text import rules_page

        return rules_page(self)

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
        hands: list[tuple[int, ...]] = [()] * 4
        for j in range(4):
            hands[(first + j) % 4] = tuple(order[j:n:4])
        return Deal(tuple(hands), tuple(order[n : n + self.config.nest_size]))

    # ------------------------------------------------------------ match
    def new_match(self, first_dealer: int) -> MatchState:
        if 0 <= first_dealer < 4:
            return self._matches[first_dealer]
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
        masks, nest = deal_masks(self, deal)
        dealer = match.dealer
        ctx = Context(dealer, masks, nest, _NO_BIDS, 0, -1, -1, tuple(int(x) for x in match.scores))
        return RookState(_BID, (dealer + 1) & 3, 0, (), -1, _ZERO, None, None, ctx)

    def finish_hand(self, match: MatchState, state: RookState) -> MatchState:
        result = state.result  # kept as it is in the match's sheet: results, like states, are never changed
        if result is None:
            raise ValueError("the hand is not over yet")
        return match_after(self.config, match, result)

    # ------------------------------------------------------------ queries
    def phase(self, state: RookState) -> str:
        return state.phase

    def to_act(self, state: RookState) -> int | None:
        return state.to_act

    def _bid_range(self, s: RookState) -> tuple[int, bool]:
        """The lowest bid allowed now, and whether passing is allowed. A dealer who may not pass (all passed
        under ``dealer_forced_min``) takes the lowest bid: it is then the only bid allowed (docs/rules/rook.md)."""
        cfg = self.config
        ctx = s.ctx
        high = ctx.high
        low = cfg.min_bid if high == 0 else high + cfg.bid_step
        may_pass = not (
            self._forced and high == 0 and s.to_act == ctx.dealer and ctx.bids.count(PASSED) == 3
        )
        return low, may_pass

    def legal_mask(self, s: RookState) -> int:
        """The playable cards of the seat to act as a bit mask over card indices ``id - ROOK_BASE`` (play phase):
        the cards of :meth:`legal_actions` without building the list."""
        return legal_mask(self, s)

    def legal_actions(self, s: RookState) -> list[Action]:
        phase = s.phase
        if phase == _PLAY:
            acts = self.t.play_actions
            return [acts[ix] for ix in cards_of(self.legal_mask(s))]
        if phase == _BID:
            low, may_pass = self._bid_range(s)
            top = self.top_bid if may_pass else low
            out = [self._bids[v] for v in range(low, top + 1, self.config.bid_step)]
            return [*out, self._pass] if may_pass else out
        if phase == _EXCHANGE:
            return self.legal_discards(ids_of(s.hand(s.seat)))
        if phase == _TRUMP:
            return list(self._trumps)
        return []

    def legal_discards(self, cards: Sequence[int]) -> list[Action]:
        """Every legal discard from the declarer's ``cards`` (ids), sorted: any ``nest_size`` of them, or under
        ``no_counters_in_nest`` the cards that count nothing first, counters only to make up the number."""
        n = self.config.nest_size
        cards = sorted(cards)
        if not self.nest_counters:
            return [Action(DISCARD, 0, c) for c in combinations(cards, n)]
        plain = [c for c in cards if not self._counts(c)]
        if len(plain) >= n:
            return [Action(DISCARD, 0, c) for c in combinations(plain, n)]
        counters = [c for c in cards if self._counts(c)]
        return sorted(Action(DISCARD, 0, tuple(sorted(plain + list(c)))) for c in combinations(counters, n - len(plain)))

    def discard_from(self, preferred: Sequence[int], n: int) -> tuple[int, ...]:
        """The legal discard of ``n`` cards that follows the order of ``preferred`` (card ids, the first most
        willingly laid away), sorted: its first ``n``, or under ``no_counters_in_nest`` its first cards that count
        nothing, then its first counters to make up the number."""
        order = list(preferred)
        if self.nest_counters:
            order = [c for c in order if not self._counts(c)] + [c for c in order if self._counts(c)]
        return tuple(sorted(order[:n]))

    def discard_choices(self, hand: Sequence[int], selection: Sequence[int]) -> list[int]:
        """Under ``no_counters_in_nest``: a counter may join the discard only while the cards that count nothing
        cannot fill it; otherwise every card not yet selected."""
        left = sorted(set(hand) - set(selection))
        if not self.nest_counters:
            return left
        n = self.config.nest_size
        plain = [c for c in hand if not self._counts(c)]
        room = max(0, n - len(plain)) - sum(1 for c in selection if self._counts(c))
        return [c for c in left if not self._counts(c) or room > 0]

    def discard_mask(self, s: RookState, selection: Sequence[int] = ()) -> int:
        """The cards the declarer may add to the discard after ``selection`` (card ids), as a bit mask over card
        indices (exchange phase): the cards of :meth:`discard_choices` for the declarer's hand, without a view."""
        hand = s.hand(s.seat)
        chosen = 0
        for c in selection:
            chosen |= 1 << (c - ROOK_BASE)
        left = hand & ~chosen
        counters = self.nest_counters
        if not counters:
            return left
        room = max(0, self._nest_size - (hand & ~counters).bit_count()) - (chosen & counters).bit_count()
        return left if room > 0 else left & ~counters

    def _counts(self, card: int) -> bool:
        return bool(self.nest_counters >> (card - ROOK_BASE) & 1)

    def card_choice(self, s: RookState) -> tuple[str, int] | None:
        """The declarer lays away as many cards as the nest held (under ``no_counters_in_nest``, counters only to
        make up the number: ``check`` says which)."""
        return (DISCARD, self.config.nest_size) if s.phase == _EXCHANGE else None

    def legal_count(self, s: RookState) -> int:
        if s.phase == _EXCHANGE:
            hand, n = s.hand(s.seat), self.config.nest_size
            plain = (hand & ~self.nest_counters).bit_count()
            if not self.nest_counters or plain >= n:
                return comb(plain, n)
            return comb(hand.bit_count() - plain, n - plain)
        if s.phase == _PLAY:
            return self.legal_mask(s).bit_count()
        return len(self.legal_actions(s))

    def random_action(self, s: RookState, rng: Random) -> Action:
        phase = s.phase
        if phase == _PLAY:
            ctx = s.ctx
            seat = s.to_act
            assert seat is not None  # a hand in play has a seat to act
            legal = hand = ctx.hands[seat] & ~s.played
            trick = s.trick
            if trick:
                follow = hand & self._follow[ctx.trump][trick[0]]
                if follow:
                    legal = follow | (hand & self._anytime)
            n = legal.bit_count()
            if n == 1:  # a forced card: nothing to draw
                return self._play_actions[legal.bit_length() - 1]
            # the k-th legal card counting suit by suit (the bird and the red 1 in the trump suit), lowest first;
            # k is uniform to within n / 2**26 and cheaper to draw than with randrange (26 bits times n < 2**30
            # stays a one-digit Python int)
            k = rng.getrandbits(26) * n >> 26
            for part in self._suits[ctx.trump]:
                part &= legal
                n = part.bit_count()
                if k < n:
                    break
                k -= n
            while k:
                part &= part - 1
                k -= 1
            return self._play_actions[(part & -part).bit_length() - 1]
        if phase == _BID:
            low, may_pass = self._bid_range(s)
            step = self.config.bid_step
            n = (self.top_bid - low) // step + 1 if may_pass else 1
            k = int(rng.random() * (n + may_pass))
            return self._pass if k == n else self._bids[low + k * step]
        if phase == _EXCHANGE:
            nest = draw_legal_discard(s.hand(s.seat), self.config.nest_size, self.nest_counters, rng.getrandbits)
            return Action(DISCARD, 0, ids_of(nest))
        if phase == _TRUMP:
            return self._trumps[rng.getrandbits(2)]
        raise IllegalAction("hand-over")

    def random_playout(self, s: RookState, rng: Random) -> RookState:
        """The hand played to its end with random legal actions: a fused loop drawing exactly as
        ``random_action`` + ``advance`` do (see ``playout.py``)."""
        return random_playout(self, s, rng)

    # ------------------------------------------------------------ validation
    def check(self, s: RookState, a: Action) -> None:
        from .checks import check_action

        if a.kind == CLAIM and s.phase != _OVER:
            return self.check_claim(s, a)
        check_action(self, s, a)

    # ------------------------------------------------------------ the fast path
    def advance(self, s: RookState, a: Action) -> RookState:
        phase = s.phase
        if phase == _PLAY:
            trick = s.trick
            if not trick and a[0] == CLAIM:
                return self.advance_claim(s, a)
            if len(trick) < 3:  # the common case inline: a card that does not end the trick
                seat = s.to_act
                assert seat is not None  # a hand in play has a seat to act
                ix = a.cards[0] - ROOK_BASE
                return RookState(_PLAY, (seat + 1) & 3, s.played | 1 << ix, (*trick, ix), s.leader, s.tally, s.last,
                                 (s.history, seat, a), s.ctx)
            return self._play(s, a)
        if phase == _BID:
            return self._bid(s, a)
        if phase == _EXCHANGE:
            return self._discard(s, a)
        if phase == _TRUMP:
            return self._name_trump(s, a)
        raise IllegalAction("hand-over")

    def _play(self, s: RookState, a: Action) -> RookState:
        seat = s.to_act
        assert seat is not None  # a hand in play has a seat to act
        ix = a.cards[0] - ROOK_BASE
        played = s.played | 1 << ix
        trick = (*s.trick, ix)
        history: History = (s.history, seat, a)
        ctx = s.ctx
        if len(trick) < 4:
            return RookState(_PLAY, (seat + 1) & 3, played, trick, s.leader, s.tally, s.last, history, ctx)
        trump = ctx.trump
        c0, c1, c2, c3 = trick
        winner = (s.leader + best_of_four(self._beat[trump][self._led_suit[trump][c0]], c0, c1, c2, c3)) & 3
        pts = self._points
        won = pts[c0] + pts[c1] + pts[c2] + pts[c3]
        p0, p1, k0, k1 = s.tally
        tally = (p0, p1 + won, k0, k1 + 1) if winner & 1 else (p0 + won, p1, k0 + 1, k1)
        last = (s.leader, trick, winner)
        if k0 + k1 + 1 < self._tricks:
            return RookState(_PLAY, winner, played, (), winner, tally, last, history, ctx)
        nest_points = sum(pts[ix] for ix in cards_of(ctx.nest))
        result = score_hand(self.config, nest_points, ctx.declarer, ctx.high, trump, tally[:2], tally[2:], winner)
        done = Context(ctx.dealer, ctx.hands, ctx.nest, ctx.bids, ctx.high, ctx.declarer, trump, ctx.scores, result)
        return RookState(_OVER, None, played, (), winner, tally, last, history, done)

    def _bid(self, s: RookState, a: Action) -> RookState:
        seat = s.seat
        c = s.ctx
        spoken = list(c.bids)
        high, declarer = c.high, c.declarer
        if a.kind == PASS:
            spoken[seat] = PASSED
        else:
            spoken[seat] = high = a.value
            declarer = seat
        bids = tuple(spoken)
        history: History = (s.history, seat, a)
        active = 4 - bids.count(PASSED)  # the high bidder is never asked, so it is always active
        if not active:
            ctx = Context(c.dealer, c.hands, c.nest, bids, 0, -1, -1, c.scores, REDEAL)
            return RookState(_OVER, None, 0, (), -1, _ZERO, None, history, ctx)
        if declarer >= 0 and (active == 1 or high >= self.top_bid):
            hands = c.hands
            if c.nest:
                hands = _with_hand(hands, declarer, hands[declarer] | c.nest)
                phase = _EXCHANGE
            else:
                phase = _TRUMP
            ctx = Context(c.dealer, hands, c.nest, bids, high, declarer, -1, c.scores)
            return RookState(phase, declarer, 0, (), -1, _ZERO, None, history, ctx)
        nxt = (seat + 1) & 3
        while bids[nxt] == PASSED:
            nxt = (nxt + 1) & 3
        return RookState(_BID, nxt, 0, (), -1, _ZERO, None, history,
                         Context(c.dealer, c.hands, c.nest, bids, high, declarer, -1, c.scores))

    def _discard(self, s: RookState, a: Action) -> RookState:
        seat = s.seat
        out = 0
        for c in a.cards:
            out |= 1 << (c - ROOK_BASE)
        ctx = Context(s.dealer, _with_hand(s.hands, seat, s.hands[seat] & ~out), out, s.bids, s.high, s.declarer, -1, s.scores)
        return RookState(_TRUMP, seat, 0, (), -1, _ZERO, None, (s.history, seat, a), ctx)

    def _name_trump(self, s: RookState, a: Action) -> RookState:
        seat = s.seat
        leader = s.declarer if self.config.first_lead == "declarer" else (s.dealer + 1) % 4
        ctx = Context(s.dealer, s.hands, s.nest, s.bids, s.high, s.declarer, a.value, s.scores)
        return RookState(_PLAY, leader, 0, (), leader, _ZERO, None, (s.history, seat, a), ctx)

    # ------------------------------------------------------------ results, events, views
    def hand_result(self, s: RookState) -> HandResult:
        """The hand's :class:`.scoring.RookResult`, or the redeal (kept in the final state: results are values)."""
        r = s.result
        if r is None:
            raise ValueError("the hand is not over yet")
        return r

    def result_from_json(self, data: Mapping[str, Any]) -> HandResult:
        return result_from_json(data)

    def explain_result(self, result: HandResult) -> list[Message]:
        return explain(result)

    def events(self, before: RookState, a: Action, after: RookState) -> list[Event]:
        seat = before.seat
        out: list[Event] = []
        kind = a.kind
        if kind == CLAIM:
            return self.claim_events(before, a)
        if kind == BID:
            out.append(Event("bid", seat, value=a.value))
        elif kind == PASS:
            out.append(Event("pass", seat))
        elif kind == DISCARD:
            out.append(Event("discarded", seat, cards=tuple(sorted(a.cards)), visible_to=seat))
            out.append(Event("discarded", seat, value=len(a.cards), hidden_from=seat))  # the others' copy
        elif kind == TRUMP:
            out.append(Event("trump_named", seat, value=COLOURS[a.value], data={"colour": COLOUR_NAMES[a.value]}))
        elif kind == PLAY:
            out.append(Event("played", seat, cards=a.cards))
        if before.phase == _BID and after.phase != _BID:
            if after.result is not None:
                out.append(Event("redeal", before.dealer))
            else:
                out.append(Event("auction_won", after.declarer, value=after.high))
                if self.config.nest_size:
                    out.append(Event("nest_taken", after.declarer, cards=ids_of(after.nest),
                                     visible_to=after.declarer))
        if kind == PLAY and not after.trick and after.last is not None:
            leader, trick, winner = after.last
            pts = sum(self.t.points[ix] for ix in trick)
            out.append(Event("trick_won", winner, cards=tuple(ix + ROOK_BASE for ix in trick), value=pts))
            if after.phase == _OVER:
                nest = self.nest_end(after)
                if nest is not None:  # the nest is turned face up and counted
                    out.append(Event("nest_turned_up", -1, cards=nest[0], value=nest[1], data={"team": nest[2]}))
                out.append(Event("hand_scored", -1, data=self.hand_result(after).to_json()))
        return out

    def nest_end(self, s: RookState) -> tuple[tuple[int, ...], int, int] | None:
        """Once the hand is over: the nest as laid aside (card ids), its counters, and the team they count for.
        None before the end, and in variants without a nest."""
        result, last = s.ctx.result, s.last
        if (s.phase != _OVER or not self.config.nest_size or s.ctx.declarer < 0 or result is None or last is None
                or isinstance(result, Redeal)):
            return None
        ixs = cards_of(s.ctx.nest)
        points = sum(self.t.points[ix] for ix in ixs)
        return tuple(ix + ROOK_BASE for ix in ixs), points, nest_team(self.config, s.ctx.declarer, last[2])

    def view(self, s: RookState, seat: int | None) -> RookView:
        from .view import make_view

        if s.ctx.claim is not None:
            return self.claimed_view(lambda st, who: make_view(self, st, who), s, seat)
        return make_view(self, s, seat)

    # ------------------------------------------------------------ claims (engine.claims)
    def claim_position(self, s: RookState) -> ClaimPosition | None:
        """The leader's cards and every card it cannot see: the others' hands, and the nest unless it laid it
        away itself. The bird and the red 1 follow the trump colour."""
        if s.phase != _PLAY or s.trick:
            return None
        seat, ctx = s.seat, s.ctx
        hidden = 0 if seat == ctx.declarer else ctx.nest
        for other in range(4):
            if other != seat:
                hidden |= s.hand(other)
        trump, beat, led_suit = ctx.trump, self._beat[ctx.trump], self._led_suit[ctx.trump]

        def suit(card: int) -> int:
            return led_suit[card - ROOK_BASE]

        def beats(x: int, led: int) -> bool:
            row = beat[led_suit[led - ROOK_BASE]]
            return row[x - ROOK_BASE] > row[led - ROOK_BASE]

        return ClaimPosition(seat, ids_of(s.hand(seat)), ids_of(hidden), suit, trump, beats)

    def claim_of(self, s: RookState) -> Claim[RookState] | None:
        return s.ctx.claim

    def mark_claim(self, s: RookState, claim: Claim[RookState]) -> RookState:
        c = s.ctx
        ctx = Context(c.dealer, c.hands, c.nest, c.bids, c.high, c.declarer, c.trump, c.scores, c.result, claim)
        return RookState(s.phase, s.to_act, s.played, s.trick, s.leader, s.tally, s.last, s.history, ctx)

    def view_from_json(self, data: dict[str, Any]) -> RookView:
        from .view import view_from_json

        return view_from_json(self, data)

    def event_message(self, event: Event) -> Message:
        from .view import event_message

        return event_message(self, event)

    def hand_groups(self, state_or_view: Any, cards: Sequence[int]) -> list[tuple[str, list[int]]]:
        from .view import hand_groups

        return hand_groups(self, state_or_view, cards)


def reference_legal_mask(game: RookGame, s: RookState) -> int:
    """``RookGame.legal_mask`` in Python (the reference of the native core's ``rook_legal_mask``)."""
    seat = s.to_act
    assert seat is not None  # a hand in play has a seat to act
    hand = s.ctx.hands[seat] & ~s.played
    trick = s.trick
    if not trick:
        return hand
    follow = hand & game._follow[s.ctx.trump][trick[0]]
    return follow | (hand & game._anytime) if follow else hand


def _with_hand(hands: Hands, seat: int, mask: int) -> Hands:
    """``hands`` with ``seat``'s mask replaced by ``mask``."""
    h0, h1, h2, h3 = hands
    return (mask if seat == 0 else h0, mask if seat == 1 else h1, mask if seat == 2 else h2, mask if seat == 3 else h3)
