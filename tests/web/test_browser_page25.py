"""Issue 25's remaining page items as a player meets them in the browser: the table fits a 1280 × 800 window,
a room's summary names its players, replay lines read as events, Tractor's kitty can be buried with every card's
corner in sight, and the cosmetic wording items (each test failed before its fix)."""

from __future__ import annotations

import re

import pytest
from browsing import PHONE, available, play_hand, settings_for, shot, start_game, wait_ready
from test_browser_rooms import fill_and_start, join, make_room

pytestmark = pytest.mark.browser

LAPTOP = {"width": 1280, "height": 800}


def _family(server, family):
    variants = available(server)
    if family not in variants:
        pytest.skip(f"no {family} variant is registered")
    return variants[family]


def _fold(p) -> dict:
    """Where the hand's cards and the table tools end, scrolled to the top, and how wide a card is drawn."""
    p.evaluate("() => window.scrollTo(0, 0)")
    return p.evaluate("""() => { const bottom = (q) => Math.max(...[...document.querySelectorAll(q)]
            .map((e) => e.getBoundingClientRect().bottom));
        return {hand: bottom('#hand .card'), tools: bottom('.table-tools button'), height: innerHeight,
                card: document.querySelector('#hand .card').getBoundingClientRect().width}; }""")


@pytest.mark.parametrize(("family", "lang"), [("rook", "en"), ("callbreak", "hu"), ("shengji", "el")])
def test_the_table_fits_a_laptop_window_at_the_largest_card_size(page_factory, server, family, lang):
    variant = _family(server, family)
    pg = page_factory(LAPTOP)
    p = pg.page
    pg.open({**settings_for(variant, lang=lang), "card": 120})
    start_game(p, variant, seed=3)
    wait_ready(p)
    fold = _fold(p)
    shot(p, f"page25-fit-{family}-120-{lang}.png")
    assert fold["hand"] <= fold["height"] and fold["tools"] <= fold["height"], fold
    assert fold["card"] >= 60, fold  # shrunk to fit, still a card one reads at a glance
    p.click("[data-tab=settings]")  # the table is redrawn while hidden (a change of language), then shown again
    p.select_option("#set-lang", "ro")
    p.click("[data-tab=play]")
    again = _fold(p)
    assert again["tools"] <= again["height"] and again["card"] < 120, again
    pg.clean()


@pytest.mark.parametrize(("family", "lang"), [("rook", "cs"), ("callbreak", "en"), ("shengji", "hu")])
def test_a_rooms_table_fits_a_laptop_window_at_the_default_card_size(page_factory, server, family, lang):
    variant = _family(server, family)
    pg = page_factory(LAPTOP)
    make_room(pg, variant, lang=lang)
    p = pg.page
    fill_and_start(p)
    p.wait_for_function("() => tricktable.Table.state && tricktable.Table.state.view", timeout=20000)
    wait_ready(p)
    fold = _fold(p)
    shot(p, f"page25-fit-room-{family}-{lang}.png")
    assert fold["hand"] <= fold["height"] and fold["tools"] <= fold["height"], fold
    pg.clean()


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["laptop", "phone"])
def test_cards_keep_the_chosen_size_where_the_table_fits(page_factory, viewport):
    pg = page_factory(viewport)
    p = pg.page
    pg.open({**settings_for("webtest/mini"), "card": 60})
    start_game(p, "webtest/mini", seed=2)
    wait_ready(p)
    base = p.evaluate("parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--card-base'))")
    assert _fold(p)["card"] == pytest.approx(base * 60 / 84, abs=0.5)
    pg.clean()


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_rooms_summary_names_its_players_as_the_plates_do(page_factory, lang):
    host, bence = page_factory(), page_factory()
    join(bence, make_room(host, "rook/crowsnest", lang=lang), "Bence", seat=1)
    h = host.page
    h.wait_for_function("() => tricktable.Room.state.seats[1].online")
    fill_and_start(h)
    h.wait_for_function("() => tricktable.Table.state && tricktable.Table.state.view", timeout=20000)
    # the scoring of a hand Bence bid, as the server sends it to seat 0 (his seat by its key from there: "left")
    text = h.evaluate("""() => { tricktable.Table.state = {...tricktable.Table.state, between_hands: true, result: {}, explain: [
            {id: 'explain-rook-made', params: {declarer: tricktable.Table.pos(1), bid: 75, side: 'they', pts: 80, score: 75}}]};
        tricktable.showSummary(tricktable.Table);
        return [document.querySelector('#dialog .explain').textContent,
                document.querySelector('.seat[data-seat="1"] .seat-name').textContent]; }""")
    shot(h, f"page25-room-summary-names-{lang}.png")
    assert text[1] == "Bence" and "Bence" in text[0], text
    for pg in (host, bence):
        pg.clean()


