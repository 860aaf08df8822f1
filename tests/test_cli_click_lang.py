"""The command line's own mistakes (an unknown option or command, a value that is not a number, a missing value, a
bad --lang) in the user's language: click's framing ("Usage:", "Try ... for help.", "Error:", "Invalid value for")
and its messages come from our catalogs, in --lang's language or the locale's; the exit code stays 2."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tricktable.i18n import localizer

ROOT = Path(__file__).resolve().parents[1]
#: click's English words, none of which may be left in another language's answer
ENGLISH = ["Usage", "Try", "Error", "Invalid value", "No such", "Missing", "requires an argument", "Input should",
           "not a valid", "use one of", "for help", "Did you mean", "Aborted"]


def run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    env = {**{k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")},
           "PYTHONPATH": str(ROOT / "src"), "COLUMNS": "120", "TRICKTABLE_PURE": "1", **(env or {})}
    return subprocess.run([sys.executable, "-m", "tricktable", *args], capture_output=True, text=True, timeout=120,
                          env=env, stdin=subprocess.DEVNULL)


def no_english(text: str) -> list[str]:
    return [w for w in ENGLISH if re.search(rf"\b{w}\b", text)]


CASES = [  # (arguments, the message id of the reason, its parameters)
    (["play", "--bogus"], "cli-no-such-option", {"name": "--bogus"}),
    (["play", "--seed", "abc"], "cli-invalid-value-for", {"hint": "'--seed'", "reason": "@@"}),
    (["play", "--seed"], "cli-needs-value", {"name": "--seed"}),
    (["nocommand"], "cli-no-such-command", {"name": "nocommand"}),
    (["play", "--variant", "nope"], "cli-invalid-value", {"reason": "@@"}),
]


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["ro", "hu", "el", "cs"])
def test_clicks_usage_errors_are_in_the_users_language(lang):
    words = localizer(lang)
    for args, msg_id, params in CASES:
        out = run(args[0], "--lang", lang, *args[1:])
        assert out.returncode == 2, (args, out.stderr)
        english = run(args[0], "--lang", "en", *args[1:]) if args[-1] == "--seed" else None  # click gives no usage line there
        if english is None or english.stderr.startswith("Usage:"):
            assert out.stderr.startswith(words("cli-usage-prefix")), (args, out.stderr)
        assert words("cli-error", reason=words(msg_id, **params).split("@@")[0]).split("@@")[0] in out.stderr, \
            (args, out.stderr)
        assert not no_english(out.stderr.replace("--help", "")), (lang, args, out.stderr)


def test_the_locale_chooses_the_language_without_lang():
    out = run("play", "--bogus", env={"LANG": "el_GR.UTF-8"})
    assert out.returncode == 2 and not no_english(out.stderr.replace("--help", "")), out.stderr
    assert localizer("el")("cli-no-such-option", name="--bogus") in out.stderr


def test_an_unknown_lang_is_told_in_the_locales_language():
    out = run("rules", "--lang", "xx", env={"LANG": "cs_CZ.UTF-8"})
    assert out.returncode == 2, out.stderr
    assert localizer("cs")("cli-bad-lang", value="xx", known="en, ro, hu, el, cs") in out.stderr, out.stderr
    assert not no_english(out.stderr.replace("--help", "")), out.stderr


def test_english_stays_clicks_english():
    out = run("play", "--bogus", "--lang", "en")
    assert out.returncode == 2 and out.stderr.startswith("Usage: ") and "tricktable play" in out.stderr
    assert "No such option: --bogus" in out.stderr
