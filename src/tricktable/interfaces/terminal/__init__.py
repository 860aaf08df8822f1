"""The terminal game: you at seat 0 against three AI players, reading actions from standard input."""

from .game import run_terminal_game

__all__ = ["run_terminal_game"]
