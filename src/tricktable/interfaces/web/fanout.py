"""Fan-out: a live game's subscribers and what each is sent when the game moves.

Each subscriber is an :class:`~.outbox.Outbox` (one connection) that is sent JSON messages for one
:class:`~.live_games.Viewer` (a seat, or a watcher looking from a seat's chair), built from that seat's view and the
events visible to it, in the connection's own language. Contracts:

* nothing here waits on a client: messages are only queued (the callers hold the game's lock);
* a viewer is sent only what its seat may see (``Snapshots.snapshot`` / ``events_json`` of its own seat);
* an update is built and encoded once per viewer and language, however many connections share them;
* a connection that cannot take a message (closed, or fallen too far behind) is dropped from the subscribers.

Plain Python: no web framework here.
"""

from __future__ import annotations

import time

from ...engine.session import AnyStep
from ...i18n import localizer
from ...messages import Seat
from .live_games import Live, Viewer
from .outbox import Outbox, encode
from .protocol import BotFault, Update


def add(live: Live, viewer: Viewer, send: Outbox) -> None:
    """Subscribe ``send`` to ``live`` as ``viewer``."""
    live.subscribers.setdefault(viewer, set()).add(send)
    live.touched = time.monotonic()


def remove(live: Live, viewer: Viewer, send: Outbox) -> None:
    """Unsubscribe ``send`` (no matter if it was not subscribed)."""
    live.subscribers.get(viewer, set()).discard(send)
    live.touched = time.monotonic()


def broadcast(live: Live, steps: list[AnyStep]) -> None:
    """Queue each subscriber its update (never waits on a client: see :mod:`.outbox`): built and encoded once
    per viewer and language, however many connections share them (the spectators, a person's tabs)."""
    for viewer, sends in list(live.subscribers.items()):
        if not sends:
            continue
        state = live.views.snapshot(viewer.seat, viewer.watching)
        updates: dict[str, str] = {}  # per language (each connection says its own)
        for send in list(sends):
            if send.lang not in updates:
                events = live.views.events_json(viewer.seat, steps, send.lang)
                updates[send.lang] = encode(Update(type="update", events=events, state=state))
            if not send.put_text(updates[send.lang]):
                sends.discard(send)  # closed, or dropped for falling behind: it unsubscribes itself too


def tell_bot_fault(live: Live, seat: int, kind: str) -> None:
    """Tell everyone at the table, once a hand per seat, that the bot of ``seat`` failed (``kind``: timeout,
    illegal, unreadable, crash) and a legal move was played for it: ``server-bot-fault`` in each one's
    language, as an error without an id (the page shows it; nobody's request failed)."""
    told = (live.session.hand_seq, seat)
    if told in live.bot_faults_told:
        return
    live.bot_faults_told.add(told)
    game = live.session.game
    for viewer, sends in list(live.subscribers.items()):
        for send in list(sends):
            words = localizer(send.lang)
            text = words.format("server-bot-fault", {"seat": Seat(seat), "kind": kind},
                                seats=words.seats_for(game, viewer.seat))
            send.put(BotFault(type="error", code="server-bot-fault", message=text, seat=seat, kind=kind).wire())
