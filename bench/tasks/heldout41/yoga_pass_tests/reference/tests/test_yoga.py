from datetime import date

import pytest

from yoga import (cancel_uses_class, cheapest, class_price, classes_left, expires,
                  pack_price)


def test_class_price():
    assert class_price(30) == 12.0
    assert class_price(16) == 12.0
    assert class_price(64) == 12.0
    assert class_price(65) == 9.0
    assert class_price(80) == 9.0
    assert class_price(20, student=True) == 9.0
    assert class_price(70, True) == 9.0


@pytest.mark.parametrize("age", [15, 10, 0, -1, 30.5])
def test_class_price_bad_age(age):
    with pytest.raises(ValueError):
        class_price(age)


def test_pack_price():
    assert pack_price(5, 30) == 50.0
    assert pack_price(10, 30) == 90.0
    assert pack_price(5, 65) == 37.5
    assert pack_price(10, 19, student=True) == 67.5
    with pytest.raises(ValueError):
        pack_price(7, 30)
    with pytest.raises(ValueError):
        pack_price(5, 15)


def test_expires():
    assert expires(date(2024, 1, 1), 5) == date(2024, 3, 1)
    assert expires(date(2024, 1, 1), 10) == date(2024, 4, 30)
    with pytest.raises(ValueError):
        expires(date(2024, 1, 1), 3)


def test_classes_left():
    bought = date(2024, 1, 1)
    used = [date(2024, 1, 3), date(2024, 1, 10)]
    assert classes_left(5, bought, used, date(2024, 1, 20)) == 3
    assert classes_left(5, bought, [], date(2024, 1, 1)) == 5
    assert classes_left(5, bought, used, date(2024, 2, 29)) == 3
    assert classes_left(5, bought, used, date(2024, 3, 1)) == 0
    assert classes_left(5, bought, used, date(2024, 6, 1)) == 0
    assert classes_left(10, bought, used, date(2024, 4, 29)) == 8
    assert classes_left(10, bought, used, date(2024, 4, 30)) == 0
    assert classes_left(5, bought, [bought] * 5, date(2024, 1, 5)) == 0
    with pytest.raises(ValueError):
        classes_left(5, bought, [bought] * 6, date(2024, 1, 5))


def test_cancel_uses_class():
    assert cancel_uses_class(0) is True
    assert cancel_uses_class(11.5) is True
    assert cancel_uses_class(12) is False
    assert cancel_uses_class(48) is False
    with pytest.raises(ValueError):
        cancel_uses_class(-1)


def test_cheapest():
    assert cheapest(0, 30) == 0
    assert cheapest(1, 30) == 12.0
    assert cheapest(4, 30) == 48.0
    assert cheapest(5, 30) == 50.0
    assert cheapest(8, 30) == 86.0
    assert cheapest(9, 30) == 90.0
    assert cheapest(10, 30) == 90.0
    assert cheapest(14, 30) == 138.0
    assert cheapest(15, 30) == 140.0
    assert cheapest(9, 20, student=True) == 67.5
    assert cheapest(4, 66) == 36.0
    with pytest.raises(ValueError):
        cheapest(-1, 30)
