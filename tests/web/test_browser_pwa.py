"""Issue 28, the installable app: the manifest and its icons, the service worker that keeps the page's own files
(never /api or /ws), the page opened without a connection (a "no connection" screen in the person's language), and
the sockets coming back after a phone slept."""

from __future__ import annotations

import json
import re
import struct
import urllib.request

import pytest
from browsing import SHOTS, settings_for, start_game, step, wait_ready

pytestmark = pytest.mark.browser


def _get(server: str, path: str):
    with urllib.request.urlopen(server + path.lstrip("/")) as r:
        return r.headers, r.read()


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def _worker_ready(p) -> str:
    """Waits until the service worker is active and controls the page; returns its cache's name."""
    p.evaluate("() => navigator.serviceWorker.ready")
    p.wait_for_function("() => !!navigator.serviceWorker.controller", timeout=15000)
    return p.evaluate("async () => (await caches.keys()).find((k) => k.startsWith('tricktable-'))")


def test_the_manifest_names_the_app_its_icons_and_standalone_display(server):
    headers, body = _get(server, "/manifest.webmanifest")
    assert headers["Content-Type"].startswith("application/manifest+json")
    m = json.loads(body)
    assert m["display"] == "standalone" and m["start_url"] == "/" and m["scope"] == "/"
    assert m["theme_color"] and m["background_color"] and m["name"] == "tricktable"
    sizes = set()
    for icon in m["icons"]:
        _, png = _get(server, icon["src"])
        w, h = _png_size(png)
        assert f"{w}x{h}" == icon["sizes"] and len(png) < 20000, icon
        sizes.add(w)
    assert {192, 512} <= sizes and any(i.get("purpose") == "maskable" for i in m["icons"])
    headers, body = _get(server, "/")
    assert b'rel="manifest" href="/manifest.webmanifest"' in body and b'name="theme-color"' in body


def test_the_worker_is_served_from_the_root_versioned_and_never_stale(server):
    headers, body = _get(server, "/sw.js")
    assert headers["Content-Type"].startswith("text/javascript") and headers["Cache-Control"] == "no-cache"
    text = body.decode()
    assert "__VERSION__" not in text and "/* FILES */" not in text
    from tricktable.interfaces.web.installable import files_version
    assert json.dumps(files_version()) in text


def test_the_worker_installs_and_keeps_the_pages_files_but_no_games_state(page_factory):
    pg = page_factory()
    p = pg.open(settings_for("webtest/mini")).page
    cache = _worker_ready(p)
    assert cache and cache.startswith("tricktable-")
    kept = p.evaluate("async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)",
                      cache)
    assert {"/", "/catalog.js", "/manifest.webmanifest", "/static/js/main.js", "/static/js/state.js", "/static/style.css",
            "/static/icons/icon-192.png"} <= set(kept)
    assert not [k for k in kept if k.startswith(("/api", "/ws", "/join"))], kept
    # a game played with the worker in charge: its answers are still not kept
    p.evaluate("async () => { await fetch('/api/variants'); await fetch('/api/server'); }")
    kept = p.evaluate("async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)",
                      cache)
    assert not [k for k in kept if k.startswith("/api")], kept
    pg.clean()


@pytest.mark.parametrize("lang, title", [("en", "No connection"), ("cs", "Bez připojení"), ("el", "Χωρίς σύνδεση")])
def test_without_a_connection_the_page_opens_to_a_no_connection_screen(page_factory, lang, title):
    pg = page_factory({"width": 360, "height": 740})
    p = pg.open(settings_for("webtest/mini", lang=lang)).page
    _worker_ready(p)
    pg.context.set_offline(True)
    p.reload()
    p.wait_for_selector("#offline:not(.hidden)", timeout=15000)
    assert p.inner_text("#offline h2") == title
    assert not p.is_visible("#app")
    assert p.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    p.screenshot(path=str(SHOTS / f"pwa-offline-{lang}.png"))
    # the connection comes back: the page opens by itself
    pg.context.set_offline(False)
    p.wait_for_function("() => typeof tricktable !== 'undefined' && tricktable.state.catalog.variants.length > 0", timeout=15000)
    p.wait_for_selector("#lobby:not(.hidden)")
    assert not p.is_visible("#offline")
    pg.clean()


def _relay(p, sockets: list) -> None:
    """Every socket of the page goes through the test, which may cut one off silently (``sockets[i]["alive"]``:
    nothing passes either way, as after a phone's sleep) or close it as a server would."""
    def handler(ws):
        server = ws.connect_to_server()
        link = {"page": ws, "alive": True}
        sockets.append(link)
        ws.on_message(lambda m: server.send(m) if link["alive"] else None)
        server.on_message(lambda m: ws.send(m) if link["alive"] else None)
    p.route_web_socket(re.compile(r"/ws/"), handler)


def _table_now(p) -> dict:
    return p.evaluate("() => ({at: `${tricktable.Table.state.hand_seq}/${tricktable.Table.state.step}`, hand: tricktable.Table.state.view.hand,"
                      " drawn: [...document.querySelectorAll('#hand .card')].map((e) => e.dataset.card)})")


