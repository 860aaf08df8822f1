"""The contract every variant implements: the pure rules of a hand and of a match.

A :class:`Game` is one variant with its options (a frozen config). It never draws random numbers, reads the clock,
prints or touches files. States are immutable values: ``apply`` returns a new state and leaves the old one intact,
so a failed action changes nothing.

Life of a match, as driven by ``tricktable.table``::

    match = game.new_match(first_dealer)
    while not game.match_over(match):
        state = game.start_hand(match, deal)          # deal = the chance step, owned by the caller
        while not game.is_over(state):
            seat = game.to_act(state)
            state, events = game.apply(state, action, seat)
        match = game.finish_hand(match, state)

A finished hand's ``hand_result(state)`` is the family's typed result (``Game[S, V, R]``: ``R``, with ``to_json()``;
see :mod:`.results`). A redeal (all pass in Rook, a weak hand in Callbreak) ends the hand with the result
:data:`~.results.REDEAL`; ``finish_hand`` then keeps the dealer and the hand number.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import Field, dataclass
from typing import Any, ClassVar, Generic, Protocol, TypeAlias, TypeVar

from ..cards import notation
from ..messages import Block, Cards, Message, Seat, page_markdown, render
from .actions import ACTION_KINDS, CLAIM, Action, Event, format_action, parse_action
from .claims import Claim, ClaimPosition, claim_events, claimed_view, find_order, play_out, proven
from .dealing import Deal, split_deal
from .errors import IllegalAction, NotYourTurn
from .results import HandResult, Redeal


class View(Protocol):
    """What every family's view of a hand is (:meth:`Game.view`): a frozen dataclass with at least these fields,
    readable back from its JSON by :meth:`Game.view_from_json`."""

    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]

    @property
    def seat(self) -> int | None:
        """The seat whose view this is (None: a spectator)."""

    @property
    def phase(self) -> str: ...

    @property
    def dealer(self) -> int: ...

    @property
    def hand_counts(self) -> tuple[int, ...]:
        """How many cards each seat holds."""

    @property
    def trick(self) -> tuple[tuple[int, int | tuple[int, ...]], ...]:
        """The trick on the table as ``(seat, card)`` pairs in play order (``(seat, cards)`` where a play is
        several cards)."""

    @property
    def leader(self) -> int | None:
        """The seat leading the trick on the table (None where the view names none)."""

    @property
    def to_act(self) -> int | None: ...

    @property
    def hand(self) -> tuple[int, ...]:
        """The seat's cards (ids; empty for a spectator)."""

    @property
    def history(self) -> tuple[tuple[int, Action], ...]:
        """The public actions so far as ``(seat, Action)`` pairs (another seat's hidden parts removed)."""

    def to_json(self, tricks: bool = True, history: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        """The view as JSON (``tricks=False``: without the finished tricks, which the history holds too;
        ``history``: the history's JSON when the caller has it already)."""


#: a family's hand state (an immutable value)
S = TypeVar("S")
#: a family's view of a hand
V = TypeVar("V", bound=View)
#: a family's hand result (``RookResult | Redeal``, …)
R = TypeVar("R", bound=HandResult)
#: one entry of a match's score line: points (Rook), an exact decimal (Callbreak's ``4.1``) or a level ("K", Tractor)
Score: TypeAlias = int | float | str


@dataclass(frozen=True, slots=True)
class MatchState:
    """What carries over between hands. Families subclass it to add their own fields (e.g. Tractor levels).

    ``scores`` has one entry per team (partnership games) or per seat (Callbreak), as JSON values. ``hands`` keeps
    each finished hand's result (as returned by ``hand_result``; ``to_json()`` for the page's score sheet).
    """

    dealer: int
    hand_number: int = 1
    scores: tuple[Score, ...] = (0, 0)
    hands: tuple[HandResult, ...] = ()
    winner: int | None = None  # team (or seat in individual games) once the match is over


class Game(ABC, Generic[S, V, R]):
    """One registered variant with its options. Subclasses are per family (``Game[S, V, R]``: ``S`` the family's
    hand state, ``V`` its view, ``R`` its hand result); presets are configs."""

    key: ClassVar[str] = ""  # set per instance by the registry, e.g. "rook/crowsnest"
    family: ClassVar[str] = ""  # "rook", "callbreak", "shengji"
    #: "team" (scores per team, seats s and s+2 together) or "individual" (scores per seat)
    scoring_unit: ClassVar[str] = "team"
    #: the physical direction of play ("cw" clockwise, "ccw" counter-clockwise); seats are in play order either way
    direction: str = "cw"  # a variant may set its own (an instance attribute: Callbreak's is an option)
    num_seats: ClassVar[int] = 4
    #: the kinds of action this family has (what its players may type; errors list only these)
    action_kinds: tuple[str, ...] = ACTION_KINDS
    #: the catalog's word for an action kind where the family says it its own way (Callbreak calls: verb-call)
    verb_ids: ClassVar[dict[str, str]] = {}
    #: a card of the family's deck for the examples in messages ("play R14", "play AS")
    example_card: ClassVar[int] = notation.rook("R", 14)

    def __init__(self, key: str, config: Any) -> None:
        self.key = key  # type: ignore[misc]
        self.config = config

    # ------------------------------------------------------------ description
    @property
    def description(self) -> str:
        """One line for ``tricktable variants``."""
        return self.key

    def rules_page(self) -> list[Block]:
        """The variant's rules page as blocks of message references, built from its config so a house option
        changes the text in every language (``tricktable.i18n`` writes it; :meth:`rules_text` is the English)."""
        raise NotImplementedError

    def rules_text(self) -> str:
        """The variant's rules page in English Markdown."""
        return page_markdown(self.rules_page(), str)

    def options(self) -> dict[str, Any]:
        """The config as JSON-able options (what ``--option`` / the web settings may set)."""
        from dataclasses import asdict

        return asdict(self.config)

    def option_choices(self) -> dict[str, list[Any]]:
        """Options limited to a few values (name -> the allowed values), for drop-downs; the rest are free."""
        return {name: list(values) for name, values in getattr(type(self.config), "CHOICES", {}).items()}

    def option_specs(self) -> dict[str, dict[str, Any]]:
        """What kind of value each option takes, from the config's field types, ``CHOICES`` and ``LIMITS``
        (``name -> (min, max, step)``: the declaration ``engine.options.check_options`` validates against), so a
        settings page offers the right control: ``bool``, ``int`` (with its
        range), ``text``, ``choice`` (one of ``choices``), ``numbers`` (a set of card numbers in the range) or
        ``pairs`` (card number -> points, the points in the range); ``nullable`` when None is allowed;
        ``requires``: the yes/no option without which this one means nothing (the config's ``REQUIRES``)."""
        from dataclasses import fields

        choices = self.option_choices()
        limits = getattr(type(self.config), "LIMITS", {})
        requires = getattr(type(self.config), "REQUIRES", {})
        out: dict[str, dict[str, Any]] = {}
        for f in fields(self.config):
            kind = str(f.type).replace(" ", "")
            spec: dict[str, Any] = {"nullable": "None" in kind}
            kind = kind.replace("|None", "")
            if f.name in choices:
                spec.update(kind="choice", choices=choices[f.name])
            elif kind == "bool":
                spec["kind"] = "bool"
            elif kind == "str":
                spec["kind"] = "text"
            else:
                spec["kind"] = {"int": "int", "tuple[int,...]": "numbers", "tuple[tuple[int,int],...]": "pairs"}.get(
                    kind, "text")
                if f.name in limits:
                    low, high, step = limits[f.name]
                    spec.update(min=low, max=high, step=step)
            if f.name in requires:
                spec["requires"] = requires[f.name]
            out[f.name] = spec
        return out

    # ------------------------------------------------------------ deck and deal
    @abstractmethod
    def deck(self) -> tuple[int, ...]:
        """All cards of the variant, sorted (a double deck lists each identity twice)."""

    @property
    @abstractmethod
    def hand_size(self) -> int: ...

    @property
    def extra_size(self) -> int:
        """Size of the nest / kitty (0 if none)."""
        return 0

    def deal_from_order(self, order: Sequence[int], dealer: int) -> Deal:
        """Split a shuffled deck into the four hands and the nest/kitty, dealing from the dealer's next seat."""
        return split_deal(order, self.hand_size, self.extra_size, (dealer + 1) % 4)

    # ------------------------------------------------------------ match
    @abstractmethod
    def new_match(self, first_dealer: int) -> MatchState:
        """A fresh match whose first hand is dealt by ``first_dealer``."""

    @abstractmethod
    def start_hand(self, match: MatchState, deal: Deal) -> S:
        """The state at the start of a hand with the given dealt cards (validated: every card once, right sizes)."""

    @abstractmethod
    def finish_hand(self, match: MatchState, state: S) -> MatchState:
        """The match after a finished hand: scores, next dealer, hand number, winner if the match is over."""

    def match_over(self, match: MatchState) -> bool:
        """True once the match has a winner (open-ended matches never end by themselves)."""
        return match.winner is not None

    @property
    def open_ended(self) -> bool:
        """True when the match has no fixed end and the players decide after each hand whether to go on."""
        return False

    def stop_match(self, match: MatchState) -> MatchState:
        """End a match now (an open-ended match when the players stop): the side with the highest score wins."""
        if match.winner is not None:
            return match
        from dataclasses import replace

        best = max(range(len(match.scores)), key=lambda i: match.scores[i])
        return replace(match, winner=best)

    def match_from_scenario(self, scenario: Mapping[str, Any]) -> MatchState:
        """The match context a scenario file describes (``dealer``; families add e.g. ``levels``)."""
        return self.new_match(int(scenario.get("dealer", 0)))

    def scenario_fields(self, match: MatchState) -> dict[str, Any]:
        """The scenario keys that describe ``match`` (the inverse of ``match_from_scenario``)."""
        return {"dealer": match.dealer}

    # ------------------------------------------------------------ a hand
    @abstractmethod
    def phase(self, state: S) -> str:
        """``"bid"``, ``"exchange"``, ``"trump"``, ``"declare"``, ``"play"`` or ``"over"``."""

    @abstractmethod
    def to_act(self, state: S) -> int | None:
        """The seat to act, or None when the hand is over."""

    def is_over(self, state: S) -> bool:
        return self.to_act(state) is None

    @abstractmethod
    def legal_actions(self, state: S) -> list[Action]:
        """Every legal action of the seat to act, sorted. Tractor may return a very long list: use
        ``candidate_actions`` for AI and UI, and ``check`` to validate."""

    def legal_count(self, state: S) -> int:
        return len(self.legal_actions(state))

    def card_choice(self, state: S) -> tuple[str, int] | None:
        """``(kind, n)`` when every legal action of the seat to act is of ``kind`` and takes exactly ``n`` of its
        cards, any such choice the rules allow being checked by ``check`` (a Rook declarer laying away the nest):
        a page lets the person pick the cards instead of listing thousands of choices. None otherwise, and by
        default."""
        return None

    def candidate_actions(self, state: S) -> list[Action]:
        """A compact list of sensible legal actions for AI and UI (all legal actions unless that explodes)."""
        return self.legal_actions(state)

    def random_action(self, state: S, rng: random.Random) -> Action:
        """A uniformly random legal action drawn with the caller's ``random.Random`` (benchmarks, random players).
        Families override it where enumerating every legal action is costly (e.g. choosing 5 discards of 14)."""
        legal = self.legal_actions(state)
        return legal[rng.randrange(len(legal))]

    def discard_choices(self, hand: Sequence[int], selection: Sequence[int]) -> list[int]:
        """The cards of ``hand`` (ids; a double deck repeats them) that may join ``selection`` in a discard chosen
        card by card (the RL layer's masks): by default every card not yet selected. Families with a rule on what
        may be laid away (Rook's ``no_counters_in_nest``) narrow it."""
        from collections import Counter

        left = Counter(hand)
        left.subtract(selection)
        return sorted(c for c, k in left.items() if k > 0)

    def fallback_action(self, legal: Sequence[Action]) -> Action:
        """The move a seat gets when its player fails to answer (a bot that times out, crashes or answers an
        illegal move): a pass where ``legal`` has one, else the first of ``legal`` in sorted order (the lowest
        bid, the lowest card id). Families may pick a plainer move (Callbreak: the lowest-ranked card)."""
        if not legal:
            raise ValueError("no legal action to fall back on")
        for action in legal:
            if action.kind == "pass":
                return action
        return min(legal)

    def random_playout(self, state: S, rng: random.Random) -> S:
        """Play the hand to its end with uniformly random legal actions; the final state.

        This generic loop is the reference. Families may override it with a fused fast loop (the benchmark and the
        AI's rollouts use it) provided it draws from ``rng`` exactly as this loop does, so that both reach the
        same final state from the same seed (the conformance suite checks it)."""
        to_act, advance, random_action = self.to_act, self.advance, self.random_action
        while to_act(state) is not None:
            state = advance(state, random_action(state, rng))
        return state

    @abstractmethod
    def check(self, state: S, action: Action) -> None:
        """Raise :class:`IllegalAction` (with the reason in a player's words) unless ``action`` is legal now."""

    @abstractmethod
    def advance(self, state: S, action: Action) -> S:
        """The next state, *without* validation and without events: the fast path for simulations."""

    @abstractmethod
    def events(self, before: S, action: Action, after: S) -> list[Event]:
        """The events caused by ``action`` taking ``before`` to ``after``."""

    def apply(self, state: S, action: Action, seat: int | None = None) -> tuple[S, list[Event]]:
        """Validate and apply ``action`` (by ``seat`` if given), returning the new state and its events.

        Raises :class:`NotYourTurn` or :class:`IllegalAction`; ``state`` is never changed.
        """
        to_act = self.to_act(state)
        if to_act is None:
            raise NotYourTurn("hand-over")
        if seat is not None and seat != to_act:
            raise NotYourTurn("turn-not-yours", to_act=Seat(to_act), seat=Seat(seat))
        self.check(state, action)
        after = self.advance(state, action)
        return after, self.events(state, action, after)

    # ------------------------------------------------------------ claiming the rest (see engine.claims)
    def claim_position(self, state: S) -> ClaimPosition | None:
        """What the seat to act knows, when it is leading a trick in the play phase (it may claim then); None
        otherwise, and in families without claims."""
        return None

    def claim_of(self, state: S) -> Claim[S] | None:
        """The claim that ended the hand ``state``, if one did."""
        return None

    def mark_claim(self, state: S, claim: Claim[S]) -> S:
        """The final state ``state`` (played out under ``claim``) with the claim kept in it."""
        raise NotImplementedError(f"{self.key} has no claims")

    def claim_follow(self, state: S) -> Action:
        """What a seat other than the claimant plays while a claim is played out (any legal card would do: the
        claimant takes every trick and every card)."""
        return self.fallback_action(self.legal_actions(state))

    def claim_action(self, state: S) -> Action | None:
        """The claim the seat to act may make now (its cards in a lead order that provably takes every remaining
        trick), or None when it may not claim. Offered from two tricks left (the last trick is simply played)."""
        pos = self.claim_position(state)
        order = None if pos is None or len(pos.hand) < 2 else find_order(pos, lambda c: c)
        return None if order is None else Action(CLAIM, 0, order)

    def check_claim(self, state: S, action: Action) -> None:
        """Raise :class:`IllegalAction` unless the claim ``action`` is legal now (see :mod:`.claims`)."""
        pos = self.claim_position(state)
        if pos is None or not pos.hand:
            raise IllegalAction("claim-not-now")
        if sorted(action.cards) != sorted(pos.hand):
            raise IllegalAction("claim-whole-hand")
        if not proven(pos, action.cards):
            raise IllegalAction("claim-not-proven")

    def _claimer(self, state: S) -> int:
        """The seat making a claim in ``state`` (the seat to act; nobody may claim when nobody is to act)."""
        seat = self.to_act(state)
        if seat is None:
            raise IllegalAction("claim-not-now")
        return seat

    def _claim_play_out(self, state: S, action: Action) -> tuple[S, S, Action]:
        return play_out(self.advance, self.claim_follow, self.to_act, state, self._claimer(state), action.cards)

    def advance_claim(self, state: S, action: Action) -> S:
        """The final state after the claim ``action`` (unchecked): the hand played out, the claim kept."""
        final, _, _ = self._claim_play_out(state, action)
        return self.mark_claim(final, Claim(self._claimer(state), tuple(action.cards), state))

    def claim_events(self, before: S, action: Action) -> list[Event]:
        """The events of the claim ``action`` made in ``before``."""
        final, last, step = self._claim_play_out(before, action)
        return claim_events(self._claimer(before), tuple(action.cards), self.events(last, step, final))

    def claimed_view(self, view_of: Callable[[S, int | None], V], state: S, seat: int | None) -> V:
        """``seat``'s view of ``state`` through ``view_of(state, seat)``, hiding what others played after a claim."""
        claim = self.claim_of(state)
        if claim is None:
            return view_of(state, seat)
        return claimed_view(view_of(state, seat), view_of(claim.before, seat), claim)

    @abstractmethod
    def hand_result(self, state: S) -> R:
        """The result of the finished hand ``state`` (raises ``ValueError`` before its end): an immutable typed value
        whose ``to_json()`` is what a record, an event, a scenario replay and the page keep."""

    @abstractmethod
    def result_from_json(self, data: Mapping[str, Any]) -> R:
        """The result whose ``to_json()`` is ``data`` (a stored record's, an event's), equal to the one
        :meth:`hand_result` gave. Raises ``KeyError``/``ValueError``/``TypeError`` on JSON that is not a result."""

    def explain_result(self, result: R) -> list[Message]:
        """The scoring of a finished hand in words, from its :meth:`hand_result`: who bid or called what, what
        they took, and why that scores what it scores (one message per line; none if the family says nothing)."""
        return [Message("explain-redeal", {})] if isinstance(result, Redeal) else []

    @abstractmethod
    def view(self, state: S, seat: int | None) -> V:
        """What ``seat`` may see: its own hand, public history and table; never another seat's hidden cards.
        ``seat`` None is a spectator: the public table only (no hand, no nest or kitty, nothing buried).

        The returned object has ``to_json(tricks=True)`` (``tricks=False``: without the list of finished tricks,
        which the history holds too) and at least the attributes ``seat``, ``phase``, ``to_act``,
        ``hand`` (card ids), and ``history`` (the public actions so far as ``(seat, Action)`` pairs, hidden
        parts such as another seat's discards removed).
        """

    def view_from_json(self, data: dict[str, Any]) -> V:
        """The view object whose ``to_json()`` is ``data`` (what a bot receives over the bot protocol), so that a
        player built for view objects can play from JSON. Raises ``ValueError`` on a malformed view."""
        raise NotImplementedError(f"{self.key} cannot read views back from JSON")

    # ------------------------------------------------------------ text
    def parse_action(self, text: str) -> Action:
        """Read an action's text (raises :class:`MalformedAction`, naming only this family's actions); the bird
        may be written by its name here."""
        return parse_action(self._bird_as_rook(text), self.action_kinds, self.example_card)

    def parse_cards(self, text: str) -> tuple[int, ...]:
        """Read cards written as :meth:`format_cards` writes them (raises ``CardParseError``)."""
        return notation.parse_cards(self._bird_as_rook(text)) if text else ()

    def _bird_as_rook(self, text: str) -> str:
        name = self.bird_name
        if name.upper() in notation.BIRD_WORDS:
            return text
        return " ".join("Rook" if w.upper() == name.upper() else w for w in text.replace(",", " ").split())

    def format_action(self, action: Action) -> str:
        return format_action(action, bird_name=self.bird_name)

    def format_card(self, card: int) -> str:
        return notation.format_card(card, bird_name=self.bird_name)

    def format_cards(self, cards: Sequence[int]) -> str:
        return notation.format_cards(cards, bird_name=self.bird_name)

    @property
    def bird_name(self) -> str:
        """How the bird card is shown ("Crow" in CrowsNest, "Rook" elsewhere)."""
        return "Rook"

    def describe(self, event: Event) -> str:
        """One line of English for an event, for logs and the Python API (other languages: ``tricktable.i18n``)."""
        return render(*self.event_message(event))

    def event_message(self, event: Event) -> Message:
        """What an event says, as a message id and parameters: ``event-<kind>`` with ``seat``, ``cards``,
        ``value`` and the event's ``data``. Families override it for kinds that read differently."""
        return Message(f"event-{event.kind.replace('_', '-')}", self.event_params(event))

    def event_params(self, event: Event) -> dict[str, Any]:
        """The generic parameters of an event's message (``seat``, ``cards``, ``value``, the data's items)."""
        params: dict[str, Any] = dict(event.data) if isinstance(event.data, Mapping) else {}
        params.update(kind=event.kind, seat=Seat(event.seat), cards=Cards(event.cards, self.bird_name),
                      n=len(event.cards), value=event.value)
        return params

    def hand_groups(self, state_or_view: Any, cards: Sequence[int]) -> list[tuple[str, list[int]]]:
        """The cards grouped and ordered for display (e.g. by colour, trumps together in strength order)."""
        return [("", sorted(cards))]

    def event_json(self, event: Event) -> dict[str, Any]:
        out = event.to_json(bird_name=self.bird_name)
        out["text"] = self.describe(event)
        return out
