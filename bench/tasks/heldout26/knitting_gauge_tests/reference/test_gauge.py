import pytest

from gauge import cast_on, finished_width, parse_gauge, skeins_needed


@pytest.mark.parametrize("text, expected", [
    ("22 sts = 10 cm", (22, 10.0)),
    ("22 stitches = 10 cm", (22, 10.0)),
    ("22 sts / 10 cm", (22, 10.0)),
    ("22sts=10cm", (22, 10.0)),
    ("22 sts=10 cm", (22, 10.0)),
    ("22sts / 10cm", (22, 10.0)),
    ("  22 sts = 10 cm  ", (22, 10.0)),
    ("22 STS = 10 CM", (22, 10.0)),
    ("18 Stitches/4 In", (18, 10.16)),
    ("18 sts = 4 in", (18, 10.16)),
    ("9 sts = 1 inch", (9, 2.54)),
    ("20 sts = 3 inches", (20, 7.62)),
    ("5 sts = 2.5 cm", (5, 2.5)),
    ("11 sts = 1.5 in", (11, 3.81)),
    ("1 sts = 1 cm", (1, 1.0)),
    ("60 sts = 10 cm", (60, 10.0)),
])
def test_parse_gauge(text, expected):
    assert parse_gauge(text) == pytest.approx(expected)
    assert isinstance(parse_gauge(text)[0], int)


def test_parse_gauge_rounds_cm_to_two_decimals():
    assert parse_gauge("10 sts = 1.333 in") == (10, 3.39)


@pytest.mark.parametrize("text", [
    "", "22 sts", "22 = 10 cm", "22 sts = 10", "22 sts = 10 mm", "22 sts : 10 cm",
    "0 sts = 10 cm", "61 sts = 10 cm", "22 sts = 0 cm", "22 sts = 0.0 cm", "22 sts = -10 cm",
    "22.5 sts = 10 cm", "twenty sts = 10 cm", "22 st = 10 cm", "22 sts = 10 cms", "22 sts = 10 cm x",
])
def test_parse_gauge_invalid(text):
    with pytest.raises(ValueError):
        parse_gauge(text)


def test_cast_on_plain():
    assert cast_on(50, "22 sts = 10 cm") == 110
    assert cast_on(10, "22 sts = 10 cm") == 22
    assert cast_on(0.5, "22 sts = 10 cm") == 2


def test_cast_on_rounds_up():
    assert cast_on(51, "22 sts = 10 cm") == 113
    assert cast_on(50.1, "22 sts = 10 cm") == 111
    assert cast_on(12, "18 sts = 4 in") == 22


def test_cast_on_whole_count_not_bumped():
    assert cast_on(38.1, "12 sts = 4 in") == 45
    assert cast_on(38.1, "24 sts = 4 in") == 90
    assert cast_on(20, "20 sts / 10 cm") == 40


def test_cast_on_multiple_and_plus():
    assert cast_on(51, "22 sts = 10 cm", multiple=4, plus=2) == 114
    assert cast_on(50, "22 sts = 10 cm", multiple=4, plus=2) == 110
    assert cast_on(50, "22 sts = 10 cm", multiple=4) == 112
    assert cast_on(50, "22 sts = 10 cm", multiple=6, plus=1) == 115
    assert cast_on(50, "22 sts = 10 cm", plus=3) == 110
    assert cast_on(50, "22 sts = 10 cm", multiple=10, plus=0) == 110


def test_cast_on_at_least_one_repeat():
    assert cast_on(0.5, "22 sts = 10 cm", multiple=4, plus=6) == 10
    assert cast_on(1, "22 sts = 10 cm", multiple=8) == 8
    assert cast_on(0.5, "22 sts = 10 cm", plus=5) == 6


def test_cast_on_width_limits():
    assert cast_on(500, "10 sts = 10 cm") == 500
    assert cast_on(0.1, "10 sts = 10 cm") == 1
    for width in (0, -1, 500.5, 501, True, "50", None):
        with pytest.raises(ValueError):
            cast_on(width, "22 sts = 10 cm")


@pytest.mark.parametrize("kwargs", [
    {"multiple": 0}, {"multiple": -2}, {"multiple": 2.0}, {"multiple": True},
    {"plus": -1}, {"plus": 1.0}, {"plus": True},
])
def test_cast_on_bad_repeat(kwargs):
    with pytest.raises(ValueError):
        cast_on(50, "22 sts = 10 cm", **kwargs)


def test_cast_on_bad_gauge():
    with pytest.raises(ValueError):
        cast_on(50, "22 sts")


def test_finished_width():
    assert finished_width(110, "22 sts = 10 cm") == 50.0
    assert finished_width(113, "22 sts = 10 cm") == 51.4
    assert finished_width(45, "12 sts = 4 in") == 38.1
    assert finished_width(1, "3 sts = 1 cm") == 0.3
    assert finished_width(7, "22 sts = 10 cm") == 3.2


@pytest.mark.parametrize("stitches", [0, -3, 10.0, True, "10"])
def test_finished_width_bad(stitches):
    with pytest.raises(ValueError):
        finished_width(stitches, "22 sts = 10 cm")


def test_skeins_needed():
    assert skeins_needed(450) == 4
    assert skeins_needed(400) == 3
    assert skeins_needed(1) == 2
    assert skeins_needed(450, spare=False) == 3
    assert skeins_needed(400, spare=False) == 2
    assert skeins_needed(401, spare=False) == 3
    assert skeins_needed(450, 150) == 4
    assert skeins_needed(450, 137.5, spare=False) == 4


@pytest.mark.parametrize("args", [(0,), (-10,), (100, 0), (100, -50), ("100",), (True,), (100, None)])
def test_skeins_needed_bad(args):
    with pytest.raises(ValueError):
        skeins_needed(*args)
