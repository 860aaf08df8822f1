"""A hypothesis-driven websocket fuzzer against a live app (uvicorn on a real port, in a thread): random frames
(JSON objects of the protocol and off it, other JSON values, garbage text, binary frames, deep nesting, large
frames), random orders, tokens and origins. The server stays up, every reply is a well-formed message that
carries the request's id, and a rejected message changes nothing (issue 11).

A four-human game is used so that only the fuzzer moves the state: whenever a reply is an error (or a failed
check), the stored actions and the snapshot's version must be what they were before the frame.
"""

from __future__ import annotations

import json
import urllib.request

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from liveserver import serving
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from tricktable.interfaces.web.frames import MAX_ID, MAX_MESSAGE

REPLY_TYPES = {"update", "ack", "check", "hint", "done", "error", "lang"}
ERROR_CODES = {"malformed", "size", "rate", "turn", "illegal", "watching", "busy", "auth", "origin", "broken"}
EXAMPLES = 120
COUNT = {"examples": 0, "frames": 0, "error replies": 0, "acks": 0, "refused connections": 0}


@pytest.fixture(scope="module")
def live(tmp_path_factory):
    """A real uvicorn server in a thread, for the whole module: (base URL, app)."""
    from tricktable.interfaces.web import create_app

    app = create_app(tmp_path_factory.mktemp("fuzz") / "g.sqlite3", rate=(1e6, 1e6), new_game_rate=(1e6, 1e6),
                     allowed_hosts=["127.0.0.1"])
    with serving(app) as (url, _):
        yield url, app
    print("\nwebsocket fuzzer: " + ", ".join(f"{v} {k}" for k, v in COUNT.items()))


def _new_game(url: str, seed: int = 7) -> tuple[str, dict[str, str]]:
    req = urllib.request.Request(url + "/api/games", headers={"Content-Type": "application/json"},
                                 data=json.dumps({"variant": "webtest/mini", "players": ["human"] * 4,
                                                  "seed": seed}).encode())
    body = json.loads(urllib.request.urlopen(req, timeout=10).read())
    return body["id"], body["tokens"]


scalars = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70), st.floats(allow_nan=True),
                    st.text(max_size=30))
values = st.recursive(scalars, lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=8), c,
                                                                                  max_size=4), max_leaves=12)
lone = st.sampled_from(["\ud800", "\udfff", "a\udc00b", "play \ud83d"])  # valid JSON, not writable text
ids = st.one_of(lone, st.integers(-2**60, 2**60), st.text(max_size=MAX_ID + 10), st.floats(allow_nan=True), values)
kinds = st.one_of(st.sampled_from(["action", "check", "hint", "next_hand", "sync", "lang", "teleport", "", "ACTION"]),
                  lone)
texts = st.one_of(st.sampled_from(["pass", "bid 5", "bid 10", "play R1", "trump R", "discard R1 R2 R3 R4 R5",
                                   "play Rook", "bid -5", "bid 99999999999999999999", "fly", " "]), lone,
                  st.text(max_size=40), values)
protocol = st.fixed_dictionaries({"type": kinds}, optional={"action": texts, "id": ids, "seat": values,
                                                            "pad": st.text(max_size=50)})
frames = st.one_of(
    protocol.map(lambda m: ("text", json.dumps(m))),
    st.just(("legal", "")),  # the seat's own legal action when it is to act: the game moves on
    st.just(("legal", "")),
    values.map(lambda v: ("text", json.dumps(v))),
    st.text(max_size=120).map(lambda t: ("text", t)),
    st.binary(max_size=200).map(lambda b: ("bytes", b)),
    st.integers(1, 3000).map(lambda d: ("text", '{"type": "sync", "id": "deep", "x": ' + "[" * d + "]" * d + "}")),
    st.integers(MAX_MESSAGE, 60000).map(lambda n: ("text", json.dumps({"type": "sync", "id": "big", "pad": "x" * n}))),
)
who = st.one_of(st.just("to-act"), st.integers(0, 3), st.sampled_from(["forged", "other-game", "foreign-origin",
                                                                         "empty"]))


def _not_json(name: str) -> object:
    raise ValueError(f"{name} is not JSON")


