import math

import pytest

import elo


def test_expected_values():
    assert math.isclose(elo.expected(2000, 2000), 0.5)
    assert math.isclose(elo.expected(2000, 1600), 10 / 11)


def test_k_newcomer():
    assert elo.k_factor(1200, 29) == 40
    assert elo.k_factor(2500, 0) == 40


def test_k_exactly_30_games():
    assert elo.k_factor(1200, 30) == 20


def test_k_exactly_2400():
    assert elo.k_factor(2400, 30) == 10
    assert elo.k_factor(2399, 45) == 20


def test_draw_unequal():
    a, b = elo.update(1800, 2000, 0.5, 100, 100)
    assert a > 1800
    assert b < 2000
    assert math.isclose(a - 1800, 2000 - b)


def test_loss():
    a, b = elo.update(1500, 1500, 0, 100, 100)
    assert math.isclose(a, 1490)
    assert math.isclose(b, 1510)


@pytest.mark.parametrize("bad", [3, 0.25])
def test_invalid_score(bad):
    with pytest.raises(ValueError):
        elo.update(1500, 1500, bad, 0, 0)
