"""Profiles: who you are across devices, with no password and no e-mail.

A profile is a name, a face (``avatar``: the seed the page draws a face from) and the games played (each a game id
and the key that opens its record: a seat token, a watch token or a room member's secret), from which the page's
History and Statistics are made. It is found by a **personal code** the server makes (``CODE_GROUPS`` groups of
``GROUP`` characters from the rooms' unambiguous alphabet: 31**16, about 2**79, codes), shown once, kept by the
browser and typed (or opened as a link) on another device. Only the code's SHA-256 is kept; a new code replaces
it, so the old code stops working (revoking it). Guessing is bounded by the server's rate limit per address.

Pure functions: what to keep is checked here (:func:`clean`), the store keeps it (``storage.profiles``).
"""

from __future__ import annotations

import hashlib
import re
import secrets
from typing import Any

from .room import CODE_ALPHABET, RoomError, clean_name

GROUP, CODE_GROUPS = 4, 4
CODE_LENGTH = GROUP * CODE_GROUPS
MAX_GAMES = 200  # games kept in a profile, newest first
_AVATAR = re.compile(r"[A-Za-z0-9:_.-]{1,60}")
_GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,100}")


def new_code() -> str:
    """A new personal code, as shown: ``K7QM-X4PR-…``."""
    raw = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
    return "-".join(raw[i:i + GROUP] for i in range(0, CODE_LENGTH, GROUP))


def code_hash(text: Any) -> str | None:
    """The hash a code is found by, from the code as typed (any case, spaces, dashes), or None if it cannot be
    one."""
    if not isinstance(text, str):
        return None
    code = "".join(ch for ch in text[:80].upper() if ch not in " -")
    if len(code) != CODE_LENGTH or not set(code) <= set(CODE_ALPHABET):
        return None
    return hashlib.sha256(code.encode()).hexdigest()


def clean(name: Any, avatar: Any, games: Any) -> tuple[str, str, list[dict[str, str]]]:
    """What a profile keeps, checked: a member's name (``room.clean_name``), a face seed of plain characters and at
    most ``MAX_GAMES`` games of ``{"id", "token"}`` (the first of a repeated id kept). Raises ``RoomError`` with a
    ``profile-…`` id."""
    name = clean_name(name)
    if not isinstance(avatar, str) or not _AVATAR.fullmatch(avatar):
        raise RoomError("profile-invalid")
    if not isinstance(games, list) or len(games) > 2 * MAX_GAMES:
        raise RoomError("profile-invalid")
    kept: list[dict[str, str]] = []
    seen: set[str] = set()
    for g in games:
        if not isinstance(g, dict) or not isinstance(g.get("id"), str) or not isinstance(g.get("token"), str):
            raise RoomError("profile-invalid")
        if not _GAME_ID.fullmatch(g["id"]) or not 0 < len(g["token"]) <= 200:
            raise RoomError("profile-invalid")
        if g["id"] not in seen:
            seen.add(g["id"])
            kept.append({"id": g["id"], "token": g["token"]})
    return name, avatar, kept[:MAX_GAMES]


def merged(newer: list[dict[str, str]], older: list[dict[str, str]]) -> list[dict[str, str]]:
    """``newer``'s games, then ``older``'s not among them, at most ``MAX_GAMES``."""
    ids = {g["id"] for g in newer}
    return (newer + [g for g in older if g["id"] not in ids])[:MAX_GAMES]


__all__ = ["CODE_LENGTH", "MAX_GAMES", "clean", "code_hash", "merged", "new_code"]
