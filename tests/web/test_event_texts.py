"""The events a seat is sent read as the localizer writes them from that seat's chair, in its language: also the
second time the same event is written (the texts are kept, by variant and options, language, chair and event)."""

from __future__ import annotations

from tricktable.engine import get_game
from tricktable.engine.actions import Event
from tricktable.i18n import localizer
from tricktable.interfaces.web.snapshot import Snapshots
from tricktable.table import MatchSession, Step


def _events(variant: str, options: dict, seat: int, lang: str, event: Event) -> list[dict]:
    game = get_game(variant, options)
    session = MatchSession(game, 7, 0)
    return Snapshots("g", session).events_json(seat, [Step(1, "play", [event])], lang)


def test_an_event_reads_from_each_chair_in_each_language_and_the_same_the_second_time():
    game = get_game("rook/crowsnest")
    played = Event("played", 1, (game.parse_cards("G14")[0],))
    for lang in ("en", "ro"):
        loc = localizer(lang)
        for seat in range(4):
            want = loc.event(game, played, seats=loc.seats_for(game, seat), cards="name")
            for _ in range(2):
                (ev,) = _events("rook/crowsnest", {}, seat, lang, played)
                assert ev["text"] == want and ev["kind"] == "played" and ev["seat"] == 1 and ev["cards"] == "G14"
    texts = {_events("rook/crowsnest", {}, s, "en", played)[0]["text"] for s in range(4)}
    assert len(texts) == 4  # "you", "left", "partner", "right": each chair its own words


def test_the_same_event_in_a_game_with_other_options_reads_in_that_games_words():
    game = get_game("rook/crowsnest")
    bird = Event("played", 2, (game.parse_cards("Crow")[0],))
    crow = _events("rook/crowsnest", {}, 0, "en", bird)[0]
    raven = _events("rook/crowsnest", {"bird_name": "Raven"}, 0, "en", bird)[0]
    assert "Crow" in crow["text"] and "Raven" in raven["text"], (crow, raven)
