import pytest

from split import split_bill


def test_even_split():
    assert split_bill(1000, 4) == [250, 250, 250, 250]


def test_leftover_cents_go_first():
    assert split_bill(1000, 3) == [334, 333, 333]
    assert split_bill(1001, 4) == [251, 250, 250, 250]


def test_one_person_pays_all():
    assert split_bill(1234, 1) == [1234]


def test_nobody_to_pay():
    with pytest.raises(ValueError):
        split_bill(1000, 0)
