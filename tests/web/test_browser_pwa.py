"""Issue 28, the installable app: the manifest and its icons, the service worker that keeps the page's own files
(never /api or /ws), the page opened without a connection (a "no connection" screen in the person's language), and
the sockets coming back after a phone slept."""

from __future__ import annotations

import json
import struct
import urllib.request

import pytest
from browsing import SHOTS, settings_for

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
    assert {"/", "/catalog.js", "/manifest.webmanifest", "/static/js/app.js", "/static/style.css",
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
    p.wait_for_function("() => typeof catalog !== 'undefined' && catalog.variants.length > 0", timeout=15000)
    p.wait_for_selector("#lobby:not(.hidden)")
    assert not p.is_visible("#offline")
    pg.clean()
