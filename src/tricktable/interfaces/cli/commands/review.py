"""``tricktable review RECORD.json [--lang L]``: the hand review of a recorded game in the terminal."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import typer
from rich.console import Console

from ....ai.review import (
    REVIEW_WORLDS,
    alternative_message,
    decision_message,
    flag_message,
    hand_heading,
    review_match,
)
from ....engine import Deal, RuleError, get_game
from ....i18n.localizer import localizer
from ....messages import Message, Seat
from ..jsonout import dumps
from ..options import lang_option, resolve_lang


def games_of(doc: Any) -> list[dict[str, Any]]:
    """The games of a records file: ``tricktable export`` output (many games) or one match record."""
    if isinstance(doc, dict) and isinstance(doc.get("games"), list):
        games: list[dict[str, Any]] = doc["games"]
        return games
    if isinstance(doc, dict) and doc.get("format") == "tricktable-match/1":
        return [doc]
    raise ValueError("not a tricktable records file: expected 'tricktable export' output or a match record")


def hands_of(game: Any, record: dict[str, Any]) -> list[tuple[Deal, list[str]]]:
    out = []
    for h in record.get("hands", []):
        deal = Deal(tuple(game.parse_cards(c) for c in h["hands"]), game.parse_cards(h.get("extra", "")))
        actions = [a["action"] if isinstance(a, dict) else str(a) for a in h.get("actions", [])]
        out.append((deal, actions))
    return out


def register(app: typer.Typer) -> None:
    @app.command("review")
    def review_cmd(
        file: Path = typer.Argument(..., help="a records file (tricktable export) or a match record",
                                  metavar="RECORD"),
        game_id: str | None = typer.Option(None, "--game", help="which game of the file (default: the last)"),
        seat: int | None = typer.Option(None, "--seat", min=0, max=3, help="whose play (default: the human seat, else 0)"),
        lang: str = lang_option(),
        worlds: int = typer.Option(REVIEW_WORLDS, "--worlds", min=2, max=400, help="sampled deals per decision"),
        every: bool = typer.Option(False, "--all", help="list every decision with every alternative"),
        as_json: bool = typer.Option(False, "--json", help="print the review as JSON (message ids, not words)"),
    ) -> None:
        """Review a player's card play: every decision with the AI's estimate of each alternative.

        The costliest decisions are flagged. Estimates come from what the player could see, never from the real deal."""
        lang = resolve_lang(lang)
        loc = localizer(lang)
        try:
            doc = json.loads(file.read_text(encoding="utf-8"))
        except OSError as e:
            raise typer.BadParameter(loc("cli-cannot-read", file=str(file), reason=str(e.strerror))) from None
        except (json.JSONDecodeError, UnicodeDecodeError) as e:
            raise typer.BadParameter(loc("cli-not-json", file=str(file), reason=str(e))) from None
        try:
            games = games_of(doc)
        except ValueError:
            raise typer.BadParameter(loc("cli-not-records", file=str(file))) from None
        record = next((g for g in games if g.get("id") == game_id), None) if game_id else (games[-1] if games else None)
        if record is None:
            raise typer.BadParameter(loc("cli-review-no-game", game=game_id, file=str(file)) if game_id
                                     else loc("cli-review-empty", file=str(file)))
        try:
            game = get_game(record["variant"], record.get("options") or {})
            players = record.get("players") or []
            who = seat if seat is not None else (players.index("human") if "human" in players else 0)
            status = Console(stderr=True).status(loc("cli-review-working"))
            with status:
                review = review_match(game, int(record.get("first_dealer", 0)), hands_of(game, record), who,
                                      int(record.get("seed", 0)), worlds,
                                      lambda h, d, n: status.update(loc("cli-review-progress", hand=h, decision=d,
                                                                        decisions=n)))
        except RuleError as e:
            raise typer.BadParameter(loc("cli-review-not-replayed", reason=loc.error(e))) from None
        except (KeyError, ValueError) as e:
            raise typer.BadParameter(loc("cli-review-not-replayed", reason=str(e))) from None
        if as_json:
            typer.echo(dumps(review))
            return
        seats = loc.seats_for(game, who)

        def say(m: Message) -> str:
            return loc.message(m, seats=seats)

        out = Console(highlight=False)
        out.print(say(Message("review-title", {"seat": Seat(who), "hands": len(review["hands"])})), markup=False)
        for hand in review["hands"]:
            by_step = {d["step"]: d for d in hand["decisions"]}
            out.print()
            out.print(say(hand_heading(game, hand)), markup=False, style="bold")
            if not hand["flags"]:
                out.print("  " + say(Message("review-no-flags", {})), markup=False)
            for step in hand["flags"]:
                out.print("  ! " + say(flag_message(game, by_step[step])), markup=False)
            if every:
                for d in hand["decisions"]:
                    alts = ", ".join(say(alternative_message(game, a)) for a in d["alternatives"])
                    out.print(f"    {say(decision_message(game, d))}  [{alts}]", markup=False)
        Console(stderr=True).print(say(Message("review-note", {"worlds": worlds})), markup=False)
