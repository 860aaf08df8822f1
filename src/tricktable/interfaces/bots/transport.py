"""Carrying protocol messages to a bot: JSON lines to a subprocess (stdio) or one HTTP POST per message.

A channel's :meth:`request` sends a message and waits, at most ``timeout`` seconds, for the bot's answer of the
expected type; :meth:`send` sends one that wants no answer. Every failure becomes a
:class:`~tricktable.ai.faults.BotFault`: ``timeout`` (no answer in time), ``crash`` (the process exited, the
connection failed, an HTTP error status) or ``unreadable`` (not a protocol message).

A stdio bot may answer late. Answers to ``act`` carry its ``id`` when the bot echoes it, and an answer with an old id
is dropped; a bot that does not echo ids is matched first in, first out (an answer owed to a timed-out question is
dropped when it arrives). Processes are reused from match to match (:class:`ProcessPool`): a bot that ends a match
cleanly gets the next ``hello``; one that crashed, hung or still owes answers is stopped and a new one started.

Nothing a bot does holds the host: its output is read with a line cap (:data:`~.protocol.MAX_MESSAGE`) and a volume
cap (:data:`MAX_QUEUED_BYTES` unread; a bot over it is faulted and stopped); writes to it and whole answers run
under one deadline per question (stdio and HTTP alike, however slowly an answer drips in); each bot process starts
in a session of its own and is stopped with its whole process group (a launcher script's children included), also
when the host exits or is stopped by SIGINT or SIGTERM.
"""

from __future__ import annotations

import atexit
import collections
import contextlib
import http.client
import json
import os
import queue
import select
import shlex
import signal
import socket
import subprocess
import threading
import time
from typing import Any
from urllib.parse import urlsplit

from ...ai.faults import BotFault
from .protocol import MAX_MESSAGE, ProtocolError, decode, encode

_EOF = object()
STDERR_GRACE = 2.0  # seconds a crash report waits for the bot's standard error to reach its end
#: the most a bot may have written that the host has not read yet (a bot over it is flooding: stopped)
MAX_QUEUED_BYTES = 4 * MAX_MESSAGE


