import pytest

from breadmaker import format_time, parse_time, program_length, ready_at, timer_setting


def test_parse_time():
    assert parse_time("00:00") == 0
    assert parse_time("07:30") == 450
    assert parse_time(" 21:05 \n") == 1265
    assert parse_time("23:59") == 1439


@pytest.mark.parametrize("bad", ["24:00", "12:60", "7.30", "0730", "", "12:5", "ab:cd",
                                 "-1:30", "12:"])
def test_parse_time_refuses(bad):
    with pytest.raises(ValueError):
        parse_time(bad)


def test_format_time():
    assert format_time(0) == "00:00"
    assert format_time(65) == "01:05"
    assert format_time(1439) == "23:59"
    assert format_time(1440) == "00:00"
    assert format_time(1500) == "01:00"


def test_program_length():
    assert program_length("basic") == 180
    assert program_length("wholemeal") == 220
    assert program_length("french") == 230
    assert program_length("quick") == 120
    assert program_length("dough") == 90
    assert program_length(" Wholemeal ") == 220
    assert program_length("FRENCH") == 230
    for bad in ["rye", "", "basic bread"]:
        with pytest.raises(ValueError):
            program_length(bad)


def test_ready_at():
    assert ready_at("07:00", "basic") == "10:00"
    assert ready_at("14:45", "Wholemeal") == "18:25"
    assert ready_at("22:30", "french") == "02:20"
    assert ready_at("23:00", "dough") == "00:30"
    with pytest.raises(ValueError):
        ready_at("07:00", "rye")


def test_timer_setting():
    assert timer_setting("22:00", "07:00", "basic") == (6, 0)
    assert timer_setting("21:15", "06:30", "wholemeal") == (5, 35)
    assert timer_setting("08:00", "18:00", "quick") == (8, 0)
    assert timer_setting("08:00", "09:30", "dough") == (0, 0)
    assert timer_setting("18:00", "10:00", "basic") == (13, 0)
    assert timer_setting("18:00", "09:59", "basic") == (12, 59)
    assert timer_setting("10:10", "13:50", "Quick") == (1, 40)


@pytest.mark.parametrize("args", [
    ("08:00", "09:29", "dough"),  # one minute short
    ("18:00", "10:01", "basic"),  # a delay of 13 hours and 1 minute
    ("07:00", "07:00", "quick"),  # ready "now" leaves no time at all
    ("12:00", "13:00", "basic"),
])
def test_timer_setting_refuses(args):
    with pytest.raises(ValueError):
        timer_setting(*args)


def test_timer_setting_bad_input():
    with pytest.raises(ValueError):
        timer_setting("22:00", "07:00", "rye")
    with pytest.raises(ValueError):
        timer_setting("25:00", "07:00", "basic")
