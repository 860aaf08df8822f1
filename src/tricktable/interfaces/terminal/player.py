"""The human seat: prints the view and reads an action from standard input, re-asking with the reason."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TextIO

from ...engine import Action, Event, RuleError
from ...engine.game import View
from ...engine.match import AnyGame
from ...messages import Seat
from .render import hand_lines, legal_line, table_lines
from .words import Words


class QuitGame(Exception):
    """The person asked to leave (or standard input ended)."""


class TerminalPlayer:
    """A person at the terminal. Free-form input is validated by the table, which calls ``rejected``."""

    name = "you"

    def __init__(self, out: Callable[[str], None], stdin: TextIO, hint: Callable[[AnyGame, View, Sequence[Action]], Action],
                 words: Words):
        self.out = out
        self.stdin = stdin
        self.hint = hint
        self.words = words
        self._last_view_key: Any = None

    def choose(self, game: AnyGame, view: View, legal: Sequence[Action]) -> Action:
        w = self.words
        key = (id(view), len(view.hand))
        if key != self._last_view_key:
            self._last_view_key = key
            for line in table_lines(w, view):
                self.out(line)
            self.out(w("term-your-hand"))
            for line in hand_lines(w, view):
                self.out(line)
            self.out(legal_line(w, legal))
        assert view.seat is not None  # a player's view is its seat's
        while True:
            text = self._read(w("term-prompt", seat=Seat(view.seat)))
            if text in ("q", "quit", "exit"):
                raise QuitGame
            if text in ("?", "hint"):
                self.out(w("term-hint", action=w.action(self.hint(game, view, legal))))
                continue
            if text in ("h", "help", ""):
                self.out(w("term-help", examples=w.examples(legal)))
                self.out(legal_line(w, legal))
                continue
            try:
                return w.read(text, legal)
            except RuleError as e:
                self.out(w("term-not-understood", reason=w.error(e)))

    def rejected(self, error: Exception) -> None:
        """The rules refused the action (``error`` is the RuleError: written here in the player's language)."""
        self.out(self.words("term-not-allowed", reason=self.words.error(error)))

    def _read(self, prompt: str) -> str:
        self.out(prompt)
        line = self.stdin.readline()
        if not line:
            raise QuitGame
        return line.strip()


def event_printer(out: Callable[[str], None], words: Words) -> Callable[[AnyGame, Any, list[Event]], None]:
    """An event listener printing the events the player's seat may see, with seat names, in the player's language."""

    def on_events(game: AnyGame, state: Any, events: list[Event]) -> None:
        for ev in events:
            if ev.visible(words.viewer):
                out("  " + words.event(ev))

    return on_events
