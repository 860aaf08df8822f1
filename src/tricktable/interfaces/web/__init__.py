"""The browser app: an ASGI server (FastAPI + websockets) with a static single-page client."""

from .app import create_app

__all__ = ["create_app"]
