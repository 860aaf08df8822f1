"""The store's two failures, the same whichever database holds the records: a store this program cannot use at all
(:class:`StoreError`, at opening) and one that cannot take a write now (:class:`StoreUnavailable`)."""

from __future__ import annotations

from typing import Any


class StoreError(ValueError):
    """A store this program cannot use: a message id (``store-…``, in the catalogs) and its parameters, shown
    in the reader's language by whoever reports it."""

    def __init__(self, msg_id: str, **params: Any) -> None:
        super().__init__(f"{msg_id}: {params}")
        self.msg_id, self.params = msg_id, params


class StoreUnavailable(RuntimeError):
    """The store cannot save now; nothing was written. ``msg_id`` is the catalog's ``store-unavailable`` (the
    person who acted is told it); ``reason`` is the database's (``busy``: another process holds the lock, which may
    clear in a moment; ``read-only``, ``full``, ``io-error``, ``cannot-open``: until someone fixes the file, the disk
    or the database server's connection; a lost PostgreSQL connection is tried again at the next write)."""

    msg_id = "store-unavailable"

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(f"the game store cannot save now ({reason}: {detail})")
        self.reason = reason
        self.params: dict[str, Any] = {}

    @property
    def busy(self) -> bool:
        return self.reason == "busy"
