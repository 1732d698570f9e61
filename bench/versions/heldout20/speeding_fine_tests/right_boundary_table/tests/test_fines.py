"""Pin down the current behaviour of fines.speeding_fine."""
import pytest

import fines

LIMIT = 60
# (km/h over the limit, expected fine outside a school zone)
EDGES = [
    (0, 0), (1, 100),
    (10, 100), (11, 250),
    (20, 250), (21, 500),
    (30, 500), (31, 1000),
]


@pytest.mark.parametrize("over,fine", EDGES)
def test_band_edges(over, fine):
    assert fines.speeding_fine(LIMIT + over, LIMIT) == fine


@pytest.mark.parametrize("over,fine", EDGES)
def test_band_edges_in_school_zone(over, fine):
    assert fines.speeding_fine(LIMIT + over, LIMIT, school_zone=True) == 2 * fine


def test_below_limit_school_zone():
    assert fines.speeding_fine(10, LIMIT, school_zone=True) == 0


@pytest.mark.parametrize("speed,limit", [(-1, 60), (-100, 60), (50, 0), (50, -10)])
def test_invalid_input(speed, limit):
    with pytest.raises(ValueError):
        fines.speeding_fine(speed, limit)
