"""Hungarian puts "a" before a consonant sound and "az" before a vowel sound, numbers as they are read ("az 5",
"a 10", "az 57 lapos pakli"): the catalogs choose it with ARTICLE() where a number or a name follows, never "a(z)"."""

from __future__ import annotations

import pytest

from tricktable.engine import get_game
from tricktable.i18n import localizer
from tricktable.i18n.localizer import catalog_files, definite_article
from tricktable.messages import Seat


@pytest.mark.parametrize(("value", "article"), [
    (1, "az"), (5, "az"), (50, "az"), (57, "az"), (500, "az"), (1000, "az"), (1999, "az"), (2, "a"), (10, "a"),
    (41, "a"), (100, "a"), (2000, "a"), (-5, "a"), ("5QK7", "az"), ("K7Q2", "a"), ("Owl", "az"), ("Eagle", "az"), ("Rook", "a"), ("Varjú", "a"), ("5.", "az"),
    ("F7Q2", "az"), ("MX3K", "az"), ("S2", "az"), ("BQ9", "a"),
    ("NEFK-GW7Z", "az"), ("KQ7X-2MAB", "a")])
def test_the_article_follows_how_the_number_or_word_is_read(value, article):
    assert definite_article("hu", value) == article
    assert definite_article("en", value) == ""


def test_no_hungarian_message_hedges_with_a_z():
    for path in catalog_files("hu"):
        assert "a(z)" not in path.read_text(encoding="utf-8").lower(), path.name


def test_articles_in_errors_events_and_the_seat_number():
    hu = localizer("hu")
    assert hu("rook-nest-too-big", nest=5, deck=57, hand=13).startswith("Az 5 lapos fészek (az 57 lapos pakli")
    assert hu("rook-nest-too-big", nest=4, deck=41, hand=9).startswith("A 4 lapos fészek (a 41 lapos pakli")
    assert hu("turn-not-yours", to_act=Seat(1), seat=Seat(2)) == "az 1. játékos következik, nem a 2. játékos"
    assert hu("term-score", hand=5, scores="10 : 0").startswith("állás az 5. leosztás után")


def test_a_house_name_for_the_bird_takes_its_own_article():
    hu = localizer("hu")
    page = hu.rules_markdown(get_game("rook/tournament", {"bird_name": "Owl"}))
    assert "az Owl lap" in page and "a(z)" not in page
    assert "a Rook lap" in hu.rules_markdown(get_game("rook/tournament"))
