import pytest

import shipping


@pytest.mark.parametrize("weight,zone,expected", [
    (1.2, "eu", 1400),
    (0.5, "domestic", 600),
    (2.0, "domestic", 700),
    (2, "eu", 1400),
    (2.01, "world", 1500 + 3 * 400),
    (1, "world", 1900),
    (0.1, "world", 1900),
    (30, "domestic", 500 + 30 * 100),
    (29.5, "eu", 900 + 30 * 250),
])
def test_prices(weight, zone, expected):
    result = shipping.shipping_cost(weight, zone)
    assert result == expected
    assert isinstance(result, int)


@pytest.mark.parametrize("zone", ["EU", "Eu", "DOMESTIC", "World"])
def test_zone_case_insensitive(zone):
    expected = {"eu": 900 + 250, "domestic": 600, "world": 1900}[zone.lower()]
    assert shipping.shipping_cost(1, zone) == expected


@pytest.mark.parametrize("weight", [0, 0.0, -1, -0.5])
def test_non_positive_weight(weight):
    with pytest.raises(ValueError):
        shipping.shipping_cost(weight, "eu")


@pytest.mark.parametrize("weight", [30.01, 31, 100])
def test_too_heavy(weight):
    with pytest.raises(ValueError):
        shipping.shipping_cost(weight, "domestic")


@pytest.mark.parametrize("zone", ["mars", "", "europe"])
def test_unknown_zone(zone):
    with pytest.raises(ValueError):
        shipping.shipping_cost(1, zone)
