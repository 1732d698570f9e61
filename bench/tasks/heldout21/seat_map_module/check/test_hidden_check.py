import copy
import os
import sys

import pytest

sys.path.insert(0, os.getcwd())
import seats  # noqa: E402


def test_prompt_examples():
    assert seats.parse_seat(" 7f ") == (7, "F")
    assert seats.seat_type("12C") == "aisle"
    assert seats.adjacent_pairs(["10A", "2C", "2D", "2b", "10B", "10C"]) == [
        ("2B", "2C"), ("10A", "10B"), ("10B", "10C")]
    assert seats.find_block(["5D", "5E", "4C", "5F", "4B"], 3) == ["5D", "5E", "5F"]
    assert seats.find_block(["5D", "5E", "4C", "5F", "4B"], 2) == ["4B", "4C"]


@pytest.mark.parametrize("label,expected", [
    ("1A", (1, "A")), ("40F", (40, "F")), ("12c", (12, "C")), ("\t9b\n", (9, "B")),
    ("  33D", (33, "D")),
])
def test_parse_ok(label, expected):
    result = seats.parse_seat(label)
    assert result == expected
    assert isinstance(result, tuple) and type(result[0]) is int


@pytest.mark.parametrize("label", ["0A", "41A", "07A", "12G", "12", "C12", "12 C", "", "12CC",
                                   "-1A", "1.5A", "100A", "A"])
def test_parse_bad(label):
    with pytest.raises(ValueError):
        seats.parse_seat(label)


@pytest.mark.parametrize("label,kind", [("1A", "window"), ("1f", "window"), ("3B", "middle"),
                                        ("3E", "middle"), ("40C", "aisle"), ("9d", "aisle")])
def test_seat_type(label, kind):
    assert seats.seat_type(label) == kind


def test_seat_type_bad():
    with pytest.raises(ValueError):
        seats.seat_type("41A")


def test_pairs_no_aisle_crossing():
    assert seats.adjacent_pairs(["3C", "3D"]) == []
    assert seats.adjacent_pairs(["3A", "3B", "3C", "3D", "3E", "3F"]) == [
        ("3A", "3B"), ("3B", "3C"), ("3D", "3E"), ("3E", "3F")]


def test_pairs_same_row_only_and_gaps():
    assert seats.adjacent_pairs(["3C", "4A", "3A", "4C", "5B"]) == []


def test_pairs_numeric_row_sort_and_normalise():
    free = [" 10e", "9F", "2e", "10D", "9E", "2F", "2E"]
    assert seats.adjacent_pairs(free) == [("2E", "2F"), ("9E", "9F"), ("10D", "10E")]


def test_pairs_does_not_mutate():
    free = ["10A", "2C", "2D", "2b", "10B", "10C"]
    before = copy.deepcopy(free)
    seats.adjacent_pairs(free)
    seats.find_block(free, 2)
    assert free == before


def test_pairs_accepts_tuple_and_empty():
    assert seats.adjacent_pairs(()) == []
    assert seats.adjacent_pairs(("1a", "1B")) == [("1A", "1B")]


def test_pairs_invalid_label():
    with pytest.raises(ValueError):
        seats.adjacent_pairs(["1A", "1B", "0C"])


def test_block_lowest_row_first():
    free = ["12A", "12B", "12C", "3E", "3F", "30A", "30B"]
    assert seats.find_block(free, 3) == ["12A", "12B", "12C"]
    assert seats.find_block(free, 2) == ["3E", "3F"]


def test_block_leftmost_in_row():
    assert seats.find_block(["8E", "8F", "8B", "8C"], 2) == ["8B", "8C"]
    assert seats.find_block(["8E", "8F", "8B", "8C", "8A"], 2) == ["8A", "8B"]
    assert seats.find_block(["8F", "8D"], 1) == ["8D"]


def test_block_not_across_aisle():
    assert seats.find_block(["6B", "6C", "6D", "6E"], 3) is None
    assert seats.find_block(["6C", "6D"], 2) is None


def test_block_size_one_and_normalised():
    assert seats.find_block(["  20f", "19c"], 1) == ["19C"]
    assert seats.find_block([], 1) is None


def test_block_gap_not_a_block():
    assert seats.find_block(["2A", "2C", "1D", "1F"], 2) is None


@pytest.mark.parametrize("n", [0, 4, -1, 6])
def test_block_bad_n(n):
    with pytest.raises(ValueError):
        seats.find_block(["1A", "1B", "1C"], n)


def test_block_invalid_label():
    with pytest.raises(ValueError):
        seats.find_block(["1A", "1B", "1X"], 2)
