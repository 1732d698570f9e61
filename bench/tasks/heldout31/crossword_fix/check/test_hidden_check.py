"""Hidden check for crossword_fix: enumeration() counts letters only, fits() turns down answers
of the wrong length, candidates() follows, and letters()/parse_enumeration() are unchanged."""

import os
import random
import string
import sys

import pytest

sys.path.insert(0, os.getcwd())
from crossword import candidates, enumeration, fits, letters, parse_enumeration  # noqa: E402


@pytest.mark.parametrize("answer,expected", [
    ("HOT DOG", "(3,3)"),
    ("FOLLOW-UP", "(6-2)"),
    ("CAT", "(3)"),
    ("DON'T", "(4)"),
    ("ST. IVES", "(2,4)"),
    ("rock 'n' roll", "(4,1,4)"),
    ("o'clock", "(6)"),
    ("Jack-o'-lantern", "(4-1-7)"),
    ("will-o'-the-wisp", "(4-1-3-4)"),
    ("T. S. Eliot", "(1,1,5)"),
    ("  two   spaces ", "(3,6)"),
    ("fish & chips", "(4,5)"),
    ("ne'er-do-well", "(4-2-4)"),
    ("Dr. Who?", "(2,3)"),
])
def test_enumeration(answer, expected):
    assert enumeration(answer) == expected


def test_enumeration_round_trips_sampled():
    rng = random.Random(31)
    for _ in range(500):
        words = []
        lengths = []
        for _ in range(rng.randint(1, 4)):
            parts = []
            for _ in range(rng.choice([1, 1, 1, 2, 3])):
                n = rng.randint(1, 8)
                word = "".join(rng.choice(string.ascii_letters) for _ in range(n))
                if rng.random() < 0.3:
                    cut = rng.randint(0, n)
                    word = word[:cut] + rng.choice("'.") + word[cut:]
                parts.append(word)
                lengths.append(n)
            words.append("-".join(parts))
        answer = " ".join(words)
        assert parse_enumeration(enumeration(answer)) == lengths, answer


@pytest.mark.parametrize("answer,pattern,expected", [
    ("hot dog", "H?T??G", True),
    ("cat", "C?TS", False),
    ("cats", "C?T", False),
    ("CAT", "c?t", True),
    ("cot", "C?T", True),
    ("cut", "C?S", False),
    ("don't", "D??T", True),
    ("don't", "D???T", False),
    ("follow-up", "????????", True),
    ("follow-up", "?????????", False),
    ("follow-up", "???????", False),
    ("", "", True),
    ("a", "", False),
    ("", "?", False),
    ("St. Ives", "STIVES", True),
])
def test_fits(answer, pattern, expected):
    assert fits(answer, pattern) is expected


def test_fits_sampled():
    rng = random.Random(3131)
    for _ in range(2000):
        word = "".join(rng.choice("ABC") for _ in range(rng.randint(1, 6)))
        pattern = "".join(rng.choice("ABC??") for _ in range(rng.randint(1, 6)))
        expected = len(word) == len(pattern) and all(p in ("?", w) for w, p in
                                                     zip(word, pattern))
        assert fits(word.lower(), pattern) is expected, (word, pattern)


def test_candidates():
    words = ["cat", "cot", "cats", "ca", "cut", "cot", "cart", "c-at", "cat's"]
    assert candidates(words, "C?T") == ["cat", "cot", "cut", "c-at"]
    assert candidates(words, "C?T", "(3)") == ["cat", "cot", "cut"]
    assert candidates(words, "C?T", "(1-2)") == ["c-at"]
    assert candidates(words, "CA??") == ["cats", "cart", "cat's"]
    assert candidates(["hot dog", "hotdog", "hot dogs"], "HOT???", "(3,3)") == [
        "hot dog"]
    assert candidates(["don't", "dont", "do not"], "D??T", "(4)") == ["don't", "dont"]
    assert candidates([], "???") == []


def test_unchanged():
    assert letters("Follow-up") == "FOLLOWUP"
    assert letters("St. Ives!") == "STIVES"
    assert parse_enumeration("(5,3)") == [5, 3]
    assert parse_enumeration("(6-2)") == [6, 2]
    assert parse_enumeration(" 4 , 1 ") == [4, 1]
    assert parse_enumeration("7") == [7]
    for bad in ["()", "(5,)", "(0)", "(a,3)", "(5;3)", "(-5)", ""]:
        with pytest.raises(ValueError):
            parse_enumeration(bad)
