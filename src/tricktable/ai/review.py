"""The hand review: each of a player's card decisions with the AI's estimate of every alternative, the costliest
flagged ("Trick 4: G14 cost about 9 points on average; G5 was best").

Every estimate is made from the player's view at that decision (``pimc.evaluate`` over worlds sampled from it),
never from the true deal, so the review shows nothing the player could not have seen: the only cards it names
are the player's own legal cards. Its words are message ids with parameters (``review-*`` in the catalogs),
written in the reader's language at the edge. The review is a JSON-able dict that is stored with the game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from typing import Any, TypedDict

from ..engine import Deal
from ..engine.actions import CLAIM
from ..engine.game import View
from ..engine.match import AnyGame, replay_hand, replay_match
from ..games import faces, family_part
from ..messages import Cards, Message
from .search.adapter import adapter_for
from .search.pimc import evaluate
from .search.player import level_budget

FORMAT = "tricktable-review/1"
#: a decision is flagged when it cost at least the family's ``REVIEW_FLAG_COST`` (``games/<family>/faces.py``, else ``games/faces.py``,
#: points of the family's hand objective) ...
#: ... and at most this many decisions are flagged per hand, costliest first
MAX_FLAGS = 3
#: worlds per decision (more than a normal decision uses: the review is read at leisure)
REVIEW_WORLDS = 40


class Alternative(TypedDict):
    """One legal card of a decision with the AI's estimate: its mean value and that mean's standard error."""

    cards: list[int]
    value: float
    se: float


class Decision(TypedDict):
    """One reviewed card decision (JSON as stored with the game): what was played and what was best, valued in
    points of the family's hand objective, ``cost`` the difference."""

    step: int
    trick: int
    played: list[int]
    value: float
    best: list[int]
    best_value: float
    cost: float
    alternatives: list[Alternative]


def trick_number(view: View) -> int:
    """The number (from 1) of the trick this decision plays to."""
    plays = sum(1 for _, a in view.history if a.kind == "play")
    return plays // 4 + 1


