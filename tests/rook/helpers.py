"""Small builders so a Rook test states one rule in a few lines."""

from __future__ import annotations

import json
import random
from pathlib import Path

from tricktable.cards import COLOURS, parse_card, parse_cards
from tricktable.engine import Deal, get_game, parse_action
from tricktable.games.rook.state import PASSED, PLAY, Context, RookState
from tricktable.games.rook.tables import mask_of_ids

GOLDEN = Path(__file__).parent / "golden"


def game(variant: str = "crowsnest", **options):
    """The Rook game ``rook/<variant>`` with house-rule options."""
    return get_game(f"rook/{variant}", options)


def cards(text: str) -> tuple[int, ...]:
    return parse_cards(text)


def card(text: str) -> int:
    return parse_card(text)


def seeded_deal(g, seed: int = 0, dealer: int = 0) -> Deal:
    order = list(g.deck())
    random.Random(seed).shuffle(order)
    return g.deal_from_order(order, dealer)


def start(g, seed: int = 0, dealer: int = 0, scores=(0, 0)):
    """A fresh hand from a seeded deal."""
    match = g.match_from_scenario({"dealer": dealer, "scores": list(scores)})
    return g.start_hand(match, seeded_deal(g, seed, dealer))


def act(g, state, *texts: str):
    """Apply actions (validated, each by the seat to act); return the final state and all events."""
    events = []
    for text in texts:
        state, evs = g.apply(state, parse_action(text), g.to_act(state))
        events.extend(evs)
    return state, events


def mid_play(g, hands: list[str], trump: str, leader: int = 0, trick: str = "", declarer: int = 0, bid: int = 70,
             dealer: int = 3, tricks=(0, 0), points=(0, 0)) -> RookState:
    """A state in the play phase: ``hands`` are what each seat holds now, ``trick`` the cards already played to the
    current trick starting with ``leader`` (those cards are no longer in the hands). ``tricks`` and ``points`` are
    what each team has taken before (for a last trick, tricks must sum to the hand size minus one)."""
    played = cards(trick)
    trick_ixs = tuple(c - 64 for c in played)
    # the state keeps the hands as they were before this trick and the played cards separately
    dealt = [mask_of_ids(cards(h)) for h in hands]
    for i, c in enumerate(played):
        dealt[(leader + i) % 4] |= 1 << (c - 64)
    played_mask = mask_of_ids(played)
    ctx = Context(dealer, tuple(dealt), 0, (bid, PASSED, PASSED, PASSED), bid, declarer, COLOURS.index(trump), (0, 0))
    return RookState(PLAY, (leader + len(played)) % 4, played_mask, trick_ixs, leader, (*points, *tricks), None, None,
                     ctx)


def legal(g, state) -> list[str]:
    return [g.format_action(a) for a in g.legal_actions(state)]


def replay(scenario: dict):
    """Replay a scenario with the engine calls the CLI uses: start_hand + apply. Returns (game, state, events)."""
    g = get_game(scenario["variant"], scenario.get("options") or {})
    deal = Deal(tuple(cards(h) for h in scenario["hands"]), cards(scenario.get("nest", "")))
    state = g.start_hand(g.match_from_scenario(scenario), deal)
    state, events = act(g, state, *scenario["actions"])
    return g, state, events


def golden_files() -> list[Path]:
    return sorted(GOLDEN.glob("*.json"))


def load(path: Path) -> dict:
    return json.loads(path.read_text())
