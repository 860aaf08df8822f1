"""Whether a table offers a player kind is a property of the kind (``ai.PlayerKind.table``): the web page's levels,
a new game's seats, a room's AI, the terminal's ``play --ai`` and ``bot --level`` all follow it, from one list."""

from __future__ import annotations

import pytest
import typer
from roomdriver import new_room

from tricktable import ai
from tricktable.interfaces.cli.commands import bot as bot_command
from tricktable.interfaces.cli.commands import play as play_command


@pytest.fixture
def kinds(monkeypatch):
    """An offered kind and a measurement kind, registered for the test only."""
    monkeypatch.setattr(ai, "PLAYER_KINDS", dict(ai.PLAYER_KINDS))
    ai.register_kind("webtest-offered", lambda game, seed=0: ai.RandomPlayer(seed), table=True, order=4)
    ai.register_kind("webtest-measured", lambda game, seed=0: ai.RandomPlayer(seed))
    return "webtest-offered", "webtest-measured"


def test_the_page_lists_the_offered_kinds_in_their_order(client, kinds):
    offered, measured = kinds
    players = client.get("/api/variants").json()["players"]
    assert players == ai.table_kinds() == ["easy", "normal", "hard", "heuristic", offered, "random"]
    assert measured not in players and "cheater" not in players


def test_a_new_game_and_a_room_seat_an_offered_kind_and_refuse_a_measurement_kind(client, kinds):
    offered, measured = kinds
    assert client.post("/api/games", json={"variant": "webtest/mini", "seed": 1, "ai": offered}).status_code == 200
    assert client.post("/api/games", json={"variant": "webtest/mini", "seed": 1, "ai": measured}).status_code == 400
    assert new_room(client, ai=offered)["code"]
    r = client.post("/api/rooms", json={"variant": "webtest/mini", "name": "Ana", "ai": measured})
    assert r.status_code == 400, r.text


def test_the_terminal_and_the_bot_command_offer_the_same_kinds(kinds):
    offered, measured = kinds
    assert bot_command._level(offered) == offered
    with pytest.raises(typer.BadParameter, match=measured):
        bot_command._level(measured)
    app = typer.Typer()
    play_command.register(app)
    from typer.testing import CliRunner

    out = CliRunner().invoke(app, ["--ai", measured, "--variant", "callbreak/master", "--lang", "en"],
                             env={"COLUMNS": "400"})
    assert out.exit_code == 2 and ", ".join(ai.table_kinds()) in out.output, out.output
