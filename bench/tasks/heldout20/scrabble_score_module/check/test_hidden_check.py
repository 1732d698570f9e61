import os
import sys

import pytest

sys.path.insert(0, os.getcwd())

import scrabble  # noqa: E402
from scrabble import best_word, word_score  # noqa: E402

VALUES = {1: "AEIOULNSTR", 2: "DG", 3: "BCMP", 4: "FHVWY", 5: "K", 8: "JX", 10: "QZ"}


@pytest.mark.parametrize("value,letters", sorted(VALUES.items()))
def test_every_letter_value(value, letters):
    for letter in letters:
        assert word_score(letter) == value
        assert word_score(letter.lower()) == value


def test_prompt_examples():
    assert word_score("cab") == 7
    assert word_score("cabbage") == 64
    assert word_score("QUIZ") == 22
    assert word_score("quiz", letter_bonus={0: 3}) == 42
    assert word_score("quiz", letter_bonus={0: 3}, word_multiplier=3) == 126


def test_cabbage_word_multiplier_then_fifty():
    assert word_score("cabbage", word_multiplier=2) == 78


def test_plain_words():
    assert word_score("cat") == 5
    assert word_score("Zebra") == 16
    assert word_score("jukebox") == 27 + 50


def test_six_and_eight_letters_no_bonus():
    assert word_score("banana") == 8
    assert word_score("aardvark") == 16


def test_blank_tile_scores_zero():
    assert word_score("c?t") == 4
    assert word_score("?") == 0


def test_blank_counts_toward_seven():
    assert word_score("cabbag?") == 13 + 50
    assert word_score("???????") == 50


def test_letter_bonus_double_and_last_position():
    assert word_score("cat", letter_bonus={2: 2}) == 6
    assert word_score("cat", letter_bonus={0: 2, 1: 3}) == 3 * 2 + 1 * 3 + 1


def test_letter_bonus_on_blank():
    assert word_score("?at", letter_bonus={0: 3}) == 2


def test_word_multiplier_only():
    assert word_score("cat", word_multiplier=2) == 10
    assert word_score("cat", word_multiplier=3) == 15
    assert word_score("cat", word_multiplier=1) == 5


def test_seven_letters_with_letter_and_word_bonus():
    # cabbage: c=3 a=1 b=3 b=3 a=1 g=2 e=1 ; triple the g -> 18 ; x2 -> 36 ; +50
    assert word_score("cabbage", letter_bonus={5: 3}, word_multiplier=2) == 86


def test_empty_letter_bonus_dict():
    assert word_score("cat", letter_bonus={}) == 5


@pytest.mark.parametrize("word", ["", "ca t", "c4t", "can't", "cat!"])
def test_invalid_words(word):
    with pytest.raises(ValueError):
        word_score(word)


@pytest.mark.parametrize("bonus", [{3: 2}, {-1: 2}, {10: 3}])
def test_bonus_position_outside_word(bonus):
    with pytest.raises(ValueError):
        word_score("cat", letter_bonus=bonus)


@pytest.mark.parametrize("mult", [1, 4, 0])
def test_bad_letter_multiplier(mult):
    with pytest.raises(ValueError):
        word_score("cat", letter_bonus={0: mult})


@pytest.mark.parametrize("mult", [0, 4, -1])
def test_bad_word_multiplier(mult):
    with pytest.raises(ValueError):
        word_score("cat", word_multiplier=mult)


def test_best_word_highest():
    assert best_word(["cat", "quiz", "dog"]) == "quiz"


def test_best_word_single():
    assert best_word(["ox"]) == "ox"


def test_best_word_tie_alphabetical():
    # cat = 5, act = 5, tac = 5
    assert best_word(["tac", "cat", "act"]) == "act"
    # dog = 5 ; "Cat" should come before "dog" ignoring case
    assert best_word(["dog", "Cat"]) == "Cat"


def test_best_word_tie_ignores_case():
    # "Bat" = 5 and "act" = 5 ; ignoring case "act" < "bat"
    assert best_word(["Bat", "act"]) == "act"
    assert best_word(["act", "Bat"]) == "act"


def test_best_word_empty():
    assert best_word([]) is None


def test_best_word_uses_plain_scores_with_seven_letter_bonus():
    # "cabbage" (64 with the 7-tile bonus) beats "quiz" (22)
    assert best_word(["quiz", "cabbage"]) == "cabbage"