def review_hand(game: AnyGame, state: Any, actions: Sequence[tuple[int, Any]], seat: int, seed: int = 0,
                worlds: int = REVIEW_WORLDS, progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """Review ``seat``'s card decisions in one hand: ``state`` is the hand as dealt, ``actions`` the (seat,
    Action) pairs played from it. Returns ``{"decisions": [...], "flags": [...]}``."""
    adapter = adapter_for(game)
    budget = replace(level_budget("normal", game), max_worlds=worlds)  # the family's own normal, more worlds
    decisions: list[Decision] = []
    mine = sum(1 for s, a in actions if s == seat and a.kind == "play")
    done = 0

    def review_step(state: Any, action: Any, _after: Any) -> None:
        nonlocal done
        step = len(steps)
        steps.append(action)
        if actions[step][0] != seat or game.phase(state) != "play" or action.kind == CLAIM:
            return  # a claim ends the hand with every trick (engine.claims): nothing to weigh
        legal = game.candidate_actions(state)
        if action not in legal:
            legal = [*legal, action]
        if len(legal) > 1:
            view = game.view(state, seat)
            rng = random.Random(f"review:{seed}:{seat}:{step}")
            values = evaluate(game, adapter, view, legal, budget, rng)
            best = max(legal, key=lambda m: (values[m][0], -legal.index(m)))
            decisions.append({
                "step": step, "trick": trick_number(view),
                "played": list(action.cards), "value": round(values[action][0], 2),
                "best": list(best.cards), "best_value": round(values[best][0], 2),
                "cost": round(values[best][0] - values[action][0], 2),
                "alternatives": [{"cards": list(m.cards), "value": round(values[m][0], 2),
                                  "se": round(values[m][1], 2)} for m in legal],
            })
        done += 1
        if progress is not None:
            progress(done, mine)

    steps: list[Any] = []
    replay_hand(game, state, [a for _, a in actions], on_step=review_step, check=False)
    threshold = family_part(game, "faces", faces).REVIEW_FLAG_COST
    costly = sorted((d for d in decisions if d["cost"] >= threshold), key=lambda d: (-d["cost"], d["step"]))
    return {"decisions": decisions, "flags": [d["step"] for d in costly[:MAX_FLAGS]]}


def review_match(game: AnyGame, first_dealer: int, hands: Iterable[tuple[Deal, Sequence[str]]], seat: int,
                 seed: int = 0, worlds: int = REVIEW_WORLDS,
                 progress: Callable[[int, int, int], None] | None = None, only: int | None = None) -> dict[str, Any]:
    """Review ``seat`` in every hand of a match (or only hand number ``only``, counting from 1), replayed through
    the rules from the dealt cards and the actions (text) of each hand in order."""
    out = []
    for hand in replay_match(game, first_dealer, hands):
        number = hand.index
        if only is None or only == number:
            each = None if progress is None else (lambda d, n, h=number: progress(h, d, n))
            actions = [(who, action) for who, action, *_ in hand.steps]
            review = review_hand(game, hand.start, actions, seat, seed + number, worlds, each)
            out.append({"number": number, **review})
    return {"format": FORMAT, "variant": game.key, "seat": seat, "worlds": worlds, "hands": out}


def decision_message(game: AnyGame, d: dict[str, Any]) -> Message:
    """One decision in words: the card played and its estimate, the best card and its estimate."""
    bird = game.bird_name
    if d["played"] == d["best"]:
        return Message("review-decision-best", {"trick": d["trick"], "played": Cards.of(d["played"], bird),
                                                "value": d["value"]})
    return Message("review-decision", {"trick": d["trick"], "played": Cards.of(d["played"], bird), "value": d["value"],
                                       "best": Cards.of(d["best"], bird), "best_value": d["best_value"]})


def flag_message(game: AnyGame, d: dict[str, Any]) -> Message:
    """A flagged decision: "Trick 4: G14 cost about 9 points on average; the best play was G5"."""
    bird = game.bird_name
    cost = d["cost"]
    return Message("review-costly", {"trick": d["trick"], "played": Cards.of(d["played"], bird),
                                     "cost": round(cost) if cost >= 1 else round(cost, 1),
                                     "best": Cards.of(d["best"], bird)})


def alternative_message(game: AnyGame, alt: dict[str, Any]) -> Message:
    return Message("review-alternative", {"cards": Cards.of(alt["cards"], game.bird_name), "value": alt["value"]})


def message_json(game: AnyGame, m: Message) -> dict[str, Any]:
    """A review message as JSON for a page or a file: its id and parameters, cards as their text forms."""
    params = {k: ([game.format_card(c) for c in v.ids] if isinstance(v, Cards) else v) for k, v in m.params.items()}
    return {"id": m.id, "params": params}


def page_choices(game: AnyGame, hand: dict[str, Any]) -> list[dict[str, Any]]:
    """A reviewed hand's decisions for a page (the replay viewer): each with its step in the hand, whether it is
    flagged, its line (the flag's words when flagged) and every alternative best first, with its own words and the
    played and best cards marked. Cards are in their text forms, as in :func:`message_json`."""
    flags = set(hand["flags"])
    out = []
    for d in hand["decisions"]:
        flagged = d["step"] in flags
        line = flag_message(game, d) if flagged else decision_message(game, d)
        alts = sorted(d["alternatives"], key=lambda a: -a["value"])
        out.append({"step": d["step"], "trick": d["trick"], "cost": d["cost"], "flagged": flagged,
                    "message": message_json(game, line),
                    "alternatives": [{"cards": [game.format_card(c) for c in a["cards"]], "value": a["value"],
                                      "played": a["cards"] == d["played"], "best": a["cards"] == d["best"],
                                      "message": message_json(game, alternative_message(game, a))} for a in alts]})
    return out


def hand_unit(game: AnyGame) -> str:
    """What ``game``'s family calls a deal, as the ``unit`` parameter of the review's messages: the last part of
    its display schema's ``hand`` key (``label.round``: "round", Callbreak's; else "hand")."""
    key: str = family_part(game, "faces", faces).display(game).hand
    return key.rsplit(".", 1)[-1]


def hand_heading(game: AnyGame, hand: dict[str, Any]) -> Message:
    """A reviewed hand's heading ("Hand 3: 9 decisions reviewed"), the deal called as its family calls it
    (:func:`hand_unit`: Callbreak's "Round 3")."""
    return Message("review-hand", {"number": hand["number"], "decisions": len(hand["decisions"]),
                                   "unit": hand_unit(game)})


def not_reviewed_message(game: AnyGame, number: int) -> Message:
    """Why hand ``number`` has no review (the server was too busy when it ended), the deal called as its family
    calls it (:func:`hand_unit`: Callbreak's "Round 3 was not reviewed")."""
    return Message("review-skipped-busy", {"number": number, "unit": hand_unit(game)})


def hand_messages(game: AnyGame, hand: dict[str, Any]) -> list[Message]:
    """A reviewed hand as messages: its heading, the flagged decisions (costliest first), or that none was."""
    by_step = {d["step"]: d for d in hand["decisions"]}
    out = [hand_heading(game, hand)]
    if not hand["flags"]:
        out.append(Message("review-no-flags", {}))
    out.extend(flag_message(game, by_step[s]) for s in hand["flags"])
    return out
