from decimal import Decimal

import pytest

from paint import paint_order

BEDROOM = {"length": 4, "width": 3.5, "height": 2.5, "doors": 1, "windows": 2}


def test_bedroom_matt():
    order = paint_order([BEDROOM])
    assert order["area"] == Decimal("32.6")
    assert order["litres"] == Decimal("5.2")
    assert order["cans"] == {"5": 1, "2.5": 0, "1": 1}
    assert order["cost"] == Decimal("43.80")


def test_gloss_one_coat():
    order = paint_order([BEDROOM], coats=1, finish="gloss")
    assert order["litres"] == Decimal("4.1")
    assert order["cans"] == {"5": 0, "2.5": 1, "1": 2}
    assert order["cost"] == Decimal("47.13")


def test_two_rooms_silk():
    hall = {"length": 6, "width": 1.2, "height": 2.4, "doors": 4}
    order = paint_order([BEDROOM, hall], coats=3, finish="silk")
    assert order["area"] == Decimal("59.56")
    assert order["litres"] == Decimal("17.9")
    assert order["cans"] == {"5": 3, "2.5": 1, "1": 1}
    assert order["cost"] == Decimal("146.85")


def test_no_rooms():
    order = paint_order([])
    assert order["litres"] == 0
    assert order["cans"] == {"5": 0, "2.5": 0, "1": 0}
    assert order["cost"] == 0


def test_openings_bigger_than_walls():
    order = paint_order([{"length": 1, "width": 1, "height": 1, "doors": 3}])
    assert order["area"] == 0


@pytest.mark.parametrize("kwargs", [{"coats": 0}, {"finish": "eggshell"}])
def test_bad_options(kwargs):
    with pytest.raises(ValueError):
        paint_order([BEDROOM], **kwargs)


def test_bad_room():
    with pytest.raises(ValueError):
        paint_order([{"length": 4, "width": 0, "height": 2.5}])
