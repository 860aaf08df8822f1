"""Run a whole match in the terminal: you at seat 0, an AI partner and two AI opponents of the same skill."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TextIO

from ...ai import AnyPlayer, make_player, player_kinds
from ...engine import MatchState
from ...engine.match import AnyGame
from ...messages import Seat
from ...table import Table
from .player import QuitGame, TerminalPlayer, event_printer
from .render import score_line
from .words import Words


def hint_player(game: AnyGame, seed: int) -> AnyPlayer:
    """The player that answers '?': the search player's ``normal`` level if present, else the heuristic."""
    return make_player("normal" if "normal" in player_kinds() else "heuristic", game, seed)


def run_terminal_game(
    game: AnyGame,
    *,
    seed: int = 0,
    ai: str = "normal",
    lang: str = "en",
    stdin: TextIO | None = None,
    out: Callable[[str], None] | None = None,
    max_hands: int = 200,
) -> int:
    """Play a match against three ``ai`` players, speaking ``lang``; returns the process exit status."""
    stdin = stdin or sys.stdin
    out = out or (lambda s: print(s, flush=True))
    w = Words(game, lang)
    helper = hint_player(game, seed + 99)
    human = TerminalPlayer(out, stdin, lambda g, v, legal: helper.choose(g, v, legal), w)
    players = [human] + [make_player(ai, game, seed + i) for i in (1, 2, 3)]
    table = Table(game, players, seed=seed, on_events=event_printer(out, w))
    out(w("term-welcome", variant=w.variant(), ai=w.level(ai), players=[w.seat_in_list(s) for s in (1, 2, 3)]))
    out(w("term-keys"))
    try:
        for _ in range(max_hands):
            if table.over():
                break
            out(w("term-hand-header", hand=table.match.hand_number, dealer=Seat(table.match.dealer)))
            table.play_hand()
            out(score_line(w, table.match))
            if game.open_ended and not table.over() and not _ask_continue(w, out, stdin):
                table.stop()
                break
    except QuitGame:
        out(w("term-goodbye"))
        return 0
    finally:
        table.finish()
    _announce(w, table.match, out)
    return 0


def _ask_continue(w: Words, out: Callable[[str], None], stdin: TextIO) -> bool:
    out(w("term-another-round"))
    line = stdin.readline()
    no = set(w("term-no-words").lower().split()) | {"n", "no", "q", "stop"}
    return bool(line) and line.strip().lower() not in no


def _announce(w: Words, match: MatchState, out: Callable[[str], None]) -> None:
    if match.winner is not None:
        winner: str | Seat
        if w.game.scoring_unit == "team":
            winner = "we" if match.winner == (w.viewer & 1) else "they"
        else:
            winner = Seat(match.winner)
        out(w("term-match-over", winner=winner))
    out(w("term-final-score", scores=", ".join(f"{w.side(i)} {s}" for i, s in enumerate(match.scores))))
