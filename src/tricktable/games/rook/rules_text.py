"""The rules page of a Rook version in Markdown, written from its config so the text cannot drift from the rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...cards.notation import BIRD
from .config import PRESETS

if TYPE_CHECKING:
    from .rules import RookGame

_BIRD_PLACE = {
    "high": "the highest trump, above every card of the trump colour",
    "low": "the lowest trump, below the lowest card of the trump colour",
    "ten_and_half": "a trump ranking between the 10 and the 11 of the trump colour",
}


def _numbers(numbers: tuple[int, ...]) -> str:
    """``(1, 5, 6, ..., 14)`` → ``"1 and 5-14"``."""
    runs: list[list[int]] = []
    for n in sorted(numbers):
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    parts = [f"{r[0]}-{r[-1]}" if len(r) > 2 else ", ".join(map(str, r)) for r in runs]
    return " and ".join(parts)


def rules_text(game: RookGame) -> str:
    """The full rules page of ``game`` (its preset with any house rules applied)."""
    cfg = game.config
    bird = game.bird_name
    preset = game.preset
    t = game.t
    lines = [f"# {preset.title}", "", preset.description + ".", ""]

    lines += ["## The cards", ""]
    extras = []
    if cfg.bird:
        extras.append(f"the {bird} card")
    if cfg.red_one:
        extras.append("the red 1")
    deck = f"{len(game.deck())} cards: the numbers {_numbers(cfg.numbers)} in four colours (red, yellow, green, black)"
    lines.append(f"- The deck has {deck}" + (f", plus {' and '.join(extras)}." if extras else "."))
    plain = " > ".join(game.format_card(c)[1:] for c in t.plain_order(0))
    lines.append(f"- Within a colour the cards rank {plain}.")
    counters = [f"each {n} is worth {p}" for n, p in sorted(cfg.points, key=lambda x: -x[1]) if n in cfg.numbers and p]
    if cfg.bird:
        counters.append(f"the {bird} is worth {cfg.bird_points}")
    if cfg.red_one:
        counters.append(f"the red 1 is worth {cfg.red_one_points}")
    lines.append(f"- Counters: {'; '.join(counters)}. Other cards count nothing.")
    bonuses = []
    if cfg.majority_bonus:
        bonuses.append(f"{cfg.majority_bonus} points go to the team that takes more tricks (nobody gets them on a tie)")
    if cfg.last_trick_bonus:
        bonuses.append(f"{cfg.last_trick_bonus} points go to the team that takes the last trick")
    if bonuses:
        lines.append(f"- Bonuses: {'; '.join(bonuses)}.")
    total = f"- A hand gives out {cfg.total_points} points in all"
    if cfg.majority_bonus and cfg.tricks % 2 == 0:
        total += f" ({cfg.total_points - cfg.majority_bonus} when the tricks split evenly)"
    lines.append(total + ".")
    lines.append("")

    lines += ["## Players and the deal", ""]
    lines.append("- Four players in two partnerships; partners sit opposite. Nobody shows a hand, not even to a partner.")
    deal = f"- Each player gets {cfg.hand_size} cards, one at a time"
    deal += f"; {cfg.nest_size} cards go face down to the nest." if cfg.nest_size else ". There is no nest."
    lines += [deal, "- The deal passes to the left after every hand.", ""]

    lines += ["## Bidding", ""]
    lines.append("- The player left of the dealer bids first; bidding goes round to the left.")
    lines.append(f"- Each bid is a multiple of {cfg.bid_step}, from {cfg.min_bid} up to {game.top_bid}, and must beat "
                 "the bid before it; jump bids are allowed. A bid promises that many points for the partnership.")
    lines.append("- A player who passes is out of the bidding for the rest of the hand.")
    lines.append(f"- The bidding ends when all but one player have passed, or at once when someone bids {game.top_bid}. "
                 "The highest bidder is the declarer.")
    if cfg.all_pass == "redeal":
        lines.append("- If all four players pass, the cards are thrown in and the same dealer deals again.")
    else:
        lines.append(f"- If the first three players pass, the dealer may not pass and must bid at least {cfg.min_bid}.")
    lines.append("")

    if cfg.nest_size:
        lines += ["## The nest", ""]
        if cfg.no_counters_in_nest:
            away = (f"{cfg.nest_size} cards face down as the new nest. No counter may be laid away unless the declarer "
                    f"has fewer than {cfg.nest_size} cards that count nothing: then those go, and counters make up "
                    "the number.")
        else:
            away = f"any {cfg.nest_size} cards face down as the new nest. Counters may be laid away."
        lines.append(f"- The declarer adds the {cfg.nest_size} nest cards to their hand without showing them, then lays "
                     f"{away}")
        owner = "the team that wins the last trick" if cfg.nest_points_to == "last_trick" else "the declarer's team"
        lines.append(f"- The points in the nest go to {owner} at the end of the hand.")
        lines.append("")

    lines += ["## Trump", ""]
    when = "after laying away the nest" if cfg.nest_size else "as soon as the bidding ends"
    lines.append(f"- The declarer names one colour as trump {when}.")
    order = " > ".join(_trump_word(game, c) for c in t.trump_order(0))
    lines.append(f"- Trumps rank {order} (shown for red trump; any colour works the same way).")
    if cfg.bird:
        place = _BIRD_PLACE[cfg.bird_rank]
        if cfg.red_one and cfg.bird_rank == "high":
            place = "second only to the red 1, above every card of the trump colour"
        lines.append(f"- The {bird} belongs to no colour: it is always a trump, {place}.")
        if cfg.bird_any_time:
            lines.append(f"- The {bird} may be played to any trick, even by a player who could follow the led colour.")
        else:
            lines.append(f"- The {bird} follows like any other trump: it may only be played on a trump lead or when "
                         "void in the led colour.")
    if cfg.red_one:
        lines.append("- The red 1 is always the highest trump, whatever colour is trump. It is never a red card: it "
                     "does not follow a red lead. Like any trump, it may only be played on a trump lead or when void "
                     "in the led colour.")
    lines.append("")

    lines += ["## Play", ""]
    lead = "the player left of the dealer" if cfg.first_lead == "left_of_dealer" else "the declarer"
    lines.append(f"- {lead[0].upper() + lead[1:]} leads to the first trick; the winner of each trick leads the next.")
    lines.append("- Everyone must follow the colour led if they can. A player who cannot may play any card, "
                 "including a trump.")
    specials = [s for s, present in ((bird, cfg.bird), ("red 1", cfg.red_one)) if present]
    if specials:
        lines.append(f"- Leading the {' or the '.join(specials)} is a trump lead: the others must play trump if they "
                     f"can, and a player whose only trump is the {' or the '.join(specials)} must play it.")
    lines.append("- The highest trump wins the trick; without trumps, the highest card of the colour led wins.")
    lines.append("")

    lines += ["## Scoring", ""]
    extras = [x for x, present in (("the nest", cfg.nest_size), ("the bonuses", cfg.majority_bonus or cfg.last_trick_bonus))
              if present]
    plus = f" (plus {' and '.join(extras)} as above)" if extras else ""
    lines.append(f"- Each team counts the counters in the tricks it won{plus}.")
    lines.append("- The defenders always score what they took.")
    made = "the amount of the bid, not the points taken" if cfg.made_bid_scores == "bid" else "all the points it took"
    lines.append(f"- If the declarer's team took at least its bid, it scores {made}.")
    lines.append("- If not, it is set: it scores nothing for the hand and loses the amount of the bid. "
                 "Scores may go below zero.")
    if cfg.shoot_the_moon:
        lines.append(f"- **Shooting the moon**: a team that takes every point of the hand ({cfg.total_points}) scores "
                     "double what it would score.")
    lines.append("")

    lines += ["## Winning", ""]
    lines.append(f"- The first team to reach {cfg.target} points wins. If both teams reach it on the same hand, the "
                 "higher total wins; on an exact tie another hand is played.")
    changed = _house_rules(game)
    if changed:
        lines += ["", "## House rules in this game", ""]
        lines += [f"- `{name}` = `{value}`" for name, value in changed]
    return "\n".join(lines) + "\n"


def _trump_word(game: RookGame, card: int) -> str:
    if card == BIRD:
        return game.bird_name
    text = game.format_card(card)
    return "red 1 (special)" if text == "R1" and game.config.red_one else text[1:]


def _house_rules(game: RookGame) -> list[tuple[str, object]]:
    """Options that differ from the preset's own rules."""
    base = PRESETS[game.preset.key].config
    out = []
    for name in base.__dataclass_fields__:
        value = getattr(game.config, name)
        if value != getattr(base, name):
            out.append((name, value))
    return out

