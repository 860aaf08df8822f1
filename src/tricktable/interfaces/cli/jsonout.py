"""JSON output that keeps exact decimals (Callbreak tenths print as 4.1, never 4.1000000001)."""

from __future__ import annotations

import json
from decimal import Decimal
from fractions import Fraction
from typing import Any


class _Encoder(json.JSONEncoder):
    def default(self, o: Any) -> Any:
        if isinstance(o, Decimal):
            return float(o)  # Decimal('4.1') → 4.1, whose repr is exactly '4.1'
        if isinstance(o, Fraction):
            return float(Decimal(o.numerator) / Decimal(o.denominator))
        return super().default(o)


def dumps(obj: Any, *, indent: int | None = 2) -> str:
    return json.dumps(obj, cls=_Encoder, indent=indent, ensure_ascii=False)
