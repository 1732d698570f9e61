import pytest

from grading import (belt_index, can_grade, grading_fee, grading_list, months_needed,
                     next_belt)


def test_belt_index():
    assert belt_index("white") == 0
    assert belt_index("Green") == 4
    assert belt_index("  BROWN ") == 7
    with pytest.raises(ValueError):
        belt_index("pink")


def test_next_belt():
    assert next_belt("white") == "red"
    assert next_belt("Orange") == "green"
    assert next_belt("brown") == "black"
    with pytest.raises(ValueError):
        next_belt("black")


def test_months_needed():
    assert months_needed("yellow") == 3
    assert months_needed("orange") == 3
    assert months_needed("green") == 6
    assert months_needed("brown") == 6


def test_can_grade():
    assert can_grade("red", 3, 20) is True
    assert can_grade("red", 2, 40) is False
    assert can_grade("red", 8, 19) is False
    assert can_grade("green", 4, 25) is False
    assert can_grade("green", 6, 25) is True
    assert can_grade("black", 24, 100) is False


def test_grading_fee():
    assert grading_fee("yellow", 9) == 25.0
    assert grading_fee("yellow", 15) == 25.0
    assert grading_fee("red", 16) == 35.0
    assert grading_fee("blue", 40) == 35.0
    assert grading_fee("brown", 15) == 80.0


def test_grading_list():
    students = [
        ("Priya", "green", 14, 7, 30),
        ("Tom", "White", 8, 3, 22),
        ("Amy", "white", 16, 4, 20),
        ("Sam", "green", 35, 5, 40),
        ("Leo", "yellow", 11, 12, 12),
    ]
    assert grading_list(students) == [
        ("Amy", "red", 35.0),
        ("Tom", "red", 25.0),
        ("Priya", "blue", 25.0),
    ]
