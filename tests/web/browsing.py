"""Helpers for the browser tests: the dev server, Debian's Chromium, a page with chosen settings, and playing by
clicking as a person would. The fixtures built on them live in conftest.py (one server and browser per worker)."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "test-output" / "screenshots"
DESKTOP = {"width": 1100, "height": 820}
PHONE = {"width": 390, "height": 844}
UPRIGHT = {"width": 360, "height": 740}  # the narrowest phone the page is made for
ON_ITS_SIDE = {"width": 740, "height": 360}  # and on its side
LANGS = ["en", "ro", "hu", "el", "cs"]
FAMILIES = ["rook", "callbreak", "shengji"]
VISIBLE_STRIP = {"x": 6, "y": 30}  # fanned cards overlap: click the strip a person sees
FAMILY_DEFAULTS = {"mini": "webtest/mini", "rook": "rook/crowsnest", "callbreak": "callbreak/master",
                   "shengji": "shengji/tractor"}
FASTEST = 4  # the speed slider's right end
QUICK = {"play": 0, "hold": 250, "slide": 0}  # tests' pace: a finished trick stays up a quarter second


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(db: Path, script: str = "serve_dev.py") -> tuple[subprocess.Popen, str]:
    """The app with the test game registered (by ``script``), on a free port; returns the process and its URL."""
    port = free_port()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), os.environ.get("PYTHONPATH", "")])}
    proc = subprocess.Popen([sys.executable, str(Path(__file__).parent / script), str(port), str(db)],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/"
    for _ in range(600):  # up to a minute: on a loaded machine the app has taken 20 s to start
        try:
            urllib.request.urlopen(url + "api/variants", timeout=1).read()
            return proc, url
        except OSError:
            time.sleep(0.1)
    proc.kill()
    raise RuntimeError("the server did not start")


def available(server: str) -> dict[str, str]:
    data = json.loads(urllib.request.urlopen(server + "api/variants").read())
    keys = {v["key"] for v in data["variants"]}
    return {fam: key for fam, key in FAMILY_DEFAULTS.items() if key in keys}


class Page:
    """A browser page on the app with the errors and outside requests it produced."""

    def __init__(self, browser, server: str, viewport=None) -> None:
        self.server = server
        self.browser = browser
        self.viewport = viewport or DESKTOP
        self.errors: list[str] = []
        self.external: list[str] = []
        self._start(None)

    def _start(self, storage: dict | None) -> None:
        """A browser context of its own (another person's browser), with ``storage`` (cookies, localStorage)."""
        self.context = self.browser.new_context(viewport=self.viewport, storage_state=storage)
        self.page = self.context.new_page()
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("request", lambda r: self.external.append(r.url) if not r.url.startswith(self.server) and
                     not r.url.startswith("data:") else None)

    def drop(self) -> dict:
        """The person's browser goes away (its context closed: the sockets drop at once); returns what the
        browser keeps on disk for when it is opened again."""
        storage = self.context.storage_state()
        self.context.close()
        return storage

    def come_back(self, storage: dict, url: str) -> None:
        """The browser is opened again with what it kept, at ``url``."""
        self._start(storage)
        self.page.goto(url)

    def open(self, settings: dict | None = None, clear: bool = True, pace: dict | None = QUICK) -> Page:
        """Load the page with ``settings`` stored (and, with ``clear``, no games remembered), at the tests' quick
        ``pace`` (None: the pace the speed setting gives, as a person has it)."""
        p = self.page
        p.goto(self.server)
        p.wait_for_function("() => tricktable.state.catalog.variants.length > 0 && document.getElementById('set-variant').value")
        if settings is not None or clear:
            js = ""
            if settings is not None:
                js += f"localStorage.setItem('tricktable.settings', JSON.stringify({json.dumps(settings)}));"
            if clear:
                js += "localStorage.removeItem('tricktable.game'); localStorage.removeItem('tricktable.games');"
            js += (f"localStorage.setItem('tricktable.pace', {json.dumps(json.dumps(pace))});" if pace
                   else "localStorage.removeItem('tricktable.pace');")
            p.evaluate(js)
            p.reload()
            p.wait_for_function("() => tricktable.state.catalog.variants.length > 0 && document.getElementById('set-variant').value")
        return self

    def clean(self) -> None:
        assert not self.errors, self.errors
        assert not self.external, self.external

    def close(self) -> None:
        self.context.close()


def settings_for(variant: str, **kw) -> dict:
    return {"variant": variant, "ai": "random", "speed": FASTEST, "lang": "en", **kw}


def overlay_open(page) -> bool:
    return page.evaluate("() => !document.getElementById('overlay').classList.contains('hidden')")


def wait_ready(page, timeout: int = 20000) -> None:
    """Until the summary is up or it is this seat's turn with something to click, no animation runs and no action
    of this seat is still on its way (until the server answers, the table shows the position it was sent from)."""
    page.wait_for_function(
        "() => !tricktable.Table.busy && !tricktable.Table.sending && (!document.getElementById('overlay').classList.contains('hidden') ||"
        " (tricktable.Table.state && tricktable.Table.state.view && tricktable.Table.state.view.to_act === tricktable.Table.state.seat &&"
        "  document.querySelector('#controls button, #hand .card.legal, #hand .card.pickable')))", timeout=timeout)


def step(page) -> str:
    """Take one action by clicking, as a person would. Returns what happened."""
    wait_ready(page)
    if overlay_open(page):
        return "summary"
    if page.locator(".sel-note").count():  # a multi-card choice: take the hint's cards or the first legal ones
        page.click("#btn-hint")  # its cards are selected once the reply is in (a fixed wait raced a slow reply)
        page.wait_for_function("() => !!document.querySelector('#hand .card.selected')", timeout=20000)
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


def position(page) -> str:
    return page.evaluate("() => tricktable.Table.state ? `${tricktable.Table.state.hand_seq}/${tricktable.Table.state.step}` : ''")


def play_until(page, done, limit: int = 400) -> int:
    """Click through actions until ``done(page)`` is true (checked before each action); returns the steps taken."""
    for steps in range(limit):
        wait_ready(page)
        if done(page):
            return steps
        before = position(page)
        if step(page) == "summary":
            raise AssertionError("the hand ended before the condition was met")
        page.wait_for_function(f"() => !tricktable.Table.state || `${{tricktable.Table.state.hand_seq}}/${{tricktable.Table.state.step}}` !== '{before}'"
                               " || !document.getElementById('overlay').classList.contains('hidden')", timeout=20000)
    raise AssertionError("the condition was never met")


def play_hand(page, each=None) -> int:
    """Click through the current hand until its summary shows; ``each(page)`` runs before every action."""
    steps = 0
    while True:
        wait_ready(page)
        if each is not None:
            each(page)
        before = position(page)
        if step(page) == "summary":
            return steps
        steps += 1
        page.wait_for_function(f"() => !tricktable.Table.state || `${{tricktable.Table.state.hand_seq}}/${{tricktable.Table.state.step}}` !== '{before}'"
                               " || !document.getElementById('overlay').classList.contains('hidden')", timeout=20000)


def new_game(page, variant: str, seed: int, options: dict | None = None, ai: str = "random") -> dict:
    """A game made through the API from ``page`` (its origin): the server's answer (``id``, ``tokens``)."""
    return page.evaluate("""async ([v, s, o, ai]) => { const r = await fetch('/api/games', {method: 'POST',
        headers: {'Content-Type': 'application/json'}, body: JSON.stringify({variant: v, seed: s, options: o, ai})});
        return r.json(); }""", [variant, seed, options or {}, ai])


#: Plays seat 0's hand by the socket alone, quickly (no table drawn): passes when it may, else the first legal action,
#: the server's hint for a choice of several cards. At the hand's end it ends the game (``end``: so History lists it)
#: or leaves it between hands (its summary is what the page shows when it opens the game).
_PLAY_HAND_JS = """([gid, token, end]) => new Promise((done, fail) => {
  const ws = new WebSocket(`ws://${location.host}/ws/${gid}?token=${token}&lang=en`);
  let asked = 0, ended = false;
  setTimeout(() => fail(new Error('the hand took too long')), 90000);
  ws.onmessage = (e) => {
    const m = JSON.parse(e.data), st = m.state;
    if (ended && m.type === 'done') { ws.close(); done(true); return; }
    if (ended) return;
    if (m.type === 'hint') { ws.send(JSON.stringify({type: 'action', action: m.action, id: ++asked})); return; }
    if (m.type !== 'update' || !st) return;
    if (st.between_hands && !end) { ws.close(); done(true); return; }
    if (st.between_hands) { ws.send(JSON.stringify({type: 'end', id: ++asked})); ended = true; return; }
    if (!st.view || st.view.to_act !== st.seat || !(st.legal && st.legal.length || st.select)) return;
    const legal = st.legal || [];
    if (st.select && !legal.length) { ws.send(JSON.stringify({type: 'hint', id: ++asked})); return; }
    const action = legal.includes('pass') ? 'pass' : legal[0];
    ws.send(JSON.stringify({type: 'action', action, id: ++asked}));
  };
})"""


def play_hand_by_socket(page, game: dict, end: bool = True) -> None:
    """Play the first hand of ``game`` (the API's answer) as seat 0 from ``page`` (on the app's origin), by its
    socket alone (_PLAY_HAND_JS); with ``end`` the game is then ended, else it is left between hands."""
    page.evaluate(_PLAY_HAND_JS, [game["id"], game["tokens"]["0"], end])


def start_game(page, variant: str, seed: int, options: dict | None = None, ai: str = "random") -> str:
    """A game with a fixed seed (so the test plays the same deal every time), created through the API and opened
    as the page's current game, as a reload would. Returns its id."""
    body = new_game(page, variant, seed, options, ai)
    page.evaluate("b => localStorage.setItem('tricktable.game', JSON.stringify({id: b.id, token: b.tokens['0']}))", body)
    page.reload()
    page.wait_for_function("() => tricktable.Table.state && tricktable.Table.state.view", timeout=20000)
    return body["id"]


def open_at_table(page, server: str, settings: dict, games: list[dict], pace: dict | None = None) -> None:
    """Open the app as a browser that holds ``games`` (the API's answers; seat 0's token) with ``settings``, the
    last of them the current game (and ``pace``, else the page's own), and wait until its table is drawn and still.
    The page must be on the app's origin already (any of its files), for its storage."""
    held = [{"id": g["id"], "token": g["tokens"]["0"]} for g in games]
    page.evaluate("([s, held, pace]) => { localStorage.setItem('tricktable.settings', s);"
                  " localStorage.setItem('tricktable.games', JSON.stringify(held));"
                  " localStorage.setItem('tricktable.game', JSON.stringify(held[held.length - 1]));"
                  " if (pace) localStorage.setItem('tricktable.pace', JSON.stringify(pace)); }",
                  [json.dumps(settings), held, pace])
    page.goto(server)
    page.wait_for_function("() => tricktable.Table.state && tricktable.Table.state.view && !tricktable.Table.busy", timeout=20000)


def boxes_overlap(a: dict, b: dict, slack: float = 1.0) -> bool:
    return (a["x"] + slack < b["x"] + b["width"] and b["x"] + slack < a["x"] + a["width"] and
            a["y"] + slack < b["y"] + b["height"] and b["y"] + slack < a["y"] + a["height"])


def shot(page, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / name
    page.screenshot(path=str(path))
    return path
