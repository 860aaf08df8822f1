"""Each of the five languages in the browser: a game of each family, an illegal move explained, the Info page and
the score sheet, with no English string from a known list on screen. Screenshots: test-output/screenshots/lang-*."""

from __future__ import annotations

import contextlib
import re

import pytest
from browsing import VISIBLE_STRIP, available, overlay_open, play_until, settings_for, shot, start_game, wait_ready

pytestmark = pytest.mark.browser

LANGS = ["ro", "hu", "el", "cs", "en"]
#: English a player would notice; words that are also the language's own are allowed for it
ENGLISH = ["Play", "Settings", "History", "Statistics", "New game", "Hint", "Last trick", "Score sheet", "Bidding",
           "Trump", "Dealer", "Left", "Right", "Partner", "trick", "points", "you must", "The cards", "Scoring",
           "Winning", "Pass", "Hand", "Round", "Level", "Players and the deal", "wins", "plays", "Nest"]
OWN = {"cs": {"Partner"}, "en": set(ENGLISH)}
#: an illegal move the rules explain: the first words of the English reason ("you must follow red: ...")
ENGLISH_REASON = re.compile(r"you must|you have no|not allowed|it is your turn", re.I)


def english_on_screen(page, lang: str) -> list[str]:
    text = page.evaluate("() => document.body.innerText")
    allowed = OWN.get(lang, set())
    return [w for w in ENGLISH if w not in allowed and re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text)]


def _illegal_move(p) -> str | None:
    """Click a card that may not be played (one is dimmed) and return the reason shown, or None if none came."""
    def dim(page):
        return page.locator("#hand .card.dim").count() > 0 and page.evaluate(
            "() => Table.state.view.phase === 'play'")
    try:
        play_until(p, dim, limit=120)
    except AssertionError:
        return None
    p.locator("#hand .card.dim").first.click(position=VISIBLE_STRIP, force=True)
    p.wait_for_function("() => { const t = document.getElementById('toast');"
                        " return !t.classList.contains('hidden') && t.textContent.length > 10 }", timeout=10000)
    return p.inner_text("#toast")


@pytest.mark.parametrize("lang", LANGS)
def test_each_family_in_the_language_with_an_illegal_move_info_and_the_score_sheet(page_factory, server, lang):
    variants = available(server)
    families = [f for f in ("rook", "callbreak", "shengji") if f in variants]
    pg = page_factory().open(settings_for(variants["rook"], lang=lang))
    p = pg.page
    reasons = {}
    for family in families:
        start_game(p, variants[family], seed=7)
        wait_ready(p)
        assert not english_on_screen(p, lang), (family, english_on_screen(p, lang))
        shot(p, f"lang-{lang}-{family}-table.png")
        if family != "shengji":
            reason = _illegal_move(p)
            if reason is not None:
                reasons[family] = reason
                shot(p, f"lang-{lang}-{family}-illegal.png")
                assert lang == "en" or not ENGLISH_REASON.search(reason), reason
                # let the reason's toast go before the score sheet opens over it (one that stays changes nothing)
                with contextlib.suppress(Exception):
                    p.wait_for_function("() => document.getElementById('toast').classList.contains('hidden')",
                                        timeout=8000)
        if not overlay_open(p):
            p.click("#btn-sheet")
            p.wait_for_timeout(300)
            shot(p, f"lang-{lang}-{family}-sheet.png")
            assert not english_on_screen(p, lang), (family, "sheet", english_on_screen(p, lang))
            p.keyboard.press("Escape")
        p.click("[data-tab=info]")
        p.wait_for_selector("#rules h2")
        shot(p, f"lang-{lang}-{family}-info.png")
        assert not english_on_screen(p, lang), (family, "info", english_on_screen(p, lang))
        p.click("[data-tab=play]")
    assert reasons, "no illegal move could be tried"
    pg.clean()


def test_the_live_region_announces_a_whole_trick_in_the_chosen_language(page_factory, server):
    """Issue 13 item 6: "Left plays the green 14"; "Partner wins the trick, 25 points", in Czech here."""
    variants = available(server)
    pg = page_factory().open(settings_for(variants["rook"], lang="cs"))
    p = pg.page
    start_game(p, variants["rook"], seed=7)
    assert p.get_attribute("#announcer", "aria-live") == "polite"

    def lines(page):
        return page.evaluate("() => [...document.querySelectorAll('#announcer p')].map((x) => x.textContent)")

    play_until(p, lambda page: any(" bere štych" in ln or ln.startswith("Berete štych") for ln in lines(page)))
    said = lines(p)
    won = next(i for i, ln in enumerate(said) if " bere štych" in ln or ln.startswith("Berete štych"))
    plays = [ln for ln in said[:won] if " hraje " in ln or ln.startswith("Hrajete ")]
    assert len(plays) >= 4, said
    assert re.search(r"(zelen|červen|žlut|čern)(ou|á) \d+|Vránu", " ".join(plays)), plays  # cards by name
    assert re.search(r"\(\d+ bod(ů|y|)\)", said[won]), said[won]
    pg.clean()


NAMED_ROLES = "button|option|img|tab|combobox|checkbox|slider|link|listbox|spinbutton"


def _unnamed(snapshot: str) -> list[str]:
    """Lines of Playwright's ARIA snapshot for a control or image that has no accessible name."""
    return [ln.strip() for ln in snapshot.splitlines()
            if re.match(rf"^\s*- ({NAMED_ROLES})(\s*:|\s*\[|\s*$)", ln)]


@pytest.mark.parametrize("lang", ["hu", "el"])
def test_the_accessibility_tree_of_the_table_names_every_card_and_button(page_factory, server, lang):
    variants = available(server)
    pg = page_factory().open(settings_for(variants["rook"], lang=lang))
    p = pg.page
    start_game(p, variants["rook"], seed=7)
    wait_ready(p)
    tree = p.locator("body").aria_snapshot()
    assert tree.count("button") > 5 and tree.count("option") >= 9, tree[:500]
    assert not _unnamed(tree), _unnamed(tree)[:10]
    cards = p.evaluate("() => [...document.querySelectorAll('#hand .card')].map((c) => c.getAttribute('aria-label')"
                       " || c.textContent)")
    assert cards and all(c and c.strip() for c in cards)
    assert not any(re.search(r"\b(red|green|yellow|black)\b", c) for c in cards), cards
    pg.clean()
