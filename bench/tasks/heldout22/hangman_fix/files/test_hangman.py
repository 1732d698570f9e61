import pytest

from hangman import Hangman


def test_new_game():
    game = Hangman("Python")
    assert game.word == "python"
    assert game.masked == "______"
    assert game.status == "playing"
    assert game.remaining == 6
    assert game.guessed == []


def test_hit_reveals_all_copies():
    game = Hangman("banana")
    assert game.guess("a") is True
    assert game.masked == "_a_a_a"
    assert game.misses == 0


def test_miss_counts():
    game = Hangman("banana")
    assert game.guess("z") is False
    assert game.misses == 1
    assert game.remaining == 5


def test_uppercase_guess():
    game = Hangman("apple")
    assert game.guess("P") is True
    assert game.masked == "_pp__"
    assert game.misses == 0
    assert game.guessed == ["p"]


def test_repeated_miss_is_rejected_and_not_counted():
    game = Hangman("apple")
    game.guess("x")
    with pytest.raises(ValueError):
        game.guess("x")
    assert game.misses == 1


def test_repeated_hit_is_rejected():
    game = Hangman("apple")
    game.guess("p")
    with pytest.raises(ValueError):
        game.guess("p")


def test_win():
    game = Hangman("noon")
    game.guess("n")
    game.guess("o")
    assert game.status == "won"
    assert game.masked == "noon"


def test_lost_when_misses_reach_max():
    game = Hangman("cat", max_misses=2)
    game.guess("x")
    assert game.status == "playing"
    game.guess("y")
    assert game.status == "lost"
    assert game.remaining == 0
    with pytest.raises(RuntimeError):
        game.guess("c")


@pytest.mark.parametrize("bad", ["", "ab", "1", " ", "é", None])
def test_bad_guess(bad):
    with pytest.raises(ValueError):
        Hangman("cat").guess(bad)


@pytest.mark.parametrize("word", ["", "ice cream", "r2d2", "café", "x-ray"])
def test_bad_word(word):
    with pytest.raises(ValueError):
        Hangman(word)


def test_bad_max_misses():
    with pytest.raises(ValueError):
        Hangman("cat", max_misses=0)
