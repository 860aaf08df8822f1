"""The rules page of a Callbreak variant, generated from its config so the two cannot drift."""

from __future__ import annotations

from .config import CallbreakConfig


def _success(c: CallbreakConfig) -> str:
    if c.success == "window":
        return "exactly their call or one more (call 4: 4 or 5 tricks succeed; 3 or fewer, or 6 or more, fail)"
    return "at least their call (call 4: 4 or more tricks succeed, 3 or fewer fail)"


def _score(c: CallbreakConfig) -> str:
    text = "success scores **+call**, failure scores **−call**"
    if c.overtrick_scoring == "tenth":
        text += "; each trick above the call adds **+0.1** on success (call 4, 6 tricks: +4.2)"
    if c.bonus_call_from is not None:
        text += (f"; a call of **{c.bonus_call_from} or more** that succeeds scores **+13** instead "
                 f"(a failed one scores −call)")
    return text


def _following(c: CallbreakConfig) -> str:
    if c.must_head_when_following:
        text = ("You must follow the led suit if you can, and you must **beat the best card of the led suit** in the "
                "trick if you can (on a spade lead, overtake with a higher spade if able).")
        if c.must_head_until_trumped:
            text += " Once someone has trumped the trick with a spade, you still follow suit but need not play higher."
        return text
    return ("You must follow the led suit if you can. Following, you are **not obliged to head the trick**, "
            "also when spades are led.")


def _void(c: CallbreakConfig) -> str:
    if c.must_overtrump_when_void:
        return ("If you cannot follow, you must play a spade that **beats every spade already in the trick** "
                "(with no spade in it yet, any spade). With only lower spades you may waste one or discard any card; "
                "with no spade at all, play anything.")
    return "If you cannot follow, you may play any card, a spade or not."


def rules_markdown(key: str, c: CallbreakConfig) -> str:
    """Markdown rules for the variant ``key`` with config ``c``."""
    way = "counter-clockwise" if c.direction == "ccw" else "clockwise"
    side = "right" if c.direction == "ccw" else "left"
    if c.rounds is None:
        end = ("No fixed end: after each round you choose to play another round or end the game; whoever has the "
               "highest total when you stop wins.")
    else:
        end = (f"The game lasts **{c.rounds} rounds**; the highest total wins. If totals are tied for the lead, "
               "further rounds are played until one player leads alone.")
    redeal = ""
    if c.redeal_weak_hands:
        redeal = "\n- **Weak hands**: a hand with no spade, or with no J, Q or K, is thrown in and the same dealer deals again."
    return f"""# Callbreak ({key})

Four players, each for themselves. Standard 52 cards, ranked A K Q J 10 9 8 7 6 5 4 3 2. **Spades are always trump.**

- **Deal**: all 52 cards, 13 each. Play goes {way}; the deal passes to the {side}.
- **Calls**: starting with the player to the dealer's {side} and ending with the dealer, each player calls once
  how many tricks they will win, from **{c.min_call} to {c.max_call}**.{redeal}
- **Play**: the player to the dealer's {side} leads first; the winner of a trick leads the next.
  {_following(c)} {_void(c)}
- **Trick**: won by the highest spade in it, else by the highest card of the suit led.
- **Success**: a player succeeds when they win {_success(c)}.
- **Score**: {_score(c)}.
- **End**: {end}

(In tricktable the seats are numbered in play order, so the player to the dealer's {side} is seat dealer + 1.)
"""
