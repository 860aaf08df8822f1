"""A claim in a room waits for the others: the claimed cards are shown to everyone in the room, and the claim is
applied once no player has objected for ``CLAIM_SECONDS`` (an objection cancels it and play goes on), or at once
when every player who may object has agreed.

This module holds the pending claim and the pure decisions about it; ``rooms.RoomHub`` runs its clock, tells
people and applies it. What a pending claim shows is exactly what the claim itself shows once applied: the
claimant's own cards, in the order it leads them (the claim action's cards), with its seat and name; never a card
of another seat.

Who may object: a member seated at another seat, connected, whose seat the AI is not playing. When there is no such
member (everyone else is the AI, away or watching), a claim is applied at once, as at a table of one's own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine.actions import CLAIM, Action
from ...engine.errors import RuleError
from ...engine.session import AnySession
from ...table.room import Member, Room
from .protocol import ClaimView

#: seconds the others have to object before a claim in a room is applied
CLAIM_SECONDS = 10.0

#: how a pending claim ended without being applied
OBJECTED, WITHDRAWN = "objected", "withdrawn"


@dataclass(frozen=True)
class PendingClaim:
    """A claim shown to the room and waiting: the claimant's seat and name, the action and its cards as the game
    writes them, the table's position when it was made (``hand``, ``step``: the hand and the actions applied in it,
    which a restored game has again; a claim made on a table that has moved on since is void), and the room clock's time when it is applied unless someone objects (``until``)."""

    seat: int
    name: str
    action: Action
    cards: str
    step: int
    hand: int
    until: float
    agreed: frozenset[str] = frozenset()  # the members who agreed (applied at once when all who may object did)

    def stale(self, session: AnySession) -> bool:
        """True once the table has moved on since the claim was made (the claimant played on, the AI moved for
        it, the hand ended): the claim no longer stands."""
        return session.state is None or session.step != self.step or session.hand_seq != self.hand

    def to_json(self, now: float) -> dict[str, Any]:
        """What the room keeps of the claim across a restart (``Room.claim``): everything but the clock's time,
        kept as the seconds left (the clock starts over with the process)."""
        return {"seat": self.seat, "name": self.name, "action": f"{CLAIM} {self.cards}", "cards": self.cards,
                "step": self.step, "hand": self.hand, "left": max(0.0, self.until - now),
                "agreed": sorted(self.agreed)}

    @classmethod
    def from_json(cls, doc: dict[str, Any], session: AnySession, now: float) -> PendingClaim | None:
        """The claim a room kept, on the table it was made on, waiting again for the seconds it had left when kept
        (nobody could object while the server was down); None when the kept claim cannot be read (a claim is
        then simply not waiting: play goes on)."""
        try:
            action = session.game.parse_action(str(doc["action"]))
            claim = cls(int(doc["seat"]), str(doc["name"]), action, str(doc["cards"]), int(doc["step"]),
                        int(doc["hand"]), now + float(doc["left"]), frozenset(str(m) for m in doc.get("agreed", [])))
        except (KeyError, TypeError, ValueError, RuleError):
            return None
        return claim if action.kind == CLAIM else None

    def public(self, now: float) -> ClaimView:
        """What everyone in the room is shown: the claimant and its cards, and the seconds left to object."""
        return {"seat": self.seat, "name": self.name, "cards": self.cards, "left": round(max(0.0, self.until - now), 1),
                "agreed": sorted(self.agreed)}


def claim_of(session: AnySession, text: Any) -> Action | None:
    """The claim action a page's ``action`` text asks for, or None when the text is not a claim (or cannot be read:
    the ordinary path then answers it with its error)."""
    if not isinstance(text, str) or not text.strip().lower().startswith(CLAIM) or len(text) > 300:
        return None
    try:
        action = session.game.parse_action(text)
    except RuleError:
        return None
    return action if action.kind == CLAIM else None


def objectors(room: Room, claimant: int) -> list[Member]:
    """The members who may object to a claim by seat ``claimant``: seated elsewhere, connected, not played by
    the AI."""
    return [m for m in room.members.values()
            if m.seat is not None and m.seat != claimant and m.id in room.online and m.seat not in room.away]


def all_agreed(room: Room, claim: PendingClaim) -> bool:
    """True when every member who may object to ``claim`` has agreed to it."""
    return {m.id for m in objectors(room, claim.seat)} <= claim.agreed


def objected_here(room: Room, session: AnySession, seat: int) -> bool:
    """True when the others objected to ``seat``'s claim at the table's position now: one claim per seat per
    lead, so a claim the others refused is not made again until the claimant has played on to its next lead
    (before, only the socket's rate limit bounded a claim repeated at once)."""
    return room.objected == (session.hand_seq, session.step, seat)


def may_object(room: Room, claim: PendingClaim | None, member: Member) -> str | None:
    """None when ``member`` may object to (or agree to) ``claim`` now, else the refusal's message id."""
    if claim is None:
        return "room-no-claim"
    if member not in objectors(room, claim.seat):
        return "room-claim-not-yours"
    return None


__all__ = ["CLAIM_SECONDS", "OBJECTED", "WITHDRAWN", "PendingClaim", "all_agreed", "claim_of", "may_object",
           "objected_here", "objectors"]
