"""Game records and their persistence: SQLite by default, with versioned schema migrations and JSON export."""

from .store import (
    GameRow,
    RecordError,
    Store,
    StoreError,
    StoreUnavailable,
    default_db_path,
    game_from_json,
)

__all__ = ["GameRow", "RecordError", "Store", "StoreError", "StoreUnavailable", "default_db_path", "game_from_json"]
