import os
import subprocess
import sys

import pytest

sys.path.insert(0, os.getcwd())

from haiku import count_syllables, is_haiku, line_syllables  # noqa: E402

ORIGINAL_TESTS = '''from haiku import count_syllables, is_haiku, line_syllables


def test_single_vowel_group_words():
    assert count_syllables("cat") == 1
    assert count_syllables("dog") == 1


def test_multi_syllable_words():
    assert count_syllables("water") == 2
    assert count_syllables("banana") == 3


def test_silent_e():
    assert count_syllables("cake") == 1
    assert count_syllables("stone") == 1


def test_the():
    assert count_syllables("the") == 1


def test_table():
    assert count_syllables("table") == 2


def test_punctuation_ignored():
    assert count_syllables("Splash!") == 1


def test_line():
    assert line_syllables("An old silent pond") == 5


def test_basho():
    poem = "An old silent pond\\nA frog jumps into the pond\\nSplash! Silence again\\n"
    assert is_haiku(poem)


def test_not_a_haiku():
    assert not is_haiku("one line only")
'''


@pytest.mark.parametrize("word,expected", [
    ("cat", 1), ("water", 2), ("banana", 3), ("rhythm", 1), ("by", 1), ("eye", 1),
    ("cake", 1), ("stone", 1), ("smile", 1), ("whale", 1), ("ale", 1),
    ("the", 1), ("she", 1), ("me", 1), ("be", 1), ("free", 1),
    ("table", 2), ("little", 2), ("apple", 2), ("candle", 2), ("simple", 2),
    ("bubble", 2), ("able", 2),
])
def test_count_syllables(word, expected):
    assert count_syllables(word) == expected


@pytest.mark.parametrize("word,expected", [
    ("TABLE", 2), ("The", 1), ("Little!", 2), ("bottle,", 2), ("Don't", 1),
    ("(cake)", 1), ("well-known", 2),
])
def test_case_and_punctuation_ignored(word, expected):
    assert count_syllables(word) == expected


@pytest.mark.parametrize("word", ["", "123", "--", "!?"])
def test_no_letters_is_zero(word):
    assert count_syllables(word) == 0


def test_every_word_with_letters_has_at_least_one():
    for word in ["the", "be", "he", "we", "me", "le", "y", "x", "psst", "hmm", "She'd"]:
        assert count_syllables(word) >= 1, word


def test_line_syllables():
    assert line_syllables("An old silent pond") == 5
    assert line_syllables("A frog jumps into the pond") == 7
    assert line_syllables("the table") == 3
    assert line_syllables("") == 0


def test_basho_is_haiku():
    poem = "An old silent pond\nA frog jumps into the pond\nSplash! Silence again\n"
    assert is_haiku(poem)


def test_second_haiku():
    poem = "The old table creaks\nlittle candles on the shelf\nwhale song in the dark"
    assert is_haiku(poem)


def test_blank_lines_ignored_in_haiku():
    poem = "\nAn old silent pond\n\nA frog jumps into the pond\n   \nSplash! Silence again\n"
    assert is_haiku(poem)


def test_not_haiku():
    assert not is_haiku("one line only")
    assert not is_haiku("An old silent pond\nA frog jumps into the pond\nSplash! Silence again now")
    assert not is_haiku("The old table\nlittle candles on the shelf\nwhale song in the dark")


def _pytest(path):
    env = dict(os.environ, PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")
    env.pop("PYTHONPATH", None)
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           str(path)], cwd=os.getcwd(), capture_output=True, text=True,
                          env=env, timeout=120)


def test_tests_file_not_modified():
    with open(os.path.join(os.getcwd(), "tests", "test_haiku.py")) as f:
        assert f.read() == ORIGINAL_TESTS


def test_original_tests_pass(tmp_path):
    original = tmp_path / "test_haiku_original.py"
    original.write_text(ORIGINAL_TESTS)
    p = _pytest(original)
    assert p.returncode == 0, p.stdout + p.stderr
