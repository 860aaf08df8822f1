"""The human seat: prints the view and reads an action from standard input, re-asking with the reason."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TextIO

from ...engine import Action, Game, RuleError
from .names import seat_names, with_names
from .render import hand_lines, legal_line, table_lines

HELP = "type an action (e.g. 'bid 80', 'pass', 'play R14'), '?' for a hint, 'q' to quit"


class QuitGame(Exception):
    """The person asked to leave (or standard input ended)."""


class TerminalPlayer:
    """A person at the terminal. Free-form input is validated by the table, which calls ``rejected``."""

    name = "you"

    def __init__(self, out: Callable[[str], None], stdin: TextIO, hint: Callable[[Game, Any, Sequence[Action]], Action]):
        self.out = out
        self.stdin = stdin
        self.hint = hint
        self._last_view_key: Any = None

    def choose(self, game: Game, view: Any, legal: Sequence[Action]) -> Action:
        key = (id(view), len(view.hand))
        if key != self._last_view_key:
            self._last_view_key = key
            for line in table_lines(game, view):
                self.out(line)
            self.out("your hand:")
            for line in hand_lines(game, view):
                self.out(line)
            self.out(legal_line(game, legal))
        while True:
            text = self._read(f"{seat_names(game)[view.seat]} > ")
            if text in ("q", "quit", "exit"):
                raise QuitGame
            if text in ("?", "hint"):
                self.out(f"hint: {game.format_action(self.hint(game, view, legal))}")
                continue
            if text in ("h", "help", ""):
                self.out(HELP)
                self.out(legal_line(game, legal))
                continue
            if text.isdigit() and len(legal) > 0 and legal[0].kind == "bid":
                text = f"bid {text}"
            try:
                action = game.parse_action(text)
            except RuleError as e:
                self.out(f"not understood: {e}")
                continue
            return action

    def rejected(self, message: str) -> None:
        self.out(f"not allowed: {message}")

    def _read(self, prompt: str) -> str:
        self.out(prompt)
        line = self.stdin.readline()
        if not line:
            raise QuitGame
        return line.strip()

    def names(self, game: Game) -> list[str]:
        return seat_names(game)


def event_printer(out: Callable[[str], None], seat: int = 0) -> Callable[[Game, Any, list], None]:
    """An event listener printing the events ``seat`` may see, with seat names."""

    def on_events(game: Game, state: Any, events: list) -> None:
        names = seat_names(game)
        for ev in events:
            if ev.visible(seat):
                out("  " + with_names(game.describe(ev), names))

    return on_events