class StdioChannel:
    """One bot process, talking JSON lines on its standard input and output (its standard error is kept, the last
    lines only, to explain a crash)."""

    def __init__(self, command: str, cwd: str | None = None) -> None:
        self.command = command
        self.cwd = cwd
        try:
            argv = shlex.split(command)
        except ValueError as e:
            raise ValueError(f"cannot read the command {command!r}: {e}") from None
        if not argv:
            raise ValueError("the bot command is empty")
        try:
            self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                         cwd=cwd, start_new_session=True)
        except OSError as e:
            raise ValueError(f"cannot start the bot {command!r}: {e.strerror or e}") from None
        assert self.proc.stdin is not None
        self._stdin = self.proc.stdin.fileno()
        os.set_blocking(self._stdin, False)
        self.lines: queue.Queue[bytes | object] = queue.Queue()
        self.queued_bytes = 0  # written by the bot, not read by the host yet (bounded by MAX_QUEUED_BYTES)
        self._queue_lock = threading.Lock()
        self.stderr: collections.deque[str] = collections.deque(maxlen=8)
        self.owed = 0  # answers to timed-out questions that may still arrive (bots that do not echo ids)
        self.dead: str | None = None
        self._stdout_reader = threading.Thread(target=self._read_stdout, daemon=True, name="bot-stdout")
        self._stdout_reader.start()
        self._stderr_reader = threading.Thread(target=self._read_stderr, daemon=True, name="bot-stderr")
        self._stderr_reader.start()

    # ------------------------------------------------------------ reading (threads)
    def _read_stdout(self) -> None:
        stream = self.proc.stdout
        assert stream is not None
        try:
            while True:
                line = stream.readline(MAX_MESSAGE + 1)
                if not line:
                    break
                if len(line) > MAX_MESSAGE:  # skip the rest of an oversized line, report it as unreadable
                    while line and not line.endswith(b"\n"):
                        line = stream.readline(MAX_MESSAGE)
                    line = b""
                elif not line.strip():
                    continue
                if not self._queue(line):
                    return
        except (OSError, ValueError):
            pass
        self.lines.put(_EOF)

    def _queue(self, line: bytes) -> bool:
        """Hand a line to the host; False (the bot faulted and stopped) once too much is left unread."""
        with self._queue_lock:
            if self.queued_bytes + len(line) > MAX_QUEUED_BYTES:
                self.dead = f"the bot wrote more than {MAX_QUEUED_BYTES} bytes nobody asked for: stopped"
                with contextlib.suppress(queue.Empty):
                    while True:
                        self.lines.get_nowait()
                self.queued_bytes = 0
                self.lines.put(_EOF)
                self.kill()
                return False
            self.queued_bytes += len(line)
            self.lines.put(line)
            return True

    def _take(self, timeout: float) -> Any:
        """The next line the bot wrote (or _EOF), waiting at most ``timeout`` s (raises queue.Empty)."""
        line = self.lines.get(timeout=timeout) if timeout > 0 else self.lines.get_nowait()
        if isinstance(line, bytes):
            with self._queue_lock:
                self.queued_bytes -= len(line)
        return line

    def _read_stderr(self) -> None:
        stream = self.proc.stderr
        assert stream is not None
        with contextlib.suppress(OSError, ValueError):
            for line in iter(lambda: stream.readline(4096), b""):
                self.stderr.append(line.decode("utf-8", "replace").rstrip())

    # ------------------------------------------------------------ talking
    def _why_dead(self) -> str:
        code = self.proc.poll()
        if code is None:
            with contextlib.suppress(subprocess.TimeoutExpired):
                code = self.proc.wait(0.2)
        if code is not None:  # let the reader take the last lines the bot wrote before it ended (bounded wait)
            self._stderr_reader.join(STDERR_GRACE)
        last = f"; its last words: {self.stderr[-1]}" if self.stderr else ""
        return f"the bot process exited (status {code}){last}"

    def _write(self, message: dict[str, Any], deadline: float) -> None:
        """Write one message before ``deadline`` (perf_counter); a bot that does not read it in time is stopped:
        half a message in its pipe leaves nothing to say to it."""
        if self.dead:
            raise BotFault("crash", self.dead, counted=False)
        data = memoryview((encode(message) + "\n").encode())
        try:
            while data:
                left = deadline - time.perf_counter()
                if left <= 0 or not select.select([], [self._stdin], [], left)[1]:
                    self.dead = "the bot stopped reading its input: stopped"
                    self.kill()
                    raise BotFault("timeout", "the bot did not read its input in time")
                with contextlib.suppress(BlockingIOError):
                    data = data[os.write(self._stdin, data):]
        except (OSError, ValueError):
            self.dead = self._why_dead()
            raise BotFault("crash", self.dead) from None

    def send(self, message: dict[str, Any], timeout: float = 2.0) -> None:
        self._write(message, time.perf_counter() + max(0.0, timeout))

    def request(self, message: dict[str, Any], timeout: float, expect: str, number: int | None = None) -> dict[str, Any]:
        """Send ``message`` and wait for the answer of type ``expect`` (with id ``number`` if it has one), writing
        and waiting within ``timeout`` seconds in all."""
        deadline = time.perf_counter() + max(0.0, timeout)
        self._write(message, deadline)
        while True:
            left = deadline - time.perf_counter()
            try:
                line = self._take(left)
            except queue.Empty:
                self.owed += 1
                raise BotFault("timeout", f"no answer within {timeout * 1000:.0f} ms") from None
            if line is _EOF:
                self.dead = self.dead or self._why_dead()
                raise BotFault("crash", self.dead)
            try:
                reply = decode(line)
            except ProtocolError as e:
                if not line:
                    raise BotFault("unreadable", f"an answer longer than {MAX_MESSAGE} bytes") from None
                raise BotFault("unreadable", str(e)) from None
            if reply.get("type") == "error":
                raise BotFault("crash", f"the bot reported an error: {str(reply.get('message'))[:200]}")
            if reply.get("type") != expect:
                if expect == "ready" or reply.get("type") == "action":
                    continue  # a late answer from before this question
                raise BotFault("unreadable", f'expected "{expect}", got "{reply.get("type")}"')
            if "id" in reply and number is not None:
                if reply["id"] != number:
                    continue  # the answer to an earlier, timed-out question
            elif self.owed and number is not None:
                self.owed -= 1
                continue
            return reply

    @property
    def clean(self) -> bool:
        """Alive, and owing no late answers: fit for the next match."""
        return self.dead is None and self.proc.poll() is None and self.owed == 0 and self.lines.empty()

    def kill(self) -> None:
        """Stop the bot's whole process group at once (what a launcher script started too)."""
        with contextlib.suppress(OSError):
            os.killpg(self.proc.pid, signal.SIGKILL)
        with contextlib.suppress(OSError):
            self.proc.kill()

    def close(self, grace: float = 1.0) -> None:
        """Close the bot's input (a bot exits at end of input), then stop its process group: at once if the bot
        does not exit within ``grace`` s, and in any case whatever it left running."""
        with contextlib.suppress(OSError, ValueError):
            if self.proc.stdin:
                self.proc.stdin.close()
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.proc.wait(grace)
        self.kill()  # also when the leader exited: a launcher's child may still run in its group
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.proc.wait(2)
        for reader, stream in ((self._stdout_reader, self.proc.stdout), (self._stderr_reader, self.proc.stderr)):
            reader.join(1.0)  # closing a stream a reader still blocks on would wait for that reader
            if stream and not reader.is_alive():
                with contextlib.suppress(OSError, ValueError):
                    stream.close()


