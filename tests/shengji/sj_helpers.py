"""Small builders for the Tractor tests: cards, orders for the spec's base setups, deals, states."""

from __future__ import annotations

from collections import Counter

from tricktable.cards.decks import DOUBLE_DECK_108
from tricktable.cards.notation import parse_cards
from tricktable.engine import Deal, parse_action
from tricktable.games.shengji import make_game
from tricktable.games.shengji.ordering import NT, order_for
from tricktable.games.shengji.rules import TractorMatch
from tricktable.games.shengji.units import hand_of

G2 = order_for(0, 0)  # L=2, trump spades
G7 = order_for(5, 3)  # L=7, trump clubs
NT7 = order_for(5, NT)  # L=7, no trump


def c(text: str) -> tuple[int, ...]:
    """Cards from text; '10' and 'T' both work."""
    return parse_cards(text)


def hand(text: str) -> tuple[int, int]:
    return hand_of(c(text))


def deal_with(hands: dict[int, str] | None = None, kitty: str | None = None, avoid: str = "") -> Deal:
    """A full legal deal whose seats start with the given cards (and kitty, in order); the rest is filled in id
    order, skipping the ranks in ``avoid`` (e.g. "2" so nobody gets unintended level cards) where possible."""
    pool = Counter(DOUBLE_DECK_108)
    fixed = {s: list(c(t)) for s, t in (hands or {}).items()}
    kit = list(c(kitty)) if kitty else []
    for cards in [*fixed.values(), kit]:
        pool.subtract(cards)
    assert min(pool.values()) >= 0, "a card appears more than twice"
    avoid_ids = {i for i in range(52) if "23456789TJQKA"[i % 13] in avoid} | ({52, 53} if "J" in avoid else set())
    rest = sorted(pool.elements(), key=lambda x: (x in avoid_ids, x))
    out = []
    for s in range(4):
        h = fixed.get(s, [])
        need = 25 - len(h)
        h, rest = h + rest[:need], rest[need:]
        out.append(tuple(h))
    kit = kit + rest[: 8 - len(kit)]
    return Deal(tuple(out), tuple(kit))


def start(deal: Deal, dealer: int = 0, deal_number: int = 1, levels=(0, 0), options=None):
    game = make_game(options or {})
    match = TractorMatch(dealer=dealer, hand_number=deal_number, levels=levels)
    return game, game.start_hand(match, deal)


def run(game, state, *actions: str):
    for a in actions:
        state, _ = game.apply(state, parse_action(a))
    return state
