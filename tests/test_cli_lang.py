"""The terminal game and the CLI in the player's language (--lang), and the terminal's reading of bare input."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"


def run(*args, stdin="", env=None, timeout=120):
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "COLUMNS": "120", **(env or {})}
    return subprocess.run([sys.executable, "-m", "tricktable", *args], input=stdin, capture_output=True, text=True,
                          timeout=timeout, env=env)


def play_by_hints(args, answer, steps=12, lang_env=None):
    """Play ``steps`` prompts of a terminal game: at each prompt ask '?', then type ``answer(hint)``."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "tricktable", "play", "--seed", "4", "--ai", "heuristic", *args],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, bufsize=1,
        env={**os.environ, "PYTHONPATH": str(ROOT / "src"), **(lang_env or {})},
    )
    lines, pending, asked = [], None, 0
    for line in iter(proc.stdout.readline, ""):
        lines.append(line.rstrip("\n"))
        if line.split(":")[0] in ("hint", "tipp", "rada", "sugestie", "πρόταση"):
            pending = answer(line.split(": ", 1)[1].strip())
        elif line.rstrip().endswith(">"):
            asked += 1
            proc.stdin.write("q\n" if asked > 2 * steps else (pending + "\n" if pending else "?\n"))
            pending = None
            proc.stdin.flush()
    proc.wait(timeout=60)
    return lines


def test_a_bare_card_is_a_play_and_a_bare_number_a_call():
    """Issue 12 item 13: "9H" alone was not understood, though a bare number bid."""
    lines = play_by_hints(["--variant", "callbreak/master"], lambda hint: hint.split(" ", 1)[1])
    text = "\n".join(lines)
    assert "not understood" not in text and "not allowed" not in text, text
    assert "You call " in text and "You play " in text, text  # and the verb agrees with "You" (item 10)
    assert "You calls" not in text and "You plays" not in text and "You wins" not in text


def test_help_shows_the_examples_of_the_game_being_played():
    """Issue 12 item 13: 'h' showed Rook examples in Callbreak, and the error listed verbs Callbreak lacks."""
    out = run("play", "--variant", "callbreak/master", "--seed", "2", "--ai", "heuristic", stdin="h\nnest\nq\n")
    help_line = next(ln for ln in out.stdout.splitlines() if ln.startswith("type an action"))
    assert "'call " in help_line and "trump" not in help_line and "discard" not in help_line, help_line
    error = next(ln for ln in out.stdout.splitlines() if ln.startswith("not understood"))
    assert error == "not understood: 'nest' is not an action: use bid or play", error


def test_the_terminal_game_speaks_hungarian_and_reads_hungarian_verbs():
    lines = play_by_hints(["--lang", "hu"], lambda hint: hint, steps=6)
    text = "\n".join(lines)
    assert "te ülsz alul" in text and "a lapjaid:" in text, text
    assert "tipp: licit" in text or "tipp: passz" in text, text
    assert "nem értem" not in text and "nem szabályos" not in text, text  # the typed-back hints were read
    assert "Te licitálsz" in text or "Te passzolsz" in text, text


def test_the_default_language_is_the_locales(tmp_path):
    out = run("play", "--seed", "1", "--ai", "random", stdin="q\n", env={"LANG": "cs_CZ.UTF-8", "LC_ALL": ""})
    assert "vaše karty:" in out.stdout and "na shledanou" in out.stdout, out.stdout
    out = run("play", "--seed", "1", "--ai", "random", stdin="q\n", env={"LANG": "de_DE.UTF-8", "LC_ALL": ""})
    assert "your hand:" in out.stdout


def test_an_unknown_language_is_a_clear_error():
    out = run("play", "--lang", "fr", stdin="q\n")
    assert out.returncode == 2 and "use one of en, ro, hu, el, cs" in out.stderr


def test_replay_json_gives_the_error_in_hungarian_with_the_same_keys(tmp_path):
    scenario = json.loads((DATA / "crowsnest_auction.json").read_text())
    scenario["actions"].append("bid 81")
    f = tmp_path / "s.json"
    f.write_text(json.dumps(scenario))
    en = json.loads(run("replay", str(f), "--json", "--lang", "en").stdout)
    hu_out = run("replay", str(f), "--json", "--lang", "hu")
    assert hu_out.returncode == 2
    hu = json.loads(hu_out.stdout)
    assert hu["error"]["message"] == "a licit ötösével emelkedik (5 többszöröse)"
    assert en["error"]["message"] == "bids go up in fives (multiples of 5)"
    assert set(hu) == set(en) and set(hu["error"]) == set(en["error"]) == {"step", "action", "message"}
    assert hu["steps"][0]["events"][0]["text"] == "a 0. játékos licitál: 70"
    log = run("replay", str(f), "--lang", "cs").stdout
    assert "krok 3 'bid 81' odmítnut:" in log and "dražba stoupá po pěti" in log, log


def test_rules_and_variants_in_hungarian():
    out = run("rules", "rook/crowsnest", "--lang", "hu", "--raw")
    assert out.returncode == 0 and "## A fészek" in out.stdout and "licit" in out.stdout, out.stdout
    out = run("variants", "--lang", "cs")
    assert "Párový Rook" in out.stdout and "varianta" in out.stdout