class ProcessPool:
    """Idle bot processes per command, reused by the next match in this process (an arena worker plays many)."""

    def __init__(self) -> None:
        self._idle: dict[tuple[str, str | None], list[StdioChannel]] = {}
        self._lock = threading.Lock()
        self._all: list[StdioChannel] = []
        self.started = 0  # processes started so far (the rest of the matches reused one)

    def acquire(self, command: str, cwd: str | None = None) -> StdioChannel:
        with self._lock:
            idle = self._idle.get((command, cwd), [])
            while idle:
                channel = idle.pop()
                if channel.clean:
                    return channel
                channel.close(0.1)
        _stop_bots_on_sigterm()
        channel = StdioChannel(command, cwd)
        with self._lock:
            self._all = [c for c in self._all if c.proc.poll() is None] + [channel]
            self.started += 1
        return channel

    def release(self, channel: StdioChannel) -> None:
        """Give back a process after its match: kept if clean, else stopped."""
        if not channel.clean:
            channel.close(0.2)
            return
        with self._lock:
            self._idle.setdefault((channel.command, channel.cwd), []).append(channel)

    def close_all(self) -> None:
        with self._lock:
            channels, self._all, self._idle = self._all, [], {}
        for channel in channels:
            channel.close(0.5)


POOL = ProcessPool()
atexit.register(POOL.close_all)  # a normal exit, and Ctrl+C (KeyboardInterrupt) too: bots do not get the terminal's
                                 # SIGINT any more, being in sessions of their own


def _stop_bots_on_sigterm() -> None:
    """SIGTERM ends Python without its exit handlers: where nobody else handles it (an arena and its workers, not
    the web server), stop the pool's bots first, then end as SIGTERM would."""
    if threading.current_thread() is not threading.main_thread() or signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL:
        return

    def stop(signum: int, frame: Any) -> None:
        POOL.close_all()
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGTERM)

    signal.signal(signal.SIGTERM, stop)


def _connect(conn: http.client.HTTPConnection) -> socket.socket:
    """Open ``conn``'s socket, with Nagle's delay off (each message is one small request waiting for its answer)."""
    conn.connect()
    sock = conn.sock
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return sock


