import pytest

from icerink import group_price, kind_for_age, session_end, spaces_left, ticket_price


@pytest.mark.parametrize("age, kind", [(0, "toddler"), (3, "toddler"), (4, "child"),
                                       (15, "child"), (16, "adult"), (64, "adult"),
                                       (65, "senior"), (120, "senior")])
def test_kind_for_age(age, kind):
    assert kind_for_age(age) == kind


@pytest.mark.parametrize("age", [-1, 121, 4.0, 10.5, "12", True, None])
def test_bad_ages(age):
    with pytest.raises(ValueError):
        kind_for_age(age)


def test_ticket_prices_with_hire():
    assert ticket_price("adult") == 12.0
    assert ticket_price("child") == 9.5
    assert ticket_price("senior") == 10.0
    assert ticket_price("toddler") == 0.0
    assert ticket_price("adult", hire=True) == 12.0


def test_ticket_prices_without_hire():
    assert ticket_price("adult", hire=False) == 9.5
    assert ticket_price("child", hire=False) == 7.0
    assert ticket_price("senior", False) == 7.5
    assert ticket_price("toddler", False) == 0.0


def test_unknown_ticket():
    for kind in ["student", "Adult", ""]:
        with pytest.raises(ValueError):
            ticket_price(kind)


def test_group_without_family():
    assert group_price([]) == 0
    assert group_price([40]) == 12.0
    assert group_price([40, 38, 9]) == 33.5
    assert group_price([40, 9, 12, 2]) == 31.0
    assert group_price([70, 68, 9, 12]) == 39.0  # seniors aren't adults for the family ticket
    assert group_price([40, 9], hire=False) == 16.5


def test_family_tickets():
    assert group_price([40, 38, 9, 12]) == 30.0
    assert group_price([40, 38, 9, 12], hire=False) == 30.0
    assert group_price([40, 38, 70, 9, 12, 2]) == 40.0
    assert group_price([40, 38, 9, 12, 7]) == 39.5
    assert group_price([40, 38, 36, 34, 9, 12, 7, 5]) == 60.0
    assert group_price([40, 38, 36, 34, 9, 12, 7, 5], hire=False) == 60.0
    assert group_price([40, 38, 36, 9, 12, 7]) == 51.5


def test_session_end():
    assert session_end("10:00") == "11:30"
    assert session_end("14:45") == "16:15"
    assert session_end("20:30") == "22:00"
    assert session_end("19:45", 60) == "20:45"
    assert session_end("21:00", minutes=60) == "22:00"


@pytest.mark.parametrize("start, minutes", [("09:59", 90), ("09:00", 60), ("20:31", 90),
                                            ("21:30", 45), ("22:00", 10)])
def test_session_outside_opening(start, minutes):
    with pytest.raises(ValueError):
        session_end(start, minutes)


def test_spaces_left():
    assert spaces_left(0) == 250
    assert spaces_left(249) == 1
    assert spaces_left(250) == 0
    assert spaces_left(300) == 0
    assert spaces_left(20, capacity=30) == 10
    for bad in [-1, 2.5, "10"]:
        with pytest.raises(ValueError):
            spaces_left(bad)
