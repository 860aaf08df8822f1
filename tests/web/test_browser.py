"""End to end in Debian's Chromium (never a downloaded browser): a whole hand of each family played by clicking, with
the seats' badges, the trick's winner, the score panel and the nest or kitty face up at the end; games resumed from
the games-in-progress list; Settings and back keeps the table; screenshots in test-output/screenshots/."""

from __future__ import annotations

import json

import pytest
from browsing import (
    FAMILY_DEFAULTS,
    PHONE,
    VISIBLE_STRIP,
    available,
    overlay_open,
    play_hand,
    play_until,
    settings_for,
    shot,
    start_game,
    step,
    wait_ready,
)

pytestmark = pytest.mark.browser

SEEDS = {"rook": 3, "callbreak": 3, "shengji": 3}  # deals where every badge shows up (the AIs play the same each run)  # a finished trick stays up a quarter second: enough to see it
WATCH_TRICKS = """() => { window.__won = []; new MutationObserver(() => {
    const w = document.querySelector('#trick .spot.winner');
    const n = document.querySelectorAll('#trick .spot').length;
    if (w && (!window.__won.length || window.__won[window.__won.length - 1].key !== w.parentNode.dataset.key))
      window.__won.push({seat: Number(w.dataset.seat), spots: n, key: w.parentNode.dataset.key});
  }).observe(document.getElementById('trick'), {subtree: true, childList: true}); }"""


def _open(page_factory, variant, viewport=None, **settings):
    return page_factory(viewport).open(settings_for(variant, **settings))


def _chips(page, cls):
    """The seats (numbers) whose plate shows a chip of class ``cls``."""
    return page.evaluate(f"[...document.querySelectorAll('.seat .chip.{cls}')].map((c) => Number(c.closest('.seat').dataset.seat))")


def _mid_trick(page) -> bool:
    return page.evaluate("() => !!(tricktable.Table.state && tricktable.Table.state.view && tricktable.Table.state.view.phase === 'play'"
                         " && tricktable.Table.state.view.trick.length >= 2 && tricktable.Table.state.view.to_act === tricktable.Table.state.seat)")


def _check_badges(page, family, seen):
    """What the plates must show, checked before each of this seat's actions (``seen`` collects what was met)."""
    v = page.evaluate("tricktable.Table.state.view")
    assert len(_chips(page, "dealer")) == 1 and _chips(page, "dealer") == [v["dealer"]]
    if family == "rook" and v["phase"] == "bid":
        said = {s for s, b in enumerate(v["bids"]) if b is not None}
        assert set(_chips(page, "bid")) | set(_chips(page, "passed")) == said
        seen.add("bid")
    if family == "rook" and v["phase"] == "play":
        assert _chips(page, "declarer") == [v["declarer"]] and sorted(_chips(page, "points")) == [0, 1, 2, 3]
        seen.add("declarer")
    if family == "callbreak" and v["phase"] == "play":
        assert sorted(_chips(page, "call")) == [0, 1, 2, 3] and sorted(_chips(page, "tricks")) == [0, 1, 2, 3]
        seen.add("calls")
    if family == "shengji" and v["phase"] == "play":
        attackers = sorted(s for s in range(4) if s % 2 != v["defenders"])
        assert sorted(_chips(page, "points")) == attackers
        if v["declaration"]:
            assert _chips(page, "declarer") == [v["declaration"]["seat"]]
            seen.add("declarer")
        seen.add("points")


def _check_last_winner(page, checked):
    """The trick just finished was shown with its winner's card marked (compared with the rules' last trick)."""
    last = page.evaluate("tricktable.Table.state.view.last_trick")
    if not last:
        return
    key = "|".join(sorted(f"{p['seat']}:{p['cards']}" for p in last["plays"]))
    shown = [w for w in page.evaluate("window.__won") if w["key"] == key]
    assert shown and shown[-1]["seat"] == last["winner"] and shown[-1]["spots"] == 4, (last, shown)
    checked.add(key)


