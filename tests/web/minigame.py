"""A tiny Rook-like game implementing the Game contract, so the web app is tested before (and beside) the real
families: an auction, a nest exchange, trump naming and follow-colour trick play with a 21-card deck.
Registered as ``webtest/mini`` by :func:`register`. Match: the first team past ``target`` points wins."""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import combinations
from typing import Any

from tricktable.cards import BIRD, colour_of, format_card, format_cards, number_of, rook
from tricktable.engine import registry
from tricktable.engine.actions import Action, Event
from tricktable.engine.dealing import Deal
from tricktable.engine.errors import IllegalAction
from tricktable.engine.game import Game, MatchState
from tricktable.engine.results import REDEAL, Redeal
from tricktable.games.rook.scoring import RookResult
from tricktable.games.rook.scoring import result_from_json as rook_result

DECK = tuple(sorted([rook(c, n) for c in "RYGB" for n in range(1, 6)] + [BIRD]))


@dataclass(frozen=True)
class MiniConfig:
    target: int = 30
    min_bid: int = 5


@dataclass(frozen=True)
class MiniState:
    dealer: int
    hands: tuple[tuple[int, ...], ...]
    nest: tuple[int, ...]
    phase: str = "bid"
    turn: int = 0
    bid: int = 0
    bidder: int = -1
    passed: tuple[bool, ...] = (False,) * 4
    trump: int = -1
    trick: tuple[tuple[int, int], ...] = ()
    last_trick: tuple[tuple[tuple[int, int], ...], int] | None = None
    taken: tuple[int, int] = (0, 0)
    discards: tuple[int, ...] = ()
    history: tuple[tuple[int, Action], ...] = ()


@dataclass(frozen=True)
class MiniView:
    seat: int
    phase: str
    to_act: int | None
    hand: tuple[int, ...]
    history: tuple[tuple[int, Action], ...]
    data: dict

    def to_json(self, tricks: bool = True) -> dict[str, Any]:
        return dict(self.data)


def _points(cards) -> int:
    return sum(5 if c != BIRD and number_of(c) == 5 else (10 if c == BIRD else 0) for c in cards)


