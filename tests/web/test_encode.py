"""The server's messages are written as the same compact JSON ``json.dumps`` gives (Starlette's ``send_json``),
whatever they hold: nested objects and lists, any text, whole and decimal numbers, object keys that are numbers."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tricktable.interfaces.web.outbox import encode

_plain = (st.none() | st.booleans() | st.integers(-(2**63), 2**63 - 1) | st.text()
          | st.floats(allow_nan=False, allow_infinity=False))
_values = st.recursive(_plain, lambda inner: st.lists(inner, max_size=5)
                       | st.dictionaries(st.text(max_size=8) | st.integers(0, 9), inner, max_size=5), max_leaves=30)


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.text(max_size=8), _values, max_size=6))
def test_a_message_is_written_as_compact_json(msg):
    text = encode(msg)
    assert json.loads(text) == json.loads(json.dumps(msg, separators=(",", ":"), ensure_ascii=False))


def test_a_table_update_is_the_very_text_json_writes():
    msg = {"type": "update", "events": [{"kind": "played", "seat": 1, "cards": "G14", "text": "Left plays the "
                                         "green 14 — «ő»"}], "state": {"scores": [0, -15], "sheet": [{0: 5}],
                                                                         "legal": None, "ratio": 0.5}}
    assert encode(msg) == json.dumps(msg, separators=(",", ":"), ensure_ascii=False)
