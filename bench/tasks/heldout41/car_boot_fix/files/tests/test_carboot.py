import pytest

from carboot import accept_offer, best_hour, parse_price, pitch_fee, summary


def test_parse_price():
    assert parse_price("£2.50") == 250
    assert parse_price("2.50") == 250
    assert parse_price(" £3 ") == 300
    assert parse_price("75p") == 75
    assert parse_price("5p") == 5
    for bad in ["", "£", "2.5", "two pounds", "0p", "£0.00"]:
        with pytest.raises(ValueError):
            parse_price(bad)


def test_pitch_fee():
    assert pitch_fee("car") == 10.0
    assert pitch_fee("Van", tables=1) == 18.0
    assert pitch_fee(" trailer ", 3) == 29.0
    with pytest.raises(ValueError):
        pitch_fee("bike")
    with pytest.raises(ValueError):
        pitch_fee("car", 4)


def test_accept_offer():
    assert accept_offer("£5", "£4.50")
    assert accept_offer("£5", "£4")
    assert accept_offer("£1", "80p")
    assert not accept_offer("£5", "£3.99")
    assert not accept_offer("£1", "79p")


def test_best_hour():
    sales = [("08:05", "£3"), ("08:40", "50p"), ("09:10", "£2"), ("09:55", "£1.50"),
             ("10:30", "£1")]
    assert best_hour(sales) == (8, 3.5)
    assert best_hour([("11:00", "£4"), ("09:30", "£4")]) == (9, 4.0)
    with pytest.raises(ValueError):
        best_hour([])


def test_summary():
    sales = [("07:50", "£4"), ("08:15", "75p"), ("08:20", "£1.25"), ("09:00", "£10")]
    assert summary(sales, "car", tables=1) == {
        "items": 4, "takings": 16.0, "fees": 13.0, "profit": 3.0}
