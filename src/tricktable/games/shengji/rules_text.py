"""The rules page in Markdown, generated from the config so text and engine cannot drift."""

from __future__ import annotations

from .config import TractorConfig


def rules_markdown(cfg: TractorConfig) -> str:
    """Markdown rules of Tractor for ``cfg`` (CARDAVIA defaults; the options change the marked paragraphs)."""
    first = "the first player who declared" if cfg.first_dealer_rule == "first_declarer" else "the winning declarer"
    opener = "the seat the table chooses" if cfg.first_auction_seat < 0 else f"seat {cfg.first_auction_seat}"
    mult = "2 × the cards each player played to it (single ×2, pair ×4, tractor of 2 pairs ×8, 3 pairs ×12)" if (
        cfg.kitty_multiplier == "times") else "2 to the power of the cards each player played to it (×2, ×4, ×16, ×64)"
    lead = ("Lead **exactly one unit**: a single, an identical pair, or a tractor. There is no throw." if not cfg.throws
            else "Lead one unit, or **throw** several units of one suit. A throw that another hand could beat in that "
            "suit is cut down to its beatable unit with the lowest top card; only an all-trump play of the same "
            "shape from a player void in the suit can beat a good throw.")
    tractor = ("A tractor need **not** be answered with a tractor: only the number of pairs counts." if not
               cfg.strict_tractor_follow else "If you hold a tractor as long as the one led in that suit, you must play one.")
    end = ("The first team whose level goes **past A** wins the match." if not cfg.must_defend_a else
           "Levels stop at A; a dealer team at A that holds the attackers under 80 wins the match.")
    return f"""# Tractor (Shengji, 升级, 80 points)

Four players in two fixed partnerships (seats 0 and 2 against 1 and 3) with a **108-card double deck** (two 52-card
decks and four jokers). Each player gets 25 cards; 8 form the kitty.

## Levels and trumps
Each team has a level, starting at 2 and running 2, 3, …, 10, J, Q, K, A. The **level rank** of a deal is the dealer
team's level. Trumps are the jokers, every card of the level rank, and the trump suit. From high to low:
big joker, small joker, the level card of the trump suit, the level cards of the other suits (equal to each other),
then the trump suit A … 2 without the level rank. In a no-trump (NT) deal only jokers and level cards are trumps.
Within a suit the level rank is left out, so with level 7 the 6 and the 8 are adjacent.

## Declaring trump
After the deal, starting with the nominal dealer ({opener} in the first deal) and going round, each player passes or
shows from their hand a declaration **strictly stronger** than the current one: one level card (its suit is trump) <
a pair of identical level cards < two small jokers (NT) < two big jokers (NT). Three passes after a declaration end
the auction; a player who passed may declare later. If nobody declares, the kitty is turned up and the suit of its
first non-joker card is trump. In the first deal {first} becomes the dealer; later the dealer is fixed by the last
result and a declaration only names trump.

## The kitty
The dealer takes the 8 kitty cards and buries any 8 cards (points and trumps too), then leads the first trick.

## Play
Units: a single; a pair of two identical cards; a tractor of two or more pairs of one suit whose strengths are
adjacent. {lead} Everyone plays as many cards as were led. Follow the led suit (trumps are one suit) as far as you can;
on a pair or tractor lead also play as many identical pairs of that suit as you hold, up to the number of pairs led.
{tractor} If you are out of the suit, play anything: trumping is never required.

Only a play of exactly the lead's shape, all in the led suit or all in trumps, can win; among those the highest top
card wins, trumps over the led suit, and a tie goes to the earlier play. The winner leads the next trick.

## Scoring
Fives count 5, tens and kings 10: 200 in all. The attackers (the team not dealing) keep the points they win. If they
win the last trick the kitty's points count {mult}.

| Attackers' points | Result |
|---|---|
| 0 | dealer team +3 levels |
| 5-35 | dealer team +2 |
| 40-75 | dealer team +1 |
| 80-115 | attackers take the deal |
| 120 and more | attackers take the deal and go up 1 level per 40 over 80 |

When the dealer team keeps the deal, the dealer's partner deals next; otherwise the next player (an attacker).
{end}
"""
