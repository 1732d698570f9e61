import hashlib
import os
import subprocess
import sys

import pytest

sys.path.insert(0, os.getcwd())
from hangman import Hangman  # noqa: E402

TESTS_SHA256 = "88dbaf22ad3a1a57f977e5ef11d01365d9db101935d72602c660ae2c307d449f"


def test_given_tests_unchanged():
    with open("test_hangman.py", "rb") as fh:
        assert hashlib.sha256(fh.read()).hexdigest() == TESTS_SHA256


def test_given_tests_pass():
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "test_hangman.py"], capture_output=True, text=True, env=env,
                          timeout=120)
    assert proc.returncode == 0, proc.stdout[-2000:]
    assert "20 passed" in proc.stdout


def test_case_insensitive_guess_is_the_same_guess():
    game = Hangman("Kayak")
    assert game.guess("K") is True
    assert game.masked == "k___k"
    with pytest.raises(ValueError):
        game.guess("k")
    assert game.guess("y") is True
    assert game.masked == "k_y_k"
    assert game.guessed == ["k", "y"]


def test_uppercase_miss_then_repeat():
    game = Hangman("kayak")
    assert game.guess("Z") is False
    assert game.guessed == ["z"]
    with pytest.raises(ValueError):
        game.guess("z")
    with pytest.raises(ValueError):
        game.guess("Z")
    assert game.misses == 1
    assert game.remaining == 5


def test_repeated_misses_never_lose_the_game():
    game = Hangman("ox", max_misses=2)
    game.guess("q")
    for _ in range(5):
        with pytest.raises(ValueError):
            game.guess("q")
    assert game.misses == 1
    assert game.status == "playing"
    assert game.guess("o") is True


def test_default_six_misses():
    game = Hangman("zebra")
    for letter in "cdfgh":
        assert game.guess(letter) is False
    assert game.status == "playing"
    assert game.remaining == 1
    assert game.guess("i") is False
    assert game.status == "lost"
    assert game.remaining == 0
    with pytest.raises(RuntimeError):
        game.guess("z")


def test_single_miss_allowed():
    game = Hangman("hi", max_misses=1)
    assert game.status == "playing"
    game.guess("h")
    assert game.status == "playing"
    game.guess("x")
    assert game.status == "lost"
    with pytest.raises(RuntimeError):
        game.guess("i")


def test_win_then_no_more_guesses():
    game = Hangman("Abba", max_misses=3)
    game.guess("x")
    game.guess("B")
    game.guess("A")
    assert game.status == "won"
    assert game.masked == "abba"
    assert game.misses == 1
    assert game.guessed == ["a", "b", "x"]
    with pytest.raises(RuntimeError):
        game.guess("c")


def test_masked_mixed_case_word():
    game = Hangman("HangMan")
    game.guess("n")
    game.guess("A")
    assert game.masked == "_an__an"


def test_bad_guess_not_counted():
    game = Hangman("cat")
    for bad in ("", "ca", "7", "?", "É"):
        with pytest.raises(ValueError):
            game.guess(bad)
    assert game.misses == 0
    assert game.guessed == []


@pytest.mark.parametrize("word", ["Zebra", "ZEBRA", "zebra"])
def test_word_stored_lower(word):
    assert Hangman(word).word == "zebra"
