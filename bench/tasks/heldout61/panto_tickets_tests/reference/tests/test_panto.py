import pytest

from panto import order_total, refund, seats_left, ticket_type


def test_ticket_type_boundaries():
    assert ticket_type(0) == "infant"
    assert ticket_type(2) == "infant"
    assert ticket_type(3) == "child"
    assert ticket_type(15) == "child"
    assert ticket_type(16) == "adult"
    assert ticket_type(64) == "adult"
    assert ticket_type(65) == "concession"
    assert ticket_type(90) == "concession"


@pytest.mark.parametrize("bad", [-1, 4.5, "7", None, True])
def test_ticket_type_bad_age(bad):
    with pytest.raises(ValueError):
        ticket_type(bad)


def test_single_tickets_evening():
    assert order_total([40]) == 12.0
    assert order_total([70]) == 9.0
    assert order_total([8]) == 7.0
    assert order_total([1]) == 0.0
    assert order_total([40, 70, 8, 1]) == 28.0


def test_family_ticket_evening():
    assert order_total([40, 38, 8, 5]) == 34.0
    assert order_total([40, 38, 8, 5, 3]) == 41.0
    assert order_total([40, 38, 36, 8, 5]) == 46.0
    assert order_total([40, 38, 37, 36, 8, 6, 5, 4]) == 68.0
    # one adult and two children: no family ticket
    assert order_total([40, 8, 5]) == 26.0
    # a grandparent doesn't count as an adult for a family ticket
    assert order_total([40, 70, 8, 5]) == 35.0


def test_matinee():
    assert order_total([8], matinee=True) == 6.0
    assert order_total([40, 38, 8, 5], matinee=True) == 36.0
    assert order_total([40, 70, 8, 1], matinee=True) == 27.0


def test_group_discount():
    nine = [30] * 9
    assert order_total(nine) == 108.0
    assert order_total(nine + [20]) == 108.0
    assert order_total(nine + [1]) == 108.0
    assert order_total([70] * 10) == 81.0
    assert order_total([30] * 4 + [8] * 6) == 73.8


def test_empty_party():
    with pytest.raises(ValueError):
        order_total([])


def test_seats_left():
    assert seats_left(0, [40, 8]) == 118
    assert seats_left(100, [40, 38, 8, 1]) == 17
    assert seats_left(117, [40, 38, 8]) == 0
    assert seats_left(118, [40, 38, 1]) == 0
    with pytest.raises(ValueError):
        seats_left(118, [40, 38, 8])


def test_refund():
    assert refund(34.0, 10) == 34.0
    assert refund(34.0, 7) == 34.0
    assert refund(34.0, 6) == 17.0
    assert refund(41.0, 2) == 20.5
    assert refund(34.0, 1) == 0.0
    assert refund(34.0, 0) == 0.0
    with pytest.raises(ValueError):
        refund(34.0, -1)
