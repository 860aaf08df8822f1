"""Issue 25.3: each language joins a list of clauses its own way: Greek's "; " reads as a question mark, so Greek
joins with the ano teleia "·"; the page gets the same joiner from its catalogs."""

from __future__ import annotations

from tricktable.engine import get_game
from tricktable.i18n import LANGUAGES, localizer
from tricktable.i18n.page import page_catalog


def _counters_line(lang: str) -> str:
    md = localizer(lang).rules_markdown(get_game("rook/crowsnest"))
    return next(line for line in md.splitlines() if "20" in line and "10" in line and ">" not in line)


def test_greek_joins_clauses_without_a_question_mark():
    assert ";" not in _counters_line("el") and "·" in _counters_line("el")
    assert "; " in _counters_line("en")


def test_every_language_gives_the_page_its_joiner():
    for lang in LANGUAGES:
        assert "list-joiner-semicolon" in page_catalog(lang), lang
