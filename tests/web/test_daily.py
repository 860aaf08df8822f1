"""The daily duplicate challenge (issue 28): the day's seed, its published hash and its reveal after the day closes,
the deals it gives, the duplicate difference as the score, one attempt a day, no hints, and no deal, replay or
review visible before the day closes. The clock is the test's: moving it a day closes the day, never a sleep."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import random
import time
from unittest import mock

import pytest
from driver import SeatDriver

from tricktable.engine import get_game
from tricktable.engine.match import deal_for
from tricktable.games.faces import display_json
from tricktable.interfaces.web.daily import DailySettings
from tricktable.storage import Store
from tricktable.storage.daily import DailyRecords
from tricktable.table import daily

VARIANT = "webtest/mini"


class Clock:
    """A clock the test moves."""

    def __init__(self, when: dt.datetime) -> None:
        self.now = when

    def __call__(self) -> dt.datetime:
        return self.now

    def next_day(self) -> None:
        self.now += dt.timedelta(days=1)


# ------------------------------------------------------------------ the rules of the challenge


def test_the_published_hash_is_sha256_of_the_secret_and_secrets_differ():
    a, b = daily.new_secret(), daily.new_secret()
    assert a != b and len(a) == 64 and int(a, 16) >= 0
    assert daily.seed_hash(a) == hashlib.sha256(a.encode()).hexdigest()
    assert daily.seed_hash(a) != daily.seed_hash(b)


def test_deal_seeds_are_fixed_by_the_secret_variant_and_index():
    s = "ab" * 32
    assert daily.deal_seed(s, VARIANT, 0) == daily.deal_seed(s, VARIANT, 0)
    seeds = {daily.deal_seed(s, v, i) for v in (VARIANT, "rook/tournament") for i in range(3)}
    assert len(seeds) == 6 and all(0 <= x < 2**62 for x in seeds)
    digest = hashlib.sha256(f"tricktable-daily/1:{s}:{VARIANT}:2".encode()).digest()
    assert daily.deal_seed(s, VARIANT, 2) == int.from_bytes(digest[:8], "big") >> 2  # as docs/daily.md says


def test_days_are_utc_and_close_at_the_next_utc_midnight():
    late = dt.datetime(2026, 12, 2, 23, 30, tzinfo=dt.timezone(dt.timedelta(hours=-5)))  # 04:30 UTC on the 3rd
    assert daily.day_of(late) == "2026-12-03"
    assert daily.day_closes("2026-12-03") == dt.datetime(2026, 12, 4, tzinfo=dt.UTC)
    assert not daily.is_closed("2026-12-03", "2026-12-03")
    assert daily.is_closed("2026-12-03", "2026-12-04")


def test_the_score_is_the_duplicate_difference():
    assert daily.duplicate_score([30, -10], [20, 5]) == -5.0  # (30 - 10) - (20 + 5)
    with pytest.raises(ValueError):
        daily.duplicate_score([1], [1, 2])


def test_the_ai_run_is_deterministic_and_plays_the_same_cards():
    game = get_game(VARIANT)
    opts = json.dumps(game.options())
    seed = daily.deal_seed("cd" * 32, VARIANT, 0)
    first = daily.ai_points(VARIANT, opts, seed, "random")
    assert first == daily.ai_points(VARIANT, opts, seed, "random")
    session = daily.MatchSession(game, seed, daily.first_dealer(game, seed), ["random"] * 4)
    dealt = session.start_next_hand()
    assert dealt and session.deal == deal_for(game, seed, 1, daily.first_dealer(game, seed))


@pytest.mark.parametrize("key", DailySettings().variants)
def test_every_family_scores_a_played_deal_as_the_ai_run_does(key):
    """The result read from a stored deal (the person's) and the one the AI's run computes are the same measure."""
    from tricktable.table.stored import StoreSink

    game = get_game(key)
    seed = daily.deal_seed("ef" * 32, key, 0)
    dealer = daily.first_dealer(game, seed)
    store = Store()
    store.create_game("g", key, game.options(), seed, dealer, ["random"] * 4, {})
    session = daily.MatchSession(game, seed, dealer, ["random"] * 4, StoreSink(store, "g"))
    levels = daily.start_levels(game, seed)
    rng = random.Random(1)
    while True:
        session.start_next_hand()
        while session.state is not None:
            session.apply(session.to_act(), rng.choice(session.legal()))
        if not session.last_result.to_json().get("redeal"):
            break
    points = daily.played_points(game, seed, store.load("g").hands)
    assert points is not None and points == daily.seat_points(game, session.last_result, levels)
    ai = daily.ai_points(key, json.dumps(game.options(), sort_keys=True, default=str), seed, "random")
    assert isinstance(ai, float) and ai == daily.ai_points(key, json.dumps(game.options(), default=str), seed,
                                                           "random")


def _actions_at_a_web_table(key: str, seed: int, kind: str) -> list[tuple[int, str]]:
    """The actions of the daily deal ``seed`` with the web app's AI players (``AISeats``: kept for the match,
    seeded by ``player_seed``, hearing their hooks) of ``kind`` in every seat, redeals included."""
    from tricktable.interfaces.web.ai_seats import AISeats

    game = get_game(key)
    session = daily.MatchSession(game, seed, daily.first_dealer(game, seed), [kind] * game.num_seats)
    seats, played = AISeats(session), []
    while True:
        session.start_next_hand()
        while (seat := session.to_act()) is not None:
            player = seats.player(seat, kind)
            action = player.choose(game, game.view(session.state, seat), session.legal())
            session.apply(seat, action)
            seats.keep(seat, kind, player)
            played.append((seat, str(action)))
        if not session.last_result.to_json().get("redeal"):
            return played


@pytest.mark.parametrize(("key", "kind"), [(key, "random") for key in DailySettings().variants]
                         + [("callbreak/standard", "normal")])
def test_the_ai_run_decides_as_the_web_tables_ai_players_do(key, kind):
    """The AI's own run builds its players as a web table does (once per match, ``player_seed``, hooks): the
    opponents of the person and of the AI decide alike, so with the AI in every seat it plays the table's moves."""
    played = []

    class Recording(daily.MatchSession):
        def apply(self, seat, action):
            played.append((seat, str(action)))
            return super().apply(seat, action)

    game = get_game(key)
    seed = daily.deal_seed("ab" * 32, key, 1)
    with mock.patch.object(daily, "MatchSession", Recording):
        daily.ai_points(key, json.dumps(game.options(), sort_keys=True, default=str), seed, kind)
    assert played == _actions_at_a_web_table(key, seed, kind)


