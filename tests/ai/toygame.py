"""A tiny Callbreak-like game for testing the AI without the real families: 20 cards (T J Q K A in four suits),
5 each, calls 1..5, spades trump, follow suit, when void play a spade that beats every spade in the trick if able,
window scoring (call or call+1 scores +call, else -call). Family "toy"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tricktable.cards.notation import format_card, rank_of, suit_of
from tricktable.engine import Action, Deal, Event, Game, IllegalAction, MatchState, register

DECK = tuple(sorted(s * 13 + r for s in range(4) for r in range(8, 13)))


@dataclass(frozen=True)
class ToyResult:
    """A hand's result: each seat's call (None in team play), tricks, and score change (per seat, or per team)."""

    calls: tuple[int, ...] | None
    tricks: tuple[int, ...]
    score: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {} if self.calls is None else {"calls": list(self.calls)}
        return {**out, "tricks": list(self.tricks), "score": list(self.score)}


@dataclass(frozen=True)
class ToyState:
    dealer: int
    hands: tuple[frozenset, ...]
    calls: tuple[int, ...]  # -1 = not yet called
    trick: tuple[tuple[int, int], ...]  # (seat, card) in play order
    tricks: tuple[int, ...]
    leader: int
    history: tuple[tuple[int, Action], ...]


@dataclass(frozen=True)
class ToyView:
    seat: int
    phase: str
    to_act: int | None
    hand: tuple[int, ...]
    history: tuple[tuple[int, Action], ...]
    dealer: int
    hand_counts: tuple[int, ...]
    calls: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"variant": "toy/minibreak", "seat": self.seat, "phase": self.phase, "to_act": self.to_act,
                "dealer": self.dealer, "hand": [format_card(c) for c in self.hand],
                "hand_counts": list(self.hand_counts), "calls": list(self.calls),
                "history": [{"seat": s, "action": str(a)} for s, a in self.history]}


def winner(trick) -> int:
    lead_suit = suit_of(trick[0][1])
    best = max(trick, key=lambda sc: (suit_of(sc[1]) == 0, suit_of(sc[1]) == lead_suit, rank_of(sc[1])))
    return best[0]


class ToyGame(Game):
    family = "toy"
    scoring_unit = "individual"

    def __init__(self, key, config=None):
        super().__init__(key, config)
        if config == "team":
            self.scoring_unit = "team"  # type: ignore[misc]

    def rules_text(self) -> str:
        return "mini callbreak"

    def deck(self):
        return DECK

    @property
    def hand_size(self) -> int:
        return 5

    def new_match(self, first_dealer: int) -> MatchState:
        return MatchState(first_dealer, scores=(0, 0, 0, 0))

    def start_hand(self, match, deal: Deal) -> ToyState:
        assert sorted(c for h in deal.hands for c in h) == list(DECK)
        return ToyState(match.dealer, tuple(frozenset(h) for h in deal.hands), (-1,) * 4, (), (0,) * 4,
                        (match.dealer + 1) % 4, ())

    def finish_hand(self, match, state):
        return match

    def phase(self, state) -> str:
        if -1 in state.calls:
            return "bid"
        return "play" if any(state.hands) else "over"

    def to_act(self, state):
        ph = self.phase(state)
        if ph == "bid":
            return (state.dealer + 1 + sum(c >= 0 for c in state.calls)) % 4
        if ph == "play":
            return (state.leader + len(state.trick)) % 4
        return None

    def legal_actions(self, state):
        if self.phase(state) == "bid":
            return [Action("bid", n) for n in range(1, 6)]
        hand = state.hands[self.to_act(state)]
        if not state.trick:
            return [Action("play", 0, (c,)) for c in sorted(hand)]
        led = suit_of(state.trick[0][1])
        follow = [c for c in hand if suit_of(c) == led]
        if follow:
            return [Action("play", 0, (c,)) for c in sorted(follow)]
        top = max((rank_of(c) for _, c in state.trick if suit_of(c) == 0), default=-1)
        over = [c for c in hand if suit_of(c) == 0 and rank_of(c) > top]
        return [Action("play", 0, (c,)) for c in sorted(over or hand)]

    def check(self, state, action) -> None:
        if action not in self.legal_actions(state):
            raise IllegalAction(f"{action} is not legal now")

    def advance(self, state, action):
        seat = self.to_act(state)
        hist = (*state.history, (seat, action))
        if action.kind == "bid":
            calls = list(state.calls)
            calls[seat] = action.value
            return ToyState(state.dealer, state.hands, tuple(calls), (), state.tricks, state.leader, hist)
        card = action.cards[0]
        hands = list(state.hands)
        hands[seat] = hands[seat] - {card}
        trick = (*state.trick, (seat, card))
        tricks, leader = state.tricks, state.leader
        if len(trick) == 4:
            w = winner(trick)
            tricks = tuple(t + (s == w) for s, t in enumerate(tricks))
            trick, leader = (), w
        return ToyState(state.dealer, tuple(hands), state.calls, trick, tricks, leader, hist)

    def events(self, before, action, after):
        return [Event("played", self.to_act(before), action.cards)]

    def hand_result(self, state):
        if self.config == "team":  # partnership scoring: tricks taken by each team
            t = state.tricks
            return ToyResult(None, tuple(t), (t[0] + t[2], t[1] + t[3]))
        score = tuple(c if c <= t <= c + 1 else -c for c, t in zip(state.calls, state.tricks, strict=True))
        return ToyResult(tuple(state.calls), tuple(state.tricks), score)

    def result_from_json(self, data):
        calls = data.get("calls")
        return ToyResult(None if calls is None else tuple(calls), tuple(data["tricks"]), tuple(data["score"]))

    def view(self, state, seat):
        return ToyView(seat, self.phase(state), self.to_act(state), tuple(sorted(state.hands[seat])), state.history,
                       state.dealer, tuple(len(h) for h in state.hands), state.calls)



def install():
    """Register toy/minibreak (after the real families, so the registry still loads them); returns an undo."""
    from tricktable.engine import registry, variant_keys

    variant_keys()
    register("toy/minibreak", "test game", lambda opts: ToyGame("toy/minibreak", None))
    return lambda: registry._REGISTRY.pop("toy/minibreak", None)


def _register_toy_adapter() -> None:
    from tricktable.ai.search.adapter import Adapter, register_adapter
    from tricktable.ai.search.families.callbreak import CallbreakAdapter

    class ToyAdapter(CallbreakAdapter):
        endgame_cards = 3
        utility = Adapter.utility  # generic: per seat, or team difference for the team toy
        state_key = None
        # the toy's own state: the generic loops, not Callbreak's fused rollout and bitmask solver
        playout = Adapter.playout
        solve = Adapter.solve
        deep_endgame = 0
        levels = Adapter.levels  # the generic levels, not Callbreak's (its learned call model)

        def trick_cards(self, state):
            return [c for _, c in state.trick]

        def hand_of(self, state, seat):
            return sorted(state.hands[seat])

    register_adapter("toy", ToyAdapter)


_register_toy_adapter()
