"""Hidden check for bell_ringing_module: bells.py with stage_name (3-9 bells), plain_hunt (rows
from rounds to rounds, swapping 1-2,3-4.. then 2-3,4-5.. alternately) and is_true (no row
twice, the last row back to the first not counting)."""

import os
import sys

import pytest

sys.path.insert(0, os.getcwd())
from bells import is_true, plain_hunt, stage_name  # noqa: E402


def expected_hunt(n):
    rounds = [str(i) for i in range(1, n + 1)]
    row, rows, first = rounds[:], ["".join(rounds)], True
    for _ in range(2 * n):
        for i in range(0 if first else 1, n - 1, 2):
            row[i], row[i + 1] = row[i + 1], row[i]
        rows.append("".join(row))
        first = not first
    return rows


def test_prompt_examples():
    assert plain_hunt(4) == ["1234", "2143", "2413", "4231", "4321", "3412", "3142", "1324",
                             "1234"]
    assert plain_hunt(3) == ["123", "213", "231", "321", "312", "132", "123"]
    assert stage_name(8) == "Major"
    assert is_true(plain_hunt(6)) is True
    assert is_true(["1234", "2143", "1234", "2143", "1234"]) is False


def test_stage_names():
    assert [stage_name(n) for n in range(3, 10)] == [
        "Singles", "Minimus", "Doubles", "Minor", "Triples", "Major", "Caters"]
    for bad in [0, 1, 2, 10, 12, -5]:
        with pytest.raises(ValueError):
            stage_name(bad)


def test_plain_hunt_all_stages():
    for n in range(3, 10):
        rows = plain_hunt(n)
        assert rows == expected_hunt(n), n
        assert len(rows) == 2 * n + 1
        assert rows[0] == rows[-1] == "123456789"[:n]
    assert plain_hunt(5) == ["12345", "21435", "24153", "42513", "45231", "54321", "53412",
                             "35142", "31524", "13254", "12345"]


def test_plain_hunt_errors():
    for bad in [0, 1, 2, 10, 16, -4]:
        with pytest.raises(ValueError):
            plain_hunt(bad)


def test_is_true():
    for n in range(3, 10):
        assert is_true(plain_hunt(n)) is True
    assert is_true(["1234"]) is True
    assert is_true(["1234", "2143", "2413"]) is True
    assert is_true(["1234", "2143", "2143", "1234"]) is False
    assert is_true(["1234", "2143", "1234", "1234"]) is False
    assert is_true(["12345", "21354", "23145", "21354", "12345"]) is False
    assert is_true(plain_hunt(5) + plain_hunt(5)[1:]) is False