# ------------------------------------------------------------------ the challenge on a server


@pytest.fixture
def clock():
    return Clock(dt.datetime(2026, 12, 2, 12, 0, tzinfo=dt.UTC))


@pytest.fixture
def app_client(client_factory, clock):
    def make(deals: int = 1, ai: str = "random"):
        return client_factory(daily=DailySettings(variants=(VARIANT,), deals=deals, ai=ai, clock=clock))
    return make


class NoHintDriver(SeatDriver):
    """Plays the listed legal actions only (the daily challenge has no hints)."""

    def choose(self) -> str:
        legal = self.state["legal"]
        bids = [a for a in legal if a.split()[0] == "bid"]
        if bids:
            return min(bids, key=lambda a: int(a.split()[1])) if self.rng.random() < 0.5 or "pass" not in legal \
                else "pass"
        return self.rng.choice(legal)


def play_deal(client, play: dict, seed: int = 0) -> dict:
    """Play the deal of a ``/api/daily/play`` answer to its end (redeals dealt on); returns the last snapshot."""
    with client.websocket_connect(f"/ws/{play['game_id']}?token={play['token']}") as ws:
        d = NoHintDriver(ws, random.Random(seed))
        d.recv()
        while True:
            st = d.play_hand()
            if not (st.get("result") or {}).get("redeal"):
                break
            ws.send_json({"type": "next_hand", "id": "n"})
            d.recv_until(lambda m: m.get("id") == "n")
        if not d.state.get("match_over"):  # the deal's game ends once it is played out
            d.recv_until(lambda m: m["type"] == "update" and m["state"].get("match_over"))
        return d.state


