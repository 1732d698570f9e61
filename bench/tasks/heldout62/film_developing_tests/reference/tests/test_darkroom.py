import pytest

from darkroom import clock, dev_time, dilution, fixer_left


def test_dev_time_at_20():
    assert dev_time(7) == 420
    assert dev_time(6.5, 20) == 390
    assert dev_time(10, 20, 0) == 600


def test_dev_time_temperature():
    assert dev_time(7, 22) == 345
    assert dev_time(8, 23) == 345
    assert dev_time(7, 18) == 525
    assert dev_time(6, 19) == 405


def test_temperature_range_ends():
    assert dev_time(6, 24) == 240
    assert dev_time(6, 18) == 450
    for temp in [17, 17.5, 24.5, 25, 30]:
        with pytest.raises(ValueError):
            dev_time(6, temp)


def test_push_and_pull():
    assert dev_time(7, 20, 1) == 540
    assert dev_time(10, 20, 2) == 960
    assert dev_time(10, 20, 3) == 1200
    assert dev_time(9.5, 21, -1) == 405
    assert dev_time(10, 20, -1) == 480
    assert dev_time(6, 24, 2) == 375
    for push in [4, -2, 0.5]:
        with pytest.raises(ValueError):
            dev_time(7, 20, push)


def test_rounding_to_15_seconds():
    assert dev_time(7, 18) == 525  # 518.5 s
    assert dev_time(5.1) == 300  # 306 s
    assert dev_time(5.15) == 315  # 309 s
    for minutes in [3, 4.5, 7, 8.25, 11]:
        for temp in range(18, 25):
            assert dev_time(minutes, temp) % 15 == 0


def test_dev_time_minutes_must_be_positive():
    for bad in [0, -3]:
        with pytest.raises(ValueError):
            dev_time(bad)


def test_clock():
    assert clock(450) == "7:30"
    assert clock(65) == "1:05"
    assert clock(5) == "0:05"
    assert clock(600) == "10:00"
    assert clock(0) == "0:00"
    with pytest.raises(ValueError):
        clock(-1)


def test_dilution():
    assert dilution(500) == (50, 450)
    assert dilution(600, "1+25") == (23, 577)
    assert dilution(300, "1+4") == (60, 240)
    assert dilution(1000, "1+14") == (67, 933)
    assert dilution(250, "1+1") == (125, 125)
    assert dilution(400, "3+1") == (300, 100)


@pytest.mark.parametrize("args", [(0,), (-100,), (500, "1:9"), (500, "1+0"), (500, "0+9"),
                                  (500, "1+9+1"), (500, "a+9"), (500, "")])
def test_dilution_errors(args):
    with pytest.raises(ValueError):
        dilution(*args)


def test_fixer_left():
    assert fixer_left(1, 3) == 12
    assert fixer_left(1, 0) == 15
    assert fixer_left(2, 10) == 20
    assert fixer_left(0.5, 5) == 2
    assert fixer_left(1, 15) == 0
    assert fixer_left(1, 20) == 0
    assert fixer_left(0.5, 8) == 0
