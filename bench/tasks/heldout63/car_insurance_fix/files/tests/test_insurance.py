import pytest

from insurance import monthly, ncd_after_year, ncd_discount, premium


def test_ncd_discount():
    assert ncd_discount(0) == 0.0
    assert ncd_discount(1) == 0.25
    assert ncd_discount(4) == 0.55
    assert ncd_discount(5) == 0.65
    assert ncd_discount(9) == 0.65
    with pytest.raises(ValueError):
        ncd_discount(-1)


def test_claim_free_year():
    assert ncd_after_year(0) == 1
    assert ncd_after_year(4) == 5
    assert ncd_after_year(9) == 9


def test_claims():
    assert ncd_after_year(5, claims=1) == 3
    assert ncd_after_year(5, claims=2) == 1
    assert ncd_after_year(1, claims=1) == 0


def test_protected_ncd():
    assert ncd_after_year(6, claims=1, protected=True) == 6
    assert ncd_after_year(6, claims=2, protected=True) == 6
    assert ncd_after_year(6, claims=3, protected=True) == 4
    assert ncd_after_year(6, claims=0, protected=True) == 7


def test_premium():
    assert premium(600, 5) == 235.2
    assert premium(480, 0) == 537.6
    assert premium(600, 3, ["breakdown", "Legal"]) == 448.0
    with pytest.raises(ValueError):
        premium(600, 3, ["windscreen"])
    with pytest.raises(ValueError):
        premium(0, 3)


def test_monthly():
    assert monthly(448.0) == 41.03
    assert monthly(100) == 9.16
