"""Our AI behind HTTP: ``tricktable bot serve --protocol bhoos`` and ``--protocol tricktable``.

A small threaded HTTP/1.1 server from the standard library (one thread per connection, kept alive): each app is a
function from (method, path, JSON body) to (status, JSON answer). Bodies over :data:`MAX_BODY` bytes, bodies that
are not JSON and unknown paths are refused with a clear message; a request that does not add up gets HTTP 400
with the reason, as ``{"error": "..."}``.
"""

from __future__ import annotations

import json
import logging
import socket
import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from ...ai import make_player
from ...ai.seating import TimeControl
from ...engine import RuleError
from ...engine.match import AnyGame
from . import bhoos
from .botside import ProtocolBot
from .protocol import MAX_MESSAGE, ProtocolError, decode
from .timed import MARGIN_MS, context_for, decide_in_time

log = logging.getLogger(__name__)

MAX_BODY = MAX_MESSAGE
#: the time our AI takes for a Bhoos call (the protocol gives no budget for /bid)
BID_MS = 1000.0

App = Callable[[str, str, Any], tuple[int, Any]]


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "tricktable-bot"
    app: App

    def setup(self) -> None:
        super().setup()
        # headers and body go out in two writes: without this, Nagle's algorithm holds the body back until the
        # client's delayed ACK (40 ms per answer on Linux)
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def _reply(self, status: int, body: Any) -> None:
        data = json.dumps(body, separators=(",", ":")).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _handle(self, method: str) -> None:
        body: Any = None
        if method == "POST":
            try:
                length = int(self.headers.get("Content-Length", "0"))
            except ValueError:
                length = -1
            if not 0 <= length <= MAX_BODY:
                self.close_connection = True
                self._reply(413 if length > MAX_BODY else 411, {"error": f"a body is 0 to {MAX_BODY} bytes"})
                return
            raw = self.rfile.read(length)
            try:
                body = json.loads(raw) if raw.strip() else None
            except ValueError as e:
                self._reply(400, {"error": f"the body is not JSON: {e}"})
                return
        try:
            status, answer = self.app(method, self.path.split("?", 1)[0], body)
        except Exception:  # noqa: BLE001 - one bad request must not take the server down
            log.exception("bot server failed on %s %s", method, self.path)
            status, answer = 500, {"error": "internal error"}
        self._reply(status, answer)

    def do_GET(self) -> None:  # noqa: N802 (the standard library's name)
        self._handle("GET")

    def do_POST(self) -> None:  # noqa: N802
        self._handle("POST")

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        log.debug("%s " + format, self.address_string(), *args)


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A host that gave up waiting and closed the connection is normal for a bot: not worth a traceback."""
        import sys

        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            log.debug("%s closed the connection before the answer", client_address)
            return
        super().handle_error(request, client_address)


def make_server(app: App, host: str = "127.0.0.1", port: int = 0) -> ThreadingHTTPServer:
    """A server for ``app`` on ``host:port`` (port 0: a free one; ``server.server_address`` says which)."""
    handler = type("Handler", (_Handler,), {"app": staticmethod(app)})
    return _Server((host, port), handler)


def serve_in_thread(server: ThreadingHTTPServer) -> threading.Thread:
    thread = threading.Thread(target=server.serve_forever, daemon=True, name="tricktable-bot-server")
    thread.start()
    return thread


# ---------------------------------------------------------------- the two apps


def bhoos_app(game: AnyGame, level: str = "normal", seed: int = 0, bid_ms: float = BID_MS) -> App:
    """Our AI at ``level`` answering ``GET /hi``, ``POST /bid`` and ``POST /play`` as docs/rules/callbreak.md says."""
    bhoos.check_game(game)
    make_player(level, game, seed)  # an unknown level fails now, not on the first request

    def app(method: str, path: str, body: Any) -> tuple[int, Any]:
        if method == "GET" and path == "/hi":
            return 200, {"value": "hello"}
        if method != "POST" or path not in ("/bid", "/play"):
            return 404, {"error": "this bot answers GET /hi, POST /bid and POST /play"}
        try:
            if path == "/bid":
                state, seat = bhoos.read_bid(game, body)
                budget, control = bid_ms, TimeControl(decision_ms=bid_ms)
            else:
                state, seat, time_budget = bhoos.read_play(game, body)
                budget, control = time_budget, TimeControl(hand_ms=max(1.0, time_budget))
        except (bhoos.BhoosRequestError, RuleError) as e:
            return 400, {"error": str(e)}
        view = game.view(state, seat)
        legal = game.candidate_actions(state)
        usable = max(0.0, budget - MARGIN_MS)
        player = make_player(level, game, seed)
        start = getattr(player, "start_match", None)
        if callable(start):
            start(game, context_for(seat, control, usable))
        share = usable if control.hand_ms is None else usable / max(1, len(view.hand))
        action, _ = decide_in_time(player, game, view, legal, share / 1000.0)
        return 200, {"value": bhoos.answer_value(action)}

    return app


def protocol_app(bot: ProtocolBot) -> App:
    """Our AI speaking the tricktable protocol over HTTP: one POST per message, the answer in the response."""

    def app(method: str, path: str, body: Any) -> tuple[int, Any]:
        if method == "GET":
            return 200, {"name": bot.name, "protocol": 1, "post": "tricktable protocol messages (docs/protocol.md)"}
        try:
            message = decode(json.dumps(body))
        except ProtocolError as e:
            return 400, {"type": "error", "message": str(e)}
        reply = bot.handle(message)
        return 200, {} if reply is None else reply

    return app
