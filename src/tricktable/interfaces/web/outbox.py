"""Bounded sending to one client's websocket, so that no reader can slow anyone else (issue 29).

Everything the server sends a client (a seat's socket, a watcher's, a room's member or spectator) goes through its
:class:`Outbox`: :meth:`Outbox.put` only queues the message (it never waits, so it is what runs under a game's or a
room's lock) and one writer task per connection sends the queue in order. A client that falls behind is dropped:
more than ``SendLimits.messages`` messages or ``SendLimits.bytes`` bytes waiting, or one frame that does not go out
within ``SendLimits.deadline`` seconds. What waited for it is forgotten, its subscriptions end with its handler
and its socket is closed with code ``SLOW_CODE`` (reason: the message id ``SLOW_REASON``): the close frame goes out
as soon as the server can write it, and the handler ends only then (else the server would close the socket
itself, without the code). A dropped connection lasts at most one more ``deadline``: then the server hangs up
(:mod:`.hangup`), whatever the client still had to read, so a client that stopped reading neither keeps its socket
nor receives stale updates for ever. A close that cannot be written within the deadline hangs up too. The client
reconnects and is sent a fresh snapshot, as after any lost connection. A client that keeps up gets every message,
in the order it was put.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

import orjson

from .hangup import hangup_of

log = logging.getLogger(__name__)

#: the close code of a client dropped for falling behind (not a final code: the page reconnects)
SLOW_CODE = 4408
#: the close reason: a message id of the catalogs ("connection-too-slow")
SLOW_REASON = "connection-too-slow"
DISCONNECT = {"type": "websocket.disconnect", "code": 1000}

_writers: set[asyncio.Task[None]] = set()


@dataclass(frozen=True)
class SendLimits:
    """How far one client may fall behind: ``messages`` and ``bytes`` waiting in its queue at most, ``deadline``
    seconds for one frame (or the closing frame) to go out."""

    messages: int = 500
    bytes: int = 4 * 2**20
    deadline: float = 30.0


def encode(msg: Mapping[str, Any]) -> str:
    """A server message as the text of its frame: compact JSON, the same text as ``json.dumps(msg,
    separators=(",", ":"), ensure_ascii=False)`` (Starlette's ``send_json``) written several times faster. Keys
    that are not strings (numbers) are written as ``json`` writes them; orjson's option for them costs 40% more
    per message, so it is asked for only by a message that has such a key (it raises without it)."""
    try:
        return orjson.dumps(msg).decode()
    except orjson.JSONEncodeError:
        return orjson.dumps(msg, option=orjson.OPT_NON_STR_KEYS).decode()


class Socket(Protocol):
    """What an outbox uses of its websocket: a Starlette ``WebSocket``, or a cluster's ``VirtualSocket`` (a socket
    held by another process). Frames are ASGI messages."""

    async def receive(self) -> Mapping[str, Any]: ...

    async def send_text(self, data: str, /) -> None: ...

    async def close(self, code: int = 1000, reason: str = "") -> None: ...


class Outbox:
    """The messages on their way to one websocket (``ws``, a Starlette ``WebSocket``); ``lang`` is the language
    its texts are written in (the table's events, errors).

    Contract: :meth:`put` and :meth:`close` never wait; :meth:`receive` is the client's next frame, or a
    disconnect once the server closed or dropped the socket; :meth:`finish` (when the connection's handler ends)
    returns within two ``deadline``\\ s, once the close under way (a dropped client's too) was written or given
    up; a dropped client is hung up on one ``deadline`` after the drop."""

    def __init__(self, ws: Socket, lang: str = "en", limits: SendLimits | None = None) -> None:
        self.ws = ws
        self.lang = lang
        self.limits = limits or SendLimits()
        self.dropped = False  # fell behind and was dropped
        self._queue: deque[str] = deque()
        self._size = 0
        self._closing: tuple[int, str] | None = None  # the close that follows the queue
        self._wake = asyncio.Event()
        self._ended = False  # the writer has ended: nothing more goes out
        self._reader: asyncio.Task[Any] | None = None  # the handler, while it waits in receive()
        self._interrupted = False  # that wait was cut short
        self._writer: asyncio.Task[None] | None = None
        self._sending = False  # the writer is in a send (and waits on the client if anyone else runs)
        self._started = 0.0  # when that send started (the loop's clock)
        self._watch: asyncio.TimerHandle | None = None  # checks the send under way against the deadline
        self._cut = False  # that send was cut short (the client is dropped)
        self._hangup: asyncio.TimerHandle | None = None  # ends a dropped client's connection at its deadline
        self._hung_up = False

    @property
    def open(self) -> bool:
        """Whether messages put now will be sent (neither closing nor gone)."""
        return self._closing is None and not self._ended

    def put(self, msg: Mapping[str, Any]) -> bool:
        """Queue ``msg`` (never waits). False if it will not be sent: the socket is closing or gone, or this
        message would put the client past its limits (then the client is dropped)."""
        return self.put_text(encode(msg)) if self.open else False

    def put_text(self, text: str) -> bool:
        """:meth:`put` for a message already encoded (one forwarded from the table's owner: see ``cluster``)."""
        if not self.open:
            return False
        if len(self._queue) >= self.limits.messages or self._size + len(text) > self.limits.bytes:
            self.drop()
            return False
        self._queue.append(text)
        self._size += len(text)
        self._start()
        return True

    async def __call__(self, msg: Mapping[str, Any]) -> None:
        """:meth:`put`, as an awaitable reply callback (it never waits either)."""
        self.put(msg)

    def close(self, code: int, reason: str = "") -> None:
        """Close the socket with ``code`` once what is queued has gone out (never waits)."""
        if self.open:
            self._closing = (code, reason)
            self._start()

    async def refuse(self, msg: dict[str, Any], code: int) -> None:
        """Tell a connection why it is refused (``msg``), close it with ``code`` and end (see :meth:`finish`)."""
        self.put(msg)
        self.close(code)
        await self.finish()

    def drop(self) -> None:
        """The client fell behind: forget what waits for it and close its socket with ``SLOW_CODE``."""
        if self.dropped or self._ended:
            return
        self.dropped = True
        log.info("a client fell behind (%d messages, %d bytes waiting): dropped", len(self._queue), self._size)
        self._queue.clear()
        self._size = 0
        self._closing = (SLOW_CODE, SLOW_REASON)
        writer = self._writer  # set while sending
        if self._sending and writer is not None and not self._cut:  # it waits on the client: give up that frame now
            self._cut = True
            writer.cancel()
        self._start()
        self._stop_reading()  # the server forgets the client now; its close goes out (or not) by itself
        loop = asyncio.get_running_loop()
        self._hangup = loop.call_later(self.limits.deadline, self._hang_up)  # what it still had to read is stale

    async def receive(self) -> Mapping[str, Any]:
        """The client's next ASGI frame (``ws.receive()``), or a disconnect once the server closed or dropped the
        socket (the client may still be sending: the wait for its frame is then cut short)."""
        if self._queue:
            await asyncio.sleep(0)  # the writer's turn first: a burst of requests is not dropped for its replies
        if self._ended or self.dropped:
            return DISCONNECT
        task = self._reader = asyncio.current_task()
        try:
            return await self.ws.receive()
        except asyncio.CancelledError:
            if not self._interrupted or task is None or task.uncancel() > 0:
                raise  # cancelled from elsewhere too (the server stops)
            return DISCONNECT
        finally:
            self._reader = None

    async def finish(self) -> None:
        """The connection's handler ends. A close under way (a dropped client's too) is let finish, bounded by the
        deadlines: the server closes a socket itself, without the code, once its handler has ended. Otherwise (the
        client went away) what still waits is forgotten."""
        writer = self._writer
        if self._closing is None:
            self._ended = True
            if writer is not None:
                writer.cancel()
        if writer is not None:
            await asyncio.wait((writer,))

    # ------------------------------------------------------------ the writer
    def _start(self) -> None:
        if self._writer is None:
            self._writer = asyncio.get_running_loop().create_task(self._write())
            _writers.add(self._writer)  # held until done (it may outlive the connection's handler)
            self._writer.add_done_callback(_writers.discard)
        self._wake.set()

    def _stop_reading(self) -> None:
        """Cut short the handler's wait for the client's next frame (it gets a disconnect)."""
        if self._reader is not None and not self._interrupted:
            self._interrupted = True
            self._reader.cancel()

    async def _write(self) -> None:
        """Send the queue in order, then the close; a frame past the deadline drops the client."""
        try:
            try:
                while True:
                    if self._queue:
                        text = self._queue.popleft()
                        self._size -= len(text)
                        await self._send(text)
                    elif self._closing is not None:
                        break
                    else:
                        self._wake.clear()
                        await self._wake.wait()
            except asyncio.CancelledError:
                writer = self._writer  # this task
                if not self._cut or writer is None or writer.uncancel() > 0:
                    raise  # cancelled by finish() (the client went away) or as the server stops
            code, reason = self._closing or (1000, "")
            try:
                async with asyncio.timeout(self.limits.deadline):
                    await self.ws.close(code=code, reason=reason)
            except TimeoutError:  # the close frame cannot go out either: the server hangs up
                self._hang_up()
        except Exception:  # noqa: BLE001  (the client went away: a closed socket raises)
            pass
        finally:
            self._ended = True
            if self._watch is not None:
                self._watch.cancel()
            self._stop_reading()

    async def _send(self, text: str) -> None:
        """One frame; the client is dropped if it has not gone out within the deadline. One watch per deadline
        rather than a timer per frame: a timer per frame cost more than all the rest of a message's way out."""
        loop = asyncio.get_running_loop()
        self._started = loop.time()
        if self._watch is None:
            self._watch = loop.call_at(self._started + self.limits.deadline, self._check)
        self._sending = True
        try:
            await self.ws.send_text(text)
        finally:
            self._sending = False

    def _hang_up(self) -> None:
        """End the connection at once, if the server can (:mod:`.hangup`); once (a transport already closed
        ignores it)."""
        if self._hung_up:
            return
        self._hung_up = True
        if self._hangup is not None:
            self._hangup.cancel()
        hangup = hangup_of(self.ws)
        if hangup is not None:
            with contextlib.suppress(Exception):
                hangup()

    def _check(self) -> None:
        """The watch: drop the client if the frame going out now has waited past the deadline."""
        self._watch = None
        if not self._sending or self._ended:
            return
        due = self._started + self.limits.deadline
        loop = asyncio.get_running_loop()
        if loop.time() >= due:
            self.drop()
        else:
            self._watch = loop.call_at(due, self._check)


__all__ = ["SLOW_CODE", "SLOW_REASON", "Outbox", "SendLimits", "encode"]
