"""Draw the app's icons (web app manifest): a card with a red heart on the green felt, as small PNG files.

Usage: python scripts/make_icons.py  (writes src/tricktable/interfaces/web/static/icons/icon-{192,512}.png)
The felt fills the whole square and the card stays inside the middle 80%, so the same file serves as a
"maskable" icon (a launcher may cut it to a circle). Deterministic: the same bytes every run.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "src/tricktable/interfaces/web/static/icons"
FELT, CARD, EDGE, HEART = (0x1D, 0x5C, 0x3D), (0xFF, 0xFD, 0xF7), (0x12, 0x3D, 0x28), (0xC6, 0x28, 0x28)


def colour(x: float, y: float) -> tuple[int, int, int]:
    """The colour at (x, y) in a unit square."""
    w, h, r = 0.25, 0.34, 0.05  # the card: half width, half height, corner radius, centred
    dx, dy = abs(x - 0.5), abs(y - 0.5)
    qx, qy = max(dx - (w - r), 0.0), max(dy - (h - r), 0.0)
    inside = dx <= w and dy <= h and qx * qx + qy * qy <= r * r
    if not inside:
        return FELT
    if dx > w - 0.012 or dy > h - 0.012:
        return EDGE
    # a heart: two circles and the triangle below them
    hx, hy = (x - 0.5) / 0.16, (y - 0.47) / 0.16
    lobes = (hx + 0.5) ** 2 + (hy + 0.25) ** 2 <= 0.28 or (hx - 0.5) ** 2 + (hy + 0.25) ** 2 <= 0.28
    point = hy >= -0.1 and abs(hx) <= 1.03 * (1.0 - (hy + 0.1) / 1.15)
    return HEART if lobes or point else CARD


def png(size: int) -> bytes:
    rows = b"".join(b"\0" + bytes(c for i in range(size) for c in colour((i + 0.5) / size, (j + 0.5) / size))
                    for j in range(size))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    head = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", head) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    for size in (192, 512):
        (OUT / f"icon-{size}.png").write_bytes(png(size))
