"""How the page meets the server's refusals on the table's socket: a record that cannot be replayed (close code 4410)
is said once and the page stops asking; a full server (4503) is said and tried again, more slowly."""

from __future__ import annotations

import json
import re
import time

import pytest
from browsing import settings_for

pytestmark = pytest.mark.browser

SOCKET = re.compile(r"/ws/")


def _refuse_with(page, code: int, error: str, attempts: list) -> None:
    """Answer every table socket the page opens as the server does when it cannot load the game."""
    def handler(ws):
        attempts.append(ws.url)
        ws.send(json.dumps({"type": "error", "code": error, "message": "refused by the test"}))
        ws.close(code=code, reason=error)
    page.route_web_socket(SOCKET, handler)


def _open_remembered_game(pg, lang: str = "en"):
    pg.open(settings_for("webtest/mini", lang=lang))
    p = pg.page
    p.evaluate("() => { localStorage.setItem('tricktable.game', JSON.stringify({id: 'g-test', token: 't'}));"
               " localStorage.setItem('tricktable.games', JSON.stringify([{id: 'g-test', token: 't'}])); }")
    return p


def test_a_game_that_cannot_be_replayed_is_said_once_and_not_retried(page_factory):
    pg = page_factory()
    attempts: list = []
    _refuse_with(pg.page, 4410, "broken", attempts)
    p = _open_remembered_game(pg, lang="hu")
    p.reload()
    # the lobby, and the reason in the player's language, not the server's English (the lobby may show for a
    # moment while the page loads, before the socket is refused: wait for the words)
    p.wait_for_function("() => !document.getElementById('lobby').classList.contains('hidden') &&"
                        " document.getElementById('toast').textContent.includes('nem folytatható')", timeout=10000)
    p.wait_for_timeout(2500)  # a reconnecting page would have tried again 2-3 times by now
    assert len(attempts) == 1
    assert p.evaluate("() => tricktable.Games.find('g-test') === null && tricktable.Games.current() === null")
    pg.clean()


def test_a_full_server_is_said_and_tried_again_slowly(page_factory):
    pg = page_factory()
    attempts: list = []
    _refuse_with(pg.page, 4503, "busy", attempts)
    p = _open_remembered_game(pg)
    p.reload()
    p.wait_for_function("() => document.getElementById('status').textContent.includes('busy')", timeout=10000)
    first = time.monotonic()
    for _ in range(40):  # up to 10 s for the second try
        if len(attempts) >= 2:
            break
        p.wait_for_timeout(250)
    gap = time.monotonic() - first
    assert len(attempts) >= 2, "a full server is tried again"
    assert gap >= 1.5, f"tried again after {gap:.2f} s: a full server is not hammered"
    assert p.evaluate("() => tricktable.Games.find('g-test') !== null")  # and the game stays in the list
    pg.clean()
