"""The tricktable protocol through both transports: whole matches, the messages' shape and order, our AI as a bot
(its moves over the protocol are its moves in process), the leak test over the protocol, and faults."""

from __future__ import annotations

import contextlib
import json
import os
import sys
import threading
import time
from pathlib import Path

import pytest
from botkit import ROOT, bot_command

from tricktable.ai import make_player
from tricktable.ai.arena import run_arena
from tricktable.ai.faults import BotFault
from tricktable.ai.seating import TimeControl
from tricktable.engine import get_game
from tricktable.interfaces.bots.botside import ProtocolBot
from tricktable.interfaces.bots.external import ProtocolPlayer
from tricktable.interfaces.bots.protocol import MAX_MESSAGE
from tricktable.interfaces.bots.servers import make_server, protocol_app, serve_in_thread
from tricktable.interfaces.bots.transport import POOL, HttpChannel, StdioChannel
from tricktable.table import Table

RANDOM_BOT = bot_command("examples/random_bot.py", "7")


def heuristics(game, seats):
    return {s: make_player("heuristic", game, s) for s in seats}


def seated(game, bots: dict[int, object], seed_offset: int = 0):
    others = heuristics(game, [s for s in range(4) if s not in bots])
    return [bots.get(s) or others[s] for s in range(4)]


# ---------------------------------------------------------------- whole matches through each transport


def test_a_five_round_match_through_stdio():
    game = get_game("callbreak/standard")
    players = seated(game, {0: make_player(f"cmd:{RANDOM_BOT}", game), 2: make_player(f"cmd:{RANDOM_BOT}", game)})
    table = Table(game, players, seed=3, time_control=TimeControl(decision_ms=5000))
    record = table.play()
    assert len(record.hands) >= 5 and record.winner is not None
    assert all(f.total == 0 and f.fallbacks == 0 for f in table.faults)
    assert players[0].bot_name == "random bot"


def test_a_five_round_match_through_http(http_example_bot):
    game = get_game("callbreak/standard")
    players = seated(game, {1: make_player(f"http:{http_example_bot}", game),
                            3: make_player(f"http:{http_example_bot}", game)})
    table = Table(game, players, seed=4)
    record = table.play()
    assert len(record.hands) >= 5 and record.winner is not None
    assert all(f.total == 0 for f in table.faults)
    assert players[1].bot_name == "random http bot"


def _record(game, players, seed):
    table = Table(game, players, seed=seed)
    table.play(max_hands=2)
    assert all(f.total == 0 for f in table.faults)
    return json.dumps(table.record.to_json(game))


@pytest.mark.slow
def test_our_ai_over_stdio_plays_exactly_as_in_process():
    """``tricktable bot stdio``: the view read back from JSON is the very view, so the same seed, the same moves."""
    game = get_game("callbreak/standard")
    command = f"{sys.executable} -m tricktable bot stdio --level heuristic --seed 5"
    over_stdio = _record(game, [make_player(f"cmd:{command}", game) for _ in range(4)], 8)
    in_process = _record(game, [make_player("heuristic", game, 5) for _ in range(4)], 8)
    assert over_stdio == in_process


def test_our_ai_over_http_plays_exactly_as_in_process_in_rook():
    """``tricktable bot serve --protocol tricktable``: a partnership game with a nest and hidden discards."""
    game = get_game("rook/crowsnest")
    server = make_server(protocol_app(ProtocolBot("heuristic", seed=2)), "127.0.0.1", 0)
    serve_in_thread(server)
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}"
        over_http = _record(game, [make_player(f"http:{url}", game) for _ in range(4)], 6)
    finally:
        server.shutdown()
        server.server_close()
    assert over_http == _record(game, [make_player("heuristic", game, 2) for _ in range(4)], 6)


# ---------------------------------------------------------------- the messages


class Recording:
    """A channel that writes down every message sent to the bot (as the bot would read it)."""

    def __init__(self, inner, log):
        self.inner, self.log = inner, log

    def request(self, message, timeout, expect, number=None):
        self.log.append(json.loads(json.dumps(message)))
        return self.inner.request(message, timeout, expect, number)

    def send(self, message, timeout=0.0):
        self.log.append(json.loads(json.dumps(message)))
        self.inner.send(message, timeout)


def recorded_player(game, log, command=RANDOM_BOT):
    return ProtocolPlayer(game, "cmd:recorded", lambda: Recording(POOL.acquire(command), log),
                          lambda ch: POOL.release(ch.inner))


