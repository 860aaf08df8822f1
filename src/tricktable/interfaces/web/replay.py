"""History: step-by-step frames of a finished match for the replay viewer, and per-variant statistics."""

from __future__ import annotations

import logging
from collections import defaultdict
from typing import Any

from ...engine import Deal, Game, get_game
from ...engine.game import R, S, V
from ...engine.match import replay_match
from ...games.faces import display_json
from ...storage import GameRow, Store
from ...table.stored import ABANDONED
from .snapshot import explanation

log = logging.getLogger(__name__)


def frames(row: GameRow, lang: str = "en") -> dict[str, Any]:
    """Every hand of a finished match as frames: the deal, then one frame per action, all hands face up. Events
    are written in ``lang`` with seat names as seat 0 sees the table and cards by name ("Left wins the trick",
    "the nest is turned up: the red 11, ..."); each frame says
    which trick is being played (``trick``: 1, 2, … during play), so a viewer can jump to trick N."""
    from ...i18n import Localizer, localizer

    game = get_game(row.variant, row.options)
    words, seats = localizer(lang), Localizer.seats_for(game, 0)
    hands_out = []
    deals = [(Deal(tuple(game.parse_cards(c) for c in h.hands), game.parse_cards(h.extra)), h.actions)
             for h in row.hands]
    for h, hand in zip(row.hands, replay_match(game, row.first_dealer, deals), strict=False):
        out = [_frame(game, hand.start, None, None, [], 0)]
        done = 0
        for (seat, text), (_, _, events, before, after) in zip(h.actions, hand.steps, strict=False):
            said = [{"kind": e.kind, "text": words.event(game, e, seats=seats, cards="name")} for e in events if e.visible_to < 0]
            playing = game.phase(before) == "play"
            out.append(_frame(game, after, seat, text, said, done + 1 if playing else 0, before))
            done += sum(1 for e in events if e.kind == "trick_won")
        hands_out.append({"number": h.number, "dealer": h.dealer, "extra": h.extra, "result": h.result,
                          "explain": explanation(game, None if h.result is None else game.result_from_json(h.result), 0), "tricks": done, "frames": out})
    return {"id": row.id, "variant": row.variant, "players": row.players, "names": row.names, "scores": row.scores,
            "scoring_unit": game.scoring_unit, "display": display_json(game), "direction": game.direction,
            "status": row.status,
            "winner": row.winner, "hands": hands_out}


def _frame(game: Game[S, V, R], state: S, seat: int | None, action: str | None, said: list[dict[str, str]],
           trick_no: int, before: S | None = None) -> dict[str, Any]:
    views = [game.view(state, s) for s in range(game.num_seats)]
    v0 = views[0].to_json()
    trick = v0.get("trick") or []
    if not trick and before is not None and action and action.startswith("play"):
        last = v0.get("last_trick") or {}
        trick = last.get("plays", [])
    return {"seat": seat, "action": action, "events": said, "phase": v0.get("phase"), "trick_no": trick_no,
            "hands": [game.format_cards(v.hand) for v in views], "trick": trick, "trump": v0.get("trump"),
            "winner": (v0.get("last_trick") or {}).get("winner") if trick and not v0.get("trick") else None}


def _contract_made(result: dict[str, Any]) -> int:
    """1 when seat 0 made its contract in a hand with this result: its Rook bid (as declarer) or its Callbreak
    call (scored above zero); 0 otherwise, and in families without bids."""
    if "declarer" in result and "made" in result:
        return int(result["declarer"] == 0 and bool(result["made"]))
    if "calls" in result and isinstance(result.get("score"), list) and result["score"]:
        return int(float(result["score"][0]) > 0)
    return 0


def _game_stats(row: GameRow) -> dict[str, Any]:
    """One finished or abandoned game's share of the statistics (raises on a record that is not what the app
    writes)."""
    abandoned = row.status == ABANDONED
    a = {"played": int(not abandoned), "won": int(not abandoned and row.winner == 0), "abandoned": int(abandoned),
         "bids": 0, "hands": 0, "points": 0.0, "points_n": 0, "score": 0.0}
    for h in row.hands:
        r = h.result or {}
        if r.get("redeal") or not r:
            continue
        a["hands"] += 1
        a["bids"] += _contract_made(r)
        if isinstance(r.get("points"), list) and r["points"]:
            a["points"] += float(r["points"][0])
            a["points_n"] += 1
        if isinstance(r.get("score"), list) and r["score"]:
            a["score"] += float(r["score"][0])
    return a


def stats(store: Store, game_ids: list[str]) -> list[dict[str, Any]]:
    """Per variant, over the games ``game_ids`` (those the caller holds a key of): games played to a result and won (by seat 0's side), games abandoned undecided (counted apart:
    neither played to the end nor lost), contracts made (seat 0's bids and calls that it made), and the average points and score of every hand played.
    A damaged record is left out (and logged), never an error for everyone."""
    acc: dict[str, dict[str, Any]] = defaultdict(lambda: {"played": 0, "won": 0, "abandoned": 0, "bids": 0,
                                                         "hands": 0, "points": 0.0, "points_n": 0, "score": 0.0})
    for gid in game_ids:
        try:
            row = store.load(gid)
            if row is None or row.status not in ("finished", ABANDONED) or not row.players or row.players[0] != "human":
                continue  # statistics are about the person at seat 0
            part = _game_stats(row)
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as e:
            log.warning("statistics skip game %s: its record is damaged (%s)", gid, e)
            continue
        a = acc[row.variant]
        for k, v in part.items():
            a[k] += v
    out = []
    for variant in sorted(acc):
        a = acc[variant]
        out.append({"variant": variant, "played": a["played"], "won": a["won"], "abandoned": a["abandoned"],
                    "bids": a["bids"],
                    "hands": a["hands"],
                    "avg_points": round(a["points"] / a["points_n"], 1) if a["points_n"] else None,
                    "avg_score": round(a["score"] / a["hands"], 1) if a["hands"] else None})
    return out
