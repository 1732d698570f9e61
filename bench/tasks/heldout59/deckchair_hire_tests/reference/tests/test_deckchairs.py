import pytest

from deckchairs import hire_charge, late_fee, parse_time, ticket


def test_parse_time():
    assert parse_time("09:30") == 570
    assert parse_time("00:00") == 0
    assert parse_time(" 23:59 ") == 1439
    assert parse_time("9:05") == 545


@pytest.mark.parametrize("bad", ["24:00", "12:60", "1230", "12:5", "ab:cd", "", "12:30pm",
                                 "-1:30"])
def test_parse_time_bad(bad):
    with pytest.raises(ValueError):
        parse_time(bad)


def test_hire_whole_and_part_hours():
    assert hire_charge("10:00", "11:00") == 2.5
    assert hire_charge("10:00", "11:01") == 5.0
    assert hire_charge("10:00", "10:01") == 2.5
    assert hire_charge("10:00", "12:00") == 5.0
    assert hire_charge("10:15", "13:00") == 7.5
    assert hire_charge("10:00", "14:00") == 10.0


def test_day_cap():
    assert hire_charge("10:00", "14:01") == 10.0
    assert hire_charge("09:00", "18:00") == 10.0
    assert hire_charge("09:00", "18:00", chairs=3) == 30.0


def test_chairs_and_windbreak():
    assert hire_charge("10:15", "13:00", chairs=2) == 15.0
    assert hire_charge("10:00", "11:00", windbreak=True) == 5.5
    assert hire_charge("09:00", "18:00", chairs=2, windbreak=True) == 23.0
    assert hire_charge("10:00", "12:00", chairs=10) == 50.0


@pytest.mark.parametrize("args", [("08:59", "10:00"), ("17:00", "18:01"), ("12:00", "12:00"),
                                  ("13:00", "12:00"), ("10:00", "11:00", 0),
                                  ("10:00", "11:00", 11), ("10:00", "11:00", 1.5)])
def test_hire_refused(args):
    with pytest.raises(ValueError):
        hire_charge(*args)


def test_late_fee():
    assert late_fee("13:00", "12:30") == 0.0
    assert late_fee("13:00", "13:00") == 0.0
    assert late_fee("13:00", "13:15") == 0.0
    assert late_fee("13:00", "13:16") == 1.0
    assert late_fee("13:00", "13:45") == 1.0
    assert late_fee("13:00", "13:46") == 2.0
    assert late_fee("13:00", "14:30") == 3.0
    assert late_fee("13:00", "13:50", chairs=3) == 6.0


def test_ticket():
    assert ticket(42, "10:15", "13:00", 2) == "No. 0042  2 chairs  10:15-13:00  £15.00"
    assert ticket(7, "09:00", "10:00") == "No. 0007  1 chair  09:00-10:00  £2.50"
    assert ticket(1234, "09:00", "18:00", 1, windbreak=True) == (
        "No. 1234  1 chair + windbreak  09:00-18:00  £13.00")
    assert ticket(9999, "11:00", "12:00") == "No. 9999  1 chair  11:00-12:00  £2.50"
    for bad in [0, 10000]:
        with pytest.raises(ValueError):
            ticket(bad, "10:00", "11:00")
