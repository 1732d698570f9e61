from grades import grade_counts, letter_grade


def test_example_from_the_task():
    assert grade_counts([95, 82, 91, 40]) == {"A": 2, "B": 1, "F": 1}


def test_empty_list():
    assert grade_counts([]) == {}


def test_boundaries_follow_letter_grade():
    assert grade_counts([90, 89, 80, 79, 70, 69, 60, 59]) == {
        "A": 1, "B": 2, "C": 2, "D": 2, "F": 1}


def test_one_letter_only():
    assert grade_counts([100, 90, 93]) == {"A": 3}
    assert grade_counts([72]) == {"C": 1}


def test_letter_grade_unchanged():
    assert letter_grade(90) == "A"
    assert letter_grade(0) == "F"
