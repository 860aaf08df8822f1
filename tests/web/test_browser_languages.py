"""Each of the five languages in the browser: a game of each family, an illegal move explained, the Info page and
the score sheet, with no English string from a known list on screen. Screenshots: test-output/screenshots/lang-*."""

from __future__ import annotations

import contextlib
import re
from pathlib import Path

import pytest
from browsing import (
    VISIBLE_STRIP,
    available,
    boxes_overlap,
    overlay_open,
    play_hand,
    play_until,
    settings_for,
    shot,
    start_game,
    wait_ready,
)

pytestmark = pytest.mark.browser
CONTRAST = (Path(__file__).parent / "contrast.js").read_text(encoding="utf-8")

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
            "() => tricktable.Table.state.view.phase === 'play'")
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
        info, score = p.locator("#info-bar").bounding_box(), p.locator("#score-panel").bounding_box()
        assert not boxes_overlap(info, score), (family, "the score panel covers the info bar", info, score)
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


def test_the_settings_screen_in_magyar_has_no_english_left(page_factory, server):
    """Issue 13: the variants' descriptions, the options' names and values and the AI levels, in the language
    chosen in the page (switched from English there, without a reload)."""
    import json
    import urllib.request

    english = json.loads(urllib.request.urlopen(server + "api/variants").read())
    words = {v["description"] for v in english["variants"] if not v["key"].startswith("webtest/")}
    for v in english["variants"]:
        for o in v["labels"].values():
            # numbers and the rank letters (the Tractor levels 2 … A) are notation, the same in every language
            words |= {o["name"], o["help"], *(w for w in o["values"] if not w[:1].isdigit() and len(w) > 1)}
    words |= {"easy", "normal", "hard", "random"}
    pg = page_factory().open(settings_for(available(server)["rook"], lang="en"))
    p = pg.page
    p.click("[data-tab=settings]")
    assert "Tournament Rook" in p.inner_text("#set-variant")
    p.select_option("#set-lang", "hu")
    p.wait_for_function("() => tricktable.state.catalog.levels && tricktable.state.catalog.levels.easy === 'könnyű'")
    seen = []
    for key in p.evaluate("() => tricktable.state.catalog.variants.map((v) => v.key).filter((k) => !k.startsWith('webtest/'))"):
        p.select_option("#set-variant", key)
        text = p.inner_text("#tab-settings")
        seen += [w for w in words if w and re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text)]
        if key == "rook/tournament":
            shot(p, "lang-hu-settings.png")
    assert not sorted(set(seen)), sorted(set(seen))
    assert "Verseny-Rook" in p.inner_text("#set-variant")
    pg.clean()


#: the family whose hand each language plays to its end (the three families' explanations: tests/test_hand_explanations)
SUMMARY_FAMILY = {"en": "rook", "ro": "callbreak", "hu": "rook", "el": "callbreak", "cs": "rook"}


def _summary_english(page, lang: str, where: str) -> list[str]:
    text = page.inner_text(where)
    allowed = OWN.get(lang, set())
    extra = ["called", "took", "score", "bid", "short of", "made", "set,", "Left", "Right", "We ", "They "]
    return [w for w in ENGLISH + extra if w not in allowed and re.search(rf"(?<![\w-]){re.escape(w.strip())}(?![\w-])", text)
            and w.strip() in text]


@pytest.mark.parametrize("lang", LANGS)
def test_the_summary_the_score_sheet_and_the_replay_after_a_hand_speak_the_language(page_factory, server, lang):
    """Issue 13: after a finished hand, the scoring explained in words (the rules' messages, not the page's
    arithmetic), the score sheet, and the replay of the game: no English in any of the five languages."""
    variant = available(server)[SUMMARY_FAMILY[lang]]
    pg = page_factory().open(settings_for(variant, lang=lang))
    p = pg.page
    gid = start_game(p, variant, seed=11)
    play_hand(p)
    explain = p.locator("#dialog .explain li")
    assert explain.count() >= 2, p.inner_text("#dialog")
    assert p.evaluate("() => tricktable.Table.state.explain.every((m) => typeof m.id === 'string' && m.params)")
    shot(p, f"lang-{lang}-summary.png")
    assert lang == "en" or not _summary_english(p, lang, "#dialog"), _summary_english(p, lang, "#dialog")
    low = p.evaluate(CONTRAST, p.query_selector("#dialog"))["failing"]  # the nest's cards, the sheet: WCAG AA
    assert not low, low
    p.keyboard.press("Escape")
    p.click("#btn-sheet")
    p.wait_for_selector("#dialog .sheet")
    shot(p, f"lang-{lang}-sheet-after-hand.png")
    assert lang == "en" or not _summary_english(p, lang, "#dialog"), _summary_english(p, lang, "#dialog")
    p.keyboard.press("Escape")
    # the button back to the summary, named after the game's deal ("Hand summary", Callbreak's "Round summary")
    again = p.evaluate("() => tricktable.t(tricktable.Table.state.display.hand.replace('label.', 'btn.') + '_summary')")
    p.locator("#controls button", has_text=again).click()
    p.click("#overlay [data-act=end]")
    p.click("#overlay [data-act=confirm]")
    p.wait_for_function("() => tricktable.Table.state.match_over")
    p.keyboard.press("Escape")
    p.click("[data-tab=history]")
    p.click(f"[data-replay='{gid}']")
    p.wait_for_selector(".replay-row")
    p.select_option(".replay-trick-select", index=p.locator(".replay-trick-select option").count() - 1)
    for _ in range(12):
        if p.locator("#replay .explain li").count():
            break
        p.locator(".replay-nav button").nth(2).click()
    assert p.locator("#replay .explain li").count() >= 2
    shot(p, f"lang-{lang}-replay.png")
    assert lang == "en" or not _summary_english(p, lang, "#replay"), _summary_english(p, lang, "#replay")
    said = p.inner_text(".replay-action")  # the events of the step: cards by name, not by the English letters
    assert lang == "en" or not re.search(r"\b[RYGB]\d{1,2}\b", said), said
    pg.clean()


def test_beat_only_until_trumped_shows_only_while_must_beat_is_on(page_factory, server):
    pg = page_factory().open(settings_for("callbreak/master", lang="en"))
    p = pg.page
    p.click("[data-tab=settings]")
    p.select_option("#set-variant", "callbreak/master")
    row = p.locator(".opt[data-option=must_head_until_trumped]")
    assert not p.is_checked("#opt-must_head_when_following") and row.is_hidden()
    p.check("#opt-must_head_when_following")
    assert row.is_visible()
    p.select_option("#set-variant", "callbreak/standard")  # must beat is on in its rules
    assert p.locator(".opt[data-option=must_head_until_trumped]").is_visible()
    pg.clean()
