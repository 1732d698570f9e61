from grades import letter_grade, passed


def test_letter_grade():
    assert letter_grade(95) == "A"
    assert letter_grade(80) == "B"
    assert letter_grade(59) == "F"


def test_passed():
    assert passed(60)
    assert not passed(12)
