import pytest
from booking import validate_booking

VALID = {"check_in": "2024-07-01", "check_out": "2024-07-05", "guests": 2, "room": "double",
         "notes": "late arrival"}


def booking(**changes):
    data = dict(VALID)
    for key, value in changes.items():
        if value is ...:
            data.pop(key)
        else:
            data[key] = value
    return data


def invalid(**changes):
    return set(validate_booking(booking(**changes)))


def test_valid_bookings():
    assert validate_booking(booking()) == {}
    assert validate_booking(booking(notes=...)) == {}
    assert validate_booking(booking(promo="SUMMER", guests=1, room="suite")) == {}
    assert validate_booking(booking(guests=6, room="single", notes="x" * 200)) == {}


@pytest.mark.parametrize("value", ["2024-02-30", "next friday", 20240701, ..., ""])
def test_bad_check_in(value):
    assert invalid(check_in=value) == {"check_in"}


@pytest.mark.parametrize("value", ["2024-13-01", None, ...])
def test_bad_check_out(value):
    assert invalid(check_out=value) == {"check_out"}


def test_stay_length_rules():
    assert invalid(check_out="2024-07-01") == {"check_out"}
    assert invalid(check_out="2024-06-30") == {"check_out"}
    assert invalid(check_out="2024-07-02") == set()
    assert invalid(check_out="2024-07-31") == set()
    assert invalid(check_out="2024-08-01") == {"check_out"}
    assert invalid(check_in="2024-12-20", check_out="2025-01-03") == set()


@pytest.mark.parametrize("value", [0, 7, -1, True, "2", 2.0, ...])
def test_bad_guests(value):
    assert invalid(guests=value) == {"guests"}


@pytest.mark.parametrize("value", ["penthouse", "", None, ...])
def test_bad_room(value):
    assert invalid(room=value) == {"room"}


@pytest.mark.parametrize("value", ["x" * 201, 5, ["note"]])
def test_bad_notes(value):
    assert invalid(notes=value) == {"notes"}


def test_several_errors_reported_together_with_messages():
    errors = validate_booking({"check_in": "2024-07-05", "check_out": "2024-07-01",
                               "guests": 9, "notes": 1})
    assert set(errors) == {"check_out", "guests", "room", "notes"}
    assert all(isinstance(m, str) and m.strip() for m in errors.values())
