from datetime import date

import pytest

from alterations import job_price, quote, ready_date, ticket


def test_job_price():
    assert job_price("hem trousers") == 12.0
    assert job_price("Hem trousers") == 12.0
    assert job_price("  REPLACE ZIP ") == 16.0
    with pytest.raises(ValueError):
        job_price("sew on button")


def test_quote():
    assert quote(["hem trousers", "take in waist"]) == 27.0
    assert quote(["Shorten sleeves"]) == 18.0
    with pytest.raises(ValueError):
        quote([])


def test_quote_express():
    assert quote(["hem trousers"], express=True) == 18.0
    # 27 * 1.5 = 40.50, rounded up
    assert quote(["hem trousers", "take in waist"], express=True) == 41.0
    assert quote(["hem skirt", "hem skirt", "replace zip"], express=True) == 66.0


def test_ready_date():
    # Tuesday 4 March 2025: Wed, Thu, Fri, Sat, (shut Sun and Mon), Tue
    assert ready_date(date(2025, 3, 4)) == date(2025, 3, 11)
    # dropped off on a Saturday: Tue, Wed, Thu, Fri, Sat
    assert ready_date(date(2025, 3, 8)) == date(2025, 3, 15)


def test_ready_date_express():
    # Thursday: Friday and Saturday
    assert ready_date(date(2025, 3, 6), express=True) == date(2025, 3, 8)
    # Friday: Saturday and Tuesday
    assert ready_date(date(2025, 3, 7), express=True) == date(2025, 3, 11)


def test_ticket():
    assert ticket(42, "Smith") == "A0042-SMITH"
    assert ticket(1234, " o'neill ") == "A1234-O'NEILL"
    with pytest.raises(ValueError):
        ticket(0, "Smith")
    with pytest.raises(ValueError):
        ticket(7, "  ")
