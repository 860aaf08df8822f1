"""Every refusal the table's socket can send a page reaches the person in the page's language (issue 24's goal: no
English word reaches a non-English player). The page's own socket is used: the test stands between the page and the
server (Playwright's socket route), sends the server each kind of bad message the socket refuses, and reads what
the page then shows. Each reply must be the message id's text in the page's language, hold none of its English
words, and be what the page's toast says. (The same errors without a browser, and the HTTP refusals:
test_server_errors_lang.py.)"""

from __future__ import annotations

import json
import re

import pytest
from browsing import settings_for, start_game, wait_ready
from minigame import MiniConfig, MiniGame
from test_server_errors_lang import english_left

from tricktable.i18n import localizer
from tricktable.interfaces.web.frames import MAX_DEPTH, MAX_ID, MAX_MESSAGE
from tricktable.messages import MessageError

pytestmark = pytest.mark.browser

SOCKET = re.compile(r"/ws/")

#: (what the page's socket is made to send, the message id the server answers with, its parameters)
assert MAX_DEPTH < 7  # the nested message below is deeper
REFUSALS = [
    ("{", "socket-not-json", {}),
    ("[1, 2]", "socket-not-object", {}),
    (json.dumps({"type": "sync", "id": "x" * (MAX_ID + 1)}), "socket-bad-id", {"most": MAX_ID}),
    (json.dumps({"type": "sync", "deep": [[[[[[[1]]]]]]]}), "socket-too-deep", {}),  # deeper than MAX_DEPTH
    (json.dumps({"type": "sync", "pad": "x" * MAX_MESSAGE}), "socket-too-large", {"most": MAX_MESSAGE}),
    ('{"type": "sync", "n": 123456789012345678901234567890}', "socket-unwritable", {}),
    (json.dumps({"noType": 1}), "socket-not-object", {}),
    (json.dumps({"type": "teleport"}), "socket-unknown-type", {"kind": "teleport"}),
    (json.dumps({"type": "action", "action": ""}), "socket-action-text", {}),
    (b"\x00binary", "socket-binary", {}),
]


def _between(page) -> tuple[list, list]:
    """Stand between the page and the server on the table's socket: (the server's side of each socket, every
    message the server sent), everything passed on both ways as it is."""
    servers: list = []
    replies: list = []

    def handler(ws):
        server = ws.connect_to_server()

        def passed_on(message):
            replies.append(message)
            ws.send(message)

        server.on_message(passed_on)
        servers.append(server)

    page.route_web_socket(SOCKET, handler)
    return servers, replies


def _refused(page, servers, replies, sent) -> dict:
    """Send ``sent`` to the server as the page's socket; the server's error, once the page shows it."""
    before = len(replies)
    servers[-1].send(sent)
    for _ in range(100):
        errors = [json.loads(r) for r in replies[before:] if isinstance(r, str) and '"error"' in r]
        if errors:
            break
        page.wait_for_timeout(100)
    assert errors, f"no error came back for {sent!r}"
    error = errors[0]
    page.wait_for_function("text => document.getElementById('toast').textContent === text", arg=error["message"],
                           timeout=10000)
    return error


@pytest.mark.parametrize("lang", ["ro", "hu", "el", "cs"])
def test_each_socket_refusal_reaches_the_page_in_its_language(page_factory, lang):
    pg = page_factory()
    servers, replies = _between(pg.page)
    pg.open(settings_for("webtest/mini", lang=lang))
    start_game(pg.page, "webtest/mini", seed=3)
    wait_ready(pg.page)
    assert servers, "the page opened no table socket"
    say = localizer(lang)
    wrong = []
    for sent, msg_id, params in REFUSALS:
        error = _refused(pg.page, servers, replies, sent)
        if error["message"] != say(msg_id, **params):
            wrong.append(f"{msg_id}: {error['message']!r}, not {say(msg_id, **params)!r}")
        left = english_left(error["message"], msg_id, **params)
        if left:
            wrong.append(f"{msg_id}: English left {left} in {error['message']!r}")
    # a rules error: an action the game cannot read, told by the engine's message id and parameters
    with pytest.raises(MessageError) as raised:
        MiniGame("webtest/mini", MiniConfig()).parse_action("zzz qqq")
    rule = raised.value
    error = _refused(pg.page, servers, replies, json.dumps({"type": "action", "action": "zzz qqq"}))
    if error["message"] != say.error(rule, cards="name"):
        wrong.append(f"{rule.msg_id}: {error['message']!r}, not {say.error(rule, cards='name')!r}")
    if english_left(error["message"], rule.msg_id, **rule.params):
        wrong.append(f"{rule.msg_id}: English left in {error['message']!r}")
    assert not wrong, "\n".join(wrong)
    pg.clean()
