"""The events' texts the server writes are the localizer's own words, written once per distinct message."""

from __future__ import annotations

import json

import pytest

from tricktable.ai.base import RandomPlayer
from tricktable.engine import MatchSession, get_game
from tricktable.i18n import LANGUAGES, Localizer, localizer
from tricktable.interfaces.web import snapshot


def hand_events(variant: str, seed: int) -> tuple:
    """Every event of one hand of ``variant`` played by random players."""
    game = get_game(variant)
    s = MatchSession(game, seed=seed, first_dealer=0)
    events = list(s.start_next_hand()[0].events)
    players = [RandomPlayer(seed + i) for i in range(4)]
    while s.in_hand():
        seat = s.to_act()
        for step in s.apply(seat, players[seat].choose(game, game.view(s.state, seat), s.legal())):
            events += step.events
    return game, events


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_text_is_what_the_localizer_writes_for_every_viewer(variant, lang):
    game, events = hand_events(variant, 7)
    loc = localizer(lang)
    config = f"{game.key} {json.dumps(game.options(), sort_keys=True, default=str)}"
    for seats in [None, *(Localizer.seats_for(game, seat) for seat in range(4))]:
        for event in events:
            want = loc.event(game, event, seats=seats, cards="name")
            assert snapshot.event_text(game, config, loc, seats, event) == want
            assert snapshot.event_text(game, config, loc, seats, event) == want  # and once kept


def test_a_trick_won_is_written_once_whatever_its_cards_when_the_words_do_not_name_them(monkeypatch):
    game = get_game("rook/crowsnest")
    loc = localizer("hu")
    assert loc.variables("event-trick-won") == {"seat", "value"}
    tricks = []
    for seed in range(6):
        _, events = hand_events("rook/crowsnest", 100 + seed)
        tricks += [e for e in events if e.kind == "trick_won" and e.seat == 1 and e.value == 0]
    assert len({e.cards for e in tricks}) >= 3  # different cards, the same words
    written = []
    real = Localizer.message
    monkeypatch.setattr(Localizer, "message", lambda self, m, **kw: written.append(m.id) or real(self, m, **kw))
    monkeypatch.setattr(snapshot, "_texts", {})
    seats = Localizer.seats_for(game, 0)
    texts = {snapshot.event_text(game, "rook test", loc, seats, e) for e in tricks}
    assert len(texts) == 1 and written == ["event-trick-won"]


def test_the_variables_of_a_message_include_those_of_the_messages_and_terms_it_refers_to():
    from fluent.runtime import FluentBundle, FluentResource

    from tricktable.i18n.localizer import _variables

    bundle = FluentBundle(["en"], use_isolating=False)
    ftl = ("a = { b } and { -t(n: \"lit\") } { NUMBER($z) } { $x ->\n"
           "        [one] one\n"
           "       *[other] { $w }\n"
           "    }\n"
           "b = { $y } { a }\n"
           "-t = { $n } term\n")
    bundle.add_resource(FluentResource(ftl))
    assert _variables(bundle, "a") == {"x", "y", "z", "w"}  # a term reads only what it is given, never $n
    assert localizer("en").variables("event-played") >= {"seat", "cards"}
    assert localizer("en").variables("no-such-message") is None
