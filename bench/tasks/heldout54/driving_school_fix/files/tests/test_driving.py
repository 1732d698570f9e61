import pytest

from driving import lesson_fee, mock_result, pickup_time, prepaid_cost, progress


def test_lesson_fee():
    assert lesson_fee(60) == 38.0
    assert lesson_fee(90) == 55.0
    assert lesson_fee(120) == 72.0
    with pytest.raises(ValueError):
        lesson_fee(45)


def test_prepaid_cost():
    assert prepaid_cost(10) == 340.0
    assert prepaid_cost(12) == 416.0
    assert prepaid_cost(7) == 266.0
    assert prepaid_cost(25) == 870.0
    with pytest.raises(ValueError):
        prepaid_cost(0)


def test_mock_result():
    assert mock_result(3) == "pass"
    assert mock_result(15) == "pass"
    assert mock_result(16) == "fail"
    assert mock_result(2, serious=1) == "fail"
    assert mock_result(0, dangerous=1) == "fail"


def test_pickup_time():
    assert pickup_time("14:30", 20) == "14:10"
    assert pickup_time("09:10", 25) == "08:45"
    assert pickup_time("09:10", 75) == "07:55"
    assert pickup_time("10:00", 130) == "07:50"


def test_progress():
    assert progress(0) == 0
    assert progress(9) == 20
    assert progress(30) == 66
    assert progress(45) == 100
    assert progress(52) == 100