def test_the_messages_follow_the_protocol():
    game = get_game("callbreak/standard")
    log: list[dict] = []
    players = seated(game, {2: recorded_player(game, log, bot_command("tests/bots/faulty_bot.py", "listening"))})
    Table(game, players, seed=1, time_control=TimeControl(decision_ms=4000, hand_ms=30000)).play(max_hands=2)
    hello, *rest = log
    assert hello == {"type": "hello", "protocol": 1, "session": hello["session"], "variant": "callbreak/standard",
                     "options": game.options(), "seat": 2, "seats": 4, "scoring": "individual",
                     "time_control": {"decision_ms": 4000, "hand_ms": 30000}}
    assert all(m["session"] == hello["session"] for m in log)
    assert rest[-1]["type"] == "end" and len(rest[-1]["scores"]) == 4
    acts = [m for m in rest if m["type"] == "act"]
    assert [a["id"] for a in acts] == list(range(1, 2 * 14 + 1))
    for a in acts:
        assert a["view"]["seat"] == 2 and a["view"]["to_act"] == 2 and a["legal"]
        assert 0 < a["time_left_ms"] <= 4000
        assert game.view_from_json(a["view"]).seat == 2
    kinds = [e["kind"] for m in rest if m["type"] == "event" for e in m["events"]]
    assert kinds[0] == "hand_started" and kinds.count("hand_started") == 2 and kinds.count("hand_scored") == 2
    assert kinds.count("played") == 2 * 52


def test_a_bot_that_declines_events_gets_none():
    game = get_game("callbreak/standard")
    log: list[dict] = []
    quiet = bot_command("tests/bots/faulty_bot.py", "ok")
    players = seated(game, {0: recorded_player(game, log, quiet)})
    Table(game, players, seed=1).play(max_hands=1)
    assert {m["type"] for m in log} == {"hello", "act", "end"}


def test_no_message_to_a_bot_holds_another_seats_hidden_cards(variant):
    """The leak test over the protocol: every card named in any message to a seat is in its own hand or was
    shown to it by an event it may see (a Rook nest to its declarer, a Tractor kitty to its dealer)."""
    game = get_game(variant)
    logs: list[list[dict]] = [[] for _ in range(4)]
    players = [recorded_player(game, logs[s]) for s in range(4)]
    table = Table(game, players, seed=11)
    known: list[set[int]] = [set() for _ in range(4)]
    checked = [0, 0, 0, 0]

    def listen(session, steps):  # runs after the table's own listener has sent the step's messages
        for st in steps:
            if st.seat < 0 and session.deal is not None:
                for s in range(4):
                    known[s] = set(session.deal.hands[s])
            for s in range(4):
                known[s].update(c for e in st.events if e.visible(s) for c in e.cards)
        for s in range(4):
            for message in logs[s][checked[s]:]:
                leaked = _cards_in(message) - known[s]
                assert not leaked, f"seat {s} was sent {game.format_cards(sorted(leaked))} in {message['type']}"
            checked[s] = len(logs[s])

    table.session.listen(listen)
    table.play(max_hands=1)
    assert all(any(m["type"] == "act" for m in log) for log in logs)


def _cards_in(message) -> set[int]:
    """The cards a message names (not in its session id, variant or options, nor in the events' English text)."""
    from test_conformance import _cards_in as cards_named

    return cards_named(message, skip=("session", "variant", "options", "type", "name", "text"))


# ---------------------------------------------------------------- faults over stdio


def _faulty_match(mode, hands=1, **control):
    game = get_game("callbreak/standard")
    bot = make_player(f"cmd:{bot_command('tests/bots/faulty_bot.py', mode)}", game)
    table = Table(game, seated(game, {0: bot}), seed=2, time_control=TimeControl(**control) if control else None)
    record = table.play(max_hands=hands)
    assert len(record.hands) == hands and all(h.result for h in record.hands)
    return table.faults[0]


def test_a_hanging_stdio_bot_is_given_up_after_three_timeouts():
    f = _faulty_match("hang", hands=2, decision_ms=150)
    assert f.counts["timeout"] == 3 and f.fallbacks == 28 and f.total == 3


def test_a_crashing_stdio_bot_is_counted_once_with_its_last_words():
    f = _faulty_match("crash", hands=2)
    assert f.counts["crash"] == 1 and f.fallbacks == 28
    assert "status 3" in f.messages[0] and "giving up" in f.messages[0]


def test_a_crash_waits_for_the_bots_last_words_even_when_the_reader_is_slow(monkeypatch):
    """CI under load: the crash was reported before the standard-error thread had read the bot's last line."""
    import time

    read = StdioChannel._read_stderr

    def slow_reader(self):
        time.sleep(0.5)
        read(self)

    monkeypatch.setattr(StdioChannel, "_read_stderr", slow_reader)
    f = _faulty_match("crash", hands=1)
    assert "status 3" in f.messages[0] and "giving up" in f.messages[0]