def _check_score_panel(page, family):
    text = page.inner_text("#score-panel")
    if family == "rook":
        assert "We" in text and "They" in text and "to 300" in text, text
    elif family == "callbreak":
        assert page.locator("#score-panel tr").count() == 5 and "Call" in text, text
    elif family == "shengji":
        assert "Levels" in text, text
        if page.evaluate("tricktable.Table.state.view.phase") == "play":
            assert "/ 80" in text, text


@pytest.mark.parametrize("family", ["rook", "callbreak", "shengji"])
def test_a_whole_hand_of_each_family_by_clicking(page_factory, server, family):
    variants = available(server)
    if family not in variants:
        pytest.skip(f"no {family} variant is registered yet")
    pg = _open(page_factory, variants[family])
    p = pg.page
    start_game(p, variants[family], seed=SEEDS[family])
    p.evaluate(WATCH_TRICKS)
    seen: set[str] = set()
    tricks: set[str] = set()
    shots = {"mid": False}

    def each(q):
        if overlay_open(q):
            return
        _check_badges(q, family, seen)
        _check_last_winner(q, tricks)
        _check_score_panel(q, family)
        if not shots["mid"] and _mid_trick(q):
            shot(q, f"{family}-table.png")
            shots["mid"] = True

    steps = play_hand(p, each)
    assert steps >= 4 and shots["mid"]
    assert len(tricks) >= 3, tricks  # finished tricks were shown with the winner's card marked
    assert {"rook": {"bid", "declarer"}, "callbreak": {"calls"}, "shengji": {"points"}}[family] <= seen, seen
    summary = p.locator("#dialog")
    assert summary.locator(".explain li").count() >= 1  # the scoring in words
    if family in ("rook", "shengji"):
        reveal = summary.locator(".nest-reveal")
        assert reveal.locator(".card").count() == (8 if family == "shengji" else 5)
        assert "points" in reveal.inner_text()
        if family == "shengji":
            assert "×" in reveal.inner_text() or "kept" in reveal.inner_text()
    # the sheet calls a deal what the table calls it (the family's display schema: Callbreak's rounds)
    assert summary.locator(".sheet th").first.inner_text() == ("Round" if family == "callbreak" else "Hand")
    shot(p, f"{family}-summary.png")
    p.click("#overlay button.primary")  # next hand
    p.wait_for_function("() => tricktable.Table.state && !tricktable.Table.state.between_hands", timeout=20000)
    assert "Hand 2" in p.inner_text("#info-bar") or "Round 2" in p.inner_text("#info-bar")
    pg.clean()


@pytest.mark.parametrize("family", ["rook", "callbreak", "shengji"])
def test_each_family_mid_trick_at_phone_width(page_factory, server, family):
    variants = available(server)
    if family not in variants:
        pytest.skip(f"no {family} variant is registered yet")
    pg = _open(page_factory, variants[family], PHONE)
    p = pg.page
    start_game(p, variants[family], seed=11)  # Tractor's seed 11: a declarer's badge wider than a side seat once
    play_until(p, _mid_trick)
    p.evaluate("window.scrollTo(0, 0)")
    shot(p, f"{family}-phone.png")
    width = p.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"the page scrolls sideways at phone width ({width}px)"
    for pos in ("left", "right", "top"):
        box = p.locator(f".seat-{pos} .plate").bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], (pos, box)
    pg.clean()


