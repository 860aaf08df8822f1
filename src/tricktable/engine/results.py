"""What a finished hand's result is, whatever the family: a typed value with its JSON.

Each family has its own result type beside its scoring (Rook's ``RookResult``, Callbreak's ``CallbreakResult``,
Tractor's ``TractorResult``), and a hand that is dealt again ends with :data:`REDEAL` in the families that redeal.
Every result type satisfies :class:`HandResult`: ``to_json()`` gives the JSON object that records, events, the page
and the bot protocols keep, and the family's ``Game.result_from_json`` reads that JSON back into an equal value.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol, final


class HandResult(Protocol):
    """A finished hand's result: an immutable value whose :meth:`to_json` is the JSON object kept for it."""

    def to_json(self) -> dict[str, Any]:
        """The result as a fresh JSON object (the caller may change it)."""
        ...


@final
@dataclass(frozen=True, slots=True)
class Redeal:
    """The result of a hand that is dealt again (every seat passed in Rook, a weak hand in Callbreak): the dealer and
    the hand number stay. Its JSON is ``{"redeal": true}``."""

    def to_json(self) -> dict[str, Any]:
        return {"redeal": True}


#: the one redeal result (``Redeal()`` equals it too)
REDEAL = Redeal()


def is_redeal(data: Any) -> bool:
    """Whether ``data``, a stored result's JSON (None when none is stored), is a redeal's: a reader that holds only
    the JSON and needs no more of it (the game's ``result_from_json`` reads the rest)."""
    return isinstance(data, dict) and bool(data.get("redeal"))
