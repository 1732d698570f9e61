import pytest

import grades


EXPECTED_TABLE = [(90, "A"), (80, "B"), (70, "C"), (60, "D"), (0, "F")]


def test_table_exists_with_same_cutoffs():
    table = grades.GRADE_BOUNDARIES
    assert isinstance(table, list)
    assert [tuple(entry) for entry in table] == EXPECTED_TABLE
    assert all(isinstance(entry, tuple) for entry in table)


@pytest.mark.parametrize("score,letter", [
    (100, "A"), (90, "A"), (89.99, "B"), (80, "B"), (79.5, "C"), (70, "C"),
    (69, "D"), (60, "D"), (59.9, "F"), (1, "F"), (0, "F"),
])
def test_letter_grade_same_behaviour(score, letter):
    assert grades.letter_grade(score) == letter


@pytest.mark.parametrize("score", [-0.1, -1, 100.01, 101, 1000])
def test_out_of_range_still_raises(score):
    with pytest.raises(ValueError):
        grades.letter_grade(score)


def test_grade_counts_same_behaviour():
    assert grades.grade_counts([95, 85, 91, 42, 60, 70]) == {
        "A": 2, "B": 1, "C": 1, "D": 1, "F": 1}
    assert grades.grade_counts([]) == {"A": 0, "B": 0, "C": 0, "D": 0, "F": 0}


def test_grade_counts_rejects_bad_score():
    with pytest.raises(ValueError):
        grades.grade_counts([50, 120])


@pytest.fixture
def extended_table():
    table = grades.GRADE_BOUNDARIES
    saved = list(table)
    table.insert(0, (97, "A+"))
    table.insert(5, (50, "E"))
    try:
        yield table
    finally:
        table[:] = saved


def test_letter_grade_reads_table(extended_table):
    assert grades.letter_grade(99) == "A+"
    assert grades.letter_grade(97) == "A+"
    assert grades.letter_grade(96) == "A"
    assert grades.letter_grade(55) == "E"
    assert grades.letter_grade(49) == "F"


def test_grade_counts_reads_table(extended_table):
    assert grades.grade_counts([98, 91, 55, 10]) == {
        "A+": 1, "A": 1, "B": 0, "C": 0, "D": 0, "E": 1, "F": 1}
    assert grades.grade_counts([]) == {
        "A+": 0, "A": 0, "B": 0, "C": 0, "D": 0, "E": 0, "F": 0}


def test_changed_cutoff_followed(extended_table):
    extended_table[:] = [(85, "A"), (0, "F")]
    assert grades.letter_grade(86) == "A"
    assert grades.letter_grade(84) == "F"
    assert grades.grade_counts([90, 20, 30]) == {"A": 1, "F": 2}
