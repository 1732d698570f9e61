import pytest

from teashop import bill, item_price, service_charge, split, subtotal


def test_item_price():
    assert item_price("scone") == 280
    assert item_price("Cream Tea") == 750
    assert item_price("  pot of tea ") == 320
    assert item_price("AFTERNOON TEA") == 1850
    with pytest.raises(ValueError):
        item_price("bacon roll")


def test_subtotal():
    assert subtotal([("pot of tea", 2), ("scone", 2)]) == 12.0
    assert subtotal([("Slice of Cake", 1), ("coffee", 1)]) == 7.15
    assert subtotal([]) == 0
    with pytest.raises(ValueError):
        subtotal([("scone", 0)])


def test_service_charge():
    assert service_charge(40.0, 2) == 0.0
    assert service_charge(40.0, 5) == 0.0
    assert service_charge(111.0, 6) == 11.1
    assert service_charge(87.45, 8) == 8.75
    with pytest.raises(ValueError):
        service_charge(10.0, 0)


def test_split():
    assert split(30.0, 3) == [10.0, 10.0, 10.0]
    assert split(20.0, 3) == [6.67, 6.67, 6.66]
    assert split(10.03, 4) == [2.51, 2.51, 2.51, 2.5]
    assert split(7.5, 1) == [7.5]


def test_bill():
    assert bill([("afternoon tea", 6)], 6) == {"subtotal": 111.0, "service": 11.1,
                                               "total": 122.1}
    assert bill([("cream tea", 2), ("pot of tea", 1)], 2) == {
        "subtotal": 18.2, "service": 0.0, "total": 18.2}
