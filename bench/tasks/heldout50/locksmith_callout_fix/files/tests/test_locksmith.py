from datetime import datetime

import pytest

from locksmith import day_sheet, job_price, labour, out_of_hours, parse_job


def test_parse_job():
    assert parse_job("2024-03-09 22:15, 50, 18.50") == (datetime(2024, 3, 9, 22, 15), 50, 18.5)
    assert parse_job(" 2024-03-06 09:30 ,12,0 ") == (datetime(2024, 3, 6, 9, 30), 12, 0.0)
    for bad in ["2024-03-09 22:15, 50", "2024-03-09, 50, 0", "2024-03-09 22:15, 0, 0",
                "2024-03-09 22:15, 20, -1"]:
        with pytest.raises(ValueError):
            parse_job(bad)


def test_out_of_hours():
    # Wednesday 6 March 2024
    assert out_of_hours(datetime(2024, 3, 6, 8, 0)) is False
    assert out_of_hours(datetime(2024, 3, 6, 17, 59)) is False
    assert out_of_hours(datetime(2024, 3, 6, 7, 59)) is True
    assert out_of_hours(datetime(2024, 3, 6, 18, 0)) is True
    assert out_of_hours(datetime(2024, 3, 9, 12, 0)) is True  # Saturday
    assert out_of_hours(datetime(2024, 3, 10, 12, 0)) is True  # Sunday


def test_labour():
    assert labour(30) == 0
    assert labour(31) == 12.0
    assert labour(45) == 12.0
    assert labour(46) == 24.0
    assert labour(90) == 48.0
    assert labour(10) == 0


def test_job_price():
    assert job_price(datetime(2024, 3, 6, 10, 0), 12) == (65.0, 13.0, 78.0)
    assert job_price(datetime(2024, 3, 9, 22, 15), 50, 18.5) == (152.0, 30.4, 182.4)
    assert job_price(datetime(2024, 3, 6, 18, 0), 45, 4.99) == (120.49, 24.1, 144.59)
    assert job_price(datetime(2024, 3, 6, 7, 59), 10) == (97.5, 19.5, 117.0)


def test_day_sheet():
    lines = ["2024-03-06 09:30, 12, 0", "", "2024-03-06 13:00, 50, 18.50",
             "2024-03-06 19:10, 10, 6"]
    assert day_sheet(lines) == {"jobs": 3, "net": 276.0, "vat": 55.2, "total": 331.2}
    assert day_sheet([]) == {"jobs": 0, "net": 0.0, "vat": 0.0, "total": 0.0}