@pytest.mark.parametrize(("lang", "words"), [("en", "and we count them"), ("ro", "pentru noi")])
def test_the_nest_is_counted_for_us_in_lower_case_mid_sentence(page_factory, server, lang, words):
    variant = _family(server, "rook")
    pg = page_factory()
    p = pg.page
    pg.open(settings_for(variant, lang=lang))
    start_game(p, variant, seed=3)
    wait_ready(p)
    text = p.evaluate("""() => { const st = {...tricktable.Table.state, view: {...tricktable.Table.state.view,
            nest_end: {cards: 'R5 G10', points: 15, team: 0}, last_trick: {winner: 0, plays: []}}};
        return tricktable.nestReveal({state: st, seatName: (s) => tricktable.Table.seatName(s)}).querySelector('p').textContent; }""")
    assert words in text, text
    pg.clean()


#: a line of the lobby's games in progress or of the replay: who did what, as an event (not a button's command)
EVENTS = {"en": r"^(You|Left|Partner|Right) (bid \d+$|passed$|played |named trump: |discarded )",
          "ro": r"^(Ai|(Stânga|Partener|Dreapta) a) (licitat \d+$|spus pas$|jucat |ales atu: |aruncat )",
          "el": r"^(Δήλωσες \d+$|Είπες πάσο$|Έπαιξες |(Αριστερά|Συμπαίκτης|Δεξιά) (δήλωσε \d+$|είπε πάσο$|έπαιξε ))"}


@pytest.mark.parametrize("lang", ["en", "ro"])
def test_the_lobby_says_the_last_move_as_an_event(page_factory, server, lang):
    variant = _family(server, "rook")
    pg = page_factory()
    p = pg.page
    pg.open(settings_for(variant, lang=lang))
    start_game(p, variant, seed=3)
    wait_ready(p)
    p.locator("#controls button.act").last.click()  # pass: the AI bids on
    wait_ready(p)
    p.click("#btn-games")
    p.wait_for_selector("#games-in-progress tr.game-row")
    line = p.locator("#games-in-progress tr.game-row td").nth(2).inner_text()
    shot(p, f"page25-lobby-last-move-{lang}.png")
    assert re.match(EVENTS[lang], line), line
    pg.clean()


@pytest.mark.parametrize("lang", ["ro", "el"])
def test_the_replay_says_each_step_as_an_event(page_factory, lang):
    pg = page_factory()
    p = pg.page
    pg.open(settings_for("webtest/mini", lang=lang, options={"webtest/mini": {"target": 500}}))
    gid = start_game(p, "webtest/mini", seed=2, options={"target": 500})
    play_hand(p)
    p.click("#overlay [data-act=end]")
    p.click("#overlay [data-act=confirm]")
    p.wait_for_function("() => tricktable.Table.state.match_over")
    p.click("[data-tab=history]")
    p.click(f"[data-replay='{gid}']")
    p.wait_for_selector(".replay-row")
    lines = []
    for _ in range(5):
        p.locator(".replay-nav button").nth(2).click()  # next step
        lines.append(p.inner_text(".replay-action").split(" — ")[0])
    shot(p, f"page25-replay-events-{lang}.png")
    assert all(re.match(EVENTS[lang], line) for line in lines), lines
    pg.clean()


def _bury_the_kitty(p, variant: str, heard: list | None = None) -> None:
    """A Tractor deal where this seat declares first, so it is the first deal's dealer and buries the kitty; the
    hint's cards are selected (raised), as a player sees them before burying. ``heard`` gets what a screen reader
    hears of the buttons at each declaration offered."""
    for seed in range(1, 12):
        start_game(p, variant, seed)
        for _ in range(40):
            wait_ready(p)
            if p.evaluate("tricktable.Table.state.view.phase") != "declare":
                break
            declares = p.locator("#controls button.act:not([data-action=pass])")
            if heard is not None and declares.count():
                heard.append(p.locator("#controls").aria_snapshot())
            (declares.first if declares.count() > 1 else p.locator("#controls button.act").last).click()
            p.wait_for_timeout(150)
        wait_ready(p)
        if p.evaluate("tricktable.Table.state.view.phase === 'exchange' && tricktable.Table.state.view.to_act === tricktable.Table.state.seat"):
            break
    else:
        pytest.skip("no seed tried lets this seat bury the kitty")
    p.click("#btn-hint")
    p.wait_for_function("() => document.querySelectorAll('#hand .card.selected').length > 0", timeout=20000)


def _hidden_corners(p) -> list[str]:
    """The hand's cards whose corner index (rank and suit, top left) another card covers at some point."""
    return p.evaluate("""() => { const out = [];
        for (const card of document.querySelectorAll('#hand .card')) {
          const r = card.getBoundingClientRect();
          // the corner's ends, and 4 px past its right edge (a selected neighbour's ring would cover those)
          for (const [fx, dx, fy] of [[.08, 0, .07], [.28, 4, .07], [.08, 0, .29], [.28, 4, .29], [.17, 0, .18]]) {
            const hit = document.elementFromPoint(r.left + fx * r.width + dx, r.top + fy * r.height);
            if (!hit || hit.closest('.card') !== card) { out.push(`${card.dataset.index}:${card.dataset.card}`); break; }
          } }
        return out; }""")


