"""What makes the page an installable app: the web app manifest and the service worker's script.

The service worker (``static/sw.js``) keeps a copy of the page's own files: ``/``, ``/catalog.js``, the manifest
and everything under ``/static/`` (never ``/api`` or ``/ws``: no game's state). Its cache is named after
``files_version()``, a hash of those files' bytes, so any change to the page changes the worker's script, the
browser installs the new worker and the old cache is deleted when it takes over.
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from pathlib import Path

STATIC = Path(__file__).parent / "static"
WORKER = STATIC / "sw.js"
MANIFEST = STATIC / "manifest.webmanifest"


def static_urls() -> list[str]:
    """The URLs of the page's files the worker keeps (the worker itself is not one of them)."""
    files = sorted(p for p in STATIC.rglob("*") if p.is_file() and p != WORKER and not p.name.startswith("."))
    return ["/", "/catalog.js", "/manifest.webmanifest"] + ["/static/" + p.relative_to(STATIC).as_posix()
                                                          for p in files if p != MANIFEST]


@cache
def files_version() -> str:
    """A short hash of every file the worker keeps and of the page's words (catalog.js)."""
    from ...i18n.page import catalog_script

    digest = hashlib.sha256(catalog_script().encode())
    for url in static_urls():
        if url.startswith("/static/"):
            digest.update(url.encode() + b"\0" + (STATIC / url[len("/static/"):]).read_bytes())
    digest.update(MANIFEST.read_bytes())
    return digest.hexdigest()[:16]


@cache
def worker_script() -> str:
    """``static/sw.js`` with its version and its list of files filled in."""
    return (WORKER.read_text(encoding="utf-8")
            .replace('"__VERSION__"', json.dumps(files_version()))
            .replace("[/* FILES */]", json.dumps(static_urls())))