def test_games_in_progress_are_listed_and_resumed(page_factory):
    pg = _open(page_factory, "webtest/mini")
    p = pg.page
    start_game(p, "webtest/mini", seed=2)
    play_until(p, lambda q: q.evaluate("tricktable.Table.state.step") >= 2)
    first, step_no = p.evaluate("[tricktable.Table.state.game_id, tricktable.Table.state.step]")
    p.click("#btn-games")  # back to the list: the game is there with its score and last move
    row = p.locator(f".game-row[data-game='{first}']")
    row.wait_for()
    assert "We 0" in row.inner_text() and ":" in row.inner_text()
    p.select_option("#lobby-variant", "rook/crowsnest")
    p.click("#btn-new-game")
    p.wait_for_function(f"() => tricktable.Table.state && tricktable.Table.state.game_id !== '{first}'", timeout=20000)
    p.reload()  # a reload returns to the open game
    p.wait_for_function("() => tricktable.Table.state && tricktable.Table.state.variant === 'rook/crowsnest'", timeout=20000)
    p.click("#btn-games")
    p.wait_for_selector(".game-row >> nth=1")
    shot(p, "games-in-progress.png")
    p.click(f"[data-resume='{first}']")
    p.wait_for_function(f"() => tricktable.Table.state && tricktable.Table.state.game_id === '{first}'", timeout=20000)
    assert p.evaluate("tricktable.Table.state.step") == step_no and p.locator("#hand .card").count() > 0
    pg.clean()


def test_settings_info_and_history_and_back_keep_the_table(page_factory):
    pg = _open(page_factory, "webtest/mini")
    p = pg.page
    start_game(p, "webtest/mini", seed=2)
    play_until(p, lambda q: q.evaluate("tricktable.Table.state.step") >= 1)
    before = p.evaluate("[tricktable.Table.state.game_id, tricktable.Table.state.step, tricktable.Table.state.view.hand.join(' ')]")
    for tab in ("settings", "info", "history", "stats"):
        p.click(f"[data-tab={tab}]")
        if tab == "info":
            p.wait_for_selector("#rules h2")
            assert "Mini" in p.inner_text("#rules")  # the rules of the game on the table
        p.click("[data-tab=play]")
        assert p.is_visible("#table") and not p.is_visible("#lobby")
        assert p.evaluate("[tricktable.Table.state.game_id, tricktable.Table.state.step, tricktable.Table.state.view.hand.join(' ')]") == before
    pg.clean()


def test_language_and_visual_settings(page_factory):
    pg = _open(page_factory, "webtest/mini")
    p = pg.page
    p.click("[data-tab=settings]")
    p.select_option("#set-lang", "ro")
    assert p.inner_text("[data-tab=play]") == "Joc"
    for sel, value in (("#set-contrast", "130"), ("#set-grain", "60"), ("#set-temp", "30")):
        p.fill(sel, value)
        p.dispatch_event(sel, "input")
    assert "contrast(130%)" in p.get_attribute("#app", "style")
    assert p.inner_text("output[for=set-contrast]") == "130%"  # sliders show their values
    saved = json.loads(p.evaluate("localStorage.getItem('tricktable.settings')"))
    assert saved["lang"] == "ro" and saved["contrast"] == 130 and saved["grain"] == 60
    p.reload()
    assert p.inner_text("[data-tab=settings]") == "Setări"
    p.click("[data-tab=info]")
    p.wait_for_selector("#rules h2")
    for lang, word in [("hu", "Játék"), ("el", "Παιχνίδι"), ("cs", "Hra"), ("en", "Play")]:
        p.click("[data-tab=settings]")
        p.select_option("#set-lang", lang)
        assert p.inner_text("[data-tab=play]") == word
    pg.clean()


def test_a_hand_played_with_the_keyboard_only(page_factory):
    pg = _open(page_factory, "webtest/mini")
    p = pg.page
    p.click("#btn-new-game")
    p.wait_for_selector("#hand .card")
    p.evaluate("document.activeElement.blur()")
    for _ in range(60):
        wait_ready(p)
        if overlay_open(p):
            break
        before = p.evaluate("tricktable.Table.state.step")
        if p.locator(".sel-note").count():
            p.keyboard.press("ArrowDown")
            for _ in range(5):
                p.keyboard.press("Enter")
                p.keyboard.press("ArrowRight")
            p.keyboard.press("ArrowUp")
            for _ in range(8):  # along the buttons to the one that sends the choice
                if p.evaluate("document.activeElement.classList.contains('primary')"):
                    break
                p.keyboard.press("ArrowRight")
        elif p.locator("#controls button.act").count():
            p.keyboard.press("ArrowUp")
        else:
            p.keyboard.press("ArrowDown")
            p.keyboard.press("ArrowRight")
            p.keyboard.press("ArrowLeft")
        p.keyboard.press("Enter")
        p.wait_for_function(f"() => tricktable.Table.state.step !== {before} || tricktable.Table.state.between_hands", timeout=20000)
    assert overlay_open(p), "the hand did not end"
    pg.clean()


