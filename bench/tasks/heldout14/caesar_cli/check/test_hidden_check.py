import os
import subprocess
import sys

import pytest

SCRIPT = os.path.abspath("caesar.py")


def run(args, stdin=""):
    env = dict(os.environ, PYTHONUTF8="1", PYTHONIOENCODING="utf-8")
    return subprocess.run(
        [sys.executable, SCRIPT, *args], input=stdin.encode("utf-8"),
        capture_output=True, timeout=30, env=env,
    )


def out(r):
    return r.stdout.decode("utf-8").replace("\r\n", "\n")


def err(r):
    return r.stderr.decode("utf-8").strip()


def test_script_exists():
    assert os.path.isfile(SCRIPT)


@pytest.mark.parametrize("args, expected", [
    (["encode", "3", "Hello, World!"], "Khoor, Zruog!"),
    (["decode", "3", "Khoor, Zruog!"], "Hello, World!"),
    (["encode", "27", "abc"], "bcd"),
    (["encode", "-1", "abc"], "zab"),
    (["decode", "-1", "zab"], "abc"),
    (["encode", "2", "XYZ xyz"], "ZAB zab"),
    (["encode", "52", "Zz"], "Zz"),
    (["encode", "13", "Why? 42 times!"], "Jul? 42 gvzrf!"),
    (["decode", "30", "Ebiil"], "Axeeh"),
])
def test_text_argument(args, expected):
    r = run(args)
    assert r.returncode == 0, err(r)
    assert out(r).rstrip("\n") == expected


def test_stdin_multiline():
    r = run(["encode", "1"], stdin="abc\nxyz\n")
    assert r.returncode == 0, err(r)
    assert out(r).rstrip("\n").split("\n") == ["bcd", "yza"]


def test_stdin_decode_keeps_blank_lines():
    r = run(["decode", "4"], stdin="Lipps\n\nxlivi!\n")
    assert r.returncode == 0
    assert out(r).rstrip("\n").split("\n") == ["Hello", "", "there!"]


def test_only_ascii_letters_move():
    r = run(["encode", "1"], stdin="Ünïcode 123 ß_é\n")
    assert r.returncode == 0
    assert out(r).rstrip("\n") == "Üoïdpef 123 ß_é"


@pytest.mark.parametrize("shift", ["three", "1.5", ""])
def test_bad_shift(shift):
    r = run(["encode", shift, "abc"])
    assert r.returncode == 2
    assert err(r) == "caesar: shift must be an integer"
    assert out(r).strip() == ""


def test_bad_mode():
    r = run(["rotate", "3", "abc"])
    assert r.returncode == 2
    assert err(r) == "caesar: mode must be 'encode' or 'decode'"
    assert out(r).strip() == ""


@pytest.mark.parametrize("args", [[], ["encode"]])
def test_usage(args):
    r = run(args)
    assert r.returncode == 2
    assert "usage: caesar.py encode|decode SHIFT [TEXT]" in err(r)
