"""What each connection in a room sees: the room (``room`` messages) and the table of its seat, or the public table.

Contracts:

* a connection is subscribed to the room's match as its member's seat only if, in the hand on the table, it (and
  its member) was shown no other seat's table; otherwise, and for a spectator, it sees the public table
  (:data:`~.live_rooms.SPECTATOR`). Every seat a connection looks from is remembered for the hand (``saw``), so
  a member who saw one seat's cards cannot sit in another mid-hand (``room-seen-other-seat``);
* a seat taken between hands shows its table from the next deal;
* messages are queued, never awaited (the callers hold the room's lock).

Plain Python: no web framework here.
"""

from __future__ import annotations

from ...table.room import Member, you
from .live_games import Live, Viewer
from .live_rooms import SPECTATOR, Connection, LiveRoom, RoomClocks, hand_key, match_of
from .manager import Manager
from .outbox import encode
from .protocol import RoomState, RoomView, Update


class RoomSubscriptions:
    """The rooms' connections subscribed to their matches (``manager``'s live games), and told the room."""

    def __init__(self, manager: Manager, clocks: RoomClocks) -> None:
        self.manager = manager
        self.clocks = clocks

    def broadcast_room(self, lr: LiveRoom) -> None:
        """Queue everyone the room as they see it: the room built once, each member's copy differing in ``you``
        alone, the spectators' one text encoded once."""
        view = self.room_view(lr, self.clocks.clock())
        texts: dict[str | None, str] = {}  # per member (None: the spectators)
        for conn in lr.connections():
            member = lr.room.members.get(conn.member_id) if conn.member_id else None
            key = None if member is None else member.id
            if key not in texts:
                seen = view.copy()
                seen["you"] = you(member)  # in its place: the key is there
                texts[key] = encode(RoomState(type="room", room=seen))
            conn.put_text(texts[key])

    @staticmethod
    def room_view(lr: LiveRoom, now: float, member: Member | None = None) -> RoomView:
        """The room as ``member`` (None: a spectator) sees it, with the claim waiting for objections, if any, and
        where the others last objected to one (``objected``: [hand, step, seat]; no claim by that seat there)."""
        return RoomView(**lr.room.public_json(now, member),
                        claim=None if lr.claim is None else lr.claim.public(now),
                        objected=None if lr.room.objected is None else list(lr.room.objected))

    def viewer(self, lr: LiveRoom, conn: Connection) -> Viewer:
        """The chair ``conn`` sees the table from: its member's seat, or a spectator's public table (also for a
        member seated where it may not look yet: it was shown another seat's table in the hand on the table)."""
        member = lr.room.members.get(conn.member_id) if conn.member_id else None
        if member is None or member.seat is None:
            return SPECTATOR
        live = match_of(self.manager, lr)
        if live is not None and self.shown(lr, conn, live) - {member.seat}:
            return SPECTATOR
        return Viewer(member.seat)

    @staticmethod
    def shown(lr: LiveRoom, conn: Connection, live: Live) -> set[int]:
        """The seats whose tables ``conn`` or its member was shown in the hand on ``live``'s table: as kept, and
        the seat it is looking from now."""
        hand = hand_key(live)
        seats = conn.shown.of(hand)
        if conn.member_id is not None:
            seats |= lr.room.seen(conn.member_id, hand)
        if conn.subscribed is not None and conn.subscribed[0] is live and not conn.subscribed[1].watching:
            seats.add(conn.subscribed[1].seat)
        return seats

    def shown_mid_hand(self, lr: LiveRoom, conn: Connection) -> set[int]:
        """While a hand is being played: the seats whose tables ``conn`` or its member was shown in it (a sit
        elsewhere is refused). Between hands nothing is refused: a seat taken then shows its table from the deal."""
        live = match_of(self.manager, lr)
        if live is None or live.session.state is None:
            return set()
        return self.shown(lr, conn, live)

    @staticmethod
    def saw(lr: LiveRoom, conn: Connection) -> None:
        """Keep that ``conn`` (and its member) looks from its seat in the hand on the table now."""
        if conn.subscribed is None or conn.subscribed[1].watching:
            return
        live, viewer = conn.subscribed
        hand = hand_key(live)
        conn.shown.saw(hand, viewer.seat)
        if conn.member_id is not None:
            lr.room.saw(conn.member_id, hand, viewer.seat)

    def subscribe(self, lr: LiveRoom, conn: Connection) -> None:
        """Subscribe ``conn`` to the room's table as its seat (or as a spectator) and send it the table now."""
        live = match_of(self.manager, lr)
        viewer = self.viewer(lr, conn)
        if conn.subscribed is not None and conn.subscribed == (live, viewer):
            return
        self.unsubscribe(lr, conn)
        if live is None:
            return
        self.manager.subscribe(live, viewer, conn)
        conn.subscribed = (live, viewer)
        self.saw(lr, conn)
        conn.put(Update(type="update", events=[], state=live.views.snapshot(viewer.seat, viewer.watching)))

    def unsubscribe(self, lr: LiveRoom, conn: Connection) -> None:
        """Take ``conn`` off the room's table (remembering that it looked from its seat until now)."""
        if conn.subscribed is not None:
            self.saw(lr, conn)  # it looked from there until now: in this hand too
            live, viewer = conn.subscribed
            self.manager.unsubscribe(live, viewer, conn)
            conn.subscribed = None

    def resubscribe_all(self, lr: LiveRoom) -> None:
        """Subscribe every connection again, as its member's seat now says."""
        for conn in lr.connections():
            self.subscribe(lr, conn)
