"""``tricktable --help`` and each command's ``--help`` read whole (issue 25, cosmetic): no ``<bool>`` after a flag,
every command listed with a whole first sentence (never cut with "..."), and each description re-flowed to the
terminal's width rather than broken where the source's lines end."""

from __future__ import annotations

import inspect
import os
import subprocess
import sys
from pathlib import Path

import click
import pytest
import typer

from tricktable.interfaces.cli.app import app

ROOT = Path(__file__).resolve().parents[1]
WIDTH = 80


def _help(*args: str) -> str:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "COLUMNS": str(WIDTH), "TERM": "dumb"}
    r = subprocess.run([sys.executable, "-m", "tricktable", *args, "--help"], capture_output=True, text=True,
                       timeout=60, env=env)
    assert r.returncode == 0, r.stderr
    return r.stdout


def _commands() -> dict[tuple[str, ...], click.Command]:
    """Every command and group of the CLI, by its path (``("bot", "serve")``)."""
    out: dict[tuple[str, ...], click.Command] = {}

    def walk(cmd: click.Command, path: tuple[str, ...]) -> None:
        out[path] = cmd
        for name, sub in getattr(cmd, "commands", {}).items():
            walk(sub, (*path, name))

    walk(typer.main.get_command(app), ())
    return out


def _first_paragraph(cmd: click.Command) -> str:
    return " ".join(inspect.cleandoc(cmd.help or "").split("\n\n")[0].split())


def test_the_command_list_gives_each_first_sentence_whole():
    listing = " ".join(_help().split())
    assert "<bool>" not in listing
    for path, cmd in _commands().items():
        if len(path) == 1:
            summary = _first_paragraph(cmd)
            assert summary.endswith((".", ")")) and f"{path[0]} {summary}" in listing, (path, summary, listing)


@pytest.mark.parametrize("path", [p for p in _commands() if p], ids=" ".join)
def test_each_command_help_is_whole_and_flowed(path):
    text = _help(*path)
    assert "<bool>" not in text, text
    cmd = _commands()[path]
    paragraphs = [" ".join(p.split()) for p in inspect.cleandoc(cmd.help or "").split("\n\n")]
    flat = " ".join(text.split())
    for p in paragraphs:
        assert p in flat, (p, text)
    description = text.split("\n\n", 1)[1]
    description = description[:min(description.find(h) % len(description) for h in ("\nArguments:", "\nOptions:"))]
    for block in description.split("\n\n"):
        lines = [ln for ln in block.splitlines() if ln.strip()]
        for line in lines[:-1]:  # a paragraph's lines are filled up to the width, none cut short
            assert len(line) > WIDTH // 2, (line, text)