@pytest.mark.parametrize("mode, kind", [("garbage", "unreadable"), ("illegal", "illegal")])
def test_garbage_and_illegal_answers_are_counted_every_time(mode, kind):
    f = _faulty_match(mode)
    assert f.counts[kind] == f.fallbacks == 14 and f.total == 14


def test_a_forty_digit_bid_is_an_unreadable_answer_not_a_crash():
    """Formatting the error for "bid 999...9" raised decimal.InvalidOperation: the match (and the arena) died."""
    f = _faulty_match("hugebid")
    assert f.counts["unreadable"] == f.fallbacks == 14 and f.total == 14


def test_the_arena_goes_on_past_a_bot_bidding_forty_digits():
    huge = f"cmd:{bot_command('tests/bots/faulty_bot.py', 'hugebid')}"
    out = run_arena("callbreak/standard", ["heuristic", huge], deals=1, seed=1, layout="2v2").to_json()
    assert out["contestants"][huge]["faults"]["unreadable"] > 0


def test_a_forty_digit_number_in_any_message_is_written_not_raised():
    from tricktable.i18n.localizer import localizer

    for lang in ("en", "ro", "hu", "el", "cs"):
        assert "9" * 40 in localizer(lang).format("page-summary-made", {"name": "x", "bid": int("9" * 40)})


@pytest.mark.parametrize("mode", ["late", "latenoid"])
def test_a_late_answer_is_dropped_and_the_next_ones_are_matched_to_their_questions(mode):
    f = _faulty_match(mode, decision_ms=200)
    assert f.counts["timeout"] == 1 and f.fallbacks == 1 and f.total == 1


def test_a_bot_that_cannot_start_is_a_crash_and_the_match_goes_on():
    game = get_game("callbreak/standard")
    bot = make_player("cmd:/nonexistent/bot --flag", game)
    table = Table(game, seated(game, {1: bot}), seed=2)
    table.play(max_hands=1)
    assert table.faults[1].counts["crash"] == 1 and table.faults[1].fallbacks == 14
    with pytest.raises(ValueError, match="cannot start"):
        bot.probe()


def test_the_arena_reuses_bot_processes_and_restarts_crashed_ones():
    started = POOL.started
    run_arena("callbreak/standard", ["heuristic", f"cmd:{RANDOM_BOT}"], deals=3, seed=1)
    assert POOL.started - started <= 3  # three seats at most at once (1v3), reused over 3 deals x 4 arrangements
    started = POOL.started
    crashy = bot_command("tests/bots/faulty_bot.py", "crash")
    out = run_arena("callbreak/standard", ["heuristic", f"cmd:{crashy}"], deals=2, seed=1, layout="2v2").to_json()
    assert out["contestants"][f"cmd:{crashy}"]["faults"]["crash"] == 2 * 2 * 2  # each seat of each match
    assert POOL.started - started == 8


# ---------------------------------------------------------------- transports


def test_http_urls_are_checked_when_the_player_is_made():
    game = get_game("callbreak/standard")
    with pytest.raises(ValueError, match="looks like"):
        make_player("http:ftp://example.org", game)
    with pytest.raises(ValueError):
        HttpChannel("nonsense")


def test_a_stdio_channel_reports_an_oversized_line_as_unreadable(tmp_path):
    script = tmp_path / "big.py"
    script.write_text("import sys\nsys.stdin.readline()\nprint('x' * 2_000_000, flush=True)\nsys.stdin.read()\n")
    from tricktable.ai.faults import BotFault

    channel = StdioChannel(f"{sys.executable} {script}")
    try:
        with pytest.raises(BotFault, match="longer than"):
            channel.request({"type": "hello"}, 5.0, "ready")
    finally:
        channel.close()


def test_the_examples_are_short_and_use_the_standard_library_only():
    text = (ROOT / "examples/random_bot.py").read_text()
    assert len(text.splitlines()) <= 35
    imports = {line.split()[1].split(".")[0] for f in ("random_bot.py", "http_bot.py")
               for line in (ROOT / "examples" / f).read_text().splitlines() if line.startswith(("import ", "from "))}
    assert imports <= set(sys.stdlib_module_names)


# ---------------------------------------------------------------- bots that flood, stop reading, hide behind launchers


def _descendants(pid: int) -> list[int]:
    out: list[int] = []
    with contextlib.suppress(OSError):
        for child in Path(f"/proc/{pid}/task/{pid}/children").read_text().split():
            out += [int(child), *_descendants(int(child))]
    return out


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def _within(seconds: float, work) -> None:
    """Run ``work`` in a thread; fail (not hang) when it takes longer than ``seconds``."""
    errors: list[BaseException] = []

    def run():
        try:
            work()
        except BaseException as e:  # noqa: BLE001 - handed back to the test
            errors.append(e)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"still running after {seconds} s"
    if errors:
        raise errors[0]


