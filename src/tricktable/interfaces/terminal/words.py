"""What the terminal game writes and reads, in the player's language: seat names from where you sit, actions in
the words you type (``licit 85``, ``lap 10S``), and the reading of what you type back."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...cards import COLOUR_NAMES, COLOURS, SUIT_NAMES, SUITS, CardParseError
from ...engine import Action
from ...engine.match import AnyGame
from ...i18n import localizer
from ...i18n.localizer import short_card
from ...i18n.names import level_name, variant_name
from ...messages import Seat

CARD_KINDS = ("play", "discard", "declare")


class Words:
    """The terminal's words for ``game`` in ``lang``, for the person at seat ``viewer``."""

    def __init__(self, game: AnyGame, lang: str = "en", viewer: int = 0) -> None:
        self.game, self.lang, self.viewer = game, lang, viewer
        self.loc = localizer(lang)
        self.seats = self.loc.seats_for(game, viewer)
        self._verb_ids = {k: game.verb_ids.get(k, f"verb-{k}") for k in game.action_kinds}
        self._verbs = {self.loc(v).lower(): k for k, v in self._verb_ids.items()}

    def __call__(self, msg_id: str, /, **params: Any) -> str:
        return self.loc.format(msg_id, params, seats=self.seats)

    # ------------------------------------------------------------ names
    def seat(self, seat: int) -> str:
        return self("term-seat", seat=Seat(seat))

    def seat_in_list(self, seat: int) -> str:
        """A seat named inside a sentence ("ο Δεξιός", "cel din dreapta"), not at its start."""
        return self("term-seat-in-list", seat=Seat(seat))

    def variant(self) -> str:
        """The game's name in words ("Verseny-Rook"), not its key."""
        return variant_name(self.loc, self.game.key)

    def level(self, kind: str) -> str:
        """An AI level in words ("könnyű"); a kind with an argument (``policy:PATH``) as given."""
        return level_name(self.loc, kind)

    def side(self, index: int) -> str:
        """A team (We / They) in partnership games, else a seat."""
        if self.game.scoring_unit == "team":
            return self("team-we" if index == (self.viewer & 1) else "team-they")
        return self.seat(index)

    def error(self, e: Exception) -> str:
        return self.loc.error(e, seats=self.seats) if hasattr(e, "msg_id") else str(e)

    def event(self, event: Any) -> str:
        return self.loc.event(self.game, event, seats=self.seats)

    def cards(self, ids: Sequence[int]) -> str:
        return " ".join(short_card(c, self.game.bird_name) for c in ids)

    # ------------------------------------------------------------ actions, both ways
    def verb(self, kind: str) -> str:
        return self.loc(self._verb_ids.get(kind, f"verb-{kind}"))

    def action(self, action: Action) -> str:
        """An action as you would type it here: the verb in your language, ten written 10."""
        verb = self.loc(self._verb_ids.get(action.kind, f"verb-{action.kind}"))
        if action.kind == "bid":
            return f"{verb} {action.value}"
        if action.kind == "trump":
            return f"{verb} {COLOURS[action.value]}"
        return f"{verb} {self.cards(action.cards)}".rstrip()

    def read(self, text: str, legal: Sequence[Action]) -> Action:
        """Read what the person typed: a verb in English or in this language, a number alone (a bid or call), or
        cards alone (played, or laid aside / declared when that is what the phase asks). Raises MalformedAction."""
        words = text.replace(",", " ").split()
        if not words:
            return self.game.parse_action(text)
        kinds = {a.kind for a in legal}
        first = words[0].lower()
        if first in self._verbs:
            words[0] = self._verbs[first]
        elif first.isdigit() and "bid" in kinds:
            words.insert(0, "bid")
        elif first not in self.game.action_kinds and first != "call":
            card_kind = next((k for k in CARD_KINDS if k in kinds), None)
            if card_kind is not None:
                try:
                    self.game.parse_cards(" ".join(words))
                except CardParseError:
                    pass
                else:
                    words.insert(0, card_kind)
        return self.game.parse_action(" ".join(words))

    def examples(self, legal: Sequence[Action]) -> str:
        """A few of the legal actions, one of each kind, as you would type them ('bid 85', 'pass')."""
        seen: dict[str, Action] = {}
        for a in legal:
            seen.setdefault(a.kind, a)
        return ", ".join(f"'{self.action(a)}'" for a in seen.values())

    # ------------------------------------------------------------ hand groups
    def group_label(self, label: str) -> str:
        """A display group of the rules ("trump red", "green", "spades", "♠ spades", "trumps", "special")."""
        symbol = ""
        if label[:1] in "♠♥♦♣" and " " in label:
            symbol, label = label.split(" ", 1)
            symbol += " "
        if label.startswith("trump ") and label[6:] in COLOUR_NAMES:
            return self("term-group-trump", suit=COLOURS[COLOUR_NAMES.index(label[6:])])
        if label in COLOUR_NAMES:
            return self(f"suit-{COLOURS[COLOUR_NAMES.index(label)]}")
        if label in SUIT_NAMES:
            return symbol + self(f"suit-{SUITS[SUIT_NAMES.index(label)]}")
        if label == "trumps":
            return self("suit-trump")
        if label == "special":
            return self("term-group-special")
        return label


