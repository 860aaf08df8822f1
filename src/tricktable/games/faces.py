"""What the layers above the rules read of a family, by default: the contract of a family's ``faces`` module
(``games/<family>/faces.py``, read through ``games.family_part(game, "faces", default=this module)`` by
``ai.review``, ``ai.arena.metrics`` and the web page's server), and the reading every family without its own gets
(standard library only).

``REVIEW_FLAG_COST``: the least cost (points of the family's hand objective) at which the hand review flags a
decision. :func:`hand_outcome`: what a finished hand (not a redeal) means for each side and seat. :func:`display`:
what the page shows of a game (a :class:`Display`), so that the page holds no family branches and no copy of a rule
constant; :func:`display_json` is what the server sends. :func:`colour_permutations`: the permutations of the
colours the rules treat alike (training data may be shown permuted; none by default). ``BOT_PROTOCOLS``: the bot
wire protocols written for the family's rules (``"bhoos"``: Callbreak's; none by default).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, NotRequired, TypedDict

if TYPE_CHECKING:
    from ..engine import Game, HandResult

REVIEW_FLAG_COST = 5.0
#: the bot wire protocols (``interfaces/bots``) that speak this family's rules
BOT_PROTOCOLS: tuple[str, ...] = ()

#: the score panels the page draws: ``target`` each side's match score toward the match's target (the view's or
#: the options' ``target``, none when open-ended), ``calls`` a table of each seat's call, tricks taken and total
#: (with the round out of ``rounds``), ``levels`` each team's level, the attackers' points against ``threshold``
#: (a meter) and the ``note`` under them
PanelKind = Literal["target", "calls", "levels"]
#: the live badges at each seat: ``auction`` what it bid or passed, then the declarer's contract and the team's
#: points; ``calls`` its call, then the tricks it took; ``declaration`` the trump it declared, then which side it
#: defends or the attackers' points
SeatBadges = Literal["auction", "calls", "declaration"]
#: how the exchange's pile, face up at the hand's end, counts: ``team`` its points go to one team (the last
#: trick's, else the declarer's); ``multiplied`` they count a multiple of themselves for whoever took the last trick
#: when that is the attackers, else the defenders keep them
PileCount = Literal["team", "multiplied"]


@dataclass(frozen=True)
class ScorePanel:
    """The score panel's kind (:data:`PanelKind`) and its parameters, each the rules' own value (never copied into
    the page): ``threshold`` and ``note`` for ``levels``, ``rounds`` (None: open-ended) for ``calls``."""

    kind: PanelKind = "target"
    threshold: int | None = None
    note: str | None = None
    rounds: int | None = None


class PanelJson(TypedDict):
    """A :class:`ScorePanel` as the page reads it: its kind and the parameters it has."""

    kind: PanelKind
    threshold: NotRequired[int]
    note: NotRequired[str]
    rounds: NotRequired[int]


class PileJson(TypedDict):
    """A :class:`Pile` as the page reads it."""

    field: str
    label: str
    end: str
    title: str
    count: PileCount


class DisplayJson(TypedDict):
    """A :class:`Display` as the server sends it (``display`` in a snapshot, a variant, a game in progress, a replay,
    a game of the daily challenge)."""

    hand: str
    welcome: str
    words: dict[str, str]
    phases: dict[str, str]
    pile: PileJson | None
    show_bid: bool
    seats: SeatBadges
    panel: PanelJson


@dataclass(frozen=True)
class Pile:
    """The cards a seat takes up in the exchange: the view's ``field`` holding them (the page marks them in the
    seat's hand while it exchanges) and ``label``, the page message key titling each mark; at the hand's end the
    view's ``end`` holds them face up, shown under ``title`` with how they counted (:data:`PileCount`)."""

    field: str
    label: str
    end: str
    title: str
    count: PileCount


@dataclass(frozen=True)
class Display:
    """What the page shows of one game. Every text is a page message key as the page's ``t()`` takes it
    (``label.round`` is ``page-label-round`` in each language's catalog).

    ``hand``: what one deal is called (the info bar, the games in progress). ``welcome``: the lobby's line about
    the game. ``words``: the word of an action kind's messages where the family says it its own way
    (``{"bid": "call"}``: the page writes ``act.call``, ``did.call``, ``btn.call_selected``). ``phases``: a
    phase's name where it is not ``phase.<phase>``. ``pile``: the exchange's pile (:class:`Pile`), None when no
    pile is marked. ``show_bid``: the
    info bar shows the standing high bid. ``seats``: the seats' live badges. ``panel``: the score panel.
    """

    hand: str = "label.hand"
    welcome: str = "welcome.team"
    words: dict[str, str] = field(default_factory=dict)
    phases: dict[str, str] = field(default_factory=dict)
    pile: Pile | None = None
    show_bid: bool = True
    seats: SeatBadges = "auction"
    panel: ScorePanel = field(default_factory=ScorePanel)

    def to_json(self) -> DisplayJson:
        """The schema as the page reads it (the panel's unset parameters left out)."""
        p = self.panel
        panel = PanelJson(kind=p.kind)
        if p.threshold is not None:
            panel["threshold"] = p.threshold
        if p.note is not None:
            panel["note"] = p.note
        if p.rounds is not None:
            panel["rounds"] = p.rounds
        pile = None if self.pile is None else PileJson(field=self.pile.field, label=self.pile.label,
                                                       end=self.pile.end, title=self.pile.title,
                                                       count=self.pile.count)
        return {"hand": self.hand, "welcome": self.welcome, "words": dict(self.words), "phases": dict(self.phases),
                "pile": pile, "show_bid": self.show_bid, "seats": self.seats, "panel": panel}


def display(game: Game[Any, Any, Any]) -> Display:
    """By default: a hand is a hand, actions say their own kind, no exchange pile is marked, the auction's badges
    and each side's score toward the target; the welcome line by whether the game is played in teams."""
    return Display(welcome="welcome.team" if game.scoring_unit == "team" else "welcome.solo")


def display_json(game: Game[Any, Any, Any]) -> DisplayJson:
    """What the page shows of ``game`` (its family's :func:`display`, else this module's), as JSON."""
    from . import faces as default
    from . import family_part

    shown: Display = family_part(game, "faces", default).display(game)
    return shown.to_json()


def hand_outcome(result: HandResult, levels_before: Any = None) -> tuple[list[float], list[bool | None]]:
    """Each side's score this hand, read from the result's JSON (``score``: one per seat when scoring per seat, else
    one per team, seats 0 and 2 then seats 1 and 3), and per seat whether its contract was made, None when it had
    none: per seat its call (scored above zero) when the hand had ``calls``; by team the declarer's bid
    (``declarer``, ``made``), one record per contract, not per partner. Rook's and Callbreak's results read so."""
    data = result.to_json()
    score = [float(x) for x in data["score"]]
    if len(score) == 4:
        calls = data.get("calls")
        return score, [(score[s] > 0) if calls else None for s in range(4)]
    declarer = data.get("declarer")
    return score, [bool(data.get("made")) if declarer == s else None for s in range(4)]


def colour_permutations(cards: Sequence[int]) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """For each permutation of the colours the family's rules treat alike, ``(card_src, colour_src)``: position
    ``i`` of the permuted ``cards`` holds ``cards[card_src[i]]`` and named colour ``c`` (e.g. trump) becomes
    ``colour_src[c]``'s old slot. By default none (a trump suit fixed by the rules, e.g., breaks the symmetry)."""
    return []
