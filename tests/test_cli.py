"""The command line as a user runs it: a real subprocess of ``python -m tricktable``."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "tests" / "data"


def run(*args, stdin="", timeout=120):
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "COLUMNS": "120"}
    return subprocess.run(
        [sys.executable, "-m", "tricktable", *args], input=stdin, capture_output=True, text=True, timeout=timeout, env=env
    )


def test_variants_lists_crowsnest():
    out = run("variants")
    assert out.returncode == 0
    assert "rook/crowsnest" in out.stdout


def test_rules_prints_the_rules_page():
    out = run("rules", "rook/crowsnest", "--raw")
    assert out.returncode == 0
    assert "Crow" in out.stdout


def test_unknown_variant_is_a_clear_error():
    out = run("rules", "rook/nope")
    assert out.returncode != 0
    assert "unknown variant" in out.stderr


def test_replay_json_of_an_unfinished_hand_lists_the_legal_actions(tmp_path):
    scenario = json.loads((GOLDEN / "crowsnest_auction.json").read_text())
    f = tmp_path / "s.json"
    f.write_text(json.dumps(scenario))
    out = run("replay", str(f), "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["phase"] == "bid"
    assert data["to_act"] == 3
    assert data["legal"][0] == "bid 85" and "pass" in data["legal"]
    assert [s["action"] for s in data["steps"]] == ["bid 70", "pass", "bid 80"]


def test_replay_stops_at_an_illegal_action_with_status_2(tmp_path):
    scenario = json.loads((GOLDEN / "crowsnest_auction.json").read_text())
    scenario["actions"].append("bid 81")
    f = tmp_path / "s.json"
    f.write_text(json.dumps(scenario))
    out = run("replay", str(f), "--json")
    assert out.returncode == 2
    err = json.loads(out.stdout)["error"]
    assert err["step"] == 3 and err["action"] == "bid 81"
    assert "bid" in err["message"]


def test_replay_prints_a_discard_once(tmp_path):
    """Issue 12 item 12: the log printed "discards R5 R6 R7 B11 B12", then "discards 5 cards"."""
    scenario = json.loads((GOLDEN / "crowsnest_auction.json").read_text())
    scenario["actions"] = ["bid 70", "pass", "pass", "pass", "discard R5 R6 R7 R8 R9"]
    f = tmp_path / "s.json"
    f.write_text(json.dumps(scenario))
    out = run("replay", str(f))
    assert out.returncode == 0, out.stderr
    assert out.stdout.count("discards") == 1 and "discards R5 R6 R7 R8 R9" in out.stdout, out.stdout


def test_replay_of_a_file_that_is_not_json(tmp_path):
    f = tmp_path / "bad.json"
    f.write_text("{not json")
    out = run("replay", str(f))
    assert out.returncode == 2
    assert "not valid JSON" in out.stderr


@pytest.mark.slow
def test_play_through_stdin_answers_bad_input_without_a_traceback():
    # A person who types nonsense, asks for help and a hint, then bids nonsense and quits.
    out = run("play", "--seed", "3", stdin="hello\nh\n?\nbid 71\nq\n")
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stdout + out.stderr
    assert "not understood" in out.stdout
    assert "hint:" in out.stdout
    assert "goodbye" in out.stdout
    assert "AI players (normal)" in out.stdout  # the search player is the default opponent and partner


def test_play_does_not_seat_measurement_players():
    out = run("play", "--ai", "cheater", stdin="q\n")
    assert out.returncode != 0 and "unknown AI 'cheater'" in out.stderr


@pytest.mark.slow
def test_play_a_whole_match_by_always_taking_the_hint():
    # At each prompt ask '?', then at the next prompt type the hinted action: the match must run to its end.
    proc = subprocess.Popen(
        [sys.executable, "-m", "tricktable", "play", "--seed", "5", "--ai", "heuristic"],  # fast opponents
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, bufsize=1,
        env={**os.environ, "PYTHONPATH": str(ROOT / "src")},
    )
    assert proc.stdin and proc.stdout
    lines, pending = [], None
    for line in iter(proc.stdout.readline, ""):  # readline: no read-ahead that would wait for more output
        lines.append(line)
        if line.startswith("hint: "):
            pending = line[len("hint: "):]
        elif line.rstrip().endswith(">"):
            proc.stdin.write(pending or "?\n")
            proc.stdin.flush()
            pending = None
    proc.wait(timeout=300)
    text = "".join(lines)
    assert proc.returncode == 0
    assert "not allowed" not in text and "not understood" not in text
    assert "match over" in text
    assert "final score" in text


@pytest.mark.slow
@pytest.mark.parametrize("extra", [[], ["--json"]])
def test_bench_quick(extra):
    out = run("bench", "--quick", "--variant", "rook/crowsnest", "--no-spades", *extra)
    assert out.returncode == 0, out.stderr
    if extra:
        data = json.loads(out.stdout)
        assert data["results"][0]["variant"] == "rook/crowsnest"
        assert data["results"][0]["hands_per_second"] > 0
    else:
        assert "rook/crowsnest" in out.stdout


def test_replay_reads_a_golden_file_with_its_expected_result():
    golden = next((ROOT / "tests" / "rook" / "golden").glob("*.json"))
    data = json.loads(golden.read_text())
    out = run("replay", str(golden), "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["result"] == data["expected"]["result"]


def test_arena_in_a_log_prints_progress_lines_a_table_and_the_json(tmp_path):
    out_file = tmp_path / "arena.json"
    out = run("arena", "--variant", "callbreak/master", "--players", "easy,baseline", "--deals", "3", "--seed", "1",
              "--json", str(out_file))
    assert out.returncode == 0, out.stderr
    assert "callbreak/master easy vs baseline: 3/3 deals" in out.stderr  # not a terminal: plain progress lines
    assert "paired difference" in out.stdout and "easy" in out.stdout
    data = json.loads(out_file.read_text())
    assert data["deals"] == 3 and set(data["contestants"]) == {"easy", "baseline"}
    assert len(data["paired_difference"]["ci95"]) == 2


def test_arena_rejects_a_single_player():
    out = run("arena", "--players", "normal", "--deals", "1")
    assert out.returncode != 0 and "exactly two players" in out.stderr


def test_bench_without_openspiel_prints_the_install_hint_with_its_extra():
    # pyspiel made unimportable, as on a machine without the bench extra (Rich markup once swallowed "[bench]")
    code = ("import sys; sys.modules['pyspiel'] = None; sys.argv = ['tricktable', 'bench', '--quick', '--variant', "
            "'rook/crowsnest']; from tricktable.interfaces.cli.app import main; main()")
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "COLUMNS": "120"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=env)
    assert out.returncode == 0, out.stderr
    assert "pip install -e '.[bench]'" in out.stderr


def test_bench_ai_reports_cpu_ms_per_decision_per_level():
    out = run("bench", "--ai", "--quick", "--variant", "callbreak/master", "--level", "easy", "--level", "normal",
              "--json")
    assert out.returncode == 0, out.stderr
    rows = json.loads(out.stdout)["ai_decisions"]
    assert [(r["variant"], r["level"]) for r in rows] == [("callbreak/master", "easy"), ("callbreak/master", "normal")]
    for r in rows:
        assert r["decisions"] > 20
        assert 0 <= r["cpu_ms"]["p50"] <= r["cpu_ms"]["p95"] <= r["cpu_ms"]["max"]


def test_bench_reports_openspiel_fed_a_shuffled_deck_and_its_cpp_loop_beside_it():
    pytest.importorskip("pyspiel")
    out = run("bench", "--quick", "--variant", "callbreak/master", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    py, cpp = data["open_spiel_spades"], data["open_spiel_spades_cpp"]
    assert py["hands_per_cpu_second"] > 0 and cpp["hands_per_cpu_second"] > py["hands_per_cpu_second"]
    row = data["results"][0]
    assert row["ratio_to_spades"] == pytest.approx(row["hands_per_cpu_second"] / py["hands_per_cpu_second"], rel=0.02)
    assert row["ratio_to_spades_cpp"] == pytest.approx(row["hands_per_cpu_second"] / cpp["hands_per_cpu_second"], rel=0.02)


def test_openspiel_spades_is_dealt_from_one_shuffled_deck_as_chance_actions():
    pytest.importorskip("pyspiel")
    import random

    import pyspiel

    from tricktable.interfaces.cli.spiel_bench import spades_playout

    calls = []
    real = pyspiel.SpadesState.chance_outcomes if hasattr(pyspiel, "SpadesState") else None
    play = spades_playout()
    play(random.Random(1))  # a whole hand runs
    if real is not None:
        pyspiel.SpadesState.chance_outcomes = lambda self: calls.append(1) or real(self)
        try:
            play(random.Random(2))
        finally:
            pyspiel.SpadesState.chance_outcomes = real
        assert not calls


@pytest.mark.slow
def test_review_prints_the_costliest_decisions_of_a_recorded_hand(tmp_path):
    from tricktable.ai import make_player
    from tricktable.engine import get_game, hand_seed, shuffled

    game = get_game("callbreak/master")
    deal = game.deal_from_order(shuffled(game.deck(), hand_seed(9, 1)), 3)
    state = game.start_hand(game.new_match(3), deal)
    players = [make_player("heuristic", game, s) for s in range(4)]
    wild = make_player("random", game, 1)
    actions = []
    while (seat := game.to_act(state)) is not None:  # seat 0 calls by the heuristic, then plays at random
        p = wild if seat == 0 and game.phase(state) == "play" else players[seat]
        a = p.choose(game, game.view(state, seat), game.legal_actions(state))
        actions.append(game.format_action(a))
        state = game.advance(state, a)
    record = {"format": "tricktable-match/1", "variant": game.key, "options": {}, "seed": 9, "first_dealer": 3,
              "hands": [{"number": 1, "dealer": 3, "hands": [game.format_cards(h) for h in deal.hands], "extra": "",
                         "actions": actions}]}
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    out = run("review", str(path), "--seat", "0", "--worlds", "4", "--all")
    assert out.returncode == 0, out.stderr
    assert "Hand review" in out.stdout and "Round 1:" in out.stdout  # Callbreak's deals are rounds
    assert "cost about" in out.stdout  # a random player makes costly plays
    data = json.loads(run("review", str(path), "--seat", "0", "--worlds", "4", "--json").stdout)
    assert data["format"] == "tricktable-review/1" and data["hands"][0]["decisions"]
    bad = run("review", str(path), "--lang", "xx")
    assert bad.returncode != 0 and "use one of en, ro, hu, el, cs" in bad.stderr
    hu = run("review", str(path), "--seat", "0", "--worlds", "4", "--lang", "hu")
    assert hu.returncode == 0 and "Hand review" not in hu.stdout, hu.stdout
