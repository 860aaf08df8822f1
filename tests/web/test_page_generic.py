"""The page holds no family knowledge: each family declares what the page shows of it (its display schema,
``games/<family>/faces.py``'s ``display``, by default ``games/faces.py``'s), the server sends it with every game
and variant, and the page's JavaScript renders from it, with no family branch and no copied rule constant."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tricktable.engine import get_game, variant_keys
from tricktable.engine.registry import default_variant
from tricktable.games import FAMILIES, faces
from tricktable.games.faces import Display, ScorePanel, display_json
from tricktable.games.shengji.scoring import TAKE_OVER, level_change
from tricktable.i18n import LANGUAGES, localizer

JS = Path(__file__).resolve().parents[2] / "src" / "tricktable" / "interfaces" / "web" / "static" / "js"
COMMENT = re.compile(r"(^|\s)//.*$", re.M)
LITERAL = re.compile(r"""(["'`])((?:\\.|(?!\1).)*)\1""")


def family_branches(source: str, families: tuple[str, ...]) -> list[str]:
    """What in ``source`` (JavaScript) knows a family: a family name or a variant key as a string, a test of a
    ``family``, a family's name built into a key (``phase.${family}``). Comments may name families."""
    code = COMMENT.sub(r"\1", source)
    found = [m.group(0) for m in LITERAL.finditer(code)
             if m.group(2) in families or m.group(2).split("/", 1)[0] in families and "/" in m.group(2)]
    found += re.findall(r"\bfamily\b\s*[!=]==?|[!=]==?\s*[\w.]*\bfamily\b|\.family\b|\$\{\s*family\s*\}", code)
    return found


def test_the_check_finds_each_kind_of_family_branch():
    families = ("rook", "shengji")
    for branch in ['if (st.family === "shengji") x();', "const f = g.family;", "t(`phase.${family}.bid`)",
                   "family !== x", 'const DEFAULT = "rook/crowsnest";', "x === 'rook'"]:
        assert family_branches(branch, families), branch
    for fine in ['kind: "colour"', "// Rook and Tractor: the kitty", 't("card-rook")', "st.families.map(f)",
                 'el.className = "daily-family"', "actionWord(kind, st.display)"]:
        assert not family_branches(fine, families), fine


@pytest.mark.parametrize("path", sorted(JS.glob("*.js")), ids=lambda p: p.name)
def test_the_page_has_no_family_branch(path):
    families = tuple({*FAMILIES, *(k.split("/", 1)[0] for k in variant_keys())})
    assert family_branches(path.read_text(encoding="utf-8"), families) == [], \
        f"{path.name} knows a family: put it in games/<family>/faces.py's display and render from st.display"


def test_the_page_copies_no_rule_constant_of_tractor():
    score = (JS / "score.js").read_text(encoding="utf-8")
    assert not re.search(rf"\b{TAKE_OVER}\b", COMMENT.sub("", score)), "Tractor's threshold comes from the schema"


def _js_kinds(file: str, table: str) -> set[str]:
    """The keys of the page's object ``table`` (its renderers by kind) in ``file``."""
    text = (JS / file).read_text(encoding="utf-8")
    body = text[text.index(f"const {table} = {{"):]
    body = body[:body.index("\n};")]
    return set(re.findall(r"^  (\w+)\(", body, re.M))


def _page_ids(display: dict) -> set[str]:
    """Every page message key ``display`` makes the page ask for."""
    keys = {display["hand"], display["welcome"], *display["phases"].values()}
    for kind, word in display["words"].items():
        keys |= {f"act.{word}", f"did.{word}"} | ({f"btn.{word}_selected"} if kind == "discard" else set())
    if display["pile"]:
        keys |= {display["pile"]["label"], display["pile"]["title"]}
    if display["panel"].get("note"):
        keys.add(display["panel"]["note"])
    unit = display["hand"].rsplit(".", 1)[-1]  # score.js handKeys: the deal's own word names its summary and way on
    keys |= {f"summary.title_{unit}", f"btn.next_{unit}", f"status.{unit}_over", f"btn.{unit}_summary"}
    return keys


@pytest.mark.parametrize("key", variant_keys())
def test_every_variant_has_a_display_the_page_can_draw_in_every_language(key):
    display = display_json(get_game(key))
    assert display["panel"]["kind"] in _js_kinds("score.js", "SCORE_PANELS")
    assert display["seats"] in _js_kinds("seats.js", "SEAT_BADGES")
    assert not display["pile"] or display["pile"]["count"] in _js_kinds("summary.js", "PILE_COUNTS")
    for lang in LANGUAGES:
        ids = set(localizer(lang).message_ids())
        missing = {k for k in _page_ids(display) if "page-" + re.sub(r"[^A-Za-z0-9_-]", "-", k) not in ids}
        assert missing == set(), (key, lang)


def test_the_schema_kinds_are_the_kinds_the_page_draws():
    from typing import get_args

    assert set(get_args(faces.PanelKind)) == _js_kinds("score.js", "SCORE_PANELS")
    assert set(get_args(faces.SeatBadges)) == _js_kinds("seats.js", "SEAT_BADGES")
    assert set(get_args(faces.PileCount)) == _js_kinds("summary.js", "PILE_COUNTS")


def test_each_family_says_what_its_page_shows():
    rook, callbreak, tractor = (display_json(get_game(f)) for f in ("rook", "callbreak", "shengji"))
    assert rook["pile"] == {"field": "nest", "label": "label.from_nest", "end": "nest_end", "title": "label.nest",
                            "count": "team"} and rook["words"] == {}
    assert rook["panel"] == {"kind": "target"} and rook["seats"] == "auction" and rook["show_bid"]
    assert callbreak["hand"] == "label.round" and callbreak["words"] == {"bid": "call"} and not callbreak["show_bid"]
    assert callbreak["pile"] is None and callbreak["seats"] == "calls" and callbreak["welcome"] == "welcome.callbreak"
    assert tractor["words"] == {"discard": "bury"} and tractor["pile"]["field"] == "kitty"
    assert tractor["pile"]["end"] == "kitty_end" and tractor["pile"]["count"] == "multiplied"
    assert tractor["seats"] == "declaration" and tractor["panel"]["kind"] == "levels"


def test_tractors_meter_runs_to_the_points_that_take_the_deal_over():
    assert display_json(get_game("shengji/tractor"))["panel"]["threshold"] == TAKE_OVER
    assert level_change(TAKE_OVER - 5) == (True, 1) and level_change(TAKE_OVER) == (False, 0)


def test_the_panels_parameters_follow_the_games_options():
    assert display_json(get_game("shengji/tractor", {"must_defend_a": True}))["panel"]["note"] == "score.defend_a"
    assert display_json(get_game("shengji/tractor", {"must_defend_a": False}))["panel"]["note"] == "score.to_past_a"
    assert display_json(get_game("callbreak/master", {"rounds": 3}))["panel"] == {"kind": "calls", "rounds": 3}
    assert display_json(get_game("callbreak/master", {"rounds": None}))["panel"] == {"kind": "calls"}


def test_a_family_from_outside_games_gets_the_default_display():
    mini = get_game("webtest/mini")
    assert display_json(mini) == Display().to_json() == faces.display(mini).to_json()
    assert Display().panel == ScorePanel("target") and Display().pile is None
    solo = type(mini)("webtest/mini", mini.config)
    solo.scoring_unit = "individual"  # type: ignore[misc]
    assert display_json(solo)["welcome"] == "welcome.solo"


def test_the_default_variant_is_the_first_familys_default():
    assert default_variant() == get_game(FAMILIES[0]).key == "rook/crowsnest"


def test_the_server_sends_the_display_with_the_variants_and_the_game(client):
    from test_api import new_game
    from test_progress import held

    data = client.get("/api/variants").json()
    assert data["default"] == default_variant()
    assert all(v["display"] == display_json(get_game(v["key"])) for v in data["variants"])
    gid, tokens = new_game(client, variant="shengji/tractor", options={"must_defend_a": True})
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        from driver import SeatDriver

        st = SeatDriver(ws).recv()["state"]
    assert st["display"] == display_json(get_game("shengji/tractor", {"must_defend_a": True}))
    (g,) = held(client, (gid, tokens["0"]))
    assert g["display"] == st["display"]