def test_clicking_a_card_that_may_not_be_played_says_why(page_factory, server):
    variants = available(server)
    if "rook" not in variants:
        pytest.skip("needs the Rook family")
    pg = _open(page_factory, variants["rook"])
    p = pg.page
    p.click("#btn-new-game")
    for _ in range(300):
        wait_ready(p)
        if p.locator("#hand .card.dim").count() and not overlay_open(p):
            p.locator("#hand .card.dim").first.click(position=VISIBLE_STRIP, force=True)
            # the rules engine says why (wait for that text: an earlier hint's message may still be showing)
            p.wait_for_function(
                "() => { const t = document.getElementById('toast');"
                " return !t.classList.contains('hidden') && /you must/i.test(t.textContent) }", timeout=10000)
            break
        if overlay_open(p):
            p.click("#overlay button.primary")
            p.wait_for_function("() => tricktable.Table.state && !tricktable.Table.state.between_hands", timeout=20000)
            continue
        before = p.evaluate("tricktable.Table.state.step")
        step(p)
        p.wait_for_function(f"() => tricktable.Table.state.step !== {before} || tricktable.Table.state.between_hands", timeout=20000)
    else:
        raise AssertionError("never had a card that may not be played")
    pg.clean()


def test_the_mini_game_plays_through_to_the_next_hand(page_factory):
    assert FAMILY_DEFAULTS["mini"] == "webtest/mini"
    pg = _open(page_factory, "webtest/mini", options={"webtest/mini": {"target": 500}})
    p = pg.page
    p.click("#btn-new-game")
    p.wait_for_selector("#hand .card")
    play_hand(p)
    p.click("#overlay button.primary")
    p.wait_for_function("() => tricktable.Table.state && !tricktable.Table.state.between_hands", timeout=20000)
    pg.clean()


def test_the_replay_viewer_labels_seats_plays_and_jumps_to_a_trick(page_factory):
    pg = _open(page_factory, "webtest/mini", options={"webtest/mini": {"target": 500}})
    p = pg.page
    gid = start_game(p, "webtest/mini", seed=2, options={"target": 500})
    play_hand(p)
    p.locator("#overlay button", has_text="End game").click()
    p.click("#overlay [data-act=confirm]")
    p.wait_for_function("() => tricktable.Table.state.match_over")
    p.click("[data-tab=history]")
    p.click(f"[data-replay='{gid}']")
    p.wait_for_selector(".replay-row")
    assert [r.split("\n")[0] for r in p.locator(".replay-row .who").all_inner_texts()] == ["You", "Left", "Partner", "Right"]
    p.select_option(".replay-trick-select", "2")  # jump to trick 2: its first card is on the table, under its player
    caps = p.locator(".replay-trick figcaption").all_inner_texts()
    assert len(caps) == 1 and caps[0] in ("You", "Left", "Partner", "Right")
    assert p.inner_text(".replay-action").startswith(caps[0] + " played ")  # an event: "Left played the…"
    p.click(".replay-play")  # play: the steps move on by themselves, pause stops them
    p.wait_for_function("() => document.querySelectorAll('.replay-trick figcaption').length >= 3", timeout=10000)
    p.click(".replay-play")
    where = p.inner_text(".replay-nav span")
    p.wait_for_timeout(1200)
    assert p.inner_text(".replay-nav span") == where
    shot(p, "replay.png")
    pg.clean()


