"""The Tractor rules page, built from the config as message references (``rules-shengji-*``), so text and engine
cannot drift and a house option changes the page in every language."""

from __future__ import annotations

from typing import Any

from ...messages import Block, Message
from .config import TractorConfig


def rules_page(cfg: TractorConfig) -> list[Block]:
    """The rules of Tractor for ``cfg`` (CARDAVIA defaults; the options change the marked paragraphs)."""

    def m(msg_id: str, **params: Any) -> Message:
        return Message(msg_id, params)

    def para(msg_id: str, **params: Any) -> Block:
        return Block("para", m(msg_id, **params))

    def section(msg_id: str) -> Block:
        return Block("section", m(msg_id))

    rows = [("rules-shengji-points-0", "rules-shengji-result-3"), ("rules-shengji-points-5", "rules-shengji-result-2"),
            ("rules-shengji-points-40", "rules-shengji-result-1"),
            ("rules-shengji-points-80", "rules-shengji-result-take"),
            ("rules-shengji-points-120", "rules-shengji-result-up")]
    return [
        Block("title", m("variant-shengji-tractor-title")),
        para("rules-shengji-intro"),
        section("rules-shengji-levels"),
        para("rules-shengji-levels-text"),
        *([para("rules-shengji-start-level", level=cfg.start_level)] if cfg.start_level != "2" else []),
        section("rules-shengji-declaring"),
        para("rules-shengji-declaring-text", opener=cfg.first_auction_seat, first=cfg.first_dealer_rule),
        section("rules-shengji-kitty"),
        para("rules-shengji-kitty-text"),
        section("rules-shengji-play"),
        para("rules-shengji-play-text", throws=cfg.throws, strict=cfg.strict_tractor_follow),
        para("rules-shengji-winning-play"),
        section("rules-shengji-scoring"),
        para("rules-shengji-scoring-text", rule=cfg.kitty_multiplier),
        Block("head", cells=(m("rules-shengji-col-points"), m("rules-shengji-col-result"))),
        *[Block("row", cells=(m(a), m(b))) for a, b in rows],
        para("rules-shengji-next-dealer", defend_a=cfg.must_defend_a),
    ]
