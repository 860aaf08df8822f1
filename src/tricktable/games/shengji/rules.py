"""The Tractor game: the :class:`~tricktable.engine.Game` contract over :mod:`.state` (docs/rules/shengji.md)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, overload

from ...cards.decks import DOUBLE_DECK_108
from ...cards.notation import BIG_JOKER, SMALL_JOKER, SUIT_NAMES, SUIT_SYMBOLS
from ...engine.actions import CLAIM, DECLARE, DISCARD, PASS, PLAY, Action, Event
from ...engine.claims import Claim, ClaimPosition
from ...engine.dealing import Deal
from ...engine.errors import IllegalAction, InvalidConfig
from ...engine.game import Game, MatchState
from ...messages import Block, Cards, Message
from . import bury, claim, dispatch, leads
from .config import TractorConfig
from .follow import candidate_follows, count_follows, enumerate_follows, follow_error, sample_follow
from .ordering import NT, POINTS, TRUMP, order_for, parse_rank, rank_text, trump_text
from .scoring import HandOutcome, TractorResult, explain, kitty_multiplier, score_hand
from .state import BURY, DECLARE_PHASE, OVER, HandState, advance, declaration_strength
from .state import PLAY as PLAY_PHASE
from .units import classify, contains, hand_list

#: above this many legal actions, ``legal_actions`` returns the candidate list instead of the full enumeration
FULL_LIST_LIMIT = 5000

if TYPE_CHECKING:
    from .view import TractorView


@dataclass(frozen=True, slots=True)
class TractorMatch(MatchState):
    """Match state with the team levels (rank indices, 0 = "2" … 12 = "A", 13+ = past A)."""

    levels: tuple[int, int] = (0, 0)


class TractorGame(Game[HandState, "TractorView", TractorResult]):
    """Shengji / Tractor with a :class:`TractorConfig`."""

    config: TractorConfig

    family = "shengji"
    direction = "ccw"
    action_kinds = (DECLARE, PASS, DISCARD, PLAY)
    example_card = 12  # AS

    def __init__(self, key: str, config: TractorConfig) -> None:
        super().__init__(key, config)

    @property
    def description(self) -> str:
        return "Tractor (Shengji, 80 points): double deck, trump declaration, pairs and tractors, levels 2 to A"

    def rules_page(self) -> list[Block]:
        from .rules_text import rules_page

        return rules_page(self.config)

    # ------------------------------------------------------------ deck and match
    def deck(self) -> tuple[int, ...]:
        return DOUBLE_DECK_108

    @property
    def hand_size(self) -> int:
        return 25

    @property
    def extra_size(self) -> int:
        return 8

    def new_match(self, first_dealer: int) -> TractorMatch:
        """A fresh match (one kept object per first dealer 0-3: it is immutable, and the RL observer keeps a hand's
        first rows per match object)."""
        kept = self.__dict__.setdefault("_fresh_matches", {})
        if first_dealer in kept:
            return kept[first_dealer]  # type: ignore[no-any-return]
        match = self._new_match(first_dealer)
        if 0 <= first_dealer < 4:
            kept[first_dealer] = match
        return match

    def _new_match(self, first_dealer: int) -> TractorMatch:
        seat = self.config.first_auction_seat
        dealer = first_dealer if seat < 0 else seat
        start = parse_rank(self.config.start_level)
        return TractorMatch(dealer=dealer, scores=(rank_text(start),) * 2, levels=(start, start))

    def match_from_scenario(self, scenario: Mapping[str, Any]) -> TractorMatch:
        lv = scenario.get("levels") or {}
        try:
            start = self.config.start_level  # a team the scenario gives no level starts where the options say
            levels = (parse_rank(lv.get("0", start)), parse_rank(lv.get("1", start)))
        except ValueError:
            raise InvalidConfig("shengji-level-unknown", text=str(lv)) from None
        return TractorMatch(
            dealer=int(scenario.get("dealer", 0)), hand_number=int(scenario.get("deal_number", 1)),
            scores=tuple(rank_text(x) for x in levels), levels=levels,
        )

    def scenario_fields(self, match: MatchState) -> dict[str, Any]:
        levels = getattr(match, "levels", (0, 0))
        return {"dealer": match.dealer, "deal_number": match.hand_number,
                "levels": {"0": rank_text(levels[0]), "1": rank_text(levels[1])}}

    def start_hand(self, match: MatchState, deal: Deal) -> HandState:
        h1, h2 = dispatch.deal_masks(deal)  # raises InvalidConfig for a deal that is not the double deck's
        levels = getattr(match, "levels", (0, 0))
        cfg = self.config
        return HandState(
            deal_number=match.hand_number, levels=levels, level=levels[match.dealer % 2], dealer=match.dealer,
            phase=DECLARE_PHASE, to_act=match.dealer, h1=h1, h2=h2,
            kitty=tuple(deal.extra), first_dealer_rule=cfg.first_dealer_rule, strict=cfg.strict_tractor_follow,
            throws=cfg.throws,
        )

    def finish_hand(self, match: MatchState, state: HandState) -> TractorMatch:
        out = self._outcome(state)
        return TractorMatch(
            dealer=out.next_dealer, hand_number=match.hand_number + 1,
            scores=tuple(rank_text(x) for x in out.levels), hands=(*match.hands, self.hand_result(state)),
            winner=out.winner, levels=out.levels,
        )

    # ------------------------------------------------------------ a hand
    def phase(self, state: HandState) -> str:
        return state.phase

    def to_act(self, state: HandState) -> int | None:
        return None if state.to_act < 0 else state.to_act

    def _declarations(self, state: HandState) -> list[Action]:
        seat, level = state.to_act, state.level
        m1, m2 = state.h1[seat], state.h2[seat]
        cur = declaration_strength(state.decl)
        out = []
        for s in range(4):
            c = s * 13 + level
            if cur < 1 and m1 >> c & 1:
                out.append(Action(DECLARE, 0, (c,)))
            if cur < 2 and m2 >> c & 1:
                out.append(Action(DECLARE, 0, (c, c)))
        for strength, j in ((3, SMALL_JOKER), (4, BIG_JOKER)):
            if cur < strength and m2 >> j & 1:
                out.append(Action(DECLARE, 0, (j, j)))
        return out

    @overload
    def _play_options(self, state: HandState, mode: Literal["count"]) -> int: ...
    @overload
    def _play_options(self, state: HandState, mode: Literal["all", "candidates"]) -> list[tuple[int, ...]]: ...
    @overload
    def _play_options(self, state: HandState, mode: Literal["sample"], rng: random.Random) -> tuple[int, ...]: ...

    def _play_options(self, state: HandState, mode: str, rng: random.Random | None = None) -> Any:
        """The play phase's options by ``mode``: their number, all of them, the candidates, or one drawn by ``rng``
        (leads and follows alike)."""
        seat, order = state.to_act, state.order
        assert order is not None  # the play phase
        m1, m2 = state.h1[seat], state.h2[seat]
        lead = state.lead
        if lead is None:
            fns: tuple[Callable[..., Any], ...]
            if state.throws:
                fns = (leads.count_throw_leads, leads.throw_leads, leads.candidate_throws, leads.sample_throw_lead)
            else:
                fns = (leads.count_unit_leads, leads.unit_leads, leads.unit_leads, leads.sample_unit_lead)
            fn: Callable[..., Any] = fns[("count", "all", "candidates", "sample").index(mode)]
            return fn(m1, m2, order, rng) if mode == "sample" else fn(m1, m2, order)
        args = (m1, m2, lead.suit, lead.n, lead.pairs, order, lead.strict_len)
        if mode == "count":
            return count_follows(*args)
        if mode == "all":
            return enumerate_follows(*args)
        if mode == "candidates":
            return candidate_follows(*args)
        assert rng is not None  # mode "sample"
        return sample_follow(*args, rng)

    def legal_count(self, state: HandState) -> int:
        """Exact number of distinct legal actions (card multisets), computed without enumeration."""
        if state.phase == DECLARE_PHASE:
            return 1 + len(self._declarations(state))
        if state.phase == BURY:
            return bury.count_burials(state.h1[state.to_act], state.h2[state.to_act])
        if state.phase == PLAY_PHASE:
            return self._play_options(state, "count")
        return 0

    def legal_actions(self, state: HandState) -> list[Action]:
        """Every legal action, sorted, when there are at most ``FULL_LIST_LIMIT``; otherwise (burying 8 of 33, a
        void follow to a long tractor) the candidate list, because the full list is infeasible. ``legal_count``
        is always exact and ``check`` always decides legality."""
        if state.phase == DECLARE_PHASE:
            return sorted([Action(PASS), *self._declarations(state)])
        if state.phase == PLAY_PHASE and self.legal_count(state) <= FULL_LIST_LIMIT:
            return [Action(PLAY, 0, c) for c in self._play_options(state, "all")]
        return self.candidate_actions(state)

    def candidate_actions(self, state: HandState) -> list[Action]:
        """A compact list of sensible legal actions (docs/rules/shengji.md): never combinatorially large."""
        if state.phase == DECLARE_PHASE:
            return sorted([Action(PASS), *self._declarations(state)])
        if state.phase == BURY:
            seat = state.to_act
            return [Action(DISCARD, 0, c) for c in bury.candidate_burials(state.h1[seat], state.h2[seat], state)]
        if state.phase == PLAY_PHASE:
            return [Action(PLAY, 0, c) for c in self._play_options(state, "candidates")]
        return []

    def random_action(self, state: HandState, rng: random.Random) -> Action:
        """Uniform over the distinct legal actions (plays, declarations); burying takes a uniform 8 of the 33 cards."""
        if state.phase == PLAY_PHASE:
            seat, lead, order = state.to_act, state.lead, state.order
            assert order is not None  # the play phase
            if lead is not None and lead.n == 1:  # the common case, inlined: a uniform distinct card
                m1 = state.h1[seat]
                pool = m1 & order.suit_mask[lead.suit] or m1
                for _ in range(int(rng.random() * pool.bit_count())):
                    pool &= pool - 1
                return tuple.__new__(Action, (PLAY, 0, ((pool & -pool).bit_length() - 1,)))
            if lead is not None:
                cards = sample_follow(state.h1[seat], state.h2[seat], lead.suit, lead.n, lead.pairs, order,
                                      lead.strict_len, rng)
            elif state.throws:
                cards = leads.sample_throw_lead(state.h1[seat], state.h2[seat], order, rng)
            else:
                cards = leads.sample_unit_lead(state.h1[seat], state.h2[seat], order, rng)
            return Action(PLAY, 0, cards)
        if state.phase == BURY:
            seat = state.to_act
            held = hand_list(state.h1[seat], state.h2[seat])
            return Action(DISCARD, 0, tuple(sorted(rng.sample(held, 8))))
        legal = self.legal_actions(state)
        return legal[rng.randrange(len(legal))]

    def random_playout(self, state: HandState, rng: Any, single: Any = None) -> HandState:
        """The hand played to its end with :meth:`random_action` draws: the declaration and the burial step by
        step, the card play fused into one loop (see :mod:`.playout`), drawing exactly as the step-by-step loop
        (``single``: a policy's follows to single-card leads, as ``random_play_out`` takes it)."""
        return dispatch.random_playout(self, state, rng, single)

    def check(self, state: HandState, action: Action) -> None:
        reason = self._illegal(state, action)
        if reason:
            raise IllegalAction(reason[0], **reason[1])

    def _illegal(self, state: HandState, action: Action) -> tuple[str, dict[str, Any]] | None:
        """Why ``action`` is illegal (a message id and parameters), or None."""
        phase, seat, kind = state.phase, state.to_act, action.kind
        if phase == OVER:
            return "hand-over", {}
        if kind == CLAIM:
            try:
                self.check_claim(state, action)
            except IllegalAction as e:
                return e.msg_id, e.params
            return None
        m1, m2 = state.h1[seat], state.h2[seat]
        if phase == DECLARE_PHASE:
            if kind == PASS:
                return None
            if kind != DECLARE:
                return "shengji-declare-or-pass", {"example": Cards((state.level + 13,))}
            return _declaration_error(state, action.cards, m1, m2)
        if phase == BURY:
            if kind != DISCARD:
                return "shengji-bury", {}
            if len(action.cards) != 8:
                return "shengji-bury-count", {"n": len(action.cards)}
            return None if contains(m1, m2, action.cards) else ("not-held-those", {})
        if kind != PLAY:
            return "shengji-play", {}
        cards = action.cards
        lead, order = state.lead, state.order
        assert order is not None  # the play phase
        if lead is not None:
            return follow_error(m1, m2, lead.suit, lead.n, lead.pairs, cards, order, lead.strict_len)
        if not cards or not contains(m1, m2, cards):
            return "not-held-those", {}
        if classify(cards, order) is not None:
            return None
        eff = order.eff
        if state.throws and all(eff[c] == eff[cards[0]] for c in cards):
            return None
        if len({eff[c] for c in cards}) > 1:
            return "shengji-lead-one-suit", {}
        return "shengji-lead-one-unit", {}

    #: the next state without validation or events (the module function itself: one call less per step)
    advance = staticmethod(advance)

    def events(self, before: HandState, action: Action, after: HandState) -> list[Event]:
        from .view import action_events

        if action.kind == CLAIM:
            return self.claim_events(before, action)
        return action_events(self, before, action, after)

    # ------------------------------------------------------------ results and views
    def _outcome(self, state: HandState) -> HandOutcome:
        if state.phase != OVER:
            raise ValueError("the hand is not over")
        assert state.last_trick is not None  # a hand over has a last trick
        plays, winner = state.last_trick
        kitty_points = sum(POINTS[c] for c in state.buried)
        attackers = (state.dealer + 1) % 2
        return score_hand(
            (state.levels[0], state.levels[1]), state.dealer, state.points[attackers], kitty_points, winner,
            len(plays[0][1]), rule=self.config.kitty_multiplier, must_defend_a=self.config.must_defend_a,
        )

    def kitty_end(self, state: HandState) -> dict[str, Any] | None:
        """Once the hand is over, the buried kitty turned face up: its cards (ids), points, the multiplier the last
        lead gives it, the bonus it adds to the attackers (0 unless they won the last trick) and that trick's
        winner. None before the end."""
        if state.phase != OVER:
            return None
        assert state.last_trick is not None  # a hand over has a last trick
        plays, winner = state.last_trick
        points = sum(POINTS[c] for c in state.buried)
        multiplier = kitty_multiplier(len(plays[0][1]), self.config.kitty_multiplier)
        counted = winner % 2 == (state.dealer + 1) % 2
        return {"cards": tuple(state.buried), "points": points, "multiplier": multiplier,
                "bonus": points * multiplier if counted else 0, "counted": counted, "last_winner": winner}

    def hand_result(self, state: HandState) -> TractorResult:
        """The finished hand's :class:`.scoring.TractorResult` (raises ``ValueError`` before the hand is over)."""
        out = self._outcome(state)
        return TractorResult(state.dealer, trump_text(state.trump), rank_text(state.level), out.attacker_points,
                             out.kitty_points, (rank_text(out.levels[0]), rank_text(out.levels[1])),
                             out.next_dealer, out.winner)

    def result_from_json(self, data: Mapping[str, Any]) -> TractorResult:
        return TractorResult.from_json(data)

    def explain_result(self, result: TractorResult) -> list[Message]:
        return explain(result)

    def view(self, state: HandState, seat: int | None) -> TractorView:
        from .view import make_view

        if state.claim is not None:
            return self.claimed_view(lambda st, who: make_view(self, st, who), state, seat)
        return make_view(self, state, seat)

    # ------------------------------------------------------------ claims (engine.claims, .claim)
    def claim_position(self, state: HandState) -> ClaimPosition | None:
        return claim.claim_position(state)

    def claim_of(self, state: HandState) -> Claim[HandState] | None:
        return state.claim

    def claim_follow(self, state: HandState) -> Action:
        return claim.follow(state)

    def advance_claim(self, state: HandState, action: Action) -> HandState:
        return claim.advance_claim(state, action)

    def view_from_json(self, data: dict[str, Any]) -> TractorView:
        from .view import view_from_json

        return view_from_json(data)

    def event_message(self, event: Event) -> Message:
        from .view import event_message

        return event_message(self, event)

    def hand_groups(self, state_or_view: Any, cards: Sequence[int]) -> list[tuple[str, list[int]]]:
        """Cards grouped by effective suit (spades, hearts, diamonds, clubs, then trumps), strongest first; before
        trump is fixed the jokers and level cards are the trump group."""
        trump = getattr(state_or_view, "trump_suit", getattr(state_or_view, "trump", -1))
        trump = trump if isinstance(trump, int) and trump >= 0 else NT
        order = order_for(getattr(state_or_view, "level_rank", getattr(state_or_view, "level", 0)), trump)
        groups: list[tuple[str, list[int]]] = []
        for e in (0, 1, 2, 3, TRUMP):
            g = sorted((c for c in cards if order.eff[c] == e), key=lambda c: -order.sort_key[c])
            if g:
                groups.append(("trumps" if e == TRUMP else f"{SUIT_SYMBOLS[e]} {SUIT_NAMES[e]}", g))
        return groups


def _declaration_error(state: HandState, cards: tuple[int, ...], m1: int, m2: int) -> tuple[str, dict[str, Any]] | None:
    level = rank_text(state.level)
    if not contains(m1, m2, cards):
        return "shengji-declare-own", {}
    ok = (len(cards) == 1 and cards[0] < 52 and cards[0] % 13 == state.level) or (
        len(cards) == 2 and cards[0] == cards[1] and (cards[0] >= 52 or cards[0] % 13 == state.level)
    )
    if not ok:
        return "shengji-declare-level", {"level": level}
    if declaration_strength(cards) <= declaration_strength(state.decl):
        return "shengji-declare-stronger", {"current": Cards.of(state.decl)}
    return None


__all__ = ["FULL_LIST_LIMIT", "TractorGame", "TractorMatch"]