class HttpChannel:
    """A bot behind an HTTP URL: one POST per message (JSON body, JSON answer), over a kept-alive connection."""

    def __init__(self, url: str) -> None:
        self.url = url
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError(f"a bot URL looks like http://127.0.0.1:7000, not {url!r}")
        self.https = parts.scheme == "https"
        self.host = parts.hostname
        self.port = parts.port or (443 if self.https else 80)
        self.base = parts.path.rstrip("/")
        self._conn: http.client.HTTPConnection | None = None
        self._expired = False
        self._sock: socket.socket | None = None

    def _connection(self, timeout: float) -> http.client.HTTPConnection:
        if self._conn is None:
            cls = http.client.HTTPSConnection if self.https else http.client.HTTPConnection
            self._conn = cls(self.host, self.port, timeout=timeout)
        self._conn.timeout = timeout
        if self._conn.sock is None:
            self._sock = _connect(self._conn)
        if self._conn.sock is not None:
            self._conn.sock.settimeout(timeout)
        return self._conn

    def _expire(self) -> None:
        """The answer's deadline passed: cut the connection, so that a read in progress ends now."""
        self._expired = True
        if self._sock is not None:  # kept apart: the connection forgets its socket once a response owns it
            with contextlib.suppress(OSError):
                self._sock.shutdown(socket.SHUT_RDWR)

    def call(self, method: str, path: str, body: dict[str, Any] | None, timeout: float) -> Any:
        """One HTTP exchange, all of it (connecting, sending, every read) within ``timeout`` seconds; the decoded
        JSON answer (None for an empty body). Raises BotFault."""
        timeout = max(0.001, timeout)
        self._expired = False
        watchdog = threading.Timer(timeout, self._expire)
        watchdog.daemon = True
        watchdog.start()
        try:
            return self._call(method, path, body, timeout)
        except BotFault as f:
            if self._expired and f.kind != "timeout":
                raise BotFault("timeout", f"no answer from {self.url}{path} within {timeout * 1000:.0f} ms") from None
            raise
        finally:
            watchdog.cancel()
            if self._expired:
                self.close()

    def _call(self, method: str, path: str, body: dict[str, Any] | None, timeout: float) -> Any:
        data = None if body is None else encode(body).encode()
        headers = {"Content-Type": "application/json"} if data is not None else {}
        for attempt in (0, 1):
            try:
                conn = self._connection(timeout)
                conn.request(method, self.base + path, body=data, headers=headers)
                response = conn.getresponse()
                raw = response.read(MAX_MESSAGE + 1)
                break
            except TimeoutError:
                self.close()
                raise BotFault("timeout", f"no answer from {self.url}{path} within {timeout * 1000:.0f} ms") from None
            except (http.client.RemoteDisconnected, BrokenPipeError, ConnectionResetError) as e:
                self.close()  # a kept-alive connection the server had closed: try once on a new one
                if attempt or self._expired:
                    raise BotFault("crash", f"{self.url}{path}: {e}") from None
            except (OSError, http.client.HTTPException) as e:
                self.close()
                raise BotFault("crash", f"{self.url}{path}: {e}") from None
        if len(raw) > MAX_MESSAGE:
            self.close()
            raise BotFault("unreadable", f"an answer longer than {MAX_MESSAGE} bytes")
        if response.status // 100 != 2:
            raise BotFault("crash", f"{self.url}{path} answered HTTP {response.status}: {raw[:120]!r}")
        if not raw.strip():
            return None
        try:
            return json.loads(raw)
        except ValueError:
            raise BotFault("unreadable", f"{self.url}{path} answered non-JSON: {raw[:80]!r}") from None

    def request(self, message: dict[str, Any], timeout: float, expect: str, number: int | None = None) -> dict[str, Any]:
        reply = self.call("POST", "", message, timeout)
        try:
            if not isinstance(reply, dict):
                raise ProtocolError('an answer is a JSON object with a "type"')
            reply = decode(encode(reply))
        except ProtocolError as e:
            raise BotFault("unreadable", str(e)) from None
        if reply.get("type") == "error":
            raise BotFault("crash", f"the bot reported an error: {str(reply.get('message'))[:200]}")
        if reply.get("type") != expect:
            raise BotFault("unreadable", f'expected "{expect}", got "{reply.get("type")}"')
        return reply

    def send(self, message: dict[str, Any], timeout: float = 2.0) -> None:
        self.call("POST", "", message, timeout)

    def close(self) -> None:
        if self._conn is not None:
            with contextlib.suppress(OSError):
                self._conn.close()
            self._conn = None
        self._sock = None
