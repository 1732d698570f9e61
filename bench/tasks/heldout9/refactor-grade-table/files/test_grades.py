import pytest

from grades import grade_counts, letter_grade


@pytest.mark.parametrize("score,letter", [
    (100, "A"), (90, "A"), (89.5, "B"), (80, "B"), (79, "C"), (70, "C"),
    (69, "D"), (60, "D"), (59.9, "F"), (0, "F"),
])
def test_letter_grade(score, letter):
    assert letter_grade(score) == letter


@pytest.mark.parametrize("score", [-1, 100.5, 101])
def test_out_of_range(score):
    with pytest.raises(ValueError):
        letter_grade(score)


def test_grade_counts():
    assert grade_counts([95, 85, 91, 42]) == {"A": 2, "B": 1, "C": 0, "D": 0, "F": 1}


def test_grade_counts_empty():
    assert grade_counts([]) == {"A": 0, "B": 0, "C": 0, "D": 0, "F": 0}
