import pytest

from archery import (arrow_value, end_total, parse_end, running_totals, sort_end,
                     summary)

ENDS = ["10 X 9 9 8 M", "9 x 7 10 10 6", "8 8 M 5 X 9"]


def test_arrow_value():
    assert arrow_value("X") == 10
    assert arrow_value(" x ") == 10
    assert arrow_value("10") == 10
    assert arrow_value("7") == 7
    assert arrow_value("m") == 0
    for bad in ["11", "0", "", "XX", "ten"]:
        with pytest.raises(ValueError):
            arrow_value(bad)


def test_parse_end():
    assert parse_end("10 X 9 9 8 M") == ["10", "X", "9", "9", "8", "M"]
    assert parse_end("x, 9,8") == ["X", "9", "8"]
    with pytest.raises(ValueError):
        parse_end("10 9 9 8")
    with pytest.raises(ValueError):
        parse_end("10 9 Q")


def test_sort_end():
    assert sort_end(["10", "X", "9", "9", "8", "M"]) == ["X", "10", "9", "9", "8", "M"]
    assert sort_end(["M", "7", "10", "X", "10", "6"]) == ["X", "10", "10", "7", "6", "M"]
    marks = ["9", "X", "8"]
    sort_end(marks)
    assert marks == ["9", "X", "8"]


def test_end_total():
    assert end_total(parse_end("10 X 9 9 8 M")) == 46
    assert end_total(["M", "M", "M"]) == 0


def test_running_totals():
    ends = [parse_end(text) for text in ENDS]
    assert running_totals(ends) == [46, 46 + 52, 46 + 52 + 40]
    assert running_totals([]) == []


def test_summary():
    ends = [parse_end(text) for text in ENDS]
    assert summary(ends) == {"total": 138, "hits": 16, "tens": 6, "xs": 3}
    assert summary([["M", "M", "M"]]) == {"total": 0, "hits": 0, "tens": 0, "xs": 0}
