import os
import sys

import pytest

sys.path.insert(0, os.getcwd())
import chessclock  # noqa: E402
from chessclock import ChessClock, format_time  # noqa: E402


def test_prompt_example_flag():
    clock = ChessClock(1, increment=2)
    result = clock.press(61)
    assert result == 0.0
    assert clock.remaining["white"] == 0.0
    assert clock.flagged == "white"
    with pytest.raises(RuntimeError) as info:
        clock.press(1)
    assert str(info.value) == "game over: white flagged"
    assert clock.remaining["black"] == 60.0


def test_exactly_zero_flags_even_with_increment():
    clock = ChessClock(1, increment=5)
    assert clock.press(60) == 0.0
    assert clock.flagged == "white"
    with pytest.raises(RuntimeError):
        clock.press(0)


def test_increment_only_when_time_left():
    clock = ChessClock(1, increment=2)
    assert clock.press(59.5) == 2.5
    assert clock.flagged is None
    assert clock.turn == "black"
    assert clock.press(10) == 52.0
    assert clock.turn == "white"
    assert clock.press(2.25) == 2.25
    assert clock.press(70) == 0.0
    assert clock.flagged == "black"
    with pytest.raises(RuntimeError) as info:
        clock.press(1)
    assert str(info.value) == "game over: black flagged"
    assert clock.remaining == {"white": 2.25, "black": 0.0}


def test_no_increment_clock_unchanged_behaviour():
    clock = ChessClock(5)
    assert clock.press(30) == 270.0
    assert clock.press(0) == 300.0
    assert clock.display("white") == "4:30"
    assert clock.display("black") == "5:00"


def test_negative_elapsed():
    clock = ChessClock(5, 3)
    with pytest.raises(ValueError):
        clock.press(-1)
    assert clock.turn == "white"
    assert clock.remaining["white"] == 300.0


@pytest.mark.parametrize("seconds,text", [
    (9.96, "0:09.9"), (9.99, "0:09.9"), (9.94, "0:09.9"), (9.5, "0:09.5"), (5.0, "0:05.0"),
    (0.05, "0:00.0"), (0.0, "0:00.0"), (0.96, "0:00.9"), (1.25, "0:01.2"), (3.75, "0:03.7"),
    (7.1, "0:07.1"), (0.3, "0:00.3"),
])
def test_tenths_truncated(seconds, text):
    assert format_time(seconds) == text


@pytest.mark.parametrize("seconds,text", [
    (10.0, "0:10"), (10.99, "0:10"), (59.9, "0:59"), (600, "10:00"), (3599.9, "59:59"),
    (3600, "1:00:00"), (3725.5, "1:02:05"), (36000, "10:00:00"),
])
def test_longer_formats_unchanged(seconds, text):
    assert format_time(seconds) == text


def test_display_under_ten_via_clock():
    clock = ChessClock(1)
    clock.press(50.5)
    assert clock.display("white") == "0:09.5"
    clock.press(59.75)
    assert clock.display("black") == "0:00.2"
