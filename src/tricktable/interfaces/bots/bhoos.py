"""The Bhoos "Smart Bots" Callbreak protocol (docs/rules/callbreak.md), both ways. Callbreak only.

Cards are two characters, rank then suit: ``2``-``9``, ``T``, ``J``, ``Q``, ``K`` and ``1`` for the ace; suits
``S H C D``. ``playerIds`` lists the four players in turn order, so with tricktable's seats (numbered in play order)
seat ``s`` is ``playerIds[s]`` when tricktable is the host; as a bot, our seat is the index of ``playerId``.

Host side (:func:`bid_payload`, :func:`play_payload`): a seat's view as the exact payloads of ``POST /bid`` and
``POST /play``. Bot side (:func:`read_bid`, :func:`read_play`): a request checked for consistency (every card
once, the hand size, each trick's winner and the next trick's leader, the trick counts in ``context``) and turned
into a Callbreak state whose view for our seat is exactly what the request shows; the hidden cards are placed
arbitrarily (the view never shows them) and the tricks replayed without rule checks, since the harness's rules
decide what others may play. A request that does not add up raises :class:`BhoosRequestError` (HTTP 400).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...cards.notation import RANKS, SUITS
from ...engine import Action, Deal
from ...engine.actions import BID, PLAY
from ...engine.match import AnyGame
from ...games import faces, family_part
from ...games.callbreak.view import CallbreakView

PLAYER_IDS = ("P0", "P1", "P2", "P3")
_RANKS = "23456789TJQK1"  # Bhoos rank characters in our rank order (ace last, written 1)


#: the protocol's name in a family's ``BOT_PROTOCOLS`` (``games/<family>/faces.py``): Callbreak's declares it, its
#: wire format being Callbreak's (calls, spades, 13 tricks)
PROTOCOL = "bhoos"


def check_game(game: AnyGame) -> None:
    """Raise ``ValueError`` unless ``game``'s family says it speaks the protocol (its ``faces``' ``BOT_PROTOCOLS``;
    the one check of it: our AI as a Bhoos bot, a Bhoos bot at our table, the command line)."""
    if PROTOCOL not in family_part(game, "faces", faces).BOT_PROTOCOLS:
        raise ValueError(f"the Bhoos protocol is Callbreak only, not {game.key}")


class BhoosRequestError(ValueError):
    """A Bhoos request that is malformed or does not add up; the message says what is wrong."""


def to_bhoos(card: int) -> str:
    """``"1S"`` for the ace of spades, ``"TD"`` for the ten of diamonds (cards are ``suit * 13 + rank``)."""
    return _RANKS[card % 13] + SUITS[card // 13]


def from_bhoos(text: Any) -> int:
    """The card id of a Bhoos card text (``"1S"``; our ``"AS"`` is read too). Raises BhoosRequestError."""
    t = str(text).strip().upper()
    if len(t) == 2 and t[1] in SUITS:
        rank = "A" if t[0] in "1A" else t[0]
        if rank in RANKS:
            return SUITS.index(t[1]) * 13 + RANKS.index(rank)
    raise BhoosRequestError(f"{text!r} is not a Bhoos card: rank 2-9, T, J, Q, K or 1 (ace), then S, H, C or D")


# ---------------------------------------------------------------- host side: payloads from a view


def _context(view: CallbreakView) -> dict[str, Any]:
    players = {}
    for s, pid in enumerate(PLAYER_IDS):
        call = view.calls[s]
        players[pid] = {"totalPoints": view.scores[s], "bid": 0 if call is None else call, "won": view.tricks_won[s]}
    return {"round": view.round, "players": players}


def _seat(view: CallbreakView) -> int:
    """The seat whose view it is (a player's view is a seat's, never a spectator's)."""
    if view.seat is None:
        raise ValueError("a spectator's view has no player")
    return view.seat


def bid_payload(view: CallbreakView) -> dict[str, Any]:
    """``POST /bid``: ``{playerId, playerIds, cards, context}``."""
    return {"playerId": PLAYER_IDS[_seat(view)], "playerIds": list(PLAYER_IDS),
            "cards": [to_bhoos(c) for c in sorted(view.hand)], "context": _context(view)}


def play_payload(view: CallbreakView, time_budget_ms: float) -> dict[str, Any]:
    """``POST /play``: ``{playerId, playerIds, cards, played, history, context, timeBudget}``; ``history`` holds
    every finished trick as ``[start_idx, [c0, c1, c2, c3], winner_idx]``."""
    history = [[lead, [to_bhoos(c) for _, c in plays], winner] for lead, plays, winner in view.tricks]
    return {"playerId": PLAYER_IDS[_seat(view)], "playerIds": list(PLAYER_IDS),
            "cards": [to_bhoos(c) for c in sorted(view.hand)], "played": [to_bhoos(c) for _, c in view.trick],
            "history": history, "context": _context(view), "timeBudget": int(time_budget_ms)}


# ---------------------------------------------------------------- bot side: a request read back into a state


def _field(body: Any, key: str, kind: type | tuple[type, ...]) -> Any:
    if not isinstance(body, Mapping):
        raise BhoosRequestError("the request body must be a JSON object")
    if key not in body:
        raise BhoosRequestError(f"the request has no '{key}'")
    value = body[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise BhoosRequestError(f"'{key}' has the wrong type ({type(value).__name__})")
    return value


def _cards(value: Any, what: str) -> list[int]:
    if not isinstance(value, list):
        raise BhoosRequestError(f"{what} must be a list of cards")
    return [from_bhoos(c) for c in value]


def _number(value: Any, what: str) -> float:
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        raise BhoosRequestError(f"{what} must be a number, not {value!r}")
    return value


def _seats(body: Any) -> tuple[list[str], int]:
    ids = _field(body, "playerIds", list)
    if len(ids) != 4 or len({str(i) for i in ids}) != 4 or not all(isinstance(i, str) for i in ids):
        raise BhoosRequestError("'playerIds' must list 4 different player ids")
    me = _field(body, "playerId", str)
    if me not in ids:
        raise BhoosRequestError(f"'playerId' {me!r} is not in 'playerIds'")
    return ids, ids.index(me)


def _context_of(body: Any, ids: list[str]) -> tuple[int, list[float], list[int], list[int]]:
    """``(round, totalPoints, bids, won)`` in seat order."""
    context = _field(body, "context", dict)
    rnd = context.get("round")
    if not isinstance(rnd, int) or isinstance(rnd, bool) or rnd < 1:
        raise BhoosRequestError("'context.round' must be a round number from 1")
    players = context.get("players")
    if not isinstance(players, dict) or any(i not in players for i in ids):
        raise BhoosRequestError("'context.players' must have an entry for every player id")
    totals, bids, won = [], [], []
    for i in ids:
        entry = players[i]
        if not isinstance(entry, dict):
            raise BhoosRequestError(f"'context.players.{i}' must be an object")
        totals.append(_number(entry.get("totalPoints", 0), f"totalPoints of {i}"))
        b, w = entry.get("bid", 0), entry.get("won", 0)
        if not isinstance(b, int) or isinstance(b, bool) or not 0 <= b <= 13:
            raise BhoosRequestError(f"the bid of {i} must be 0 (not yet) to 13, not {b!r}")
        if not isinstance(w, int) or isinstance(w, bool) or not 0 <= w <= 13:
            raise BhoosRequestError(f"'won' of {i} must be 0 to 13, not {w!r}")
        bids.append(b)
        won.append(w)
    return rnd, totals, bids, won


def _winner(cards: Sequence[int]) -> int:
    """Position in play order of the winning card: the highest spade, else the highest of the suit led."""
    led = cards[0] // 13
    return max(range(len(cards)), key=lambda i: (cards[i] // 13 == 0, cards[i] // 13 == led, cards[i] % 13))


def _state(game: AnyGame, me: int, dealer: int, rnd: int, totals: list[float], hand: list[int], calls: list[int],
           tricks: list[tuple[int, list[int]]], played: list[int]) -> Any:
    """A state whose view for ``me`` shows exactly this hand, these calls and these plays."""
    leader = (dealer + 1) % 4
    mine = list(hand)
    pools: list[list[int]] = [[], [], [], []]
    for lead, cards in [*tricks, (None, played)]:
        lead = leader if lead is None else lead
        for i, c in enumerate(cards):
            pools[(lead + i) % 4].append(c)
        if len(cards) == 4:
            leader = (lead + _winner(cards)) % 4
    pools[me].extend(mine)
    seen = set(c for pool in pools for c in pool)
    unseen = [c for c in range(52) if c not in seen]
    for s in range(4):
        need = 13 - len(pools[s])
        if need < 0:
            raise BhoosRequestError(f"the plays give player {ids_note(s)} more than 13 cards")
        pools[s].extend(unseen[:need])
        del unseen[:need]
    match = game.match_from_scenario({"dealer": dealer, "round": rnd, "scores": totals})
    state = game.start_hand(match, Deal(tuple(tuple(sorted(h)) for h in pools)))
    for call in calls:  # in calling order, from the dealer's next seat
        state = game.advance(state, Action(BID, call))
    for _, cards in tricks:
        for c in cards:
            state = game.advance(state, Action(PLAY, 0, (c,)))
    for c in played:
        state = game.advance(state, Action(PLAY, 0, (c,)))
    if game.to_act(state) != me:
        raise BhoosRequestError("the request does not add up: it is not this player's turn")
    return state


def ids_note(seat: int) -> str:
    return f"{seat} (in playerIds order)"


def _check_distinct(cards: list[int]) -> None:
    if len(set(cards)) != len(cards):
        dup = sorted({c for c in cards if cards.count(c) > 1})
        raise BhoosRequestError(f"cards appear twice: {', '.join(to_bhoos(c) for c in dup)}")


def read_bid(game: AnyGame, body: Any) -> tuple[Any, int]:
    """``(state, seat)`` for a ``POST /bid`` request."""
    ids, me = _seats(body)
    hand = _cards(_field(body, "cards", list), "'cards'")
    if len(hand) != 13:
        raise BhoosRequestError(f"'cards' must hold 13 cards to bid, not {len(hand)}")
    _check_distinct(hand)
    rnd, totals, bids, _ = _context_of(body, ids)
    made = [s for s in range(4) if bids[s]]
    k = len(made)
    before = [(me - k + i) % 4 for i in range(k)]
    if k > 3 or sorted(made) != sorted(before):
        raise BhoosRequestError("the bids made so far must be those of the players just before this one")
    dealer = (me - k - 1) % 4
    return _state(game, me, dealer, rnd, totals, hand, [bids[s] for s in before], [], []), me


def read_play(game: AnyGame, body: Any) -> tuple[Any, int, float]:
    """``(state, seat, time budget in ms)`` for a ``POST /play`` request."""
    ids, me = _seats(body)
    hand = _cards(_field(body, "cards", list), "'cards'")
    played = _cards(_field(body, "played", list), "'played'")
    if len(played) > 3:
        raise BhoosRequestError("'played' holds the 0-3 cards already in this trick")
    history = _field(body, "history", list)
    tricks: list[tuple[int, list[int]]] = []
    for n, item in enumerate(history, 1):
        if (not isinstance(item, list) or len(item) != 3 or not isinstance(item[0], int)
                or not isinstance(item[2], int) or not 0 <= item[0] < 4 or not 0 <= item[2] < 4):
            raise BhoosRequestError(f"history entry {n} must be [start_idx, [4 cards], winner_idx]")
        cards = _cards(item[1], f"the cards of trick {n}")
        if len(cards) != 4:
            raise BhoosRequestError(f"trick {n} must have 4 cards")
        if (item[0] + _winner(cards)) % 4 != item[2]:
            raise BhoosRequestError(f"trick {n} is won by {to_bhoos(cards[_winner(cards)])}, "
                                    f"so its winner is index {(item[0] + _winner(cards)) % 4}, not {item[2]}")
        if tricks and item[0] != history[n - 2][2]:
            raise BhoosRequestError(f"trick {n} must be led by the winner of trick {n - 1}")
        tricks.append((item[0], cards))
    _check_distinct(hand + played + [c for _, cs in tricks for c in cs])
    if len(hand) != 13 - len(tricks):
        raise BhoosRequestError(f"after {len(tricks)} tricks a player holds {13 - len(tricks)} cards, "
                                f"not {len(hand)}")
    leader = history[-1][2] if tricks else (me - len(played)) % 4
    if (leader + len(played)) % 4 != me:
        raise BhoosRequestError("the request does not add up: the trick's leader and 'played' do not lead to "
                                "this player")
    rnd, totals, bids, won = _context_of(body, ids)
    counted = [sum(1 for item in history if item[2] == s) for s in range(4)]
    if counted != won:
        raise BhoosRequestError(f"'won' says {won} tricks but the history gives {counted}")
    first = tricks[0][0] if tricks else leader
    dealer = (first - 1) % 4
    calls = [bids[(dealer + 1 + i) % 4] for i in range(4)]
    budget = _number(_field(body, "timeBudget", (int, float)), "'timeBudget'")
    return _state(game, me, dealer, rnd, totals, hand, calls, tricks, played), me, float(budget)


def answer_value(action: Action) -> Any:
    """The ``value`` of our answer: the call, or the card in Bhoos text."""
    return action.value if action.kind == BID else to_bhoos(action.cards[0])


def read_answer(game: AnyGame, value: Any, phase: str) -> Action:
    """A Bhoos bot's ``value`` as our action (raises ``ValueError`` when unreadable)."""
    if phase == "bid":
        if isinstance(value, bool) or not isinstance(value, (int, str)) or not str(value).strip().isdigit():
            raise ValueError(f"a bid is a whole number, not {value!r}")
        return Action(BID, int(value))
    return Action(PLAY, 0, (from_bhoos(value),))