def _request_id(kind: str, raw) -> object:
    """The id a reply must carry: a readable JSON object's id when it is a number or a short string. Readable is
    strict JSON, as the server reads it: NaN and Infinity are not JSON, so a message holding one has no id."""
    if kind != "text":
        return None
    try:
        msg = json.loads(raw, parse_constant=_not_json)
    except (ValueError, RecursionError):
        return None
    if not isinstance(msg, dict) or "id" not in msg:
        return None
    i = msg["id"]
    if isinstance(i, bool) or not isinstance(i, int | float | str) or (isinstance(i, str) and len(i) > MAX_ID):
        return None
    if isinstance(i, float) and (i != i or i in (float("inf"), float("-inf"))):
        return None
    if isinstance(i, int) and abs(i) >= 2**53:
        return None
    if isinstance(i, str) and any(0xD800 <= ord(c) <= 0xDFFF for c in i):
        return None  # a lone surrogate cannot be written back: the error carries no id
    return i


def _check_reply(msg) -> None:
    assert isinstance(msg, dict) and msg.get("type") in REPLY_TYPES, msg
    if msg["type"] == "error":
        assert msg["code"] in ERROR_CODES and isinstance(msg["message"], str) and msg["message"], msg
    if msg["type"] == "update":
        assert isinstance(msg["state"], dict) and isinstance(msg["events"], list)


def _stored(app, gid: str) -> int:
    return sum(len(h.actions) for h in app.state.store.load(gid).hands)


def _exchange(ws, kind, raw, marker: str) -> list[dict]:
    """Send one frame, then a sync marked ``marker``; the replies that came before the marker's."""
    ws.send(raw if kind == "text" else bytes(raw))
    ws.send(json.dumps({"type": "sync", "id": marker}))
    replies = []
    while True:
        msg = json.loads(ws.recv(timeout=10))
        _check_reply(msg)
        if msg.get("id") == marker:
            return replies, msg
        replies.append(msg)


@pytest.mark.slow
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
@given(who=who, seed=st.integers(0, 2**63 - 1), plan=st.lists(frames, min_size=1, max_size=10))
def test_the_websocket_survives_anything_and_a_refused_message_changes_nothing(live, who, seed, plan):
    url, app = live
    COUNT["examples"] += 1
    gid, tokens = _new_game(url, seed)
    if who == "to-act":
        who = (seed % 4 + 1) % 4  # the seat after the dealer opens the auction
    ws_url = url.replace("http", "ws", 1)
    headers = {}
    if who == "forged":
        path = f"/ws/{gid}?token=not-a-token"
    elif who == "empty":
        path = f"/ws/{gid}"
    elif who == "other-game":
        other, other_tokens = _new_game(url)
        path = f"/ws/{gid}?token={other_tokens['0']}"
    elif who == "foreign-origin":
        path, headers = f"/ws/{gid}?token={tokens['0']}", {"Origin": "http://rebinding.example"}
    else:
        path = f"/ws/{gid}?token={tokens[str(who)]}"
    with connect(ws_url + path, additional_headers=headers, open_timeout=10, close_timeout=1) as ws:
        first = json.loads(ws.recv(timeout=10))
        _check_reply(first)
        if not isinstance(who, int):  # refused: an error, no table, and the connection is closed
            COUNT["refused connections"] += 1
            assert first["type"] == "error" and first["code"] in ("auth", "origin") and "state" not in first
            with pytest.raises(ConnectionClosed):
                ws.recv(timeout=10)
            return
        state = first["state"]
        for n, (kind, raw) in enumerate(plan):
            COUNT["frames"] += 1
            if kind == "legal":
                if not (state["legal"] and state["view"] and state["view"]["to_act"] == who):
                    continue
                kind, raw = "text", json.dumps({"type": "action", "action": state["legal"][0], "id": f"L{n}"})
            before = (_stored(app, gid), state["version"])
            replies, synced = _exchange(ws, kind, raw, f"marker-{n}")
            want = _request_id(kind, raw)
            if want is not None:
                assert any(r.get("id") == want for r in replies), (raw[:200], replies)
            refused = [r for r in replies if r["type"] == "error" or (r["type"] == "check" and not r["ok"])]
            COUNT["error replies"] += len(refused)
            COUNT["acks"] += sum(r["type"] == "ack" for r in replies)
            if refused:
                assert (_stored(app, gid), synced["state"]["version"]) == before, (raw[:200], refused)
            state = synced["state"]
    assert urllib.request.urlopen(url + "/api/variants", timeout=5).status == 200  # still up