def test_options_are_typed_controls_with_a_name_and_a_line_of_help(page_factory):
    pg = _open(page_factory, "rook/crowsnest")
    p = pg.page
    p.click("[data-tab=settings]")
    rows = p.locator("#variant-options .opt")
    assert rows.count() >= 20
    assert not p.locator("#variant-options input[type=text]:not([name=bird_name])").count()  # never raw JSON
    for name in ("min_bid", "hand_size", "bird_points"):
        box = p.locator(f"#variant-options input[name={name}]")
        assert box.get_attribute("type") == "number" and box.get_attribute("min") and box.get_attribute("max")
    assert all(h.strip() for h in p.locator("#variant-options .opt .help").all_inner_texts())
    assert p.locator(".opt[data-option=bird_rank] select option").all_inner_texts() == [
        "highest trump", "lowest trump", "between trump 10 and 11"]
    p.locator(".opt[data-option=bird_rank] select").select_option(label="highest trump")
    p.locator(".opt[data-option=numbers] input[value='4']").check()  # the card numbers: a set of boxes
    p.locator(".opt[data-option=points] button", has_text="Add a counter").click()  # counters: a small table
    p.locator(".opt[data-option=points] .opt-pair select").last.select_option("4")
    p.locator(".opt[data-option=points] .opt-pair input").last.fill("5")
    p.locator(".opt[data-option=points] .opt-pair input").last.dispatch_event("change")
    saved = json.loads(p.evaluate("localStorage.getItem('tricktable.settings')"))["options"]["rook/crowsnest"]
    assert saved["bird_rank"] == "high" and 4 in saved["numbers"] and [4, 5] in saved["points"]
    p.wait_for_function("() => !/✗/.test(document.querySelector('.opt-verdict').textContent)")
    p.fill("#variant-options input[name=hand_size]", "14")  # 45 cards cannot deal 14 each: it says so at once
    p.dispatch_event("#variant-options input[name=hand_size]", "change")
    p.wait_for_selector(".opt-verdict.bad")
    p.fill("#variant-options input[name=hand_size]", "10")
    p.dispatch_event("#variant-options input[name=hand_size]", "change")
    p.wait_for_selector(".opt-verdict.ok")
    max_bid = p.locator(".opt[data-option=max_bid]")
    assert max_bid.locator("input[type=checkbox]").is_checked() and max_bid.locator("input[type=number]").is_disabled()
    shot(p, "settings.png")
    pg.clean()


def test_tractor_one_tap_takes_a_whole_pair_and_a_lone_card_plays_at_once(page_factory, server):
    variants = available(server)
    if "shengji" not in variants:
        pytest.skip("needs the Tractor family")
    pg = _open(page_factory, variants["shengji"])
    p = pg.page
    start_game(p, variants["shengji"], seed=3)
    leading_with_a_pair = ("() => { const s = tricktable.Table.state, v = s.view; return !!(v && v.phase === 'play' && !v.trick.length"
                           " && v.to_act === s.seat && (s.legal || []).some((a) => a.split(' ').length === 3)); }")
    play_until(p, lambda q: q.evaluate(leading_with_a_pair))
    pair = p.evaluate("tricktable.Table.state.legal.find((a) => a.split(' ').length === 3).split(' ')[1]")
    p.locator(f"#hand .card[data-card='{pair}']").first.click(position=VISIBLE_STRIP)
    assert p.locator("#hand .card.selected").count() >= 2  # the pair (or its tractor), in one tap
    assert set(p.locator("#hand .card.selected").evaluate_all("els => els.map((e) => e.dataset.card)")) >= {pair}
    assert p.locator("#controls button.unit", has_text="Single").count() == 1  # the smaller units, one tap away
    shot(p, "shengji-pair-selected.png")
    before = p.evaluate("tricktable.Table.state.step")
    p.click("#controls button.primary")
    p.wait_for_function(f"() => tricktable.Table.state.step > {before}", timeout=20000)
    lone = ("() => { const s = tricktable.Table.state, v = s.view; return !!(v && v.phase === 'play' && !v.trick.length && v.to_act === s.seat"
            " && document.querySelector('#hand .card.pickable') && s.legal.filter((a) => a.split(' ').length === 2).some("
            "(a) => !s.legal.some((b) => b !== a && b.split(' ').slice(1).includes(a.split(' ')[1])))); }")
    play_until(p, lambda q: q.evaluate(lone))
    card = p.evaluate("(() => { const s = tricktable.Table.state; return s.legal.filter((a) => a.split(' ').length === 2).map((a) => a.split(' ')[1])"
                      ".find((c) => !s.legal.some((b) => b.split(' ').length > 2 && b.split(' ').includes(c))); })()")
    before = p.evaluate("tricktable.Table.state.step")
    p.locator(f"#hand .card[data-card='{card}']").first.click(position=VISIBLE_STRIP)  # a card with no pair: played
    p.wait_for_function(f"() => tricktable.Table.state.step > {before}", timeout=20000)
    pg.clean()


