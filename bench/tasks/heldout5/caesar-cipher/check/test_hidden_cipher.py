import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cipher import decode, encode

ROOT = Path(__file__).resolve().parent.parent


def test_prompt_example():
    assert encode("Hello, World!", 3) == "Khoor, Zruog!"
    assert decode("Khoor, Zruog!", 3) == "Hello, World!"


@pytest.mark.parametrize("text,shift,expected", [
    ("abc", 1, "bcd"),
    ("xyz", 3, "abc"),
    ("XYZ", 3, "ABC"),
    ("Zebra", 1, "Afcsb"),
    ("abc", 0, "abc"),
    ("abc", 26, "abc"),
    ("abc", 29, "def"),
    ("abc", 55, "def"),
    ("abc", -1, "zab"),
    ("ABC", -3, "XYZ"),
    ("Hello", -29, "Ebiil"),
    ("Python 3.12, ok?", 13, "Clguba 3.12, bx?"),
    ("", 5, ""),
    ("123 !?", 7, "123 !?"),
])
def test_encode(text, shift, expected):
    assert encode(text, shift) == expected


@pytest.mark.parametrize("text,shift,expected", [
    ("bcd", 1, "abc"),
    ("abc", 3, "xyz"),
    ("ABC", 3, "XYZ"),
    ("def", 29, "abc"),
    ("zab", -1, "abc"),
    ("Clguba 3.12, bx?", 13, "Python 3.12, ok?"),
])
def test_decode(text, shift, expected):
    assert decode(text, shift) == expected


@pytest.mark.parametrize("shift", [-100, -27, -1, 0, 1, 5, 25, 26, 52, 1000])
def test_round_trip(shift):
    text = "The quick brown fox jumps over the lazy dog, 42 times! ZZZ aaa"
    assert decode(encode(text, shift), shift) == text


# ---- the tests the user asked for

STUB = '''
def encode(text, shift):
    return None


def decode(text, shift):
    return None
'''


def _run_user_tests(tmp_path, stub):
    ws = tmp_path / "ws"
    shutil.copytree(ROOT, ws, symlinks=True, ignore=shutil.ignore_patterns(
        ".hidden_check", "__pycache__", ".pytest_cache"))
    if stub:
        (ws / "cipher.py").write_text(STUB)
    env = dict(os.environ, PYTHONPATH=str(ws), PYTHONDONTWRITEBYTECODE="1")
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_cipher.py"],
        cwd=ws, env=env, capture_output=True, text=True, timeout=60,
        stdin=subprocess.DEVNULL)


def test_user_tests_exist_and_pass(tmp_path):
    assert (ROOT / "test_cipher.py").is_file(), "test_cipher.py was not written"
    proc = _run_user_tests(tmp_path, stub=False)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]


def test_user_tests_catch_a_stub(tmp_path):
    assert (ROOT / "test_cipher.py").is_file(), "test_cipher.py was not written"
    proc = _run_user_tests(tmp_path, stub=True)
    assert proc.returncode not in (0, 5), proc.stdout[-2000:] + proc.stderr[-2000:]