class MiniGame(Game):
    family = "mini"

    def rules_text(self) -> str:
        return "# Mini\n\nA tiny test game: bid, take the **nest**, name trump, follow colour."

    def deck(self):
        return DECK

    @property
    def hand_size(self) -> int:
        return 4

    @property
    def extra_size(self) -> int:
        return 5

    def new_match(self, first_dealer: int) -> MatchState:
        return MatchState(first_dealer)

    def start_hand(self, match, deal: Deal) -> MiniState:
        return MiniState(match.dealer, tuple(tuple(sorted(h)) for h in deal.hands), tuple(deal.extra),
                         turn=(match.dealer + 1) % 4)

    def finish_hand(self, match, state):
        res = self.hand_result(state)
        if isinstance(res, Redeal):
            return match
        scores = tuple(a + b for a, b in zip(match.scores, res.score, strict=True))
        winner = None
        if max(scores) >= self.config.target and scores[0] != scores[1]:
            winner = 0 if scores[0] > scores[1] else 1
        return replace(match, dealer=(match.dealer + 1) % 4, hand_number=match.hand_number + 1, scores=scores,
                       hands=(*match.hands, res), winner=winner)

    def phase(self, state) -> str:
        return state.phase

    def to_act(self, state):
        return None if state.phase in ("over", "redeal") else state.turn

    def legal_actions(self, state):
        s, p = state, state.phase
        hand = s.hands[s.turn] if p not in ("over", "redeal") else ()
        if p == "bid":
            return [Action("pass")] + [Action("bid", b) for b in range(max(self.config.min_bid, s.bid + 5), 25, 5)]
        if p == "exchange":
            return sorted(Action("discard", 0, c) for c in combinations(hand, 5))
        if p == "trump":
            return [Action("trump", i) for i in range(4)]
        if p == "play":
            return [Action("play", 0, (c,)) for c in self._playable(s, hand)]
        return []

    def _suit(self, s, c):
        return s.trump if c == BIRD else colour_of(c)

    def _playable(self, s, hand):
        if not s.trick:
            return list(hand)
        led = self._suit(s, s.trick[0][1])
        follow = [c for c in hand if self._suit(s, c) == led]
        return follow or list(hand)

    def check(self, state, action) -> None:
        if action not in self.legal_actions(state):
            if state.phase == "play" and action.kind == "play" and len(action.cards) == 1:
                c = action.cards[0]
                if c not in state.hands[state.turn]:
                    raise IllegalAction(f"you do not hold {format_card(c)}")
                led = self._suit(state, state.trick[0][1])
                raise IllegalAction(f"you must follow {'RYGB'[led]}")
            raise IllegalAction(f"'{action}' is not allowed now")

    def advance(self, s, a):
        seat = s.turn
        hist = (*s.history, (seat, a if a.kind != "discard" else Action("discard")))
        if a.kind in ("bid", "pass"):
            passed = list(s.passed)
            bid, bidder = s.bid, s.bidder
            if a.kind == "pass":
                passed[seat] = True
            else:
                bid, bidder = a.value, seat
            if all(passed):
                return replace(s, phase="redeal", passed=tuple(passed), history=hist)
            if passed.count(True) == 3 and bidder >= 0:
                hands = list(s.hands)
                hands[bidder] = tuple(sorted(hands[bidder] + s.nest))
                return replace(s, phase="exchange", turn=bidder, bid=bid, bidder=bidder, passed=tuple(passed),
                               hands=tuple(hands), history=hist)
            nxt = (seat + 1) % 4
            while passed[nxt]:
                nxt = (nxt + 1) % 4
            return replace(s, turn=nxt, bid=bid, bidder=bidder, passed=tuple(passed), history=hist)
        if a.kind == "discard":
            hands = list(s.hands)
            hands[seat] = tuple(c for c in hands[seat] if c not in a.cards)
            return replace(s, phase="trump", hands=tuple(hands), discards=a.cards, history=hist)
        if a.kind == "trump":
            return replace(s, phase="play", trump=a.value, turn=(s.dealer + 1) % 4, history=hist)
        card = a.cards[0]
        hands = list(s.hands)
        hands[seat] = tuple(c for c in hands[seat] if c != card)
        trick = (*s.trick, (seat, card))
        if len(trick) < 4:
            return replace(s, hands=tuple(hands), trick=trick, turn=(seat + 1) % 4, history=hist)
        win = self._winner(s, trick)
        taken = list(s.taken)
        taken[win % 2] += _points(c for _, c in trick)
        over = not any(hands)
        if over:
            taken[win % 2] += _points(s.discards)
        return replace(s, hands=tuple(hands), trick=(), last_trick=(trick, win), taken=tuple(taken), turn=win,
                       phase="over" if over else "play", history=hist)

    def _winner(self, s, trick):
        def strength(c):
            suit = self._suit(s, c)
            rank = 0 if c == BIRD else number_of(c)
            if suit == s.trump:
                return 100 + rank
            return rank if suit == self._suit(s, trick[0][1]) else -1
        return max(trick, key=lambda sc: strength(sc[1]))[0]

    def events(self, before, action, after):
        seat = before.turn
        ev = [Event(action.kind if action.kind != "trump" else "trump_named", seat, action.cards, action.value)]
        if action.kind == "discard":
            ev = [Event("discarded", seat, action.cards, visible_to=seat), Event("discarded", seat)]
        if before.phase == "bid" and after.phase == "exchange":
            ev.append(Event("auction_won", after.bidder, value=after.bid))
            ev.append(Event("nest_taken", after.bidder, before.nest, visible_to=after.bidder))
        if after.phase == "redeal":
            ev.append(Event("redeal"))
        if action.kind == "play" and not after.trick:
            trick, win = after.last_trick
            ev.append(Event("trick_won", win, tuple(c for _, c in trick), _points(c for _, c in trick)))
        if after.phase == "over":
            ev.append(Event("hand_scored", data=self.hand_result(after).to_json()))
        return ev

    def hand_result(self, s):
        if s.phase == "redeal":
            return REDEAL
        team = s.bidder % 2
        made = s.taken[team] >= s.bid
        score = [0, 0]
        score[team] = s.bid if made else -s.bid
        score[1 - team] = s.taken[1 - team]
        return RookResult(s.bidder, s.bid, "RYGB"[s.trump], tuple(s.taken), made, (score[0], score[1]))

    def result_from_json(self, data):
        """Its results are Rook's (the same fields)."""
        return rook_result(data)

    def view(self, s, seat):
        hand = s.hands[seat] if seat is not None else ()
        data = {
            "variant": self.key, "seat": seat, "phase": s.phase, "to_act": self.to_act(s), "dealer": s.dealer,
            "hand": [format_card(c) for c in hand], "hand_counts": [len(h) for h in s.hands],
            "trick": [{"seat": p, "cards": format_card(c)} for p, c in s.trick],
            "leader": s.trick[0][0] if s.trick else s.turn,
            "last_trick": None if s.last_trick is None else {
                "plays": [{"seat": p, "cards": format_card(c)} for p, c in s.last_trick[0]],
                "winner": s.last_trick[1]},
            "trump": "RYGB"[s.trump] if s.trump >= 0 else None,
            "history": [{"seat": p, "action": str(a)} for p, a in s.history],
            "bid": s.bid, "declarer": s.bidder if s.bidder >= 0 else None, "points": list(s.taken),
        }
        if seat == s.bidder and s.discards:
            data["discards"] = format_cards(s.discards)
        return MiniView(seat, s.phase, self.to_act(s), hand, s.history, data)

    def hand_groups(self, state_or_view, cards):
        trump = getattr(state_or_view, "data", {}).get("trump") if hasattr(state_or_view, "data") else None
        groups = []
        for i, name in enumerate("RYGB"):
            g = sorted((c for c in cards if c != BIRD and colour_of(c) == i), key=number_of, reverse=True)
            if name == trump and BIRD in cards:
                g.append(BIRD)
            if g:
                groups.append((name, g))
        if BIRD in cards and trump is None:
            groups.append(("bird", [BIRD]))
        if trump:
            groups.sort(key=lambda g: g[0] != trump)
        return groups


def register() -> None:
    """Register ``webtest/mini`` (idempotent)."""
    if "webtest/mini" not in registry._REGISTRY:
        registry.variants()  # load the real families first so the lazy loader does not skip them
        registry.register("webtest/mini", "A tiny test game", lambda opts: MiniGame("webtest/mini", MiniConfig(**opts)))
