import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(stdin):
    script = ROOT / "morse.py"
    assert script.is_file(), "morse.py was not written"
    proc = subprocess.run([sys.executable, str(script)], input=stdin, capture_output=True,
                          text=True, cwd=ROOT, timeout=30)
    assert proc.returncode == 0, proc.stderr[-2000:]
    out = proc.stdout.strip()
    assert "\n" not in out, f"more than one line: {out!r}"
    return out.strip()


def test_prompt_example():
    assert run("SOS help\n") == "... --- ... / .... . .-.. .--."


def test_case_makes_no_difference():
    assert run("sos\n") == "... --- ..."
    assert run("HeLLo\n") == ".... . .-.. .-.. ---"


def test_whole_alphabet():
    assert run("abcdefghijklm nopqrstuvwxyz\n") == (
        ".- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- / "
        "-. --- .--. --.- .-. ... - ..- ...- .-- -..- -.-- --..")


def test_digits():
    assert run("0123456789\n") == (
        "----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----.")
    assert run("r2 d2\n") == ".-. ..--- / -.. ..---"


def test_punctuation_is_dropped():
    assert run("Hi, you!\n") == ".... .. / -.-- --- ..-"
    assert run("it's ok.\n") == ".. - ... / --- -.-"


def test_words_split_on_any_whitespace():
    assert run("a   b\n") == ".- / -..."
    assert run("a\nb\n") == ".- / -..."
    assert run("a\tb\n") == ".- / -..."
    assert run("  e t  \n") == ". / -"


def test_no_trailing_newline_in_input():
    assert run("et") == ". -"
