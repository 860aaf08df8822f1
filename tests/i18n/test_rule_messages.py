"""The rules speak in message ids and parameters; English is the ``str()``; the edge writes any language."""

from __future__ import annotations

import ast
import pickle
import random
import subprocess
import sys
from pathlib import Path

import pytest

import tricktable
from tricktable.cards import parse_cards
from tricktable.engine import IllegalAction, MalformedAction, RuleError, get_game, variant_keys
from tricktable.engine.match import deal_for
from tricktable.i18n import localizer
from tricktable.messages import Cards, MessageError, Seat

SRC = Path(tricktable.__file__).parent
RULES = [p for d in ("cards", "engine", "games") for p in sorted((SRC / d).rglob("*.py"))]
ERRORS = {"IllegalAction", "MalformedAction", "NotYourTurn", "InvalidConfig", "UnknownVariant", "RuleError",
          "CardParseError", "MessageError"}


def _message_ids_in_rules() -> list[tuple[str, int, str | None]]:
    """(file, line, id) of every error raised with a literal first argument, and of every ``("id", {...})`` reason;
    id None where the first argument is an f-string (pre-formatted English)."""
    found = []
    for path in RULES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None)) in ERRORS:
                if node.args and isinstance(node.args[0], ast.JoinedStr):
                    found.append((path.name, node.lineno, None))
                elif node.args and isinstance(node.args[0], ast.Constant):
                    found.append((path.name, node.lineno, node.args[0].value))
            elif (isinstance(node, ast.Tuple) and len(node.elts) == 2 and isinstance(node.elts[1], ast.Dict)
                  and isinstance(node.elts[0], ast.Constant) and isinstance(node.elts[0].value, str)):
                found.append((path.name, node.lineno, node.elts[0].value))
    return found


def test_every_error_the_rules_raise_is_a_message_id_of_the_english_catalog():
    en = localizer("en")
    found = _message_ids_in_rules()
    assert len(found) > 60
    bad = [(f, line, mid) for f, line, mid in found if mid is None or not en.has(mid)]
    assert not bad, f"raise RuleError('message-id', **params) with an id of locales/en/*.ftl: {bad}"


def test_str_of_a_rules_error_is_english_and_the_id_and_parameters_stay_on_it():
    g = get_game("rook/crowsnest")
    with pytest.raises(MalformedAction) as e:
        g.parse_action("play")
    assert e.value.msg_id == "action-needs-cards"
    assert e.value.params["kind"] == "play"
    assert str(e.value) == "'play' needs cards, for example 'play R14'"


def test_a_rules_error_survives_pickling_with_its_id_and_parameters():
    e = IllegalAction("must-follow", suit="G", held=Cards(parse_cards("G7 G8")))
    back = pickle.loads(pickle.dumps(e))
    assert type(back) is IllegalAction and back.msg_id == "must-follow" and back.params == e.params
    assert str(back) == "you must follow green: you hold G7 G8"


def test_text_that_is_not_a_message_id_is_shown_as_it_is():
    assert str(RuleError("something went wrong")) == "something went wrong"
    assert isinstance(RuleError("x"), ValueError) and isinstance(RuleError("x"), MessageError)


def test_errors_write_ten_as_10_like_the_cards_do():
    """Issue 12 item 10: "you hold TS AS" while the cards show 10."""
    g = get_game("callbreak/master")
    e = IllegalAction("must-follow", suit="S", held=Cards((8, 12)))
    assert str(e) == "you must follow spades: you hold 10S AS"
    assert localizer("en").format("not-held", {"card": Cards((8,))}) == "you do not hold 10S"
    assert g.format_card(8) == "TS"  # the canonical text form (records, scenario files) is unchanged


def test_a_count_of_one_is_singular():
    """Issue 12 item 10: "all 1 cards"."""
    en = localizer("en")
    assert en("rook-discard-count", n=1) == "you must discard exactly 1 card"
    assert en("rook-discard-count", n=5) == "you must discard exactly 5 cards"
    assert en("shengji-follow-count", n=1) == "play 1 card, as many as were led"
    one = en("shengji-follow-suit", suit="H", n=1, held=Cards((13, 14)))
    assert "all 1" not in one and one == "you must follow hearts with your card: you hold 2H 3H"


def test_the_unknown_verb_error_lists_only_the_actions_the_game_has():
    """Issue 12 item 13."""
    for key, verbs in (("callbreak/master", ("bid", "play")), ("shengji/tractor", ("declare", "pass", "discard", "play")),
                       ("rook/partnership", ("bid", "pass", "trump", "play"))):
        with pytest.raises(MalformedAction) as e:
            get_game(key).parse_action("jump 5")
        text = str(e.value)
        assert all(f" {v}" in text for v in verbs), text
        assert all(v not in text for v in {"bid", "pass", "discard", "trump", "declare"} - set(verbs)), text


def test_every_event_of_every_variant_has_words():
    en = localizer("en")
    for key in variant_keys():
        g = get_game(key)
        if g.family not in ("rook", "callbreak", "shengji"):
            continue  # a test-only variant
        rng = random.Random(3)
        state = g.start_hand(g.new_match(0), deal_for(g, 3, 1, 0, 0))
        while not g.is_over(state):
            state, events = g.apply(state, g.random_action(state, rng))
            for ev in events:
                m = g.event_message(ev)
                assert en.has(m.id), (key, ev.kind, m.id)
                assert g.describe(ev) == en.message(m) and not g.describe(ev).startswith(m.id)


def test_seats_read_from_where_you_sit_with_the_verb_agreeing():
    """Issue 12 item 10: the terminal said "You calls 5", "You plays 9H", "You wins trick 3"."""
    en = localizer("en")
    g = get_game("callbreak/master")
    seats = en.seats_for(g)
    assert seats == ("you", "right", "across", "left")  # counter-clockwise: the next seat is on your right
    from tricktable.engine import Event

    assert en.event(g, Event("bid", 0, value=5), seats=seats) == "You call 5"
    assert en.event(g, Event("bid", 1, value=5), seats=seats) == "Right calls 5"
    assert en.event(g, Event("played", 0, (21,)), seats=seats) == "You play 10H"
    assert en.event(g, Event("trick_won", 0, (21, 20, 19, 18), data={"trick": 3}), seats=seats).startswith(
        "You win trick 3")
    assert en.event(g, Event("bid", 2, value=5)) == "seat 2 calls 5"  # no point of view: numbered seats
    assert en("turn-not-yours", to_act=Seat(1), seat=Seat(0)) == "it is seat 1's turn, not seat 0's"


def test_importing_the_cli_does_not_import_fluent():
    code = "import sys, tricktable.interfaces.cli.app; assert 'fluent.runtime' not in sys.modules, 'fluent imported'"
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("lang, you, other", [
    ("ro", "Tu: ai anunțat 3, ai luat 4", "a anunțat 2, a luat 1"),
    ("el", "δήλωσες 3, πήρες 4", "δήλωσε 2, πήρε 1"),
])
def test_the_callbreak_hand_score_line_speaks_to_you_in_the_second_person(lang, you, other):
    """Romanian and Greek verbs agree with the person: "Tu: a anunțat" ("you: he called") was wrong."""
    from tricktable.engine import Event

    g = get_game("callbreak/master")
    loc = localizer(lang)
    data = {"calls": [3, 2, 2, 2], "tricks": [4, 1, 4, 4], "score": [3.1, -2, 2.2, 2.2]}
    text = loc.event(g, Event("hand_scored", data=data), seats=loc.seats_for(g))
    assert you in text and other in text