def test_arena_and_bench_print_for_people_in_the_chosen_language():
    """Issue 13: --lang on arena and bench: the tables' headings, the verdict line and the progress lines."""
    arena = run("arena", "-v", "callbreak/master", "-p", "random,random", "-n", "1", "--lang", "hu")
    assert arena.returncode == 0, arena.stderr
    assert "játékos" in arena.stdout and "páros különbség" in arena.stdout and "ismételt osztás" in arena.stdout
    assert "1/1 osztás" in arena.stderr and "deals" not in arena.stderr + arena.stdout
    bench = run("bench", "--quick", "-v", "rook/crowsnest", "--no-spades", "--lang", "cs")
    assert bench.returncode == 0, bench.stderr
    assert "rozdání/s (medián)" in bench.stdout and "kol po 0,1 s na variantu" in bench.stderr
    bad = run("arena", "-p", "random", "--lang", "ro")
    assert bad.returncode != 0 and "dă exact doi jucători" in bad.stderr


def test_replay_writes_the_actions_in_the_chosen_language_as_play_does():
    """Issue 25 item 14: `replay --lang hu` printed "bid 70", "play KS" where `play --lang hu` says "licit 70"."""
    log = run("replay", str(DATA / "crowsnest_auction.json"), "--lang", "hu").stdout
    assert "játékos: licit 70" in log and "játékos: passz" in log and "játékos: licit 80" in log, log
    assert "szabályos lépések: licit 85, licit 90" in log, log
    callbreak = run("replay", str(ROOT / "examples" / "scenarios" / "callbreak-master.json"), "--lang", "hu").stdout
    assert "játékos: bemond " in callbreak and "játékos: lap " in callbreak, callbreak
    for text in (log, callbreak):
        english = [ln for ln in text.splitlines() if re.search(r"\b(bid|call|play|pass)\b", ln)]
        assert not english, english
    en = run("replay", str(ROOT / "examples" / "scenarios" / "callbreak-master.json"), "--lang", "en").stdout
    assert "seat 0: call " in en and "seat 0: play " in en, en  # Callbreak calls, in replay as at the table


@pytest.mark.slow
def test_the_terminal_names_the_ai_level_and_the_variant_in_every_language():
    """Issue 25: "gépi játékosok (normal)" in the Hungarian terminal; the level and the variant are named in words."""
    from tricktable.i18n import LANGUAGES, localizer

    for lang in LANGUAGES:
        loc = localizer(lang)
        out = run("play", "--lang", lang, "--seed", "1", "--ai", "easy", "-v", "rook/tournament", stdin="q\n")
        welcome = out.stdout.splitlines()[0]
        assert f"({loc('page-level-easy')})" in welcome, welcome
        assert loc("page-variant-rook-tournament") in welcome and "rook/tournament" not in out.stdout, out.stdout
        if lang != "en":
            assert "(easy)" not in welcome, welcome


@pytest.mark.slow
def test_command_line_mistakes_are_told_in_the_chosen_language(tmp_path):
    """Issue 25: what the terminal prints under --lang is in that language, its mistakes too."""
    from tricktable.i18n import localizer

    hu, ro, cs = localizer("hu"), localizer("ro"), localizer("cs")
    out = run("play", "--lang", "hu", "--ai", "nope", stdin="q\n")
    assert out.returncode == 2 and hu("cli-unknown-ai", ai="nope", known="@@").split("@@")[0] in out.stderr, out.stderr
    out = run("rules", "--lang", "ro", "-o", "target")
    assert out.returncode == 2 and ro("cli-bad-option", pair="target") in out.stderr, out.stderr
    out = run("bench", "--ai", "--level", "nope", "--lang", "cs")
    assert out.returncode == 2 and cs("cli-unknown-level", level="nope", known="@@").split("@@")[0] in out.stderr
    not_records = tmp_path / "x.json"
    not_records.write_text("[]")
    out = run("review", str(not_records), "--lang", "hu")
    assert out.returncode == 2 and hu("cli-not-records", file=str(not_records)) in out.stderr, out.stderr
    db, dump = tmp_path / "g.sqlite3", tmp_path / "dump.json"
    out = run("export", str(dump), "--db", str(db), "--lang", "hu")
    assert out.returncode == 0 and hu("cli-exported", n=0, file=str(dump)) in out.stderr, out.stderr
    out = run("import", str(dump), "--db", str(db), "--lang", "cs")
    assert out.returncode == 0 and cs("cli-imported", n=0) in out.stdout, out.stdout + out.stderr
    out = run("import", str(not_records), "--db", str(db), "--lang", "ro")
    assert out.returncode == 2 and ro("cli-cannot-import", file=str(not_records), reason="@@").split("@@")[0] in out.stderr


@pytest.mark.slow
def test_the_welcome_lists_the_ai_seats_in_lower_case_mid_sentence():
    """"AI players (normal): Cel din stânga, Partenerul..." read as new sentences: the seats are named as in a list."""
    for lang, first in (("ro", "cel din "), ("el", "ο "), ("cs", "hráč ")):
        out = run("play", "--lang", lang, "--seed", "1", "--ai", "random", stdin="q\n")
        welcome = out.stdout.splitlines()[0]
        assert f"): {first}" in welcome, welcome
