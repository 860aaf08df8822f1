"""The rules page of a Rook version, built from its config as message references (``rules-rook-*`` in the
catalogs), so the text cannot drift from the rules and a house option changes it in every language."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...cards.notation import BIRD
from ...engine.options import value_message
from ...messages import Block, Message
from .config import PRESETS

if TYPE_CHECKING:
    from .rules import RookGame


def _m(msg_id: str, **params: Any) -> Message:
    return Message(msg_id, params)


def _item(msg_id: str, **params: Any) -> Block:
    return Block("item", _m(msg_id, **params))


def _section(msg_id: str) -> Block:
    return Block("section", _m(msg_id))


def _numbers(numbers: tuple[int, ...]) -> list[str]:
    """``(1, 5, 6, ..., 14)`` → ``["1", "5-14"]`` (runs of three or more as a range)."""
    runs: list[list[int]] = []
    for n in sorted(numbers):
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    out: list[str] = []
    for r in runs:
        out += [f"{r[0]}-{r[-1]}"] if len(r) > 2 else [str(n) for n in r]
    return out


def rules_page(game: RookGame) -> list[Block]:
    """The full rules page of ``game`` (its preset with any house rules applied)."""
    cfg = game.config
    bird = _m("bird-name", bird=game.bird_name)
    t = game.t
    key = game.key.replace("/", "-")
    page = [Block("title", _m(f"variant-{key}-title")), Block("para", _m("rules-sentence", text=_m(f"variant-{key}")))]

    page.append(_section("rules-rook-cards"))
    page.append(_item("rules-rook-deck", size=len(game.deck()), numbers=_numbers(cfg.numbers), bird=cfg.bird,
                      bird_name=bird, red_one=cfg.red_one))
    plain = [game.format_card(c)[1:] for c in t.plain_order(0)]
    page.append(_item("rules-rook-plain-order", order=plain))
    counters = [_m("rules-rook-counter", number=n, points=p)
                for n, p in sorted(cfg.points, key=lambda x: -x[1]) if n in cfg.numbers and p]
    if cfg.bird:
        counters.append(_m("rules-rook-counter-bird", bird_name=bird, points=cfg.bird_points))
    if cfg.red_one:
        counters.append(_m("rules-rook-counter-red-one", points=cfg.red_one_points))
    page.append(_item("rules-rook-counters", counters=counters))
    bonuses = []
    if cfg.majority_bonus:
        bonuses.append(_m("rules-rook-bonus-majority", points=cfg.majority_bonus))
    if cfg.last_trick_bonus:
        bonuses.append(_m("rules-rook-bonus-last-trick", points=cfg.last_trick_bonus))
    if bonuses:
        page.append(_item("rules-rook-bonuses", bonuses=bonuses))
    split = bool(cfg.majority_bonus and cfg.tricks % 2 == 0)
    page.append(_item("rules-rook-total", total=cfg.total_points, split=split,
                      even=cfg.total_points - cfg.majority_bonus))

    page.append(_section("rules-rook-players"))
    page.append(_item("rules-rook-partners"))
    page.append(_item("rules-rook-deal", hand=cfg.hand_size, nest=cfg.nest_size))
    page.append(_item("rules-rook-deal-passes"))

    page.append(_section("rules-rook-bidding"))
    page.append(_item("rules-rook-bid-first"))
    page.append(_item("rules-rook-bid-range", step=cfg.bid_step, min=cfg.min_bid, top=game.top_bid))
    page.append(_item("rules-rook-bid-pass-out"))
    page.append(_item("rules-rook-bid-end", top=game.top_bid))
    if cfg.all_pass == "redeal":
        page.append(_item("rules-rook-all-pass-redeal"))
    else:
        page.append(_item("rules-rook-all-pass-dealer", min=cfg.min_bid))

    if cfg.nest_size:
        page.append(_section("rules-rook-nest"))
        page.append(_item("rules-rook-nest-no-counters" if cfg.no_counters_in_nest else "rules-rook-nest-exchange",
                          n=cfg.nest_size))
        page.append(_item("rules-rook-nest-points", owner=cfg.nest_points_to))

    page.append(_section("rules-rook-trump"))
    page.append(_item("rules-rook-trump-when", nest=bool(cfg.nest_size)))
    order = [_trump_word(game, c, bird) for c in t.trump_order(0)]
    page.append(_item("rules-rook-trump-order", order=order))
    if cfg.bird:
        place = "second" if cfg.red_one and cfg.bird_rank == "high" else cfg.bird_rank
        page.append(_item("rules-rook-bird-place", bird_name=bird, place=place))
        page.append(_item("rules-rook-bird-any-time" if cfg.bird_any_time else "rules-rook-bird-follows",
                          bird_name=bird))
    if cfg.red_one:
        page.append(_item("rules-rook-red-one"))

    page.append(_section("rules-rook-play"))
    page.append(_item("rules-rook-first-lead", who=cfg.first_lead))
    page.append(_item("rules-rook-follow"))
    if cfg.bird or cfg.red_one:
        page.append(_item("rules-rook-special-lead", bird=cfg.bird, red_one=cfg.red_one, bird_name=bird))
    page.append(_item("rules-rook-trick-winner"))

    page.append(_section("rules-rook-scoring"))
    page.append(_item("rules-rook-count", nest=bool(cfg.nest_size),
                      bonuses=bool(cfg.majority_bonus or cfg.last_trick_bonus)))
    page.append(_item("rules-rook-defenders"))
    page.append(_item("rules-rook-made", scores=cfg.made_bid_scores))
    page.append(_item("rules-rook-set"))
    if cfg.shoot_the_moon:
        page.append(_item("rules-rook-moon", total=cfg.total_points))

    page.append(_section("rules-rook-winning"))
    page.append(_item("rules-rook-target", target=cfg.target))
    if cfg.minus_target_loses:
        page.append(_item("rules-rook-minus-target-loses", target=cfg.target))
    changed = _house_rules(game)
    if changed:
        page.append(_section("rules-house-rules"))
        specs = game.option_specs()
        page += [_item("rules-house-rule", name=_m(f"page-opt-{name}"), value=value_message(specs.get(name, {}), name, value))
                 for name, value in changed]
    return page


def _trump_word(game: RookGame, card: int, bird: Message) -> Message | str:
    if card == BIRD:
        return bird
    text = game.format_card(card)
    return _m("rules-rook-red-one-special") if text == "R1" and game.config.red_one else text[1:]


def _house_rules(game: RookGame) -> list[tuple[str, object]]:
    """Options that differ from the preset's own rules."""
    base = PRESETS[game.preset.key].config
    out = []
    for name in base.__dataclass_fields__:
        value = getattr(game.config, name)
        if value != getattr(base, name):
            out.append((name, value))
    return out
