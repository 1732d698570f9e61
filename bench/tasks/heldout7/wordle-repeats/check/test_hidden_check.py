import pytest

from wordle import is_solved, score_guess


def test_example_from_the_report():
    assert score_guess("crane", "eerie") == "..Y.G"


def test_no_repeats_unchanged():
    assert score_guess("crane", "react") == "YYGY."
    assert score_guess("crane", "crane") == "GGGGG"
    assert score_guess("crane", "built") == "....."


def test_green_uses_up_the_only_copy():
    # one "l" in the secret, matched exactly at position 3
    assert score_guess("world", "hello") == "...GY"


def test_yellow_goes_to_leftmost_copy():
    # one "o" in the secret, not matched exactly: only the first "o" of the guess is yellow
    assert score_guess("abort", "ooxxx") == "Y...."


def test_two_copies_in_secret():
    # two "e"s in the secret: one matched exactly, so one "Y" left for the other copies
    assert score_guess("level", "eeexx") == "YG..."


def test_repeat_in_guess_only_one_in_secret():
    assert score_guess("apple", "paper") == "YYGY."
    assert score_guess("baker", "abbey") == "YY.G."


def test_more_copies_in_guess_than_in_secret():
    # two "e"s in the secret, none in place: the first two "e"s of the guess are yellow
    assert score_guess("speed", "erase") == "Y..YY"
    assert score_guess("speed", "eerie") == "YY..."


def test_solved_and_length_check():
    assert is_solved(score_guess("sweet", "sweet"))
    with pytest.raises(ValueError):
        score_guess("sweet", "swee")
