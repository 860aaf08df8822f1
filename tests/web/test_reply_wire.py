"""The replies built from the protocol's models (``Reply.wire``) are sent byte for byte as the dicts they replaced:
``type`` first, the fields given in the model's order, ``id`` last (``null`` for a request without one), a field
left out not sent. (A table's updates and acks are pinned by ``test_wire_pinned.py``.)"""

from __future__ import annotations

from tricktable.interfaces.web.frames import error
from tricktable.interfaces.web.outbox import encode
from tricktable.interfaces.web.protocol import CheckReply, Done, HintReply, LangReply, Review, Update


def test_a_seats_replies_are_written_as_before():
    assert encode(CheckReply(type="check", ok=True, action="play R14", id=7).wire()) == \
        '{"type":"check","ok":true,"action":"play R14","id":7}'
    assert encode(CheckReply(type="check", ok=False, message="Nope", id=None).wire()) == \
        '{"type":"check","ok":false,"message":"Nope","id":null}'
    assert encode(HintReply(type="hint", action="bid 120", id="h").wire()) == \
        '{"type":"hint","action":"bid 120","id":"h"}'
    assert encode(LangReply(type="lang", lang="ro", id=None).wire()) == '{"type":"lang","lang":"ro","id":null}'
    assert encode(Done(type="done", request="next_hand", id=2.5).wire()) == \
        '{"type":"done","request":"next_hand","id":2.5}'
    assert encode(Update(type="update", events=[], state={"seat": 0, "hand": ["R14"]}, id=1).wire()) == \
        '{"type":"update","events":[],"state":{"seat":0,"hand":["R14"]},"id":1}'


def test_a_review_is_sent_without_an_id_and_an_error_with_one_only_when_known():
    assert encode(Review(type="review", review={"seat": 1, "flags": []}).wire()) == \
        '{"type":"review","review":{"seat":1,"flags":[]}}'
    assert encode(error("turn", "Not yet")) == '{"type":"error","code":"turn","message":"Not yet"}'
    assert encode(error("turn", "Not yet", "a")) == '{"type":"error","code":"turn","message":"Not yet","id":"a"}'


def test_an_id_keeps_its_type():
    assert LangReply(type="lang", lang="en", id="7").wire()["id"] == "7"
    assert LangReply(type="lang", lang="en", id=7).wire()["id"] == 7
