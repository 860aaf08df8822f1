"""The HTTP API's refusals in the asker's language: a message id (``code``) and its text (``detail``).

:func:`refusal` answers one; :func:`install_refusals` makes FastAPI's own 422 (a request body or query it cannot
read: a field missing, of the wrong type, too long, out of range, a body that is not JSON) answer the same way,
with one message id per field (``errors``) instead of pydantic's English. The language is the one the request
names (``lang`` in its query or JSON body), else the first of its ``Accept-Language`` we have, else English.
"""

from __future__ import annotations

from collections.abc import Mapping
from http import HTTPStatus
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exception_handlers import http_exception_handler
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from starlette.exceptions import HTTPException as StarletteHTTPException

from ...i18n import LANGUAGES, localizer
from ...storage import StoreUnavailable

#: Starlette's own refusals told in words (by status): an unknown address, a method the address does not take
_STATUS_WORDS = {404: "http-status-404", 405: "http-status-405"}
#: at most this many fields are named in one answer
MOST_PROBLEMS = 8

#: pydantic's error types, by the message id that tells each (the rest: ``http-field-invalid``)
_PROBLEMS = {
    "http-field-missing": {"missing"},
    "http-field-too-long": {"string_too_long", "too_long"},
    "http-field-out-of-range": {"greater_than_equal", "less_than_equal", "greater_than", "less_than",
                                "string_too_short", "too_short"},
    "http-body-not-json": {"json_invalid"},
}
_PROBLEM_OF = {kind: msg_id for msg_id, kinds in _PROBLEMS.items() for kind in kinds}


def known(lang: Any) -> str:
    """``lang`` if it is one of ours, else English."""
    return lang if isinstance(lang, str) and lang in LANGUAGES else "en"


def refusal(status: int, lang: Any, msg_id: str, /, **params: Any) -> JSONResponse:
    """HTTP ``status`` with ``{"detail": <msg_id in lang>, "code": msg_id}``."""
    return JSONResponse({"detail": localizer(known(lang)).format(msg_id, params), "code": msg_id},
                        status_code=status)


def store_refusal(lang: Any) -> JSONResponse:
    """HTTP 503 for a request the store could not keep (nothing changed): ``detail`` is the text in ``lang``,
    ``code`` its message id (the socket's ``saving.unsaved`` in HTTP's words)."""
    return refusal(503, lang, StoreUnavailable.msg_id)


def request_lang(request: Request, body: Any = None) -> str:
    """The language a request asks for: ``?lang=``, its JSON body's ``lang``, else its ``Accept-Language``."""
    asked = request.query_params.get("lang")
    if asked in LANGUAGES:
        return asked
    if isinstance(body, Mapping) and isinstance(lang := body.get("lang"), str) and lang in LANGUAGES:
        return lang
    for part in request.headers.get("accept-language", "").split(",")[:10]:
        tag = part.split(";")[0].strip().lower()[:2]
        if tag in LANGUAGES:
            return tag
    return "en"


def problem(error: Mapping[str, Any]) -> dict[str, Any]:
    """One of pydantic's errors as ``{"field", "code", "most"?}`` (the field's name without its place)."""
    loc = [str(part) for part in error.get("loc", ())[1:] if isinstance(part, str | int)]
    kind = str(error.get("type", ""))
    code = _PROBLEM_OF.get(kind) or ("http-field-wrong-type" if kind.endswith(("_type", "_parsing")) else
                                     "http-field-invalid")
    out: dict[str, Any] = {"field": ".".join(loc)[:100] or "body", "code": code}
    if code == "http-field-too-long":
        most = (error.get("ctx") or {}).get("max_length")
        out["most"] = most if isinstance(most, int) else 0
    return out


def install_refusals(app: FastAPI) -> None:
    """Answer FastAPI's request validation errors (422), Starlette's own 404 and 405 (its English "Not Found",
    "Method Not Allowed") and any request the store cannot serve now (503, ``store-unavailable``) with message ids
    in the asker's language. An error the server words itself is kept."""

    @app.exception_handler(StarletteHTTPException)
    async def starlette_refusal(request: Request, e: StarletteHTTPException) -> Response:
        msg_id = _STATUS_WORDS.get(e.status_code)
        if msg_id is None or e.detail != HTTPStatus(e.status_code).phrase:
            return await http_exception_handler(request, e)
        return JSONResponse({"detail": localizer(request_lang(request))(msg_id), "code": msg_id},
                            status_code=e.status_code, headers=e.headers)

    @app.exception_handler(StoreUnavailable)
    async def store_unavailable(request: Request, e: StoreUnavailable) -> JSONResponse:
        """Any request the store cannot serve now: 503, nothing changed, told in ``?lang=`` (else English)."""
        return store_refusal(request.query_params.get("lang", "en"))

    @app.exception_handler(RequestValidationError)
    async def unreadable(request: Request, e: RequestValidationError) -> JSONResponse:
        lang = request_lang(request, e.body)
        words = localizer(lang)
        problems = [problem(err) for err in e.errors()[:MOST_PROBLEMS]]
        texts = [words.format(p["code"], p) if p["code"] != "http-body-not-json" else words("http-body-not-json")
                 for p in problems]
        detail = words("http-invalid-request", problems="; ".join(texts))
        return JSONResponse({"detail": detail, "code": "http-invalid-request", "errors": problems},
                            status_code=422)
