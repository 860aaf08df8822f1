"""A real server for the web tests: the app served by uvicorn on a free port of 127.0.0.1, in a thread (as
``tricktable serve`` runs it: the same websocket settings)."""

from __future__ import annotations

import contextlib
import socket
import threading
import time
import urllib.request
from collections.abc import Iterator
from typing import Any


@contextlib.contextmanager
def serving(app: Any) -> Iterator[tuple[str, int]]:
    """Serve ``app`` until the block ends: (base URL, port). Returns once the server answers."""
    import uvicorn

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning",
                                           ws_max_size=65536, ws_per_message_deflate=False,
                                           timeout_graceful_shutdown=2))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{port}"
    for _ in range(500):
        try:
            urllib.request.urlopen(url + "/api/variants", timeout=1).read()
            break
        except OSError:
            time.sleep(0.02)
    try:
        yield url, port
    finally:
        server.should_exit = True
        thread.join(20)
