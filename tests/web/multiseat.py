"""Drive all four seats of a game as humans over websockets, and check what each seat was told."""

from __future__ import annotations

import random
import re
from typing import Any

from driver import SeatDriver

from tricktable.cards import parse_cards
from tricktable.engine import Deal, get_game

MAX_WS_ACTION = 300


def play_all_seats(client, gid: str, tokens: dict[str, str], hands: int, seed: int = 0) -> list[SeatDriver]:
    """Play ``hands`` hands (or to the end of the match) choosing random legal actions for every seat."""
    rng = random.Random(seed)
    live = client.app.state.manager.live[gid]
    s = live.session
    ctxs = [client.websocket_connect(f"/ws/{gid}?token={tokens[str(i)]}") for i in range(4)]
    drivers = [SeatDriver(c.__enter__(), rng) for c in ctxs]
    try:
        for d in drivers:
            d.recv()
        played = 0
        while played < hands and not s.match_over():
            if s.state is None:
                drivers[0].ws.send_json({"type": "next_hand"})
                drivers[0].recv_until(lambda m: m["type"] == "update" and not m["state"]["between_hands"])
                continue
            seat = s.to_act()
            d = drivers[seat]
            d.sync()
            assert d.my_turn(), d.state
            reply = d.play_one()
            assert reply["type"] == "ack", reply
            if s.state is None:
                played += 1
        for d in drivers:
            d.sync()
    finally:
        for c in ctxs:
            c.__exit__(None, None, None)
    return drivers


def known_cards(client, gid: str, seat: int | None) -> dict[tuple[int, int], tuple[set[str], set[str]]]:
    """At each point of the game (hand seq, step): the cards ``seat`` may know (None: a spectator, who knows only
    what is public), and every card of that deal."""
    row = client.app.state.store.load(gid)
    game = get_game(row.variant, row.options)
    match = game.new_match(row.first_dealer)
    known_at: dict[tuple[int, int], tuple[set[str], set[str]]] = {}
    for h in row.hands:
        deal = Deal(tuple(parse_cards(c) if c else () for c in h.hands), parse_cards(h.extra) if h.extra else ())
        everything = {game.format_card(c) for hand in deal.hands for c in hand} | {game.format_card(c) for c in deal.extra}
        state = game.start_hand(match, deal)
        known = {game.format_card(c) for c in game.view(state, seat).hand}
        known_at[(h.seq, 0)] = (set(known), everything)
        for step, (who, text) in enumerate(h.actions, start=1):
            action = game.parse_action(text)
            state, events = game.apply(state, action, who)
            if action.kind in ("play", "declare"):
                known |= {game.format_card(c) for c in action.cards}
            for ev in events:  # what the rules show this seat (the nest or kitty turned up at the end, …)
                if ev.visible(seat) if seat is not None else ev.visible_to < 0:
                    known |= {game.format_card(c) for c in ev.cards}
            known |= {game.format_card(c) for c in game.view(state, seat).hand}
            known_at[(h.seq, step)] = (set(known), everything)
        if game.is_over(state):
            match = game.finish_hand(match, state)
    return known_at


def hands_at(client, gid: str) -> dict[tuple[int, int], list[list[str]]]:
    """Every seat's hand at each point of the game (hand seq, step), as the record replays it."""
    row = client.app.state.store.load(gid)
    game = get_game(row.variant, row.options)
    match = game.new_match(row.first_dealer)
    out: dict[tuple[int, int], list[list[str]]] = {}
    for h in row.hands:
        deal = Deal(tuple(parse_cards(c) if c else () for c in h.hands), parse_cards(h.extra) if h.extra else ())
        state = game.start_hand(match, deal)
        for step in range(len(h.actions) + 1):
            if step:
                who, text = h.actions[step - 1]
                state, _ = game.apply(state, game.parse_action(text), who)
            out[(h.seq, step)] = [[game.format_card(c) for c in game.view(state, s).hand] for s in range(game.num_seats)]
        if game.is_over(state):
            match = game.finish_hand(match, state)
    return out


def hidden_cards_seen(client, gid: str, seat: int | None, log: list[dict[str, Any]],
                      every_message: bool = False) -> list[tuple[str, str]]:
    """Cards of other seats (or the nest/kitty) that ``seat`` (None: a spectator) was shown before it could know
    them: before the rules showed them to it in its hand, in a play, or in an event visible to it. Messages
    with a table state are checked at their own point of the game; with ``every_message`` the others too (a
    reply, a room message, a phrase), at the point of the last table state before them (a hand review at the end
    of its hand). A room's claim waiting for objections shows the claimant's cards to everyone: allowed when they are
    exactly the claimant's hand at that point, a leak otherwise."""
    known_at = known_cards(client, gid, seat)
    hands: dict[tuple[int, int], list[list[str]]] | None = None
    hand_end = {seq: step for seq, step in known_at}  # the last point of each hand (keys come in order)
    leaks = []
    point = None
    for msg in log:
        st = msg.get("state")
        at = point
        if st and st.get("hand_seq", -1) >= 0 and st.get("game_id", gid) == gid:
            point = at = (st["hand_seq"], st["step"])
        elif st or not every_message or point is None:
            continue
        elif msg.get("type") == "review":  # a hand's review comes after it, maybe once the next one is dealt
            seq = msg["review"]["hand_seq"]
            at = (seq, hand_end[seq])
        known, everything = known_at[at]
        hidden = everything - known
        claim = (msg.get("room") or {}).get("claim") if msg.get("type") == "room" else None
        if claim:
            hands = hands if hands is not None else hands_at(client, gid)
            shown = claim["cards"].split()
            if sorted(shown) == sorted(hands[at][claim["seat"]]):
                hidden = hidden - set(shown)  # the claimant's own cards, shown by its claim
        for token in _tokens(msg):
            if token in hidden:
                leaks.append((token, str(msg)[:300]))
    return leaks


def _tokens(obj: Any):
    """Every word of a message, but not the game's options: they are the public rules (the bird's name "Crow" is
    an option, not a card seen)."""
    if isinstance(obj, str):
        yield from re.split(r"[\s,;:()\[\]]+", obj)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            if k != "options":
                yield from _tokens(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from _tokens(v)
