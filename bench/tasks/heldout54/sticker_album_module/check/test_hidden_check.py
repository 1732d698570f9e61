"""Hidden check for sticker_album_module: stickers.py with parse_numbers, missing, doubles,
swap and progress as the prompt describes them, its example and its error rules."""

import os
import random
import sys
from collections import Counter

import pytest

sys.path.insert(0, os.getcwd())
import stickers  # noqa: E402

SAM = "1, 2, 2, 5, 7, 7, 7, 9-11, 11, 14"
LEO = "2, 3-4, 3, 4, 8, 8, 12, 12, 13"


def test_prompt_example():
    sam = stickers.parse_numbers(SAM)
    leo = stickers.parse_numbers(LEO)
    assert sam == [1, 2, 2, 5, 7, 7, 7, 9, 10, 11, 11, 14]
    assert leo == [2, 3, 4, 3, 4, 8, 8, 12, 12, 13]
    assert stickers.missing(sam, 15) == [3, 4, 6, 8, 12, 13, 15]
    assert stickers.doubles(sam) == {2: 1, 7: 2, 11: 1}
    assert list(stickers.doubles(sam)) == [2, 7, 11]
    assert tuple(stickers.swap(sam, leo)) == ([7, 11], [3, 4])
    assert stickers.progress(sam, 15) == "8/15 (53%)"


def test_parse_numbers():
    assert stickers.parse_numbers("1, 4-7, 12, 12") == [1, 4, 5, 6, 7, 12, 12]
    assert stickers.parse_numbers("640") == [640]
    assert stickers.parse_numbers("12,3,3") == [12, 3, 3]
    assert stickers.parse_numbers(" 5 - 8 ,2") == [5, 6, 7, 8, 2]
    assert stickers.parse_numbers("7-7") == [7]
    assert stickers.parse_numbers("3-5, 4") == [3, 4, 5, 4]
    assert stickers.parse_numbers("") == []
    assert stickers.parse_numbers("   ") == []


@pytest.mark.parametrize("text", ["0", "9-3", "abc", "3-", "-3", "1, x", "2.5", "1, 0-4",
                                  "one", "4-two"])
def test_parse_numbers_errors(text):
    with pytest.raises(ValueError):
        stickers.parse_numbers(text)


def test_missing_and_progress():
    assert stickers.missing([], 5) == [1, 2, 3, 4, 5]
    assert stickers.missing([5, 1, 3, 3], 5) == [2, 4]
    assert stickers.missing([1, 2, 3], 3) == []
    assert stickers.progress([], 640) == "0/640 (0%)"
    assert stickers.progress(list(range(1, 313)), 640) == "312/640 (48%)"
    assert stickers.progress([1, 1, 1], 3) == "1/3 (33%)"
    assert stickers.progress([1, 2, 3, 3], 3) == "3/3 (100%)"
    assert stickers.progress(list(range(1, 640)), 640) == "639/640 (99%)"
    for have in [[0], [1, 16], [-2]]:
        with pytest.raises(ValueError):
            stickers.missing(have, 15)
        with pytest.raises(ValueError):
            stickers.progress(have, 15)


def test_doubles():
    assert stickers.doubles([]) == {}
    assert stickers.doubles([1, 2, 3]) == {}
    got = stickers.doubles([9, 3, 9, 3, 3, 1, 9, 9])
    assert got == {3: 2, 9: 3}
    assert list(got) == [3, 9]


def test_swap_more():
    assert tuple(stickers.swap([1, 1, 2, 2], [3, 3, 4, 4])) == ([1, 2], [3, 4])
    assert tuple(stickers.swap([1, 1, 2, 2, 5, 5], [3, 3])) == ([1], [3])
    assert tuple(stickers.swap([1, 1], [1, 1, 2, 2])) == ([], [])
    assert tuple(stickers.swap([6, 6, 6], [1, 1])) == ([6], [1])
    assert tuple(stickers.swap([], [1, 1])) == ([], [])
    assert tuple(stickers.swap([9, 9, 4, 4], [7, 8, 8, 2, 2])) == ([4, 9], [2, 8])
    assert tuple(stickers.swap([9, 9, 4, 4], [4, 8, 8, 2, 2])) == ([9], [2])


def expected_swap(mine, theirs):
    cm, ct = Counter(mine), Counter(theirs)
    give = sorted(n for n in cm if cm[n] > 1 and n not in ct)
    get = sorted(n for n in ct if ct[n] > 1 and n not in cm)
    k = min(len(give), len(get))
    return give[:k], get[:k]


def test_sampled():
    rng = random.Random(5454)
    for _ in range(500):
        size = rng.randint(5, 60)
        mine = [rng.randint(1, size) for _ in range(rng.randint(0, 40))]
        theirs = [rng.randint(1, size) for _ in range(rng.randint(0, 40))]
        text = ", ".join(str(n) for n in mine)
        assert stickers.parse_numbers(text) == mine
        assert stickers.missing(mine, size) == sorted(set(range(1, size + 1)) - set(mine))
        c = Counter(mine)
        assert stickers.doubles(mine) == {n: c[n] - 1 for n in sorted(c) if c[n] > 1}
        assert tuple(stickers.swap(mine, theirs)) == expected_swap(mine, theirs), (mine, theirs)
        n = len(set(mine))
        assert stickers.progress(mine, size) == f"{n}/{size} ({n * 100 // size}%)"
