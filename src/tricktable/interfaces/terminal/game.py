"""Run a whole match in the terminal: you at seat 0, an AI partner and two AI opponents of the same skill."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TextIO

from ...ai import make_player, player_kinds
from ...engine import Game, MatchState
from ...table import Table
from .names import seat_names, team_names
from .player import QuitGame, TerminalPlayer, event_printer
from .render import score_lines


def hint_player(game: Game, seed: int):
    """The player that answers '?': the search player's ``normal`` level if present, else the heuristic."""
    return make_player("normal" if "normal" in player_kinds() else "heuristic", game, seed)


def run_terminal_game(
    game: Game,
    *,
    seed: int = 0,
    ai: str = "normal",
    stdin: TextIO | None = None,
    out: Callable[[str], None] | None = None,
    max_hands: int = 200,
) -> int:
    """Play a match against three ``ai`` players; returns the process exit status."""
    stdin = stdin or sys.stdin
    out = out or (lambda s: print(s, flush=True))
    helper = hint_player(game, seed + 99)
    human = TerminalPlayer(out, stdin, lambda g, v, legal: helper.choose(g, v, legal))
    players = [human] + [make_player(ai, game, seed + i) for i in (1, 2, 3)]
    table = Table(game, players, seed=seed, on_events=event_printer(out, 0))
    names = seat_names(game)
    out(f"tricktable · {game.key} · you sit at the bottom; AI players ({ai}): {', '.join(names[1:])}")
    out("type 'h' for help, '?' for a hint, 'q' to quit")
    try:
        for _ in range(max_hands):
            if table.over():
                break
            out(f"--- hand {table.match.hand_number}, dealer {names[table.match.dealer]} ---")
            table.play_hand()
            for line in score_lines(game, table.match):
                out(line)
            if game.open_ended and not table.over() and not _ask_continue(out, stdin):
                table.match = game.stop_match(table.match)
                table.record.winner = table.match.winner
                break
    except QuitGame:
        out("game left; goodbye")
        return 0
    finally:
        table.finish()
    _announce(game, table.match, out)
    return 0


def _ask_continue(out: Callable[[str], None], stdin: TextIO) -> bool:
    out("play another round? [Y/n]")
    line = stdin.readline()
    return bool(line) and line.strip().lower() not in ("n", "no", "q", "stop")


def _announce(game: Game, match: MatchState, out: Callable[[str], None]) -> None:
    names = team_names(game) if game.scoring_unit == "team" else seat_names(game)
    if match.winner is not None:
        verb = "win" if game.scoring_unit == "team" or match.winner == 0 else "wins"
        out(f"match over: {names[match.winner]} {verb}")
    out("final score: " + ", ".join(f"{n} {s}" for n, s in zip(names, match.scores, strict=False)))
