"""An import's refusal says why in the reader's language: the store and the record check refuse with message ids
and parameters (never English sentences), and ``tricktable import --lang`` writes them in that language."""

from __future__ import annotations

import copy
import json
import subprocess
import sys

import pytest
from test_records import exported  # noqa: F401  (a fixture: an export document with one finished game)
from test_server_errors_lang import english_left

from tricktable.i18n import localizer
from tricktable.messages import MessageError
from tricktable.storage import Store
from tricktable.table.stored import import_records

LANGS = ["ro", "hu", "el", "cs"]
NAMES = {"tricktable"}  # the program's name, the same in every language
CLI = [sys.executable, "-c", "from tricktable.interfaces.cli.app import main; main()"]


def _game(change):
    def crafted(doc):
        bad = copy.deepcopy(doc)
        change(bad["games"][0])
        return bad
    return crafted


def _twice(doc):
    bad = copy.deepcopy(doc)
    bad["games"].append(copy.deepcopy(bad["games"][0]))
    return bad


REFUSED = {  # what is wrong -> (the document made from a good one, the message id of the reason)
    "not records": (lambda d: {"format": "something-else"}, "record-not-records"),
    "games not a list": (lambda d: {**d, "games": 5}, "record-games-list"),
    "twice": (_twice, "record-twice"),
    "no seed": (_game(lambda g: g.pop("seed")), "record-whole-number"),
    "a bad id": (_game(lambda g: g.__setitem__("id", "a b")), "record-id-chars"),
    "a long variant": (_game(lambda g: g.__setitem__("variant", "v" * 100)), "record-text"),
    "a bad time": (_game(lambda g: g.__setitem__("created", -1)), "record-time"),
    "players not a list": (_game(lambda g: g.__setitem__("players", "human")), "record-players"),
    "hands out of order": (_game(lambda g: g["hands"][0].__setitem__("seq", 3)), "record-hand-seq"),
    "an action not an object": (_game(lambda g: g["hands"][0]["actions"].__setitem__(0, 7)), "record-action-object"),
    "an unknown variant": (_game(lambda g: g.__setitem__("variant", "nowhere/nothing")), "record-unknown-variant"),
    "too few players": (_game(lambda g: g.__setitem__("players", ["human"] * 3)), "record-seat-count"),
    "an unknown player": (_game(lambda g: g["players"].__setitem__(1, "grandmaster")), "record-player-kind"),
    "other scores": (_game(lambda g: g.__setitem__("scores", [0, 0, 0, 0])), "record-scores-differ"),
    "another winner": (_game(lambda g: g.__setitem__("winner", (g["winner"] + 1) % 4)), "record-winner-differs"),
}


def _reason_ids(e: MessageError) -> list[str]:
    """The message ids of a refusal and of the reasons nested in it (outermost first)."""
    ids, m = [e.msg_id], e.params.get("reason")
    while m is not None and hasattr(m, "id"):
        ids.append(m.id)
        m = m.params.get("reason")
    return ids


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_an_import_is_refused_with_a_message_id_told_in_every_language(exported, case):  # noqa: F811
    make, reason = REFUSED[case]
    store = Store()
    with pytest.raises(MessageError) as refused:
        import_records(store, make(exported))
    assert reason in _reason_ids(refused.value), _reason_ids(refused.value)
    assert not store.game_ids()
    e = refused.value
    for lang in LANGS:
        text = localizer(lang).error(e)
        assert text != localizer("en").error(e)
        assert not set(english_left(text, e.msg_id, **e.params)) - NAMES, (lang, text)


@pytest.mark.slow
def test_the_import_command_says_why_in_the_readers_language(exported, tmp_path):  # noqa: F811
    bad = _game(lambda g: g["players"].__setitem__(1, "grandmaster"))(exported)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad))
    for lang in ("el", "cs"):
        r = subprocess.run([*CLI, "import", str(path), "--db", str(tmp_path / "t.sqlite3"), "--lang", lang],
                           capture_output=True, text=True, timeout=60)
        assert r.returncode == 2
        gid = bad["games"][0]["id"]
        words = localizer(lang)
        assert words("record-player-kind", kind="grandmaster") in r.stderr, r.stderr
        assert words("record-in-game", game=gid, reason="@@").split("@@")[0] in r.stderr, r.stderr
    path.write_text("{not json")
    r = subprocess.run([*CLI, "import", str(path), "--db", str(tmp_path / "t.sqlite3"), "--lang", "hu"],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and localizer("hu")("cli-file-not-json", line=1, column=2) in r.stderr, r.stderr
