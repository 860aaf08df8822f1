"""``tricktable export`` and ``tricktable import``: game records as JSON."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from ..options import lang_option, resolve_lang

if TYPE_CHECKING:
    from ....messages import MessageError
    from ....storage import Store

#: the ``--db`` option's help (export, import, serve)
DB_HELP = "SQLite file, or postgresql://USER@HOST:PORT/DATABASE (default: a SQLite file in the user data dir)"


def open_store(db: str | Path | None, lang: str | None = None) -> Store:
    """The store at ``db``, a file or a ``postgresql://`` address (default: the user data dir), or exit 2 with the
    reason in ``lang`` (default: the locale's language): a file or database that is no store, damaged, of a newer
    schema, not openable or not reachable, or an address that is not one (see ``StoreError``)."""
    from ....i18n import localizer
    from ....storage import Store, StoreError, default_db_path

    try:
        return Store(db or default_db_path())
    except StoreError as e:
        typer.echo(localizer(resolve_lang(lang)).format(e.msg_id, e.params), err=True)
        raise typer.Exit(2) from None


def import_refusal(e: Exception) -> MessageError:
    """Why a file could not be imported, as a message (id and parameters): the store's and the record check's
    refusals carry their own; a file that cannot be read or is not JSON gets one here (else its English text)."""
    from ....messages import MessageError

    if isinstance(e, MessageError):
        return e
    if isinstance(e, json.JSONDecodeError):
        return MessageError("cli-file-not-json", line=e.lineno, column=e.colno)
    if isinstance(e, UnicodeDecodeError):
        return MessageError("cli-file-not-json", line=1, column=1)
    if isinstance(e, FileNotFoundError):
        return MessageError("cli-no-such-file")
    if isinstance(e, OSError):
        return MessageError("cli-file-unreadable", reason=e.strerror or type(e).__name__)
    if isinstance(e, RecursionError):
        return MessageError("cli-file-too-deep")
    return MessageError("record-invalid", detail=str(e))


def register(app: typer.Typer) -> None:
    @app.command("export")
    def export(
        out: Path = typer.Argument(None, help="file to write (default: standard output)", metavar="FILE"),
        db: str | None = typer.Option(None, "--db", help=DB_HELP, metavar="FILE|URL"),
        game: list[str] = typer.Option([], "--game", help="only this game id (repeatable)"),
        lang: str = lang_option(),
    ) -> None:
        """Write every stored game (dealt cards, actions, results) as one JSON document."""
        from ....i18n import localizer

        loc = localizer(resolve_lang(lang))
        store = open_store(db, lang)
        doc = store.export_json(list(game) or None)
        text = json.dumps(doc, indent=1, ensure_ascii=False)
        if out is None:
            sys.stdout.write(text + "\n")
        else:
            out.write_text(text + "\n", encoding="utf-8")
            typer.echo(loc("cli-exported", n=len(doc["games"]), file=str(out)), err=True)

    @app.command("import")
    def import_(
        src: Path = typer.Argument(..., help="a file written by 'tricktable export'", metavar="FILE"),
        db: str | None = typer.Option(None, "--db", help=DB_HELP, metavar="FILE|URL"),
        lang: str = lang_option(),
    ) -> None:
        """Add the games of an export file to the store (games already present are skipped).

        Every game is replayed through the rules first; one that fails refuses the whole file, and nothing is added."""
        from ....i18n import localizer
        from ....table.stored import import_records

        loc = localizer(resolve_lang(lang))
        store = open_store(db, lang)
        try:
            doc = json.loads(src.read_text(encoding="utf-8"))
            added, notes = import_records(store, doc)
        except (OSError, ValueError, KeyError, TypeError, RecursionError) as e:
            typer.echo(loc("cli-cannot-import", file=str(src), reason=loc.error(import_refusal(e))), err=True)
            raise typer.Exit(2) from None
        for note in notes:
            typer.echo(loc("cli-import-note", note=str(note)), err=True)
        typer.echo(loc("cli-imported", n=added))
