import os
import sys
from datetime import datetime

import pytest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from readings import average_celsius, daily_max, max_reading  # noqa: E402

LOG = """# kitchen sensor
2024-05-01T08:00,21.5,C
2024-05-01T12:00,77,F

2024-05-01T18:00,NA,C
2024-05-02T08:00, 19.0 ,c
2024-05-02T12:00,68,f
""".splitlines()


def test_average():
    assert average_celsius(LOG) == pytest.approx(21.38)


def test_average_no_readings():
    assert average_celsius(["# nothing", "", "2024-05-01T08:00,NA,C"]) is None


def test_max_reading():
    assert max_reading(LOG) == (datetime(2024, 5, 1, 12, 0), pytest.approx(25.0))


def test_max_reading_tie_keeps_first():
    lines = ["2024-05-01T08:00,20,C", "2024-05-01T09:00,68,F"]
    assert max_reading(lines) == (datetime(2024, 5, 1, 8, 0), pytest.approx(20.0))


def test_max_reading_empty():
    assert max_reading([]) is None


def test_daily_max():
    assert daily_max(LOG) == {"2024-05-01": pytest.approx(25.0), "2024-05-02": pytest.approx(20.0)}


def test_daily_max_sorted_days():
    lines = ["2024-05-03T08:00,1,C", "2024-05-01T08:00,2,C"]
    assert list(daily_max(lines)) == ["2024-05-01", "2024-05-03"]
