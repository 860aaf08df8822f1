"""End-to-end in Debian's Chromium (never a downloaded browser): a complete hand of each available family played by
clicking, settings, reload mid-hand. Screenshots go to test-output/screenshots/."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
SHOTS = Path(__file__).resolve().parents[2] / "test-output" / "screenshots"
VISIBLE_STRIP = {"x": 6, "y": 30}  # fanned cards overlap: click the strip a person sees
FAMILY_DEFAULTS = {"mini": "webtest/mini", "rook": "rook/crowsnest", "callbreak": "callbreak/master",
                   "shengji": "shengji/tractor"}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    if not os.path.exists(CHROMIUM):
        pytest.skip("Debian chromium is not installed (run scripts/setup-browser)")
    pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed")
    port = _free_port()
    db = tmp_path_factory.mktemp("web") / "games.sqlite3"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(Path(__file__).resolve().parents[2] / "src"),
                                                        os.environ.get("PYTHONPATH", "")])}
    proc = subprocess.Popen([sys.executable, str(Path(__file__).parent / "serve_dev.py"), str(port), str(db)],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/"
    for _ in range(100):
        try:
            urllib.request.urlopen(url + "api/variants", timeout=1).read()
            break
        except OSError:
            time.sleep(0.1)
    else:
        proc.kill()
        pytest.fail("the server did not start")
    yield url
    proc.terminate()
    proc.wait(5)


@pytest.fixture(scope="module")
def browser(server):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


def _available(server) -> dict[str, str]:
    data = json.loads(urllib.request.urlopen(server + "api/variants").read())
    keys = {v["key"] for v in data["variants"]}
    return {fam: key for fam, key in FAMILY_DEFAULTS.items() if key in keys}


def _page(browser, server, variant, external):
    page = browser.new_page(viewport={"width": 1100, "height": 820})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("request", lambda r: external.append(r.url) if not r.url.startswith(server) and
            not r.url.startswith("data:") else None)
    page.goto(server)
    page.wait_for_function("() => catalog.variants.length > 0 && document.getElementById('set-variant').value")
    settings = {"variant": variant, "ai": "random", "speed": 0, "lang": "en"}
    page.evaluate(f"localStorage.setItem('tricktable.settings', JSON.stringify({json.dumps(settings)}));"
                  "localStorage.removeItem('tricktable.game')")
    page.reload()
    page.wait_for_function(f"() => document.getElementById('set-variant').value === {json.dumps(variant)}")
    return page, errors


def _step(page) -> str:
    """Take one action by clicking, as a person would. Returns what happened."""
    page.wait_for_function(
        "() => !document.getElementById('overlay').classList.contains('hidden') ||"
        " document.querySelector('#controls button, #hand .card.legal')", timeout=20000)
    if page.is_visible("#overlay"):
        return "summary"
    if page.locator(".sel-note").count():  # a multi-card choice: take the hint's cards or the first legal ones
        page.click("#btn-hint")
        page.wait_for_timeout(300)
        need = page.evaluate("() => { const m = /(\\d+)/.exec(document.querySelector('.sel-note').textContent);"
                             " return m ? Number(m[1]) : 1 }")
        cards = page.locator("#hand .card.pickable:not(.selected)")
        while page.locator("#hand .card.selected").count() < need and cards.count():
            cards.first.click(position=VISIBLE_STRIP)
        page.click("#controls button.primary")
        return "select"
    if page.locator("#controls button.act").count():
        page.locator("#controls button.act").first.click()
        return "button"
    page.locator("#hand .card.legal").first.click(position=VISIBLE_STRIP)
    return "card"


def _play_hand(page, reload_after=None, shot=None) -> int:
    steps = 0
    while True:
        if shot is not None and page.evaluate(
                "() => !!(Table.state && Table.state.view && Table.state.view.phase === 'play'"
                " && Table.state.view.trick.length >= 2 && Table.state.view.to_act === Table.state.seat)"):
            page.screenshot(path=str(shot))
            shot = None
        before = page.evaluate("() => Table.state && `${Table.state.hand_seq}/${Table.state.step}`")
        what = _step(page)
        if what == "summary":
            return steps
        steps += 1
        page.wait_for_function(f"() => !Table.state || `${{Table.state.hand_seq}}/${{Table.state.step}}` !== '{before}'"
                               " || !document.getElementById('overlay').classList.contains('hidden')", timeout=20000)
        if reload_after is not None and steps == reload_after:
            page.reload()
            page.wait_for_function("() => Table.state", timeout=10000)


@pytest.mark.parametrize("family", list(FAMILY_DEFAULTS))
def test_play_a_complete_hand_by_clicking(browser, server, family):
    variants = _available(server)
    if family not in variants:
        pytest.skip(f"no {family} variant is registered yet")
    external: list[str] = []
    page, errors = _page(browser, server, variants[family], external)
    page.click("#btn-new-game")
    page.wait_for_selector("#hand .card")
    SHOTS.mkdir(parents=True, exist_ok=True)
    steps = _play_hand(page, reload_after=3, shot=SHOTS / f"{family}-table.png")
    assert steps >= 4
    page.screenshot(path=str(SHOTS / f"{family}-summary.png"))
    page.click("#overlay button.primary")  # next hand (or new game after the match)
    page.wait_for_selector("#hand .card.legal, #controls button", timeout=20000)
    page.screenshot(path=str(SHOTS / f"{family}-next-hand.png"))
    assert not errors, errors
    assert not external, external
    page.close()


def test_language_and_visual_settings(browser, server):
    external: list[str] = []
    page, errors = _page(browser, server, "webtest/mini", external)
    page.click("[data-tab=settings]")
    page.select_option("#set-lang", "ro")
    assert page.inner_text("[data-tab=play]") == "Joc"
    page.fill("#set-contrast", "130")
    page.dispatch_event("#set-contrast", "input")
    page.fill("#set-grain", "60")
    page.dispatch_event("#set-grain", "input")
    page.fill("#set-temp", "30")
    page.dispatch_event("#set-temp", "input")
    assert "contrast(130%)" in page.get_attribute("#app", "style")
    saved = json.loads(page.evaluate("localStorage.getItem('tricktable.settings')"))
    assert saved["lang"] == "ro" and saved["contrast"] == 130 and saved["grain"] == 60
    page.reload()
    assert page.inner_text("[data-tab=settings]") == "Setări"
    page.click("[data-tab=info]")
    page.wait_for_selector("#rules h2")
    for lang, word in [("hu", "Játék"), ("el", "Παιχνίδι"), ("cs", "Hra"), ("en", "Play")]:
        page.click("[data-tab=settings]")
        page.select_option("#set-lang", lang)
        assert page.inner_text("[data-tab=play]") == word
    page.set_viewport_size({"width": 380, "height": 760})
    page.click("[data-tab=play]")
    page.click("#btn-new-game")
    page.wait_for_selector("#hand .card")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "phone-width.png"))
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 400, f"the page scrolls sideways at phone width ({width}px)"
    assert not errors and not external
    page.close()


def test_options_with_a_few_values_are_drop_downs(browser, server):
    page, errors = _page(browser, server, "webtest/mini", [])
    page.click("[data-tab=settings]")
    page.select_option("#set-variant", "rook/crowsnest")
    bird = page.locator("#variant-options select[name=bird_rank]")
    assert bird.locator("option").all_inner_texts() == ["High", "Low", "Ten and half"]
    assert bird.input_value() == "1"  # CrowsNest: the Crow is the lowest trump
    bird.select_option(label="High")
    saved = json.loads(page.evaluate("localStorage.getItem('tricktable.settings')"))
    assert saved["options"]["rook/crowsnest"] == {"bird_rank": "high"}
    page.locator("#variant-options select[name=target]").select_option(label="500")
    saved = json.loads(page.evaluate("localStorage.getItem('tricktable.settings')"))
    assert saved["options"]["rook/crowsnest"] == {"bird_rank": "high", "target": 500}
    assert not errors
    page.close()


def test_a_hand_played_with_the_keyboard_only(browser, server):
    external: list[str] = []
    page, errors = _page(browser, server, "webtest/mini", external)
    page.click("#btn-new-game")
    page.wait_for_selector("#hand .card")
    page.evaluate("document.activeElement.blur()")
    for _ in range(60):
        page.wait_for_function(
            "() => !document.getElementById('overlay').classList.contains('hidden') ||"
            " (Table.state && Table.state.view && Table.state.view.to_act === Table.state.seat && !Table.busy)",
            timeout=20000)
        if page.is_visible("#overlay"):
            break
        before = page.evaluate("Table.state.step")
        if page.locator(".sel-note").count():
            page.keyboard.press("ArrowDown")
            for _ in range(5):
                page.keyboard.press("Enter")
                page.keyboard.press("ArrowRight")
            page.keyboard.press("ArrowUp")
        elif page.locator("#controls button.act").count():
            page.keyboard.press("ArrowUp")
        else:
            page.keyboard.press("ArrowDown")
            page.keyboard.press("ArrowRight")
            page.keyboard.press("ArrowLeft")
        page.keyboard.press("Enter")
        page.wait_for_function(f"() => Table.state.step !== {before} || Table.state.between_hands", timeout=20000)
    assert page.is_visible("#overlay"), "the hand did not end"
    assert not errors and not external
    page.close()


def test_clicking_a_card_that_may_not_be_played_says_why(browser, server):
    variants = _available(server)
    if "rook" not in variants:
        pytest.skip("needs the Rook family")
    external: list[str] = []
    page, errors = _page(browser, server, variants["rook"], external)
    page.click("#btn-new-game")
    for _ in range(300):
        page.wait_for_function(
            "() => !document.getElementById('overlay').classList.contains('hidden') ||"
            " (Table.state && Table.state.view && Table.state.view.to_act === Table.state.seat && !Table.busy)",
            timeout=20000)
        if page.locator("#hand .card.dim").count() and not page.is_visible("#overlay"):
            page.locator("#hand .card.dim").first.click(position=VISIBLE_STRIP, force=True)
            # the rules engine says why (wait for that text: an earlier hint's toast may still be showing)
            page.wait_for_function(
                "() => { const t = document.getElementById('toast');"
                " return !t.classList.contains('hidden') && /you must/i.test(t.textContent) }", timeout=10000)
            break
        if page.is_visible("#overlay"):
            page.click("#overlay button.primary")
            page.wait_for_function("() => Table.state && !Table.state.between_hands", timeout=20000)
            continue
        before = page.evaluate("Table.state.step")
        _step(page)
        page.wait_for_function(f"() => Table.state.step !== {before} || Table.state.between_hands", timeout=20000)
    else:
        raise AssertionError("never had a card that may not be played")
    assert not errors and not external
    page.close()
