import pytest

from bonfire import bonfire_ok, group_price, safety_distance, sparkler_boxes, ticket_price


@pytest.mark.parametrize("age, price", [
    (0, 0.0), (4, 0.0), (5, 4.0), (15, 4.0), (16, 7.0), (64, 7.0), (65, 5.0), (90, 5.0)])
def test_ticket_price_in_advance(age, price):
    assert ticket_price(age) == price


@pytest.mark.parametrize("age, price", [(3, 0.0), (4, 0.0), (5, 5.0), (15, 5.0), (16, 8.0),
                                        (40, 8.0), (65, 6.0)])
def test_ticket_price_on_the_gate(age, price):
    assert ticket_price(age, on_the_gate=True) == price


@pytest.mark.parametrize("age", [-1, 7.5, "10", True])
def test_ticket_price_bad_age(age):
    with pytest.raises(ValueError):
        ticket_price(age)


def test_group_no_family_ticket_needed():
    assert group_price([]) == 0.0
    assert group_price([40]) == 7.0
    assert group_price([40, 38, 9]) == 18.0  # 20 for a family ticket would be dearer
    assert group_price([40, 9, 7, 3]) == 15.0  # only one grown-up


def test_group_family_ticket():
    assert group_price([40, 38, 9, 7]) == 20.0
    assert group_price([40, 38, 9, 7, 5]) == 20.0
    assert group_price([40, 38, 9, 7, 5, 12]) == 24.0  # the 4th child pays
    assert group_price([40, 38, 9, 7, 2]) == 20.0  # under 5s are free anyway
    assert group_price([70, 68, 10, 11]) == 18.0  # pensioners: 5 + 5 + 4 + 4
    assert group_price([70, 68, 10, 11, 12]) == 20.0
    assert group_price([70, 40, 10, 11]) == 20.0


def test_group_family_ticket_covers_dearest_grown_ups():
    # 7 + 7 + 5 + 3 x 4 = 31, or the family ticket for the two 7s and the children, + 5
    assert group_price([40, 70, 38, 9, 7, 5]) == 25.0
    assert group_price([17, 16, 16, 15]) == 25.0  # 3 x 7 + 4 beats 20 + 7
    assert group_price([70, 40, 38, 9, 7]) == 25.0  # family ticket + the pensioner


def test_group_on_the_gate_no_family_ticket():
    assert group_price([40, 38, 9, 7], on_the_gate=True) == 26.0
    assert group_price([40, 38, 9, 7, 5], on_the_gate=True) == 31.0
    assert group_price([40, 2], on_the_gate=True) == 8.0


def test_safety_distance():
    assert safety_distance("F2") == 8
    assert safety_distance("F3") == 25
    assert safety_distance(" f3 ") == 25
    for bad in ["F4", "F1", "", "F5"]:
        with pytest.raises(ValueError):
            safety_distance(bad)


def test_sparkler_boxes():
    assert sparkler_boxes(0) == 0
    assert sparkler_boxes(5) == 1
    assert sparkler_boxes(6) == 2
    assert sparkler_boxes(10) == 2
    assert sparkler_boxes(11) == 3
    assert sparkler_boxes(7, each=3) == 3
    assert sparkler_boxes(10, each=1) == 1
    with pytest.raises(ValueError):
        sparkler_boxes(-1)
    with pytest.raises(ValueError):
        sparkler_boxes(5, each=-2)


def test_bonfire_ok():
    assert bonfire_ok(3, 15) is True
    assert bonfire_ok(3, 14.9) is False
    assert bonfire_ok(4, 20) is True
    assert bonfire_ok(4.5, 100) is False
    assert bonfire_ok(2, 50) is True
    for bad in [(0, 10), (-1, 10), (2, -1)]:
        with pytest.raises(ValueError):
            bonfire_ok(*bad)
