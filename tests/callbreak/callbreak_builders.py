"""Small builders so each Callbreak test states one rule in a few lines."""

from __future__ import annotations

from tricktable.cards import parse_card, parse_cards
from tricktable.engine import get_game, parse_action
from tricktable.games.callbreak.rules import CallbreakGame
from tricktable.games.callbreak.state import PLAY_PHASE, CallbreakState, HandInfo


def game(key: str = "callbreak/master", **options) -> CallbreakGame:
    return get_game(key, options)  # type: ignore[return-value]


def mask(text: str) -> int:
    return sum(1 << c for c in parse_cards(text))


def position(g: CallbreakGame, hand: str, trick: str = "", leader: int = 0) -> CallbreakState:
    """A play position: the trick so far (led by ``leader``) and the hand of the seat to act next."""
    cards = parse_cards(trick)
    seat = (leader + len(cards)) % 4
    deal = [0, 0, 0, 0]
    deal[seat] = mask(hand)
    for i, c in enumerate(cards):
        deal[(leader + i) % 4] |= 1 << c
    played = sum(1 << c for c in cards)
    info = HandInfo(3, 1, tuple(deal))
    return CallbreakState(info, (2, 2, 2, 2), (0, 0, 0, 0), seat, PLAY_PHASE, leader, played, cards)


def legal_cards(g: CallbreakGame, state: CallbreakState) -> set[int]:
    return {a.cards[0] for a in g.legal_actions(state)}


def cards(text: str) -> set[int]:
    return set(parse_cards(text))


def card(text: str) -> int:
    return parse_card(text)


def play(g: CallbreakGame, state: CallbreakState, *actions: str) -> CallbreakState:
    """Apply actions (validated) by whoever is to act."""
    for a in actions:
        state, _ = g.apply(state, parse_action(a), g.to_act(state))
    return state


def reference_states(g, seed, dealer=0):
    """Every state of a hand played by the reference loop (random_action + advance) from ``seed``."""
    import random

    from tricktable.engine import shuffled

    rng = random.Random(seed)
    s = g.start_hand(g.new_match(dealer), g.deal_from_order(shuffled(g.deck(), seed), dealer))
    states = [s]
    while not g.is_over(s):
        s = g.advance(s, g.random_action(s, rng))
        states.append(s)
    return states
