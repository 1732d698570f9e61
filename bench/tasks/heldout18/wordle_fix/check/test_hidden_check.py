import importlib
import os
import sys

import pytest


@pytest.fixture()
def wordle():
    ws = os.getcwd()
    if ws not in sys.path:
        sys.path.insert(0, ws)
    sys.modules.pop("wordle", None)
    importlib.invalidate_caches()
    return importlib.import_module("wordle")


def test_report_example(wordle):
    assert wordle.feedback("eerie", "crane") == "..Y.G"


@pytest.mark.parametrize("guess, answer, expected", [
    ("array", "crane", "YG..."),
    ("speed", "abide", "..Y.Y"),
    ("geese", "those", "...GG"),
    ("llama", "hello", "YY..."),
    ("hello", "llama", "..YY."),
    ("lolly", "hello", ".YGG."),
    ("sassy", "gases", "YGG.."),
    ("eerie", "there", "Y.Y.G"),
    ("eaten", "ocean", "YY..G"),
    ("abbey", "kebab", "YYGY."),
    ("aaaaa", "abcde", "G...."),
    ("bbbaa", "aabbb", "YYGYY"),
])
def test_repeated_letters(wordle, guess, answer, expected):
    assert wordle.feedback(guess, answer) == expected


def test_existing_behaviour_kept(wordle):
    assert wordle.feedback("crane", "crane") == "GGGGG"
    assert wordle.feedback("stump", "crane") == "....."
    assert wordle.feedback("react", "crane") == "YYGY."
    assert wordle.feedback("CRANE", "crane") == "GGGGG"
    assert wordle.feedback("React", "CRANE") == "YYGY."
    assert wordle.feedback("EERIE", "Crane") == "..Y.G"


def test_length_mismatch_still_raises(wordle):
    with pytest.raises(ValueError):
        wordle.feedback("cranes", "crane")
    with pytest.raises(ValueError):
        wordle.feedback("cran", "crane")


def test_returns_string(wordle):
    assert isinstance(wordle.feedback("eerie", "crane"), str)


def test_turns_to_solve(wordle):
    assert wordle.turns_to_solve(["react", "crane"], "crane") == 2
    assert wordle.turns_to_solve(["react"], "crane") is None
    assert wordle.turns_to_solve([], "crane") is None
    assert wordle.turns_to_solve(["eerie", "Crane", "crane"], "crane") == 2
