"""Game records and their persistence: SQLite by default, with versioned schema migrations and JSON export."""

from .store import GameRow, Store, default_db_path

__all__ = ["GameRow", "Store", "default_db_path"]
