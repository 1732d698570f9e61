import os
import subprocess
import sys

sys.path.insert(0, os.getcwd())

import pytest

from rle import decode, encode


def test_encode_keeps_last_run():
    assert encode("aaabccdddd") == "3a1b2c4d"


@pytest.mark.parametrize("text,code", [
    ("a", "1a"),
    ("ab", "1a1b"),
    ("aaabcc", "3a1b2c"),
    ("a" * 12, "12a"),
    ("xxxxxxxxxxy", "10x1y"),
    ("  !!", "2 2!"),
    ("", ""),
])
def test_encode(text, code):
    assert encode(text) == code


@pytest.mark.parametrize("code,text", [
    ("12a", "a" * 12),
    ("3a1b2c4d", "aaabccdddd"),
    ("10x1y", "xxxxxxxxxxy"),
    ("1a", "a"),
    ("100z", "z" * 100),
])
def test_decode(code, text):
    assert decode(code) == text


@pytest.mark.parametrize("text", ["hello world", "aaaaaaaaaaaaaaabbbbbbbbbbbbc", "z", "abcabc",
                                  "mississippi", "..--..--  "])
def test_roundtrip(text):
    assert decode(encode(text)) == text


@pytest.mark.parametrize("bad", ["3", "3a2", "12"])
def test_malformed_raises_value_error(bad):
    with pytest.raises(ValueError):
        decode(bad)


def test_existing_tests_still_pass():
    env = dict(os.environ, PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                        "test_rle.py"], capture_output=True, text=True, env=env, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
