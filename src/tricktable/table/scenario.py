"""Scenario replay: a public JSON format for checking rules, reporting bugs as files and sharing puzzles.

Input (one hand)::

    {"variant": "rook/crowsnest", "options": {}, "dealer": 3,
     "hands": ["R5 R14 ...", "...", "...", "..."], "nest": "...", "actions": ["bid 70", "pass", ...]}

``hands[i]`` is seat i's hand; ``nest`` (or ``kitty``, or ``extra``) the extra cards in dealt order; the actions are
applied in order, each by the seat to act. Families may read further keys (Tractor: ``levels``, ``deal_number``).

Output (:func:`replay_scenario`): ``steps`` (seat, action, events), ``phase``, ``to_act`` (null when the hand is
over), ``legal`` (canonical text of the legal actions of ``to_act``; more than 500 → ``legal_count`` instead),
``result`` when the hand is over, or ``error`` ``{"step", "action", "message"}`` for an illegal or malformed action.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import CardParseError, parse_cards
from ..engine import Deal, RuleError, get_game
from ..engine.match import AnyGame
from ..i18n import localizer
from ..messages import Message, MessageError

MAX_LEGAL_LISTED = 500
EXTRA_KEYS = ("nest", "kitty", "extra")


class ScenarioError(MessageError):
    """The scenario file itself is unusable (missing keys, unknown variant, cards that do not form a deal).
    ``ScenarioError("scenario-…", reason=Message(...))``, as every message-carrying error."""


def _because(e: MessageError) -> Message:
    return Message(e.msg_id, e.params)


def scenario_of(doc: Any) -> Any:
    """The scenario of a file: the file itself, or the ``scenario`` of a golden-deal file
    ``{"scenario": {...}, "expected": {...}}``."""
    if isinstance(doc, Mapping) and isinstance(doc.get("scenario"), Mapping):
        return doc["scenario"]
    return doc


def load_game(scenario: Mapping[str, Any]) -> AnyGame:
    if not isinstance(scenario, Mapping):
        raise ScenarioError("scenario-not-object")
    options = scenario.get("options") or {}
    if not isinstance(options, Mapping):
        raise ScenarioError("scenario-options")
    try:
        return get_game(str(scenario.get("variant", "rook/crowsnest")), options)
    except RuleError as e:
        raise ScenarioError("scenario-game", reason=_because(e)) from None


def scenario_deal(scenario: Mapping[str, Any]) -> Deal:
    hands = scenario.get("hands")
    if not isinstance(hands, list) or len(hands) != 4:
        raise ScenarioError("scenario-hands")
    extra_text = next((scenario[k] for k in EXTRA_KEYS if k in scenario), "")
    try:
        return Deal(tuple(_cards(h) for h in hands), _cards(extra_text))
    except CardParseError as e:
        raise ScenarioError("scenario-bad-card", reason=_because(e)) from None


def _cards(value: Any) -> tuple[int, ...]:
    if isinstance(value, list):
        return parse_cards([str(v) for v in value])
    return parse_cards(str(value or ""))


def replay_scenario(scenario: Mapping[str, Any], lang: str = "en") -> dict[str, Any]:
    """Replay a scenario and describe the outcome as a JSON-able dict (see the module docstring); the error
    message and the events' ``text`` are in ``lang``, the keys are the same in every language.

    A golden-deal file ``{"scenario": {...}, "expected": {...}}`` is read as its ``scenario``."""
    loc = localizer(lang)
    scenario = scenario_of(scenario)
    game = load_game(scenario)
    deal = scenario_deal(scenario)
    actions = scenario.get("actions", [])
    if not isinstance(actions, list):
        raise ScenarioError("scenario-actions")
    try:
        match = game.match_from_scenario(scenario)
        state = game.start_hand(match, deal)
    except RuleError as e:
        raise ScenarioError("scenario-deal", variant=game.key, reason=_because(e)) from None
    out: dict[str, Any] = {"variant": game.key, "steps": []}
    for i, text in enumerate(actions):
        seat = game.to_act(state)
        try:
            action = game.parse_action(str(text))
            state, events = game.apply(state, action, seat)
        except RuleError as e:
            out["error"] = {"step": i, "action": str(text), "message": loc.error(e)}
            break
        out["steps"].append(
            {
                "seat": seat,
                "action": game.format_action(action),
                # the replay sees every hand, so it keeps the private copy of an event (the discarded cards)
                # and drops the public copy made for the other seats ("discards 5 cards"), which said it twice
                "events": [{**game.event_json(ev), "text": loc.event(game, ev)} for ev in events
                           if ev.hidden_from < 0],
            }
        )
    to_act = game.to_act(state)
    out["phase"] = game.phase(state)
    out["to_act"] = to_act
    if to_act is not None:
        count = game.legal_count(state)
        if count > MAX_LEGAL_LISTED:
            out["legal_count"] = count
        else:
            out["legal"] = [game.format_action(a) for a in game.legal_actions(state)]
    else:
        out["result"] = game.hand_result(state).to_json()
    return out
