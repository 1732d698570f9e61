import pytest

from canoe import booking, hire_price, late_fee, refund


def test_hire_prices():
    assert hire_price("canoe", 1) == 18.0
    assert hire_price("kayak", 2) == 28.0
    assert hire_price("paddleboard", 3) == 36.0
    assert hire_price("canoe", 5) == 90.0


def test_hours_past_cap_free():
    assert hire_price("canoe", 6) == 90.0
    assert hire_price("kayak", 8) == 70.0


@pytest.mark.parametrize("hours", [0, -1, 9, 12, 2.5, 3.0, True])
def test_bad_hours(hours):
    with pytest.raises(ValueError):
        hire_price("canoe", hours)


@pytest.mark.parametrize("boat", ["rowing boat", "Canoe", ""])
def test_unknown_boat(boat):
    with pytest.raises(ValueError):
        hire_price(boat, 2)


def test_late_fee():
    assert late_fee(0) == 0.0
    assert late_fee(9) == 0.0
    assert late_fee(10) == 0.0
    assert late_fee(11) == 4.0
    assert late_fee(15) == 4.0
    assert late_fee(16) == 8.0
    assert late_fee(20) == 8.0
    assert late_fee(30) == 8.0
    assert late_fee(31) == 12.0
    with pytest.raises(ValueError):
        late_fee(-1)


def test_booking_small_group():
    assert booking(["canoe"], 2) == {"hire": 36.0, "deposit": 50.0, "total": 86.0}
    assert booking(["canoe", "kayak", "paddleboard"], 2) == {
        "hire": 88.0, "deposit": 150.0, "total": 238.0}


def test_booking_group_discount():
    assert booking(["canoe", "kayak", "kayak", "paddleboard"], 2) == {
        "hire": 104.4, "deposit": 200.0, "total": 304.4}
    assert booking(["canoe"] * 5, 1) == {"hire": 81.0, "deposit": 250.0, "total": 331.0}
    assert booking(["kayak"] * 4, 7) == {"hire": 252.0, "deposit": 200.0, "total": 452.0}


def test_booking_errors():
    with pytest.raises(ValueError):
        booking([], 2)
    with pytest.raises(ValueError):
        booking(["canoe", "pedalo"], 2)
    with pytest.raises(ValueError):
        booking(["canoe"], 0)


def test_refund():
    assert refund(50.0, 0) == 50.0
    assert refund(50.0, 10) == 50.0
    assert refund(50.0, 25) == 42.0
    assert refund(50.0, 180) == 2.0
    assert refund(50.0, 300) == 0.0
    assert refund(50.0, 0, damaged=True) == 0.0
    assert refund(100.0, 40, damaged=True) == 0.0
    with pytest.raises(ValueError):
        refund(50.0, -5)