def test_the_table_comes_back_as_it_was_after_the_server_closes_and_after_a_phones_sleep(page_factory):
    pg = page_factory()
    p = pg.open(settings_for("webtest/mini")).page
    sockets: list = []
    _relay(p, sockets)
    start_game(p, "webtest/mini", seed=4)
    wait_ready(p)
    step(p)
    p.wait_for_timeout(1000)  # the AI's moves after it are all in
    wait_ready(p)
    before = _table_now(p)
    # the server closes the socket: the page reconnects by itself and the table is the same
    sockets[-1]["page"].close(code=1012, reason="restart")
    for _ in range(40):
        if len(sockets) == 2:
            break
        p.wait_for_timeout(250)
    p.wait_for_function("() => tricktable.Table.conn.ws.readyState === 1 && !tricktable.Table.busy", timeout=15000)
    assert len(sockets) == 2 and _table_now(p) == before
    # a phone sleeps: the socket carries nothing any more and is never closed; when the page shows again it asks,
    # gets no answer, gives that socket up and opens another
    sockets[-1]["alive"] = False
    p.evaluate("() => document.dispatchEvent(new Event('visibilitychange'))")
    p.wait_for_timeout(1000)
    assert len(sockets) == 2, "the socket was given up before its patience was over"
    for _ in range(40):
        if len(sockets) == 3:
            break
        p.wait_for_timeout(250)
    assert len(sockets) == 3, "the dead socket was not replaced"
    p.wait_for_function("() => tricktable.Table.conn.ws.readyState === 1 && !tricktable.Table.busy", timeout=15000)
    assert _table_now(p) == before
    step(p)  # and the game goes on
    wait_ready(p)
    pg.clean()


NOTIFY_SPY = """() => { window.__asked = 0; window.__shown = []; window.__buzz = [];
  const ask = Notification.requestPermission.bind(Notification);
  Notification.requestPermission = (...a) => { window.__asked++; return ask(...a); };
  const show = ServiceWorkerRegistration.prototype.showNotification;
  ServiceWorkerRegistration.prototype.showNotification = function (title, o) {
    window.__shown.push({title, body: o.body, tag: o.tag}); return show.call(this, title, o); };
  navigator.vibrate = (pattern) => { window.__buzz.push(pattern); return true; }; }"""


def _hide(p) -> None:
    p.evaluate("() => { Object.defineProperty(document, 'visibilityState', {get: () => 'hidden', configurable: true});"
               " document.dispatchEvent(new Event('visibilitychange')); }")


def test_turn_alerts_are_off_until_turned_on_and_the_permission_is_asked_only_then(page_factory):
    pg = page_factory()
    pg.page.add_init_script(f"({NOTIFY_SPY})()")
    p = pg.open(settings_for("webtest/mini", lang="cs")).page
    p.click("[data-tab=settings]")
    assert p.inner_text("#turn-alerts legend") == "Upozornění na tah"
    assert not p.is_checked("#set-vibrate") and not p.is_checked("#set-notify")
    assert p.evaluate("() => window.__asked") == 0
    # vs the AI, hidden, alerts off: nothing but the sound setting's (off too)
    start_game(p, "webtest/mini", seed=4)
    _hide(p)
    wait_ready(p)
    step(p)
    wait_ready(p)
    assert p.evaluate("() => [window.__shown.length, window.__buzz.length]") == [0, 0]
    # turned on without the browser's permission: asked once, refused, said, left off
    p.click("[data-tab=settings]")
    p.click("#set-notify")
    p.wait_for_function("() => window.__asked === 1")
    p.wait_for_selector("#toast:not(.hidden)")
    assert "zablokována" in p.inner_text("#toast") and not p.is_checked("#set-notify")
    assert p.evaluate("() => tricktable.Settings.data.notify") is False
    pg.clean()


def test_a_hidden_rooms_page_is_notified_of_its_turn_and_vibrates(page_factory, server):
    pg = page_factory()
    pg.context.grant_permissions(["notifications"], origin=server.rstrip("/"))
    pg.page.add_init_script(f"({NOTIFY_SPY})()")
    p = pg.open(settings_for("webtest/mini", lang="hu")).page
    p.click("[data-tab=settings]")
    p.click("#set-notify")
    p.click("#set-vibrate")
    p.wait_for_function("() => tricktable.Settings.data.notify && tricktable.Settings.data.vibrate")
    assert p.evaluate("() => window.__asked") == 0  # already allowed: nothing to ask
    p.evaluate("() => { window.__buzz = []; }")  # the try when turned on
    p.click("[data-tab=play]")
    p.fill("#friends-name", "Ana")
    p.click("[data-act=make-room]")
    p.wait_for_function("() => tricktable.Room.state && tricktable.Room.state.phase === 'lobby' && tricktable.Room.me()")
    code = p.evaluate("() => tricktable.Room.code")
    p.click("[data-act=fill-all]")
    p.wait_for_function("() => !document.querySelector('[data-act=start]').disabled")
    p.click("[data-act=start]")
    p.wait_for_function("() => tricktable.Table.state && tricktable.Table.state.view", timeout=20000)
    wait_ready(p)
    # in view: a vibration when the turn comes to this seat, no notification (a trick this seat wins and leads
    # again is no new turn: it plays on until one comes)
    for _ in range(12):
        if p.evaluate("() => window.__buzz.length"):
            break
        step(p)
        wait_ready(p)
    assert p.evaluate("() => window.__buzz.length") > 0 and p.evaluate("() => window.__shown.length") == 0
    _hide(p)
    for _ in range(12):
        if p.evaluate("() => window.__shown.length"):
            break
        step(p)
        wait_ready(p)
    p.wait_for_function("() => window.__shown.length > 0", timeout=5000)
    shown = p.evaluate("() => window.__shown[0]")
    assert shown["title"] == "Te következel" and f"{code[:4]}-{code[4:]}" in shown["body"], shown
    assert shown["tag"] == "tricktable-turn"
    assert p.evaluate("async () => (await (await navigator.serviceWorker.getRegistration())"
                      ".getNotifications({tag: 'tricktable-turn'})).length") == 1
    pg.clean()