def wait_for(predicate, what: str, seconds: float = 60.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        got = predicate()
        if got:
            return got
        time.sleep(0.05)
    raise AssertionError(f"{what} never came")


def test_the_hash_is_published_at_once_and_the_seed_only_after_the_day_closes(app_client, clock):
    c = app_client()
    status = c.get("/api/daily").json()
    assert status["day"] == "2026-12-02" and len(status["hash"]) == 64
    assert [f["display"] for f in status["families"]] == [display_json(get_game(f["variant"])) for f in status["families"]]
    today = c.get("/api/daily/day", params={"day": "2026-12-02"}).json()
    assert today["seed"] is None and today["hash"] == status["hash"] and not today["closed"]
    secret = DailyRecords(c.app.state.store).day("2026-12-02")[0]
    assert secret not in json.dumps(status) and secret not in json.dumps(today)
    clock.next_day()
    later = c.get("/api/daily/day", params={"day": "2026-12-02"}).json()
    assert later["closed"] and later["seed"] == secret
    assert hashlib.sha256(later["seed"].encode()).hexdigest() == status["hash"]
    assert c.get("/api/daily").json()["hash"] != status["hash"]  # a new day, a new seed
    assert c.get("/api/daily/day", params={"day": "1999-01-01"}).status_code == 404
    assert c.get("/api/daily/day", params={"day": "someday"}).status_code == 400


def test_a_whole_attempt_scores_the_duplicate_difference(app_client, clock):
    c = app_client(deals=2)
    first = c.post("/api/daily/play", json={"variant": VARIANT, "name": "Ana"}).json()
    key = first["key"]
    assert first["deal"] == 0 and first["deals"] == 2
    store: Store = c.app.state.store
    secret = DailyRecords(store).day("2026-12-02")[0]
    row = store.load(first["game_id"])
    assert row.seed == daily.deal_seed(secret, VARIANT, 0) and row.players[0] == "human"
    assert row.hands[0].hands == [get_game(VARIANT).format_cards(h) for h in
                                  deal_for(get_game(VARIANT), row.seed, 1, row.seed % 4).hands]
    again = c.post("/api/daily/play", json={"variant": VARIANT, "name": "Ana", "key": key}).json()
    assert again["game_id"] == first["game_id"]  # the deal under way, not a new one
    play_deal(c, first)
    second = wait_for(lambda: (r := c.post("/api/daily/play", json={"variant": VARIANT, "key": key}).json())
                      .get("deal") == 1 and r, "the second deal")
    play_deal(c, second, seed=1)
    status = wait_for(lambda: (s := c.get("/api/daily", params={"key": key}).json())["families"][0]["entry"]
                      ["score"] is not None and s, "the score")
    entry = status["families"][0]["entry"]
    assert entry["finished"] and entry["played"] == 2
    game = get_game(VARIANT)
    mine, ai = [], []
    for d, gid in enumerate((first["game_id"], second["game_id"])):
        row = store.load(gid)
        assert row.status != "active"  # one deal a game: ended once played out
        mine.append(daily.played_points(game, row.seed, row.hands))
        ai.append(daily.ai_points(VARIANT, json.dumps(game.options(), sort_keys=True), row.seed, "random"))
        assert entry["deals"][d] == {"deal": d, "points": mine[-1], "ai": ai[-1]}
    assert entry["score"] == daily.duplicate_score(mine, ai)
    board = c.get("/api/daily/board", params={"day": "2026-12-02", "variant": VARIANT}).json()
    assert board["board"] == [{"name": "Ana", "score": entry["score"]}]  # not her result: it would tell the AI's
    assert board["all_time"] == [{"name": "Ana", "score": entry["score"], "days": 1}]
    clock.next_day()
    board = c.get("/api/daily/board", params={"day": "2026-12-02", "variant": VARIANT}).json()
    assert board["board"] == [{"name": "Ana", "score": entry["score"], "points": sum(mine)}]


def test_one_attempt_a_day_and_names_are_unique(app_client, clock):
    c = app_client()
    first = c.post("/api/daily/play", json={"variant": VARIANT, "name": "Ana"}).json()
    taken = c.post("/api/daily/play", json={"variant": VARIANT, "name": " ana ", "lang": "ro"})
    assert taken.status_code == 409 and "alege alt nume" in taken.json()["detail"]
    for bad in ("", "   ", "x" * 25, "a\u0007b"):
        r = c.post("/api/daily/play", json={"variant": VARIANT, "name": bad})
        assert r.status_code == 400, bad
    assert c.post("/api/daily/play", json={"variant": "rook/tournament", "name": "Bo"}).status_code == 404
    play_deal(c, first)
    wait_for(lambda: c.get("/api/daily", params={"key": first["key"]}).json()["families"][0]["entry"]["finished"],
             "the end of the attempt")
    again = c.post("/api/daily/play", json={"variant": VARIANT, "name": "Ana", "key": first["key"]})
    assert again.status_code == 409 and "one attempt a day" in again.json()["detail"]
    clock.next_day()  # a new day: a new attempt (and the name is free again)
    assert c.post("/api/daily/play", json={"variant": VARIANT, "name": "Ana", "key": first["key"]}).status_code == 200


def test_no_deal_replay_or_review_before_the_day_closes(app_client, clock):
    c = app_client()
    a = c.post("/api/daily/play", json={"variant": VARIANT, "name": "Ana"}).json()
    b = c.post("/api/daily/play", json={"variant": VARIANT, "name": "Bo"}).json()
    with c.websocket_connect(f"/ws/{a['game_id']}?token={a['token']}") as ws:  # no hints
        d = SeatDriver(ws)
        d.recv()
        d.settle()
        hint = d.send({"type": "hint", "id": "h"})
        assert hint["type"] == "error" and "No hints" in hint["message"]
    play_deal(c, a)
    wait_for(lambda: c.get("/api/daily", params={"key": a["key"]}).json()["families"][0]["entry"]["finished"],
             "the end of Ana's attempt")
    dealt = c.app.state.store.load(a["game_id"]).hands[0].hands
    shown_as = [" ".join(sorted(h.split())) for h in dealt]  # the replay's frames show each hand sorted
    day = {"day": "2026-12-02", "variant": VARIANT}
    sealed = [
        c.get(f"/api/replay/{a['game_id']}", params={"token": a["token"]}),
        c.get(f"/api/games/{a['game_id']}/reviews", params={"token": a["token"]}),
        c.get("/api/daily/replays", params={**day, "key": a["key"]}),
        c.get("/api/daily/replays", params={**day, "key": b["key"]}),
    ]
    assert [r.status_code for r in sealed] == [404, 404, 403, 403]
    sealed += [c.get("/api/daily", params={"key": b["key"]}), c.get("/api/daily/board", params=day),
               c.get("/api/daily", params={"key": a["key"]})]
    for r in sealed:
        assert not any(h in r.text for h in dealt[1:])  # the others' hands, as dealt
    before_close = [r.text for r in sealed]
    clock.next_day()
    assert c.get(f"/api/replay/{a['game_id']}", params={"token": a["token"]}).status_code == 200
    assert c.get(f"/api/replay/{a['game_id']}", params={"token": b["token"]}).status_code == 404  # not Bo's game
    shown = c.get("/api/daily/replays", params={**day, "key": b["key"]}).json()
    assert shown["mine"]["finished"] is False and shown["best"]["name"] == "Ana"  # Bo never finished: unranked
    first_frame = shown["best"]["deals"][0]["replay"]["hands"][0]["frames"][0]["hands"]
    assert [" ".join(sorted(h.split())) for h in first_frame] == shown_as
    assert not any(h in text for h in first_frame[1:] for text in before_close)  # nor as a replay shows them


def test_a_deal_finished_after_its_day_closed_does_not_count(app_client, clock):
    c = app_client()
    a = c.post("/api/daily/play", json={"variant": VARIANT, "name": "Ana"}).json()
    clock.next_day()
    play_deal(c, a)
    time.sleep(0.2)
    link = DailyRecords(c.app.state.store).deal_of(a["game_id"])
    assert link is not None and link[4] is None
    board = c.get("/api/daily/board", params={"day": "2026-12-02", "variant": VARIANT}).json()
    assert board["board"] == []
