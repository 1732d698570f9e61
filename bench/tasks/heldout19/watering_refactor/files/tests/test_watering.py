import os
import sys
from datetime import date

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from watering import next_watering, watering_interval, watering_plan  # noqa: E402


def test_basic_intervals():
    assert watering_interval("cactus", "summer") == 14
    assert watering_interval("fern", "winter") == 5
    assert watering_interval("Basil", "spring") == 2


def test_outdoor_and_pot():
    assert watering_interval("monstera", "summer", indoor=False) == 3
    assert watering_interval("cactus", "winter", pot="large") == 43


def test_unknown_plant():
    with pytest.raises(ValueError):
        watering_interval("triffid", "summer")


def test_next_watering():
    assert next_watering("fern", date(2024, 7, 1), "summer") == date(2024, 7, 3)


def test_plan():
    plan = watering_plan(["fern", "cactus"], date(2024, 7, 1), "summer", 4)
    assert plan == [(date(2024, 7, 3), "fern"), (date(2024, 7, 5), "fern")]
