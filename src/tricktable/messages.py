"""Words a person reads, as data: a message id, structured parameters, and one slot that turns them into text.

The rules (cards, engine, games) never write sentences. They raise errors and describe events with a message id
(``"must-follow"``) and parameters that are values, not English: card ids (:class:`Cards`), seats (:class:`Seat`),
suit or colour codes, numbers. Turning them into words happens at the edge, from the catalogs of
:mod:`tricktable.i18n`, in the reader's language.

The rules still need ``str(error)`` to read as English for the Python API. That is this module's slot: the
composition root (``tricktable/__init__.py``) installs the English renderer here, so no rules module imports the
catalog code. Without a renderer a message shows as its id and parameters.

This module is the lowest layer (below ``cards``): it imports nothing of the project and nothing outside the
standard library.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

Renderer = Callable[[str, Mapping[str, Any]], str]


class Seat(NamedTuple):
    """A seat number (0-3) as a message parameter; the edge names it ("seat 2", "Left", "You")."""

    seat: int


class Side(NamedTuple):
    """A team (0: seats 0 and 2, 1: seats 1 and 3) as a message parameter; the edge names it from where the
    reader sits ("we", "they"), or "team 1" without a point of view. ``SEAT($side)`` writes it."""

    team: int


class Cards(NamedTuple):
    """Card ids as a message parameter, in the order given; the edge writes them ("10S AS", "the ten of spades").

    ``bird`` is the variant's name for the bird card ("Rook", or "Crow" in CrowsNest)."""

    ids: tuple[int, ...]
    bird: str = "Rook"

    @classmethod
    def of(cls, ids: Sequence[int], bird: str = "Rook") -> Cards:
        return cls(tuple(ids), bird)


def _fallback(msg_id: str, params: Mapping[str, Any]) -> str:
    return f"{msg_id} {dict(params)}" if params else msg_id


_renderer: Renderer = _fallback


def install(renderer: Renderer) -> None:
    """Set the function that writes a message in English for ``str()`` (the root package does this once)."""
    global _renderer
    _renderer = renderer


def render(msg_id: str, params: Mapping[str, Any] | None = None) -> str:
    """The message in the installed (English) rendering."""
    return _renderer(msg_id, params or {})


class Message(NamedTuple):
    """A message id with its parameters: what the rules say, before it becomes words."""

    id: str
    params: Mapping[str, Any]

    def __str__(self) -> str:
        return render(self.id, self.params)


def _rebuild(cls: type[MessageError], msg_id: str, params: dict[str, Any]) -> MessageError:
    return cls(msg_id, **params)


class MessageError(ValueError):
    """A ``ValueError`` that carries ``msg_id`` and ``params``; ``str()`` is the English rendering.

    ``MessageError("must-follow", suit=2, held=Cards((70,)))``. A text that is not a catalog id (code that has
    not moved to message ids yet) is shown as it is.
    """

    def __init__(self, msg_id: str, /, **params: Any) -> None:
        super().__init__(msg_id)
        self.msg_id = msg_id
        self.params = params

    @property
    def message(self) -> Message:
        return Message(self.msg_id, self.params)

    def __str__(self) -> str:
        return render(self.msg_id, self.params)

    def __reduce__(  # keep msg_id and params across processes (the AI pool pickles exceptions)
            self) -> tuple[Callable[..., MessageError], tuple[type[MessageError], str, dict[str, Any]]]:
        return (_rebuild, (type(self), self.msg_id, dict(self.params)))


class Block(NamedTuple):
    """One block of a generated page (a rules page): ``title``, ``section``, ``para``, ``item`` (a bullet),
    ``head`` / ``row`` (a table row, one message per cell in ``cells``). The words come from the edge."""

    kind: str
    text: Message | None = None
    cells: tuple[Message, ...] = ()


def page_markdown(blocks: Sequence[Block], write: Callable[[Message], str]) -> str:
    """A page of blocks as Markdown, each message written by ``write`` (English: ``str``)."""
    out: list[str] = []
    prev = ""
    for b in blocks:
        if b.kind in ("head", "row"):
            cells = [write(c) for c in b.cells]
            if b.kind == "head":
                out += ["", "| " + " | ".join(cells) + " |", "|" + "---|" * len(cells)]
            else:
                out.append("| " + " | ".join(cells) + " |")
        else:
            text = write(b.text) if b.text is not None else ""
            if b.kind == "title":
                out += [f"# {text}", ""]
            elif b.kind == "section":
                out += ["", f"## {text}", ""]
            elif b.kind == "item":
                out += ([""] if prev in ("para", "row") else []) + [f"- {text}"]
            else:
                out += ([""] if prev in ("item", "para", "row") else []) + [text]
        prev = b.kind
    return "\n".join(out).strip() + "\n"
