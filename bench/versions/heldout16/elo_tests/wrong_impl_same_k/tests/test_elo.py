import pytest

from elo import expected, k_factor, update


def test_expected_equal_ratings():
    assert expected(1500, 1500) == pytest.approx(0.5)


def test_expected_sums_to_one():
    assert expected(1700, 1450) + expected(1450, 1700) == pytest.approx(1.0)
    assert expected(1900, 1500) == pytest.approx(1 / (1 + 10 ** (-1)))


@pytest.mark.parametrize("rating,games,k", [
    (1500, 0, 40),
    (1500, 29, 40),
    (1500, 30, 20),
    (2399, 30, 20),
    (2400, 30, 10),
    (2400, 29, 40),
    (2450, 5, 40),
    (2700, 300, 10),
])
def test_k_factor(rating, games, k):
    assert k_factor(rating, games) == k


def test_win_between_equals():
    assert update(1500, 1500, 1, 50, 50) == pytest.approx((1510, 1490))


def test_draw_with_different_ratings():
    new_a, new_b = update(1600, 1400, 0.5, 40, 40)
    ea = expected(1600, 1400)
    assert new_a == pytest.approx(1600 + 20 * (0.5 - ea))
    assert new_b == pytest.approx(1400 + 20 * (0.5 - (1 - ea)))
    assert new_a < 1600 and new_b > 1400


def test_each_player_uses_own_k():
    new_a, new_b = update(1500, 1500, 0, 100, 100)
    assert new_a == pytest.approx(1490)
    assert new_b == pytest.approx(1510)


@pytest.mark.parametrize("score", [2, -1, 0.3, 0.75])
def test_bad_score(score):
    with pytest.raises(ValueError):
        update(1500, 1500, score, 10, 10)