@pytest.mark.slow
def test_a_flooding_stdio_bot_is_stopped_and_its_output_stays_bounded():
    from tricktable.interfaces.bots.transport import MAX_QUEUED_BYTES

    channel = StdioChannel(bot_command("tests/bots/faulty_bot.py", "flood"))
    try:
        channel.request({"type": "hello"}, 5.0, "ready")
        deadline = time.monotonic() + 30  # generous: the loop ends as soon as the bot is stopped
        while channel.dead is None and time.monotonic() < deadline:
            assert channel.queued_bytes <= MAX_QUEUED_BYTES + MAX_MESSAGE
            time.sleep(0.01)
        assert channel.dead and "wrote more" in channel.dead
        assert channel.proc.wait(30) is not None  # a bound, not a timing: a loaded CI machine took over 5 s
        with pytest.raises(BotFault):
            channel.request({"type": "act", "id": 1}, 1.0, "action", 1)
    finally:
        channel.proc.kill()


def test_a_bot_that_stops_reading_cannot_hold_the_host_past_the_time_limit():
    channel = StdioChannel(bot_command("tests/bots/faulty_bot.py", "deaf"))
    try:
        channel.request({"type": "hello"}, 5.0, "ready")
        big = {"type": "act", "id": 1, "view": "x" * 50_000}

        def ask_often():
            for number in range(8):  # 400 KB: far more than a pipe holds
                with pytest.raises(BotFault):
                    channel.request({**big, "id": number}, 0.3, "action", number)

        _within(6.0, ask_often)
        _within(3.0, lambda: channel.send(big, 0.3) if channel.dead is None else None)
    finally:
        channel.proc.kill()


def test_a_bot_behind_a_launcher_script_is_stopped_with_its_launcher(tmp_path):
    launcher = tmp_path / "launch.sh"
    launcher.write_text(f"#!/bin/sh\n{bot_command('tests/bots/faulty_bot.py', 'hang')}\n")
    launcher.chmod(0o755)
    channel = StdioChannel(str(launcher))
    channel.request({"type": "hello"}, 5.0, "ready")
    with pytest.raises(BotFault):
        channel.request({"type": "act", "id": 1, "legal": ["pass"]}, 0.2, "action", 1)
    bots = _descendants(channel.proc.pid)
    assert bots
    _within(5.0, lambda: channel.close(0.2))
    time.sleep(0.2)
    alive = [pid for pid in bots if _alive(pid)]
    for pid in alive:  # leave nothing behind when the test fails
        os.kill(pid, 9)
    assert not alive


def test_a_slow_drip_http_bot_gets_one_deadline_per_answer_not_per_read():
    import http.server

    class Drip(http.server.BaseHTTPRequestHandler):
        def do_POST(self):
            self.rfile.read(int(self.headers["Content-Length"]))
            body = b'{"type": "ready", "name": "drip"}'
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            with contextlib.suppress(OSError):
                for byte in body:
                    self.wfile.write(bytes([byte]))
                    self.wfile.flush()
                    time.sleep(0.1)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Drip)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        channel = HttpChannel(f"http://127.0.0.1:{server.server_address[1]}")
        started = time.monotonic()
        with pytest.raises(BotFault, match="no answer"):
            channel.request({"type": "hello"}, 0.5, "ready")
        assert time.monotonic() - started < 2.0  # the drip takes 3.3 s; each read alone is well inside 0.5 s
    finally:
        server.shutdown()
        server.server_close()


@pytest.mark.slow
def test_a_stopped_arena_stops_its_hung_bots():
    import signal
    import subprocess

    hang = bot_command("tests/bots/faulty_bot.py", "hang")
    arena = subprocess.Popen([sys.executable, "-m", "tricktable", "arena", "-v", "callbreak/standard", "-n", "1",
                              "-p", f"heuristic,cmd:{hang}", "--decision-ms", "60000"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline, bots = time.monotonic() + 60, []
        while time.monotonic() < deadline and len(bots) < 3:
            bots = [pid for pid in _descendants(arena.pid) if "faulty_bot" in Path(f"/proc/{pid}/cmdline").read_text()]
            time.sleep(0.2)
        assert bots, "the arena never started its bots"
        time.sleep(1.0)  # the bots are asked to act, and hang
        arena.send_signal(signal.SIGTERM)
        arena.wait(20)
        time.sleep(0.3)
        assert not any(_alive(pid) for pid in bots)
    finally:
        arena.kill()
        for pid in bots:  # leave nothing behind when the test fails
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
