"""``webtest/claim``: Callbreak (master rules) dealt one fixed deal, so a browser test reaches a claim in a few
clicks: seat 0 holds the nine top spades, A K Q of hearts and the ace of clubs; whatever the others do, the first
trick it leads may claim the rest (engine.claims). Served by ``serve_claim.py`` only, never beside the real variants
the other browser tests list."""

from __future__ import annotations

from collections.abc import Sequence

from tricktable.cards import parse_cards
from tricktable.engine import get_game, registry
from tricktable.engine.dealing import Deal
from tricktable.games.callbreak.rules import CallbreakGame

SEAT0 = "AS KS QS JS TS 9S 8S 7S 6S AH KH QH AC"
OTHERS = ("5S JH 9H 6H 3H KC 9C 5C 2C QD 8D 4D 2D",
          "4S TH 8H 5H 2H QC 8C 4C AD JD 7D 3D TC",
          "3S 2S 7H 4H JC 7C 6C 3C KD TD 9D 6D 5D")


class FixedDealCallbreak(CallbreakGame):
    """Callbreak/master whose every deal is the one above (seat 0's cards first)."""

    def deal_from_order(self, order: Sequence[int], dealer: int) -> Deal:
        return Deal(tuple(parse_cards(h) for h in (SEAT0, *OTHERS)), ())


def register() -> None:
    if "webtest/claim" not in registry._REGISTRY:
        registry.variants()
        config = get_game("callbreak/master").config
        registry.register("webtest/claim", "Callbreak, one fixed deal (claim tests)",
                          lambda opts: FixedDealCallbreak("webtest/claim", config))
