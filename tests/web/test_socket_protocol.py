"""The socket protocol's models (``interfaces/web/protocol.py``): every request a socket handles has its model and
parses to it, whatever else the object holds; an unknown type parses to ``Unknown``; an error names its message
id and parameters and is written in the reader's language; and the JSON Schema in the docs is the one the models
give. After a deliberate change to the protocol, rewrite the schema: ``python tests/web/test_socket_protocol.py --write``
(and say why in its commit)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from tricktable.i18n import LANGUAGES, localizer
from tricktable.interfaces.web import protocol
from tricktable.interfaces.web.frames import told
from tricktable.interfaces.web.protocol import ROOM_TYPES, SEAT_TYPES, ErrorReply, Unknown, json_schema, parse

SCHEMA = Path(__file__).resolve().parents[2] / "docs" / "protocol.schema.json"


def _exported() -> str:
    return json.dumps(json_schema(), indent=1, ensure_ascii=False, sort_keys=True) + "\n"


def test_the_schema_in_the_docs_is_the_models_schema():
    assert SCHEMA.read_text(encoding="utf-8") == _exported(), (
        "docs/protocol.schema.json is stale: python tests/web/test_socket_protocol.py --write")


def test_each_socket_parses_its_requests_and_ignores_fields_it_does_not_know():
    for types in (SEAT_TYPES, ROOM_TYPES):
        for name, model in types.items():
            req = parse({"type": name, "id": "r1", "unheard_of": [1, 2]}, types)
            assert type(req) is model and req.type == name and req.id == "r1"
            assert "unheard_of" not in req.model_dump()


def test_the_room_takes_the_table_requests_and_its_own_and_the_seat_only_the_table_ones():
    assert set(SEAT_TYPES) == {"sync", "lang", "action", "check", "hint", "next_hand", "end"}
    assert set(SEAT_TYPES) <= set(ROOM_TYPES)
    assert {n for n, m in ROOM_TYPES.items() if getattr(m, "host_only", False)} == {
        "move", "fill", "remove", "make_host", "settings", "start", "next_hand", "end", "rematch", "lobby", "close"}
    assert type(parse({"type": "join"}, SEAT_TYPES)) is Unknown


def test_a_field_keeps_the_value_sent_for_the_handler_to_check():
    act = parse({"type": "action", "action": 12, "id": 3.5}, SEAT_TYPES)
    assert act.action == 12 and act.id == 3.5  # type: ignore[attr-defined]
    fill = parse({"type": "fill", "seat": 2}, ROOM_TYPES)
    assert fill.ai is True and fill.seat == 2  # type: ignore[attr-defined]
    assert parse({"type": "fill", "seat": 2, "ai": None}, ROOM_TYPES).ai is None  # type: ignore[attr-defined]


def test_an_unknown_type_parses_to_unknown_with_its_id():
    req = parse({"type": "dance", "id": 9}, ROOM_TYPES)
    assert isinstance(req, Unknown) and (req.type, req.id) == ("dance", 9)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_error_names_its_message_and_parameters_and_is_written_in_the_readers_language(lang):
    reply = ErrorReply(code="size", message_id="socket-too-large", params={"most": 2048}, id=4)
    wire = reply.wire(localizer(lang))
    assert wire == {"type": "error", "code": "size", "message": localizer(lang)("socket-too-large", most=2048),
                    "id": 4}
    assert told(lang, "size", "socket-too-large", 4, most=2048) == wire
    assert "id" not in ErrorReply(code="auth", message_id="socket-auth").wire(localizer(lang))


def test_every_model_is_in_the_schema():
    defs = json_schema()["$defs"]
    models = [m for m in vars(protocol).values()
              if isinstance(m, type) and m.__module__ == protocol.__name__ and m in (
                  *protocol.TABLE_REQUESTS, *protocol.ROOM_REQUESTS, *protocol.REPLIES)]
    assert {m.__name__ for m in models} <= set(defs)


if __name__ == "__main__":
    if sys.argv[1:] == ["--write"]:
        SCHEMA.write_text(_exported(), encoding="utf-8")
        print(f"wrote {SCHEMA}")
    else:
        sys.exit("usage: python tests/web/test_socket_protocol.py --write")
