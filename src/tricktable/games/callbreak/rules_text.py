"""The rules page of a Callbreak variant, built from its config as message references (``rules-callbreak-*``)."""

from __future__ import annotations

from typing import Any

from ...messages import Block, Message
from .config import CallbreakConfig
from .scoring import as_number, score_tenths, succeeded


def rules_page(key: str, c: CallbreakConfig) -> list[Block]:
    """The rules page of the variant ``key`` with config ``c``."""
    side = "right" if c.direction == "ccw" else "left"

    def item(msg_id: str, **params: Any) -> Block:
        return Block("item", Message(msg_id, params))

    title = Message("variant-" + key.replace("/", "-") + "-title", {})  # "Callbreak (standard)", not its key
    page = [Block("title", title), Block("para", Message("rules-callbreak-intro", {}))]
    page.append(item("rules-callbreak-deal", direction=c.direction))
    page.append(item("rules-callbreak-calls", side=side, lo=c.min_call, hi=c.max_call))
    if c.redeal_weak_hands:
        page.append(item("rules-callbreak-weak-hands"))
    page.append(item("rules-callbreak-play", side=side, head=c.must_head_when_following,
                     overtrump=c.must_overtrump_when_void))
    if c.must_head_when_following and c.must_head_until_trumped:
        page.append(item("rules-callbreak-head-until-trumped"))
    page.append(item("rules-callbreak-trick"))
    page.append(item("rules-callbreak-success", success=c.success))
    over = 6 if succeeded(c, 4, 6) else 5  # the example: a call of 4 made with tricks over (as these options score it)
    page.append(item("rules-callbreak-score", tenth=c.overtrick_scoring == "tenth",
                     bonus=c.bonus_call_from if c.bonus_call_from is not None else 0,
                     call=4, tricks=over, score=as_number(score_tenths(c, 4, over))))
    page.append(item("rules-callbreak-end", rounds=c.rounds if c.rounds is not None else 0))
    page.append(Block("para", Message("rules-callbreak-seats", {"side": side})))
    return page
