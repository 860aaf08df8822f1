"""The page itself: its HTML, its service worker and manifest (an installable app: ``installable``) and its words
(every language's catalog as a script). The static files are mounted beside this router (``app``)."""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import FileResponse, Response

from .installable import MANIFEST, worker_script

STATIC = Path(__file__).parent / "static"


def router() -> APIRouter:
    """The routes of the page (``/``, ``/sw.js``, ``/manifest.webmanifest``, ``/catalog.js``)."""
    api = APIRouter()

    @api.get("/", include_in_schema=False)
    async def index() -> FileResponse:
        return FileResponse(STATIC / "index.html")

    @api.get("/sw.js", include_in_schema=False)
    async def service_worker() -> Response:
        """The service worker, at the root so that its scope is the whole page (``installable.py``)."""
        return Response(worker_script(), media_type="text/javascript; charset=utf-8",
                        headers={"Cache-Control": "no-cache"})

    @api.get("/manifest.webmanifest", include_in_schema=False)
    async def manifest() -> FileResponse:
        return FileResponse(MANIFEST, media_type="application/manifest+json", headers={"Cache-Control": "no-cache"})

    @api.get("/catalog.js", include_in_schema=False)
    async def catalog() -> Response:
        """The page's words: every language's Fluent catalog, parsed (``tricktable.i18n.page``)."""
        from ...i18n.page import catalog_script

        return Response(catalog_script(), media_type="text/javascript; charset=utf-8",
                        headers={"Cache-Control": "no-cache"})

    return api