def test_sound_is_off_by_default_and_made_in_the_page_when_on(page_factory):
    pg = _open(page_factory, "webtest/mini")
    p = pg.page
    assert p.evaluate("tricktable.Settings.data.sound") is False
    start_game(p, "webtest/mini", seed=2)
    wait_ready(p)
    assert p.evaluate("tricktable.Sound.ctx") is None  # nothing made while it is off
    p.click("[data-tab=settings]")
    p.check("#set-sound")
    assert p.evaluate("tricktable.Sound.last") == "turn" and p.evaluate("tricktable.Sound.ctx !== null")
    p.click("[data-tab=play]")
    play_until(p, lambda q: q.evaluate("tricktable.Sound.last === 'won' || tricktable.Sound.last === 'lost'"))  # a trick taken: a chime
    pg.clean()


def test_the_hand_review_shows_in_the_summary(page_factory, server):
    """After a hand, the summary shows the review of your card play (computed in the AI pool, then pushed)."""
    variants = available(server)
    if "callbreak" not in variants:
        pytest.skip("no callbreak variant is registered yet")
    pg = _open(page_factory, variants["callbreak"])
    p = pg.page
    start_game(p, variants["callbreak"], seed=SEEDS["callbreak"])
    play_hand(p)
    review = p.locator("#dialog #summary-review")
    review.locator("h3").wait_for(timeout=60000)
    assert review.locator("h3").inner_text().startswith("Round 1:")  # Callbreak's word for a deal
    lines = review.locator("li").all_inner_texts()
    assert lines and all(x.startswith("Trick ") or x.startswith("No costly") for x in lines), lines
    shot(p, "callbreak-summary-review.png")


def test_every_tab_fits_a_phone_in_every_language(page_factory):
    pg = _open(page_factory, "rook/crowsnest", PHONE)
    p = pg.page
    for lang in ("en", "ro", "hu", "el", "cs"):
        p.click("[data-tab=settings]")
        p.select_option("#set-lang", lang)
        for tab in ("settings", "info", "history", "stats", "play"):
            p.click(f"[data-tab={tab}]")
            if tab == "info":
                p.wait_for_selector("#rules h2")
            width = p.evaluate("document.documentElement.scrollWidth")
            assert width <= PHONE["width"], f"{tab} in {lang} is {width}px wide at phone width"
    pg.clean()


def test_changing_the_language_mid_hand_changes_the_servers_messages_too(page_factory):
    pg = _open(page_factory, "rook/crowsnest")
    p = pg.page
    start_game(p, "rook/crowsnest", seed=3)
    ask = "tricktable.Table.conn.request({type: 'check', action: 'trump R'})"  # not allowed now: the rules say why
    english = p.evaluate(ask)["message"]
    p.click("[data-tab=settings]")
    p.select_option("#set-lang", "ro")
    p.click("[data-tab=play]")
    romanian = p.evaluate(ask)["message"]
    assert english and romanian and romanian != english, (english, romanian)
    pg.clean()
