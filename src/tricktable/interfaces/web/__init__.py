"""The browser app: an ASGI server (FastAPI + websockets) with a static single-page client.

``create_app`` is imported on first use, so that the AI worker processes, which import only what they run (``web.ai_tasks``, ``web.ai_workers``), do
not load FastAPI (quicker to start, less memory per worker)."""

from __future__ import annotations

from typing import Any

__all__ = ["create_app"]


def __getattr__(name: str) -> Any:
    if name == "create_app":
        from .app import create_app

        return create_app
    raise AttributeError(name)
