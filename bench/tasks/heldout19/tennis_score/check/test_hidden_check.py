import importlib
import itertools
import os
import sys

import pytest


@pytest.fixture()
def tennis():
    ws = os.getcwd()
    if ws not in sys.path:
        sys.path.insert(0, ws)
    sys.modules.pop("tennis", None)
    importlib.invalidate_caches()
    return importlib.import_module("tennis")


CALLS = ["0", "15", "30", "40"]


def oracle(points):
    """(score, winner) or raises ValueError."""
    a = b = 0
    done = None
    for ch in points:
        if done:
            raise ValueError
        if ch in "aA":
            a += 1
        elif ch in "bB":
            b += 1
        else:
            raise ValueError
        if (a >= 4 or b >= 4) and abs(a - b) >= 2:
            done = "A" if a > b else "B"
    if done:
        return "game " + done, done
    if a >= 3 and b >= 3:
        if a == b:
            return "deuce", None
        return ("advantage A" if a > b else "advantage B"), None
    return f"{CALLS[a]}-{CALLS[b]}", None


def test_docstring_examples(tennis):
    assert tennis.game_score("") == "0-0"
    assert tennis.game_score("AAB") == "30-15"
    assert tennis.game_score("BBBA") == "15-40"
    assert tennis.game_score("AAABBB") == "deuce"
    assert tennis.game_score("AAABBBA") == "advantage A"
    assert tennis.game_score("AAAA") == "game A"


@pytest.mark.parametrize("points, expected", [
    ("A", "15-0"), ("B", "0-15"), ("AB", "15-15"), ("AA", "30-0"), ("AAA", "40-0"),
    ("BBB", "0-40"), ("ABAB", "30-30"), ("AABBB", "30-40"), ("AAAB", "40-15"),
    ("BBBB", "game B"), ("AAABB", "40-30"), ("ABABAB", "deuce"), ("AAABBBB", "advantage B"),
    ("AAABBBAB", "deuce"), ("AAABBBAA", "game A"), ("AAABBBBB", "game B"),
    ("AAABBBABABABBA", "deuce"), ("BBBAAAABAB", "deuce"), ("BBBAAAABABB", "advantage B"),
    ("AAABA", "game A"), ("BBBAB", "game B"), ("AABBBB", "game B"), ("BBAAAA", "game A"),
    ("AAABBBABAA", "game A"),
])
def test_scores(tennis, points, expected):
    assert tennis.game_score(points) == expected


@pytest.mark.parametrize("points, expected", [
    ("", None), ("AAA", None), ("AAAA", "A"), ("BBBB", "B"), ("AAABBB", None), ("AAABBBA", None),
    ("AAABBBAA", "A"), ("AAABBBBB", "B"), ("AAABA", "A"), ("ABABABABBB", "B"), ("AAABBBAB", None),
])
def test_winner(tennis, points, expected):
    assert tennis.winner(points) == expected


def test_lower_case(tennis):
    assert tennis.game_score("aab") == "30-15"
    assert tennis.game_score("aaabbba") == "advantage A"
    assert tennis.game_score("AaAbBb") == "deuce"
    assert tennis.game_score("bbbb") == "game B"
    assert tennis.winner("aaaa") == "A"
    assert tennis.winner("abab") is None


@pytest.mark.parametrize("points", ["C", "AAX", "A B", "1", "AA-B", "ABc", " ", "AB\n", "AÁ"])
def test_bad_characters(tennis, points):
    with pytest.raises(ValueError):
        tennis.game_score(points)
    with pytest.raises(ValueError):
        tennis.winner(points)


@pytest.mark.parametrize("points", ["AAAAA", "AAAAB", "BBBBA", "AAABBBAAA", "AAABBBBBA", "aaaab",
                                    "AAAAX", "ABABABABAAA"])
def test_points_after_the_game(tennis, points):
    with pytest.raises(ValueError):
        tennis.game_score(points)
    with pytest.raises(ValueError):
        tennis.winner(points)


def test_exhaustive_up_to_ten_points(tennis):
    for length in range(11):
        for combo in itertools.product("AB", repeat=length):
            points = "".join(combo)
            try:
                expected = oracle(points)
            except ValueError:
                with pytest.raises(ValueError):
                    tennis.game_score(points)
                with pytest.raises(ValueError):
                    tennis.winner(points)
                continue
            assert tennis.game_score(points) == expected[0], points
            assert tennis.winner(points) == expected[1], points
