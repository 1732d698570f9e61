import pytest

from lessons import cancellation_charge, exam_fee, family_fee, lesson_fee, term_fee


def test_lesson_fee():
    assert lesson_fee(30) == 18.0
    assert lesson_fee(45) == 26.0
    assert lesson_fee(60) == 34.0


@pytest.mark.parametrize("minutes", [0, 20, 40, 90, -30])
def test_lesson_fee_other_lengths(minutes):
    with pytest.raises(ValueError):
        lesson_fee(minutes)


def test_term_fee():
    assert term_fee(30) == 180.0
    assert term_fee(45) == 260.0
    assert term_fee(60, 12) == 408.0
    assert term_fee(30, 1) == 18.0
    assert term_fee(45, 15) == 390.0


@pytest.mark.parametrize("weeks", [0, -1, 16, 20, 2.5, 10.0])
def test_term_fee_bad_weeks(weeks):
    with pytest.raises(ValueError):
        term_fee(30, weeks)


def test_term_fee_bad_length():
    with pytest.raises(ValueError):
        term_fee(50, 10)


def test_family_fee():
    assert family_fee([45]) == 260.0
    assert family_fee([45, 30]) == 260.0 + 162.0
    assert family_fee([30, 45]) == 422.0
    assert family_fee([30, 30, 60]) == 340.0 + 162.0 + 162.0
    assert family_fee([60, 30], weeks=5) == 170.0 + 81.0
    assert family_fee([30], 12) == 216.0


def test_family_fee_errors():
    with pytest.raises(ValueError):
        family_fee([])
    with pytest.raises(ValueError):
        family_fee([30, 50])
    with pytest.raises(ValueError):
        family_fee([30, 45], weeks=16)


def test_cancellation_charge():
    assert cancellation_charge(30, 48) == 0.0
    assert cancellation_charge(30, 24) == 0.0
    assert cancellation_charge(30, 23.5) == 9.0
    assert cancellation_charge(45, 2) == 13.0
    assert cancellation_charge(60, 0) == 17.0
    with pytest.raises(ValueError):
        cancellation_charge(30, -1)


def test_exam_fee():
    assert [exam_fee(g) for g in range(1, 6)] == [45.0, 52.0, 58.0, 66.0, 72.0]
    assert exam_fee(6) == 84.0
    assert exam_fee(7) == 96.0
    assert exam_fee(8) == 108.0


@pytest.mark.parametrize("grade", [0, 9, -1, 10])
def test_exam_fee_bad_grade(grade):
    with pytest.raises(ValueError):
        exam_fee(grade)
