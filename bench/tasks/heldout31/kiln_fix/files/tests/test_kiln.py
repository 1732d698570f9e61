import pytest

from kiln import (FULL_RATE, parse_schedule, parse_segment, peak_temperature,
                  segment_minutes, total_minutes)

BISQUE = "100/600/0, 150/950/15, FULL/1000/10"


def test_parse_segment():
    assert parse_segment("100/600/10") == (100, 600, 10)
    assert parse_segment(" full / 1000 / 0 ") == (FULL_RATE, 1000, 0)
    with pytest.raises(ValueError):
        parse_segment("100/600")
    with pytest.raises(ValueError):
        parse_segment("0/600/0")


def test_parse_schedule():
    assert parse_schedule(BISQUE) == [(100, 600, 0), (150, 950, 15), (500, 1000, 10)]
    assert parse_schedule("80/200/60\n\n200/1220/0,\n") == [(80, 200, 60), (200, 1220, 0)]
    with pytest.raises(ValueError):
        parse_schedule(" , ")


def test_segment_minutes_heating():
    assert segment_minutes(20, (100, 600, 0)) == 348
    assert segment_minutes(600, (150, 950, 15)) == 155
    assert segment_minutes(20, (60, 21, 5)) == 6


def test_segment_minutes_cooling():
    assert segment_minutes(1220, (150, 1000, 0)) == 88
    assert segment_minutes(1000, (100, 800, 30)) == 150


def test_total_minutes():
    assert total_minutes(parse_schedule(BISQUE)) == 348 + 155 + 6 + 10
    assert total_minutes(parse_schedule("100/600/0"), room=0) == 360
    glaze = parse_schedule("200/1220/15, FULL/1000/0, 100/800/30")
    assert total_minutes(glaze) == 360 + 15 + 27 + 150


def test_peak_temperature():
    assert peak_temperature(parse_schedule(BISQUE)) == 1000
    assert peak_temperature([(100, 10, 0)], room=25) == 25