@pytest.mark.parametrize(("viewport", "lang"), [(LAPTOP, "en"), (PHONE, "cs"), ({"width": 1100, "height": 820}, "el")],
                         ids=["laptop", "phone", "desktop"])
def test_every_cards_corner_shows_while_burying_the_kitty(page_factory, server, viewport, lang):
    variant = _family(server, "shengji")
    pg = page_factory(viewport)
    p = pg.page
    pg.open(settings_for(variant, lang=lang))
    _bury_the_kitty(p, variant)
    p.evaluate("() => document.querySelector('#hand').scrollIntoView({block: 'center'})")
    name = "laptop" if viewport is LAPTOP else "phone" if viewport is PHONE else "desktop"
    shot(p, f"page25-bury-{name}-{lang}.png")
    assert p.locator("#hand .card").count() == 33
    hidden = _hidden_corners(p)
    assert not hidden, hidden
    pg.clean()


#: a review's costly decision about a pair and about one card (an ace), as the server sends it, in each language:
#: the words that may not be there (a singular verb for a pair; a verb or adjective of one gender for any card)
COSTLY = [{"id": "review-costly", "params": {"trick": 3, "played": ["3H", "3H"], "cost": 4, "best": ["AS"]}},
          {"id": "review-costly", "params": {"trick": 5, "played": ["AS"], "cost": 2, "best": ["KC", "KC"]}}]
WRONG = {"cs": ["stála", "stál ", "stálo", "byla", "byl ", "bylo"], "el": ["κόστισε", "καλύτερο ήταν"]}


@pytest.mark.parametrize("lang", ["cs", "el"])
def test_review_sentences_agree_with_pairs_and_every_cards_gender(page_factory, lang):
    pg = page_factory()
    p = pg.page
    pg.open(settings_for("webtest/mini", lang=lang))
    lines = p.evaluate("""(costly) => { const box = document.createElement('section');
        tricktable.fillReview(box, {messages: [{id: 'review-hand', params: {number: 1, decisions: 2}}, ...costly]});
        return [...box.querySelectorAll('li')].map((li) => li.textContent); }""", COSTLY)
    assert len(lines) == 2, lines
    for line, m in zip(lines, COSTLY, strict=True):
        for card in set(m["params"]["played"] + m["params"]["best"]):
            assert p.evaluate(f"tricktable.Fluent.cardName(tricktable.lang(), '{card}')") in line, (card, line)
        assert not [w for w in WRONG[lang] if w in line], line
    pg.clean()


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_callbreak_standards_info_heading_names_the_variant_in_words(page_factory, server, lang):
    variants = {v["key"] for v in __import__("json").loads(__import__("urllib.request").request.urlopen(
        server + "api/variants").read())["variants"]}
    if "callbreak/standard" not in variants:
        pytest.skip("no callbreak/standard")
    pg = page_factory()
    p = pg.page
    pg.open(settings_for("callbreak/standard", lang=lang))
    p.click("[data-tab=info]")
    p.wait_for_selector("#rules h2")
    heading = p.locator("#rules h2").first.inner_text()
    shot(p, f"page25-info-callbreak-standard-{lang}.png")
    assert heading == p.evaluate("tricktable.variantName('callbreak/standard')") and "/" not in heading, heading
    pg.clean()


GLYPHS = re.compile("[♠♥♦♣]")


@pytest.mark.parametrize("lang", ["hu", "el"])
def test_a_screen_reader_hears_standard_cards_in_words_on_buttons_and_hints(page_factory, server, lang):
    variant = _family(server, "shengji")
    pg = page_factory()
    p = pg.page
    pg.open(settings_for(variant, lang=lang))
    heard: list[str] = []
    _bury_the_kitty(p, variant, heard)
    assert heard, "no declaration was offered"
    names = [n for h in heard for n in re.findall(r'button "([^"]*)"', h)]  # each button's accessible name
    assert names and not [n for n in names if GLYPHS.search(n)], names  # "Declare hearts: 2♥" said in words
    assert GLYPHS.search(p.inner_text("#controls")) or GLYPHS.search(p.inner_text("#toast"))  # the eye sees glyphs
    toast = p.locator("#toast").aria_snapshot()
    shot(p, f"page25-spoken-cards-{lang}.png")
    assert not GLYPHS.search(toast), toast
    first = p.evaluate("tricktable.Table.selectedCards()[0]")
    assert p.evaluate(f"tricktable.Fluent.cardName(tricktable.lang(), '{first}')") in toast, toast
    pg.clean()
