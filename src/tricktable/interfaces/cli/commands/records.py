"""``tricktable export`` and ``tricktable import``: game records as JSON."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import typer


def _store(db: Path | None):
    from ....storage import Store, default_db_path

    return Store(db or default_db_path())


def register(app: typer.Typer) -> None:
    @app.command("export")
    def export(
        out: Path = typer.Argument(None, help="file to write (default: standard output)"),
        db: Path = typer.Option(None, "--db", help="SQLite file (default: the user data dir)"),
        game: list[str] = typer.Option([], "--game", help="only this game id (repeatable)"),
    ) -> None:
        """Write every stored game (dealt cards, actions, results) as one JSON document."""
        store = _store(db)
        doc = store.export_json(list(game) or None)
        text = json.dumps(doc, indent=1, ensure_ascii=False)
        if out is None:
            sys.stdout.write(text + "\n")
        else:
            out.write_text(text + "\n", encoding="utf-8")
            typer.echo(f"exported {len(doc['games'])} games to {out}", err=True)

    @app.command("import")
    def import_(
        src: Path = typer.Argument(..., help="a file written by 'tricktable export'"),
        db: Path = typer.Option(None, "--db", help="SQLite file (default: the user data dir)"),
    ) -> None:
        """Add the games of an export file to the store (games already present are skipped). Every game is
        replayed through the rules first; one that fails refuses the whole file, and nothing is added."""
        from ....table.stored import import_records

        try:
            doc = json.loads(src.read_text(encoding="utf-8"))
            added, notes = import_records(_store(db), doc)
        except (OSError, ValueError, KeyError, TypeError, RecursionError) as e:
            typer.echo(f"cannot import {src}: {e}", err=True)
            raise typer.Exit(2) from None
        for note in notes:
            typer.echo(f"note: {note}", err=True)
        typer.echo(f"imported {added} games")
